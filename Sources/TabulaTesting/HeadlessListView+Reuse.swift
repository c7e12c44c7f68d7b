import Foundation
import Tabula

/// The headless view's reusable views: registered classes by reuse
/// identifier, a pool of views per identifier, and the bridge that lets a
/// `CellListViewDataSource` (a `ListAdapter`) supply the view.
struct ReuseState {
    var cellClasses: [String: any HeadlessReusableView.Type] = [:]
    var supplementaryClasses: [String: any HeadlessReusableView.Type] = [:]
    var pools: [String: [any HeadlessReusableView]] = [:]
    var bridge: CellDataSourceBridge?
    /// The pool each handed-out view goes back to.
    var handedOut: [ObjectIdentifier: String] = [:]
    /// Views made, and views handed out again from a pool, since creation.
    var made = 0
    var reused = 0
}

extension HeadlessListView: CellListView, CellHosting {
    /// The view as an adapter drives it. O(1).
    public var cellHost: CellHost { CellHost(self) }

    /// The adapter that supplies the view with cells: the view takes each
    /// item's identity from it and each cell's content from the configured
    /// cell (``HeadlessReusableView/shownContent``). Setting it replaces
    /// ``dataSource``. Held weakly.
    package var cellDataSource: (any CellListViewDataSource)? {
        get { reuse.bridge?.source }
        set {
            display.cells = []
            guard let newValue else {
                reuse.bridge = nil
                dataSource = nil
                return
            }
            let bridge = CellDataSourceBridge(source: newValue)
            reuse.bridge = bridge
            dataSource = bridge
        }
    }

    /// ``HeadlessPlaceholderCell``.
    package var placeholderCellClass: AnyClass { HeadlessPlaceholderCell.self }

    /// Always `true`: the headless view animates every update.
    package var isInWindow: Bool { true }

    /// Registers `cellClass`, which must adopt ``HeadlessReusableView``.
    /// Another class is recorded as a violation
    /// (``BatchUpdateViolation/Rule/unusableViewClass``), and its dequeue
    /// returns `nil`, so its rows show placeholders.
    package func register(_ cellClass: AnyClass, forCellWithReuseIdentifier identifier: String) {
        reuse.cellClasses[identifier] = usableClass(cellClass, identifier: identifier)
    }

    /// Registers `viewClass` for supplementary views; see ``register(_:forCellWithReuseIdentifier:)``.
    package func register(_ viewClass: AnyClass, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        reuse.supplementaryClasses[kind + "\u{1F}" + identifier] = usableClass(viewClass, identifier: identifier)
    }

    /// `viewClass` as a class the view can make; `nil`, with a violation, otherwise.
    private func usableClass(_ viewClass: AnyClass, identifier: String) -> (any HeadlessReusableView.Type)? {
        guard let usable = viewClass as? any HeadlessReusableView.Type else {
            violations.append(.unusableViewClass(viewClass, identifier: identifier))
            return nil
        }
        return usable
    }

    /// A view from the pool of `identifier` (after its `prepareForReuse()`),
    /// or a new one; `nil` when no class is registered there.
    /// While a visible cell is being reconfigured, the dequeue at its index
    /// path under its own identifier returns that cell, as UIKit does.
    package func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> AnyObject? {
        if let reconfiguring = display.reconfiguring, reconfiguring.indexPath == indexPath,
           reconfiguring.cell.poolKey == identifier {
            return reconfiguring.cell.view
        }
        return dequeue(identifier, make: reuse.cellClasses[identifier])
    }

    /// A supplementary view, as ``dequeueReusableCell(withReuseIdentifier:for:)`` makes cells.
    package func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> AnyObject? {
        let key = kind + "\u{1F}" + identifier
        return dequeue(key, make: reuse.supplementaryClasses[key])
    }

    /// The cell on screen at `indexPath` (see ``visibleCells``); `nil` off
    /// screen, out of range, or when no `cellDataSource` supplies cells.
    public func cellForItem(at indexPath: IndexPath) -> AnyObject? {
        layoutIfNeeded()
        return display.cells.first { $0.indexPath == indexPath }?.view
    }

    /// The index paths of the cells on screen, in order. Without a
    /// `cellDataSource`, every item counts as visible.
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        let sections = self.sections
        guard reuse.bridge == nil else { return display.cells.map(\.indexPath) }
        return sections.enumerated().flatMap { section, value in value.items.indices.map { IndexPath(item: $0, section: section) } }
    }

    /// Views made since the view was created.
    public var reusableViewsMade: Int { reuse.made }

    /// Views handed out again from a pool since the view was created.
    public var reusableViewsReused: Int { reuse.reused }

    private func dequeue(_ key: String, make type: (any HeadlessReusableView.Type)?) -> AnyObject? {
        if var pool = reuse.pools[key], let view = pool.popLast() {
            reuse.pools[key] = pool
            reuse.reused += 1
            reuse.handedOut[ObjectIdentifier(view)] = key
            view.prepareForReuse()
            return view
        }
        guard let type else { return nil }
        reuse.made += 1
        let view = type.init()
        reuse.handedOut[ObjectIdentifier(view)] = key
        return view
    }

    /// Puts a view whose content was read back into its pool, as a cell
    /// scrolled off screen: the next dequeue of `identifier` reuses it.
    func enqueue(_ view: AnyObject) {
        guard let view = view as? any HeadlessReusableView,
              let key = reuse.handedOut.removeValue(forKey: ObjectIdentifier(view)) else { return }
        reuse.pools[key, default: []].append(view)
    }
}

/// Supplies a headless view from a `CellListViewDataSource`: identities
/// from the data source, contents from the cells it configures, which then go
/// back to their pools.
@MainActor
final class CellDataSourceBridge: HeadlessListViewDataSource {
    weak var source: (any CellListViewDataSource)?
    /// Whether a row's or header's content is read from a configured view;
    /// `false` while the view loads identities only.
    var readsContent = true
    init(source: any CellListViewDataSource) {
        self.source = source
    }

    func numberOfSections(in listView: HeadlessListView) -> Int {
        source?.numberOfSections(in: listView) ?? 0
    }

    func listView(_ listView: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        source?.listView(listView, numberOfItemsInSection: section) ?? 0
    }

    func listView(_ listView: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessListView.Cell {
        let id = source?.listView(listView, identifierForItemAt: indexPath) ?? AnyHashable(indexPath)
        guard readsContent, let cell = source?.listView(listView, cellForItemAt: indexPath) else {
            return HeadlessListView.Cell(id: id, content: nil)
        }
        let content = (cell as? any HeadlessReusableView)?.shownContent
        listView.enqueue(cell)
        return HeadlessListView.Cell(id: id, content: content)
    }

    func listView(_ listView: HeadlessListView, headerForSection section: Int) -> HeadlessListView.Cell {
        let id = source?.listView(listView, identifierForSection: section) ?? AnyHashable(section)
        guard readsContent else { return HeadlessListView.Cell(id: id, content: nil) }
        return supplementary(.header, of: section, id: id, in: listView) ?? HeadlessListView.Cell(id: id, content: nil)
    }

    func listView(_ listView: HeadlessListView, footerForSection section: Int) -> HeadlessListView.Cell? {
        guard readsContent, let source else { return nil }
        let id = source.listView(listView, identifierForSection: section) ?? AnyHashable(section)
        return supplementary(.footer, of: section, id: id, in: listView)
    }

    /// The header or footer of `section`, whose identifier is `id`: what its configured view shows, or
    /// its title when the source gives one and no view (a table view's
    /// `titleForHeaderInSection`); `nil` when it has neither.
    private func supplementary(_ kind: SupplementaryKind, of section: Int, id: AnyHashable, in listView: HeadlessListView) -> HeadlessListView.Cell? {
        guard let source else { return nil }
        if let view = source.listView(listView, viewForSupplementaryElementOfKind: kind.rawValue, at: IndexPath(item: 0, section: section)) {
            let content = (view as? any HeadlessReusableView)?.shownContent
            listView.enqueue(view)
            return HeadlessListView.Cell(id: id, content: content)
        }
        if let title = (source as? any SectionTitleSource)?.title(ofKind: kind, inSection: section) {
            return HeadlessListView.Cell(id: id, content: AnyEquatable(title))
        }
        return nil
    }
}
