import Foundation
import Testing
@testable import Tabula

/// `ReuseIdentifierRegistry`, the collection view wrappers' record of the
/// identifiers they registered, with a class check of test classes.
@Suite("ReuseIdentifierRegistry: identifiers registered by kind, classes checked")
struct ReuseIdentifierRegistryTests {
    class Cell {}
    final class SubCell: Cell {}
    class Header {}
    final class Other {}

    static let header = ReusableViewKind.supplementary(.header)
    static let footer = ReusableViewKind.supplementary(.footer)

    /// Cells descend from `Cell`, supplementary views from `Header`.
    func makeRegistry() -> ReuseIdentifierRegistry {
        ReuseIdentifierRegistry { viewClass, kind in
            switch kind {
            case .cell: viewClass is Cell.Type
            case .supplementary: viewClass is Header.Type
            }
        }
    }

    @Test func anAcceptedClassIsRegisteredAndRemembered() {
        var registry = makeRegistry()
        var registered: [String] = []
        #expect(registry.register(SubCell.self, for: .cell, withReuseIdentifier: "row") { registered.append("row"); return true })
        #expect(registered == ["row"])
        #expect(registry.contains("row", for: .cell))
        #expect(!registry.contains("row", for: Self.header), "by kind")
        #expect(registry.register(Header.self, for: Self.header, withReuseIdentifier: "title") { true })
        #expect(registry.contains("title", for: Self.header))
        #expect(!registry.contains("title", for: Self.footer))
        #expect(registry.accepts(Cell.self, for: .cell))
        #expect(!registry.accepts(Cell.self, for: Self.header))
    }

    @Test func aRefusedClassIsNotRegisteredAndForgetsAnEarlierRegistration() {
        var registry = makeRegistry()
        registry.register(Cell.self, for: .cell, withReuseIdentifier: "row") { true }
        var called = false
        #expect(!registry.register(Other.self, for: .cell, withReuseIdentifier: "row") { called = true; return true })
        #expect(!called, "a refused class never reaches the view")
        #expect(!registry.contains("row", for: .cell))
        #expect(!registry.register(Cell.self, for: Self.header, withReuseIdentifier: "title") { true }, "a cell is no header")
        #expect(!registry.contains("title", for: Self.header))
    }

    @Test func aRegistrationTheViewCouldNotMakeIsForgotten() {
        var registry = makeRegistry()
        registry.register(Cell.self, for: .cell, withReuseIdentifier: "row") { true }
        #expect(!registry.register(Cell.self, for: .cell, withReuseIdentifier: "row") { false }, "a missing nib, a view gone")
        #expect(!registry.contains("row", for: .cell))
    }

    @Test func rememberingAndForgettingNeedNoClass() {
        var registry = makeRegistry()
        registry.remember("prototype", for: .cell)
        #expect(registry.contains("prototype", for: .cell))
        registry.forget("prototype", for: .cell)
        #expect(!registry.contains("prototype", for: .cell))
        registry.forget("never registered", for: Self.footer)
        #expect(!registry.contains("never registered", for: Self.footer))
    }
}
