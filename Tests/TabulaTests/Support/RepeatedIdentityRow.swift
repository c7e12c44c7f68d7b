import Foundation
import Tabula
import TabulaTesting

/// A row whose identity repeats, as plain data: `id` comes from a pool of
/// four, `serial` names the row for the driver alone, so that a cell showing
/// another row of the same identity shows it.
struct RepeatedIdentityRow: CustomStringConvertible {
    var id: Int
    var serial: Int
    var text: Int
    /// Whether the adapter is asked to reload the row, not reconfigure it, on a content change.
    var reloads: Bool

    /// The row as the adapter tests' ``Entry``: its text names the row.
    var entry: Entry { Entry(id: "\(id)", text: description) }
    var description: String { "\(id)#\(serial):t\(text)\(reloads ? " reloads" : "")" }

    static func random(serial: inout Int, using rng: inout SplitMix64) -> Self {
        defer { serial += 1 }
        return Self(id: Int.random(in: 0..<4, using: &rng), serial: serial, text: Int.random(in: 0..<3, using: &rng),
                    reloads: Int.random(in: 0..<10, using: &rng) < 3)
    }

    /// A new text or a toggled reload request; now and then a new serial,
    /// as if another row of the same identity took the place.
    mutating func randomUpdate(serial: inout Int, using rng: inout SplitMix64) {
        if Int.random(in: 0..<10, using: &rng) < 7 { text = Int.random(in: 0..<3, using: &rng) } else { reloads.toggle() }
        if Int.random(in: 0..<5, using: &rng) == 0 {
            self.serial = serial
            serial += 1
        }
    }
}

/// Random edits of a sectioned list of rows whose identities repeat.
struct RepeatedIdentityEditor {
    var model = RandomSections<RepeatedIdentityRow>()
    private var nextSerial = 0
    private var nextSection = 0

    /// One random edit of `model`.
    /// - Returns: The edit, for the operation log.
    mutating func edit(using rng: inout SplitMix64) -> String {
        var serial = nextSerial, section = nextSection
        defer { nextSerial = serial; nextSection = section }
        return model.edit(
            using: &rng,
            makeRow: { RepeatedIdentityRow.random(serial: &serial, using: &$0) },
            makeSection: { rng in
                defer { section += 1 }
                return .init(id: section, rows: (0..<Int.random(in: 0...3, using: &rng)).map { _ in RepeatedIdentityRow.random(serial: &serial, using: &rng) })
            },
            update: { $0.randomUpdate(serial: &serial, using: &$1) }
        )
    }

    /// The model as a snapshot of entries, each section named "S" and its number.
    var snapshot: Snapshot<String, String, String, Entry> {
        Snapshot(sections: model.sections.map { .init(id: "S\($0.id)", model: "S\($0.id)", items: $0.rows.map(\.entry), itemID: \.id) })
    }

    /// Every row's identity, as the headless view lists them.
    var itemIDs: [[AnyHashable]] { model.sections.map { $0.rows.map { AnyHashable($0.entry.id) } } }
}
