import Foundation
import Tabula

/// Draws the list in a terminal: a window of rows around the latest change,
/// each marked with what the last update did to it, and a progress line.
struct DemoRenderer: Sendable {
    /// How many rows of the list are drawn.
    var height = 18

    /// What the progress line counts.
    struct Progress: Sendable {
        var engine: String
        var edits: Int
        var totalEdits: Int
        var updates: Int
        var batches: Int
        var violations: Int
    }

    /// The screen for `snapshot` after `changeset`: a clear-screen sequence,
    /// the rows, then the progress line.
    func frame(_ snapshot: DemoSnapshot, changeset: Changeset, progress: Progress) -> String {
        var marks: [IndexPath: String] = [:]
        for path in changeset.itemInserts { marks[path] = "+ inserted" }
        for move in changeset.itemMoves { marks[move.destination] = "↕ moved" }
        for update in changeset.itemUpdates { marks[update.new] = marks[update.new].map { $0 + ", updated" } ?? "~ updated" }
        for section in changeset.sectionInserts { marks[IndexPath(item: -1, section: section)] = "+ new section" }

        // Display rows count a header per section. Only the window is
        // drawn, so a frame costs O(sections + height), not O(n).
        func row(of path: IndexPath) -> Int {
            var row = 0
            for section in snapshot.sections.prefix(path.section) { row += section.items.count + 1 }
            return row + 1 + path.item
        }
        let firstMarked = marks.keys.min { ($0.section, $0.item) < ($1.section, $1.item) }
        let total = snapshot.sections.reduce(0) { $0 + $1.items.count + 1 }
        let start = max(0, min((firstMarked.map(row) ?? 0) - 3, total - height))
        var text = "\u{1B}[H\u{1B}[2J"
        var row = 0
        for (sectionIndex, section) in snapshot.sections.enumerated() {
            if row >= start + height { break }
            let sectionEnd = row + section.items.count + 1
            defer { row = sectionEnd }
            guard sectionEnd > start else { continue }
            if row >= start {
                let mark = marks[IndexPath(item: -1, section: sectionIndex)]
                text += line("── \(section.id ?? "") ──", mark: mark)
            }
            let firstItem = max(0, start - row - 1)
            let lastItem = min(section.items.count, start + height - row - 1)
            guard firstItem < lastItem else { continue }
            for itemIndex in firstItem..<lastItem {
                let contact = section.items[section.items.startIndex + itemIndex]
                let star = contact.favorite ? "★" : " "
                let name = contact.name.padding(toLength: 14, withPad: " ", startingAt: 0)
                text += line("  \(star) \(name) \(contact.phone)", mark: marks[IndexPath(item: itemIndex, section: sectionIndex)])
            }
        }
        text += "\n" + progressLine(progress) + "\n"
        return text
    }

    /// A row, in bold with its mark when the last update touched it.
    private func line(_ text: String, mark: String?) -> String {
        guard let mark else { return text + "\n" }
        return "\u{1B}[1m\(text)   \(mark)\u{1B}[0m\n"
    }

    /// `incremental: edits 120/2000 · updates 118 · batches 121 · violations 0`.
    func progressLine(_ progress: Progress) -> String {
        "\(progress.engine): edits \(progress.edits)/\(progress.totalEdits) · updates \(progress.updates)"
            + " · batches \(progress.batches) · violations \(progress.violations)"
    }
}
