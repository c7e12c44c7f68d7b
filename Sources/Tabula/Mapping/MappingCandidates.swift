import Foundation

/// The registrations of one kind that accept models of one concrete type,
/// grouped by rank, best first: what the registry caches per model type, so
/// that resolving a model of a type seen before looks at nothing else.
///
/// Rank, best first (the order ``MappingRegistry`` documents):
/// 1. registrations with a condition, then those without;
/// 2. within each, the exact type, then superclasses nearest first, then
///    protocols and other existentials (`Any`, `AnyObject`).
///
/// Registrations of equal rank form a group, in registration order.
/// Resolution takes the first group with a registration whose condition
/// holds; two such registrations in that group are a tie.
final class MappingCandidates: Sendable {
    /// The candidates, best group first, registration order within a group.
    let entries: ContiguousArray<MappingEntry>
    /// Where each group ends in `entries` (exclusive).
    let groupEnds: ContiguousArray<Int>
    /// How many groups, from the first, have conditions to evaluate.
    let conditionalGroups: Int
    /// Whether the type is an `Optional`: its models are unwrapped and
    /// resolved by the wrapped value's type instead.
    let isOptional: Bool

    /// The marker cached for `Optional` types.
    static let optional = MappingCandidates(entries: [], groupEnds: [], conditionalGroups: 0, isOptional: true)

    private init(entries: ContiguousArray<MappingEntry>, groupEnds: ContiguousArray<Int>, conditionalGroups: Int, isOptional: Bool) {
        self.entries = entries
        self.groupEnds = groupEnds
        self.conditionalGroups = conditionalGroups
        self.isOptional = isOptional
    }

    /// Ranks the registrations that accept `model`, an unwrapped model whose
    /// type is the one being cached.
    /// - Parameters:
    ///   - registered: The registry's registrations of the kind, in registration order.
    ///   - model: A model of the type; registrations are tested against it.
    /// - Complexity: O(*r* + *m*²) for *r* registrations of which *m* accept the model.
    convenience init(ranking registered: [MappingEntry], for model: Any) {
        let typeID = ObjectIdentifier(type(of: model))
        let accepting = registered.filter { $0.acceptsValue(model) }
        let classes = accepting.filter { $0.isClassModel && $0.modelTypeID != typeID }
        func rank(_ entry: MappingEntry) -> (tier: Int, type: Int, distance: Int) {
            let tier = entry.isConditional ? 0 : 1
            if entry.modelTypeID == typeID { return (tier, 0, 0) }
            guard entry.isClassModel else { return (tier, 2, 0) }
            // The superclasses the model's class descends from form a chain;
            // how many of them lie strictly between the model's class and this
            // one is its distance. The same class registered twice ties.
            let nearer = classes.count { other in
                entry.acceptsType(other.modelType) && !other.acceptsType(entry.modelType)
            }
            return (tier, 1, nearer)
        }
        let ranked = accepting.map { (entry: $0, rank: rank($0)) }
            .sorted { $0.rank != $1.rank ? $0.rank < $1.rank : $0.entry.registration.id < $1.entry.registration.id }
        var groupEnds = ContiguousArray<Int>()
        var conditionalGroups = 0
        for index in ranked.indices where index + 1 == ranked.count || ranked[index + 1].rank != ranked[index].rank {
            groupEnds.append(index + 1)
            if ranked[index].rank.tier == 0 { conditionalGroups += 1 }
        }
        self.init(entries: ContiguousArray(ranked.map(\.entry)), groupEnds: groupEnds,
                  conditionalGroups: conditionalGroups, isOptional: false)
    }

    /// The registration that shows `model` at `indexPath`, and the next one
    /// of the same rank whose condition holds too (a tie), if any.
    /// - Complexity: O(1) when no candidate has a condition; otherwise the
    ///   conditions of the groups tried, evaluated once each.
    @MainActor
    func select(for model: Any, at indexPath: IndexPath) -> (chosen: MappingEntry, tie: MappingEntry?)? {
        guard !entries.isEmpty else { return nil }
        if conditionalGroups == 0 {
            return (entries[0], groupEnds[0] > 1 ? entries[1] : nil)
        }
        var start = 0
        for (group, end) in groupEnds.enumerated() {
            defer { start = end }
            guard group < conditionalGroups else {
                return (entries[start], end - start > 1 ? entries[start + 1] : nil)
            }
            var chosen: MappingEntry?
            for index in start..<end where entries[index].conditionHolds(for: model, at: indexPath) {
                if let chosen { return (chosen, entries[index]) }
                chosen = entries[index]
            }
            if let chosen { return (chosen, nil) }
        }
        return nil
    }
}
