// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

extension MappingRegistry {
    /// Registers cells that show a child view controller for a model type:
    /// the cell makes its controller once, with `make`, adds it as a child
    /// of `parent`, and configures it with each model it shows.
    ///
    /// ```swift
    /// adapter.registry.register(ViewControllerTableViewCell.self, hosting: ChartController.self,
    ///                           for: Chart.self, in: self, make: { ChartController() }) { controller, chart, _ in
    ///     controller.chart = chart
    /// }
    /// ```
    ///
    /// Everything else is an ordinary registration of `cellClass`:
    /// resolution, events, anomalies and reuse identifiers. The registry
    /// holds `parent` weakly; once it is gone, cells are left as they are.
    /// A cell UIKit discards gets no call, so the controller of each such
    /// cell leaves `parent` (`willMove(toParent: nil)`, its view removed,
    /// `removeFromParent()`) when the registration next configures a cell;
    /// when the list goes away before its parent, call
    /// ``ViewControllerHostingCell/removeHostedViewController()`` on its cells.
    /// `configure` is the controller's only reuse hook: it runs for every
    /// model the cell shows, after the controller is hosted (its view loaded,
    /// its parent set), so it must set everything that varies per model.
    /// `make` and `configure` are kept by the registry, so they should not
    /// capture `parent` strongly.
    ///
    /// - Parameters:
    ///   - cellClass: A cell class adopting ``ViewControllerHostingCell``, such as
    ///     ``ViewControllerTableViewCell`` or ``ViewControllerCollectionViewCell``.
    ///   - origin: Where the cells come from: code (the default), a nib or a
    ///     storyboard prototype.
    ///   - controllerType: The child view controller's type.
    ///   - modelType: The model type, as for any registration.
    ///   - parent: The view controller that shows the list.
    ///   - condition: When the registration applies beyond its model type;
    ///     `nil` for always.
    ///   - fileID: Where the registration is made, for anomalies; leave the default.
    ///   - line: The line it is made on; leave the default.
    ///   - make: Makes a controller for a cell that has none.
    ///   - configure: Configures the cell's controller with a model and its index path.
    /// - Returns: The registration, with its generated reuse identifier.
    @discardableResult
    public func register<Cell: ViewControllerHostingCell, Controller: UIViewController, Model>(
        _ cellClass: Cell.Type, from origin: ViewOrigin = .code, hosting controllerType: Controller.Type,
        for modelType: Model.Type, in parent: UIViewController, condition: MappingCondition<Model>? = nil,
        fileID: String = #fileID, line: Int = #line,
        make: @escaping @MainActor () -> Controller,
        configure: @escaping @MainActor (Controller, Model, IndexPath) -> Void
    ) -> MappingRegistration {
        let children = HostedChildren()
        return register(cellClass, from: origin, for: modelType, condition: condition, fileID: fileID, line: line) {
            [weak parent] cell, model, indexPath in
            children.releaseOrphans()
            guard let parent else { return }
            if let controller = cell.hostedViewController as? Controller, controller.parent === parent {
                configure(controller, model, indexPath)
                return
            }
            // Hosted first: its view is loaded and it is a child when
            // `configure` sets outlets or reads its parent.
            let controller = make()
            cell.host(controller, in: parent)
            children.record(controller, in: cell)
            configure(controller, model, indexPath)
        }
    }
}
#endif
