// Linux only: inspects the stand-in's recorded calls, which real UIKit does not expose.
#if os(Linux)
import Foundation
import Tabula
import TabulaTesting
import UIKitStandIn

/// A call a stand-in view received.
struct Call: Equatable, CustomStringConvertible {
    /// The method's base name, such as `insertRows` or `reconfigureItems`.
    var name: String
    /// The table view row animation passed, if the method takes one.
    var animation: UITableView.RowAnimation?
    /// Whether the call was made inside a `performBatchUpdates` closure.
    var insideBatch: Bool

    var description: String {
        "\(name)\(animation.map { "(\($0))" } ?? "")\(insideBatch ? " in batch" : "")"
    }
}

/// Receives the calls of a stand-in `UITableView` or `UICollectionView`,
/// records them, and forwards them to a `HeadlessListView`, which enforces
/// UIKit's batch-update rules against a `SnapshotDataSource`.
@MainActor
final class HeadlessBackend: UITableViewStandInBackend, UICollectionViewStandInBackend {
    let view: HeadlessListView
    /// Held here because the headless view holds its data source weakly.
    let dataSource: SnapshotDataSource<Int, Int, Int, TestItem>
    private(set) var calls: [Call] = []
    /// For each outermost batch, how the data source already differed from
    /// what the view showed when the batch began; empty entries mean the data
    /// was changed inside the batch, as UIKit requires.
    private(set) var changedBeforeBatch: [[String]] = []
    private var batchDepth = 0
    /// The stand-in view's registrations; these tests dequeue nothing.
    let reuse = StandInReuse()
    /// These tests select nothing: the setting is not kept (both protocols'
    /// defaults would fit, so one is written here).
    var allowsMultipleSelection: Bool {
        get { false }
        set {}
    }

    init(showing snapshot: TestSnapshot) {
        dataSource = SnapshotDataSource(snapshot)
        view = HeadlessListView(dataSource: dataSource)
    }

    /// Whether a `performBatchUpdates` closure is running.
    var isInsideBatch: Bool { batchDepth > 0 }

    /// The names of the calls received, in order.
    var callNames: [String] { calls.map(\.name) }

    private func record(_ name: String, _ animation: UITableView.RowAnimation? = nil) {
        calls.append(Call(name: name, animation: animation, insideBatch: batchDepth > 0))
    }

    // MARK: Shared

    var numberOfSections: Int { view.numberOfSections }

    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        record("performBatchUpdates")
        if batchDepth == 0 {
            changedBeforeBatch.append(view.verifyMatchesDataSource())
        }
        batchDepth += 1
        view.performBatchUpdates({
            updates?()
            self.batchDepth -= 1
        }, completion: completion)
    }

    func moveSection(_ section: Int, toSection newSection: Int) {
        record("moveSection")
        view.moveSection(section, toSection: newSection)
    }

    func reloadData() {
        record("reloadData")
        view.reloadData()
    }

    // MARK: UITableView

    func numberOfRows(inSection section: Int) -> Int { view.numberOfItems(inSection: section) }

    func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record("insertSections", animation)
        view.insertSections(sections)
    }

    func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record("deleteSections", animation)
        view.deleteSections(sections)
    }

    func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record("reloadSections", animation)
        view.reloadSections(sections)
    }

    func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record("insertRows", animation)
        view.insertItems(at: indexPaths)
    }

    func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record("deleteRows", animation)
        view.deleteItems(at: indexPaths)
    }

    func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record("reloadRows", animation)
        view.reloadItems(at: indexPaths)
    }

    func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveRow")
        view.moveItem(at: indexPath, to: newIndexPath)
    }

    func reconfigureRows(at indexPaths: [IndexPath]) {
        record("reconfigureRows")
        view.reconfigureItems(at: indexPaths)
    }

    // MARK: UICollectionView

    func numberOfItems(inSection section: Int) -> Int { view.numberOfItems(inSection: section) }

    func insertSections(_ sections: IndexSet) {
        record("insertSections")
        view.insertSections(sections)
    }

    func deleteSections(_ sections: IndexSet) {
        record("deleteSections")
        view.deleteSections(sections)
    }

    func reloadSections(_ sections: IndexSet) {
        record("reloadSections")
        view.reloadSections(sections)
    }

    func insertItems(at indexPaths: [IndexPath]) {
        record("insertItems")
        view.insertItems(at: indexPaths)
    }

    func deleteItems(at indexPaths: [IndexPath]) {
        record("deleteItems")
        view.deleteItems(at: indexPaths)
    }

    func reloadItems(at indexPaths: [IndexPath]) {
        record("reloadItems")
        view.reloadItems(at: indexPaths)
    }

    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveItem")
        view.moveItem(at: indexPath, to: newIndexPath)
    }

    func reconfigureItems(at indexPaths: [IndexPath]) {
        record("reconfigureItems")
        view.reconfigureItems(at: indexPaths)
    }

    // MARK: Reuse (the apply tests register and dequeue nothing)

    func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        record("register")
        reuse.register(cellClass, kind: "cell", identifier: identifier)
    }

    func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        record("register")
        reuse.register(aClass, kind: "headerFooter", identifier: identifier)
    }

    func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        record("register")
        reuse.register(nib, kind: "cell", identifier: identifier)
    }

    func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        record("register")
        reuse.register(nib, kind: "headerFooter", identifier: identifier)
    }

    func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        record("register")
        reuse.register(nib, kind: "cell", identifier: identifier)
    }

    func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        record("register")
        reuse.register(nib, kind: kind, identifier: identifier)
    }

    func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        reuse.makeIfRegistered("cell", identifier, as: UITableViewCell.self)
    }

    func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        reuse.make("cell", identifier, as: UITableViewCell.self) ?? UITableViewCell()
    }

    func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        reuse.make("headerFooter", identifier, as: UITableViewHeaderFooterView.self)
    }

    func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }

    var indexPathsForVisibleRows: [IndexPath]? { nil }

    func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        record("register")
        reuse.register(cellClass, kind: "cell", identifier: identifier)
    }

    func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        record("register")
        reuse.register(viewClass, kind: elementKind, identifier: identifier)
    }

    func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        reuse.make("cell", identifier, as: UICollectionViewCell.self) ?? UICollectionViewCell()
    }

    func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        reuse.make(elementKind, identifier, as: UICollectionReusableView.self) ?? UICollectionReusableView()
    }

    func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }

    var indexPathsForVisibleItems: [IndexPath] { [] }
}
#endif
