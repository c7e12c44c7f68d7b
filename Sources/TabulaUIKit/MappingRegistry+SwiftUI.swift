// UIKit and SwiftUI where they exist; on Linux, the stand-ins. See
// TableRowAnimations.swift.
#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS)
import SwiftUI
import UIKit
#elseif os(Linux)
import SwiftUIStandIn
import UIKitStandIn
#endif

#if (canImport(UIKit) && canImport(SwiftUI) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

extension MappingRegistry {
    /// Registers cells whose content is a SwiftUI view made from the model:
    /// each configuration sets the cell's `contentConfiguration` to a
    /// `UIHostingConfiguration` of the view `content` returns.
    ///
    /// ```swift
    /// adapter.registry.register(UICollectionViewCell.self, for: Contact.self, hosting: { contact, _ in
    ///     ContactRow(contact: contact)
    /// })
    /// ```
    ///
    /// Everything else is an ordinary registration of `cellClass`:
    /// resolution, events, anomalies and reuse identifiers. A content update
    /// that reconfigures the cell makes a new configuration, which SwiftUI
    /// diffs against the view it shows.
    ///
    /// - Parameters:
    ///   - cellClass: `UITableViewCell`, `UICollectionViewCell`, or a subclass.
    ///   - origin: Where the cells come from: code (the default), a nib or a
    ///     storyboard prototype.
    ///   - modelType: The model type, as for any registration.
    ///   - condition: When the registration applies beyond its model type;
    ///     `nil` for always.
    ///   - fileID: Where the registration is made, for anomalies; leave the default.
    ///   - line: The line it is made on; leave the default.
    ///   - content: The SwiftUI view for a model and its index path.
    /// - Returns: The registration, with its generated reuse identifier.
    @available(iOS 16.0, tvOS 16.0, *)
    @discardableResult
    public func register<Cell: ContentConfigurableCell, Model, Content: View>(
        _ cellClass: Cell.Type, from origin: ViewOrigin = .code, for modelType: Model.Type,
        condition: MappingCondition<Model>? = nil, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder hosting content: @escaping @MainActor (Model, IndexPath) -> Content
    ) -> MappingRegistration {
        register(cellClass, from: origin, for: modelType, condition: condition, fileID: fileID, line: line) {
            cell, model, indexPath in
            cell.contentConfiguration = UIHostingConfiguration { content(model, indexPath) }
        }
    }
}
#endif
