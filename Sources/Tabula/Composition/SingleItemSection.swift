import Foundation

/// A section of at most one item, driven by an `Optional`: a banner, a
/// header cell, a "load more" row.
///
/// ```swift
/// let banner = SingleItemSection<Banner>()
/// banner.item = Banner(text: "Hi")     // inserted [0]
/// banner.item = Banner(text: "Hey")    // updated [0] (nothing if equal)
/// banner.item = nil                    // removed [0]
/// ```
///
/// Equal content (by `contentEqual`, or `==` for `Equatable` items) is no
/// change. The item keeps its identity from insertion to removal.
@MainActor
public final class SingleItemSection<Item: Sendable>: ListSection {
    /// The node that links the section into a tree.
    public let compositionNode: CompositionNode
    /// Called after every change with what it changed, in local indexes.
    public var onChange: ((SectionChange) -> Void)?
    private let contentEqual: ((Item, Item) -> Bool)?
    private var storage: Item?

    /// Creates a section holding `item`, if any.
    ///
    /// - Parameters:
    ///   - item: The first item, or `nil` for an empty section.
    ///   - contentEqual: Whether two values show the same content. `nil` uses
    ///     `==` when `Item` is `Equatable`, otherwise every new value is an update.
    public init(_ item: Item? = nil, contentEqual: ((Item, Item) -> Bool)? = nil) {
        self.compositionNode = CompositionNode(kind: .section)
        self.contentEqual = contentEqual ?? DynamicEquality.comparison(for: Item.self)
        self.storage = item
        if let item { compositionNode.insertItems(CollectionOfOne(item as any Sendable), at: 0) }
        compositionNode.storage = self
    }

    /// The item, or `nil`. Setting it inserts, updates or removes it; see ``set(_:)``.
    public var item: Item? {
        get { storage }
        set { set(newValue) }
    }

    /// Sets the item: `nil` → value inserts `[0]`; value → `nil` removes
    /// `[0]`; value → value updates `[0]`, or reports nothing when the content
    /// is equal; `nil` → `nil` reports nothing.
    @discardableResult
    public func set(_ newValue: Item?) -> SectionChange {
        let change: SectionChange
        switch (storage, newValue) {
        case (nil, nil):
            change = SectionChange()
        case let (nil, value?):
            compositionNode.insertItems(CollectionOfOne(value as any Sendable), at: 0)
            change = .inserted([0])
        case (_?, nil):
            compositionNode.removeItems(at: [0])
            change = .deleted([0])
        case let (old?, value?):
            let changed = contentEqual.map { !$0(old, value) } ?? true
            compositionNode.replaceItem(at: 0, with: value, contentChanged: changed)
            change = changed ? .updated([0]) : SectionChange()
        }
        storage = newValue
        guard !change.isEmpty else { return change }
        // The tree first: an `onChange` that mutates the section again must
        // find this change already delivered.
        compositionNode.sectionDidChange(change)
        onChange?(change)
        return change
    }
}

extension SingleItemSection: CompositionStateful {
    func captureState() -> () -> Void {
        let saved = storage
        return { self.storage = saved }
    }
}
