/// One key of an item order: a property to compare, ascending or descending.
///
/// ```swift
/// let order: ListItemOrder<Contact> = .by(.ascending(\.lastName), .ascending(\.firstName))
/// ```
///
/// The values are compared with `<`; a key that finds two items equal leaves
/// the decision to the next key. A key path works wherever a value function
/// is asked for; it is applied as a function, which is much faster than
/// applying a stored `KeyPath` in every comparison.
public struct ListSortKey<Item>: Sendable {
    /// Compares two items on this key: negative when the first comes first,
    /// positive when the second does, 0 when this key does not decide.
    @usableFromInline internal let compare: @Sendable (Item, Item) -> Int

    /// Creates a key from a closure that compares two items like `strcmp`:
    /// negative when the first comes first, positive when the second does, and
    /// 0 when the key does not decide.
    ///
    /// - Parameter compare: The three-way comparison.
    @inlinable
    public init(compare: @escaping @Sendable (Item, Item) -> Int) {
        self.compare = compare
    }

    /// Creates a key that compares a value of each item.
    ///
    /// - Parameters:
    ///   - value: The value to compare, for example `\.lastName`; values are
    ///     compared with `<`.
    ///   - ascending: Whether smaller values come first.
    @inlinable
    public init<Value: Comparable & Sendable>(_ value: @escaping @Sendable (Item) -> Value, ascending: Bool = true) {
        if ascending {
            self.compare = { lhs, rhs in
                let a = value(lhs), b = value(rhs)
                return a < b ? -1 : (b < a ? 1 : 0)
            }
        } else {
            self.compare = { lhs, rhs in
                let a = value(lhs), b = value(rhs)
                return b < a ? -1 : (a < b ? 1 : 0)
            }
        }
    }

    /// A key that puts smaller values first.
    /// - Parameter value: The value to compare, for example `\.lastName`.
    @inlinable
    public static func ascending<Value: Comparable & Sendable>(_ value: @escaping @Sendable (Item) -> Value) -> Self {
        Self(value, ascending: true)
    }

    /// A key that puts larger values first.
    /// - Parameter value: The value to compare, for example `\.date`.
    @inlinable
    public static func descending<Value: Comparable & Sendable>(_ value: @escaping @Sendable (Item) -> Value) -> Self {
        Self(value, ascending: false)
    }
}

/// How a ``ListController`` orders the items inside each section.
///
/// Items that the order finds equal (and every item under ``insertion``) keep
/// their *insertion order*: the order in which they were inserted, or their
/// order in the array given to ``ListController/fetch(_:)`` or
/// ``ListController/replace(with:)``. The order is therefore total, which is what
/// lets the controller find an item's place by binary search.
public struct ListItemOrder<Item>: Sendable {
    /// Compares two items: negative when the first comes first, positive when
    /// the second does, 0 when tied; `nil` for insertion order.
    @usableFromInline internal let compare: (@Sendable (Item, Item) -> Int)?

    @inlinable
    internal init(compare: (@Sendable (Item, Item) -> Int)?) {
        self.compare = compare
    }

    /// Items keep their insertion order (a later insert goes after the
    /// existing items of its section).
    @inlinable
    public static var insertion: Self { Self(compare: nil) }

    /// Items are ordered by a comparator, which must be a strict weak ordering
    /// (like the one `sort(by:)` takes). Ties keep insertion order.
    ///
    /// - Parameter areInIncreasingOrder: Whether the first item comes before the second.
    @inlinable
    public static func by(_ areInIncreasingOrder: @escaping @Sendable (Item, Item) -> Bool) -> Self {
        Self(compare: { lhs, rhs in
            areInIncreasingOrder(lhs, rhs) ? -1 : (areInIncreasingOrder(rhs, lhs) ? 1 : 0)
        })
    }

    /// Items are ordered by a list of keys, the first deciding first, like an
    /// array of `NSSortDescriptor`s. Ties keep insertion order.
    ///
    /// - Parameter keys: The keys, most significant first.
    @inlinable
    public static func by(_ keys: [ListSortKey<Item>]) -> Self {
        switch keys.count {
        case 0:
            return .insertion
        case 1:
            return Self(compare: keys[0].compare)
        default:
            return Self(compare: { lhs, rhs in
                for key in keys {
                    let result = key.compare(lhs, rhs)
                    if result != 0 { return result }
                }
                return 0
            })
        }
    }

    /// Items are ordered by keys, the first deciding first: the variadic form
    /// of `by(_ keys: [ListSortKey<Item>])`.
    @inlinable
    public static func by(_ keys: ListSortKey<Item>...) -> Self {
        by(keys)
    }

    /// Whether this is ``insertion`` order.
    @inlinable
    public var isInsertionOrder: Bool { compare == nil }
}

/// How a ``ListController`` orders its sections.
///
/// Sections that the order finds equal (and every section under
/// ``firstAppearance``) keep the order in which they appeared in the controller:
/// a section created later goes after the existing ones. The "no section" bucket
/// (the section with key `nil`) is always last.
public struct ListSectionOrder<SectionKey>: Sendable {
    /// Whether the first key comes before the second; `nil` for first appearance.
    @usableFromInline internal let areInIncreasingOrder: (@Sendable (SectionKey, SectionKey) -> Bool)?

    @usableFromInline
    internal init(areInIncreasingOrder: (@Sendable (SectionKey, SectionKey) -> Bool)?) {
        self.areInIncreasingOrder = areInIncreasingOrder
    }

    /// Sections stay in the order they first appeared in the controller; a new
    /// section goes after the existing ones. (After ``ListController/fetch(_:)``
    /// that is the order in which the keys first appear in the fetched items.)
    public static var firstAppearance: Self { Self(areInIncreasingOrder: nil) }

    /// Sections are ordered by a comparator on their keys, a strict weak
    /// ordering. Ties keep the order of first appearance.
    ///
    /// - Parameter areInIncreasingOrder: Whether the first key comes before the second.
    @inlinable
    public static func by(_ areInIncreasingOrder: @escaping @Sendable (SectionKey, SectionKey) -> Bool) -> Self {
        Self(areInIncreasingOrder: areInIncreasingOrder)
    }

    /// Whether this is ``firstAppearance`` order.
    public var isFirstAppearance: Bool { areInIncreasingOrder == nil }
}

extension ListSectionOrder where SectionKey: Comparable & Sendable {
    /// Sections in ascending order of their keys.
    public static var ascending: Self { by { $0 < $1 } }
    /// Sections in descending order of their keys.
    public static var descending: Self { by { $1 < $0 } }
}
