import Foundation

/// The identity of a section of a screen: any `Hashable` value.
public struct ScreenSectionID: Hashable, Sendable, CustomStringConvertible {
    let base: any Hashable & Sendable
    /// `base`'s hash value, computed once: a screen's sections are hashed
    /// and compared each time it is set, and different hashes settle most
    /// comparisons without opening the existential.
    let baseHash: Int

    /// Wraps `id`.
    /// - Parameter id: The section's identifier.
    public init<ID: Hashable & Sendable>(_ id: ID) {
        base = id
        baseHash = id.hashValue
    }

    /// Identifiers of the same type that are equal. Identifiers of two types
    /// are never equal, even where the types would compare (an `Int` and an
    /// `Int64`, a value and its optional).
    public static func == (lhs: ScreenSectionID, rhs: ScreenSectionID) -> Bool {
        lhs.baseHash == rhs.baseHash && isEqual(lhs.base, rhs.base)
    }

    /// Feeds the identifier's hash value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(baseHash)
    }

    /// The identifier of the one section of a form built from rows alone
    /// (``ListScreen/init(header:footer:rows:)``).
    public static let form = ScreenSectionID("Tabula.form")

    /// The identifier, as `String(reflecting:)` shows it.
    public var description: String { String(reflecting: base) }
}

/// `a == b` when `b`'s type is exactly `A`.
private func isEqual<A: Hashable>(_ a: A, _ b: any Hashable) -> Bool {
    isEqual(a, opened: b)
}

/// `a == b` when `B` is `A`. The types are compared, then the value is
/// reinterpreted: a dynamic cast (`b as? A`) cost more than the rest of a
/// screen's section comparison.
private func isEqual<A: Hashable, B: Hashable>(_ a: A, opened b: B) -> Bool {
    guard A.self == B.self else { return false }
    // Sound: `B` is `A`, checked above.
    return a == unsafeBitCast(b, to: A.self)
}

/// What a section of a screen shows around its rows: the model of each of
/// its sections in the adapter's snapshot.
public struct ScreenSectionModel: Equatable, Sendable {
    /// The header; `nil` for none.
    public var header: HeaderFooterModel?
    /// The footer; `nil` for none.
    public var footer: HeaderFooterModel?

    /// Creates a section model.
    /// - Parameters:
    ///   - header: The header; `nil` for none.
    ///   - footer: The footer; `nil` for none.
    public init(header: HeaderFooterModel? = nil, footer: HeaderFooterModel? = nil) {
        self.header = header
        self.footer = footer
    }
}

/// A section of a screen: a required identifier, an optional header and
/// footer, and rows of any ``CellModel`` types.
///
/// ```swift
/// ScreenSection(id: "people", header: "People") {
///     for person in people { PersonRow(person) }
///     if people.isEmpty { EmptyRow(id: "empty") }
/// }
/// ```
public struct ScreenSection: Identifiable, Equatable, Sendable {
    /// The section's identity across screens.
    public var id: ScreenSectionID
    /// The header and footer.
    public var model: ScreenSectionModel
    /// The rows, in order.
    ///
    /// A section made with its rows also makes their identities (O(*n*)),
    /// which every snapshot of the screen then shares. Changing the rows
    /// afterwards is as cheap as changing an array; their identities are then
    /// made again (O(*n*)) whenever the screen is set or its snapshot taken.
    public var rows: [AnyCellModel] {
        didSet { madeSummary = nil }
    }
    /// The rows' identities and model types, made with the rows; `nil` once
    /// the rows have changed (read it as `madeSummary ?? ScreenRows(rows)`).
    ///
    /// Stored, not computed: reading a computed property of a section in an
    /// array copies the section, retaining and releasing all it holds.
    private(set) var madeSummary: ScreenRows?

    /// Creates a section from a result builder.
    /// - Parameters:
    ///   - id: The section's identity; must be unique in the screen.
    ///   - header: The header: a title (a string literal), a view's model, or `nil`.
    ///   - footer: The footer, as the header.
    ///   - rows: The rows: cell models, arrays of them, `if`, `if let`,
    ///     `switch` and `for`.
    public init<ID: Hashable & Sendable>(
        id: ID, header: HeaderFooterModel? = nil, footer: HeaderFooterModel? = nil,
        @RowsBuilder rows: () -> [AnyCellModel]
    ) {
        self.init(id: id, header: header, footer: footer, rows: rows())
    }

    /// Creates a section from an array of rows.
    /// - Parameters:
    ///   - id: The section's identity; must be unique in the screen.
    ///   - header: The header, or `nil`.
    ///   - footer: The footer, or `nil`.
    ///   - rows: The rows, in order.
    public init<ID: Hashable & Sendable>(
        id: ID, header: HeaderFooterModel? = nil, footer: HeaderFooterModel? = nil, rows: [AnyCellModel]
    ) {
        self.id = (id as? ScreenSectionID) ?? ScreenSectionID(id)
        model = ScreenSectionModel(header: header, footer: footer)
        self.rows = rows
        madeSummary = ScreenRows(rows)
    }

    /// The header; `nil` for none.
    public var header: HeaderFooterModel? {
        get { model.header }
        set { model.header = newValue }
    }

    /// The footer; `nil` for none.
    public var footer: HeaderFooterModel? {
        get { model.footer }
        set { model.footer = newValue }
    }
}

extension ScreenSection {
    /// Same identity, header, footer and rows (each row: same model type, `id`
    /// and content). O(*n*) in the rows.
    ///
    /// The rows are compared through their storages, unretained. Setting an
    /// unchanged screen is this comparison.
    public static func == (lhs: ScreenSection, rhs: ScreenSection) -> Bool {
        guard lhs.id == rhs.id, lhs.model == rhs.model, lhs.rows.count == rhs.rows.count else { return false }
        let equal: Bool? = lhs.rows.withUnretainedStorages { left in
            rhs.rows.withUnretainedStorages { right in
                for index in left.indices {
                    let equal = left[index]._withUnsafeGuaranteedRef { left in
                        right[index]._withUnsafeGuaranteedRef { right in
                            left.isEqual(to: right)
                        }
                    }
                    if !equal { return false }
                }
                return true
            }
        } ?? nil
        return equal ?? (lhs.rows == rhs.rows)
    }
}

extension Array where Element == AnyCellModel {
    /// Runs `body` on the rows' storages, read as unretained references.
    ///
    /// Each comparison of rows calls a stored function the optimizer cannot
    /// see into, and rows read out of an array one by one are then retained
    /// and released around every call: an atomic write to every row, which
    /// cost several times the comparisons themselves. Each row's storage
    /// field is read here as an `Unmanaged` reference, which `body` uses
    /// through `_withUnsafeGuaranteedRef` while the array keeps it alive.
    ///
    /// - Returns: What `body` returns; `nil`, without calling it, if a row's
    ///   storage field had no address of its own (never: it is a stored
    ///   property).
    func withUnretainedStorages<Result>(_ body: (UnretainedStorages) -> Result) -> Result? {
        withUnsafeBufferPointer { rows in
            guard let base = rows.baseAddress else { return body(UnretainedStorages(rows: rows, offset: 0)) }
            // The field sits at the same place in every row: found once.
            guard let field = base.pointer(to: \.storage) else { return nil }
            return body(UnretainedStorages(rows: rows, offset: UnsafeRawPointer(field) - UnsafeRawPointer(base)))
        }
    }
}

/// The storages of a buffer of rows, read in place as unretained references
/// (see `withUnretainedStorages(_:)`).
struct UnretainedStorages {
    let rows: UnsafeBufferPointer<AnyCellModel>
    /// Where a row's storage field sits in the row, in bytes.
    let offset: Int

    var indices: Range<Int> { rows.indices }

    /// The storage of the row at `index`, which must be in range, as for an
    /// unsafe buffer's own subscript.
    subscript(index: Int) -> Unmanaged<CellModelStorage> {
        UnsafeRawPointer(rows.baseAddress.unsafelyUnwrapped + index).load(fromByteOffset: offset, as: Unmanaged<CellModelStorage>.self)
    }
}
