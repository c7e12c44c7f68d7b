/// What a mapping provides: cells, or supplementary views of one kind.
/// Resolution only considers registrations of the kind asked for.
public enum ReusableViewKind: Hashable, Sendable, CustomStringConvertible {
    /// Table view cells and collection view cells.
    case cell
    /// Headers, footers and any other supplementary view of the given kind.
    case supplementary(SupplementaryKind)

    /// `cell`, `header`, `footer`, or `supplementary <raw kind>`.
    public var description: String {
        switch self {
        case .cell: return "cell"
        case .supplementary(let kind) where kind.isHeaderOrFooter: return kind.description
        case .supplementary(let kind): return "supplementary \(kind.rawValue)"
        }
    }
}
