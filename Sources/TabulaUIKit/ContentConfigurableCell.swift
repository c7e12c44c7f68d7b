// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
/// A cell whose content a content configuration makes: `UITableViewCell`
/// and `UICollectionViewCell` and their subclasses. Cells showing SwiftUI
/// content are registered with
/// `MappingRegistry.register(_:from:for:condition:fileID:line:hosting:)`.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
public protocol ContentConfigurableCell: AnyObject {
    /// The cell's content configuration, as UIKit's cells declare it.
    var contentConfiguration: (any UIContentConfiguration)? { get set }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UITableViewCell: ContentConfigurableCell {}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewCell: ContentConfigurableCell {}
#endif
