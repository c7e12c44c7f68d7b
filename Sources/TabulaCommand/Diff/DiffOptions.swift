import Tabula

/// How `tabula diff` diffs, whatever the input mode.
struct DiffOptions: Sendable, Equatable {
    /// Whether content changes become reloads or reconfigures.
    var contentUpdates: ContentUpdateStyle = .reload

    /// The defaults: content changes reload.
    init(contentUpdates: ContentUpdateStyle = .reload) {
        self.contentUpdates = contentUpdates
    }
}
