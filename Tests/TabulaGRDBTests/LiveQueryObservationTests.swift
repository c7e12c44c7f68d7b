#if canImport(Observation)
import Foundation
import GRDB
import Observation
import Tabula
import TabulaGRDB
import TabulaTesting
import Testing

/// A live query shown as a SwiftUI view shows it: its snapshot read through
/// an `ObservedSource` inside `withObservationTracking`, as SwiftUI evaluates
/// a body, and evaluated again after each change the observation reports.
@Suite("A live query observed through Observation")
@MainActor
struct LiveQueryObservationTests {
    /// What the body of a view over the query shows: a line per team, a
    /// line per contact.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    static func body(_ list: ObservedSource<LiveQuery<Contact, Int>>) -> [String] {
        list.snapshot.sections.flatMap { section in
            ["team \(section.id.map(String.init) ?? "-")"] + section.identifiedItems.map { "\($0.id) \($0.item.name)" }
        }
    }

    @Test func aViewShowsEveryCommitOfALiveQuery() async throws {
        guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) else { return }
        let database = try TemporaryDatabase(rows: 6)
        let query = LiveQuery(
            database: database.pool,
            request: LiveQueryRequest { Contact.all() },
            sectionKey: { $0.team },
            sectionOrder: .ascending,
            order: [.ascending(\.name)]
        )
        let list = ObservedSource(query)
        let changed = Locked(0)
        func render() -> [String] {
            withObservationTracking { Self.body(list) } onChange: { changed.withLock { $0 += 1 } }
        }
        var shown = render()
        #expect(await eventually { changed.withLock { $0 } > 0 }, "the first fetch reaches the view")
        for step in 0..<5 {
            shown = render()
            #expect(shown == Self.body(ObservedSource(query)), "step \(step): the view shows the query's snapshot")
            let before = changed.withLock { $0 }
            try await database.pool.write { db in
                try Contact(id: Int64(100 + step), name: "a\(step)", team: step % 3).insert(db)
            }
            #expect(await eventually { changed.withLock { $0 } > before }, "step \(step): the commit reaches the view")
        }
        shown = render()
        let expected = try await database.fetchAll()
        #expect(shown.count == expected.count + Set(expected.map(\.team)).count)
        #expect(shown.contains("104 a4"))
    }
}
#endif
