import Foundation

/// Every call made during one (outermost) batch update, kept raw.
///
/// Nothing is de-duplicated or checked while recording: duplicates are
/// themselves a rule violation (R9), and malformed index paths must be
/// reported, not dropped, so validation sees exactly what the caller asked for.
struct RecordedBatch {
    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var sectionReloads: [Int] = []
    var sectionMoves: [(from: Int, to: Int)] = []
    var sectionReconfigures: [Int] = []

    var itemDeletes: [IndexPath] = []
    var itemInserts: [IndexPath] = []
    var itemReloads: [IndexPath] = []
    var itemMoves: [(from: IndexPath, to: IndexPath)] = []
    var itemReconfigures: [IndexPath] = []

    var reloadDataRequested = false
}
