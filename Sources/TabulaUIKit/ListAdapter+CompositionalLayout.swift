// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

// A compositional layout asks for each section's layout by index, whenever it
// lays the view out: at first display, on a size change, and inside every
// batch update, after the data source has swapped its data. The adapter's
// `shown` is that data, so a section's layout always comes from the section
// the view is laying out, never from a newer snapshot waiting to be shown.

extension ListAdapter {
    /// A compositional layout that lays out each section from the section
    /// the view shows: `section` gets it, with the layout environment, and
    /// returns its layout.
    ///
    /// ```swift
    /// collectionView.collectionViewLayout = adapter.compositionalLayout { section, environment in
    ///     section?.id == "featured" ? featuredSection(environment) : gridSection(environment)
    /// }
    /// ```
    ///
    /// `section` is called as UIKit calls the layout's section provider,
    /// including inside a batch update, where it gets the section of the
    /// data being applied; it gets `nil` for the section of the adapter's
    /// `emptyState` row, which is not data. The layout holds
    /// the adapter weakly.
    ///
    /// - Parameter section: The layout of a section, from the section shown
    ///   (`nil` for the empty-state row's) and the layout environment.
    /// - Returns: A layout to set as the collection view's `collectionViewLayout`.
    /// - Complexity: Each section laid out costs an O(1) lookup and a call of `section`.
    public func compositionalLayout(
        _ section: @escaping (_ section: Content.Section?, _ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    ) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { [weak self] index, environment in
            section(self?.layoutSection(at: index), environment)
        }
    }

    /// A compositional layout of list sections, each from the list
    /// configuration `configuration` gives the section the view shows, with
    /// the swipe actions of the `registry` (see
    /// `withSwipeActions(_:)`, not on tvOS, which has none):
    ///
    /// ```swift
    /// collectionView.collectionViewLayout = adapter.listLayout { section in
    ///     var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    ///     list.headerMode = section == nil ? .none : .supplementary
    ///     return list
    /// }
    /// ```
    ///
    /// - Parameter configuration: The list configuration of a section, from
    ///   the section shown (`nil` for the empty-state row's).
    /// - Returns: A layout to set as the collection view's `collectionViewLayout`.
    /// - Complexity: Each section laid out costs an O(1) lookup and a call of `configuration`.
    @available(iOS 14.0, tvOS 14.0, *)
    public func listLayout(
        _ configuration: @escaping (_ section: Content.Section?) -> UICollectionLayoutListConfiguration
    ) -> UICollectionViewCompositionalLayout {
        compositionalLayout { [weak self] section, environment in
            var list = configuration(section)
            #if !os(tvOS)
            if let self { list = self.withSwipeActions(list) }
            #endif
            return .list(using: list, layoutEnvironment: environment)
        }
    }
}

#if !os(tvOS)
@available(iOS 14.0, *)
extension ListAdapter {
    /// `configuration`, with leading and trailing swipe actions from the
    /// `registry`'s `.leadingSwipeActions` and
    /// `.trailingSwipeActions` handlers, as a table view has them:
    ///
    /// ```swift
    /// adapter.registry.on(.trailingSwipeActions, forModel: Contact.self) { contact, _ in
    ///     [SwipeAction(title: "Delete", style: .destructive, identifier: "delete") { contact, _ in
    ///         store.remove(contact)
    ///         return true
    ///     }]
    /// }
    /// let section = NSCollectionLayoutSection.list(using: adapter.withSwipeActions(list), layoutEnvironment: environment)
    /// ```
    ///
    /// Each provider asks for the item the view shows at the index path UIKit
    /// gives, and its handler gets that item's model; an empty-state row, an
    /// index path out of range (reported) and an item without handlers get
    /// no actions. The providers hold the adapter weakly.
    ///
    /// - Parameter configuration: The list configuration to add the swipe actions to.
    /// - Returns: `configuration` with its swipe action providers set.
    /// - Complexity: O(1); each swipe asks the registry once.
    public func withSwipeActions(_ configuration: UICollectionLayoutListConfiguration) -> UICollectionLayoutListConfiguration {
        var configuration = configuration
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self else { return nil }
            return .tabula(self.listView(self.view, leadingSwipeActionsForItemAt: indexPath), at: indexPath)
        }
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self else { return nil }
            return .tabula(self.listView(self.view, trailingSwipeActionsForItemAt: indexPath), at: indexPath)
        }
        return configuration
    }
}
#endif
#endif
