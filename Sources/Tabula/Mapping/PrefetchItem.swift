import Foundation

/// One row of a prefetch or cancel-prefetch batch, as an adapter hands it to
/// `MappingRegistry.prefetch(_:)`: its index path, its model and, when the
/// adapter resolved it, the mapping's registration (which selects handlers
/// registered for a view class). Not `Sendable`: models need not be.
package struct PrefetchItem {
    /// The row's model; `nil` runs no handler for the row.
    package var model: Any?
    /// The registration of the row's mapping, when known.
    package var registration: MappingRegistration?
    /// The row's index path.
    package var indexPath: IndexPath

    /// Creates a row of a prefetch batch.
    /// - Parameters:
    ///   - model: The row's model.
    ///   - registration: The registration of its mapping, when known.
    ///   - indexPath: The row's index path.
    package init(model: Any?, registration: MappingRegistration?, indexPath: IndexPath) {
        self.model = model
        self.registration = registration
        self.indexPath = indexPath
    }
}
