import Foundation

extension SectionTree {
    /// What an atomic transaction restores when it throws: every node's
    /// links and items, every section's own storage, and the pending changes.
    struct Checkpoint {
        /// One node's state; arrays are copied on write, so capturing is O(1).
        struct NodeState {
            let node: CompositionNode
            let parent: CompositionNode?
            let indexInParent: Int
            let owner: (any Composable)?
            let itemIDs: ContiguousArray<UInt64>
            let items: ContiguousArray<CompositionItem>
            let modelStamp: UInt64
            let children: [CompositionNode]
            let childComposables: [any Composable]
            let prefix: [Int]
            let selectedIndex: Int?
            let sectionCount: Int
            let restoreOwner: (() -> Void)?
        }

        let nodes: [NodeState]
        let pending: Pending?
        let participants: [any TransactionalSource]
    }

    /// Every node of the tree, shown or not, parents before children. O(nodes).
    func allNodes() -> [CompositionNode] {
        var result: [CompositionNode] = []
        var stack = [root.compositionNode]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// The sources in the tree with transactions of their own, which join its transactions.
    func participants() -> [any TransactionalSource] {
        allNodes().compactMap { ($0.owner as? any CompositionParticipant)?.joinedSource }
    }

    func makeCheckpoint() -> Checkpoint {
        let nodes = allNodes()
        let states = nodes.map { node in
            Checkpoint.NodeState(
                node: node, parent: node.parent, indexInParent: node.indexInParent, owner: node.owner,
                itemIDs: node.itemIDs, items: node.itemList.share(), modelStamp: node.modelStamp,
                children: node.children, childComposables: node.childComposables, prefix: node.prefix,
                selectedIndex: node.selectedIndex, sectionCount: node.sectionCount,
                restoreOwner: node.storage?.captureState()
            )
        }
        return Checkpoint(
            nodes: states, pending: pending,
            participants: nodes.compactMap { ($0.owner as? any CompositionParticipant)?.joinedSource }
        )
    }

    func restore(_ checkpoint: Checkpoint) {
        // Composables inserted during the transaction leave the tree: unlink the
        // top of each such subtree, so that it can be inserted again.
        let known = Set(checkpoint.nodes.map { ObjectIdentifier($0.node) })
        for node in allNodes() where !known.contains(ObjectIdentifier(node)) {
            if let parent = node.parent, known.contains(ObjectIdentifier(parent)) {
                node.parent = nil
                node.indexInParent = 0
            }
        }
        for state in checkpoint.nodes {
            let node = state.node
            node.parent = state.parent
            node.indexInParent = state.indexInParent
            node.owner = state.owner
            node.itemIDs = state.itemIDs
            node.setItems(state.items)
            node.modelStamp = state.modelStamp
            node.children = state.children
            node.childComposables = state.childComposables
            node.prefix = state.prefix
            node.selectedIndex = state.selectedIndex
            node.sectionCount = state.sectionCount
            state.restoreOwner?()
        }
        pending = checkpoint.pending
    }
}
