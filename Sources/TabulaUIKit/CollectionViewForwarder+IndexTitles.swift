// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// A collection view's index (UICollectionViewDataSource, iOS 14 and tvOS
// 10.2; UIKit never calls these methods before), from the same titles a
// table view's index bar shows.

extension CollectionViewForwarder {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/indextitles(for:)
    /// The data source's section index titles (`ListAdapter.sectionIndexTitle`
    /// of each section), or `nil` for no index — and while no section has
    /// an item, since an entry must lead to an item. O(*s*) for *s* sections.
    package func indexTitles(for collectionView: UICollectionView) -> [String]? {
        guard let titles = (source as? any SectionTitleSource)?.sectionIndexTitles,
              (0..<numberOfSections(in: collectionView)).contains(where: { self.collectionView(collectionView, numberOfItemsInSection: $0) > 0 })
        else { return nil }
        return titles
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:indexpathforindextitle:at:)
    /// The first item of the section of entry `index` (entry *i* is section
    /// *i*); when that section is empty, the first item of the nearest
    /// section after it that has one, else before it. `index` is kept within
    /// the sections. (With no item in any section there is no index, so
    /// UIKit does not ask; should it, item 0 of the section is the answer.)
    package func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        let sections = numberOfSections(in: collectionView)
        guard sections > 0 else { return IndexPath(item: 0, section: 0) }
        let start = max(0, min(index, sections - 1))
        let candidates = Array(start..<sections) + Array((0..<start).reversed())
        let section = candidates.first { self.collectionView(collectionView, numberOfItemsInSection: $0) > 0 } ?? start
        return IndexPath(item: 0, section: section)
    }
}
#endif
