import Tabula

/// How `tabula diff` diffs and writes its results, whatever the input mode.
struct DiffOptions: Sendable, Equatable {
    /// Whether content changes become reloads or reconfigures.
    var contentUpdates: ContentUpdateStyle = .reload
    /// Whether each stage carries its `data` snapshot (`--no-data` clears it).
    ///
    /// The data is most of a result's size, since every stage repeats a whole
    /// snapshot; a caller that keeps its own snapshots needs only the operations.
    var includesData = true
    /// How a result is laid out (`--pretty` indents it).
    ///
    /// `--jsonl` writes compact results whatever this says: its contract is one
    /// result per line. See ``JSONLProcessor``.
    var layout: JSONWriter.Layout = .compact

    /// The defaults: content changes reload, stages carry their data, results
    /// are compact.
    init(contentUpdates: ContentUpdateStyle = .reload, includesData: Bool = true, layout: JSONWriter.Layout = .compact) {
        self.contentUpdates = contentUpdates
        self.includesData = includesData
        self.layout = layout
    }
}
