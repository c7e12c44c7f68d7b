/// What a header, footer or other supplementary view shows for its model.
public enum SupplementaryResolution: Sendable {
    /// Dequeue and configure this view.
    case view(ViewMapping)
    /// A header or footer whose model is a `String` that no registration of
    /// its kind accepts: show it as the section's title (a table view's
    /// `titleForHeaderInSection`), with no view of its own.
    case title(String)
    /// No model (`nil`): the section has no such view. Not an anomaly.
    case absent
    /// A model no registration accepts: show a placeholder (or nothing);
    /// the anomaly has been reported.
    case placeholder

    /// The mapping, when there is one. O(1).
    public var mapping: ViewMapping? {
        if case .view(let mapping) = self { return mapping }
        return nil
    }

    /// The title, when the model is shown as one. O(1).
    public var title: String? {
        if case .title(let title) = self { return title }
        return nil
    }
}
