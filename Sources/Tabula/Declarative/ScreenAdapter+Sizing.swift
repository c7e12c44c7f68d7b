import Foundation

// Heights follow each model's `sizing`. Computed heights and heights measured
// when a self-sizing cell is displayed go into the size cache, keyed by the
// row's identity and content and by the width and text size, and come back
// as estimates: a row reloaded above the visible ones keeps its height, so
// the content does not jump.

extension ScreenAdapter {
    /// The size cache's bucket now.
    public var sizeBucket: SizeCache<CellModelID, AnyCellModel>.Bucket {
        .init(width: availableWidth, category: contentSizeCategory)
    }

    /// The height of the row shown at `indexPath`, as its model's sizing
    /// says; `nil` for a self-sizing row (the view measures it).
    /// - Parameter indexPath: The row's section and item.
    public func height(at indexPath: IndexPath) -> Double? {
        guard let row = row(at: indexPath) else { return nil }
        switch row.sizing {
        case .automatic, .estimated:
            return nil
        case .fixed(let height):
            return Self.valid(height)
        case .computed(let compute):
            let bucket = sizeBucket
            if let cached = sizeCache.height(for: row.id, content: row, in: bucket) { return cached }
            let height = compute(availableWidth)
            sizeCache.store(height, for: row.id, content: row, in: bucket)
            return Self.valid(height)
        }
    }

    /// The estimated height of the row shown at `indexPath`: the cached
    /// height when there is one, else the model's estimate or fixed height;
    /// `nil` for the view's own estimate.
    /// - Parameter indexPath: The row's section and item.
    public func estimatedHeight(at indexPath: IndexPath) -> Double? {
        guard let row = row(at: indexPath) else { return nil }
        if let cached = sizeCache.height(for: row.id, content: row, in: sizeBucket) { return cached }
        switch row.sizing {
        case .estimated(let height), .fixed(let height): return Self.valid(height)
        case .automatic, .computed: return nil
        }
    }

    /// Caches the height of a displayed self-sizing cell.
    func measure(_ cell: AnyObject, at indexPath: IndexPath) {
        guard let measureHeight, let row = row(at: indexPath) else { return }
        switch row.sizing {
        case .automatic, .estimated:
            if let height = measureHeight(cell) {
                sizeCache.store(height, for: row.id, content: row, in: sizeBucket)
            }
        case .fixed, .computed:
            break
        }
    }

    /// The height of `section`'s header or footer, as its model's sizing says.
    func supplementaryHeight(_ kind: SupplementaryKind, inSection section: Int) -> Double? {
        switch headerFooter(kind, inSection: section)?.sizing {
        case .fixed(let height)?: return Self.valid(height)
        case .computed(let compute)?: return Self.valid(compute(availableWidth))
        case .automatic?, .estimated?, nil: return nil
        }
    }

    /// The estimated height of `section`'s header or footer.
    func estimatedSupplementaryHeight(_ kind: SupplementaryKind, inSection section: Int) -> Double? {
        switch headerFooter(kind, inSection: section)?.sizing {
        case .fixed(let height)?, .estimated(let height)?: return Self.valid(height)
        case .computed?, .automatic?, nil: return nil
        }
    }

    /// The header or footer of `section` the view shows; `nil` for none, for
    /// other kinds, and out of range.
    func headerFooter(_ kind: SupplementaryKind, inSection section: Int) -> HeaderFooterModel? {
        // The empty-state row's section has no header or footer.
        guard !list.isShowingOwnEmptyState, let model = list.shown.section(at: section)?.model else { return nil }
        switch kind {
        case .header: return model.header
        case .footer: return model.footer
        default: return nil
        }
    }

    /// `height` when UIKit can use it: finite and not negative.
    static func valid(_ height: Double) -> Double? {
        height.isFinite && height >= 0 ? height : nil
    }

    func registerSizing() {
        let registry = list.registry
        let anyRow = (any CellModel).self
        registry.addEventHandler(.height, modelType: anyRow, fileID: #fileID, line: #line, body: .answer { [weak self] _, indexPath in
            self?.height(at: indexPath)
        })
        registry.addEventHandler(.estimatedHeight, modelType: anyRow, fileID: #fileID, line: #line, body: .answer { [weak self] _, indexPath in
            self?.estimatedHeight(at: indexPath)
        })
        registry.addEventHandler(.willDisplay, modelType: anyRow, fileID: #fileID, line: #line, body: .action { [weak self] cell, _, indexPath in
            guard let self, let cell else { return false }
            measure(cell, at: indexPath)
            return true
        })
        for kind in [SupplementaryKind.header, .footer] {
            registry.addEventHandler(.supplementaryViewHeight(kind), modelType: (any SupplementaryModel).self, fileID: #fileID, line: #line,
                                     body: .answer { [weak self] _, indexPath in
                self?.supplementaryHeight(kind, inSection: indexPath.section)
            })
            registry.addEventHandler(.estimatedSupplementaryViewHeight(kind), modelType: (any SupplementaryModel).self, fileID: #fileID,
                                     line: #line, body: .answer { [weak self] _, indexPath in
                self?.estimatedSupplementaryHeight(kind, inSection: indexPath.section)
            })
        }
    }
}
