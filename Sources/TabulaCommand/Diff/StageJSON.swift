import Foundation
import Tabula

/// Writes a RESULT, `{"stages": [STAGE…], "diagnostics": [STRING…]}`, as the
/// JSON contract of `tabula diff` in `Sources/Tabula/Tabula.docc/DiffJSON.md` specifies.
///
/// A stage lists only its non-empty operations, in the contract's order, and
/// then its `data` unless the caller leaves it out (`--no-data`). Index paths are `[section, item]`; section moves are
/// `[from, to]`, item moves `[[s, i], [s, i]]`.
enum StageJSON {
    /// The staged changeset and its diagnostics as JSON, without a final
    /// newline: one line when `layout` is compact.
    ///
    /// - Parameter includesData: Whether each stage ends with its `data`.
    static func result(
        stages: [StagedChangeset<JSONID, JSONValue?, JSONID, JSONItem>.Stage], diagnostics: [String],
        includesData: Bool = true, layout: JSONWriter.Layout = .compact
    ) -> String {
        var writer = JSONWriter(layout: layout)
        writer.beginObject()
        writer.key("stages")
        writer.beginArray()
        for stage in stages { write(stage.batch, data: includesData ? stage.data : nil, to: &writer) }
        writer.endArray()
        writer.key("diagnostics")
        writer.beginArray()
        for message in diagnostics { writer.value(message) }
        writer.endArray()
        writer.endObject()
        return writer.text
    }

    /// `{"error": message}`: what a bad line of `--jsonl` input produces.
    static func error(_ message: String) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("error")
        writer.value(message)
        writer.endObject()
        return writer.text
    }

    /// Writes a snapshot as a SNAPSHOT: items without content as bare
    /// identifiers, `content` only where present.
    static func write(_ snapshot: JSONSnapshot, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("sections")
        writer.beginArray()
        for section in snapshot.sections {
            writer.beginObject()
            writer.key("id")
            writer.value(section.id.jsonValue)
            if let content = section.model {
                writer.key("content")
                writer.value(content)
            }
            writer.key("items")
            writer.beginArray()
            for item in section.items {
                if let content = item.content {
                    writer.beginObject()
                    writer.key("id")
                    writer.value(item.id.jsonValue)
                    writer.key("content")
                    writer.value(content)
                    writer.endObject()
                } else {
                    writer.value(item.id.jsonValue)
                }
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    /// Writes one stage; `data` is `nil` when the caller left it out.
    private static func write(_ batch: BatchUpdate, data: JSONSnapshot?, to writer: inout JSONWriter) {
        writer.beginObject()
        writeSections("sectionDeletes", batch.sectionDeletes, to: &writer)
        writeSections("sectionInserts", batch.sectionInserts, to: &writer)
        if !batch.sectionMoves.isEmpty {
            writer.key("sectionMoves")
            writer.beginArray()
            for move in batch.sectionMoves { writer.pair(move.source, move.destination) }
            writer.endArray()
        }
        writeSections("sectionReloads", batch.sectionReloads, to: &writer)
        writeIndexPaths("itemDeletes", batch.itemDeletes, to: &writer)
        writeIndexPaths("itemInserts", batch.itemInserts, to: &writer)
        if !batch.itemMoves.isEmpty {
            writer.key("itemMoves")
            writer.beginArray()
            for move in batch.itemMoves {
                writer.beginArray()
                writeIndexPath(move.source, to: &writer)
                writeIndexPath(move.destination, to: &writer)
                writer.endArray()
            }
            writer.endArray()
        }
        writeIndexPaths("itemReloads", batch.itemReloads, to: &writer)
        writeIndexPaths("itemReconfigures", batch.itemReconfigures, to: &writer)
        writeSections("sectionReconfigures", batch.sectionReconfigures, to: &writer)
        if let data {
            writer.key("data")
            write(data, to: &writer)
        }
        writer.endObject()
    }

    private static func writeSections(_ key: String, _ sections: [Int], to writer: inout JSONWriter) {
        guard !sections.isEmpty else { return }
        writer.key(key)
        writer.beginArray()
        for section in sections { writer.value(section) }
        writer.endArray()
    }

    private static func writeIndexPaths(_ key: String, _ indexPaths: [IndexPath], to writer: inout JSONWriter) {
        guard !indexPaths.isEmpty else { return }
        writer.key(key)
        writer.beginArray()
        for indexPath in indexPaths { writeIndexPath(indexPath, to: &writer) }
        writer.endArray()
    }

    /// Writes `[section, item]`. The core only makes two-index paths; anything
    /// else is written index by index rather than trapping in `IndexPath.item`.
    private static func writeIndexPath(_ indexPath: IndexPath, to writer: inout JSONWriter) {
        writer.beginArray()
        for index in indexPath { writer.value(index) }
        writer.endArray()
    }
}
