import Foundation

// https://developer.apple.com/documentation/uikit/uiedgeinsets
/// The inset distances for views.
///
/// Stand-in for UIKit's `UIEdgeInsets`; see the module notes in `UIKitStandIn.swift`.
public struct UIEdgeInsets: Hashable, Sendable {
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/top
    /// The top edge inset value.
    public var top: CGFloat
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/left
    /// The left edge inset value.
    public var left: CGFloat
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
    /// The bottom edge inset value.
    public var bottom: CGFloat
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/right
    /// The right edge inset value.
    public var right: CGFloat

    // https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    /// Creates an edge inset for a button or view.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    // https://developer.apple.com/documentation/uikit/uiedgeinsets/init()
    /// Creates an edge inset with every value 0.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }
}
