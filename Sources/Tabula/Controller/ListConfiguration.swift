/// What a ``ListController`` shows and how: the section key, the section and
/// item orders, the filter, and how content changes are compared and animated.
///
/// ```swift
/// let configuration = ListConfiguration<Contact, String>(
///     sectionKey: { $0.lastName.first.map { String($0).uppercased() } },
///     sectionOrder: .ascending,
///     itemOrder: .by(.ascending(\.lastName), .ascending(\.firstName)),
///     filter: { !$0.isArchived }
/// )
/// ```
///
/// Every closure is `@Sendable` because the controller may build snapshots and
/// diffs off the main actor (see ``ListController/replaceInBackground(with:)``).
public struct ListConfiguration<Item: Identifiable & Sendable, SectionKey: Hashable & Sendable>: Sendable where Item.ID: Sendable {
    /// Gives an item's section key, or `nil` for the "no section" bucket.
    ///
    /// When the whole property is `nil` the list has exactly one section, whose
    /// key is `nil`, and it exists even when the list is empty. Otherwise each
    /// distinct key is a section, and an item whose key is `nil` goes to the
    /// "no section" bucket, a section with key `nil` placed after all others;
    /// each transaction that puts items there reports a ``Diagnostic``
    /// (``Diagnostic/Kind/missingSectionKey``, from ``Diagnostic/Origin/listController``).
    public var sectionKey: (@Sendable (Item) -> SectionKey?)?
    /// The order of the sections. The "no section" bucket is always last.
    public var sectionOrder: ListSectionOrder<SectionKey>
    /// The order of the items inside each section.
    public var itemOrder: ListItemOrder<Item>
    /// Which items are included; `nil` includes all. Items filtered out stay in the
    /// controller and appear when the filter or the item changes.
    public var filter: (@Sendable (Item) -> Bool)?
    /// Whether a section stays, empty, when its last item leaves it. Sections
    /// appear only when an item arrives; ``ListController/removeSections(at:)``
    /// removes them either way.
    public var keepsEmptySections: Bool
    /// Whether two values of the same item show the same content; when not, the
    /// change is an update (a reload or a reconfigure).
    public var itemContentEqual: @Sendable (Item, Item) -> Bool
    /// Whether content changes reload or reconfigure cells in staged changesets.
    public var contentUpdates: ContentUpdateStyle
    /// The title of a section, from its key (`nil` for the "no section" bucket).
    /// Section index titles are the first character of each title, upper-cased.
    /// The default describes the key, and gives `""` to the bucket.
    public var sectionTitle: @Sendable (SectionKey?) -> String
    /// The number of items from which ``ListController/replaceInBackground(with:)``
    /// builds and diffs the new list off the main actor. Default: 10,000.
    public var backgroundThreshold: Int

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - sectionKey: Gives an item's section key, `nil` for the "no section"
    ///     bucket; pass `nil` for a list of one section. A key path such as
    ///     `\.initial` works.
    ///   - sectionOrder: The order of the sections.
    ///   - itemOrder: The order of the items inside each section.
    ///   - filter: Which items are included; `nil` includes all.
    ///   - keepsEmptySections: Whether a section stays when its last item leaves.
    ///   - contentUpdates: Whether content changes reload or reconfigure cells.
    ///   - itemContentEqual: Whether two values of an item show the same content.
    @inlinable
    public init(
        sectionKey: (@Sendable (Item) -> SectionKey?)?,
        sectionOrder: ListSectionOrder<SectionKey> = .firstAppearance,
        itemOrder: ListItemOrder<Item> = .insertion,
        filter: (@Sendable (Item) -> Bool)? = nil,
        keepsEmptySections: Bool = false,
        contentUpdates: ContentUpdateStyle = .reconfigure,
        itemContentEqual: @escaping @Sendable (Item, Item) -> Bool
    ) {
        self.sectionKey = sectionKey
        self.sectionOrder = sectionOrder
        self.itemOrder = itemOrder
        self.filter = filter
        self.keepsEmptySections = keepsEmptySections
        self.contentUpdates = contentUpdates
        self.itemContentEqual = itemContentEqual
        self.sectionTitle = { key in key.map { String(describing: $0) } ?? "" }
        self.backgroundThreshold = 10_000
    }

    /// Whether the list has exactly one section (no section key).
    @inlinable public var isFlat: Bool { sectionKey == nil }
}

extension ListConfiguration where Item: Equatable {
    /// Creates a configuration whose content comparison is `==`.
    ///
    /// See ``init(sectionKey:sectionOrder:itemOrder:filter:keepsEmptySections:contentUpdates:itemContentEqual:)``.
    @inlinable
    public init(
        sectionKey: (@Sendable (Item) -> SectionKey?)?,
        sectionOrder: ListSectionOrder<SectionKey> = .firstAppearance,
        itemOrder: ListItemOrder<Item> = .insertion,
        filter: (@Sendable (Item) -> Bool)? = nil,
        keepsEmptySections: Bool = false,
        contentUpdates: ContentUpdateStyle = .reconfigure
    ) {
        self.init(
            sectionKey: sectionKey, sectionOrder: sectionOrder, itemOrder: itemOrder, filter: filter,
            keepsEmptySections: keepsEmptySections, contentUpdates: contentUpdates,
            itemContentEqual: { $0 == $1 }
        )
    }
}

extension ListConfiguration where SectionKey == Never {
    /// Creates the configuration of a flat list: one section.
    ///
    /// - Parameters:
    ///   - itemOrder: The order of the items.
    ///   - filter: Which items are included; `nil` includes all.
    ///   - contentUpdates: Whether content changes reload or reconfigure cells.
    ///   - itemContentEqual: Whether two values of an item show the same content.
    @inlinable
    public init(
        itemOrder: ListItemOrder<Item> = .insertion,
        filter: (@Sendable (Item) -> Bool)? = nil,
        contentUpdates: ContentUpdateStyle = .reconfigure,
        itemContentEqual: @escaping @Sendable (Item, Item) -> Bool
    ) {
        self.init(
            sectionKey: nil, itemOrder: itemOrder, filter: filter,
            contentUpdates: contentUpdates, itemContentEqual: itemContentEqual
        )
    }
}

extension ListConfiguration where SectionKey == Never, Item: Equatable {
    /// Creates the configuration of a flat list (one section) whose content
    /// comparison is `==`.
    ///
    /// - Parameters:
    ///   - itemOrder: The order of the items.
    ///   - filter: Which items are included; `nil` includes all.
    ///   - contentUpdates: Whether content changes reload or reconfigure cells.
    @inlinable
    public init(
        itemOrder: ListItemOrder<Item> = .insertion,
        filter: (@Sendable (Item) -> Bool)? = nil,
        contentUpdates: ContentUpdateStyle = .reconfigure
    ) {
        self.init(
            sectionKey: nil, itemOrder: itemOrder, filter: filter,
            contentUpdates: contentUpdates, itemContentEqual: { $0 == $1 }
        )
    }
}
