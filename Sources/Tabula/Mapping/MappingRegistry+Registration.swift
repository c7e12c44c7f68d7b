import Foundation

extension MappingRegistry {
    /// Registers a cell that configures itself from its ``ModelTransfer/Model``.
    ///
    /// ```swift
    /// registry.register(ContactCell.self)
    /// registry.register(PinnedContactCell.self, condition: .section(0))
    /// ```
    ///
    /// - Parameters:
    ///   - cellClass: The cell class; the adapter registers it under the
    ///     returned registration's reuse identifier.
    ///   - origin: Where the cells come from: code (the default), a nib or a
    ///     storyboard prototype.
    ///   - condition: When the registration applies beyond its model type;
    ///     `nil` for always.
    ///   - fileID: Where the registration is made, for anomalies; leave the default.
    ///   - line: The line it is made on; leave the default.
    /// - Returns: The registration, with its generated reuse identifier.
    /// - Complexity: O(*k*) for *k* earlier registrations of classes of the
    ///   same name; clears the resolution cache.
    @discardableResult
    public func register<Cell: ModelTransfer>(
        _ cellClass: Cell.Type, from origin: ViewOrigin = .code, condition: MappingCondition<Cell.Model>? = nil,
        fileID: String = #fileID, line: Int = #line
    ) -> MappingRegistration {
        add(cellClass, origin: origin, model: Cell.Model.self, kind: .cell, condition: condition, isModelTransfer: true,
            fileID: fileID, line: line) { cell, model, _ in cell.update(with: model) }
    }

    /// Registers a cell for a model type, configured by a closure: for cells
    /// that do not adopt ``ModelTransfer``, or that show several model types.
    ///
    /// ```swift
    /// registry.register(TextCell.self, for: (any Named).self) { cell, named, indexPath in
    ///     cell.text = named.name
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - cellClass: The cell class.
    ///   - origin: Where the cells come from: code (the default), a nib or a
    ///     storyboard prototype.
    ///   - modelType: The model type: a value type, a class (subclasses
    ///     without a nearer registration use it too), a protocol existential,
    ///     `Any`, or an `Optional` of one (models are unwrapped).
    ///   - condition: When the registration applies beyond its model type;
    ///     `nil` for always.
    ///   - fileID: Where the registration is made, for anomalies; leave the default.
    ///   - line: The line it is made on; leave the default.
    ///   - configure: Configures a dequeued cell with a model and its index path.
    /// - Returns: The registration, with its generated reuse identifier.
    /// - Complexity: O(*k*) for *k* earlier registrations of classes of the
    ///   same name; clears the resolution cache.
    @discardableResult
    public func register<Cell: AnyObject, Model>(
        _ cellClass: Cell.Type, from origin: ViewOrigin = .code, for modelType: Model.Type,
        condition: MappingCondition<Model>? = nil, fileID: String = #fileID, line: Int = #line,
        configure: @escaping @MainActor (Cell, Model, IndexPath) -> Void
    ) -> MappingRegistration {
        add(cellClass, origin: origin, model: modelType, kind: .cell, condition: condition, isModelTransfer: false,
            fileID: fileID, line: line, configure: configure)
    }

    /// Registers a header, footer or other supplementary view that
    /// configures itself from its ``ModelTransfer/Model``.
    ///
    /// ```swift
    /// registry.register(SectionHeaderView.self, forSupplementaryViewOfKind: .header)
    /// ```
    ///
    /// - Parameters:
    ///   - viewClass: The view class.
    ///   - origin: Where the views come from: code (the default), a nib or a
    ///     storyboard prototype.
    ///   - kind: The supplementary kind: `.header`, `.footer` or a layout's own.
    ///   - condition: When the registration applies beyond its model type
    ///     (the index path is the section's, as the view passes it);
    ///     `nil` for always.
    ///   - fileID: Where the registration is made, for anomalies; leave the default.
    ///   - line: The line it is made on; leave the default.
    /// - Returns: The registration, with its generated reuse identifier.
    /// - Complexity: O(*k*) for *k* earlier registrations of classes of the
    ///   same name; clears the resolution cache.
    @discardableResult
    public func register<View: ModelTransfer>(
        _ viewClass: View.Type, from origin: ViewOrigin = .code, forSupplementaryViewOfKind kind: SupplementaryKind,
        condition: MappingCondition<View.Model>? = nil, fileID: String = #fileID, line: Int = #line
    ) -> MappingRegistration {
        add(viewClass, origin: origin, model: View.Model.self, kind: .supplementary(kind), condition: condition, isModelTransfer: true,
            fileID: fileID, line: line) { view, model, _ in view.update(with: model) }
    }

    /// Registers a header, footer or other supplementary view for a model
    /// type, configured by a closure.
    ///
    /// ```swift
    /// registry.register(BannerView.self, for: Banner.self, forSupplementaryViewOfKind: "banner") { view, banner, _ in
    ///     view.text = banner.text
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - viewClass: The view class.
    ///   - origin: Where the views come from: code (the default), a nib or a
    ///     storyboard prototype.
    ///   - modelType: The model type, as for cells.
    ///   - kind: The supplementary kind: `.header`, `.footer` or a layout's own.
    ///   - condition: When the registration applies beyond its model type;
    ///     `nil` for always.
    ///   - fileID: Where the registration is made, for anomalies; leave the default.
    ///   - line: The line it is made on; leave the default.
    ///   - configure: Configures a dequeued view with a model and its index path.
    /// - Returns: The registration, with its generated reuse identifier.
    /// - Complexity: O(*k*) for *k* earlier registrations of classes of the
    ///   same name; clears the resolution cache.
    @discardableResult
    public func register<View: AnyObject, Model>(
        _ viewClass: View.Type, from origin: ViewOrigin = .code, for modelType: Model.Type,
        forSupplementaryViewOfKind kind: SupplementaryKind,
        condition: MappingCondition<Model>? = nil, fileID: String = #fileID, line: Int = #line,
        configure: @escaping @MainActor (View, Model, IndexPath) -> Void
    ) -> MappingRegistration {
        add(viewClass, origin: origin, model: modelType, kind: .supplementary(kind), condition: condition, isModelTransfer: false,
            fileID: fileID, line: line, configure: configure)
    }

    /// Records a registration: the type tests and the configuring closure
    /// are made here, once, so that resolution only calls them.
    private func add<View: AnyObject, Model>(
        _ viewClass: View.Type, origin: ViewOrigin, model: Model.Type, kind: ReusableViewKind, condition: MappingCondition<Model>?,
        isModelTransfer: Bool, fileID: String, line: Int, configure: @escaping @MainActor (View, Model, IndexPath) -> Void
    ) -> MappingRegistration {
        // A prototype needs its identifier; without one the class is made in code.
        var origin = origin
        if case .storyboard(let identifier) = origin, identifier.isEmpty { origin = .code }
        // A registration for `Contact?` matches as `Contact` does: models are
        // unwrapped before resolution, so the wrapped type is the one compared.
        let optional = Model.self as? any OptionalModel.Type
        let modelType = optional?.innermostWrappedType ?? Model.self
        var section: Int?
        var predicate: (@MainActor (Any, IndexPath) -> Bool)?
        var summary: MappingRegistration.Condition?
        switch condition?.storage {
        case .section(let index)?:
            section = index
            summary = .section(index)
        case .predicate(let holds)?:
            predicate = { model, indexPath in (model as? Model).map { holds($0, indexPath) } ?? false }
            summary = .predicate
        case nil:
            break
        }
        let registration = MappingRegistration(
            id: entries.count, kind: kind, viewClass: viewClass,
            reuseIdentifier: reuseIdentifier(for: viewClass, from: origin),
            modelTypeName: String(reflecting: Model.self), condition: summary, isModelTransfer: isModelTransfer,
            fileID: fileID, line: line, origin: origin
        )
        let entry = MappingEntry(
            registration: registration, modelType: modelType, isClassModel: modelType is AnyObject.Type,
            acceptsValue: { $0 is Model },
            acceptsType: { type in
                (Model.self as? any OptionalModel.Type)?.innermostWrappedTypeAccepts(type) ?? (type is Model.Type)
            },
            acceptsViewType: { $0 is View.Type },
            section: section, predicate: predicate,
            configure: { view, model, indexPath in
                guard let view = view as? View else { return .wrongView }
                guard let model = model as? Model else { return .wrongModel }
                configure(view, model, indexPath)
                return .configured
            },
            reporter: reporter
        )
        entries.append(entry)
        cellCandidates.removeAll()
        supplementaryCandidates.removeAll()
        // Rankings changed, so ties and misses reported before may be gone or new.
        reporter.forgetReported()
        didRegister?(registration)
        registrationsDidChange()
        return registration
    }

    /// A storyboard prototype's own identifier, which registrations of one
    /// prototype share; otherwise one generated for the registration.
    private func reuseIdentifier(for viewClass: AnyClass, from origin: ViewOrigin) -> String {
        if case .storyboard(let identifier) = origin {
            reuseIdentifiers.insert(identifier)
            return identifier
        }
        return makeReuseIdentifier(for: viewClass)
    }

    /// `Tabula.` and the class's name, or that with the first free suffix
    /// `-2`, `-3`…: the prefix keeps generated identifiers clear of a
    /// storyboard's, which are usually the class's name, whichever is
    /// registered first (a view registering a class under a prototype's
    /// identifier would replace the prototype).
    private func makeReuseIdentifier(for viewClass: AnyClass) -> String {
        let name = "Tabula." + String(describing: viewClass)
        var identifier = name
        var suffix = 1
        while reuseIdentifiers.contains(identifier) {
            suffix += 1
            identifier = "\(name)-\(suffix)"
        }
        reuseIdentifiers.insert(identifier)
        return identifier
    }
}
