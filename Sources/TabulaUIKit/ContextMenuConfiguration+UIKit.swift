// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS) && !os(tvOS)) || os(Linux)
import Foundation
import Tabula

// Not on tvOS: it has no swipe actions, and context menus only from tvOS 17.

extension ContextMenuConfiguration where Model == Void {
    /// The menu as UIKit's `UIContextMenuConfiguration` for the row at
    /// `indexPath`: a `UIMenu` titled `title` of one `UIAction` per action,
    /// each running its handler with the row's index path. The menu is built
    /// at once, on the main actor, and the action provider only returns it.
    /// - Parameter indexPath: The row the menu acts on.
    @MainActor
    public func contextMenuConfiguration(at indexPath: IndexPath) -> UIContextMenuConfiguration {
        let children: [UIMenuElement] = actions.map { action in
            let handler = action.handler
            return UIAction(title: action.title, identifier: UIAction.Identifier(action.identifier),
                            attributes: UIMenuElement.Attributes(action.attributes)) { _ in
                // UIKit runs menu actions on the main thread.
                MainActor.assumeIsolated { handler((), indexPath) }
            }
        }
        let menu = UIMenu(title: title, children: children)
        return UIContextMenuConfiguration(identifier: identifier as NSString, previewProvider: nil) { _ in menu }
    }
}

extension UIMenuElement.Attributes {
    /// The UIKit attributes of `MenuActionAttributes`;
    /// `keepsMenuPresented` only where UIKit has it (iOS 16).
    /// - Parameter attributes: Disabled, destructive, hidden, keeps the menu presented.
    public init(_ attributes: MenuActionAttributes) {
        self = []
        if attributes.contains(.disabled) { insert(.disabled) }
        if attributes.contains(.destructive) { insert(.destructive) }
        if attributes.contains(.hidden) { insert(.hidden) }
        if attributes.contains(.keepsMenuPresented), #available(iOS 16.0, tvOS 16.0, *) { insert(.keepsMenuPresented) }
    }
}
#endif
