/// The reuse identifiers a view wrapper registered with its view, by kind,
/// and which view classes the view can make.
///
/// UIKit's and AppKit's collection views raise an exception when asked to
/// dequeue (or make) a view under an identifier nobody registered, and
/// cannot be asked which identifiers they know. So a wrapper registers
/// through this registry, which remembers each identifier it registered,
/// refuses a class the view could not make (the class check it is made
/// with), and answers ``contains(_:for:)`` before the wrapper dequeues.
///
/// ```swift
/// var registrations = ReuseIdentifierRegistry { viewClass, kind in viewClass is UICollectionViewCell.Type }
/// registrations.register(CellClass.self, for: .cell, withReuseIdentifier: "row") {
///     collectionView.register(CellClass.self, forCellWithReuseIdentifier: "row")
///     return true
/// }
/// registrations.contains("row", for: .cell)  // true
/// ```
package struct ReuseIdentifierRegistry {
    /// Whether the view can make views of a class, for a kind of view.
    private let accepts: (AnyClass, ReusableViewKind) -> Bool
    /// The identifiers registered, by kind.
    private var identifiers: [ReusableViewKind: Set<String>] = [:]

    /// An empty registry that registers the classes `accepts` accepts.
    /// - Parameter accepts: Whether the view can make views of a class
    ///   (its first argument) for a kind of view (its second): for example
    ///   whether the class descends from the view's cell class.
    ///
    /// Complexity: O(1).
    package init(accepting accepts: @escaping (AnyClass, ReusableViewKind) -> Bool) {
        self.accepts = accepts
    }

    /// Whether the view can make views of `viewClass` for `kind`: the class check.
    /// - Parameters:
    ///   - viewClass: The view class.
    ///   - kind: Cells, or supplementary views of one kind.
    ///
    /// Complexity: that of the class check.
    package func accepts(_ viewClass: AnyClass, for kind: ReusableViewKind) -> Bool {
        accepts(viewClass, kind)
    }

    /// Whether `identifier` is registered for `kind`.
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - kind: Cells, or supplementary views of one kind.
    ///
    /// Complexity: O(1) expected.
    package func contains(_ identifier: String, for kind: ReusableViewKind) -> Bool {
        identifiers[kind]?.contains(identifier) == true
    }

    /// Registers `viewClass` for `kind` under `identifier` when the class
    /// check accepts it and `register` registers it with the view (returns
    /// `true`), and remembers the identifier; otherwise forgets it, so that
    /// dequeuing it is refused rather than raising.
    /// - Parameters:
    ///   - viewClass: The view class, checked before `register` is called.
    ///   - kind: Cells, or supplementary views of one kind.
    ///   - identifier: The reuse identifier.
    ///   - register: Registers with the view; returns `false` where it could
    ///     not (the view is gone, a nib is missing). Not called for a refused class.
    /// - Returns: Whether the identifier is registered now.
    ///
    /// Complexity: O(1) expected, plus the check and `register`.
    @discardableResult
    package mutating func register(
        _ viewClass: AnyClass, for kind: ReusableViewKind, withReuseIdentifier identifier: String, by register: () -> Bool
    ) -> Bool {
        guard accepts(viewClass, kind), register() else {
            forget(identifier, for: kind)
            return false
        }
        remember(identifier, for: kind)
        return true
    }

    /// Remembers `identifier` for `kind` without registering anything: for
    /// views the view already knows (a storyboard's prototypes).
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - kind: Cells, or supplementary views of one kind.
    ///
    /// Complexity: O(1) expected.
    package mutating func remember(_ identifier: String, for kind: ReusableViewKind) {
        identifiers[kind, default: []].insert(identifier)
    }

    /// Forgets `identifier` for `kind`: dequeuing it is refused from now on.
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - kind: Cells, or supplementary views of one kind.
    ///
    /// Complexity: O(1) expected.
    package mutating func forget(_ identifier: String, for kind: ReusableViewKind) {
        identifiers[kind]?.remove(identifier)
    }
}
