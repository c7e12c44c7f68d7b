import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// Every live source has the same transaction verbs (`performBatchUpdates`,
/// atomic or not, `pauseUpdates`, `resumeUpdates`, `isInTransaction`), and
/// they mean the same on each. Random programs of nested batches, pauses,
/// resumes, throwing batches and one-item inserts run on each kind of source;
/// every update is replayed through a headless view, and checked against a
/// model written out here: nothing is published while a transaction is open,
/// one update when the outermost closes after a change, and a batch that
/// throws puts back the items and the pauses it found.
@MainActor
struct TransactionVerbsPropertyTests {
    struct Entry: Identifiable, Hashable, Sendable {
        let id: Int
    }

    /// One kind of source, seen through what the test needs.
    struct Subject<Source: LiveSource> where Source.Item: Equatable, Source.SectionModel: Equatable {
        let name: String
        let source: Source
        /// Adds one item to what the source shows.
        let insert: (Int) throws -> Void
    }

    /// The model: the items the source holds, and its open transactions.
    struct Model {
        var count: Int
        var batchDepth = 0
        var pauseDepth = 0
        var isOpen: Bool { batchDepth > 0 || pauseDepth > 0 }
    }

    struct Rollback: Error {}

    /// Replays a source's updates through a headless view.
    @MainActor
    final class Viewer<Source: LiveSource> where Source.Item: Equatable, Source.SectionModel: Equatable {
        let dataSource: SnapshotDataSource<Source.SectionID, Source.SectionModel, Source.ItemID, Source.Item>
        let view: HeadlessListView
        var token: ObservationToken?
        var updates = 0

        init(_ source: Source) {
            dataSource = SnapshotDataSource(source.snapshot)
            view = HeadlessListView(dataSource: dataSource)
            view.reloadData()
            token = source.observe { [unowned self] update in
                self.updates += 1
                self.view.apply(update.stagedChangeset) { [dataSource = self.dataSource] in dataSource.snapshot = $0 }
            }
        }
    }

    /// Runs one random program on `subject`; returns the steps taken.
    func run<Source: LiveSource>(_ subject: Subject<Source>, seed: UInt64, baseCount: Int) -> Int
    where Source.Item: Equatable, Source.SectionModel: Equatable {
        var rng = SplitMix64(seed: seed)
        let viewer = Viewer(subject.source)
        var model = Model(count: baseCount)
        var next = 1_000
        var steps = 0
        var publishedCount = baseCount
        let label = "\(subject.name), seed \(seed)"

        /// After a step: what the view shows is what was published, and
        /// what was published is the model's items unless a transaction is open.
        func check(_ context: String, updatesBefore: Int) -> Bool {
            let delivered = viewer.updates - updatesBefore
            var ok = true
            if model.isOpen {
                if delivered != 0 { ok = false; Issue.record("\(label) \(context): published inside a transaction") }
            } else {
                if delivered != (publishedCount == model.count ? 0 : 1) {
                    ok = false
                    Issue.record("\(label) \(context): \(delivered) updates for \(publishedCount) → \(model.count) items")
                }
                publishedCount = model.count
            }
            if subject.source.isInTransaction != model.isOpen {
                ok = false
                Issue.record("\(label) \(context): isInTransaction \(subject.source.isInTransaction), model \(model.isOpen)")
            }
            if viewer.dataSource.snapshot.numberOfItems != publishedCount || subject.source.snapshot.numberOfItems != publishedCount {
                ok = false
                Issue.record("\(label) \(context): shows \(viewer.dataSource.snapshot.numberOfItems), published \(publishedCount)")
            }
            if !ViewChecks.problems(of: viewer.view).isEmpty {
                ok = false
                Issue.record("\(label) \(context): \(ViewChecks.problems(of: viewer.view))")
            }
            return ok
        }

        /// Runs a random block of steps, at most `depth` batches deep.
        func block(depth: Int, length: Int) throws {
            for _ in 0..<length {
                steps += 1
                let before = viewer.updates
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<4:
                    next += 1
                    try? subject.insert(next)
                    model.count += 1
                    guard check("insert", updatesBefore: before) else { throw Rollback() }
                case 4:
                    subject.source.pauseUpdates()
                    model.pauseDepth += 1
                    guard check("pause", updatesBefore: before) else { throw Rollback() }
                case 5:
                    subject.source.resumeUpdates()
                    model.pauseDepth = max(0, model.pauseDepth - 1)
                    guard check("resume", updatesBefore: before) else { throw Rollback() }
                case 6, 7:
                    guard depth > 0 else { continue }
                    let length = Int.random(in: 0...4, using: &rng)
                    model.batchDepth += 1
                    subject.source.performBatchUpdates { try? block(depth: depth - 1, length: length) }
                    model.batchDepth -= 1
                    guard check("batch", updatesBefore: before) else { throw Rollback() }
                case 8, 9:
                    guard depth > 0 else { continue }
                    let length = Int.random(in: 0...4, using: &rng)
                    let throwsAtEnd = Bool.random(using: &rng)
                    let saved = model
                    model.batchDepth += 1
                    do {
                        try subject.source.performBatchUpdates {
                            try block(depth: depth - 1, length: length)
                            if throwsAtEnd { throw Rollback() }
                        }
                        model.batchDepth -= 1
                    } catch {
                        model = saved
                    }
                    guard check(throwsAtEnd ? "thrown batch" : "atomic batch", updatesBefore: before) else { throw Rollback() }
                default:
                    continue
                }
            }
        }

        try? block(depth: 3, length: 30)
        // Close whatever is still open; the last resume publishes.
        let before = viewer.updates
        while model.pauseDepth > 0 {
            subject.source.resumeUpdates()
            model.pauseDepth -= 1
        }
        _ = check("final resume", updatesBefore: before)
        return steps
    }

    @Test("The transaction verbs mean the same on every kind of source")
    func sameVerbsOnEverySource() throws {
        var steps = 0
        for seed in UInt64(1)...30 {
            let controller = FlatListController<Entry>(configuration: .init())
            try controller.insert(Entry(id: 0))
            steps += run(Subject(name: "controller", source: controller, insert: { try controller.insert(Entry(id: $0)) }),
                         seed: seed, baseCount: 1)

            let section = ArraySection([0])
            let tree = try SectionTree(root: section)
            steps += run(Subject(name: "tree", source: tree, insert: { _ = section.append($0) }), seed: seed, baseCount: 1)

            let inner = FlatListController<Entry>(configuration: .init())
            let treeOverController = try SectionTree(root: ComposedSectionProvider([ArraySection([0]), inner.makeSectionProvider()]))
            steps += run(Subject(name: "tree over a controller", source: treeOverController,
                                 insert: { try inner.insert(Entry(id: $0)) }), seed: seed, baseCount: 1)

            let outline = LiveOutline<String, Int, Int>(sectionID: "o", outline: try Outline([.init(id: 0, item: 0)]))
            steps += run(Subject(name: "outline", source: outline, insert: { id in
                try outline.update { try $0.append([.init(id: id, item: id)]) }
            }), seed: seed, baseCount: 1)

            let base = FlatListController<Entry>(configuration: .init())
            try base.insert(Entry(id: 0))
            let empty = base.withEmptyState(nil)
            steps += run(Subject(name: "empty-state source", source: empty, insert: { try base.insert(Entry(id: $0)) }),
                         seed: seed, baseCount: 1)
        }
        #expect(steps > 1_000)
    }

    @Test("A pause begun inside a batch that throws is undone with it")
    func pauseInsideThrownBatch() throws {
        let section = ArraySection([0])
        let tree = try SectionTree(root: section)
        let viewer = Viewer(tree)
        #expect(throws: Rollback.self) {
            try tree.performBatchUpdates {
                tree.pauseUpdates()
                _ = section.append(1)
                throw Rollback()
            }
        }
        #expect(!tree.isInTransaction && viewer.updates == 0 && section.items == [0] && tree.snapshot.numberOfItems == 1)
        _ = section.append(2)
        #expect(viewer.updates == 1 && tree.snapshot.numberOfItems == 2 && ViewChecks.problems(of: viewer.view).isEmpty)
    }
}
