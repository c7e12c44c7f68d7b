import Foundation
@testable import Tabula
import TabulaTesting

// Cell models of three types, a header view model, and a plain-data spec of
// a screen that the tests mutate at random and build screens from: the spec
// is the independent model of what the view must show.

/// Which closure ran: the row's id and the generation of the screen it came from.
@MainActor
final class ScreenEventLog {
    var events: [(kind: String, id: Int, generation: Int)] = []
    var last: (kind: String, id: Int, generation: Int)? { events.last }
}

final class TextCell: HeadlessReusableView {
    var text = ""
    required init() {}
    func prepareForReuse() { text = "" }
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

struct TextRow: CellModel {
    let id: Int
    var text: String
    var onSelect: @MainActor () -> Void
    var sizing: CellSizing = .automatic

    var content: String { text }
    var behavior: CellBehavior { CellBehavior(onSelect: onSelect) }
    func configure(_ cell: TextCell) { cell.text = "Text \(id): \(text)" }
}

final class ToggleCell: HeadlessReusableView {
    var label = ""
    var isOn = false
    var onToggle: (@MainActor (Bool) -> Void)?
    required init() {}
    func prepareForReuse() {
        label = ""
        onToggle = nil
    }
    var shownContent: AnyEquatable? { AnyEquatable("Toggle \(label) \(isOn)") }
}

struct ToggleRow: CellModel {
    struct Content: Equatable, Sendable {
        var label: String
        var isOn: Bool
    }
    let id: Int
    var label: String
    var isOn: Bool
    var onToggle: @MainActor (Bool) -> Void

    var content: Content { Content(label: label, isOn: isOn) }
    func configure(_ cell: ToggleCell) {
        cell.label = label
        cell.isOn = isOn
    }
    func bind(_ cell: ToggleCell) { cell.onToggle = onToggle }
}

final class BadgeCell: HeadlessReusableView {
    var text = ""
    required init() {}
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

/// Content is the whole value, but only `count` shows: a change of
/// `stamp` alone needs no visible update (the skip knob).
struct BadgeRow: CellModel, Equatable {
    let id: Int
    var count: Int
    var stamp: Int

    func configure(_ cell: BadgeCell) { cell.text = "Badge \(id) \(count)" }
    func needsVisibleUpdate(from previous: BadgeRow) -> Bool { count != previous.count }
}

/// A counter whose content is an `Int`: kept inline in the row, so an
/// unchanged counter is recognised without reading its model.
struct CounterRow: CellModel {
    let id: Int
    var count: Int
    var content: Int { count }
    func configure(_ cell: BadgeCell) { cell.text = "Counter \(id) \(count)" }
}

/// A badge whose cell is replaced (reloaded) on a content change.
struct ReloadingBadgeRow: CellModel, Equatable {
    let id: Int
    var count: Int
    var reloadsOnContentChange: Bool { true }
    func configure(_ cell: BadgeCell) { cell.text = "Reloading \(id) \(count)" }
}

final class BannerView: HeadlessReusableView {
    var text = ""
    required init() {}
    var shownContent: AnyEquatable? { AnyEquatable("Banner \(text)") }
}

struct BannerHeader: SupplementaryModel, Equatable {
    var text: String
    func configure(_ view: BannerView) { view.text = text }
}

/// A screen as plain data.
struct ScreenSpec: Equatable {
    enum Kind: Int, CaseIterable { case text, toggle, badge, counter }
    enum Header: Equatable {
        case none
        case title(String)
        case banner(String)
    }
    struct Row: Equatable {
        var kind: Kind
        var id: Int
        var text: String
        var flag: Bool
        var count: Int
        var stamp: Int
    }
    struct Section: Equatable {
        var id: Int
        var header: Header
        var footer: String?
        var rows: [Row]
    }
    var sections: [Section] = []

    /// What the cell of `row` must show.
    static func shownText(_ row: Row) -> String {
        switch row.kind {
        case .text: return "Text \(row.id): \(row.text)"
        case .toggle: return "Toggle \(row.text) \(row.flag)"
        case .badge: return "Badge \(row.id) \(row.count)"
        case .counter: return "Counter \(row.id) \(row.count)"
        }
    }

    /// The screen, its closures recording `generation` into `log`.
    @MainActor
    func build(generation: Int, log: ScreenEventLog) -> ListScreen {
        ListScreen {
            for section in sections {
                ScreenSection(id: section.id, header: Self.header(section.header),
                              footer: section.footer.map(HeaderFooterModel.title)) {
                    for row in section.rows {
                        switch row.kind {
                        case .text:
                            TextRow(id: row.id, text: row.text, onSelect: { log.events.append(("select", row.id, generation)) })
                        case .toggle:
                            ToggleRow(id: row.id, label: row.text, isOn: row.flag,
                                      onToggle: { _ in log.events.append(("toggle", row.id, generation)) })
                        case .badge:
                            BadgeRow(id: row.id, count: row.count, stamp: row.stamp)
                        case .counter:
                            CounterRow(id: row.id, count: row.count)
                        }
                    }
                }
            }
        }
    }

    static func header(_ header: Header) -> HeaderFooterModel? {
        switch header {
        case .none: return nil
        case .title(let title): return .title(title)
        case .banner(let text): return .view(BannerHeader(text: text))
        }
    }

    /// A random change: rows inserted, deleted, moved or edited, sections
    /// inserted, deleted or moved, headers and footers changed; now and then
    /// a duplicate row or section identity.
    mutating func mutate(using rng: inout SplitMix64, duplicates: Bool) {
        let steps = Int.random(in: 1...4, using: &rng)
        for _ in 0..<steps {
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<8 where sections.count < 6:
                var id = Int.random(in: 0..<(duplicates ? 8 : 1000), using: &rng)
                if !duplicates { while sections.contains(where: { $0.id == id }) { id += 1 } }
                sections.insert(Section(id: id, header: Self.randomHeader(&rng), footer: nil, rows: []),
                                at: Int.random(in: 0...sections.count, using: &rng))
            case 8..<13 where !sections.isEmpty:
                sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
            case 13..<18 where sections.count > 1:
                let section = sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
                sections.insert(section, at: Int.random(in: 0...sections.count, using: &rng))
            case 18..<24 where !sections.isEmpty:
                let s = Int.random(in: 0..<sections.count, using: &rng)
                sections[s].header = Self.randomHeader(&rng)
                sections[s].footer = Bool.random(using: &rng) ? nil : "f\(Int.random(in: 0..<3, using: &rng))"
            case 24..<50 where !sections.isEmpty:
                let s = Int.random(in: 0..<sections.count, using: &rng)
                let kind = Kind.allCases[Int.random(in: 0..<Kind.allCases.count, using: &rng)]
                var id = Int.random(in: 0..<40, using: &rng)
                let taken = Set(sections.flatMap { $0.rows.filter { $0.kind == kind }.map(\.id) })
                if !duplicates || Int.random(in: 0..<10, using: &rng) > 0 { while taken.contains(id) { id += 1 } }
                let row = Row(kind: kind, id: id, text: "t\(Int.random(in: 0..<3, using: &rng))", flag: Bool.random(using: &rng),
                              count: Int.random(in: 0..<3, using: &rng), stamp: 0)
                sections[s].rows.insert(row, at: Int.random(in: 0...sections[s].rows.count, using: &rng))
            case 50..<62:
                guard let (s, r) = randomRow(&rng) else { continue }
                sections[s].rows.remove(at: r)
            case 62..<74:
                guard let (s, r) = randomRow(&rng) else { continue }
                let row = sections[s].rows.remove(at: r)
                let t = Int.random(in: 0..<sections.count, using: &rng)
                sections[t].rows.insert(row, at: Int.random(in: 0...sections[t].rows.count, using: &rng))
            default:
                guard let (s, r) = randomRow(&rng) else { continue }
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: sections[s].rows[r].text = "t\(Int.random(in: 0..<3, using: &rng))"
                case 1: sections[s].rows[r].flag.toggle()
                case 2: sections[s].rows[r].count = Int.random(in: 0..<3, using: &rng)
                default: sections[s].rows[r].stamp += 1
                }
            }
        }
    }

    func randomRow(_ rng: inout SplitMix64) -> (Int, Int)? {
        let places = sections.indices.flatMap { s in sections[s].rows.indices.map { (s, $0) } }
        return places.isEmpty ? nil : places[Int.random(in: 0..<places.count, using: &rng)]
    }

    static func randomHeader(_ rng: inout SplitMix64) -> Header {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return .none
        case 1: return .title("h\(Int.random(in: 0..<3, using: &rng))")
        default: return .banner("b\(Int.random(in: 0..<3, using: &rng))")
        }
    }
}
