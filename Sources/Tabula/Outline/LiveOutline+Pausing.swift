extension LiveOutline {
    /// Whether updates are held back (``pauseUpdates()``).
    public var isPaused: Bool { publisher.pauseDepth > 0 }

    /// Holds back updates: from now until the matching ``resumeUpdates()``,
    /// changes (edits, expansions, children that finish loading) take effect
    /// on ``outline`` but are not published; ``snapshot`` keeps the rows
    /// published last. Pauses nest.
    ///
    /// For a burst of changes that would otherwise publish one update each,
    /// such as expanding a node and several of its children after a load.
    public func pauseUpdates() {
        publisher.pauseDepth += 1
    }

    /// Ends a ``pauseUpdates()``; the last one publishes everything that
    /// changed meanwhile as one update, diffed against the rows published
    /// last (none when nothing changed). Does nothing when not paused.
    /// - Complexity: O(*n*) expected in the visible rows, for the diff.
    public func resumeUpdates() {
        guard publisher.pauseDepth > 0 else { return }
        publisher.pauseDepth -= 1
        guard publisher.pauseDepth == 0, hasHeldUpdates else { return }
        hasHeldUpdates = false
        publishByDiffing()
    }
}
