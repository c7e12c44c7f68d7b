import Foundation

// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment
/// Information about the current layout environment, such as the size of
/// the layout container and trait collection.
///
/// Stand-in: UIKit's refines `NSObjectProtocol` and declares `container` and
/// `traitCollection`, which `TabulaUIKit` only passes on; tests conform a
/// class of their own.
@MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection
/// A container that combines a set of groups into distinct visual groupings.
///
/// Stand-in for UIKit's `NSCollectionLayoutSection`; UIKit's are made by
/// `init(group:)` or `list(using:layoutEnvironment:)`, the only one
/// declared here (in `UICollectionLayoutListConfiguration.swift`).
@MainActor
open class NSCollectionLayoutSection {
    /// The list configuration the section was made from; for tests.
    package let standInListConfiguration: UICollectionLayoutListConfiguration?

    /// Creates a section; tests make their own.
    package init(standInListConfiguration: UICollectionLayoutListConfiguration? = nil) {
        self.standInListConfiguration = standInListConfiguration
    }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider
/// A closure that creates and returns each of the layout's sections.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
/// A layout object that lets you combine items in highly adaptive and
/// flexible visual arrangements.
///
/// Stand-in for UIKit's `UICollectionViewCompositionalLayout`: it keeps its
/// section provider for tests to call, as the layout calls it for each
/// section it lays out.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The section provider, as UIKit calls it; for tests.
    package let standInSectionProvider: UICollectionViewCompositionalLayoutSectionProvider

    // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:)
    /// Creates a compositional layout object with the provided section provider.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        standInSectionProvider = sectionProvider
        super.init()
    }
}
