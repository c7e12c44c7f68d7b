// https://developer.apple.com/documentation/uikit/uicontentsizecategory
/// Constants that indicate the preferred size of your content.
///
/// Stand-in for UIKit's `UIContentSizeCategory`; only its raw value is used.
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
    // RawRepresentable's requirement, which the type's page lists through
    // init(rawValue:) (UIKit imports the Objective-C string constants so).
    /// The category's string value, such as `UICTContentSizeCategoryL`.
    public var rawValue: String

    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/init(rawvalue:)
    /// Creates a category from its string value.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

// https://developer.apple.com/documentation/uikit/uitraitcollection
/// A collection of data that represents the environment for an individual
/// element in your app’s user interface.
///
/// Stand-in for UIKit's `UITraitCollection`; only
/// ``preferredContentSizeCategory`` is declared.
open class UITraitCollection {
    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)
    /// Creates a trait collection that contains only the specified content
    /// size category trait.
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    // https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    /// The font sizing option preferred by the user.
    public let preferredContentSizeCategory: UIContentSizeCategory
}
