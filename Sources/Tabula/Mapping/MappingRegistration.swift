/// One registration of a ``MappingRegistry``, as the registry describes it:
/// which view class shows which model type, under which reuse identifier and
/// condition. An adapter registers ``viewClass`` with its table or collection
/// view under ``reuseIdentifier``; anomalies name registrations this way.
public struct MappingRegistration: Hashable, Sendable, CustomStringConvertible {
    /// The registration's position among the registry's registrations, from
    /// 0: of two equally good registrations, the lower one wins.
    public let id: Int
    /// Cells, or supplementary views of one kind.
    public let kind: ReusableViewKind
    /// The view class to register with the view and to dequeue.
    public let viewClass: AnyClass
    /// The reuse identifier to register ``viewClass`` under and to dequeue
    /// with: unique within the registry, even for one class registered twice.
    public let reuseIdentifier: String
    /// The model type as registered, `String(reflecting:)` of it, for
    /// example `MyApp.Contact`, `any MyApp.Named` or `Swift.Optional<MyApp.Contact>`.
    public let modelTypeName: String
    /// The registration's condition, or `nil` for none.
    public let condition: Condition?
    /// Where the views come from: code, a nib or a storyboard prototype.
    public let origin: ViewOrigin
    /// Whether the view configures itself (``ModelTransfer``) rather than
    /// through a closure given at registration.
    public let isModelTransfer: Bool
    /// The file the registration was made in (`#fileID`), to tell
    /// registrations apart in an anomaly's `debugDescription`.
    public let fileID: String
    /// The line the registration was made on.
    public let line: Int

    /// What a registration's condition is, without its predicate.
    public enum Condition: Hashable, Sendable, CustomStringConvertible {
        /// ``MappingCondition/section(_:)``.
        case section(Int)
        /// ``MappingCondition/when(_:)``.
        case predicate

        /// `in section 2` or `when its predicate holds`.
        public var description: String {
            switch self {
            case .section(let section): return "in section \(section)"
            case .predicate: return "when its predicate holds"
            }
        }
    }

    /// Creates a description of a registration. Registries make these;
    /// tests and adapters may make their own to compare or report.
    /// - Parameters:
    ///   - id: The position among the registry's registrations.
    ///   - kind: Cells, or supplementary views of one kind.
    ///   - viewClass: The view class.
    ///   - reuseIdentifier: The reuse identifier.
    ///   - modelTypeName: The model type's name.
    ///   - condition: The condition, or `nil`.
    ///   - isModelTransfer: Whether the view adopts ``ModelTransfer``.
    ///   - fileID: The file the registration was made in.
    ///   - line: The line it was made on.
    ///   - origin: Where the views come from; made from the class in code by default.
    public init(id: Int, kind: ReusableViewKind, viewClass: AnyClass, reuseIdentifier: String,
                modelTypeName: String, condition: Condition?, isModelTransfer: Bool, fileID: String, line: Int,
                origin: ViewOrigin = .code) {
        self.id = id
        self.kind = kind
        self.viewClass = viewClass
        self.reuseIdentifier = reuseIdentifier
        self.modelTypeName = modelTypeName
        self.condition = condition
        self.isModelTransfer = isModelTransfer
        self.fileID = fileID
        self.line = line
        self.origin = origin
    }

    /// The name of ``viewClass``, `String(reflecting:)` of it.
    public var viewClassName: String { String(reflecting: viewClass) }

    /// For example `#3 ContactCell ("Tabula.ContactCell-2") for MyApp.Contact in section 2, at MyApp/ContactsScreen.swift:41`.
    public var description: String {
        var text = "#\(id) \(String(describing: viewClass)) (\"\(reuseIdentifier)\") for \(modelTypeName)"
        if kind != .cell { text += " as \(kind)" }
        if let condition { text += " \(condition)" }
        switch origin {
        case .code: break
        case .nib(let name, _): text += " from nib \"\(name)\""
        case .storyboard: text += " from the storyboard"
        }
        return text + ", at \(fileID):\(line)"
    }

    /// Equal when every field is; view classes compare by identity.
    /// - Complexity: O(length of the strings).
    public static func == (lhs: MappingRegistration, rhs: MappingRegistration) -> Bool {
        lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.viewClass == rhs.viewClass
            && lhs.reuseIdentifier == rhs.reuseIdentifier && lhs.modelTypeName == rhs.modelTypeName
            && lhs.condition == rhs.condition && lhs.isModelTransfer == rhs.isModelTransfer
            && lhs.fileID == rhs.fileID && lhs.line == rhs.line && lhs.origin == rhs.origin
    }

    /// Hashes the fields `==` compares.
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(kind)
        hasher.combine(ObjectIdentifier(viewClass))
        hasher.combine(reuseIdentifier)
        hasher.combine(modelTypeName)
        hasher.combine(condition)
        hasher.combine(isModelTransfer)
        hasher.combine(fileID)
        hasher.combine(line)
        hasher.combine(origin)
    }
}
