/// The kind of a supplementary view: a section header, a section footer, or
/// any kind a collection view layout defines (a badge, a background).
///
/// The raw value is the string UIKit uses for the kind, so a kind from a
/// layout converts without a table, and `.header`/`.footer` are UIKit's own:
///
/// ```swift
/// let kind = SupplementaryKind(rawValue: elementKind)   // in viewForSupplementaryElementOfKind
/// kind == .header                                       // for UICollectionView.elementKindSectionHeader
/// ```
public struct SupplementaryKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The kind's string, as UIKit and collection view layouts spell it.
    public let rawValue: String

    /// Creates a kind from its string.
    /// - Parameter rawValue: The kind's string, for example a layout's element kind.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a kind from a string literal: `let badge: SupplementaryKind = "badge"`.
    /// - Parameter value: The kind's string.
    public init(stringLiteral value: String) {
        rawValue = value
    }

    // The values are those of UIKit's constants, so that a kind UIKit passes
    // to a data source compares equal without importing UIKit here:
    // UICollectionView.elementKindSectionHeader is the C global
    // UICollectionElementKindSectionHeader ("preciseIdentifier" of
    // https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader),
    // and its value is that same name; likewise the footer
    // (https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter).

    /// A section header: `UICollectionView.elementKindSectionHeader`, and a
    /// table view's `viewForHeaderInSection`/`titleForHeaderInSection`.
    public static let header = SupplementaryKind(rawValue: "UICollectionElementKindSectionHeader")

    /// A section footer: `UICollectionView.elementKindSectionFooter`, and a
    /// table view's `viewForFooterInSection`/`titleForFooterInSection`.
    public static let footer = SupplementaryKind(rawValue: "UICollectionElementKindSectionFooter")

    /// Whether the kind is a header or a footer: the kinds whose model may be a
    /// plain `String` title with no view (see ``SupplementaryResolution/title(_:)``).
    public var isHeaderOrFooter: Bool { self == .header || self == .footer }

    /// `header`, `footer`, or the raw value of any other kind.
    public var description: String {
        switch self {
        case .header: return "header"
        case .footer: return "footer"
        default: return rawValue
        }
    }
}
