extension MappingRegistry {
    /// Hears every anomaly that is not silenced, once per distinct anomaly
    /// (index paths aside) until the registrations change. By default
    /// ``MappingAnomaly/printInDebugBuilds(_:)``; `nil` drops them all.
    /// Capture owners weakly: the registry keeps the closure.
    public var anomalyHandler: (@MainActor (MappingAnomaly) -> Void)? {
        get { reporter.handler }
        set { reporter.handler = newValue }
    }

    /// The kinds of anomaly that are never reported.
    public var silencedAnomalyKinds: Set<MappingAnomaly.Kind> {
        get { reporter.silencedKinds }
        set { reporter.silencedKinds = newValue }
    }

    /// Stops reporting anomalies of one kind.
    /// - Parameter kind: The kind to silence, for example `.nilModel` for a
    ///   list that shows placeholders for missing models on purpose. O(1).
    public func silenceAnomalies(ofKind kind: MappingAnomaly.Kind) {
        reporter.silencedKinds.insert(kind)
    }

    /// Stops reporting anomalies for which `predicate` returns `true`.
    ///
    /// ```swift
    /// registry.silenceAnomalies { $0.modelType == String(reflecting: Advert.self) }
    /// ```
    ///
    /// - Parameter predicate: Called with each anomaly before it is reported;
    ///   kept for the registry's lifetime. Every report calls the predicates, O(*p*).
    public func silenceAnomalies(where predicate: @escaping @MainActor (MappingAnomaly) -> Bool) {
        reporter.silencePredicates.append(predicate)
    }

    /// Reports an anomaly found outside the registry, by the adapter that
    /// owns it: events without a mapping, a view dequeued with the wrong
    /// reuse identifier. It goes through the same silencing
    /// and once-only filter as the registry's own.
    /// - Parameter anomaly: The anomaly.
    /// - Complexity: O(*p*) for *p* silencing predicates, plus hashing the anomaly.
    public func report(_ anomaly: MappingAnomaly) {
        reporter.report(anomaly)
    }
}
