#if canImport(Observation)
import Observation

/// A live source's published snapshot, observable by SwiftUI: a view that
/// reads ``snapshot`` in its body is evaluated again after every update the
/// source publishes.
///
/// ```swift
/// struct Contacts: View {
///     @State private var contacts = ObservedSource(controller)
///
///     var body: some View {
///         List {
///             ForEach(contacts.snapshot.sections) { section in
///                 Section(section.model ?? "") {
///                     ForEach(section.identifiedItems) { Text($0.item.name) }
///                 }
///             }
///         }
///     }
/// }
/// ```
///
/// It observes its source from its creation until it is released, through
/// an ``ObservationToken`` it keeps: the source does not keep it alive. It
/// keeps its source alive, for views that change the source through
/// ``source``.
///
/// Every update the source publishes is a mutation of ``snapshot`` and
/// ``sequenceNumber``, so every one reaches Observation's observers (whose
/// `onChange` runs once for the first of them until they observe again);
/// what a view shows after re-evaluating is the source's latest snapshot.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor
public final class ObservedSource<Source: LiveSource>: Observable {
    /// The source it follows.
    public let source: Source

    private var _snapshot: Snapshot<Source.SectionID, Source.SectionModel, Source.ItemID, Source.Item>
    private var _sequenceNumber: Int
    private var token: ObservationToken?
    private let registrar = ObservationRegistrar()

    /// Starts following `source`: its snapshot now, and each one it publishes.
    ///
    /// - Parameter source: The live source whose snapshot to show.
    /// - Complexity: O(1).
    public init(_ source: Source) {
        self.source = source
        self._snapshot = source.snapshot
        self._sequenceNumber = source.sequenceNumber
        self.token = nil
        self.token = source.observe { [weak self] update in
            self?.receive(update)
        }
    }

    /// The source's published snapshot, as of the last update it delivered:
    /// what a view should show. Reading it in a SwiftUI view's body (or in
    /// `withObservationTracking`) observes it.
    ///
    /// - Complexity: O(1).
    public var snapshot: Snapshot<Source.SectionID, Source.SectionModel, Source.ItemID, Source.Item> {
        registrar.access(self, keyPath: \.snapshot)
        return _snapshot
    }

    /// The sequence number of ``snapshot`` (``LiveSource/sequenceNumber``):
    /// it grows by one with each update. Reading it observes it, as reading
    /// ``snapshot`` does.
    ///
    /// - Complexity: O(1).
    public var sequenceNumber: Int {
        registrar.access(self, keyPath: \.sequenceNumber)
        return _sequenceNumber
    }

    /// Takes `update`'s snapshot, unless it already holds a later one: a
    /// model made while an update is being delivered starts from the
    /// source's snapshot, newer than the updates still queued for delivery.
    private func receive(_ update: ListUpdate<Source.SectionID, Source.SectionModel, Source.ItemID, Source.Item, Source.Payload>) {
        guard update.sequenceNumber > _sequenceNumber else { return }
        registrar.withMutation(of: self, keyPath: \.snapshot) {
            registrar.withMutation(of: self, keyPath: \.sequenceNumber) {
                _snapshot = update.snapshot
                _sequenceNumber = update.sequenceNumber
            }
        }
    }
}
#endif
