/// The identifier a ``HeadlessListView/Cell`` carries, stored so that the
/// common kinds compare without the runtime.
///
/// After every batch the view compares the identifiers of every cell in the
/// sections the batch touched: a hundred or more comparisons per batch, and
/// thousands per test. Comparing two `AnyHashable`s goes through their
/// canonical boxes and a dynamic cast, even for two `Int`s; integer
/// and string identifiers, which most lists use, are kept unboxed here and
/// compare directly. Anything else stays an `AnyHashable`.
///
/// Equality is exactly `AnyHashable`'s: two identifiers of different kinds are
/// compared as `AnyHashable`s, so `1 as Int` and `1 as Int8` stay equal, as
/// they are for `AnyHashable`.
@usableFromInline
enum CellIdentity: Equatable {
    case int(Int)
    case string(String)
    case other(AnyHashable)

    /// Stores `value` unboxed when it is an `Int` or a `String`.
    ///
    /// Inlinable so that, specialized for a concrete identifier type, the
    /// casts below are resolved at compile time instead of at run time.
    @inlinable
    init<ID: Hashable>(_ value: ID) {
        // An `AnyHashable` is unboxed by its base's type. (`AnyHashable(value)`
        // of an `AnyHashable` is the value itself, not a box in a box.)
        if ID.self == AnyHashable.self {
            self.init(boxed: AnyHashable(value))
        } else if let int = value as? Int {
            self = .int(int)
        } else if let string = value as? String {
            self = .string(string)
        } else {
            self = .other(AnyHashable(value))
        }
    }

    /// Stores an already boxed identifier, unboxing an `Int` or a `String`.
    @usableFromInline
    init(boxed: AnyHashable) {
        if let int = boxed.base as? Int {
            self = .int(int)
        } else if let string = boxed.base as? String {
            self = .string(string)
        } else {
            self = .other(boxed)
        }
    }

    /// The identifier as an `AnyHashable`.
    @usableFromInline
    var boxed: AnyHashable {
        switch self {
        case .int(let int): AnyHashable(int)
        case .string(let string): AnyHashable(string)
        case .other(let boxed): boxed
        }
    }

    @usableFromInline
    static func == (lhs: CellIdentity, rhs: CellIdentity) -> Bool {
        switch (lhs, rhs) {
        case (.int(let left), .int(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        default: lhs.boxed == rhs.boxed
        }
    }
}
