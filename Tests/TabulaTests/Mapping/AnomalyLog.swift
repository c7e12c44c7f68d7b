import Tabula

/// Collects a registry's anomalies. The registry holds the log through its
/// handler; the log holds nothing, so there is no cycle.
@MainActor
final class AnomalyLog {
    var anomalies: [MappingAnomaly] = []
    /// What an adapter's `diagnosticHandler` was handed, when it reports here.
    var diagnostics: [Diagnostic] = []

    var kinds: [MappingAnomaly.Kind] { anomalies.map(\.kind) }

    /// A registry whose anomalies go to a new log.
    static func registry() -> (MappingRegistry, AnomalyLog) {
        let registry = MappingRegistry()
        let log = AnomalyLog()
        registry.anomalyHandler = { [log] in log.anomalies.append($0) }
        return (registry, log)
    }
}
