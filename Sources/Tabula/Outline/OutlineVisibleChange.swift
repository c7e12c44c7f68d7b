/// What expanding or collapsing one item did to the visible rows: enough to
/// write a changeset down without diffing.
public struct OutlineVisibleChange: Hashable, Sendable {
    /// The item's position among the visible rows — the same before and
    /// after, since only rows below it change — or `nil` when it is hidden.
    public var index: Int?
    /// The rows that appeared (after an expand, as positions after it) or
    /// disappeared (after a collapse, as positions before it). Empty when the
    /// item is hidden or shows no children.
    public var rows: Range<Int>

    /// Creates a change.
    public init(index: Int?, rows: Range<Int>) {
        self.index = index
        self.rows = rows
    }
}
