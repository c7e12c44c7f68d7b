import Foundation

// https://developer.apple.com/documentation/uikit/uicontextmenucontentpreviewprovider
/// Returns a custom view controller to use when previewing your content.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

// https://developer.apple.com/documentation/uikit/uicontextmenuactionprovider
/// Returns an action-based contextual menu, optionally incorporating the
/// system-suggested actions.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration
/// An object containing the configuration details for the contextual menu.
///
/// Stand-in for UIKit's `UIContextMenuConfiguration`; see the module notes in
/// `UIKitStandIn.swift`.
@MainActor
open class UIContextMenuConfiguration {
    // https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration/init(identifier:previewprovider:actionprovider:)
    /// Creates a menu configuration object with the specified action and preview providers.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        // UIKit makes up a unique identifier for `nil`.
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        standInActionProvider = actionProvider
    }

    // https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration/identifier
    /// The unique identifier for the menu configuration object.
    open private(set) var identifier: any NSCopying

    /// The menu UIKit would show: UIKit keeps the action provider private,
    /// so tests read the menu through this.
    package let standInActionProvider: UIContextMenuActionProvider?
}
