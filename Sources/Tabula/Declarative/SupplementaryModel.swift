import Foundation

/// A section's header or footer shown by a view of its own, declared like a
/// ``CellModel``: which view, what it shows, how tall it is.
///
/// ```swift
/// struct BannerHeader: SupplementaryModel {
///     var text: String
///     var content: String { text }
///     func configure(_ view: BannerView) { view.text = text }
/// }
/// ```
///
/// A header or footer that is only a title needs none: ``HeaderFooterModel/title(_:)``.
public protocol SupplementaryModel: Sendable {
    /// The view class that shows this model; registered with the view the
    /// first time a model of this type is set.
    associatedtype View: AnyObject
    /// What the view shows; a change reconfigures the section's header or footer.
    associatedtype Content: Equatable & Sendable

    /// What the view shows.
    var content: Content { get }
    /// How tall the view is; ``CellSizing/automatic`` by default.
    var sizing: CellSizing { get }
    /// Shows the model in `view`.
    @MainActor func configure(_ view: View)
    /// Where the views come from as a header or as a footer: made from
    /// ``View`` in code (the default), loaded from a nib, or a storyboard
    /// prototype (a collection view's storyboard has one per kind).
    /// - Parameter kind: `.header` or `.footer`.
    static func viewOrigin(for kind: SupplementaryKind) -> ViewOrigin
}

extension SupplementaryModel {
    /// ``ViewOrigin/code`` for both kinds: views are made from their class.
    /// - Parameter kind: `.header` or `.footer`.
    public static func viewOrigin(for kind: SupplementaryKind) -> ViewOrigin { .code }

    /// ``CellSizing/automatic``.
    public var sizing: CellSizing { .automatic }
}

extension SupplementaryModel where Self: Equatable, Content == Self {
    /// The model itself.
    public var content: Self { self }
}

/// A section's header or footer: a title, which needs no view of its own
/// (a table view draws it), or a ``SupplementaryModel``.
///
/// A string literal is a title: `ScreenSection(id: "people", header: "People") { … }`.
public struct HeaderFooterModel: Equatable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    enum Storage: Sendable {
        case title(String)
        case view(any SupplementaryModelStorage)
    }

    let storage: Storage

    /// A title-only header or footer.
    /// - Parameter title: The title.
    public static func title(_ title: String) -> HeaderFooterModel {
        HeaderFooterModel(storage: .title(title))
    }

    /// A header or footer shown by `model`'s view.
    /// - Parameter model: The view's model.
    public static func view<Model: SupplementaryModel>(_ model: Model) -> HeaderFooterModel {
        HeaderFooterModel(storage: .view(TypedSupplementaryModelStorage(model)))
    }

    /// A title-only header or footer.
    /// - Parameter value: The title.
    public init(stringLiteral value: String) {
        storage = .title(value)
    }

    init(storage: Storage) {
        self.storage = storage
    }

    /// The title, for a title-only header or footer.
    public var title: String? {
        if case .title(let title) = storage { return title }
        return nil
    }

    /// The model as `Model`, for one shown by a view of that model type.
    /// - Parameter type: The model type to cast to.
    public func model<Model: SupplementaryModel>(as type: Model.Type) -> Model? {
        guard case .view(let storage) = storage else { return nil }
        return (storage as? TypedSupplementaryModelStorage<Model>)?.model
    }

    /// What the adapter hands the registry: the title, or the model.
    var base: Any {
        switch storage {
        case .title(let title): return title
        case .view(let storage): return storage.base
        }
    }

    /// How tall the view is; titles are ``CellSizing/automatic``.
    public var sizing: CellSizing {
        switch storage {
        case .title: return .automatic
        case .view(let storage): return storage.sizing
        }
    }

    /// Equal titles, or models of the same type with equal content.
    public static func == (lhs: HeaderFooterModel, rhs: HeaderFooterModel) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.title(let a), .title(let b)): return a == b
        case (.view(let a), .view(let b)): return a.hasSameContent(as: b)
        default: return false
        }
    }

    /// The title, or the model's type.
    public var description: String {
        switch storage {
        case .title(let title): return String(reflecting: title)
        case .view(let storage): return "\(type(of: storage.base))"
        }
    }
}

/// A header's or footer's storage, as ``CellModelStorage`` is a row's.
protocol SupplementaryModelStorage: AnyObject, Sendable {
    var base: Any { get }
    var sizing: CellSizing { get }
    func hasSameContent(as other: any SupplementaryModelStorage) -> Bool
    @MainActor func register(in registry: MappingRegistry)
}

final class TypedSupplementaryModelStorage<Model: SupplementaryModel>: SupplementaryModelStorage {
    let model: Model

    init(_ model: Model) {
        self.model = model
    }

    var base: Any { model }
    var sizing: CellSizing { model.sizing }

    func hasSameContent(as other: any SupplementaryModelStorage) -> Bool {
        if other === self { return true }
        guard let other = other as? TypedSupplementaryModelStorage<Model> else { return false }
        return model.content == other.model.content
    }

    /// As a header and as a footer: the same model type may be either.
    @MainActor func register(in registry: MappingRegistry) {
        for kind in [SupplementaryKind.header, .footer] {
            registry.register(Model.View.self, from: Model.viewOrigin(for: kind), for: Model.self, forSupplementaryViewOfKind: kind) {
                view, model, _ in
                model.configure(view)
            }
        }
    }
}
