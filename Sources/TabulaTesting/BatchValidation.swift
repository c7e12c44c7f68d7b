import Foundation

// Loops over every section or cell are written as `for` loops: a closure
// made on the main actor and handed to `map` checks its executor on every
// call, once per section or cell of the list.
/// Checks one recorded batch against the state before it and the data source's
/// state after it, for every rule of `Sources/Tabula/Tabula.docc/BatchUpdateRules.md`.
///
/// It reports every violation it can find rather than stopping at the first,
/// so a failing test shows all the problems of a batch at once. When nothing is
/// wrong it produces the ``BatchPlan`` that applying the batch needs.
///
/// This is written from the rules alone and shares nothing with Tabula's own
/// diffing and staging: it is the oracle they are tested against.
///
/// The checks live in extensions by concern: `+Sections` and `+Items` walk the
/// batch in the order violations are reported, `+Bounds` (R6, R7, R9),
/// `+Moves` (R4, R5, R8, R12), `+Conflicts` (R1–R3, reconfigures),
/// `+Reloads` (where reloads land: R3, R7, R13), `+Counts` (R10, R11) and
/// `+Plan` (what applying a valid batch needs).
///
/// It is main-actor isolated because it reads the data source as it goes
/// (``DataSourceSections``).
@MainActor
struct BatchValidation {
    typealias Section = HeadlessListView.Section
    /// Where each section after the update comes from, and where each section
    /// before it goes (`nil` when deleted or reloaded).
    /// `kept` is true when the batch has no section operation, so that every
    /// section stays at its index.
    typealias SectionPlan = (origins: [BatchPlan.Origin], newIndexes: [Int?], kept: Bool)

    let before: [Section]
    /// The item count of each section of `before`.
    let beforeCounts: [Int]
    /// What the data source holds after the batch, read as the checks need it.
    let after: DataSourceSections
    private(set) var violations: [BatchUpdateViolation] = []
    /// Set only when the batch breaks no rule.
    private(set) var plan: BatchPlan?

    init(before: [Section], beforeCounts: [Int], after: DataSourceSections, batch: RecordedBatch) {
        self.before = before
        self.beforeCounts = beforeCounts
        self.after = after
        let sections = checkSections(batch)
        // The item counts are only judged against a consistent section layout.
        let sectionPlan = violations.isEmpty ? makeSectionPlan(sections) : nil
        let items = checkItems(batch, sections: sections)
        if let sectionPlan {
            checkRowCounts(items, sectionPlan: sectionPlan)
        }
        if violations.isEmpty, let sectionPlan {
            plan = makePlan(sections, items, sectionPlan: sectionPlan)
        }
    }

    mutating func report(_ violation: BatchUpdateViolation) {
        violations.append(violation)
    }
}
