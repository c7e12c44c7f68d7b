/// Where a registry's anomalies go: filters (silenced kinds and predicates),
/// reports each distinct anomaly once, and calls the handler. A class of its
/// own so that mappings handed to an adapter report configuring anomalies to
/// the registry they came from, without holding the registry.
@MainActor
final class AnomalyReporter {
    var handler: (@MainActor (MappingAnomaly) -> Void)? = MappingAnomaly.printInDebugBuilds
    var silencedKinds: Set<MappingAnomaly.Kind> = []
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

    /// Forgets what was reported, so that each anomaly is reported again.
    func forgetReported() {
        reported.removeAll()
    }
}
