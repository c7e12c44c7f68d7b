// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

/// A collection view's data source that passes every question to a
/// `CellListViewDataSource` (a `ListAdapter`), asked about
/// the ``CollectionViewListView`` that owns it.
///
/// The wrapper makes one when its ``CollectionViewListView/cellDataSource`` is
/// set, and makes it the collection view's `dataSource`. It holds the data
/// source and the wrapper weakly: once either is gone, it reports no sections.
///
/// It is also the collection view's `delegate` and `prefetchDataSource` while the
/// wrapper has a ``CollectionViewListView/cellDelegate``, and forwards events to
/// ``delegate``, converting UIKit's types (the `+Delegate`, `+Editing` and
/// `+Prefetching` extensions). It claims an event's methods only while the
/// delegate has handlers for it (``methodClaims``), so
/// that UIKit keeps its defaults and fast paths for the others.
@MainActor
package final class CollectionViewForwarder: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The data source every question goes to; held weakly.
    package private(set) weak var source: (any CellListViewDataSource)?
    /// The object events go to (a `ListAdapter`); held weakly.
    package var delegate: (any CellListViewDelegate)? {
        get { methodClaims.delegate }
        set { methodClaims.delegate = newValue }
    }
    /// Which of the gated methods (`eventsByMethodName`, in `+Responds.swift`)
    /// the forwarder claims; it holds ``delegate``, and `responds(to:)`,
    /// which Objective-C may call on any thread, reads it.
    package let methodClaims: DelegateMethodClaims
    /// The wrapper the data source is asked about; held weakly.
    package private(set) weak var listView: CollectionViewListView?

    /// The reuse identifier of the views returned when the data source has none.
    static let placeholderIdentifier = "TabulaUIKit.placeholder"
    private var isPlaceholderRegistered = false
    private var placeholderKinds: Set<String> = []

    init(source: any CellListViewDataSource, listView: CollectionViewListView) {
        self.source = source
        self.listView = listView
        methodClaims = DelegateMethodClaims(CollectionViewForwarder.eventsByMethodName, host: listView)
        super.init()
    }

    /// The data source's number of sections; 0 once it or the wrapper is gone.
    package func numberOfSections(in collectionView: UICollectionView) -> Int {
        guard let source, let listView else { return 0 }
        return source.numberOfSections(in: listView)
    }

    /// The data source's number of items in `section`; 0 once it or the wrapper is gone.
    package func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let source, let listView else { return 0 }
        return source.listView(listView, numberOfItemsInSection: section)
    }

    /// The data source's cell for `indexPath`. Where it has none (or gives
    /// something other than a `UICollectionViewCell`), a plain
    /// `UICollectionViewCell` dequeued under the forwarder's own identifier:
    /// UIKit raises an exception for `nil` and for a cell it did not dequeue.
    package func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let source, let listView, let cell = source.listView(listView, cellForItemAt: indexPath) as? UICollectionViewCell {
            #if !os(tvOS)
            if let delegate { listView.exposeSwipeActions(of: cell, at: indexPath, delegate: delegate) }
            #endif
            return cell
        }
        if !isPlaceholderRegistered {
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.placeholderIdentifier)
            isPlaceholderRegistered = true
        }
        return collectionView.dequeueReusableCell(withReuseIdentifier: Self.placeholderIdentifier, for: indexPath)
    }

    /// The data source's supplementary view of `kind` for `indexPath`. Where
    /// it has none, a plain `UICollectionReusableView` dequeued under the
    /// forwarder's own identifier, for the same reason as cells: the layout
    /// asked for a view, and UIKit takes no `nil`.
    package func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let source, let listView,
           let view = source.listView(listView, viewForSupplementaryElementOfKind: kind, at: indexPath) as? UICollectionReusableView {
            return view
        }
        if placeholderKinds.insert(kind).inserted {
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.placeholderIdentifier)
        }
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.placeholderIdentifier, for: indexPath)
    }
}
#endif
