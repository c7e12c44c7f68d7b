import Foundation

/// What the registry resolved a model to: the view to dequeue and how to
/// configure it. An adapter dequeues ``viewClass`` with ``reuseIdentifier``
/// (and ``kind``) and hands the view to ``configure(_:with:at:)``:
///
/// ```swift
/// guard let mapping = registry.cellMapping(for: model, at: indexPath) else {
///     return placeholderCell(at: indexPath)            // anomaly already reported
/// }
/// let cell = tableView.dequeueReusableCell(withIdentifier: mapping.reuseIdentifier, for: indexPath)
/// mapping.configure(cell, with: model, at: indexPath)
/// ```
///
/// A mapping is one reference to the registry's immutable record of the
/// registration: making, copying and keeping it allocate nothing, and it
/// stays valid after later registrations.
public struct ViewMapping: Sendable {
    let entry: MappingEntry

    init(_ entry: MappingEntry) {
        self.entry = entry
    }

    /// The registration resolved to. O(1).
    public var registration: MappingRegistration { entry.registration }

    /// The view class to dequeue. O(1).
    public var viewClass: AnyClass { entry.registration.viewClass }

    /// The reuse identifier to dequeue with. O(1).
    public var reuseIdentifier: String { entry.registration.reuseIdentifier }

    /// Cells, or supplementary views of one kind. O(1).
    public var kind: ReusableViewKind { entry.registration.kind }

    /// Configures a dequeued view with a model: calls the view's
    /// ``ModelTransfer/update(with:)`` or the closure given at registration.
    ///
    /// Nothing traps. A view of another class is reported as
    /// ``MappingAnomaly/viewMismatch(expected:viewClass:reuseIdentifier:indexPath:)``,
    /// a model the registration does not accept as
    /// ``MappingAnomaly/modelMismatch(registration:modelType:indexPath:)``, a
    /// `nil` model as ``MappingAnomaly/nilModel(kind:indexPath:)``; in those
    /// cases the view is left as it was and the result is `false`.
    ///
    /// - Parameters:
    ///   - view: The view dequeued with ``reuseIdentifier``.
    ///   - model: The model to show; an `Optional` is unwrapped.
    ///   - indexPath: Where the view is shown, passed on to the closure.
    /// - Returns: Whether the view was configured.
    /// - Complexity: O(1): two dynamic casts and the configuring call.
    @MainActor
    @discardableResult
    public func configure(_ view: AnyObject, with model: Any?, at indexPath: IndexPath) -> Bool {
        guard let model else {
            entry.reporter.report(.nilModel(kind: kind, indexPath: indexPath))
            return false
        }
        switch entry.configure(view, model, indexPath) {
        case .configured:
            return true
        case .wrongView:
            entry.reporter.report(.viewMismatch(expected: registration, viewClass: String(reflecting: type(of: view)),
                                                reuseIdentifier: nil, indexPath: indexPath))
            return false
        case .wrongModel:
            // A cast to the model type sees through Optional, so only an
            // Optional holding nil, or another type, gets here.
            if let unwrapped = unwrapModel(model) {
                entry.reporter.report(.modelMismatch(registration: registration, modelType: String(reflecting: type(of: unwrapped)),
                                                     indexPath: indexPath))
            } else {
                entry.reporter.report(.nilModel(kind: kind, indexPath: indexPath))
            }
            return false
        }
    }
}
