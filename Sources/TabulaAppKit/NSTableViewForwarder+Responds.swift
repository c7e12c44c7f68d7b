// See NSTableView+Apply.swift for why the imports are conditional.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#elseif os(Linux)
import AppKitStandIn
#endif

#if (canImport(AppKit) && !targetEnvironment(macCatalyst)) || os(Linux)
import Foundation
import Tabula

// Why: AppKit changes behaviour by a delegate method's mere presence: with
// `tableView(_:heightOfRow:)` it stops using `rowHeight` and asks for every
// row's height up front; with `tableView(_:rowActionsForRow:edge:)` rows
// answer swipes. So the forwarder claims those only while their events have
// handlers, as TabulaUIKit's forwarders do for UIKit.
//
// The table is keyed by Swift names because Linux has no Objective-C
// runtime: there `respondsToDelegateMethod(named:)` is the seam tests check.
// On macOS `responds(to:)` maps the selector to the same name. Objective-C
// may call `responds(to:)` on any thread, so it reads only `claimedMethods`,
// which the main actor works out when the answer can change.

extension NSTableViewForwarder {
    /// The delegate methods the forwarder claims only while one of their
    /// events has handlers, by Swift name.
    package static let eventsByMethodName: [String: [EventKind]] = [
        "tableView(_:heightOfRow:)": [.height, .supplementaryViewHeight(.header)],
        "tableView(_:rowActionsForRow:edge:)": [.leadingSwipeActions, .trailingSwipeActions],
    ]

    /// Whether the forwarder claims the delegate method `name`: `false` for
    /// a claimed method whose events have no handlers.
    package func respondsToDelegateMethod(named name: String) -> Bool {
        guard let events = Self.eventsByMethodName[name], let delegate, let listView else { return false }
        return events.contains { delegate.listView(listView, handles: $0) }
    }

    /// Works out the claimed methods again.
    func updateClaimedMethods() {
        let claimed = Set(Self.eventsByMethodName.keys.filter { respondsToDelegateMethod(named: $0) })
        claimedMethods.withLock { $0 = claimed }
    }

    #if canImport(AppKit) && !targetEnvironment(macCatalyst)
    /// Answers for the claimed methods from `claimedMethods`; for every other
    /// selector as `NSObject` does.
    override package nonisolated func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector, let name = Self.methodName(of: aSelector) else { return super.responds(to: aSelector) }
        return claimedMethods.withLock { $0.contains(name) }
    }

    /// The name in ``eventsByMethodName`` of a claimed method's selector.
    private nonisolated static func methodName(of selector: Selector) -> String? {
        switch selector {
        case #selector(NSTableViewDelegate.tableView(_:heightOfRow:)): "tableView(_:heightOfRow:)"
        case #selector(NSTableViewDelegate.tableView(_:rowActionsForRow:edge:)): "tableView(_:rowActionsForRow:edge:)"
        default: nil
        }
    }
    #endif
}
#endif
