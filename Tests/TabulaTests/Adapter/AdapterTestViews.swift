import Foundation
@testable import Tabula
import TabulaTesting

/// A row cell of the adapter tests: shows "id:text".
final class RowCell: HeadlessReusableView, ModelTransfer {
    var text = ""
    /// Called from `update(with:)`, to test updates made while configuring.
    nonisolated(unsafe) static var onConfigure: (@MainActor (Row) -> Void)?
    required init() {}
    func update(with model: Row) {
        text = "\(model.id):\(model.text)"
        RowCell.onConfigure?(model)
    }
    func prepareForReuse() { text = "" }
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

/// A cell for strings.
final class LabelCell: HeadlessReusableView {
    var text = ""
    required init() {}
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

/// A registry for rows and for string models (the empty-state rows of the
/// tests): `RowCell` and `LabelCell`.
@MainActor
func rowAndLabelRegistry() -> MappingRegistry {
    let registry = MappingRegistry()
    registry.register(RowCell.self)
    registry.register(LabelCell.self, for: String.self) { cell, text, _ in cell.text = text }
    return registry
}

/// A headless list view whose batch completions wait until
/// ``finishAnimations()``, as UIKit's do until the animations end.
@MainActor
final class AnimatingView: CellListView, CellHosting {
    let inner = HeadlessListView()
    var cellHost: CellHost { CellHost(self) }
    private var completions: [(Bool) -> Void] = []
    /// Every index path passed to `reloadItems` and `reconfigureItems`, in order.
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []
    var isAnimating: Bool { !completions.isEmpty }

    var connection: CellListViewConnection? {
        get { inner.connection }
        set { inner.connection = newValue }
    }
    var cellDelegate: (any CellListViewDelegate)? { inner.cellDelegate }
    var placeholderCellClass: AnyClass { inner.placeholderCellClass }
    /// Whether the view is on screen; off screen the adapter reloads.
    var isInWindow = true
    var numberOfSections: Int { inner.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { inner.numberOfItems(inSection: section) }
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        var finished: Bool?
        inner.performBatchUpdates(updates) { finished = $0 }
        if let completion {
            let result = finished ?? false
            completions.append { _ in completion(result) }
        }
    }
    func finishAnimations() {
        while !completions.isEmpty { completions.removeFirst()(true) }
    }
    func insertSections(_ sections: IndexSet) { inner.insertSections(sections) }
    func deleteSections(_ sections: IndexSet) { inner.deleteSections(sections) }
    func reloadSections(_ sections: IndexSet) { inner.reloadSections(sections) }
    func moveSection(_ section: Int, toSection newSection: Int) { inner.moveSection(section, toSection: newSection) }
    func insertItems(at indexPaths: [IndexPath]) { inner.insertItems(at: indexPaths) }
    func deleteItems(at indexPaths: [IndexPath]) { inner.deleteItems(at: indexPaths) }
    func reloadItems(at indexPaths: [IndexPath]) {
        reloadedItems += indexPaths
        inner.reloadItems(at: indexPaths)
    }
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { inner.moveItem(at: indexPath, to: newIndexPath) }
    func reconfigureItems(at indexPaths: [IndexPath]) {
        reconfiguredItems += indexPaths
        inner.reconfigureItems(at: indexPaths)
    }
    func reconfigureSections(_ sections: IndexSet) { inner.reconfigureSections(sections) }
    func reloadData() { inner.reloadData() }
    func register(_ cellClass: AnyClass, forCellWithReuseIdentifier identifier: String) {
        inner.register(cellClass, forCellWithReuseIdentifier: identifier)
    }
    func register(_ viewClass: AnyClass, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        inner.register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> AnyObject? {
        inner.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
    func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> AnyObject? {
        inner.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }
    func cellForItem(at indexPath: IndexPath) -> AnyObject? { inner.cellForItem(at: indexPath) }
    var indexPathsForVisibleItems: [IndexPath] { inner.indexPathsForVisibleItems }
    var selectedIndexPaths: [IndexPath]? { inner.selectedIndexPaths }
    var allowsMultipleSelection: Bool { inner.allowsMultipleSelection }
    func selectItem(at indexPath: IndexPath, animated: Bool) { inner.selectItem(at: indexPath) }
    func deselectItem(at indexPath: IndexPath, animated: Bool) { inner.deselectItem(at: indexPath) }
    var accessibilityFocusedIndexPath: IndexPath? { inner.accessibilityFocusedIndexPath }
    func moveAccessibilityFocus(toItemAt indexPath: IndexPath) { inner.moveAccessibilityFocus(toItemAt: indexPath) }
    func postAccessibilityAnnouncement(_ announcement: String) { inner.postAccessibilityAnnouncement(announcement) }
    var isVoiceOverRunning: Bool { inner.isVoiceOverRunning }
    var topVisibleIndexPath: IndexPath? { inner.topVisibleIndexPath }
    func screenPosition(ofItemAt indexPath: IndexPath) -> Double? { inner.screenPosition(ofItemAt: indexPath) }
    @discardableResult
    func scrollToItem(at indexPath: IndexPath, at position: ItemScrollPosition, animated: Bool) -> Bool {
        inner.scrollToItem(at: indexPath, at: position, animated: animated)
    }
}
