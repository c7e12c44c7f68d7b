// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
/// A collection view cell that shows a child view controller: see
/// ``ViewControllerHostingCell``.
@MainActor
open class ViewControllerCollectionViewCell: UICollectionViewCell, ViewControllerHostingCell {
    /// The child view controller the cell shows, or `nil`. Set by
    /// ``ViewControllerHostingCell/host(_:in:)``.
    public var hostedViewController: UIViewController?
}
#endif
