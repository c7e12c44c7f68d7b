// README.md's "A screen", verbatim: the screen and its headless test are
// copied from the README as they are written there (imports included), and
// `readmeShowsThisFile` fails when the two drift apart. The README's UIKit
// part, the same screen over a table view, runs in
// Tests/TabulaUIKitTests/GuideExampleTests.swift.

import Tabula

struct Friend: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
    var isFavorite = false
    var initial: String { String(name.prefix(1)) }
}

@MainActor
final class FriendsScreen {
    let friends: ListController<Friend, String>
    let adapter: ListAdapterOf<ListController<Friend, String>>
    init(view: some CellListView, registry: MappingRegistry) {
        let friends = ListController(configuration: ListConfiguration<Friend, String>(
            sectionKey: { $0.initial }, sectionOrder: .ascending, itemOrder: .by(.ascending(\.name))
        ))
        registry.on(.didSelect, forModel: Friend.self) { [weak friends] friend, _ in
            try? friends?.updateItem(withID: friend.id) { $0.isFavorite.toggle() }
        }
        self.friends = friends
        adapter = ListAdapter(view: view, registry: registry, showing: friends)
    }
}

import Foundation
import Testing
import Tabula
import TabulaTesting

final class FriendRow: HeadlessReusableView, ModelTransfer {
    var text = ""
    required init() {}
    func update(with friend: Friend) { text = (friend.isFavorite ? "★ " : "") + friend.name }
    var shownContent: AnyEquatable? { AnyEquatable(text) }
}

@MainActor @Test func tappingAFriendMakesThemAFavorite() async throws {
    let registry = MappingRegistry()
    registry.register(FriendRow.self)
    let view = HeadlessListView()                 // UIKit's batch rules, without UIKit
    let screen = FriendsScreen(view: view, registry: registry)
    try screen.friends.fetch([Friend(id: 1, name: "Grace Hopper"), Friend(id: 2, name: "Ada Lovelace")])
    #expect(view.sectionIDs == ["A", "G"])

    view.tapItem(at: IndexPath(item: 0, section: 1))
    await Task.yield()                            // a handler's update applies on the next turn
    #expect(view.cell(at: IndexPath(item: 0, section: 1))?.content == AnyEquatable("★ Grace Hopper"))

    try screen.friends.insert(Friend(id: 3, name: "Alan Turing"))
    #expect(view.itemIDs == [[2, 3], [1]])        // animated into its place
    #expect(view.violations.isEmpty)              // no batch UIKit would reject
}

// MARK: - The README shows this file

@Suite("README.md")
struct ReadmeTests {
    /// Every ` ```swift ` block of README.md's "A screen" that is not UIKit
    /// code appears in this file as it is: the README's test is this test.
    @Test func readmeShowsThisFile() throws {
        let thisFile = URL(fileURLWithPath: #filePath)
        let root = thisFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: thisFile, encoding: .utf8)
        let blocks = Self.swiftBlocks(inSection: "## A screen", of: readme)
        #expect(blocks.count == 2, "README.md's \"A screen\" has the screen and its test as plain swift blocks")
        for block in blocks {
            #expect(source.contains(block), "README.md's block is not in \(thisFile.lastPathComponent) verbatim:\n\(block)")
        }
    }

    /// The bodies of the blocks fenced ` ```swift ` (no other word) between
    /// `heading` and the next heading of its level.
    static func swiftBlocks(inSection heading: String, of markdown: String) -> [String] {
        var blocks: [String] = []
        var inSection = false
        var block: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if var lines = block {
                if line == "```" {
                    blocks.append(lines.joined(separator: "\n") + "\n")
                    block = nil
                } else {
                    lines.append(line)
                    block = lines
                }
            } else if line.hasPrefix("## ") {
                inSection = line == heading
            } else if inSection, line == "```swift" {
                block = []
            }
        }
        return blocks
    }
}
