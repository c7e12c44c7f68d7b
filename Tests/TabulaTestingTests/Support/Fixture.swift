import Foundation
import TabulaTesting

/// A view and its data source, the view already showing `model`.
@MainActor
struct Fixture {
    let dataSource: TestDataSource
    let view: HeadlessListView

    init(_ model: [TestSection], load: Bool = true, check: HeadlessListView.IdentityCheck = .touchedSections) {
        dataSource = TestDataSource(model)
        view = HeadlessListView(dataSource: dataSource)
        view.identityCheck = check
        if load { _ = view.sections }
    }

    /// Performs a batch that swaps the model to `model` and makes the calls in
    /// `updates`; returns whether it was applied and the violations it caused.
    @discardableResult
    func batch(to model: [TestSection], _ updates: () -> Void = {}) -> (applied: Bool?, violations: [BatchUpdateViolation]) {
        let start = view.violations.count
        var applied: Bool?
        withoutActuallyEscaping(updates) { updates in
            view.performBatchUpdates({
                dataSource.model = model
                updates()
            }, completion: { applied = $0 })
        }
        return (applied, Array(view.violations[start...]))
    }

    /// The identifiers shown, as strings, section by section: `["A: a b", "B: c"]`.
    var shown: [String] {
        view.sections.map { section in
            ([section.header.id] + section.items.map(\.id)).map { "\($0)" }.joined(separator: " ")
        }
    }

    /// The content shown by the cell at `indexPath`, as a string.
    func content(_ indexPath: IndexPath) -> String? {
        view.cell(at: indexPath)?.content.map { "\($0)" }
    }
}
