import Foundation

// A screen's rows carry their behaviour as closures. The adapter registers
// one handler per event for every cell model (`any CellModel`), which reads
// the row the view shows at the index path, so the newest closures always
// answer. A handler the user registers for a model type is more specific and
// runs instead.

extension ScreenAdapter {
    func registerBehavior() {
        let registry = list.registry
        let anyRow = (any CellModel).self
        registry.addEventHandler(.didSelect, modelType: anyRow, fileID: #fileID, line: #line, body: .action { [weak self] _, _, indexPath in
            guard let behavior = self?.row(at: indexPath)?.behavior else { return false }
            behavior.onSelect?()
            return true
        })
        let selectable: EventHandler.Body = .answer { [weak self] _, indexPath in
            self?.row(at: indexPath).map { $0.behavior.isSelectable ?? ($0.behavior.onSelect != nil) }
        }
        registry.addEventHandler(.shouldSelect, modelType: anyRow, fileID: #fileID, line: #line, body: selectable)
        registry.addEventHandler(.shouldHighlight, modelType: anyRow, fileID: #fileID, line: #line, body: selectable)
        registry.addEventHandler(.canEdit, modelType: anyRow, fileID: #fileID, line: #line, body: .answer { [weak self] _, indexPath in
            self?.row(at: indexPath).map { row in
                let behavior = row.behavior
                return behavior.onDelete != nil || behavior.leadingSwipeActions?.isEmpty == false
                    || behavior.trailingSwipeActions?.isEmpty == false
            }
        })
        registry.addEventHandler(.editingStyle, modelType: anyRow, fileID: #fileID, line: #line, body: .answer { [weak self] _, indexPath in
            self?.row(at: indexPath).map { $0.behavior.onDelete != nil ? EditingStyle.delete : EditingStyle.none }
        })
        registry.addEventHandler(.commitEditingStyle, modelType: anyRow, fileID: #fileID, line: #line, body: .commit { [weak self] style, _, indexPath in
            guard style == .delete, let onDelete = self?.row(at: indexPath)?.behavior.onDelete else { return false }
            onDelete()
            return true
        })
        registry.addEventHandler(.leadingSwipeActions, modelType: anyRow, fileID: #fileID, line: #line, body: .swipeActions { [weak self] _, indexPath in
            self?.row(at: indexPath)?.behavior.leadingSwipeActions.map(Self.erased)
        })
        registry.addEventHandler(.trailingSwipeActions, modelType: anyRow, fileID: #fileID, line: #line, body: .swipeActions { [weak self] _, indexPath in
            self?.row(at: indexPath)?.behavior.trailingSwipeActions.map(Self.erased)
        })
        registry.addEventHandler(.contextMenuConfiguration, modelType: anyRow, fileID: #fileID, line: #line, body: .contextMenu { [weak self] _, indexPath in
            guard let row = self?.row(at: indexPath) else { return nil }
            // The inner optional is the answer "no menu".
            return .some(row.behavior.contextMenu.map(Self.erased))
        })
        registerSizing()
    }

    /// Swipe actions as the registry hands them out: taking any model,
    /// which they ignore, being bound to their row already.
    static func erased(_ actions: [SwipeAction<Void>]) -> [SwipeAction<Any>] {
        actions.map { action in
            SwipeAction<Any>(title: action.title, style: action.style, identifier: action.identifier) { _, indexPath in
                action.handler((), indexPath)
            }
        }
    }

    /// A menu as the registry hands it out, as ``erased(_:)-swift.type.method`` does actions.
    static func erased(_ menu: ContextMenuConfiguration<Void>) -> ContextMenuConfiguration<Any> {
        ContextMenuConfiguration<Any>(identifier: menu.identifier, title: menu.title, actions: menu.actions.map { action in
            MenuAction<Any>(title: action.title, identifier: action.identifier, attributes: action.attributes) { _, indexPath in
                action.handler((), indexPath)
            }
        })
    }
}
