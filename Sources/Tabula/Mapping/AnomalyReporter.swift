/// Where a registry's anomalies go: filters (silenced kinds and predicates),
/// reports each distinct anomaly once, and calls the handler. A class of its
/// own so that mappings handed to an adapter report configuring anomalies to
/// the registry they came from, without holding the registry.
@MainActor
final class AnomalyReporter {
    var handler: (@MainActor (MappingAnomaly) -> Void)? = MappingAnomaly.printInDebugBuilds {
        didSet { handlerIsDefault = false }
    }
    var silencedKinds: Set<MappingAnomaly.Kind> = []
    /// Whether `handler` is still the default, which prints in debug builds only.
    private var handlerIsDefault = true
    var silencePredicates: [@MainActor (MappingAnomaly) -> Bool] = []
    /// What has been reported, without index paths: a list that scrolls past
    /// a thousand unmapped rows reports the problem once, not a thousand times.
    private var reported: Set<MappingAnomaly> = []

    func report(_ anomaly: MappingAnomaly) {
        if silencedKinds.contains(anomaly.kind) { return }
        for isSilenced in silencePredicates where isSilenced(anomaly) { return }
        guard reported.insert(anomaly.withoutIndexPath).inserted else { return }
        handler?(anomaly)
    }

    /// Whether an anomaly of `kind` would reach anyone: a handler is set
    /// and the kind is not silenced. The default handler is heard only in
    /// debug builds, so in a release build with it nothing is: an adapter
    /// then skips looking for what it would report.
    func hears(_ kind: MappingAnomaly.Kind) -> Bool {
        guard handler != nil, !silencedKinds.contains(kind) else { return false }
        #if DEBUG
        return true
        #else
        return !handlerIsDefault
        #endif
    }

    /// Forgets what was reported, so that each anomaly is reported again.
    func forgetReported() {
        reported.removeAll()
    }
}
