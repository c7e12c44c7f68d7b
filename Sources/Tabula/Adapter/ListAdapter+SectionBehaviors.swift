import Foundation

// A section tree's sections answer events through protocols
// (`SelectableSection`, `EditableSection`, `MovableSection`,
// `SupplementarySection`). An adapter showing a tree reaches them through the
// registry, as every other handler: once it first shows a tree, it registers
// handlers for any model (`Any`), the least specific there are, which ask the
// section that owns the row. A handler the user registers for a view class or
// a model type is more specific and runs instead; the tree's answers are the
// fallback. Rows are found by identity, so a tap while an update waits to be
// shown reaches the item the user saw.

extension ListAdapter {
    /// Starts answering events from the section behaviours of the tree the
    /// source shows (see ``SourceHints/behaviorTree``); stops when it shows none.
    func showBehaviors(of hints: (any SourceHints)?) {
        behaviorTree = hints?.behaviorTree
        guard behaviorTree != nil, !registersSectionBehaviors else { return }
        registersSectionBehaviors = true
        registerSectionBehaviors()
    }

    /// The header or footer model a ``SupplementarySection`` gives `section`;
    /// `nil` when no tree is shown or its owner gives none.
    func sectionBehaviorModel(ofKind kind: SupplementaryKind, in section: Content.Section) -> Any? {
        guard behaviorTree != nil, kind.isHeaderOrFooter,
              let owner = (section.model as? CompositionSectionModel)?.owner as? any SupplementarySection else { return nil }
        return kind == .header ? owner.headerModel : owner.footerModel
    }

    /// Where the item shown at `indexPath` is in the tree now, with the
    /// behaviour `type` of its owner; `nil` when its owner has none, or the
    /// item is no longer in the tree.
    /// - Complexity: O(log *n*) when the view shows the tree's snapshot;
    ///   a lookup by identity otherwise.
    func sectionBehavior<Behavior>(_ type: Behavior.Type, at indexPath: IndexPath) -> (behavior: Behavior, index: Int)? {
        guard let tree = behaviorTree, let path = treeIndexPath(ofItemShownAt: indexPath),
              let location = tree.location(of: path), let behavior = location.owner as? Behavior else { return nil }
        return (behavior, location.index)
    }

    /// The index path in the tree's snapshot of the item shown at
    /// `indexPath`, found by its identity.
    private func treeIndexPath(ofItemShownAt indexPath: IndexPath) -> IndexPath? {
        guard let tree = behaviorTree, let id = shown.itemIdentifier(at: indexPath) as? UInt64 else { return nil }
        if tree.snapshot.itemIdentifier(at: indexPath) == id { return indexPath }
        return tree.snapshot.indexPath(for: id)
    }

    /// Registers the handlers that ask the tree's sections.
    private func registerSectionBehaviors() {
        let registry = self.registry
        func add(_ event: EventKind, _ body: EventHandler.Body) {
            registry.addEventHandler(event, modelType: Any.self, fileID: #fileID, line: #line, body: body)
        }
        add(.shouldSelect, .answer { [weak self] _, indexPath in
            self?.sectionBehavior((any SelectableSection).self, at: indexPath).map { $0.behavior.shouldSelectItem(at: $0.index) }
        })
        add(.didSelect, .action { [weak self] _, _, indexPath in
            guard let found = self?.sectionBehavior((any SelectableSection).self, at: indexPath) else { return false }
            found.behavior.didSelectItem(at: found.index)
            return true
        })
        add(.didDeselect, .action { [weak self] _, _, indexPath in
            guard let found = self?.sectionBehavior((any SelectableSection).self, at: indexPath) else { return false }
            found.behavior.didDeselectItem(at: found.index)
            return true
        })
        // Rows of other sections are not editable: the commit handler below
        // would otherwise offer every row UIKit's swipe to delete.
        add(.canEdit, .answer { [weak self] _, indexPath in
            guard let self else { return nil }
            guard self.behaviorTree != nil else { return self.onlyFallbackHandles(.commitEditingStyle) ? false : nil }
            return self.sectionBehavior((any EditableSection).self, at: indexPath)
                .map { $0.behavior.editingStyle(forItemAt: $0.index) != .none } ?? false
        })
        add(.editingStyle, .answer { [weak self] _, indexPath in
            guard let self, self.behaviorTree != nil else { return nil }
            return self.sectionBehavior((any EditableSection).self, at: indexPath)
                .map { $0.behavior.editingStyle(forItemAt: $0.index) } ?? EditingStyle.none
        })
        add(.commitEditingStyle, .commit { [weak self] style, _, indexPath in
            guard let found = self?.sectionBehavior((any EditableSection).self, at: indexPath) else { return false }
            found.behavior.commit(style, forItemAt: found.index)
            return true
        })
        add(.canMove, .answer { [weak self] _, indexPath in
            guard let self else { return nil }
            guard self.behaviorTree != nil else { return self.onlyFallbackHandles(.move) ? false : nil }
            return self.sectionBehavior((any MovableSection).self, at: indexPath).map { $0.behavior.canMoveItem(at: $0.index) } ?? false
        })
        // A tree moves rows within their section only.
        add(.targetIndexPathForMove, .targetIndexPath { [weak self] _, source, proposed in
            guard let self, self.behaviorTree != nil else { return nil }
            if proposed.section == source.section { return proposed }
            let last = max((self.shown.numberOfItems(inSection: source.section) ?? 1) - 1, 0)
            return IndexPath(item: proposed.section < source.section ? 0 : last, section: source.section)
        })
        add(.move, .move { [weak self] _, source, destination in
            guard let self, let tree = self.behaviorTree else { return false }
            self.commitMove(in: tree, from: source, to: destination)
            return true
        })
    }

    /// Whether the handlers of `event` are this file's alone: with no tree
    /// shown (the adapter showed one before), nothing would commit a delete
    /// or a move, so rows must not offer one.
    private func onlyFallbackHandles(_ event: EventKind) -> Bool {
        (registry.eventHandlers[event]?.count ?? 0) <= 1
    }

    /// Commits a move the view already shows to `tree`; when the tree
    /// refuses it, shows the tree's snapshot again, which moves the row back.
    private func commitMove(in tree: SectionTree, from source: IndexPath, to destination: IndexPath) {
        // The view, and `shown`, already hold the row at `destination`.
        let id = shown.itemIdentifier(at: destination) as? UInt64
        do {
            guard let id, tree.snapshot.itemIdentifier(at: source) == id else {
                throw CompositionError.moveNotAllowed(from: source, to: destination)
            }
            try tree.commitUserMove(from: source, to: destination)
        } catch {
            // The adapter's types are the tree's while it shows the tree.
            guard let snapshot = tree.snapshot as? Content else { return }
            receive(visible(snapshot), staged: nil, from: nil)
        }
    }
}
