/// Content comparison for items whose type is only known at run time:
/// `==` when the item is `Equatable`, otherwise "always different".
enum DynamicEquality {
    /// A comparison for `Item`: `==` when it is `Equatable`, else `nil`.
    static func comparison<Item>(for _: Item.Type) -> ((Item, Item) -> Bool)? {
        guard Item.self is any Equatable.Type else { return nil }
        return { lhs, rhs in isEqual(lhs, rhs) }
    }

    /// Whether `lhs` and `rhs` are of one `Equatable` type and `==`; `false`
    /// otherwise.
    static func isEqual<Item>(_ lhs: Item, _ rhs: Item) -> Bool {
        guard let lhs = lhs as? any Equatable else { return false }
        return lhs.isEqual(toAny: rhs)
    }
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
