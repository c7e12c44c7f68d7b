import Foundation

// https://developer.apple.com/documentation/appkit/nscollectionviewelement
/// A protocol that defines the methods to implement when the contents of a
/// collection view item need to be customized.
///
/// Stand-in: AppKit's refines `NSObjectProtocol` and
/// `NSUserInterfaceItemIdentification`, whose requirements are all optional;
/// the stand-in declares none, and marks the views a collection view accepts
/// as supplementary views.
@MainActor
public protocol NSCollectionViewElement: AnyObject {}

// https://developer.apple.com/documentation/appkit/nscollectionviewitem
/// A visual element that represents a single item in a collection view.
///
/// Stand-in for AppKit's `NSCollectionViewItem`; see the module notes in
/// `AppKitStandIn.swift`. Nothing of it is used but its type and what it
/// inherits.
@MainActor
open class NSCollectionViewItem: NSViewController, NSCollectionViewElement {
    // https://developer.apple.com/documentation/appkit/nscollectionviewitem/highlightstate-swift.enum
    /// Constants indicating the type of highlight applied to an item.
    public enum HighlightState: Int, Sendable {
        // https://developer.apple.com/documentation/appkit/nscollectionviewitem/highlightstate-swift.enum/none
        /// No highlight state.
        case none = 0
        // https://developer.apple.com/documentation/appkit/nscollectionviewitem/highlightstate-swift.enum/forselection
        /// The selected highlight state.
        case forSelection = 1
        // https://developer.apple.com/documentation/appkit/nscollectionviewitem/highlightstate-swift.enum/fordeselection
        /// The deselection highlight state.
        case forDeselection = 2
        // https://developer.apple.com/documentation/appkit/nscollectionviewitem/highlightstate-swift.enum/asdroptarget
        /// The highlight state that indicates the item is a drop target.
        case asDropTarget = 3
    }
}
