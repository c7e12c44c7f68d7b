// Linux only: inspects the stand-in's recorded calls, which real UIKit does not expose.
#if os(Linux)
import Foundation
import Testing
import Tabula
import TabulaTesting
import TabulaUIKit
import UIKitStandIn

/// A table cell of a screen row.
final class NoteTableCell: UITableViewCell, MakeableView, ShowsText {
    var text = ""
}

/// A collection cell of a screen row.
final class NoteCollectionCell: UICollectionViewCell, MakeableView, ShowsText {
    var text = ""
}

struct NoteRow: CellModel, Equatable {
    let id: Int
    var text: String
    func configure(_ cell: NoteTableCell) { cell.text = "\(id):\(text)" }
}

struct NoteItem: CellModel, Equatable {
    let id: Int
    var text: String
    var sizing: CellSizing { .computed { width in width / 5 } }
    func configure(_ cell: NoteCollectionCell) { cell.text = "\(id):\(text)" }
}

@Suite("Screen sources show declarative screens in table and collection views")
@MainActor
struct ScreenSourceTests {
    /// Random notes in up to three sections, every row's text random.
    func randomNotes(_ rng: inout SplitMix64) -> [[(Int, String)]] {
        (0..<Int.random(in: 0...3, using: &rng)).map { _ in
            Array(Set((0..<Int.random(in: 0...6, using: &rng)).map { _ in Int.random(in: 0..<12, using: &rng) }))
                .shuffled(using: &rng).map { ($0, "t\(Int.random(in: 0..<2, using: &rng))") }
        }
    }

    func tableCells(_ tableView: UITableView) -> [[String]]? {
        guard let dataSource = tableView.dataSource else { return nil }
        return (0..<dataSource.numberOfSections(in: tableView)).map { section in
            (0..<dataSource.tableView(tableView, numberOfRowsInSection: section)).map { item in
                (dataSource.tableView(tableView, cellForRowAt: IndexPath(item: item, section: section)) as? ShowsText)?.text ?? "placeholder"
            }
        }
    }

    @Test func aTableViewShowsEveryScreenSet() {
        var rng = SplitMix64(seed: 95)
        var duplicatesReported = 0
        for _ in 0..<10 {
            let fixture = AdapterTableFixture()
            fixture.tableView.bounds = CGRect(x: 0, y: 0, width: 375, height: 600)
            let source = TableViewScreenSource(tableView: fixture.tableView, animations: .fade)
            // Sections may repeat a note's id: shown as given, and reported here.
            source.adapter.list.diagnosticHandler = { _ in duplicatesReported += 1 }
            #expect(source.listView.animations == TableRowAnimations(all: .fade))
            fixture.backend.reloadData()
            for _ in 0..<30 {
                let notes = randomNotes(&rng)
                source.set(ListScreen {
                    for (s, rows) in notes.enumerated() {
                        ScreenSection(id: s, header: .title("Section \(s)")) {
                            for (id, text) in rows { NoteRow(id: id, text: text) }
                        }
                    }
                })
                let expected = notes.map { $0.map { "\($0.0):\($0.1)" } }
                #expect(fixture.backend.view.violations.isEmpty, "\(fixture.backend.view.violations)")
                #expect(tableCells(fixture.tableView) == expected)
                let tableView = fixture.tableView
                let titles = notes.indices.map { tableView.dataSource?.tableView(tableView, titleForHeaderInSection: $0) }
                #expect(titles == notes.indices.map { "Section \($0)" })
            }
            #expect(source.adapter.availableWidth == 375)
        }
        #expect(duplicatesReported > 0, "screens repeated ids across sections")
    }

    /// The source hands the table view's text size to the size cache with
    /// each screen: a height measured at one text size is not an estimate at
    /// another, and is again once the text size comes back.
    @Test func heightsFollowTheTextSizeOfTheTableView() {
        let fixture = AdapterTableFixture()
        fixture.tableView.bounds = CGRect(x: 0, y: 0, width: 375, height: 600)
        let source = TableViewScreenSource(tableView: fixture.tableView)
        fixture.backend.reloadData()
        let screen = ListScreen { NoteRow(id: 1, text: "a") }
        let first = IndexPath(item: 0, section: 0)
        func setTextSize(_ rawValue: String) {
            fixture.tableView.standInTraitCollection = UITraitCollection(
                preferredContentSizeCategory: UIContentSizeCategory(rawValue: rawValue)
            )
            source.set(screen)
        }
        setTextSize("UICTContentSizeCategoryL")
        #expect(source.adapter.contentSizeCategory == "UICTContentSizeCategoryL")
        guard let row = source.adapter.row(at: first) else {
            Issue.record("no row shown")
            return
        }
        source.adapter.sizeCache.store(44, for: row.id, content: row, in: source.adapter.sizeBucket)
        #expect(source.adapter.estimatedHeight(at: first) == 44)
        setTextSize("UICTContentSizeCategoryAccessibilityXXXL")
        #expect(source.adapter.contentSizeCategory == "UICTContentSizeCategoryAccessibilityXXXL")
        #expect(source.adapter.estimatedHeight(at: first) == nil, "measured at another text size")
        setTextSize("UICTContentSizeCategoryL")
        #expect(source.adapter.estimatedHeight(at: first) == 44)
        #expect(fixture.backend.view.violations.isEmpty)
    }

    @Test func aCollectionViewShowsAScreenWithComputedHeights() {
        let fixture = AdapterCollectionFixture()
        fixture.collectionView.bounds = CGRect(x: 0, y: 0, width: 400, height: 800)
        let source = CollectionViewScreenSource(collectionView: fixture.collectionView)
        fixture.backend.reloadData()
        source.set(ListScreen { NoteItem(id: 1, text: "a"); NoteItem(id: 2, text: "b") })
        source.set(ListScreen { NoteItem(id: 2, text: "b"); NoteItem(id: 1, text: "c") })
        #expect(fixture.backend.view.violations.isEmpty)
        #expect(shownTexts(fixture.backend.view) == [["2:b", "1:c"]])
        #expect(source.adapter.height(at: IndexPath(item: 0, section: 0)) == 80, "the collection view's width / 5")
    }

    @Test func aFlowLayoutGetsTheScreensSizesAtTheCollectionViewsWidth() throws {
        struct Banner: SupplementaryModel, Equatable {
            var text: String
            var sizing: CellSizing { .fixed(30) }
            func configure(_ view: TitleHeaderView) { view.text = text }
        }
        struct SelfSizing: CellModel, Equatable {
            let id: Int
            func configure(_ cell: NoteCollectionCell) { cell.text = "\(id)" }
        }
        let fixture = AdapterCollectionFixture()
        fixture.collectionView.bounds = CGRect(x: 0, y: 0, width: 400, height: 800)
        let source = CollectionViewScreenSource(collectionView: fixture.collectionView)
        var anomalies: [MappingAnomaly] = []
        source.adapter.registry.anomalyHandler = { anomalies.append($0) }
        let forwarder = try #require(source.listView.forwarder)
        let collectionView = fixture.collectionView
        source.set(ListScreen(sections: [
            ScreenSection(id: 0, header: .view(Banner(text: "top")), rows: [AnyCellModel(NoteItem(id: 1, text: "a")), AnyCellModel(SelfSizing(id: 2))]),
        ]))
        fixture.backend.reloadData()
        #expect(forwarder.methodClaims.claimsMethod(named: "collectionView(_:layout:sizeForItemAt:)"))
        #expect(forwarder.methodClaims.claimsMethod(named: "collectionView(_:layout:referenceSizeForHeaderInSection:)"))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 44)
        layout.footerReferenceSize = CGSize(width: 1, height: 2)
        #expect(forwarder.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0))
            == CGSize(width: 400, height: 80), "computed: the width / 5")
        #expect(forwarder.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 1, section: 0))
            == CGSize(width: 120, height: 44), "self-sizing: the layout's own size")
        let outside = IndexPath(item: 9, section: 3)
        #expect(anomalies.isEmpty)
        #expect(forwarder.collectionView(collectionView, layout: layout, sizeForItemAt: outside)
            == CGSize(width: 120, height: 44), "out of range: the layout's own size")
        #expect(anomalies == [.indexPathOutOfRange(event: "height", indexPath: outside)], "and reported")
        #expect(forwarder.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: 0)
            == CGSize(width: 400, height: 30))
        #expect(forwarder.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: 0)
            == CGSize(width: 1, height: 2), "no footer model: the layout's own size")

        // A list adapter claims the sizes only while it has height handlers.
        var rng = SplitMix64(seed: 320)
        let plain = AdapterCollectionFixture()
        let adapter = ListAdapter(view: plain.listView, showing: try RowScenario.makeController(&rng))
        adapter.registry.register(RowCollectionCell.self)
        let plainForwarder = try #require(plain.listView.forwarder)
        #expect(!plainForwarder.methodClaims.claimsMethod(named: "collectionView(_:layout:sizeForItemAt:)"))
        adapter.registry.on(.height, forModel: Row.self) { _, _ in 44 }
        #expect(plainForwarder.methodClaims.claimsMethod(named: "collectionView(_:layout:sizeForItemAt:)"))
    }

    /// The view controllers show screens through their own views: a subclass
    /// calls `set` and never writes a data source.
    @Test func screenViewControllersShowScreens() {
        let tableController = ScreenTableViewController(style: .insetGrouped)
        let tableBackend = AdapterBackend()
        tableController.tableView.backend = tableBackend
        tableController.tableView.standInWindow = UIWindow()
        tableBackend.questions.tableView = tableController.tableView
        #expect(tableController.screenSource == nil && tableController.screen.sections.isEmpty)
        tableController.set(ListScreen { NoteRow(id: 1, text: "a"); NoteRow(id: 2, text: "b") })
        tableBackend.reloadData()
        tableController.set(ListScreen { NoteRow(id: 2, text: "b"); NoteRow(id: 3, text: "c") })
        #expect(tableBackend.view.violations.isEmpty, "\(tableBackend.view.violations)")
        #expect(tableCells(tableController.tableView) == [["2:b", "3:c"]])
        #expect(tableController.screenSource?.listView.animations == TableRowAnimations(all: .fade))
        #expect(tableController.screen.sections.map(\.rows.count) == [2])

        let collectionController = ScreenCollectionViewController(collectionViewLayout: UICollectionViewLayout())
        let collectionBackend = AdapterBackend()
        collectionController.collectionView.backend = collectionBackend
        collectionController.collectionView.standInWindow = UIWindow()
        collectionBackend.questions.collectionView = collectionController.collectionView
        collectionController.set(ListScreen { NoteItem(id: 1, text: "a") })
        collectionBackend.reloadData()
        collectionController.set(ListScreen { NoteItem(id: 1, text: "z"); NoteItem(id: 4, text: "d") })
        #expect(collectionBackend.view.violations.isEmpty, "\(collectionBackend.view.violations)")
        #expect(shownTexts(collectionBackend.view) == [["1:z", "4:d"]])
    }

    @Test func nothingKeepsTheSourceAlive() {
        weak var released: TableViewScreenSource?
        let fixture = AdapterTableFixture()
        do {
            let source = TableViewScreenSource(tableView: fixture.tableView)
            source.set(ListScreen { NoteRow(id: 1, text: "a") })
            released = source
        }
        #expect(released == nil)
        #expect(tableCells(fixture.tableView) == nil || tableCells(fixture.tableView) == [], "an inert data source")
    }
}
#endif
