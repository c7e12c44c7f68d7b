// The few places where the portable tests reach the same state differently
// on real UIKit (iOS, tvOS) and on Linux's stand-in. Everything else in the
// portable tests is the same code on both.
#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import Foundation
import Testing
import TabulaUIKit

/// The size of the window the portable tests' views fill: tall enough that
/// every row and item the tests make is on screen.
let screenSize = CGSize(width: 375, height: 4000)

/// A table view filling a window, and its wrapper.
///
/// On iOS a real `UITableView` in a real (hidden) `UIWindow`. On Linux the
/// stand-in, in a window, whose calls go to an ``AdapterBackend``: a headless
/// list view that reads the table view's `dataSource` as UIKit does and
/// enforces UIKit's batch-update rules.
@MainActor
struct TableOnScreen {
    /// Keeps the table view in a window; the wrapper holds it weakly.
    let window: UIWindow
    let tableView: UITableView
    let listView: TableViewListView

    init() {
        #if os(Linux)
        window = UIWindow()
        tableView = UITableView()
        tableView.bounds = CGRect(origin: .zero, size: screenSize)
        tableView.standInWindow = window
        let backend = AdapterBackend()
        backend.questions.tableView = tableView
        tableView.backend = backend
        #else
        window = UIWindow(frame: CGRect(origin: .zero, size: screenSize))
        window.layer.speed = 100  // batch animations end, and complete, quickly
        tableView = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(tableView)
        #endif
        listView = TableViewListView(tableView)
    }

    /// Reloads the table view and lays it out, as UIKit does before drawing.
    func reloadData() {
        tableView.reloadData()
        layOut(tableView)
    }

    /// See ``expectUIKitAcceptedEverything(_:sourceLocation:)``.
    func expectUIKitAcceptedEverything(sourceLocation: SourceLocation = #_sourceLocation) {
        TabulaUIKitTests.expectUIKitAcceptedEverything(tableView, sourceLocation: sourceLocation)
    }
}

/// A collection view with a flow layout filling a window, and its wrapper;
/// see ``TableOnScreen``.
@MainActor
struct CollectionOnScreen {
    /// Keeps the collection view in a window; the wrapper holds it weakly.
    let window: UIWindow
    let collectionView: UICollectionView
    let listView: CollectionViewListView

    init() {
        #if os(Linux)
        window = UIWindow()
        collectionView = UICollectionView()
        collectionView.bounds = CGRect(origin: .zero, size: screenSize)
        collectionView.standInWindow = window
        let backend = AdapterBackend()
        backend.questions.collectionView = collectionView
        collectionView.backend = backend
        #else
        window = UIWindow(frame: CGRect(origin: .zero, size: screenSize))
        window.layer.speed = 100
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        window.addSubview(collectionView)
        #endif
        listView = CollectionViewListView(collectionView)
    }

    /// Reloads the collection view and lays it out, as UIKit does before drawing.
    func reloadData() {
        collectionView.reloadData()
        layOut(collectionView)
    }

    /// See ``expectUIKitAcceptedEverything(_:sourceLocation:)``.
    func expectUIKitAcceptedEverything(sourceLocation: SourceLocation = #_sourceLocation) {
        TabulaUIKitTests.expectUIKitAcceptedEverything(collectionView, sourceLocation: sourceLocation)
    }
}

/// Lays `view` out as UIKit does before drawing: it loads its data, if it
/// has not, and makes the cells on screen. The stand-in's headless view
/// loads when first asked and keeps every cell it was given.
@MainActor
func layOut(_ view: UIView) {
    #if os(Linux)
    _ = (view as? UITableView)?.numberOfSections
    _ = (view as? UICollectionView)?.numberOfSections
    #else
    view.layoutIfNeeded()
    #endif
}

/// Checks that UIKit was asked nothing it rejects: no batch that breaks its
/// rules, no dequeue of an identifier never registered. Real UIKit raises an
/// exception for either, so on iOS a test that gets here has passed this; on
/// Linux the stand-in's headless view records them, and this reads its record.
@MainActor
func expectUIKitAcceptedEverything(_ view: UIView, sourceLocation: SourceLocation = #_sourceLocation) {
    #if os(Linux)
    let backend = (view as? UITableView)?.backend as? AdapterBackend ?? (view as? UICollectionView)?.backend as? AdapterBackend
    #expect(backend?.view.violations == [], sourceLocation: sourceLocation)
    #expect(backend?.reuse.unregisteredDequeues == [], sourceLocation: sourceLocation)
    #endif
}

/// Does what UIKit does when the user taps the row at `indexPath`: asks the
/// table view's delegate, if it claims the method, which row to select, and
/// tells it, if it claims that method, of the row selected. Returns that row.
///
/// On iOS through `UITableViewDelegate`'s optional methods, which Swift calls
/// only where `responds(to:)` says yes; the stand-in's protocols declare no
/// optional methods, so on Linux the forwarder is asked by name.
@MainActor
@discardableResult
func tapRow(at indexPath: IndexPath, in tableView: UITableView) -> IndexPath? {
    #if os(Linux)
    guard let delegate = tableView.delegate as? TableViewForwarder else { return nil }
    let claims = delegate.methodClaims.claimsMethod(named:)
    guard let target = claims("tableView(_:willSelectRowAt:)") ? delegate.tableView(tableView, willSelectRowAt: indexPath) : indexPath
    else { return nil }
    if claims("tableView(_:didSelectRowAt:)") { delegate.tableView(tableView, didSelectRowAt: target) }
    #else
    guard let delegate = tableView.delegate else { return nil }
    let asksWhichRow = delegate.responds(to: #selector(UITableViewDelegate.tableView(_:willSelectRowAt:)))
    guard let target = asksWhichRow ? delegate.tableView?(tableView, willSelectRowAt: indexPath) : indexPath else { return nil }
    delegate.tableView?(tableView, didSelectRowAt: target)
    #endif
    return target
}

/// Takes `view` out of its window.
@MainActor
func takeOutOfWindow(_ view: UIView) {
    #if os(Linux)
    view.standInWindow = nil
    #else
    view.removeFromSuperview()
    #endif
}

/// Runs `body` and then releases what UIKit autoreleased meanwhile, for the
/// tests that check what is gone afterwards. Linux has no autorelease pool.
@MainActor
func releasingAutoreleased<Result>(_ body: () throws -> Result) rethrows -> Result {
    #if canImport(ObjectiveC)
    try autoreleasepool { try body() }
    #else
    try body()
    #endif
}
#endif
