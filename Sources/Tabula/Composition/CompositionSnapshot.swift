import Foundation

/// One item of a ``CompositionSnapshot``: the value a section of a
/// ``SectionTree`` holds, type-erased, with a stamp that names its content version.
///
/// Two items are equal when they carry the same stamp: a section gives an
/// item a new stamp whenever its content changes (an update that its
/// comparison finds different), and keeps it on a move or an equal update. So
/// the diff of two flattened snapshots compares content in O(1) per item,
/// without knowing the items' types.
public struct CompositionItem: Equatable, Sendable {
    /// The item, as its section holds it.
    public var value: any Sendable { values.value(at: index) }
    /// The version of the item's content; changes when the content does.
    public let stamp: UInt64

    /// Where the value lives: a section's item list is copied whenever one of
    /// its items changes, so copying an item must be cheap. An existential is
    /// copied through its dynamic type's witnesses; this is one retain, and
    /// the items of a section filled at once share one store (the retains hit
    /// one object), which may be the section's own typed array, uncopied.
    private let values: any CompositionValues
    private let index: Int

    /// Creates an item.
    public init(value: any Sendable, stamp: UInt64) {
        self.values = CompositionValue(value)
        self.index = 0
        self.stamp = stamp
    }

    /// An item whose value is `values`' element at `index`.
    init(values: any CompositionValues, index: Int, stamp: UInt64) {
        self.values = values
        self.index = index
        self.stamp = stamp
    }

    /// Whether both items carry the same content stamp.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.stamp == rhs.stamp }
}

/// Values that ``CompositionItem``s share, by position.
protocol CompositionValues: AnyObject, Sendable {
    func value(at index: Int) -> any Sendable
}

/// One value of its own: an item inserted or updated alone. A box, not an
/// array of one, so that such an item costs one allocation instead of two.
final class CompositionValue<Value: Sendable>: CompositionValues {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    func value(at _: Int) -> any Sendable { value }
}

/// Typed values in one array: a section's items, stored without boxing each.
final class CompositionValueArray<Value: Sendable>: CompositionValues {
    let values: ContiguousArray<Value>

    /// Shares `values`' storage.
    init(sharing values: ContiguousArray<Value>) {
        self.values = values
    }

    func value(at index: Int) -> any Sendable { values[index] }
}

/// The model of one section of a ``CompositionSnapshot``: which composable
/// shows it, and a stamp that changes when its supplementary content (header,
/// footer) does.
///
/// Keeping the owner in the snapshot lets a data source find the section that
/// owns a cell *in the data of the stage being applied*, not in the tree's
/// latest state, which may already be further along.
public struct CompositionSectionModel: Equatable, Sendable {
    /// The section (or the provider, for a list controller's sections) that owns
    /// this flattened section; `nil` if it was released.
    public let owner: (any Composable)?
    /// The index of this section among its owner's sections: 0 for a ``ListSection``.
    public let localSection: Int
    /// The version of the section's supplementary content.
    public let stamp: UInt64

    /// Creates a section model.
    public init(owner: (any Composable)?, localSection: Int, stamp: UInt64) {
        self.owner = owner
        self.localSection = localSection
        self.stamp = stamp
    }

    /// Whether both models carry the same stamp (same supplementary content).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.stamp == rhs.stamp }
}

/// What a ``SectionTree`` shows, flattened: one section per visible section of
/// the tree, identified by a token unique to that section, holding its items
/// identified by tokens unique to each item.
///
/// Item tokens are assigned when an item enters a section and kept while it
/// stays (moves and updates included), so identity is exact even for equal
/// or duplicate items.
public typealias CompositionSnapshot = Snapshot<UInt64, CompositionSectionModel, UInt64, CompositionItem>

/// The staged changeset of a ``SectionTree`` transaction.
public typealias CompositionStagedChangeset = StagedChangeset<UInt64, CompositionSectionModel, UInt64, CompositionItem>

/// The source of the unique tokens that identify sections and items and
/// stamp content versions. Main-actor isolated, like every tree object.
@MainActor
enum CompositionTokens {
    private static var last: UInt64 = 0

    /// A token never handed out before.
    static func next() -> UInt64 {
        last &+= 1
        return last
    }
}
