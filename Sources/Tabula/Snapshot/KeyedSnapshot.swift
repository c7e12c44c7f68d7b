/// A snapshot whose sections are identified by a key that is also their model
/// — no separate section model — holding `Identifiable` items: what
/// ``Snapshot/init(grouping:by:sectionsSortedBy:itemsSortedBy:)`` builds.
///
/// ```swift
/// let snapshot: KeyedSnapshot<Contact, String> = Snapshot(grouping: contacts, by: \.initial)
/// ```
///
/// The parameters come in ``ListSnapshot``'s order, item first: a
/// ``ListSnapshot`` is a keyed snapshot whose key is optional (`nil` for the
/// "no section" bucket), `ListSnapshot<Item, Key>` being
/// `KeyedSnapshot<Item, Key?>`.
public typealias KeyedSnapshot<Item: Identifiable, SectionKey: Hashable> =
    Snapshot<SectionKey, SectionKey, Item.ID, Item>
