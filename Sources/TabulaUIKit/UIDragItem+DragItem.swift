// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

// Drag and drop does not exist on tvOS.
#if ((canImport(UIKit) && !os(watchOS)) || os(Linux)) && !os(tvOS)
import Foundation
import Tabula

extension UIDragItem {
    /// A drag item carrying `item` as its `localObject`, with an empty item
    /// provider: the row travels within the app only.
    convenience init(carrying item: DragItem) {
        self.init(itemProvider: NSItemProvider())
        localObject = item
    }

    /// The drag items of `lifted` whose rows `session` does not drag yet:
    /// what a tap on another row adds to a drag under way.
    /// - Complexity: O(*n* + *m*) for the items of `lifted` and of `session`.
    static func adding(_ lifted: [UIDragItem], to session: any UIDragSession) -> [UIDragItem] {
        let dragged = Set(session.items.compactMap { ($0.localObject as? DragItem)?.itemID })
        return lifted.filter { item in
            guard let id = (item.localObject as? DragItem)?.itemID else { return false }
            return !dragged.contains(id)
        }
    }
}

extension DragItem {
    /// The rows `dragItems` carry, in order; `nil` when any carries none (a
    /// drag from another app, or of something else).
    /// - Complexity: O(*n*).
    @MainActor
    static func all(in dragItems: [UIDragItem]) -> [DragItem]? {
        let items = dragItems.compactMap { $0.localObject as? DragItem }
        return items.isEmpty || items.count != dragItems.count ? nil : items
    }
}
#endif
