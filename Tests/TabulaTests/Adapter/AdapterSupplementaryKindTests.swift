import Foundation
import Testing
@testable import Tabula
import TabulaTesting

/// A supplementary view of the headless view: shows what it was configured with.
final class KindView: HeadlessReusableView {
    var text = ""
    required init() {}
    func prepareForReuse() { text = "" }
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

/// The model of an item's supplementary view in these tests.
struct ItemMark: Sendable { var item: Int }
/// The model of a section's supplementary view in these tests.
struct SectionMark: Sendable { var section: Int }

@Suite("Adapter: supplementary views of any kind, per section and per item")
@MainActor
struct AdapterSupplementaryKindTests {
    typealias Content = Snapshot<Int, Int, Int, Int>
    typealias Adapter = ListAdapter<Int, Int, Int, Int>

    /// How the test declares a kind.
    enum Declaration: CaseIterable { case none, perSection, perItem }

    /// Sections `(id, model, items)`; an item's identifier is its value.
    static func snapshot(_ sections: [(Int, Int, [Int])]) -> Content {
        Content(sections: sections.map { .init(id: $0.0, model: $0.1, items: $0.2, itemID: { $0 }) })
    }

    static func randomSections(_ rng: inout SplitMix64, nextID: inout Int) -> [(Int, Int, [Int])] {
        (0..<Int.random(in: 0...4, using: &rng)).map { index in
            let items = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
                defer { nextID += 1 }
                return nextID
            }
            return (index * 10 + Int.random(in: 0..<3, using: &rng), Int.random(in: 0..<9, using: &rng), items)
        }
    }

    /// Random snapshots, with random kinds declared per section, per item
    /// or not at all, registered or not; every index path asked for (in
    /// range or not) gets the view of the model an independent reading of
    /// the snapshot gives, or no view and exactly the anomaly expected.
    @Test(arguments: 0..<60) func everyAskedViewShowsTheModelOfItsSectionOrItem(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let (registry, log) = AnomalyLog.registry()
        registry.register(LabelCell.self, for: Int.self) { cell, value, _ in cell.text = "\(value)" }
        let view = HeadlessListView()
        let adapter = Adapter(view: view, registry: registry)
        let kinds: [SupplementaryKind] = ["badge", "background", "ribbon"]
        var declarations: [SupplementaryKind: Declaration] = [:]
        var registered: Set<SupplementaryKind> = []
        for kind in kinds {
            let declaration = Declaration.allCases.randomElement(using: &rng)!
            declarations[kind] = declaration
            switch declaration {
            case .none: break
            case .perSection:
                // Sections whose model is a multiple of 3 have no such view.
                adapter.showSupplementaryViews(ofKind: kind, perSection: { $0.model % 3 == 0 ? nil : SectionMark(section: $0.id) })
            case .perItem:
                adapter.showSupplementaryViews(ofKind: kind, perItem: { $0 % 3 == 0 ? nil : ItemMark(item: $0) })
            }
            if Int.random(in: 0..<4, using: &rng) != 0 {
                registered.insert(kind)
                registry.register(KindView.self, for: SectionMark.self, forSupplementaryViewOfKind: kind) { view, mark, _ in
                    view.text = "\(kind) of section \(mark.section)"
                }
                registry.register(KindView.self, for: ItemMark.self, forSupplementaryViewOfKind: kind) { view, mark, _ in
                    view.text = "\(kind) of item \(mark.item)"
                }
            }
        }
        var nextID = 1
        // The registry reports each distinct anomaly once, whatever its index path.
        var reported: Set<String> = []
        for _ in 0..<4 {
            let sections = Self.randomSections(&rng, nextID: &nextID)
            adapter.apply(Self.snapshot(sections))
            #expect(view.violations.isEmpty, "\(view.violations)")
            log.anomalies.removeAll()
            for _ in 0..<20 {
                let kind = kinds.randomElement(using: &rng)!
                let section = Int.random(in: -1...sections.count, using: &rng)
                let itemCount = sections.indices.contains(section) ? sections[section].2.count : 1
                let indexPath = Int.random(in: 0..<12, using: &rng) == 0
                    ? IndexPath(index: section)
                    : IndexPath(item: Int.random(in: -1...itemCount, using: &rng), section: section)
                // What the view should show, read from `sections` alone.
                var expected: String?
                var outOfRange = false
                var model = false
                let inSection = indexPath.count == 2 && sections.indices.contains(indexPath.section)
                switch declarations[kind]! {
                case .none:
                    outOfRange = !inSection
                case .perSection:
                    outOfRange = !inSection
                    if inSection, sections[indexPath.section].1 % 3 != 0 {
                        model = true
                        expected = "\(kind) of section \(sections[indexPath.section].0)"
                    }
                case .perItem:
                    let inItems = inSection && sections[indexPath.section].2.indices.contains(indexPath.item)
                    outOfRange = !inItems
                    if inItems, sections[indexPath.section].2[indexPath.item] % 3 != 0 {
                        model = true
                        expected = "\(kind) of item \(sections[indexPath.section].2[indexPath.item])"
                    }
                }
                if !registered.contains(kind) { expected = nil }
                let shown = (view.supplementaryView(ofKind: kind, at: indexPath) as? KindView)?.text
                #expect(shown == expected, "seed \(seed): \(kind) at \(indexPath)")
                var anomalies: [MappingAnomaly.Kind] = []
                if outOfRange, reported.insert("out of range \(kind)").inserted {
                    anomalies = [.indexPathOutOfRange]
                } else if model, !registered.contains(kind),
                          reported.insert("no mapping \(kind) \(declarations[kind]!)").inserted {
                    anomalies = [.noMapping]
                }
                #expect(log.kinds == anomalies, "seed \(seed): \(kind) at \(indexPath)")
                log.anomalies.removeAll()
            }
        }
        #expect(view.verifyMatchesDataSource().isEmpty)
    }

    /// Item views are asked about the data the view shows: while a batch
    /// animates, an update that waits changes nothing they show.
    @Test func itemViewsFollowTheShownSnapshotNotTheLatest() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(LabelCell.self, for: Int.self) { cell, value, _ in cell.text = "\(value)" }
        registry.register(KindView.self, for: Int.self, forSupplementaryViewOfKind: "badge") { view, value, _ in view.text = "badge \(value)" }
        let view = AnimatingView()
        let adapter = Adapter(view: view, registry: registry)
        adapter.showSupplementaryViews(ofKind: "badge", perItem: { $0 })
        adapter.apply(Self.snapshot([(1, 0, [1, 2])]), animated: false)
        adapter.apply(Self.snapshot([(1, 0, [3, 1, 2])]))
        #expect(view.isAnimating)
        adapter.apply(Self.snapshot([(1, 0, [4, 3, 1, 2])]))     // waits behind the animation
        let inner = view.inner
        #expect((inner.supplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0)) as? KindView)?.text == "badge 3")
        #expect(inner.supplementaryView(ofKind: "badge", at: IndexPath(item: 3, section: 0)) == nil)
        #expect(log.kinds == [.indexPathOutOfRange])
        #expect(inner.supplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 1)) == nil)
        #expect(log.kinds == [.indexPathOutOfRange], "reported once")
        view.finishAnimations()
        #expect((inner.supplementaryView(ofKind: "badge", at: IndexPath(item: 3, section: 0)) as? KindView)?.text == "badge 2")
    }

    /// The adapter's empty-state row is not data: no item view, no section
    /// view, nothing reported.
    @Test func theEmptyStateRowHasNoSupplementaryViews() {
        let (registry, log) = AnomalyLog.registry()
        registry.register(LabelCell.self, for: String.self) { cell, text, _ in cell.text = text }
        registry.register(KindView.self, for: String.self, forSupplementaryViewOfKind: "badge") { view, text, _ in view.text = text }
        let view = HeadlessListView()
        let adapter = Adapter(view: view, registry: registry)
        adapter.showSupplementaryViews(ofKind: "badge", perItem: { "badge \($0)" })
        adapter.showSupplementaryViews(ofKind: "background", perSection: { _ in "background" })
        adapter.emptyState = "Nothing here"
        adapter.apply(Self.snapshot([(1, 0, [])]))
        #expect(view.itemIDs.count == 1)
        #expect(view.supplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(view.supplementaryView(ofKind: "background", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(log.anomalies.isEmpty)
    }

    /// A kind declared per section takes the place of the header's model;
    /// display events of any kind get the model the view was configured
    /// with, and, for a view the adapter did not make, the model at its
    /// index path.
    @Test func displayEventsGetTheKindsModel() {
        let registry = MappingRegistry()
        registry.register(LabelCell.self, for: Int.self) { cell, value, _ in cell.text = "\(value)" }
        registry.register(KindView.self, for: ItemMark.self, forSupplementaryViewOfKind: "badge") { view, mark, _ in view.text = "\(mark.item)" }
        registry.register(KindView.self, for: SectionMark.self, forSupplementaryViewOfKind: .header) { view, mark, _ in view.text = "header \(mark.section)" }
        var seen: [Int] = []
        registry.on(.willDisplaySupplementaryView(ofKind: "badge"), forModel: ItemMark.self) { mark, _ in seen.append(mark.item) }
        let view = HeadlessListView()
        let adapter = Adapter(view: view, registry: registry)
        adapter.showSupplementaryViews(ofKind: "badge", perItem: { ItemMark(item: $0) })
        adapter.showSupplementaryViews(ofKind: .header, perSection: { SectionMark(section: $0.id) })
        adapter.apply(Self.snapshot([(7, 0, [1, 2])]))
        #expect(view.header(forSection: 0)?.content == AnyEquatable("header 7"))
        let badge = view.supplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0))
        adapter.listView(view, willDisplaySupplementaryView: badge!, forElementKind: "badge", at: IndexPath(item: 1, section: 0))
        adapter.listView(view, willDisplaySupplementaryView: KindView(), forElementKind: "badge", at: IndexPath(item: 0, section: 0))
        #expect(seen == [2, 1])
    }
}
