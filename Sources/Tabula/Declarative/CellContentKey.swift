import Foundation

/// A row's content, kept beside the row where the diff reads it without
/// following the row's reference, when that content is a plain value of at
/// most 16 bytes: a type with no reference-counted parts (`_isPOD`), such as
/// an `Int`, a `Bool`, or a small enum or struct of such values.
///
/// Setting a screen compares every row whose identity matched with the row
/// shown, and most rows are unchanged. Reading a row's model means following
/// its reference to an object of its own, one or two cache lines each, for
/// both rows: on a 10k-row screen that is most of the memory the comparison
/// reads. Two keys made from plain values hold those values' bytes, so
/// equal keys mean identical contents, and the rows are not read at all.
///
/// Any other content is keyed by the row object's address: two rows alive
/// together (the row holds its object) have equal keys only when they share
/// their object, whose content is, of course, the same.
/// Rows are compared only with rows of the same model type (their identities
/// matched: the caller's precondition), so the two kinds of keys never meet.
///
/// Different keys say nothing: the rows' own comparison decides. So bytes
/// that differ while the values are equal (padding, `-0.0` and `0.0`) cost a
/// comparison and are never wrong. Equal bytes do say "the same", even for a
/// value that is not `==` to itself (a `Double.nan`): an identical value shows
/// identically.
@usableFromInline
struct CellContentKey: Equatable, Sendable {
    @usableFromInline let low: UInt64
    @usableFromInline let high: UInt64

    /// The key of a row showing `model`, whose storage is `row`. Reads the
    /// model's content only when it is kept inline: a computed content
    /// (a formatted string, say) costs nothing here otherwise.
    @inlinable
    init<Model: CellModel>(of model: Model, row: AnyObject) {
        if _isPOD(Model.Content.self) && MemoryLayout<Model.Content>.size <= 2 * MemoryLayout<UInt64>.size {
            var words: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &words) { destination in
                withUnsafeBytes(of: model.content) { destination.copyMemory(from: $0) }
            }
            (low, high) = words
        } else {
            low = UInt64(UInt(bitPattern: Unmanaged.passUnretained(row).toOpaque()))
            high = 0
        }
    }
}
