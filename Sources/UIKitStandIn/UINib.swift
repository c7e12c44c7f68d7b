import Foundation

// https://developer.apple.com/documentation/uikit/uinib
/// An object that wraps, or contains, Interface Builder nib files.
///
/// Stand-in for UIKit's `UINib`; see the module notes in `UIKitStandIn.swift`.
/// It cannot load anything: it keeps the name and bundle it was made with, so
/// that a test's backend can decide which class a nib's views are.
@MainActor
open class UINib {
    /// The nib file's name, as given.
    package let standInName: String
    /// The bundle, as given.
    package let standInBundle: Bundle?

    // https://developer.apple.com/documentation/uikit/uinib/init(nibname:bundle:)
    /// Returns a nib object from the nib file in the specified bundle.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        standInName = name
        standInBundle = bundleOrNil
    }
}
