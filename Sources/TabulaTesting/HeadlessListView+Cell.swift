extension HeadlessListView {
    /// What one cell (or one section header) shows: which item it is and what
    /// it displays.
    ///
    /// The identifier says *which* item the cell belongs to; the content says what
    /// it currently displays. The view checks identifiers after every batch, since a
    /// wrong identifier is a cell showing the wrong item. Content may legitimately lag
    /// behind until a later reload or reconfigure, so only
    /// ``HeadlessListView/verifyMatchesDataSource()`` compares it.
    public struct Cell: Equatable, CustomStringConvertible {
        /// The identity of the item the cell shows.
        public var id: AnyHashable {
            get { identity.boxed }
            set { identity = CellIdentity(boxed: newValue) }
        }
        /// The identity as stored: unboxed for `Int` and `String`, so that the
        /// view's checks compare it cheaply (``HeadlessListView/Cell/hasSameID(as:)``).
        @usableFromInline
        var identity: CellIdentity
        /// What the cell displays, or `nil` when only the identity matters.
        public var content: AnyEquatable?
        /// Which cell object on screen shows this row; 0 for none (see
        /// `DisplayState`). It travels with the row through every batch, as
        /// a UIKit cell stays with its index path, so that rows with the same
        /// identity keep their own cells. Not part of the cell's value.
        /// Declared last, it fits in the padding after ``content``.
        @usableFromInline
        var displayToken: UInt32 = 0

        /// Creates a cell from an already type-erased identifier and content.
        /// - Parameters:
        ///   - id: The identity of the item the cell shows.
        ///   - content: What the cell displays; `nil` when only the identity matters.
        public init(id: AnyHashable, content: AnyEquatable? = nil) {
            identity = CellIdentity(boxed: id)
            self.content = content
        }

        /// Creates a cell from any hashable identifier and any equatable content.
        ///
        /// ```swift
        /// HeadlessListView.Cell(id: 42, content: "Ada Lovelace")
        /// ```
        /// - Parameters:
        ///   - id: The identity of the item the cell shows.
        ///   - content: What the cell displays.
        ///
        /// Inlinable so that a data source's call is specialized for its
        /// identifier and content types: boxing them is then a copy instead of
        /// a run-time cast, which matters because the view reads every cell of
        /// each section a batch touches.
        @inlinable
        public init(id: some Hashable, content: some Equatable) {
            // Assigned directly: `self.init(id:content:)` would pick this
            // generic initializer again, with `AnyEquatable` as `Content`.
            identity = CellIdentity(id)
            // Not `AnyEquatable(content)`: left as a call, the optimizer kept
            // it generic, with a run-time cast per cell. Inlined here, the
            // cast is resolved for the concrete content type.
            if let box = content as? AnyEquatable {
                self.content = box
            } else {
                self.content = AnyEquatable(unnested: content)
            }
        }

        /// Whether both cells show the same item with the same content.
        /// - Complexity: O(1), plus the content's own `==`.
        public static func == (lhs: Cell, rhs: Cell) -> Bool {
            lhs.identity == rhs.identity && lhs.content == rhs.content
        }

        /// Whether this cell shows the same item as `other`: their identifiers
        /// are equal. Cheaper than comparing ``id``s for `Int` and `String`
        /// identifiers, with the same result.
        func hasSameID(as other: Cell) -> Bool {
            identity == other.identity
        }

        /// The identifier, followed by the content when there is one: `42: Ada`.
        public var description: String {
            guard let content else { return "\(id)" }
            return "\(id): \(content)"
        }
    }

    /// One section as the view shows it: its header, its item cells, in
    /// order, and its footer.
    ///
    /// A header or footer shows what its view shows, or its title when the
    /// data source gives a title and no view (a table view's
    /// `titleForHeaderInSection`).
    public struct Section: Equatable, CustomStringConvertible {
        /// The section's header, which carries the section's identity and content.
        public var header: Cell
        /// The cells of the section's items, in display order.
        public var items: [Cell]
        /// The section's footer, with the section's identity; `nil` for none.
        public var footer: Cell?

        /// Creates a section from its header, item cells and footer.
        /// - Parameters:
        ///   - header: The section's header, which carries the section's identity.
        ///   - items: The cells of the section's items, in display order.
        ///   - footer: The section's footer; `nil`, the default, for none.
        public init(header: Cell, items: [Cell], footer: Cell? = nil) {
            self.header = header
            self.items = items
            self.footer = footer
        }

        /// The header followed by the items in brackets, and the footer
        /// after a slash when there is one: `S: Title [a, b: x] / S: Total`.
        public var description: String {
            let body = "\(header) [\(items.map(\.description).joined(separator: ", "))]"
            return footer.map { "\(body) / \($0)" } ?? body
        }
    }
}
