import Foundation

/// An item that decides what it takes from a newly fetched value of itself,
/// as ModelAssistant's `update(with:)` intended.
///
/// ``ListController/update(with:)`` and ``ListController/upsert(_:)`` call
/// ``merge(from:)`` on the value the controller holds; items that do not
/// conform are replaced by the new value.
///
/// ```swift
/// struct Message: Identifiable, Sendable, ListMergeable {
///     let id: Int
///     var text: String
///     var isRead: Bool          // local state the server does not know
///     mutating func merge(from newValue: Message) {
///         text = newValue.text  // take the text, keep isRead
///     }
/// }
/// ```
public protocol ListMergeable {
    /// Takes from `newValue`, a newly fetched value of the same item, whatever
    /// this value wants to take. Must not change the identifier.
    mutating func merge(from newValue: Self)
}
