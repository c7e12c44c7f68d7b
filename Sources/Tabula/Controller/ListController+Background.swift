extension ListController {
    /// Replaces every item by `items` like ``replace(with:)``, building the new
    /// list and diffing it off the main actor when it holds at least
    /// ``ListConfiguration/backgroundThreshold`` items.
    ///
    /// The latest replacement wins: if another replacement (this method,
    /// ``replace(with:)`` or ``fetch(_:)``) starts before this one is applied,
    /// this one is dropped and returns `false`. If any other operation changes
    /// the controller meanwhile, the work is redone against the new state
    /// (after two retries, on the main actor), so a delivered changeset always
    /// starts from the snapshot the views show: none is ever stale.
    ///
    /// While the work runs, the controller stays fully usable; the first
    /// operation after this call starts copies the controller's storage once (O(*n*)).
    ///
    /// - Parameter items: The new items; identifiers must be unique.
    /// - Returns: `true` when applied, `false` when a newer replacement won.
    /// - Throws: ``ListControllerError/duplicateIdentifier(_:)``, or
    ///   `CancellationError` when the calling task was cancelled meanwhile;
    ///   nothing is applied then.
    /// - Complexity: That of ``replace(with:)``, off the main actor.
    @discardableResult
    @inlinable
    public func replaceInBackground(with items: [Item]) async throws -> Bool {
        try await replaceInBackground(with: items, isReload: false)
    }

    /// Loads `items` as a fresh start like ``fetch(_:)``, building the list
    /// and diffing it off the main actor like ``replaceInBackground(with:)``.
    ///
    /// Observers get one update flagged ``ListUpdate/isReload``, so a view
    /// showing nothing yet reloads instead of animating every row in; the
    /// latest replacement wins as it does for ``replaceInBackground(with:)``.
    ///
    /// - Parameter items: The items; identifiers must be unique.
    /// - Returns: `true` when applied, `false` when a newer replacement won.
    /// - Throws: ``ListControllerError/duplicateIdentifier(_:)``, or
    ///   `CancellationError` when the calling task was cancelled meanwhile;
    ///   nothing is applied then.
    /// - Complexity: That of ``fetch(_:)``, off the main actor.
    @discardableResult
    @inlinable
    public func fetchInBackground(_ items: [Item]) async throws -> Bool {
        try await replaceInBackground(with: items, isReload: true)
    }

    /// The work of ``replaceInBackground(with:)`` and ``fetchInBackground(_:)``,
    /// which differ only in how the update is flagged.
    @inlinable
    func replaceInBackground(with items: [Item], isReload: Bool) async throws -> Bool {
        replacementToken &+= 1
        let token = replacementToken
        guard items.count >= configuration.backgroundThreshold else {
            try replaceOnMainActor(with: items, isReload: isReload)
            return true
        }
        for _ in 0..<3 {
            let base = engine, startGeneration = generation, published = snapshot
            let diffable = !isCoalescing
            let style = configuration.contentUpdates, equal = configuration.itemContentEqual
            let work = Task.detached(priority: .userInitiated) { () throws -> (Engine, Content, Builder.Result?) in
                var engine = base
                engine.touchedKeys = nil
                if isReload { try engine.load(items) } else { try engine.replace(with: items) }
                let content = engine.makeSnapshot()
                let result = diffable ? Builder.full(old: published, new: content, style: style, contentEqual: equal) : nil
                return (engine, content, result)
            }
            let (built, content, result) = try await work.value
            if let hook = backgroundWorkDidFinish { await hook() }
            guard token == replacementToken else { return false }
            try Task.checkCancellation()
            guard generation == startGeneration else { continue }

            engine = built
            replacementToken &+= 1
            generation &+= 1
            let found = engine.takeDiagnostics()
            if isCoalescing {
                engine.touchedKeys = []
                pending?.changed = true
                pending?.needsFullDiff = true
                if isReload { pending?.isReload = true }
                pending?.diagnostics += found
                return true
            }
            let old = snapshot
            publish(content: content, base: old, diagnostics: found, userMove: nil, isReload: isReload) {
                result ?? Builder.full(old: old, new: content, style: style, contentEqual: equal)
            }
            return true
        }
        try replaceOnMainActor(with: items, isReload: isReload)
        return true
    }

    /// ``fetch(_:)`` or ``replace(with:)``, for the lists too short, or too
    /// often overtaken, to be worth the trip off the main actor.
    @inlinable
    func replaceOnMainActor(with items: [Item], isReload: Bool) throws(ListControllerError) {
        if isReload { try fetch(items) } else { try replace(with: items) }
    }
}
