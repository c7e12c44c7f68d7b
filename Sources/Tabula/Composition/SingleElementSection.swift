import Foundation

/// A section of at most one element, driven by an `Optional`: a banner, a
/// header cell, a "load more" row.
///
/// ```swift
/// let banner = SingleElementSection<Banner>()
/// banner.element = Banner(text: "Hi")    // inserted [0]
/// banner.element = Banner(text: "Hey")   // updated [0] (nothing if equal)
/// banner.element = nil                    // removed [0]
/// ```
///
/// Equal content (by `contentEqual`, or `==` for `Equatable` elements) is no
/// change. The element keeps its identity from insertion to removal.
@MainActor
public final class SingleElementSection<Element: Sendable>: ListSection {
    /// The node that links the section into a tree.
    public let compositionNode: CompositionNode
    /// Called after every change with what it changed, in local indexes.
    public var onChange: ((SectionChange) -> Void)?
    private let contentEqual: ((Element, Element) -> Bool)?
    private var storage: Element?

    /// Creates a section holding `element`, if any.
    ///
    /// - Parameters:
    ///   - element: The first element, or `nil` for an empty section.
    ///   - contentEqual: Whether two values show the same content. `nil` uses
    ///     `==` when `Element` is `Equatable`, otherwise every new value is an update.
    public init(_ element: Element? = nil, contentEqual: ((Element, Element) -> Bool)? = nil) {
        self.compositionNode = CompositionNode(kind: .section)
        self.contentEqual = contentEqual ?? DynamicEquality.comparison(for: Element.self)
        self.storage = element
        if let element { compositionNode.insertElements(CollectionOfOne(element as any Sendable), at: 0) }
        compositionNode.storage = self
    }

    /// The element, or `nil`. Setting it inserts, updates or removes it; see ``set(_:)``.
    public var element: Element? {
        get { storage }
        set { set(newValue) }
    }

    /// Sets the element: `nil` → value inserts `[0]`; value → `nil` removes
    /// `[0]`; value → value updates `[0]`, or reports nothing when the content
    /// is equal; `nil` → `nil` reports nothing.
    @discardableResult
    public func set(_ newValue: Element?) -> SectionChange {
        let change: SectionChange
        switch (storage, newValue) {
        case (nil, nil):
            change = SectionChange()
        case let (nil, value?):
            compositionNode.insertElements(CollectionOfOne(value as any Sendable), at: 0)
            change = .inserted([0])
        case (_?, nil):
            compositionNode.removeElements(at: [0])
            change = .deleted([0])
        case let (old?, value?):
            let changed = contentEqual.map { !$0(old, value) } ?? true
            compositionNode.replaceElement(at: 0, with: value, contentChanged: changed)
            change = changed ? .updated([0]) : SectionChange()
        }
        storage = newValue
        guard !change.isEmpty else { return change }
        // The tree first: an `onChange` that mutates the section again must
        // find this change already delivered.
        compositionNode.sectionDidChange(change)
        onChange?(change)
        return change
    }
}

extension SingleElementSection: CompositionStateful {
    func captureState() -> () -> Void {
        let saved = storage
        return { self.storage = saved }
    }
}
