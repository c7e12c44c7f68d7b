import Foundation
import Tabula

/// A cell or supplementary view of the headless list view: a plain class the
/// view can make, reuse and read.
///
/// ```swift
/// final class ContactCell: HeadlessReusableView, ModelTransfer {
///     var text = ""
///     required init() {}
///     func update(with model: Contact) { text = model.name }
///     var shownContent: AnyEquatable? { AnyEquatable(text) }
/// }
/// ```
@MainActor
public protocol HeadlessReusableView: AnyObject {
    /// Makes a view, as UIKit's `init(frame:)` does for registered classes.
    init()
    /// What the view shows, compared by the headless view's checks and by tests.
    var shownContent: AnyEquatable? { get }
    /// Called before a reused view is handed out again.
    func prepareForReuse()
}

extension HeadlessReusableView {
    /// Does nothing.
    public func prepareForReuse() {}
}

/// The cell the headless view shows where a model has no mapping.
public final class HeadlessPlaceholderCell: HeadlessReusableView {
    /// Makes a placeholder.
    public required init() {}
    /// A placeholder shows nothing.
    public var shownContent: AnyEquatable? { nil }
}
