import Foundation

// https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier
/// A string that identifies a user interface item: the reuse identifier of
/// a collection view's items and supplementary views.
public struct NSUserInterfaceItemIdentifier: Hashable, RawRepresentable, Sendable {
    /// The identifier's string.
    public var rawValue: String

    // https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier/init(_:)
    /// Creates an identifier from a string.
    /// - Parameter rawValue: The identifier's string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    // https://developer.apple.com/documentation/appkit/nsuserinterfaceitemidentifier/init(rawvalue:)
    /// Creates an identifier from a string.
    /// - Parameter rawValue: The identifier's string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}
