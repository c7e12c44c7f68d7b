// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

extension NSCollectionViewListView: CellListView, CellHosting {
    /// The view as an adapter drives it. O(1).
    public var cellHost: CellHost { CellHost(self) }

    /// The object the collection view asks for counts, items and
    /// supplementary views, through `forwarder`. Setting it makes a new
    /// forwarder the collection view's `dataSource`; setting `nil` removes
    /// it. Held weakly.
    package var cellDataSource: (any CellListViewDataSource)? {
        get { forwarder?.source }
        set {
            let delegate = forwarder?.delegate
            if let collectionView, let forwarder, collectionView.dataSource === forwarder {
                collectionView.dataSource = nil
            }
            detachDelegate()
            guard let newValue else {
                forwarder = nil
                return
            }
            let forwarder = NSCollectionViewForwarder(source: newValue, listView: self)
            self.forwarder = forwarder
            collectionView?.dataSource = forwarder
            cellDelegate = delegate
        }
    }

    /// The object told about events, through `forwarder` (held weakly
    /// there). Set `cellDataSource` first: the forwarder is made with it.
    ///
    /// Setting it makes the forwarder the collection view's `delegate` and
    /// `prefetchDataSource`, replacing any the app set: AppKit takes one of
    /// each. Setting `nil` removes them, if they are still the forwarder.
    /// AppKit, like UIKit, reads which delegate methods exist when the
    /// delegate is set; a `ListAdapter` calls ``reloadDelegateMethods()``
    /// when an event gets its first handler, which sets the delegate again.
    package var cellDelegate: (any CellListViewDelegate)? {
        get { forwarder?.delegate }
        set {
            forwarder?.delegate = newValue
            guard newValue != nil, let forwarder, let collectionView else {
                detachDelegate()
                return
            }
            collectionView.delegate = forwarder
            collectionView.prefetchDataSource = forwarder
        }
    }

    /// Sets the forwarder as the collection view's `delegate` again, so that
    /// AppKit asks anew which methods it implements (`responds(to:)`): the
    /// forwarder claims a method only while its event has handlers. Does
    /// nothing without `cellDelegate`. O(1).
    package func reloadDelegateMethods() {
        guard let forwarder, forwarder.delegate != nil, let collectionView, collectionView.delegate === forwarder else { return }
        forwarder.methodClaims.update()
        collectionView.delegate = nil
        collectionView.delegate = forwarder
    }

    /// Removes the forwarder as the collection view's delegate and prefetch
    /// data source, leaving an app's own alone.
    private func detachDelegate() {
        guard let collectionView, let forwarder else { return }
        if collectionView.delegate === forwarder { collectionView.delegate = nil }
        if collectionView.prefetchDataSource === forwarder { collectionView.prefetchDataSource = nil }
    }

    /// ``PlaceholderCollectionViewItem``, an item with an empty view, which
    /// AppKit can always make (a plain `NSCollectionViewItem` would look for
    /// a nib to load its view from).
    package var placeholderCellClass: AnyClass { PlaceholderCollectionViewItem.self }

    /// Whether the collection view is in a window; `false` once it is gone.
    package var isInWindow: Bool { collectionView?.window != nil }

    /// Whether AppKit can make views of `viewClass` for `kind`: items
    /// descend from `NSCollectionViewItem`; supplementary views are `NSView`s
    /// that adopt `NSCollectionViewElement`, as AppKit requires. The class
    /// check of ``registrations``.
    /// - Parameters:
    ///   - viewClass: The view class.
    ///   - kind: Cells, or supplementary views of one kind.
    ///
    /// Complexity: O(1).
    nonisolated static func canMake(_ viewClass: AnyClass, as kind: ReusableViewKind) -> Bool {
        switch kind {
        case .cell: viewClass is NSCollectionViewItem.Type
        case .supplementary: viewClass is (NSView & NSCollectionViewElement).Type
        }
    }

    /// Forwards to `register(_:forItemWithIdentifier:)` when `cellClass`
    /// descends from `NSCollectionViewItem`; other classes are not registered
    /// (AppKit would fail to make them), and making `identifier` then
    /// returns `nil`.
    package func register(_ cellClass: AnyClass, forCellWithReuseIdentifier identifier: String) {
        registrations.register(cellClass, for: .cell, withReuseIdentifier: identifier) {
            guard let collectionView else { return false }
            collectionView.register(cellClass, forItemWithIdentifier: NSUserInterfaceItemIdentifier(identifier))
            return true
        }
    }

    /// Forwards to `register(_:forSupplementaryViewOfKind:withIdentifier:)`
    /// when `viewClass` is an `NSView` that adopts `NSCollectionViewElement`,
    /// as AppKit requires; see ``register(_:forCellWithReuseIdentifier:)``.
    package func register(_ viewClass: AnyClass, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registrations.register(viewClass, for: .supplementary(SupplementaryKind(rawValue: kind)), withReuseIdentifier: identifier) {
            guard let collectionView else { return false }
            collectionView.register(viewClass, forSupplementaryViewOfKind: kind, withIdentifier: NSUserInterfaceItemIdentifier(identifier))
            return true
        }
    }

    /// Registers a registration's views as its origin says: its class in
    /// code, as ``register(_:forCellWithReuseIdentifier:)`` and
    /// ``register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`` do; a
    /// nib with the `NSNib` variants of those, under the same class checks,
    /// when the bundle has the nib. A storyboard prototype is refused:
    /// AppKit's collection views have none. A refused registration is not
    /// made, and making its views returns `nil`.
    /// - Parameters:
    ///   - viewClass: The registration's view class.
    ///   - origin: Where its views come from.
    ///   - kind: Cells, or supplementary views of one kind.
    ///   - identifier: The registration's reuse identifier.
    package func register(_ viewClass: AnyClass, from origin: ViewOrigin, kind: ReusableViewKind, withReuseIdentifier identifier: String) {
        switch origin {
        case .code:
            register(viewClass, kind: kind, withReuseIdentifier: identifier)
        case .nib(let name, let bundle):
            registrations.register(viewClass, for: kind, withReuseIdentifier: identifier) {
                guard let collectionView, let nib = NSNib(nibNamed: name, bundle: bundle) else { return false }
                let itemIdentifier = NSUserInterfaceItemIdentifier(identifier)
                switch kind {
                case .cell:
                    collectionView.register(nib, forItemWithIdentifier: itemIdentifier)
                case .supplementary(let kind):
                    collectionView.register(nib, forSupplementaryViewOfKind: kind.rawValue, withIdentifier: itemIdentifier)
                }
                return true
            }
        case .storyboard:
            registrations.forget(identifier, for: kind)
        }
    }

    /// Forwards to `makeItem(withIdentifier:for:)` when `identifier` was
    /// registered through the wrapper; `nil` otherwise, where AppKit would
    /// raise an exception.
    package func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> AnyObject? {
        guard let collectionView, registrations.contains(identifier, for: .cell) else { return nil }
        return collectionView.makeItem(withIdentifier: NSUserInterfaceItemIdentifier(identifier), for: indexPath)
    }

    /// Forwards to `makeSupplementaryView(ofKind:withIdentifier:for:)` when
    /// `identifier` was registered for `kind` through the wrapper; `nil` otherwise.
    package func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> AnyObject? {
        guard let collectionView, registrations.contains(identifier, for: .supplementary(SupplementaryKind(rawValue: kind))) else { return nil }
        return collectionView.makeSupplementaryView(ofKind: kind, withIdentifier: NSUserInterfaceItemIdentifier(identifier), for: indexPath)
    }

    /// Forwards to `item(at:)`.
    package func cellForItem(at indexPath: IndexPath) -> AnyObject? {
        collectionView?.item(at: indexPath)
    }

    /// Forwards to `indexPathsForVisibleItems()`, sorted. O(n log n).
    package var indexPathsForVisibleItems: [IndexPath] {
        collectionView?.indexPathsForVisibleItems().sorted() ?? []
    }
}
#endif
