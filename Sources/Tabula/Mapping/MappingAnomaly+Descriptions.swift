import Foundation

extension MappingAnomaly: CustomStringConvertible, CustomDebugStringConvertible {
    /// The kind and the types concerned, without index paths, identifiers or
    /// registrations, so that equal problems read the same (for analytics):
    /// for example `noMapping: cell for MyApp.Contact`.
    public var description: String {
        switch self {
        case let .noMapping(type, kind, _):
            return "noMapping: \(kind) for \(type)"
        case let .ambiguousMapping(type, chosen, _, _):
            return "ambiguousMapping: \(chosen.kind) for \(type)"
        case let .nilModel(kind, _):
            return "nilModel: \(kind)"
        case let .eventWithoutMapping(event, viewClass, _):
            return "eventWithoutMapping: \(event) on \(viewClass)"
        case let .viewMismatch(expected, viewClass, _, _):
            return "viewMismatch: \(viewClass) for \(expected.viewClassName)"
        case let .modelMismatch(registration, type, _):
            return "modelMismatch: \(type) for \(registration.viewClassName)"
        case let .indexPathOutOfRange(event, _):
            return "indexPathOutOfRange: \(event)"
        }
    }

    /// Everything needed to fix it: the types, reuse identifiers, index path
    /// and registrations involved, and what the list did instead.
    public var debugDescription: String {
        switch self {
        case let .noMapping(type, kind, indexPath):
            let title = kind == .supplementary(.header) || kind == .supplementary(.footer)
                ? " (a String model would have been shown as a title)" : ""
            return "No \(kind) registration accepts a model of type \(type)\(at(indexPath)): a placeholder is shown\(title). "
                + "Register a view for \(type), a superclass of it or a protocol it conforms to."
        case let .ambiguousMapping(type, chosen, other, indexPath):
            return "Two \(chosen.kind) registrations accept a model of type \(type) equally well\(at(indexPath)): "
                + "\(chosen) and \(other). The first registered, #\(chosen.id) (reuse identifier \"\(chosen.reuseIdentifier)\"), is used. "
                + "Give one of them a condition, or register one for a more specific type."
        case let .nilModel(kind, indexPath):
            return "The \(kind) model\(at(indexPath)) is nil: a placeholder is shown."
        case let .eventWithoutMapping(event, viewClass, kind):
            return "The event \(event) is registered for \(viewClass), but no \(kind) registration dequeues "
                + "\(viewClass), a subclass or a superclass of it: the event can never fire."
        case let .viewMismatch(expected, viewClass, reuseIdentifier, indexPath):
            let identifier = reuseIdentifier.map { " with reuse identifier \"\($0)\"" } ?? ""
            return "The view dequeued\(at(indexPath)) is a \(viewClass)\(identifier), but registration \(expected) "
                + "dequeues \(expected.viewClassName) with reuse identifier \"\(expected.reuseIdentifier)\"."
                + (viewClass == expected.viewClassName ? "" : " It was not configured.")
        case let .modelMismatch(registration, type, indexPath):
            return "Registration \(registration) was asked to configure a view with a model of type \(type)\(at(indexPath)), "
                + "which it does not accept: the view was not configured. Resolve the mapping for the model being shown."
        case let .indexPathOutOfRange(event, indexPath):
            return "The event \(event) came\(at(indexPath)), which the snapshot being shown does not have: "
                + "no handler ran. An index path kept across an update is stale; ask the adapter again after the update."
        }
    }

    private func at(_ indexPath: IndexPath?) -> String {
        indexPath.map { " at index path \($0)" } ?? ""
    }

    /// The default anomaly handler: prints `debugDescription` in debug builds
    /// (where `DEBUG` is defined), and does nothing in release builds.
    /// - Parameter anomaly: The anomaly to print.
    public static func printInDebugBuilds(_ anomaly: MappingAnomaly) {
        #if DEBUG
        print("Tabula mapping anomaly (\(anomaly.kind.rawValue)): \(anomaly.debugDescription)")
        #endif
    }
}
