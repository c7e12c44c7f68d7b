// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// A flow layout asks its delegate for sizes. Rows, headers and footers whose
// height the adapter knows (a declarative screen's fixed or computed sizing,
// or a registered height handler) get it at the collection view's full
// width, as a list's rows; the others get the layout's own size. The methods
// are claimed only while height handlers exist (see +Responds).

extension CollectionViewForwarder: UICollectionViewDelegateFlowLayout {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:sizeforitemat:)
    /// The item's height from the delegate at the collection view's width;
    /// the flow layout's `itemSize` when the delegate has none.
    package func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let fallback = (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
        guard let delegate, let listView, let height = delegate.listView(listView, heightForItemAt: indexPath) else { return fallback }
        return Self.size(width: collectionView.bounds.width, height: height) ?? fallback
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:referencesizeforheaderinsection:)
    /// The header's height from the delegate at the collection view's width;
    /// the flow layout's `headerReferenceSize` when the delegate has none.
    package func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        referenceSize(.header, in: collectionView, layout: collectionViewLayout, section: section)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:referencesizeforfooterinsection:)
    /// The footer's height from the delegate at the collection view's width;
    /// the flow layout's `footerReferenceSize` when the delegate has none.
    package func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        referenceSize(.footer, in: collectionView, layout: collectionViewLayout, section: section)
    }

    /// The header's or footer's height from the delegate, or the flow
    /// layout's reference size of that kind.
    private func referenceSize(
        _ kind: SupplementaryKind, in collectionView: UICollectionView, layout: UICollectionViewLayout, section: Int
    ) -> CGSize {
        let flowLayout = layout as? UICollectionViewFlowLayout
        let fallback = (kind == .header ? flowLayout?.headerReferenceSize : flowLayout?.footerReferenceSize) ?? .zero
        guard let delegate, let listView,
              let height = delegate.listView(listView, heightForSupplementaryViewOfKind: kind.rawValue, inSection: section)
        else { return fallback }
        return Self.size(width: collectionView.bounds.width, height: height) ?? fallback
    }

    /// `nil` for a height a layout cannot use (negative, infinite, NaN).
    private static func size(width: CGFloat, height: Double) -> CGSize? {
        guard height.isFinite, height >= 0 else { return nil }
        return CGSize(width: width, height: CGFloat(height))
    }
}
#endif
