import Foundation

// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration
/// A configuration for creating a list layout.
///
/// Stand-in for UIKit's `UICollectionLayoutListConfiguration` (iOS and tvOS
/// 14); the swipe action providers are unavailable on tvOS.
public struct UICollectionLayoutListConfiguration {
    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.enum
    /// Constants that describe the possible appearances of a list.
    public enum Appearance: Hashable, Sendable {
        /// The appearance of a plain list.
        case plain
        /// The appearance of a grouped list.
        case grouped
        /// The appearance of a grouped list with rounded corners and insets.
        case insetGrouped
        /// The appearance of a list in a sidebar.
        case sidebar
        /// The appearance of a list in a sidebar, with a plain style.
        case sidebarPlain
    }

    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/headermode-swift.enum
    /// Options for the header mode of the list.
    public enum HeaderMode: Hashable, Sendable {
        /// No headers.
        case none
        /// Supplementary views of kind `UICollectionView.elementKindSectionHeader` show headers.
        case supplementary
        /// The first item in each section shows the header.
        case firstItemInSection
    }

    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/swipeactionsconfigurationprovider
    /// A closure that returns the swipe actions configuration for the item at the index path.
    public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) -> UISwipeActionsConfiguration?

    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/init(appearance:)
    /// Creates a list configuration with the specified appearance.
    public init(appearance: UICollectionLayoutListConfiguration.Appearance) {
        self.appearance = appearance
    }

    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.property
    /// The overall appearance of the list.
    public private(set) var appearance: UICollectionLayoutListConfiguration.Appearance

    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/headermode-swift.property
    /// The type of header to use for the list.
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none

    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/leadingswipeactionsconfigurationprovider
    /// The provider of the swipe actions for the leading edge of an item.
    public var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?

    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/trailingswipeactionsconfigurationprovider
    /// The provider of the swipe actions for the trailing edge of an item.
    public var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
}

extension NSCollectionLayoutSection {
    // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:)
    /// Creates a list section with the specified configuration and layout environment.
    ///
    /// Stand-in: the section keeps the configuration, for tests.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(standInListConfiguration: configuration)
    }
}
