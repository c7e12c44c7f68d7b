// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

/// A collection view's data source that passes every question to a
/// `CellListViewDataSource` (a `ListAdapter`), asked about the
/// ``NSCollectionViewListView`` that owns it.
///
/// The wrapper makes one when its ``NSCollectionViewListView/cellDataSource``
/// is set, and makes it the collection view's `dataSource`. It holds the
/// data source and the wrapper weakly: once either is gone, it reports no
/// sections.
///
/// It is also the collection view's `delegate` and `prefetchDataSource`
/// while the wrapper has a ``NSCollectionViewListView/cellDelegate``, and
/// forwards events to ``delegate``, converting AppKit's types (the
/// `+Selection`, `+Display` and `+Prefetching` extensions). It claims an
/// event's methods only while the delegate has handlers for it
/// (``methodClaims``), so that AppKit keeps its defaults
/// for the others.
@MainActor
package final class NSCollectionViewForwarder: NSObject, NSCollectionViewDataSource, NSCollectionViewDelegate, NSCollectionViewPrefetching {
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
    package private(set) weak var listView: NSCollectionViewListView?

    /// The identifier of the items and views returned when the data source has none.
    static let placeholderIdentifier = NSUserInterfaceItemIdentifier("TabulaAppKit.placeholder")
    private var isPlaceholderRegistered = false
    private var placeholderKinds: Set<String> = []

    init(source: any CellListViewDataSource, listView: NSCollectionViewListView) {
        self.source = source
        self.listView = listView
        methodClaims = DelegateMethodClaims(NSCollectionViewForwarder.eventsByMethodName, host: listView)
        super.init()
    }

    // https://developer.apple.com/documentation/appkit/nscollectionviewdatasource/numberofsections(in:)
    /// The data source's number of sections; 0 once it or the wrapper is gone.
    package func numberOfSections(in collectionView: NSCollectionView) -> Int {
        guard let source, let listView else { return 0 }
        return source.numberOfSections(in: listView)
    }

    // https://developer.apple.com/documentation/appkit/nscollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    /// The data source's number of items in `section`; 0 once it or the wrapper is gone.
    package func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let source, let listView else { return 0 }
        return source.listView(listView, numberOfItemsInSection: section)
    }

    // https://developer.apple.com/documentation/appkit/nscollectionviewdatasource/collectionview(_:itemforrepresentedobjectat:)
    /// The data source's item for `indexPath`. Where it has none (or gives
    /// something other than an `NSCollectionViewItem`), a
    /// ``PlaceholderCollectionViewItem`` made under the forwarder's own
    /// identifier: AppKit takes no `nil`.
    package func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath) -> NSCollectionViewItem {
        if let source, let listView, let item = source.listView(listView, cellForItemAt: indexPath) as? NSCollectionViewItem {
            return item
        }
        if !isPlaceholderRegistered {
            collectionView.register(PlaceholderCollectionViewItem.self, forItemWithIdentifier: Self.placeholderIdentifier)
            isPlaceholderRegistered = true
        }
        return collectionView.makeItem(withIdentifier: Self.placeholderIdentifier, for: indexPath)
    }

    // https://developer.apple.com/documentation/appkit/nscollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
    /// The data source's supplementary view of `kind` for `indexPath`. Where
    /// it has none, a ``PlaceholderSupplementaryView`` made under the
    /// forwarder's own identifier: the layout asked for a view, and AppKit
    /// takes no `nil`.
    package func collectionView(
        _ collectionView: NSCollectionView, viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
        at indexPath: IndexPath
    ) -> NSView {
        if let source, let listView,
           let view = source.listView(listView, viewForSupplementaryElementOfKind: kind, at: indexPath) as? NSView {
            return view
        }
        if placeholderKinds.insert(kind).inserted {
            collectionView.register(PlaceholderSupplementaryView.self, forSupplementaryViewOfKind: kind, withIdentifier: Self.placeholderIdentifier)
        }
        return collectionView.makeSupplementaryView(ofKind: kind, withIdentifier: Self.placeholderIdentifier, for: indexPath)
    }
}
#endif
