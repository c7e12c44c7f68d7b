import Foundation

/// What an adapter forwards from the view to the section that owns an index
/// path. Each call finds the owner in O(depth · log children).
extension SectionTree {
    /// Whether the item at `indexPath` may be selected: the owning
    /// ``SelectableSection``'s answer; `false` when it adopts no selection.
    package func shouldSelectItem(at indexPath: IndexPath) -> Bool {
        guard let (section, index) = behavior((any SelectableSection).self, forItemAt: indexPath) else { return false }
        return section.shouldSelectItem(at: index)
    }

    /// Tells the owning ``SelectableSection`` that the item at `indexPath` was
    /// selected. Returns whether a section handled it.
    @discardableResult
    package func didSelectItem(at indexPath: IndexPath) -> Bool {
        guard let (section, index) = behavior((any SelectableSection).self, forItemAt: indexPath) else { return false }
        section.didSelectItem(at: index)
        return true
    }

    /// Tells the owning ``SelectableSection`` that the item at `indexPath` was
    /// deselected. Returns whether a section handled it.
    @discardableResult
    package func didDeselectItem(at indexPath: IndexPath) -> Bool {
        guard let (section, index) = behavior((any SelectableSection).self, forItemAt: indexPath) else { return false }
        section.didDeselectItem(at: index)
        return true
    }

    /// The editing control for the item at `indexPath`: the owning
    /// ``EditableSection``'s answer, `.none` when it adopts no editing.
    package func editingStyle(forItemAt indexPath: IndexPath) -> EditingStyle {
        guard let (section, index) = behavior((any EditableSection).self, forItemAt: indexPath) else { return .none }
        return section.editingStyle(forItemAt: index)
    }

    /// Forwards a confirmed edit to the owning ``EditableSection``. Returns
    /// whether a section handled it.
    @discardableResult
    package func commit(_ style: EditingStyle, forItemAt indexPath: IndexPath) -> Bool {
        guard let (section, index) = behavior((any EditableSection).self, forItemAt: indexPath) else { return false }
        section.commit(style, forItemAt: index)
        return true
    }

    /// Whether the item at `indexPath` may be dragged: the owning
    /// ``MovableSection``'s answer, `false` when it adopts no moving.
    package func canMoveItem(at indexPath: IndexPath) -> Bool {
        guard let (section, index) = behavior((any MovableSection).self, forItemAt: indexPath) else { return false }
        return section.canMoveItem(at: index)
    }

    /// The header model of global section `section`, from its ``SupplementarySection``.
    package func headerModel(forSection section: Int) -> (any Sendable)? {
        behavior((any SupplementarySection).self, forSection: section)?.headerModel
    }

    /// The footer model of global section `section`, from its ``SupplementarySection``.
    package func footerModel(forSection section: Int) -> (any Sendable)? {
        behavior((any SupplementarySection).self, forSection: section)?.footerModel
    }

    /// Commits a move the user already made in the view, from `source` to
    /// `destination` (global index paths; the destination as the view shows it
    /// after the move). The owning ``MovableSection`` gets
    /// ``MovableSection/didMoveItem(from:to:)`` in local indexes; the
    /// resulting transaction starts from the published snapshot with the move
    /// already made, so the view does not animate it again (its
    /// ``ListUpdate/userMove`` says so). If the section does not move
    /// the item, the transaction moves it back.
    ///
    /// - Throws: ``CompositionError/moveNotAllowed(from:to:)`` when the paths
    ///   are in different sections, the section is not a ``MovableSection``,
    ///   refuses the move, or a batch is running;
    ///   ``CompositionError/indexPathOutOfRange(_:)`` for a bad path. Nothing
    ///   changes then.
    package func commitUserMove(from source: IndexPath, to destination: IndexPath) throws(CompositionError) {
        guard let from = location(of: source) else { throw .indexPathOutOfRange(source) }
        guard destination.count == 2, destination[0] == source[0],
              destination[1] >= 0, destination[1] < (snapshot.numberOfItems(inSection: source[0]) ?? 0)
        else { throw .moveNotAllowed(from: source, to: destination) }
        guard !isInTransaction, let movable = from.owner as? any MovableSection, movable.canMoveItem(at: from.index) else {
            throw .moveNotAllowed(from: source, to: destination)
        }
        guard source != destination else { return }
        var next = pending ?? Pending()
        next.userMove = Changeset.Move(source: source, destination: destination)
        next.operations += 1
        pending = next
        performBatchUpdates {
            movable.didMoveItem(from: source[1], to: destination[1])
        }
    }
}
