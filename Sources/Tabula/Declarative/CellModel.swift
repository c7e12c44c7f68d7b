import Foundation

/// One row of a declarative screen: a value that says which cell shows it,
/// what the cell shows, what it does, and how tall it is.
///
/// ```swift
/// struct TitleRow: CellModel {
///     let id: String
///     var title: String
///     var onSelect: @MainActor () -> Void
///
///     var content: String { title }                      // compared; closures are not
///     var behavior: CellBehavior { CellBehavior(onSelect: onSelect) }
///     func configure(_ cell: TitleCell) { cell.title = title }
/// }
/// ```
///
/// A cell model declares four separate things, and the ``ScreenAdapter``
/// treats each its own way:
/// - **Identity**: `id`, together with the model's type (and so its cell
///   type). The same `id` under another model type is another row: a delete
///   and an insert, never a cell of one type configured with a model of another.
/// - **Content**: ``content``, compared with `==`. A change reconfigures the
///   existing cell in place, so it keeps its focus, selection and first
///   responder. ``needsVisibleUpdate(from:)`` can skip changes that show nothing.
/// - **Behaviour**: ``behavior``, closures that are never compared. The adapter
///   answers every event from the model of the latest screen, and calls
///   ``bind(_:)`` on the visible cells after every update, so a tap after an
///   update always reaches the newest closure.
/// - **Presentation**: ``configure(_:)`` and ``sizing``.
public protocol CellModel: Identifiable, Sendable where ID: Sendable {
    /// The cell class that shows this model; the adapter registers it with
    /// the view the first time a model of this type is set, as
    /// ``viewOrigin`` says.
    associatedtype Cell: AnyObject
    /// What the cell shows, compared to decide whether the cell needs updating.
    associatedtype Content: Equatable & Sendable

    /// What the cell shows. A model that is `Equatable` as a whole (one with
    /// no closures) gets itself by default.
    var content: Content { get }

    /// What the cell does: selection, swipe actions, deletion, a context
    /// menu. Never compared. By default, nothing.
    var behavior: CellBehavior { get }

    /// How tall the cell is. By default, ``CellSizing/automatic``.
    var sizing: CellSizing { get }

    /// Shows the model's content in `cell`: called for a new, reused or
    /// reconfigured cell, followed by ``bind(_:)``.
    @MainActor func configure(_ cell: Cell)

    /// Hands the model's closures to `cell`, for cells that keep them (a
    /// switch's action, a text field's editing handler). Called after
    /// ``configure(_:)``, and after every update on each visible cell whose
    /// content did not change, so the cell never calls a stale closure. By
    /// default, nothing.
    @MainActor func bind(_ cell: Cell)

    /// Whether going from `previous` to this model changes what the cell
    /// shows. By default, whether ``content`` differs; a model whose content
    /// holds values the cell does not show (a timestamp kept for sorting)
    /// can answer `false` for those, and the cell is not reconfigured.
    ///
    /// Answer `false` whenever `content == previous.content`: the adapter
    /// may not ask. It does not ask for two rows that share their model
    /// object, nor for two contents of plain values (no reference-counted
    /// parts) of at most 16 bytes that are identical byte for byte.
    func needsVisibleUpdate(from previous: Self) -> Bool
    /// Whether a content change replaces the cell (a reload: a freshly
    /// dequeued cell, with the view's reload animation) instead of
    /// configuring the existing one again (a reconfigure, which keeps its
    /// focus and selection). By default `false`; answer `true` for a cell
    /// that builds its subviews once from the content, which a reconfigure
    /// cannot redo.
    var reloadsOnContentChange: Bool { get }
    /// Where the cells come from: made from ``Cell`` in code (the default),
    /// loaded from a nib, or a storyboard prototype.
    static var viewOrigin: ViewOrigin { get }
}

extension CellModel {
    /// ``ViewOrigin/code``: cells are made from their class.
    public static var viewOrigin: ViewOrigin { .code }

    /// Nothing: no selection, no actions.
    public var behavior: CellBehavior { CellBehavior() }

    /// ``CellSizing/automatic``.
    public var sizing: CellSizing { .automatic }

    /// Does nothing.
    @MainActor public func bind(_ cell: Cell) {}

    /// Whether ``content`` differs from `previous`'s.
    public func needsVisibleUpdate(from previous: Self) -> Bool {
        content != previous.content
    }
    /// `false`: a content change reconfigures the cell.
    public var reloadsOnContentChange: Bool { false }
}

extension CellModel where Self: Equatable, Content == Self {
    /// The model itself, for models with nothing but content.
    public var content: Self { self }
}
