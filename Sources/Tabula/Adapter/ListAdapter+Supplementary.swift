import Foundation

// Supplementary views of any kind. A collection view layout asks its data
// source for a supplementary view with a kind and an index path, and only the
// layout knows what the index path names: a section (a header, a section
// background: item 0 of the section) or an item (a badge attached to it). The
// adapter is told which, per kind, and where the model comes from; the
// registry then maps the kind's views to model types as it does headers'.

/// Where the views of one supplementary kind take their model from.
enum SupplementarySource<Section, Item> {
    /// One view per section, at item 0 of the section's index path; the
    /// closure gives the section's view its model.
    case section((Section) -> Any?)
    /// One view per item, at the item's index path; the closure gives the
    /// item's view its model.
    case item((Item) -> Any?)
}

/// What the adapter finds for a supplementary view asked at an index path.
enum SupplementaryLookup {
    /// The view's model (`nil`: the section or item has no such view).
    case model(Any?)
    /// No view, and nothing to report: the view shows an empty-state row,
    /// which is not data.
    case notData
    /// No view: the index path is not one of the data shown.
    case outOfRange
}

extension ListAdapter {
    /// Shows a supplementary view of `kind` in each section that `model`
    /// gives a model for: a section background, a section badge, a
    /// layout's own boundary item. The view is asked for at item 0 of the
    /// section (UIKit's index path for a section's supplementary views) and
    /// made through the ``registry``, which maps the kind's views to model
    /// types as it does headers':
    ///
    /// ```swift
    /// adapter.registry.register(SectionBackgroundView.self, for: Team.self, forSupplementaryViewOfKind: "background") { view, team, _ in
    ///     view.tint = team.color
    /// }
    /// adapter.showSupplementaryViews(ofKind: "background", perSection: { $0.model })
    /// ```
    ///
    /// A section `model` gives `nil` has no such view; a section out of
    /// range gets none and reports ``MappingAnomaly/indexPathOutOfRange(event:indexPath:)``.
    /// Headers and footers take their models from ``headerModel`` and
    /// ``footerModel``; a kind declared here takes them from `model` instead.
    /// Declaring a kind again replaces its declaration; views already on
    /// screen keep their model until the view asks for them again.
    ///
    /// - Parameters:
    ///   - kind: The kind, as the layout names it.
    ///   - model: The model of a section's view, from the section shown.
    /// - Complexity: O(1); each view asked for costs one call of `model`.
    public func showSupplementaryViews(ofKind kind: SupplementaryKind, perSection model: @escaping (Content.Section) -> Any?) {
        supplementarySources[kind] = .section(model)
    }

    /// Shows a supplementary view of `kind` on each item that `model` gives
    /// a model for: a badge, an unread count, a layout's supplementary item
    /// attached to the item. The view is asked for at the item's index path
    /// and made through the ``registry`` from the model `model` gives:
    ///
    /// ```swift
    /// adapter.registry.register(BadgeView.self, for: Mail.self, forSupplementaryViewOfKind: "badge") { view, mail, _ in
    ///     view.count = mail.unread
    /// }
    /// adapter.showSupplementaryViews(ofKind: "badge", perItem: { $0.unread > 0 ? $0 : nil })
    /// ```
    ///
    /// An item `model` gives `nil` has no such view, and neither has an
    /// empty-state row; an index path out of range gets none and reports
    /// ``MappingAnomaly/indexPathOutOfRange(event:indexPath:)``. Declaring a
    /// kind again replaces its declaration; views already on screen keep
    /// their model until the view asks for them again.
    ///
    /// - Parameters:
    ///   - kind: The kind, as the layout names it.
    ///   - model: The model of an item's view, from the item shown.
    /// - Complexity: O(1); each view asked for costs one call of `model`.
    public func showSupplementaryViews(ofKind kind: SupplementaryKind, perItem model: @escaping (Item) -> Any?) {
        supplementarySources[kind] = .item(model)
    }

    /// The model of the supplementary view of `kind` at `indexPath` of
    /// ``shown``: per item for a kind declared per item, per section (item 0
    /// of the section, though any item index is taken) otherwise.
    ///
    /// - Complexity: O(1), plus the call of the kind's model closure.
    func supplementaryLookup(ofKind kind: SupplementaryKind, at indexPath: IndexPath) -> SupplementaryLookup {
        if isShowingOwnEmptyState { return .notData }
        guard indexPath.count == 2 else { return .outOfRange }
        if case .item(let model) = supplementarySources[kind] {
            if shownIsSourceEmptyState { return .notData }
            guard let item = shown.item(at: indexPath) else { return .outOfRange }
            return .model(model(item))
        }
        guard let section = shown.section(at: indexPath.section) else { return .outOfRange }
        return .model(supplementaryModel(ofKind: kind, in: section))
    }

    /// The model of `section`'s supplementary view of `kind`: a tree's
    /// section behaviour first, then the kind's declaration per section,
    /// then ``headerModel`` or ``footerModel``; `nil` for other kinds.
    func supplementaryModel(ofKind kind: SupplementaryKind, in section: Content.Section) -> Any? {
        if let model = sectionBehaviorModel(ofKind: kind, in: section) { return model }
        switch supplementarySources[kind] {
        case .section(let model): return model(section)
        case .item: return nil
        case nil: break
        }
        switch kind {
        case .header: return headerModel(section)
        case .footer: return footerModel(section)
        default: return nil
        }
    }
}
