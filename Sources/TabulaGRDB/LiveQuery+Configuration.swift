import GRDB
import Tabula

extension LiveQuery {
    /// Fetches `request` instead of the current request. The list changes
    /// to its result with an animated update (records that stay keep their
    /// cells) as soon as the first fetch arrives.
    ///
    /// - Parameter request: What to fetch from now on.
    /// - Complexity: One fetch, off the main actor, and a diff of the list.
    @inlinable
    public func setRequest(_ request: LiveQueryRequest<Record>) {
        storeRequest(request)
        if !isObservationPaused { startObservation() }
    }

    /// Sorts the items of each section by `order` (then by identifier); the
    /// items move, animated.
    ///
    /// - Parameter order: The keys, most significant first.
    /// - Complexity: O(*n* log *n*) sorting plus an O(*n*) diff, on the main actor.
    @inlinable
    public func setOrder(_ order: [ListSortKey<Record>]) {
        storeOrder(order)
        controller.setItemOrder(Self.itemOrder(order))
    }

    /// Groups the records by another section key; items move between
    /// sections, animated. `nil` makes the list one section.
    ///
    /// - Parameter sectionKey: A record's section key, `nil` for the "no section" bucket.
    /// - Complexity: O(*n*) to key every record, plus rebuilding and diffing.
    @inlinable
    public func setSectionKey(_ sectionKey: (@Sendable (Record) -> SectionKey?)?) {
        controller.setSectionKey(sectionKey)
    }

    /// Orders the sections by `order`; sections move, animated.
    ///
    /// - Parameter order: The section order.
    /// - Complexity: O(*s* log *s*) sorting plus an O(*n*) diff.
    @inlinable
    public func setSectionOrder(_ order: ListSectionOrder<SectionKey>) {
        controller.setSectionOrder(order)
    }

    /// Starts observing again: after an error, once its cause is fixed (a
    /// table created again, a database reopened in a new query). The next
    /// fetch is diffed against what is shown. A paused query stays paused,
    /// and starts afresh when it resumes.
    @inlinable
    public func restart() {
        clearError()
        if !isObservationPaused { startObservation() }
    }

    /// Stops following the database until ``resumeObservation()``: nothing
    /// is fetched and no update is published meanwhile; the list keeps
    /// showing what it shows. A result on its way is dropped. Does nothing
    /// when already paused: pauses do not nest (one resume resumes).
    ///
    /// The commits made while paused are not lost: resuming fetches the
    /// whole result.
    @inlinable
    public func pauseObservation() {
        guard !isObservationPaused else { return }
        setObservationPaused(true)
        stopObservation()
    }

    /// Follows the database again after ``pauseObservation()``: fetches the
    /// whole result once, off the main actor, and publishes its difference
    /// with what is shown as one animated update (none when nothing changed;
    /// a reload when no result had been shown yet), then follows commits with
    /// the engine chosen. Does nothing when not paused.
    ///
    /// - Complexity: One fetch of the whole request and a diff of the list,
    ///   whichever the engine: the incremental engine cannot know which rows
    ///   the commits made while paused touched.
    @inlinable
    public func resumeObservation() {
        guard isObservationPaused else { return }
        setObservationPaused(false)
        startObservation()
    }
}
