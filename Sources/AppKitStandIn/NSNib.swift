import Foundation

// https://developer.apple.com/documentation/appkit/nsnib
/// An object wrapper, or container, for an Interface Builder nib file.
///
/// Stand-in for AppKit's `NSNib`; see the module notes in `AppKitStandIn.swift`.
/// It cannot load anything: it keeps the name and bundle it was made with,
/// so that a test's backend can decide which class a nib's view is.
@MainActor
open class NSNib {
    // https://developer.apple.com/documentation/appkit/nsnib/name
    /// The name of a nib file.
    public typealias Name = String

    /// The nib file's name, as given.
    package let standInName: NSNib.Name
    /// The bundle, as given.
    package let standInBundle: Bundle?

    // https://developer.apple.com/documentation/appkit/nsnib/init(nibnamed:bundle:)
    /// Initializes an instance with a nib file in the specified bundle.
    /// AppKit answers `nil` when the bundle has no such nib; the stand-in,
    /// which reads no bundle, never does.
    public init?(nibNamed nibName: NSNib.Name, bundle: Bundle?) {
        standInName = nibName
        standInBundle = bundle
    }
}
