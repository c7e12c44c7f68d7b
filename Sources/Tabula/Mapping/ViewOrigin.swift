import Foundation

/// Where the views of a registration come from: made from their class in
/// code, loaded from a nib, or defined as prototypes in a storyboard.
///
/// ```swift
/// registry.register(ContactCell.self)                                             // code
/// registry.register(ContactCell.self, from: .nib(name: "ContactCell"))            // ContactCell.xib
/// registry.register(ContactCell.self, from: .storyboard(reuseIdentifier: "Contact")) // a prototype cell
/// ```
///
/// The origin changes how the adapter registers the view with its table or
/// collection view, nothing else: resolution, events and anomalies treat
/// every origin alike. A view that cannot load nibs or storyboards, such as
/// `TabulaTesting`'s headless list view, makes the registration's class
/// instead, so the same registrations run in tests on any platform.
public enum ViewOrigin: Hashable, Sendable {
    /// Made from the registration's class, as `register(_:forCellReuseIdentifier:)`
    /// with a class does.
    case code
    /// Loaded from the nib file `name` in `bundle` (`nil`: the main bundle),
    /// whose one top-level view is of the registration's class, as
    /// `register(_:forCellReuseIdentifier:)` with a `UINib` does.
    case nib(name: String, bundle: Bundle? = nil)
    /// A prototype the storyboard already registered with the table or
    /// collection view under `reuseIdentifier`: the adapter registers nothing
    /// and dequeues with that identifier, which the registration keeps
    /// instead of generating one.
    ///
    /// Give each prototype's identifier exactly as the storyboard spells it.
    /// Identifiers the registry generates for other registrations start with
    /// `Tabula.`, so they never take a prototype's. An empty identifier names
    /// no prototype: such a registration is made in code (``code``) instead.
    /// A table view whose storyboard has no such prototype gives no cell,
    /// which is reported as ``MappingAnomaly/viewMismatch(expected:viewClass:reuseIdentifier:indexPath:)``
    /// and shows a placeholder; a collection view raises UIKit's exception,
    /// since UIKit offers no way to ask it first.
    case storyboard(reuseIdentifier: String)
}
