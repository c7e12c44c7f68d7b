import Foundation

extension ListController {
    /// What an operation did, which decides how its changes are computed.
    @usableFromInline
    enum Outcome {
        /// Nothing at all.
        case unchanged
        /// Only items filtered out changed: nothing to publish.
        case filteredOutOnly
        /// One item, written down without diffing.
        case single(ListSingleChange<Item>)
        /// Deletes only or inserts only, written down without diffing.
        case direct(ListDirectChange)
        /// Some sections changed and none moved: diff those sections.
        case scoped(Set<Key>)
        /// The sections were rebuilt: diff everything.
        case full
    }

    /// Whether operations are being gathered into one transaction.
    @inlinable
    var isCoalescing: Bool { transactions.isOpen }

    // MARK: - Checkpoints

    /// Everything a transaction can change, to restore when it throws.
    @usableFromInline
    package struct Checkpoint {
        let engine: Engine
        let snapshot: Content
        let generation: Int
        let diagnostics: [Diagnostic]
        let pending: PendingTransaction?
    }

    @usableFromInline
    func makeCheckpoint() -> Checkpoint {
        Checkpoint(
            engine: engine, snapshot: _snapshot, generation: generation, diagnostics: _diagnostics, pending: pending
        )
    }

    @usableFromInline
    func restore(_ checkpoint: Checkpoint) {
        engine = checkpoint.engine
        _snapshot = checkpoint.snapshot
        generation = checkpoint.generation
        _diagnostics = checkpoint.diagnostics
        pending = checkpoint.pending
    }

    @inlinable
    func beginCoalescing() {
        guard pending == nil else { return }
        pending = PendingTransaction()
        engine.touchedKeys = []
    }

    @inlinable
    func endCoalescingIfNeeded() {
        guard !isCoalescing, let gathered = pending else { return }
        pending = nil
        let touched = engine.touchedKeys ?? []
        engine.touchedKeys = nil
        guard gathered.changed else {
            if !gathered.diagnostics.isEmpty { _diagnostics = gathered.diagnostics }
            return
        }
        guard hasObservers else {
            publishUnobserved(diagnostics: gathered.diagnostics)
            return
        }
        let old = snapshot, content = engine.makeSnapshot()
        let style = configuration.contentUpdates, equal = configuration.itemContentEqual
        publish(content: content, base: old, diagnostics: gathered.diagnostics, userMove: nil, isReload: gathered.isReload) {
            if !gathered.needsFullDiff,
                let scoped = Builder.scoped(old: old, new: content, touched: touched, style: style, contentEqual: equal)
            {
                return scoped
            }
            return Builder.full(old: old, new: content, style: style, contentEqual: equal)
        }
    }

    // MARK: - Recording and publishing

    /// Records what an operation did to the engine: publishes it, or adds it to
    /// the transaction being gathered.
    @inlinable
    func record(_ outcome: Outcome) {
        if case .unchanged = outcome { return }
        generation &+= 1
        let found = engine.takeDiagnostics()
        if isCoalescing {
            if case .filteredOutOnly = outcome {} else { pending?.changed = true }
            if case .full = outcome { pending?.needsFullDiff = true }
            pending?.diagnostics += found
            return
        }
        if case .filteredOutOnly = outcome {
            _diagnostics = found
            return
        }
        guard hasObservers else {
            publishUnobserved(diagnostics: found)
            return
        }
        let old = snapshot, content = engine.makeSnapshot()
        let style = configuration.contentUpdates, equal = configuration.itemContentEqual
        publish(content: content, base: old, diagnostics: found, userMove: nil) {
            switch outcome {
            case .single(let change):
                return Builder.single(change, old: old, new: content, style: style) { overrides in
                    self.engine.makeSnapshot(overriding: overrides)
                }
            case .direct(let change):
                return Builder.direct(change, new: content)
            case .scoped(let touched):
                return Builder.scoped(old: old, new: content, touched: touched, style: style, contentEqual: equal)
                    ?? Builder.full(old: old, new: content, style: style, contentEqual: equal)
            case .unchanged, .filteredOutOnly, .full:
                return Builder.full(old: old, new: content, style: style, contentEqual: equal)
            }
        }
    }

    /// Whether anything receives updates: a delegate, ``onUpdate``, an observer or a stream.
    @inlinable
    var hasObservers: Bool { publisher.hasObservers }

    /// Publishes new content when nothing observes the controller: no
    /// changeset is computed and nothing delivered, and the published section
    /// list is updated in place instead of copied (the previous snapshot is
    /// let go first), so a single-item transaction costs no O(*s*).
    @inlinable
    func publishUnobserved(diagnostics found: [Diagnostic]) {
        _snapshot = emptySnapshot
        _snapshot = engine.makeSnapshot()
        _ = publisher.advance()
        _diagnostics = found
    }

    /// Publishes new content: works out the changes from `base` (what views
    /// show now), updates ``snapshot`` and delivers.
    ///
    /// - Parameter changes: Computes the changes from `base` to `content`.
    @inlinable
    func publish(
        content: Content, base: Content, diagnostics found: [Diagnostic],
        userMove: Changeset.Move<IndexPath>?, isReload: Bool = false, changes: () -> Builder.Result
    ) {
        if userMove == nil && !isReload && content.sharesStorage(with: snapshot) {
            // The very same snapshot again: nothing to show. A fetch still
            // delivers its reload, as documented, even when nothing changed.
            _diagnostics = found
            return
        }
        let result = changes()
        let all = found + result.changeset.diagnostics
        _snapshot = content
        _diagnostics = all
        publisher.publish(
            from: base, to: content, changeset: result.changeset, stages: result.stages, userMove: userMove,
            isReload: isReload, diagnostics: all, payload: (), source: self
        )
    }
}

extension ListController: TransactionalSource {
    package func openTransaction(atomic: Bool) -> Checkpoint? {
        let checkpoint = atomic ? makeCheckpoint() : nil
        beginCoalescing()
        return checkpoint
    }

    package func rollBack(_ checkpoint: Checkpoint?) {
        if let checkpoint { restore(checkpoint) }
    }

    package func publishTransaction() { endCoalescingIfNeeded() }
}
