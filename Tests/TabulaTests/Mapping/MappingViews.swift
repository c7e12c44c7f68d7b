import Foundation
import Tabula

/// A view that records what it was configured with.
@MainActor
class RecordingView {
    struct Shown: Equatable {
        var text: String
        var indexPath: IndexPath
    }

    var shown: [Shown] = []

    required init() {}

    func show(_ text: String, at indexPath: IndexPath = IndexPath(item: -1, section: -1)) {
        shown.append(Shown(text: text, indexPath: indexPath))
    }

    var last: String? { shown.last?.text }
}

/// Views configured by closures.
final class ViewA: RecordingView {}
final class ViewB: RecordingView {}
final class ViewC: RecordingView {}

/// A subclass, for event checks.
class BaseCell: RecordingView {}
final class DerivedCell: BaseCell {}

/// Views that configure themselves.
final class PlainCell: RecordingView, ModelTransfer {
    func update(with model: Plain) { show("PlainCell \(model.value)") }
}

final class AnimalCell: RecordingView, ModelTransfer {
    func update(with model: Animal) { show("AnimalCell \(type(of: model)) \(model.value)") }
}

final class DogCell: RecordingView, ModelTransfer {
    func update(with model: Dog) { show("DogCell \(type(of: model)) \(model.value)") }
}

final class NamedCell: RecordingView, ModelTransfer {
    func update(with model: any Named) { show("NamedCell \(type(of: model)) \(model.value)") }
}

final class OptionalDogCell: RecordingView, ModelTransfer {
    func update(with model: Dog?) { show("OptionalDogCell \(model.map { "\($0.value)" } ?? "nil")") }
}

final class TitleView: RecordingView, ModelTransfer {
    func update(with model: String) { show("TitleView \(model)") }
}
