// Linux only: inspects the stand-in's recorded calls, which real UIKit does not expose.
#if os(Linux)
import Foundation
import Testing
import Tabula
import TabulaTesting
import TabulaUIKit
import SwiftUIStandIn
import UIKitStandIn

/// A child view controller showing "id:text", recording the containment
/// calls it gets.
final class RowViewController: UIViewController {
    var text = ""
    var calls: [String] = []
    static var made = 0

    override init() {
        super.init()
        Self.made += 1
    }

    override func willMove(toParent parent: UIViewController?) {
        calls.append(parent == nil ? "willMove(nil)" : "willMove(parent)")
    }

    override func didMove(toParent parent: UIViewController?) {
        calls.append(parent == nil ? "didMove(nil)" : "didMove(parent)")
    }
}

/// A SwiftUI view showing "id:text".
struct RowView: View {
    let text: String
    var body: EmptyView { EmptyView() }
}

@Suite("Cells that host child view controllers and SwiftUI views", .serialized)
@MainActor
struct HostedContentTests {
    /// The text of the controller a cell hosts, when it hosts one as a child
    /// of `parent` with its view in the cell's content view.
    static func hostedText(_ cell: AnyObject, parent: UIViewController) -> String? {
        guard let cell = cell as? any ViewControllerHostingCell,
              let controller = cell.hostedViewController as? RowViewController,
              controller.parent === parent, parent.standInChildren.contains(where: { $0 === controller }),
              let view = controller.view, view.superview === cell.contentView,
              !view.translatesAutoresizingMaskIntoConstraints
        else { return nil }
        // Its four edges pinned to the content view's.
        let pinned = view.standInConstraints.filter { $0.standInIsActive && $0.standInSecond.view === cell.contentView }
        guard pinned.map(\.standInFirst.edge).sorted() == ["bottom", "leading", "top", "trailing"],
              pinned.allSatisfy({ $0.standInFirst.edge == $0.standInSecond.edge })
        else { return nil }
        return controller.text
    }

    static func hostingText(_ configuration: (any UIContentConfiguration)?) -> String? {
        (configuration as? UIHostingConfiguration<RowView, EmptyView>)?.standInContent.text
    }

    @Test func cellsHostOneChildControllerEachAndConfigureItWithEveryModel() throws {
        var rng = SplitMix64(seed: 311)
        for seed in 0..<6 {
            let parent = UIViewController()
            let table = AdapterTableFixture()
            let collection = AdapterCollectionFixture()
            let controller = try RowScenario.makeController(&rng)
            let tableAdapter = ListAdapter(view: table.listView, showing: controller)
            let collectionAdapter = ListAdapter(view: collection.listView, showing: controller)
            RowViewController.made = 0
            var configuredUnhosted = 0
            tableAdapter.registry.register(ViewControllerTableViewCell.self, hosting: RowViewController.self, for: Row.self,
                                           in: parent, make: { RowViewController() }) { child, row, _ in
                if child.parent !== parent { configuredUnhosted += 1 }
                child.text = "\(row.id):\(row.text)"
            }
            collectionAdapter.registry.register(ViewControllerCollectionViewCell.self, hosting: RowViewController.self,
                                                for: Row.self, in: parent, make: { RowViewController() }) { child, row, _ in
                child.text = "\(row.id):\(row.text)"
            }
            table.backend.reloadData()
            collection.backend.reloadData()
            var nextID = 100
            for _ in 0..<30 {
                try RowScenario.randomOperation(on: controller, rng: &rng, nextID: &nextID)
                #expect(table.backend.view.violations.isEmpty && collection.backend.view.violations.isEmpty)
                #expect(RowScenario.askedByUIKit(table.tableView) { Self.hostedText($0, parent: parent) }
                    == RowScenario.expected(controller), "seed \(seed)")
                #expect(RowScenario.askedByUIKit(collection.collectionView) { Self.hostedText($0, parent: parent) }
                    == RowScenario.expected(controller), "seed \(seed)")
            }
            #expect(configuredUnhosted == 0, "configured only once hosted")
            // Each child was added once; the test backend makes a cell per
            // dequeue, so most were released with their cells.
            let children = parent.standInChildren.compactMap { $0 as? RowViewController }
            #expect(children.count == parent.standInChildren.count)
            #expect(children.allSatisfy { $0.calls == ["willMove(parent)", "didMove(parent)"] })
            #expect(children.count < RowViewController.made / 4, "released with their cells")
        }
    }

    @Test func aHostedControllerLeavesItsParentInUIKitsOrder() {
        let parent = UIViewController()
        let cell = ViewControllerTableViewCell()
        let first = RowViewController(), second = RowViewController()
        cell.host(first, in: parent)
        cell.host(first, in: parent)
        #expect(first.calls == ["willMove(parent)", "didMove(parent)"], "hosting the same controller again does nothing")
        cell.host(second, in: parent)
        #expect(first.calls == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
        #expect(first.parent == nil && first.view.superview == nil)
        #expect(first.view.standInConstraints.isEmpty, "its constraints to the content view went with it")
        #expect(parent.standInChildren.count == 1 && parent.standInChildren.first === second)
        #expect(second.view.superview === cell.contentView)
        cell.removeHostedViewController()
        #expect(parent.standInChildren.isEmpty && cell.hostedViewController == nil && second.view.superview == nil)
        #expect(second.calls.suffix(2) == ["willMove(nil)", "didMove(nil)"])
    }

    @Test func aReusedCellKeepsItsControllerAndADiscardedCellsControllerLeaves() throws {
        let parent = UIViewController()
        let registry = MappingRegistry()
        var made: [RowViewController] = []
        registry.register(ViewControllerTableViewCell.self, hosting: RowViewController.self, for: Row.self, in: parent,
                          make: { let child = RowViewController(); made.append(child); return child }) { child, row, _ in
            child.text = "\(row.id)"
        }
        let indexPath = IndexPath(item: 0, section: 0)
        let mapping = try #require(registry.cellMapping(for: Row(id: 1, group: 0, rank: 0), at: indexPath))
        let kept = ViewControllerTableViewCell()
        do {
            let discarded = ViewControllerTableViewCell()
            #expect(mapping.configure(discarded, with: Row(id: 1, group: 0, rank: 0), at: indexPath))
        }
        #expect(mapping.configure(kept, with: Row(id: 2, group: 0, rank: 0), at: indexPath))
        #expect(mapping.configure(kept, with: Row(id: 3, group: 0, rank: 0), at: indexPath))
        #expect(made.count == 2, "one controller per cell, not per model")
        #expect(made.last?.text == "3" && kept.hostedViewController === made.last)
        #expect(parent.standInChildren.count == 1 && parent.standInChildren.first === made.last)
        #expect(made.first?.calls == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])

        // A controller the app removed itself gets no second removal when its cell goes.
        do {
            let removedByTheApp = ViewControllerTableViewCell()
            #expect(mapping.configure(removedByTheApp, with: Row(id: 4, group: 0, rank: 0), at: indexPath))
            removedByTheApp.removeHostedViewController()
        }
        #expect(mapping.configure(kept, with: Row(id: 5, group: 0, rank: 0), at: indexPath))
        #expect(made.count == 3)
        #expect(made.last?.calls == ["willMove(parent)", "didMove(parent)", "willMove(nil)", "didMove(nil)"])
    }

    @Test func cellsOfAParentThatIsGoneAreLeftAsTheyAre() throws {
        var rng = SplitMix64(seed: 312)
        let table = AdapterTableFixture()
        let controller = try RowScenario.makeController(&rng)
        let adapter = ListAdapter(view: table.listView, showing: controller)
        var made = 0
        do {
            let parent = UIViewController()
            adapter.registry.register(ViewControllerTableViewCell.self, hosting: RowViewController.self, for: Row.self,
                                      in: parent, make: { made += 1; return RowViewController() }) { _, _, _ in }
        }
        table.backend.reloadData()
        let asked = RowScenario.askedByUIKit(table.tableView) { ($0 as? ViewControllerTableViewCell)?.hostedViewController == nil ? "empty" : "hosting" }
        #expect(asked == RowScenario.expected(controller).map { $0.map { _ in "empty" } })
        #expect(made == 0)
    }

    @Test func swiftUICellsShowAHostingConfigurationOfTheCurrentModel() throws {
        var rng = SplitMix64(seed: 313)
        for _ in 0..<6 {
            let table = AdapterTableFixture()
            let collection = AdapterCollectionFixture()
            let controller = try RowScenario.makeController(&rng)
            let tableAdapter = ListAdapter(view: table.listView, showing: controller)
            let collectionAdapter = ListAdapter(view: collection.listView, showing: controller)
            tableAdapter.registry.register(UITableViewCell.self, for: Row.self, hosting: { row, _ in RowView(text: "\(row.id):\(row.text)") })
            collectionAdapter.registry.register(UICollectionViewCell.self, for: Row.self, hosting: { row, _ in
                RowView(text: "\(row.id):\(row.text)")
            })
            table.backend.reloadData()
            collection.backend.reloadData()
            var nextID = 100
            for _ in 0..<30 {
                try RowScenario.randomOperation(on: controller, rng: &rng, nextID: &nextID)
                #expect(table.backend.view.violations.isEmpty && collection.backend.view.violations.isEmpty)
                #expect(RowScenario.askedByUIKit(table.tableView) { Self.hostingText($0.contentConfiguration) }
                    == RowScenario.expected(controller))
                #expect(RowScenario.askedByUIKit(collection.collectionView) { Self.hostingText($0.contentConfiguration) }
                    == RowScenario.expected(controller))
            }
        }
    }
}
#endif
