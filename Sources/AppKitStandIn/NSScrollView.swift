import Foundation

// https://developer.apple.com/documentation/appkit/nsscrollview
/// A view that displays a portion of a document view and provides scroll
/// bars that allow the user to move the document view within the scroll view.
///
/// Stand-in for AppKit's `NSScrollView`; see the module notes in
/// `AppKitStandIn.swift`. Only its document view is declared.
@MainActor
open class NSScrollView: NSView {
    // https://developer.apple.com/documentation/appkit/nsscrollview/documentview
    /// The view the scroll view scrolls within its content view.
    open var documentView: NSView?
}
