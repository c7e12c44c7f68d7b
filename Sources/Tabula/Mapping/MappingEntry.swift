import Foundation

/// One registration as the registry resolves with it: the type tests, the
/// condition and the configuring closure, fixed at registration. Immutable,
/// so resolutions share it and a ``ViewMapping`` is one reference to it.
final class MappingEntry: Sendable {
    /// How configuring a view went.
    enum Outcome {
        case configured
        case wrongView
        case wrongModel
    }

    let registration: MappingRegistration
    /// The registered model type with `Optional` unwrapped: a model of exactly
    /// this type is an exact match.
    let modelType: Any.Type
    let modelTypeID: ObjectIdentifier
    /// Whether `modelType` is a class, so that a model of a subclass matches
    /// it as a superclass (not as a protocol).
    let isClassModel: Bool
    /// `value is Model`, for an unwrapped model value.
    let acceptsValue: @Sendable (Any) -> Bool
    /// `type is Model.Type`: whether `type` is `modelType` or a subclass of
    /// it, which ranks class registrations against each other without the
    /// Objective-C runtime.
    let acceptsType: @Sendable (Any.Type) -> Bool
    /// `type is View.Type`: whether `type` is the view class or a subclass.
    let acceptsViewType: @Sendable (AnyClass) -> Bool
    /// The condition's section, when it is ``MappingCondition/section(_:)``.
    let section: Int?
    /// The condition's predicate on the unwrapped model, when it is
    /// ``MappingCondition/when(_:)``.
    let predicate: (@MainActor (Any, IndexPath) -> Bool)?
    /// Casts the view and the unwrapped model and configures.
    let configure: @MainActor (AnyObject, Any, IndexPath) -> Outcome
    /// Where anomalies found while configuring go.
    let reporter: AnomalyReporter

    init(registration: MappingRegistration, modelType: Any.Type, isClassModel: Bool,
         acceptsValue: @escaping @Sendable (Any) -> Bool, acceptsType: @escaping @Sendable (Any.Type) -> Bool,
         acceptsViewType: @escaping @Sendable (AnyClass) -> Bool,
         section: Int?, predicate: (@MainActor (Any, IndexPath) -> Bool)?,
         configure: @escaping @MainActor (AnyObject, Any, IndexPath) -> Outcome, reporter: AnomalyReporter) {
        self.registration = registration
        self.modelType = modelType
        modelTypeID = ObjectIdentifier(modelType)
        self.isClassModel = isClassModel
        self.acceptsValue = acceptsValue
        self.acceptsType = acceptsType
        self.acceptsViewType = acceptsViewType
        self.section = section
        self.predicate = predicate
        self.configure = configure
        self.reporter = reporter
    }

    /// Whether the registration has a condition at all.
    var isConditional: Bool { section != nil || predicate != nil }

    /// Whether the condition holds for an unwrapped model the type accepts;
    /// `true` without a condition. O(1) plus the predicate.
    @MainActor
    func conditionHolds(for model: Any, at indexPath: IndexPath) -> Bool {
        if let section {
            // `IndexPath.section` traps on an empty path; `first` does not.
            return indexPath.first == section
        }
        if let predicate { return predicate(model, indexPath) }
        return true
    }
}
