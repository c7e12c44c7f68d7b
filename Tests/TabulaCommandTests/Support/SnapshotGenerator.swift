import TabulaTesting

/// Makes random pairs of snapshots and renders them as JSON text in random
/// spellings: whitespace, key order, number forms, string escapes and item
/// forms vary, while the values stay the same.
struct SnapshotGenerator {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    // MARK: - Values

    mutating func id(sectionPool: Bool) -> SnapshotModel.ID {
        if random.chance(0.3) {
            return .number(random.int(0...(sectionPool ? 4 : SnapshotModel.numbers.count - 1)))
        }
        let strings = SnapshotModel.strings
        return .string(strings[random.int(0...(sectionPool ? 9 : strings.count - 1))])
    }

    mutating func value(depth: Int = 0) -> SnapshotModel.Value {
        switch random.int(0...(depth >= 2 ? 3 : 5)) {
        case 0: return .null
        case 1: return .bool(random.chance(0.5))
        case 2: return .number(random.int(0...SnapshotModel.numbers.count - 1))
        case 3: return .string(random.pick(SnapshotModel.strings))
        case 4: return .array((0..<random.int(0...3)).map { _ in value(depth: depth + 1) })
        default:
            var keys = SnapshotModel.keys
            keys.shuffle(using: &random)
            return .object(keys.prefix(random.int(0...3)).map { ($0, value(depth: depth + 1)) })
        }
    }

    mutating func content() -> SnapshotModel.Value? {
        random.chance(0.3) ? nil : value()
    }

    // MARK: - Snapshots

    /// A random snapshot; identifiers are mostly unique, with some duplicates.
    mutating func snapshot() -> SnapshotModel {
        var sections: [SnapshotModel.Section] = []
        var usedSections = Set<String>(), usedItems = Set<String>()
        for _ in 0..<random.int(0...5) {
            let sectionID = freshID(sectionPool: true, used: &usedSections)
            var items: [SnapshotModel.Item] = []
            for _ in 0..<random.int(0...6) {
                items.append(SnapshotModel.Item(id: freshID(sectionPool: false, used: &usedItems), content: content()))
            }
            sections.append(SnapshotModel.Section(id: sectionID, content: content(), items: items))
        }
        return SnapshotModel(sections: sections)
    }

    /// An identifier not in `used`, except now and then (a duplicate).
    private mutating func freshID(sectionPool: Bool, used: inout Set<String>) -> SnapshotModel.ID {
        var id = self.id(sectionPool: sectionPool)
        if !random.chance(0.05) {
            for _ in 0..<20 where used.contains(id.key) { id = self.id(sectionPool: sectionPool) }
        }
        used.insert(id.key)
        return id
    }

    /// A target made from `source` by random edits: section and item deletes,
    /// inserts, moves within and across sections, section moves, content
    /// changes, and content rewritten in a different spelling.
    mutating func edit(_ source: SnapshotModel) -> SnapshotModel {
        var sections = source.sections
        var usedItems = Set(sections.flatMap { $0.items.map(\.id.key) })
        var usedSections = Set(sections.map(\.id.key))
        let intensity = random.pick([0.0, 0.15, 0.3, 0.5, 0.8])
        // Section deletes and inserts.
        sections.removeAll { _ in random.chance(intensity / 2) }
        for _ in 0..<(random.chance(intensity) ? random.int(1...2) : 0) {
            let items = (0..<random.int(0...3)).map { _ in
                SnapshotModel.Item(id: freshID(sectionPool: false, used: &usedItems), content: content())
            }
            let section = SnapshotModel.Section(id: freshID(sectionPool: true, used: &usedSections), content: content(), items: items)
            sections.insert(section, at: random.int(0...sections.count))
        }
        // Section moves.
        if sections.count > 1, random.chance(intensity) {
            let from = random.int(0...sections.count - 1)
            let section = sections.remove(at: from)
            sections.insert(section, at: random.int(0...sections.count))
        }
        for s in sections.indices {
            if random.chance(intensity / 2) { sections[s].content = content() }
            // Item deletes, content changes and inserts.
            sections[s].items.removeAll { _ in random.chance(intensity / 2) }
            for i in sections[s].items.indices where random.chance(intensity / 2) {
                sections[s].items[i].content = random.chance(0.2) ? .null : content()
            }
            for _ in 0..<(random.chance(intensity) ? random.int(1...2) : 0) {
                let item = SnapshotModel.Item(id: freshID(sectionPool: false, used: &usedItems), content: content())
                sections[s].items.insert(item, at: random.int(0...sections[s].items.count))
            }
            if sections[s].items.count > 1, random.chance(intensity) {
                sections[s].items.shuffle(using: &random)
            }
        }
        // Moves across sections.
        if sections.count > 1 {
            for _ in 0..<(random.chance(intensity) ? random.int(1...3) : 0) {
                let from = random.int(0...sections.count - 1), to = random.int(0...sections.count - 1)
                guard !sections[from].items.isEmpty else { continue }
                let item = sections[from].items.remove(at: random.int(0...sections[from].items.count - 1))
                sections[to].items.insert(item, at: random.int(0...sections[to].items.count))
            }
        }
        return SnapshotModel(sections: sections)
    }

    // MARK: - Rendering

    /// `model` as a SNAPSHOT document; `multiline` allows newlines as whitespace.
    mutating func render(_ model: SnapshotModel, multiline: Bool) -> String {
        var out = ""
        renderSnapshot(model, multiline: multiline, into: &out)
        return out
    }

    mutating func renderSnapshot(_ model: SnapshotModel, multiline: Bool, into out: inout String) {
        let sections = model.sections.map { section in
            { (me: inout SnapshotGenerator, out: inout String) in me.renderSection(section, multiline: multiline, into: &out) }
        }
        renderObject([("sections", { me, out in me.renderArray(sections, multiline: multiline, into: &out) })], multiline: multiline, into: &out)
    }

    private typealias Render = (inout SnapshotGenerator, inout String) -> Void

    private mutating func renderSection(_ section: SnapshotModel.Section, multiline: Bool, into out: inout String) {
        var members: [(String, Render)] = [("id", { me, out in me.renderID(section.id, into: &out) })]
        if let content = section.content {
            members.append(("content", { me, out in me.renderValue(content, multiline: multiline, into: &out) }))
        }
        let items: [Render] = section.items.map { item in
            { me, out in me.renderItem(item, multiline: multiline, into: &out) }
        }
        members.append(("items", { me, out in me.renderArray(items, multiline: multiline, into: &out) }))
        renderObject(members, multiline: multiline, into: &out)
    }

    private mutating func renderItem(_ item: SnapshotModel.Item, multiline: Bool, into out: inout String) {
        if item.content == nil, random.chance(0.7) {
            renderID(item.id, into: &out)
            return
        }
        var members: [(String, Render)] = [("id", { me, out in me.renderID(item.id, into: &out) })]
        if let content = item.content {
            members.append(("content", { me, out in me.renderValue(content, multiline: multiline, into: &out) }))
        }
        renderObject(members, multiline: multiline, into: &out)
    }

    private mutating func renderID(_ id: SnapshotModel.ID, into out: inout String) {
        switch id {
        case let .string(string): renderString(string, into: &out)
        case let .number(index): out += random.pick(SnapshotModel.numbers[index].spellings)
        }
    }

    mutating func renderValue(_ value: SnapshotModel.Value, multiline: Bool, into out: inout String) {
        switch value {
        case .null: out += "null"
        case let .bool(bool): out += bool ? "true" : "false"
        case let .number(index): out += random.pick(SnapshotModel.numbers[index].spellings)
        case let .string(string): renderString(string, into: &out)
        case let .array(elements):
            let renders: [Render] = elements.map { element in
                { me, out in me.renderValue(element, multiline: multiline, into: &out) }
            }
            renderArray(renders, multiline: multiline, into: &out)
        case let .object(members):
            let renders: [(String, Render)] = members.map { member in
                (member.0, { me, out in me.renderValue(member.1, multiline: multiline, into: &out) })
            }
            renderObject(renders, multiline: multiline, into: &out)
        }
    }

    private mutating func renderObject(_ members: [(String, Render)], multiline: Bool, into out: inout String) {
        var members = members
        members.shuffle(using: &random)
        out += "{"
        for (k, member) in members.enumerated() {
            if k > 0 { out += "," }
            space(multiline, &out)
            renderString(member.0, into: &out)
            space(multiline, &out)
            out += ":"
            space(multiline, &out)
            member.1(&self, &out)
            space(multiline, &out)
        }
        out += "}"
    }

    private mutating func renderArray(_ elements: [Render], multiline: Bool, into out: inout String) {
        out += "["
        for (k, element) in elements.enumerated() {
            if k > 0 { out += "," }
            space(multiline, &out)
            element(&self, &out)
            space(multiline, &out)
        }
        out += "]"
    }

    private mutating func space(_ multiline: Bool, _ out: inout String) {
        guard random.chance(0.3) else { return }
        out += random.pick(multiline ? [" ", "\n", "\t", "\r\n  ", "  "] : [" ", "\t", "  "])
    }

    /// A string literal, each scalar written raw or as a `\u` escape at random
    /// (surrogate pairs beyond the BMP), with the escapes JSON requires.
    private mutating func renderString(_ string: String, into out: inout String) {
        out += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += random.chance(0.5) ? "\\\"" : "\\u0022"
            case "\\": out += random.chance(0.5) ? "\\\\" : "\\u005C"
            case "\n": out += random.chance(0.5) ? "\\n" : "\\u000a"
            case "\t": out += random.chance(0.5) ? "\\t" : "\\u0009"
            case "/": out += random.chance(0.5) ? "/" : "\\/"
            case _ where scalar.value < 0x20: out += escape(scalar.value)
            default:
                guard random.chance(0.3) else {
                    out.unicodeScalars.append(scalar)
                    continue
                }
                if scalar.value > 0xFFFF {
                    let v = scalar.value - 0x10000
                    out += escape(0xD800 + (v >> 10)) + escape(0xDC00 + (v & 0x3FF))
                } else {
                    out += escape(scalar.value)
                }
            }
        }
        out += "\""
    }

    private mutating func escape(_ unit: UInt32) -> String {
        let hex = String(unit, radix: 16, uppercase: random.chance(0.5))
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
