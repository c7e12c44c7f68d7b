import Foundation
import Tabula

/// What event handlers did, in order. Handlers capture the log; the log
/// holds nothing, so registry → handler → log has no cycle.
@MainActor
final class EventLog {
    var calls: [String] = []

    func record(_ call: String) {
        calls.append(call)
    }

    /// A registry whose anomalies go to a new anomaly log, with an event log.
    static func registry() -> (MappingRegistry, EventLog, AnomalyLog) {
        let (registry, anomalies) = AnomalyLog.registry()
        return (registry, EventLog(), anomalies)
    }
}

/// A three-level hierarchy of self-configuring cells, for precedence between
/// handlers registered for a view class and for its superclasses. They all
/// show `Animal`s: a subclass inherits its superclass's `Model`.
class AnimalBaseCell: RecordingView, ModelTransfer {
    func update(with model: Animal) { show("\(type(of: self)) \(model.value)") }
}

class AnimalMiddleCell: AnimalBaseCell {}

final class AnimalLeafCell: AnimalMiddleCell {}

/// A self-configuring header.
final class PlainHeaderView: RecordingView, ModelTransfer {
    func update(with model: Plain) { show("PlainHeaderView \(model.value)") }
}

/// Describes a model the way handlers record it: its dynamic type and value.
func describe(_ model: any Valued) -> String {
    "\(type(of: model)) \(model.value)"
}

extension IndexPath {
    /// A short index path for tests: `at(2, 1)` is item 2 of section 1.
    static func at(_ item: Int, _ section: Int = 0) -> IndexPath {
        IndexPath(item: item, section: section)
    }
}
