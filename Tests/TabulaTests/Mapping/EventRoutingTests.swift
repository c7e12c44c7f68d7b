import Foundation
import Testing
@testable import Tabula

/// Every event, registered both ways (for a view class and for a model
/// type), reaches its handler with the typed view, the typed model and the
/// index path, and each dispatch call returns the handler's answer.
@Suite("Mapping: events reach their typed handlers")
@MainActor
struct EventRoutingTests {
    let registry: MappingRegistry
    let log: EventLog
    let anomalies: AnomalyLog
    let dogCell: MappingRegistration
    let plainCell: MappingRegistration
    let header: MappingRegistration
    let footer: MappingRegistration
    let puppy = Puppy(7)
    let plain = Plain(value: 3)
    let at = IndexPath.at(2, 1)

    init() {
        (registry, log, anomalies) = EventLog.registry()
        dogCell = registry.register(DogCell.self)
        plainCell = registry.register(PlainCell.self)
        header = registry.register(PlainHeaderView.self, forSupplementaryViewOfKind: .header)
        footer = registry.register(PlainHeaderView.self, forSupplementaryViewOfKind: .footer)
    }

    /// The events with a live view: the view-class handler gets the cell
    /// passed and the `Dog` model; the model handler gets the `Plain`.
    @Test(arguments: [EventKind.didSelect, .didDeselect, .didHighlight, .didUnhighlight, .willDisplay, .didEndDisplaying,
                      .accessoryButtonTapped])
    func cellEventsWithAView(_ event: EventKind) {
        let log = self.log
        let viewHandler: @MainActor (DogCell, Dog, IndexPath) -> Void = { cell, dog, indexPath in
            log.record("\(event) \(type(of: cell)) \(cell.last ?? "-") \(describe(dog)) \(indexPath)")
        }
        let modelHandler: @MainActor (Plain, IndexPath) -> Void = { plain, indexPath in
            log.record("\(event) model \(describe(plain)) \(indexPath)")
        }
        switch event {
        case .didSelect: registry.on(.didSelect, for: DogCell.self, viewHandler); registry.on(.didSelect, forModel: Plain.self, modelHandler)
        case .didDeselect: registry.on(.didDeselect, for: DogCell.self, viewHandler); registry.on(.didDeselect, forModel: Plain.self, modelHandler)
        case .didHighlight: registry.on(.didHighlight, for: DogCell.self, viewHandler); registry.on(.didHighlight, forModel: Plain.self, modelHandler)
        case .didUnhighlight: registry.on(.didUnhighlight, for: DogCell.self, viewHandler); registry.on(.didUnhighlight, forModel: Plain.self, modelHandler)
        case .willDisplay: registry.on(.willDisplay, for: DogCell.self, viewHandler); registry.on(.willDisplay, forModel: Plain.self, modelHandler)
        case .didEndDisplaying:
            registry.on(.didEndDisplaying, for: DogCell.self, viewHandler)
            registry.on(.didEndDisplaying, forModel: Plain.self, modelHandler)
        case .accessoryButtonTapped:
            registry.on(.accessoryButtonTapped, for: DogCell.self, viewHandler)
            registry.on(.accessoryButtonTapped, forModel: Plain.self, modelHandler)
        default: Issue.record("not a cell event with a view: \(event)")
        }
        #expect(registry.hasHandlers(for: event))
        let cell = DogCell()
        cell.show("shown")
        #expect(registry.send(event, view: cell, model: puppy, registration: dogCell, at: at))
        #expect(registry.send(event, view: PlainCell(), model: plain, registration: plainCell, at: at))
        #expect(log.calls == ["\(event) DogCell shown Puppy 7 [1, 2]", "\(event) model Plain 3 [1, 2]"])
        #expect(anomalies.anomalies.isEmpty)
    }

    /// Headers and footers: each kind has its own handlers.
    @Test func supplementaryDisplayEvents() {
        let log = self.log
        registry.on(.willDisplaySupplementaryView(ofKind: .header), for: PlainHeaderView.self) { view, plain, indexPath in
            log.record("willDisplay header \(type(of: view)) \(describe(plain)) \(indexPath)")
        }
        registry.on(.didEndDisplayingSupplementaryView(ofKind: .header), for: PlainHeaderView.self) { view, plain, _ in
            log.record("didEndDisplaying header \(type(of: view)) \(describe(plain))")
        }
        registry.on(.willDisplaySupplementaryView(ofKind: .footer), forModel: Plain.self) { plain, indexPath in
            log.record("willDisplay footer \(describe(plain)) \(indexPath)")
        }
        registry.on(.didEndDisplayingSupplementaryView(ofKind: .footer), forModel: Plain.self) { plain, _ in
            log.record("didEndDisplaying footer \(describe(plain))")
        }
        let view = PlainHeaderView()
        let section = IndexPath.at(0, 4)
        #expect(registry.send(.willDisplaySupplementaryView(.header), view: view, model: plain, registration: header, at: section))
        #expect(registry.send(.didEndDisplayingSupplementaryView(.header), view: view, model: plain, registration: header, at: section))
        #expect(registry.send(.willDisplaySupplementaryView(.footer), view: view, model: plain, registration: footer, at: section))
        #expect(registry.send(.didEndDisplayingSupplementaryView(.footer), view: view, model: plain, registration: footer, at: section))
        #expect(!registry.send(.willDisplay, view: view, model: plain, registration: header, at: section), "cells have no handler")
        #expect(!registry.send(.willDisplaySupplementaryView("badge"), view: view, model: plain, registration: header, at: section))
        #expect(log.calls == [
            "willDisplay header PlainHeaderView Plain 3 [4, 0]", "didEndDisplaying header PlainHeaderView Plain 3",
            "willDisplay footer Plain 3 [4, 0]", "didEndDisplaying footer Plain 3",
        ])
        #expect(registry.hasHandlers(for: .willDisplaySupplementaryView(.header)))
        #expect(!registry.hasHandlers(for: .willDisplaySupplementaryView("badge")))
        #expect(anomalies.anomalies.isEmpty)
    }

    @Test func selectionAndHighlightQuestions() {
        let log = self.log
        registry.on(.shouldSelect, for: DogCell.self) { dog, indexPath in
            log.record("shouldSelect \(describe(dog)) \(indexPath)")
            return false
        }
        registry.on(.shouldSelect, forModel: Plain.self) { plain, _ in plain.value == 3 }
        registry.on(.shouldHighlight, for: DogCell.self) { dog, _ in dog.value == 7 }
        registry.on(.shouldHighlight, forModel: Plain.self) { plain, _ in plain.value != 3 }
        #expect(registry.shouldSelect(model: puppy, registration: dogCell, at: at) == false)
        #expect(registry.shouldSelect(model: plain, registration: plainCell, at: at) == true)
        #expect(registry.shouldHighlight(model: puppy, registration: dogCell, at: at) == true)
        #expect(registry.shouldHighlight(model: plain, registration: plainCell, at: at) == false)
        #expect(log.calls == ["shouldSelect Puppy 7 [1, 2]"])
    }

    @Test func heights() {
        registry.on(.height, for: DogCell.self) { dog, indexPath in Double(dog.value * 10 + indexPath.item) }
        registry.on(.height, forModel: Plain.self) { plain, _ in Double(plain.value) }
        registry.on(.estimatedHeight, for: DogCell.self) { dog, _ in Double(dog.value) + 0.5 }
        registry.on(.estimatedHeight, forModel: Plain.self) { _, _ in 44 }
        registry.on(.supplementaryViewHeight(ofKind: .header), for: PlainHeaderView.self) { plain, indexPath in Double(100 + plain.value + indexPath.section) }
        registry.on(.supplementaryViewHeight(ofKind: .footer), forModel: Plain.self) { _, _ in 20 }
        registry.on(.estimatedSupplementaryViewHeight(ofKind: .header), for: PlainHeaderView.self) { _, _ in 30 }
        registry.on(.estimatedSupplementaryViewHeight(ofKind: .footer), forModel: Plain.self) { _, _ in 10 }
        #expect(registry.height(model: puppy, registration: dogCell, at: at) == 72)
        #expect(registry.height(model: plain, registration: plainCell, at: at) == 3)
        #expect(registry.estimatedHeight(model: puppy, registration: dogCell, at: at) == 7.5)
        #expect(registry.estimatedHeight(model: plain, registration: nil, at: at) == 44)
        let section = IndexPath.at(0, 4)
        #expect(registry.height(ofKind: .header, model: plain, registration: header, at: section) == 107)
        #expect(registry.height(ofKind: .footer, model: plain, registration: footer, at: section) == 20)
        #expect(registry.estimatedHeight(ofKind: .header, model: plain, registration: header, at: section) == 30)
        #expect(registry.estimatedHeight(ofKind: .footer, model: plain, registration: footer, at: section) == 10)
        #expect(registry.height(ofKind: .header, model: plain, registration: nil, at: section) == nil,
                "without the registration, no view class is known, and no header handler is for the model")
        #expect(registry.height(ofKind: "badge", model: plain, registration: nil, at: section) == nil)
        for event in [EventKind.height, .estimatedHeight, .supplementaryViewHeight(.header), .supplementaryViewHeight(.footer),
                      .estimatedSupplementaryViewHeight(.header), .estimatedSupplementaryViewHeight(.footer)] {
            #expect(registry.hasHandlers(for: event), "\(event)")
        }
    }

    @Test func editing() {
        let log = self.log
        registry.on(.canEdit, for: DogCell.self) { dog, _ in dog.value > 5 }
        registry.on(.canEdit, forModel: Plain.self) { _, _ in false }
        registry.on(.editingStyle, for: DogCell.self) { _, _ in .delete }
        registry.on(.editingStyle, forModel: Plain.self) { _, _ in .insert }
        registry.on(.commitEditingStyle, for: DogCell.self) { style, dog, indexPath in
            log.record("commit \(style) \(describe(dog)) \(indexPath)")
        }
        registry.on(.commitEditingStyle, forModel: Plain.self) { style, plain, _ in log.record("commit model \(style) \(describe(plain))") }
        #expect(registry.canEdit(model: puppy, registration: dogCell, at: at) == true)
        #expect(registry.canEdit(model: plain, registration: plainCell, at: at) == false)
        #expect(registry.editingStyle(model: puppy, registration: dogCell, at: at) == .delete)
        #expect(registry.editingStyle(model: plain, registration: plainCell, at: at) == .insert)
        #expect(registry.commitEditingStyle(.delete, model: puppy, registration: dogCell, at: at))
        #expect(registry.commitEditingStyle(.insert, model: plain, registration: plainCell, at: at))
        #expect(log.calls == ["commit delete Puppy 7 [1, 2]", "commit model insert Plain 3"])
    }

    @Test func swipeActionsAreDataWithTypedHandlers() throws {
        let log = self.log
        registry.on(.trailingSwipeActions, for: DogCell.self) { dog, _ in
            [
                SwipeAction(title: "Delete \(dog.value)", style: .destructive, identifier: "delete") { dog, indexPath in
                    log.record("delete \(describe(dog)) \(indexPath)")
                    return true
                },
                SwipeAction(title: "Flag", identifier: "flag") { _, _ in false },
            ]
        }
        registry.on(.leadingSwipeActions, forModel: Plain.self) { plain, _ in
            [SwipeAction(title: "Pin", identifier: "pin") { plain, _ in
                log.record("pin \(describe(plain))")
                return plain.value == 3
            }]
        }
        registry.on(.trailingSwipeActions, forModel: Plain.self) { _, _ in [] }
        let trailing = try #require(registry.trailingSwipeActions(model: puppy, registration: dogCell, at: at))
        #expect(trailing.map(\.title) == ["Delete 7", "Flag"])
        #expect(trailing.map(\.style) == [.destructive, .normal])
        #expect(trailing.map(\.identifier) == ["delete", "flag"])
        #expect(trailing[0].handler(puppy, at))
        #expect(!trailing[0].handler(plain, at), "another model type: not completed, handler not called")
        #expect(trailing[0].handler(Optional(puppy) as Any, at), "an Optional is unwrapped")
        let leading = try #require(registry.leadingSwipeActions(model: plain, registration: plainCell, at: at))
        #expect(leading.map(\.identifier) == ["pin"])
        #expect(leading[0].handler(plain, at))
        #expect(registry.trailingSwipeActions(model: plain, registration: plainCell, at: at)?.isEmpty == true, "no actions, not the default")
        #expect(registry.leadingSwipeActions(model: puppy, registration: dogCell, at: at) == nil)
        #expect(log.calls == ["delete Puppy 7 [1, 2]", "delete Puppy 7 [1, 2]", "pin Plain 3"])
    }

    @Test func moving() {
        let log = self.log
        registry.on(.canMove, for: DogCell.self) { _, _ in true }
        registry.on(.canMove, forModel: Plain.self) { _, _ in false }
        registry.on(.move, for: DogCell.self) { dog, source, destination in log.record("move \(describe(dog)) \(source) → \(destination)") }
        registry.on(.move, forModel: Plain.self) { plain, source, destination in log.record("move model \(describe(plain)) \(source) → \(destination)") }
        registry.on(.targetIndexPathForMove, for: DogCell.self) { _, source, proposed in proposed.section == source.section ? proposed : source }
        registry.on(.targetIndexPathForMove, forModel: Plain.self) { _, _, _ in IndexPath.at(0, 0) }
        #expect(registry.canMove(model: puppy, registration: dogCell, at: at) == true)
        #expect(registry.canMove(model: plain, registration: plainCell, at: at) == false)
        #expect(registry.move(model: puppy, registration: dogCell, from: .at(1), to: .at(3)))
        #expect(registry.move(model: plain, registration: plainCell, from: .at(0, 1), to: .at(0, 2)))
        #expect(registry.targetIndexPathForMove(model: puppy, registration: dogCell, from: .at(1, 1), proposed: .at(5, 1)) == .at(5, 1))
        #expect(registry.targetIndexPathForMove(model: puppy, registration: dogCell, from: .at(1, 1), proposed: .at(5, 2)) == .at(1, 1))
        #expect(registry.targetIndexPathForMove(model: plain, registration: plainCell, from: .at(1, 1), proposed: .at(5, 2)) == .at(0, 0))
        #expect(log.calls == ["move Puppy 7 [0, 1] → [0, 3]", "move model Plain 3 [1, 0] → [2, 0]"])
    }

    @Test func contextMenusAreDataWithTypedHandlers() throws {
        let log = self.log
        registry.on(.contextMenuConfiguration, for: DogCell.self) { dog, _ in
            ContextMenuConfiguration(identifier: "dog \(dog.value)", title: "Dog", actions: [
                MenuAction(title: "Walk", identifier: "walk") { dog, indexPath in log.record("walk \(describe(dog)) \(indexPath)") },
                MenuAction(title: "Remove", identifier: "remove", attributes: [.destructive, .keepsMenuPresented]) { _, _ in },
            ])
        }
        registry.on(.contextMenuConfiguration, forModel: Plain.self) { _, _ in nil }
        let menu = try #require(registry.contextMenuConfiguration(model: puppy, registration: dogCell, at: at))
        #expect(menu.identifier == "dog 7" && menu.title == "Dog")
        #expect(menu.actions.map(\.title) == ["Walk", "Remove"])
        #expect(menu.actions.map(\.identifier) == ["walk", "remove"])
        #expect(menu.actions.map(\.attributes) == [[], [.destructive, .keepsMenuPresented]])
        menu.actions[0].handler(puppy, at)
        menu.actions[0].handler(plain, at)   // another model type: not called
        #expect(registry.contextMenuConfiguration(model: plain, registration: plainCell, at: at) == nil, "the handler's own nil")
        #expect(log.calls == ["walk Puppy 7 [1, 2]"])
        #expect(MenuActionAttributes.disabled.rawValue == 1 && MenuActionAttributes.hidden.rawValue == 4)
    }

    @Test func prefetchBatchesRowsPerHandler() {
        let log = self.log
        registry.on(.prefetch, for: DogCell.self) { rows in
            log.record("prefetch dogs " + rows.map { "\(describe($0.model)) \($0.indexPath)" }.joined(separator: ", "))
        }
        registry.on(.prefetch, forModel: Plain.self) { rows in
            log.record("prefetch plain " + rows.map { "\(describe($0.model))" }.joined(separator: ", "))
        }
        registry.on(.cancelPrefetch, forModel: (any Valued).self) { rows in
            log.record("cancel " + rows.map { describe($0.model) }.joined(separator: ", "))
        }
        let rows = [
            PrefetchItem(model: Plain(value: 1), registration: plainCell, indexPath: .at(0)),
            PrefetchItem(model: Dog(2), registration: dogCell, indexPath: .at(1)),
            PrefetchItem(model: nil, registration: plainCell, indexPath: .at(2)),
            PrefetchItem(model: Orphan(value: 3), registration: nil, indexPath: .at(3)),
            PrefetchItem(model: Optional(Plain(value: 4)), registration: plainCell, indexPath: .at(4)),
            PrefetchItem(model: puppy, registration: dogCell, indexPath: .at(5)),
        ]
        #expect(registry.prefetch(rows))
        #expect(registry.cancelPrefetch(rows))
        #expect(!registry.prefetch([]))
        #expect(!registry.prefetch([PrefetchItem(model: Orphan(value: 1), registration: nil, indexPath: .at(0))]))
        #expect(log.calls == [
            "prefetch plain Plain 1, Plain 4",
            "prefetch dogs Dog 2 [0, 1], Puppy 7 [0, 5]",
            "cancel Plain 1, Dog 2, Plain 4, Puppy 7",
        ])
        #expect(registry.hasHandlers(for: .prefetch) && registry.hasHandlers(for: .cancelPrefetch))
    }

    /// Every event has a name, a view kind, and says whether it has a view.
    @Test func eventsDescribeThemselves() {
        #expect(EventKind.didSelect.description == "didSelect")
        #expect(EventKind.willDisplaySupplementaryView(.header).description == "willDisplaySupplementaryView(header)")
        #expect(EventKind.supplementaryViewHeight("badge").viewKind == .supplementary("badge"))
        #expect(EventKind.height.viewKind == .cell)
        #expect(EventKind.didSelect.hasView && !EventKind.shouldSelect.hasView && EventKind.didEndDisplayingSupplementaryView(.footer).hasView)
        #expect(EditingStyle.allCases == [.none, .delete, .insert])
    }
}
