import Foundation
import Tabula

// When the cells on screen are made. UIKit's `reloadData()` dequeues no
// cell: it marks the view as needing layout, and the cells are made at the
// next layout pass — or earlier, when something needs them first: asking for
// the visible cells or a cell, scrolling, a gesture, or a batch update, which
// UIKit lays out before it starts. An app registers its cells right after it
// makes its data source, which reloads the view, so only a lazy layout lets
// those cells show the models; an eager one would show placeholders.
//
// Only the cells wait. What the view shows — counts and identities, which a
// batch checks against — is still read when the view loads or reloads (see
// `BatchUpdateRules.md`, rule 1).

extension HeadlessListView {
    /// Makes the cells on screen now if a load, a reload or a change of
    /// ``visibleRowCount`` left them out of date, as UIKit's
    /// `layoutIfNeeded()` does; otherwise does nothing.
    ///
    /// Every method that reads or touches the cells on screen calls it first,
    /// so a test rarely needs to.
    public func layoutIfNeeded() {
        _ = loadIfNeeded()
        readContentIfPending()
        guard display.needsLayout else { return }
        // The data source is asked for cells, as during a batch: an update
        // it starts meanwhile is a reentrant call, never a nested batch.
        let phase = self.phase
        self.phase = .applying
        refreshDisplay()
        self.phase = phase
    }

    /// Marks the cells on screen as out of date until the next layout.
    /// - Parameter discardingCells: Whether every cell on screen is replaced
    ///   then, as after a reload; otherwise cells of items still on screen stay.
    func setNeedsLayout(discardingCells: Bool) {
        display.needsLayout = true
        display.discardsCellsAtLayout = display.discardsCellsAtLayout || discardingCells
    }
}
