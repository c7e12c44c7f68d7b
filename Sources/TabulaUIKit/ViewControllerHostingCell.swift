// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation

/// A cell that shows a child view controller's view in its content view,
/// with the containment calls UIKit asks of a parent (TLIndexPathTools'
/// view-controller-backed cells). ``ViewControllerTableViewCell`` and
/// ``ViewControllerCollectionViewCell`` adopt it; register them with
/// `MappingRegistry.register(_:from:hosting:for:in:condition:fileID:line:make:configure:)`.
///
/// A cell keeps its controller while it is reused: a model shown later in
/// the same cell configures the same controller, which stays a child of its
/// parent as long as the cell lives (the registration releases those of
/// discarded cells). ``removeHostedViewController()`` removes it at once.
@MainActor
public protocol ViewControllerHostingCell: AnyObject {
    /// The view the child's view fills.
    var contentView: UIView { get }
    /// The child view controller the cell shows, or `nil`.
    var hostedViewController: UIViewController? { get set }
}

extension ViewControllerHostingCell {
    /// Shows `controller` in the cell as a child of `parent`, replacing the
    /// controller shown before, in UIKit's order: the old one is told it
    /// moves to no parent, its view removed, it removed from its parent;
    /// then `parent.addChild(controller)`, its view added to `contentView`
    /// with its four edges pinned to the content view's by constraints (so
    /// a self-sizing cell takes the height the view asks for), and
    /// `controller.didMove(toParent: parent)`.
    /// - Parameters:
    ///   - controller: The view controller to show.
    ///   - parent: The view controller that shows the list.
    public func host(_ controller: UIViewController, in parent: UIViewController) {
        guard controller !== hostedViewController || controller.parent !== parent else { return }
        removeHostedViewController()
        parent.addChild(controller)
        if let view = controller.view {
            // Pinned with constraints, not a frame: a self-sizing cell then
            // takes the height the controller's view asks for.
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                view.topAnchor.constraint(equalTo: contentView.topAnchor),
                view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }
        controller.didMove(toParent: parent)
        hostedViewController = controller
    }

    /// Removes the controller the cell shows from its parent and the cell;
    /// nothing when there is none.
    public func removeHostedViewController() {
        guard let controller = hostedViewController else { return }
        hostedViewController = nil
        controller.willMove(toParent: nil)
        if let view = controller.view, view.superview === contentView { view.removeFromSuperview() }
        controller.removeFromParent()
    }
}
#endif
