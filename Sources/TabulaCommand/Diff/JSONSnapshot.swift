import Tabula

/// A snapshot as `tabula diff` reads it: sections and items identified by
/// JSON strings or numbers, each with optional JSON content.
///
/// The section model is the section's `content`, `nil` when the key is absent.
/// Absent and `null` are different contents: going from one to the other is an
/// update, so a user who writes `"content": null` on purpose is heard.
typealias JSONSnapshot = Snapshot<JSONID, JSONValue?, JSONID, JSONItem>

extension Snapshot where SectionID == JSONID, SectionModel == JSONValue?, ItemID == JSONID, Item == JSONItem {
    /// Decodes a SNAPSHOT: `{"sections": [{"id": ID, "content": ANY, "items": [ITEM…]}…]}`,
    /// where an ITEM is `{"id": ID, "content": ANY}` or a bare ID.
    ///
    /// Unknown keys are errors rather than ignored: a misspelt `"contnet"` or
    /// fields written next to `id` instead of inside `content` would otherwise
    /// be silently left out of the comparison.
    ///
    /// - Throws: ``SchemaError`` whose path is relative to `json` (callers
    ///   prefix it with `source`, `target` or nothing).
    init(json: JSONValue) throws(SchemaError) {
        let object = try Self.object(json, keys: ["sections"], required: ["sections"], what: "a snapshot")
        guard case let .array(sectionValues)? = object["sections"] else {
            throw SchemaError(path: "sections", message: "expected an array of sections, found \(object["sections"]?.kindDescription ?? "nothing")")
        }
        var sections: [Section] = []
        sections.reserveCapacity(sectionValues.count)
        for (s, sectionValue) in sectionValues.enumerated() {
            do {
                sections.append(try Self.section(sectionValue))
            } catch {
                throw error.prefixed("[\(s)]").prefixed("sections")
            }
        }
        self.init(sections: sections)
    }

    private static func section(_ json: JSONValue) throws(SchemaError) -> Section {
        let object = try object(json, keys: ["id", "content", "items"], required: ["id", "items"], what: "a section")
        let id: JSONID
        do {
            id = try identifier(object["id"])
        } catch {
            throw error.prefixed("id")
        }
        guard case let .array(itemValues)? = object["items"] else {
            throw SchemaError(path: "items", message: "expected an array of items, found \(object["items"]?.kindDescription ?? "nothing")")
        }
        var items: [JSONItem] = []
        items.reserveCapacity(itemValues.count)
        for (i, itemValue) in itemValues.enumerated() {
            do {
                items.append(try item(itemValue))
            } catch {
                throw error.prefixed("[\(i)]").prefixed("items")
            }
        }
        return Section(id: id, model: object["content"], items: items, itemID: \.id)
    }

    private static func item(_ json: JSONValue) throws(SchemaError) -> JSONItem {
        switch json {
        case .string, .number:
            return JSONItem(id: try identifier(json))
        case .object:
            let object = try object(json, keys: ["id", "content"], required: ["id"], what: "an item")
            do {
                return JSONItem(id: try identifier(object["id"]), content: object["content"])
            } catch {
                throw error.prefixed("id")
            }
        default:
            throw SchemaError(message: "expected an item (an object or a string or number identifier), found \(json.kindDescription)")
        }
    }

    private static func identifier(_ json: JSONValue?) throws(SchemaError) -> JSONID {
        switch json {
        case let .string(string)?: return .string(string)
        case let .number(number)?: return .number(number)
        case let other?: throw SchemaError(message: "expected a string or number, found \(other.kindDescription)")
        case nil: throw SchemaError(message: "missing")
        }
    }

    /// `json` as an object that has every `required` key and no key outside `keys`.
    private static func object(_ json: JSONValue, keys: [String], required: [String], what: String) throws(SchemaError) -> JSONObject {
        guard case let .object(object) = json else {
            throw SchemaError(message: "expected \(what) (an object), found \(json.kindDescription)")
        }
        for member in object.members where !keys.contains(where: { ExactString($0) == ExactString(member.key) }) {
            var writer = JSONWriter()
            writer.value(member.key)
            let allowed = keys.map { "\"\($0)\"" }.joined(separator: ", ")
            throw SchemaError(message: "unknown key \(writer.text) in \(what) (allowed: \(allowed))")
        }
        for key in required where object[key] == nil {
            throw SchemaError(message: "missing key \"\(key)\" in \(what)")
        }
        return object
    }
}
