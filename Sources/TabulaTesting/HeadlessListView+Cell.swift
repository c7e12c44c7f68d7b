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
        public var id: AnyHashable
        /// What the cell displays, or `nil` when only the identity matters.
        public var content: AnyEquatable?

        /// Creates a cell from an already type-erased identifier and content.
        /// - Parameters:
        ///   - id: The identity of the item the cell shows.
        ///   - content: What the cell displays; `nil` when only the identity matters.
        public init(id: AnyHashable, content: AnyEquatable? = nil) {
            self.id = id
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
        public init(id: some Hashable, content: some Equatable) {
            // Assigned directly: `self.init(id:content:)` would pick this
            // generic initializer again, with `AnyEquatable` as `Content`.
            self.id = AnyHashable(id)
            self.content = AnyEquatable(content)
        }

        /// The identifier, followed by the content when there is one: `42: Ada`.
        public var description: String {
            guard let content else { return "\(id)" }
            return "\(id): \(content)"
        }
    }

    /// One section as the view shows it: its header and its item cells, in order.
    public struct Section: Equatable, CustomStringConvertible {
        /// The section's header, which carries the section's identity and content.
        public var header: Cell
        /// The cells of the section's items, in display order.
        public var items: [Cell]

        /// Creates a section from its header and item cells.
        /// - Parameters:
        ///   - header: The section's header, which carries the section's identity.
        ///   - items: The cells of the section's items, in display order.
        public init(header: Cell, items: [Cell]) {
            self.header = header
            self.items = items
        }

        /// The header followed by the items in brackets: `S: Title [a, b: x]`.
        public var description: String {
            "\(header) [\(items.map(\.description).joined(separator: ", "))]"
        }
    }
}
