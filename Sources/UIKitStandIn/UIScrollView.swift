import Foundation

// https://developer.apple.com/documentation/uikit/uiscrollview
/// A view that allows the scrolling and zooming of its contained views.
///
/// Stand-in for UIKit's `UIScrollView` (which subclasses `UIView`); see the
/// module notes in `UIKitStandIn.swift`. It stores what is set; nothing scrolls.
@MainActor
open class UIScrollView: UIView {
    /// Creates a scroll view that is in no window.
    override package init() {
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    /// The point at which the origin of the content view is offset from the
    /// origin of the scroll view. The stand-in stores what is set, unclamped.
    open var contentOffset: CGPoint = .zero

    // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    /// The insets derived from the content insets and the safe area of the
    /// scroll view. The stand-in returns ``standInAdjustedContentInset``.
    open var adjustedContentInset: UIEdgeInsets { standInAdjustedContentInset }

    /// What ``adjustedContentInset`` returns, for tests.
    package var standInAdjustedContentInset = UIEdgeInsets()

    // https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    /// Sets the offset from the content view's origin that corresponds to the
    /// receiver's origin.
    ///
    /// Stand-in: sets ``contentOffset`` at once.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    /// The size of the content view.
    open var contentSize: CGSize = .zero
}
