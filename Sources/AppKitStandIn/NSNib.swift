import Foundation

// https://developer.apple.com/documentation/appkit/nsnib
/// An object wrapper, or container, for an Interface Builder nib file.
///
/// Stand-in: it remembers its name and bundle; there are no nib files to load.
@MainActor
open class NSNib {
    // https://developer.apple.com/documentation/appkit/nsnib/name
    /// The name of a nib file.
    public typealias Name = String

    /// The nib's name.
    package let standInName: String
    /// The nib's bundle.
    package let standInBundle: Bundle?

    // https://developer.apple.com/documentation/appkit/nsnib/init(nibnamed:bundle:)
    /// Returns an object initialized to the nib file in the specified bundle.
    public init?(nibNamed nibName: String, bundle: Bundle?) {
        standInName = nibName
        standInBundle = bundle
    }
}
