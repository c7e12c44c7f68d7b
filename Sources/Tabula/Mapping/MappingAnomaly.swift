import Foundation

/// Something wrong between models, registrations and views that the list
/// survives: the view shows a placeholder (or nothing) instead of trapping,
/// and the registry's anomaly handler hears about it (see
/// ``MappingRegistry/anomalyHandler``). Something wrong in the data itself,
/// such as a duplicate identifier, is a ``Diagnostic`` instead.
///
/// `description` is short and free of index paths and values, for analytics;
/// `debugDescription` names everything needed to fix it: types, reuse
/// identifiers, the index path and the registrations involved.
public enum MappingAnomaly: Hashable, Sendable {
    /// No registration of `kind` accepts a model of `modelType`: the view
    /// shows a placeholder.
    case noMapping(modelType: String, kind: ReusableViewKind, indexPath: IndexPath?)
    /// Two registrations accept the model equally well (the same rank: see
    /// ``MappingRegistry``); `chosen`, the first registered, is used.
    case ambiguousMapping(modelType: String, chosen: MappingRegistration, other: MappingRegistration, indexPath: IndexPath?)
    /// The model is `nil`, or an `Optional` holding none, where a cell needs
    /// one: the view shows a placeholder.
    case nilModel(kind: ReusableViewKind, indexPath: IndexPath?)
    /// An event (`didSelect`, …) was registered for a view class that no
    /// registration of `kind` dequeues, so it can never fire.
    case eventWithoutMapping(event: String, viewClass: String, kind: ReusableViewKind)
    /// A dequeued view is not of the class its registration names, or came
    /// with another reuse identifier (`nil`: not known): the view was not
    /// configured when its class was wrong.
    case viewMismatch(expected: MappingRegistration, viewClass: String, reuseIdentifier: String?, indexPath: IndexPath?)
    /// A mapping was asked to configure a view with a model its registration
    /// does not accept (resolved for one model, configured with another).
    case modelMismatch(registration: MappingRegistration, modelType: String, indexPath: IndexPath?)
    /// A view asked about `event` (its name, as the ``ListEvent`` keys spell
    /// it: `"didSelect"`, `"height"`) at an index path that the snapshot it
    /// shows does not have (a stale index path kept across an update, say):
    /// no handler ran, and the view got UIKit's default answer.
    case indexPathOutOfRange(event: String, indexPath: IndexPath)

    /// The kinds of anomaly, to silence some (see ``MappingRegistry/silenceAnomalies(ofKind:)``).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// ``MappingAnomaly/noMapping(modelType:kind:indexPath:)``.
        case noMapping
        /// ``MappingAnomaly/ambiguousMapping(modelType:chosen:other:indexPath:)``.
        case ambiguousMapping
        /// ``MappingAnomaly/nilModel(kind:indexPath:)``.
        case nilModel
        /// ``MappingAnomaly/eventWithoutMapping(event:viewClass:kind:)``.
        case eventWithoutMapping
        /// ``MappingAnomaly/viewMismatch(expected:viewClass:reuseIdentifier:indexPath:)``.
        case viewMismatch
        /// ``MappingAnomaly/modelMismatch(registration:modelType:indexPath:)``.
        case modelMismatch
        /// ``MappingAnomaly/indexPathOutOfRange(event:indexPath:)``.
        case indexPathOutOfRange
    }

    /// The anomaly's kind. O(1).
    public var kind: Kind {
        switch self {
        case .noMapping: return .noMapping
        case .ambiguousMapping: return .ambiguousMapping
        case .nilModel: return .nilModel
        case .eventWithoutMapping: return .eventWithoutMapping
        case .viewMismatch: return .viewMismatch
        case .modelMismatch: return .modelMismatch
        case .indexPathOutOfRange: return .indexPathOutOfRange
        }
    }

    /// Where it happened, when it happened at one index path. O(1).
    public var indexPath: IndexPath? {
        switch self {
        case .noMapping(_, _, let indexPath), .ambiguousMapping(_, _, _, let indexPath), .nilModel(_, let indexPath),
             .viewMismatch(_, _, _, let indexPath), .modelMismatch(_, _, let indexPath):
            return indexPath
        case .indexPathOutOfRange(_, let indexPath):
            return indexPath
        case .eventWithoutMapping:
            return nil
        }
    }

    /// The name of the model type concerned, when there is one:
    /// `String(reflecting:)` of the model's type, for example `MyApp.Contact`. O(1).
    public var modelType: String? {
        switch self {
        case .noMapping(let type, _, _), .ambiguousMapping(let type, _, _, _), .modelMismatch(_, let type, _):
            return type
        case .viewMismatch(let expected, _, _, _):
            return expected.modelTypeName
        case .nilModel, .eventWithoutMapping, .indexPathOutOfRange:
            return nil
        }
    }

    /// The same anomaly without its index path: what the registry reports
    /// once (see ``MappingRegistry/report(_:)``).
    var withoutIndexPath: MappingAnomaly {
        switch self {
        case let .noMapping(type, kind, _): return .noMapping(modelType: type, kind: kind, indexPath: nil)
        case let .ambiguousMapping(type, chosen, other, _):
            return .ambiguousMapping(modelType: type, chosen: chosen, other: other, indexPath: nil)
        case let .nilModel(kind, _): return .nilModel(kind: kind, indexPath: nil)
        case let .viewMismatch(expected, viewClass, reuseIdentifier, _):
            return .viewMismatch(expected: expected, viewClass: viewClass, reuseIdentifier: reuseIdentifier, indexPath: nil)
        case let .modelMismatch(registration, type, _):
            return .modelMismatch(registration: registration, modelType: type, indexPath: nil)
        case let .indexPathOutOfRange(event, _):
            // Kept with an empty index path: one report per event, not per stale index path.
            return .indexPathOutOfRange(event: event, indexPath: IndexPath())
        case .eventWithoutMapping:
            return self
        }
    }
}
