/// A ``ListController`` without sections: one section, which exists even when
/// the list is empty, holding every included item.
///
/// ```swift
/// let messages = FlatListController<Message>(itemOrder: .by(.descending(\.date)))
/// ```
///
/// `Never` as the section key says that no item has one. The initializers
/// made for it, ``ListController/init(itemOrder:filter:contentUpdates:)`` and
/// ``ListConfiguration/init(itemOrder:filter:contentUpdates:itemContentEqual:)``,
/// leave the configuration's section key `nil`, so the one section's key is
/// `nil`; the snapshot is a `ListSnapshot<Item, Never>`.
public typealias FlatListController<Item: Identifiable & Sendable> = ListController<Item, Never>
    where Item.ID: Sendable
