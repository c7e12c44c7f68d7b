import Foundation

/// How tall a row (or a header or footer) is.
///
/// Heights are in points. The ``ScreenAdapter`` remembers measured and
/// computed heights in a ``SizeCache`` and serves them as estimates, so
/// rows reloaded above the visible ones keep their place.
public enum CellSizing: Sendable {
    /// The view's own height: self-sizing from the cell's constraints.
    case automatic
    /// Self-sizing, with a first estimate until the cell has been measured.
    case estimated(Double)
    /// Always this height.
    case fixed(Double)
    /// Computed from the model's content and the available width (the
    /// argument), cached per content, width and text size.
    case computed(@Sendable (_ availableWidth: Double) -> Double)
}
