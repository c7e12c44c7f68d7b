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
// The claims themselves are `DelegateMethodClaims`' (Tabula), fed this
// table: it says why the table is keyed by Swift names and how
// `responds(to:)` answers from any thread. On macOS `responds(to:)` maps the
// selector to the same name.

extension NSTableViewForwarder {
    /// The delegate methods the forwarder claims only while one of their
    /// events has handlers, by Swift name, with those events; what
    /// ``methodClaims`` is fed.
    package static let eventsByMethodName: [String: [EventKind]] = [
        "tableView(_:heightOfRow:)": [.height, .supplementaryViewHeight(.header)],
        "tableView(_:rowActionsForRow:edge:)": [.leadingSwipeActions, .trailingSwipeActions],
    ]

    #if canImport(AppKit) && !targetEnvironment(macCatalyst)
    /// Answers for the gated methods as ``methodClaims`` last worked out;
    /// for every other selector as `NSObject` does.
    override package nonisolated func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector, let name = Self.methodName(of: aSelector) else { return super.responds(to: aSelector) }
        return methodClaims.isClaimed(methodNamed: name)
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
