// Portable: real UIKit on iOS and tvOS, the stand-in on Linux.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Tabula
import TabulaUIKit

/// The item of the adapter tests: a section key (`group`), a sort key
/// (`rank`) and content (`text`).
struct Row: Identifiable, Hashable, Sendable {
    var id: Int
    var group: Int
    var rank: Int
    var text = 0
}

/// A cell that shows text, read back by the tests.
@MainActor
protocol ShowsText: AnyObject {
    var text: String { get }
}

/// A table cell showing "id:text".
final class RowTableCell: UITableViewCell, ModelTransfer, ShowsText {
    var text = ""
    func update(with model: Row) { text = "\(model.id):\(model.text)" }
}

/// A collection cell showing "id:text".
final class RowCollectionCell: UICollectionViewCell, ModelTransfer, ShowsText {
    var text = ""
    func update(with model: Row) { text = "\(model.id):\(model.text)" }
}

/// A collection header showing its section's title.
final class TitleHeaderView: UICollectionReusableView, ShowsText {
    var text = ""
}

/// A table header showing its section's title.
final class TitleTableHeader: UITableViewHeaderFooterView, ShowsText {
    var text = ""
}

/// What the handlers heard: "event id section.item", in order.
@MainActor
final class ForwardedEventLog {
    var events: [String] = []
    var completions: [Bool] = []

    func record(_ event: String, _ row: Row, _ indexPath: IndexPath) {
        events.append("\(event) \(row.id) \(indexPath.section).\(indexPath.item)")
    }
}
#endif
