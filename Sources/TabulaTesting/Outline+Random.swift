import Tabula

extension Outline where ItemID == Int, Item == Int {
    /// A random tree over identifiers drawn from `0..<pool`, for property
    /// tests: drawn again over the same pool, items change parent, order,
    /// content (0, 1 or 2), children (loaded, empty or not loaded) and
    /// expansion from one draw to the next.
    ///
    /// Complexity: O(`pool`).
    /// - Parameters:
    ///   - rng: The generator; the same seed gives the same trees.
    ///   - pool: How many identifiers may appear; about three quarters do.
    package static func random(_ rng: inout SplitMix64, pool: Int) -> Outline<Int, Int> {
        var ids = (0..<pool).filter { _ in Int.random(in: 0..<4, using: &rng) != 0 }
        ids.shuffle(using: &rng)
        var children: [Int: [Int]] = [:]
        var roots: [Int] = []
        for (index, id) in ids.enumerated() {
            if index == 0 || Int.random(in: 0..<3, using: &rng) == 0 {
                roots.append(id)
            } else {
                children[ids[Int.random(in: 0..<index, using: &rng)], default: []].append(id)
            }
        }
        func element(_ id: Int, _ rng: inout SplitMix64) -> OutlineElement<Int, Int> {
            let content = Int.random(in: 0..<3, using: &rng)
            if let list = children[id] {
                return .init(id: id, item: content, children: .loaded(list.map { element($0, &rng) }))
            }
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: return .init(id: id, item: content, children: .notLoaded)
            case 1: return .init(id: id, item: content, children: .loaded([]))
            default: return .init(id: id, item: content)
            }
        }
        let elements = roots.map { element($0, &rng) }
        let expanded = Set(ids.filter { _ in Int.random(in: 0..<3, using: &rng) != 0 })
        return (try? Outline(elements, expanded: expanded)) ?? Outline()
    }
}
