import Foundation
import Tabula

extension HeadlessListView {
    /// Runs `updates` and checks and applies every insert, delete, move, reload
    /// and reconfigure it records as one batch, like UIKit.
    ///
    /// If the view has never loaded, it loads from the data source *before*
    /// running `updates`, so a data source that changed its model before the
    /// batch fails the count checks, as it would crash UIKit. The order of the
    /// calls inside `updates` does not matter. A batch started inside `updates`
    /// joins the outer one; its completion runs with the outer one's result.
    ///
    /// When the batch breaks a rule, all its violations are appended to
    /// ``violations``, nothing is applied, the view reloads from its data
    /// source, and `completion` gets `false`. Otherwise the batch is applied,
    /// ``batchCount`` grows by one, and `completion` gets `true` (even when the
    /// view then shows wrong cells, which it records as identity mismatches).
    ///
    /// - Parameters:
    ///   - updates: Changes the data source's model and records the changes.
    ///   - completion: Called, before this method returns, with whether the
    ///     batch was applied.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        switch phase {
        case .idle:
            runBatch({ updates?() }, completion: completion)
        case .recording:
            updates?()
            if let completion { pendingCompletions.append(completion) }
        case .applying:
            rejectReentrantCall("performBatchUpdates(_:completion:)")
            updates?()
            completion?(false)
        }
    }

    /// Performs a batch update like ``performBatchUpdates(_:completion:)`` and
    /// throws the first rule it breaks.
    ///
    /// All of the batch's violations are still appended to ``violations``. A
    /// batch that UIKit accepts but that leaves a cell showing the wrong item
    /// is applied *and* throws its identity mismatch. Called inside another
    /// batch's `updates`, it joins that batch and never throws: the outer batch
    /// is checked as a whole when it ends.
    /// - Parameter updates: Changes the data source's model and records the changes.
    /// - Throws: The batch's first ``BatchUpdateViolation``.
    public func performBatchUpdatesThrowing(_ updates: () -> Void) throws(BatchUpdateViolation) {
        switch phase {
        case .idle:
            if let first = runBatch(updates, completion: nil).first { throw first }
        case .recording:
            updates()
        case .applying:
            let violation = rejectReentrantCall("performBatchUpdatesThrowing(_:)")
            updates()
            throw violation
        }
    }

    /// Inserts the sections at `sections`, in the index space after the batch.
    ///
    /// Outside a batch, this is a batch of its own, as in UIKit.
    public func insertSections(_ sections: IndexSet) {
        record("insertSections(_:)") { $0.sectionInserts.append(contentsOf: sections) }
    }

    /// Deletes the sections at `sections`, with their items, in the index space
    /// before the batch.
    ///
    /// Outside a batch, this is a batch of its own, as in UIKit.
    public func deleteSections(_ sections: IndexSet) {
        record("deleteSections(_:)") { $0.sectionDeletes.append(contentsOf: sections) }
    }

    /// Reloads the sections at `sections` (index space before the batch): each is
    /// deleted and inserted again, with a fresh header and fresh cells, at the
    /// index that only the batch's section deletes and inserts give it (moves
    /// are ignored, as in UIKit).
    ///
    /// Outside a batch, this is a batch of its own, as in UIKit.
    public func reloadSections(_ sections: IndexSet) {
        record("reloadSections(_:)") { $0.sectionReloads.append(contentsOf: sections) }
    }

    /// Moves the section at `section` (before the batch) to `newSection` (after
    /// it), keeping its header and cells.
    ///
    /// Outside a batch, this is a batch of its own, as in UIKit.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record("moveSection(_:toSection:)") { $0.sectionMoves.append((section, newSection)) }
    }

    /// Inserts items at `indexPaths`, in the index space after the batch, with
    /// fresh cells from the data source.
    ///
    /// Outside a batch, this is a batch of its own, as in UIKit.
    public func insertItems(at indexPaths: [IndexPath]) {
        record("insertItems(at:)") { $0.itemInserts.append(contentsOf: indexPaths) }
    }

    /// Deletes the items at `indexPaths`, in the index space before the batch.
    ///
    /// Outside a batch, this is a batch of its own, as in UIKit.
    public func deleteItems(at indexPaths: [IndexPath]) {
        record("deleteItems(at:)") { $0.itemDeletes.append(contentsOf: indexPaths) }
    }

    /// Reloads the items at `indexPaths` (index space before the batch): each is
    /// deleted and a fresh cell inserted at the index path that only the
    /// batch's deletes and inserts give it (moves are ignored, as in UIKit, so a
    /// reload in a batch with moves can land on the wrong row: rule R13).
    ///
    /// Outside a batch, this is a batch of its own, as in UIKit.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record("reloadItems(at:)") { $0.itemReloads.append(contentsOf: indexPaths) }
    }

    /// Moves the item at `indexPath` (before the batch) to `newIndexPath` (after
    /// it), keeping its cell, content included.
    ///
    /// Outside a batch, this is a batch of its own, as in UIKit.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record("moveItem(at:to:)") { $0.itemMoves.append((indexPath, newIndexPath)) }
    }

    /// Refreshes the cells of the items at `indexPaths` in place, taking the data
    /// source's cell for the item's position once the batch is applied.
    ///
    /// Index paths are in the index space before the batch, which outside a
    /// batch is simply the current one. An item that the same batch deletes,
    /// reloads or moves (or whose section it deletes or reloads) cannot be
    /// reconfigured. A reconfigure keeps the item: when the data source has a
    /// different item there, the view shows it (as UIKit would) and records an
    /// identity mismatch.
    ///
    /// Outside a batch, this is a batch of its own, whose counts must not change.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        record("reconfigureItems(at:)") { $0.itemReconfigures.append(contentsOf: indexPaths) }
    }

    /// Refreshes the headers of `sections` in place, taking the data source's
    /// header for the section's position once the batch is applied.
    ///
    /// The same rules as ``reconfigureItems(at:)`` apply: index space before the
    /// batch; no section the batch deletes, reloads or moves; identity kept.
    ///
    /// Outside a batch, this is a batch of its own, whose counts must not change.
    public func reconfigureSections(_ sections: IndexSet) {
        record("reconfigureSections(_:)") { $0.sectionReconfigures.append(contentsOf: sections) }
    }

    // MARK: - Running a batch

    /// Adds a call to the batch being recorded, or makes it a batch of its own.
    private func record(_ call: String, _ change: (inout RecordedBatch) -> Void) {
        switch phase {
        case .idle:
            runBatch({ change(&recorded) }, completion: nil)
        case .recording:
            change(&recorded)
        case .applying:
            rejectReentrantCall(call)
        }
    }

    /// Records a call made from a data source callback while a batch is being
    /// applied; the batch gets the violation, and the view will reload.
    @discardableResult
    func rejectReentrantCall(_ call: String) -> BatchUpdateViolation {
        let violation = BatchUpdateViolation.reentrantUpdate(call)
        reentrantViolations.append(violation)
        return violation
    }

    /// Records, checks and applies one outermost batch.
    /// - Returns: The batch's violations.
    @discardableResult
    func runBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) -> [BatchUpdateViolation] {
        // UIKit lays out before a batch starts, so the cells the batch moves,
        // reconfigures or replaces are those a pending layout makes now;
        // `before` then holds the rows with their cells' tokens.
        layoutIfNeeded()
        // Rule 1: "before" is fixed before the updates run.
        var before = loadIfNeeded()
        let beforeCounts = itemCountsShown()
        recorded = RecordedBatch()
        pendingCompletions = completion.map { [$0] } ?? []
        phase = .recording
        updates()
        phase = .applying
        let batch = recorded
        let completions = pendingCompletions
        recorded = RecordedBatch()
        pendingCompletions = []

        let changes = Self.displayChanges(of: batch, before: before)
        // `before` is handed over in place, not consumed: Swift 5.9's
        // standard library (the macOS 14 SDK) crashes the type checker on
        // `consume`.
        var (accepted, found) = commit(batch, before: &before, beforeCounts: beforeCounts)
        var reloaded = !accepted
        if !reentrantViolations.isEmpty {
            found += reentrantViolations
            reentrantViolations = []
            shown = load()
            reloaded = true
        }
        if !reloaded {
            refreshDisplay(reconfiguring: changes.reconfiguring)
        } else {
            refreshDisplay(replacingAll: true)
        }
        // A batch that broke a rule reloads the view, which drops the whole selection.
        dropSelectionOfReplacedItems(replaced: reloaded || !found.isEmpty ? nil : changes.replacing)
        dropAccessibilityFocusOfReplacedItems(replaced: reloaded || !found.isEmpty ? nil : changes.replacing)
        violations += found
        if accepted { batchCount += 1 }
        // The offset set inside the updates closure takes effect with the new layout.
        applyPendingAnchor()
        phase = .idle
        for completion in completions {
            completion(accepted)
        }
        return found
    }

    /// Checks `batch` against `before` and the data source, then applies it or,
    /// when it breaks a rule, reloads from the data source instead.
    ///
    /// The data source's counts are read at once; its cells only where
    /// validating the batch or checking identities (``identityCheck``) needs them.
    private func commit(
        _ batch: RecordedBatch, before: inout [Section], beforeCounts: [Int]
    ) -> (accepted: Bool, violations: [BatchUpdateViolation]) {
        guard let dataSource else { return (false, [.dataSourceMissing]) }
        let after = DataSourceSections(dataSource: dataSource, view: self)
        if batch.reloadDataRequested {
            reloadCount += 1
            shown = after.all()
            return (false, [.reloadDataDuringUpdate] + after.problems)
        }
        let (violations, plan) = Self.validate(batch, before: before, beforeCounts: beforeCounts, after: after)
        let found = after.problems + violations
        guard found.isEmpty, let plan else {
            reloadCount += 1
            shown = after.all()
            return (found.isEmpty, found)
        }
        // Every call to the data source happens here, while the view still
        // shows `before`; then the view and the caller let go of it so that
        // `sections` is the only reference and the batch applies in place.
        let scope = plan.scope(identityCheck, itemCounts: after.itemCounts, screen: screenRows(itemCounts: after.itemCounts))
        plan.read(after, scope: scope)
        shown = nil
        var sections: [Section] = []
        swap(&sections, &before)
        let mismatches = plan.apply(to: &sections, after: after, scope: scope)
        // The batch passed R11 in every section, so the view now shows the
        // data source's counts.
        show(sections, itemCounts: after.itemCounts)
        return (true, mismatches)
    }

    /// The batch's violations, and its plan when it has none; the validation,
    /// which holds `before`, ends here.
    private static func validate(
        _ batch: RecordedBatch, before: [Section], beforeCounts: [Int], after: DataSourceSections
    ) -> (violations: [BatchUpdateViolation], plan: BatchPlan?) {
        let validation = BatchValidation(before: before, beforeCounts: beforeCounts, after: after, batch: batch)
        return (validation.violations, validation.plan)
    }
}
