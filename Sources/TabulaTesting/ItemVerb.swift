/// An operation on one item, as named in violation messages.
enum ItemVerb: String {
    case delete, insert, reload, move, reconfigure

    /// The preposition that joins the verb to the item's section: "insert
    /// into", "delete from".
    var fromOrInto: String {
        self == .insert ? "into" : "from"
    }
}
