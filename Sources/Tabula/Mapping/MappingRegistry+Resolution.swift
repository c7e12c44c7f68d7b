import Foundation

extension MappingRegistry {
    /// The cell that shows `model` at `indexPath`, by the rules in
    /// ``MappingRegistry``; `nil` when there is none, after reporting why
    /// (``MappingAnomaly/noMapping(modelType:kind:indexPath:)`` or
    /// ``MappingAnomaly/nilModel(kind:indexPath:)``): show a placeholder cell.
    ///
    /// - Parameters:
    ///   - model: The model at `indexPath`; an `Optional` is unwrapped.
    ///   - indexPath: Where the cell is shown, for conditions and anomalies.
    /// - Returns: The mapping to dequeue and configure with, or `nil`.
    /// - Complexity: O(1) for a model type resolved before, plus the
    ///   conditions of the registrations that can accept it. No allocation.
    public func cellMapping(for model: Any?, at indexPath: IndexPath) -> ViewMapping? {
        guard let model else {
            reporter.report(.nilModel(kind: .cell, indexPath: indexPath))
            return nil
        }
        switch resolve(model, kind: .cell, at: indexPath) {
        case .resolved(let entry):
            return ViewMapping(entry)
        case .nilModel:
            reporter.report(.nilModel(kind: .cell, indexPath: indexPath))
            return nil
        case .unmatched(let value):
            reporter.report(.noMapping(modelType: String(reflecting: type(of: value)), kind: .cell, indexPath: indexPath))
            return nil
        }
    }

    /// What the supplementary view of `kind` shows for `model` at `indexPath`:
    /// a view to dequeue and configure, a title (a header or footer whose
    /// model is a `String` that no registration of the kind accepts),
    /// nothing (`nil` model: no such view, not an anomaly), or a placeholder
    /// (no registration accepts the model; reported as
    /// ``MappingAnomaly/noMapping(modelType:kind:indexPath:)``).
    ///
    /// - Parameters:
    ///   - kind: The supplementary kind, as the view asks for it.
    ///   - model: The section's model for that kind; an `Optional` is unwrapped.
    ///   - indexPath: The index path the view passes (a table view's section
    ///     `s` is `IndexPath(item: 0, section: s)`), for conditions and anomalies.
    /// - Returns: What to show.
    /// - Complexity: as ``cellMapping(for:at:)``, plus hashing `kind`.
    public func supplementaryMapping(ofKind kind: SupplementaryKind, for model: Any?, at indexPath: IndexPath) -> SupplementaryResolution {
        guard let model else { return .absent }
        switch resolve(model, kind: .supplementary(kind), at: indexPath) {
        case .resolved(let entry):
            return .view(ViewMapping(entry))
        case .nilModel:
            return .absent
        case .unmatched(let value):
            if kind.isHeaderOrFooter, let title = value as? String { return .title(title) }
            reporter.report(.noMapping(modelType: String(reflecting: type(of: value)), kind: .supplementary(kind), indexPath: indexPath))
            return .placeholder
        }
    }

    /// How a resolution ended, before the public methods decide what it
    /// means for their kind.
    enum Resolution {
        case resolved(MappingEntry)
        /// An `Optional` holding `nil`.
        case nilModel
        /// No registration accepts the (unwrapped) model.
        case unmatched(Any)
    }

    /// Resolves a non-`nil` model, reporting a tie.
    func resolve(_ model: Any, kind: ReusableViewKind, at indexPath: IndexPath) -> Resolution {
        var value = model
        var candidates = self.candidates(for: value, kind: kind)
        if candidates.isOptional {
            guard let unwrapped = unwrapModel(value) else { return .nilModel }
            value = unwrapped
            candidates = self.candidates(for: value, kind: kind)
        }
        guard let (chosen, tie) = candidates.select(for: value, at: indexPath) else { return .unmatched(value) }
        if let tie {
            reporter.report(.ambiguousMapping(modelType: String(reflecting: type(of: value)), chosen: chosen.registration,
                                              other: tie.registration, indexPath: indexPath))
        }
        return .resolved(chosen)
    }

    /// The cached candidates for the model's concrete type, ranked on the
    /// first model of that type (the cache's one miss per type and kind).
    private func candidates(for value: Any, kind: ReusableViewKind) -> MappingCandidates {
        let type = ObjectIdentifier(Swift.type(of: value))
        switch kind {
        case .cell:
            if let cached = cellCandidates[type] { return cached }
        case .supplementary(let supplementaryKind):
            if let cached = supplementaryCandidates[supplementaryKind]?[type] { return cached }
        }
        let candidates = value is any OptionalModel
            ? MappingCandidates.optional
            : MappingCandidates(ranking: entries.filter { $0.registration.kind == kind }, for: value)
        switch kind {
        case .cell:
            cellCandidates[type] = candidates
        case .supplementary(let supplementaryKind):
            supplementaryCandidates[supplementaryKind, default: [:]][type] = candidates
        }
        return candidates
    }
}
