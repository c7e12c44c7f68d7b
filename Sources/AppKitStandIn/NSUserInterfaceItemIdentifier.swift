import Foundation

// https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier
/// An identifier for a user interface item.
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's string.
    public var rawValue: String

    // https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier/init(rawvalue:)
    /// Creates an identifier from a string.
    /// - Parameter rawValue: The identifier's string.
    public init(rawValue: String) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier/init(_:)
    /// Creates an identifier from a string.
    /// - Parameter rawValue: The identifier's string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
