// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

extension CollectionViewListView: CellListView, CellHosting {
    /// The view as an adapter drives it. O(1).
    public var cellHost: CellHost { CellHost(self) }

    /// The object the collection view asks for counts, cells and
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
            let forwarder = CollectionViewForwarder(source: newValue, listView: self)
            self.forwarder = forwarder
            collectionView?.dataSource = forwarder
            cellDelegate = delegate
        }
    }

    /// The object told about events, through `forwarder` (held weakly
    /// there). Set `cellDataSource` first: the forwarder is made with it.
    ///
    /// Setting it makes the forwarder the collection view's `delegate` and
    /// `prefetchDataSource`, replacing any the app set: UIKit takes one of
    /// each. Setting `nil` removes them, if they are still the forwarder.
    /// UIKit reads which delegate methods exist when the delegate is set; a
    /// `ListAdapter` calls ``reloadDelegateMethods()`` when an event gets
    /// its first handler, which sets the delegate again.
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
            #if !os(tvOS)
            updateDragAndDrop()
            #endif
        }
    }

    /// Sets the forwarder as the collection view's `delegate` again, so that UIKit
    /// asks anew which methods it implements (`responds(to:)`): UIKit reads
    /// them once, when the delegate is set, and the forwarder claims a method
    /// only while its event has handlers. Does nothing without `cellDelegate`.
    package func reloadDelegateMethods() {
        guard let forwarder, forwarder.delegate != nil, let collectionView, collectionView.delegate === forwarder else { return }
        forwarder.methodClaims.update()
        collectionView.delegate = nil
        collectionView.delegate = forwarder
        #if !os(tvOS)
        updateDragAndDrop()
        #endif
    }

    /// Removes the forwarder as the collection view's delegate and prefetch data
    /// source, leaving an app's own alone.
    private func detachDelegate() {
        guard let collectionView, let forwarder else { return }
        if collectionView.delegate === forwarder { collectionView.delegate = nil }
        if collectionView.prefetchDataSource === forwarder { collectionView.prefetchDataSource = nil }
        #if !os(tvOS)
        if collectionView.dragDelegate === forwarder { collectionView.dragDelegate = nil }
        if collectionView.dropDelegate === forwarder { collectionView.dropDelegate = nil }
        #endif
    }

    /// `UICollectionViewCell`, which a collection view can always make.
    package var placeholderCellClass: AnyClass { UICollectionViewCell.self }

    /// Whether the collection view is in a window; `false` once it is gone.
    package var isInWindow: Bool { collectionView?.window != nil }

    /// Whether UIKit can make views of `viewClass` for `kind`: cells
    /// descend from `UICollectionViewCell`, supplementary views from
    /// `UICollectionReusableView`; the class check of ``registrations``.
    /// - Parameters:
    ///   - viewClass: The view class.
    ///   - kind: Cells, or supplementary views of one kind.
    ///
    /// Complexity: O(1).
    nonisolated static func canMake(_ viewClass: AnyClass, as kind: ReusableViewKind) -> Bool {
        switch kind {
        case .cell: viewClass is UICollectionViewCell.Type
        case .supplementary: viewClass is UICollectionReusableView.Type
        }
    }

    /// Forwards to `register(_:forCellWithReuseIdentifier:)` when `cellClass`
    /// descends from `UICollectionViewCell`; other classes are not registered
    /// (UIKit would fail to make them), and dequeuing `identifier` then
    /// returns `nil`.
    package func register(_ cellClass: AnyClass, forCellWithReuseIdentifier identifier: String) {
        registrations.register(cellClass, for: .cell, withReuseIdentifier: identifier) {
            guard let collectionView else { return false }
            collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
            return true
        }
    }

    /// Forwards to `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`
    /// when `viewClass` descends from `UICollectionReusableView`; see
    /// ``register(_:forCellWithReuseIdentifier:)``.
    package func register(_ viewClass: AnyClass, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registrations.register(viewClass, for: .supplementary(SupplementaryKind(rawValue: kind)), withReuseIdentifier: identifier) {
            guard let collectionView else { return false }
            collectionView.register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            return true
        }
    }

    /// Registers a registration's views as its origin says: its class in
    /// code, as ``register(_:forCellWithReuseIdentifier:)`` and
    /// ``register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`` do; a
    /// nib with the `UINib` variants of those, under the same class checks
    /// (a refused nib leaves the identifier as it was); a storyboard
    /// prototype by remembering its identifier, since the storyboard
    /// registered it. UIKit cannot be asked whether a storyboard has a
    /// prototype, so a missing one raises UIKit's exception on dequeue.
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
            guard let collectionView, registrations.accepts(viewClass, for: kind) else { return }
            let nib = UINib(nibName: name, bundle: bundle)
            switch kind {
            case .cell:
                collectionView.register(nib, forCellWithReuseIdentifier: identifier)
            case .supplementary(let kind):
                collectionView.register(nib, forSupplementaryViewOfKind: kind.rawValue, withReuseIdentifier: identifier)
            }
            registrations.remember(identifier, for: kind)
        case .storyboard:
            registrations.remember(identifier, for: kind)
        }
    }

    /// Forwards to `dequeueReusableCell(withReuseIdentifier:for:)` when
    /// `identifier` was registered through the wrapper; `nil` otherwise, where
    /// UIKit would raise an exception.
    package func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> AnyObject? {
        guard let collectionView, registrations.contains(identifier, for: .cell) else { return nil }
        return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// Forwards to `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`
    /// when `identifier` was registered for `kind` through the wrapper; `nil` otherwise.
    package func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> AnyObject? {
        guard let collectionView, registrations.contains(identifier, for: .supplementary(SupplementaryKind(rawValue: kind))) else { return nil }
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }

    /// Forwards to `cellForItem(at:)`.
    package func cellForItem(at indexPath: IndexPath) -> AnyObject? {
        collectionView?.cellForItem(at: indexPath)
    }

    /// Forwards to `indexPathsForVisibleItems`.
    package var indexPathsForVisibleItems: [IndexPath] {
        collectionView?.indexPathsForVisibleItems ?? []
    }
}
#endif
