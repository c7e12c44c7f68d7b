// See TableRowAnimations.swift for why the imports are conditional.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula

extension UITableViewCell.EditingStyle {
    /// The UIKit style of an `EditingStyle`.
    /// - Parameter style: None, delete or insert.
    public init(_ style: EditingStyle) {
        switch style {
        case .none: self = .none
        case .delete: self = .delete
        case .insert: self = .insert
        }
    }
}

extension EditingStyle {
    /// The `EditingStyle` of a UIKit style. UIKit's enum may grow;
    /// a style Tabula does not know is `.none`, which commits nothing.
    /// - Parameter style: UIKit's editing style.
    public init(_ style: UITableViewCell.EditingStyle) {
        // `if`s rather than a `switch`: UIKit's enum is open, the stand-in's
        // is not, and a `default` would warn on one or the other.
        if style == .delete {
            self = .delete
        } else if style == .insert {
            self = .insert
        } else {
            self = .none
        }
    }
}
#endif
