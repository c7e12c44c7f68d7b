import Foundation

// https://developer.apple.com/documentation/uikit/uiimage
/// An object that manages image data in your app.
///
/// Stand-in for UIKit's `UIImage`: nothing of it is used but its type, which
/// the menu initializers' signatures name.
@MainActor
open class UIImage {}

// https://developer.apple.com/documentation/uikit/uimenuelement
/// An object representing a menu, action, or command.
///
/// Stand-in for UIKit's `UIMenuElement`; see the module notes in `UIKitStandIn.swift`.
@MainActor
open class UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    /// Attributes that determine the style of the menu element.
    public struct Attributes: OptionSet, Sendable {
        /// The attributes' bits.
        public let rawValue: UInt

        // https://developer.apple.com/documentation/uikit/uimenuelement/attributes/init(rawvalue:)
        /// Creates a menu-element attributes structure with the specified raw value.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        // https://developer.apple.com/documentation/uikit/uimenuelement/attributes/disabled
        /// An attribute indicating the disabled style.
        public static var disabled: UIMenuElement.Attributes { Attributes(rawValue: 1 << 0) }
        // https://developer.apple.com/documentation/uikit/uimenuelement/attributes/destructive
        /// An attribute indicating the destructive style.
        public static var destructive: UIMenuElement.Attributes { Attributes(rawValue: 1 << 1) }
        // https://developer.apple.com/documentation/uikit/uimenuelement/attributes/hidden
        /// An attribute indicating the hidden style.
        public static var hidden: UIMenuElement.Attributes { Attributes(rawValue: 1 << 2) }
        // https://developer.apple.com/documentation/uikit/uimenuelement/attributes/keepsmenupresented
        /// An attribute indicating that the menu remains presented after firing
        /// the element's action instead of dismissing.
        @available(iOS 16.0, tvOS 16.0, *)
        public static var keepsMenuPresented: UIMenuElement.Attributes { Attributes(rawValue: 1 << 3) }
    }

    // https://developer.apple.com/documentation/uikit/uimenuelement/state
    /// Constants that indicate the state of an action- or command-based menu element.
    public enum State: Int, Sendable {
        /// A constant indicating the menu element is in the off state.
        case off = 0
        /// A constant indicating the menu element is in the on state.
        case on = 1
        /// A constant indicating the menu element is in the mixed state.
        case mixed = 2
    }

    package init() {}
}

// https://developer.apple.com/documentation/uikit/uimenu
/// A container for grouping related menu elements in an app menu or contextual menu.
///
/// Stand-in for UIKit's `UIMenu`; see the module notes in `UIKitStandIn.swift`.
@MainActor
open class UIMenu: UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.struct
    /// A type that represents a menu identifier.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The identifier's string.
        public let rawValue: String
        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    // https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct
    /// Options for configuring a menu's appearance.
    public struct Options: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    // https://developer.apple.com/documentation/uikit/uimenu/init(title:image:identifier:options:children:)
    /// Creates a new menu with the specified values.
    public init(title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
                options: UIMenu.Options = [], children: [UIMenuElement] = []) {
        self.title = title
        self.children = children
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uimenuelement/title
    /// The title of the menu element.
    open var title: String

    // https://developer.apple.com/documentation/uikit/uimenu/children
    /// The child elements of the menu.
    open private(set) var children: [UIMenuElement]
}

// https://developer.apple.com/documentation/uikit/uiactionhandler
/// A type that defines the closure for an action handler.
public typealias UIActionHandler = (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uiaction
/// A menu element that performs its action in a closure.
///
/// Stand-in for UIKit's `UIAction`; see the module notes in `UIKitStandIn.swift`.
@MainActor
open class UIAction: UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    /// A type that represents an action identifier.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The identifier's string.
        public let rawValue: String
        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    /// Creates an action with the specified title, image, identifier,
    /// discoverability title, attributes, state, and handler.
    public init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.title = title
        // UIKit makes up a unique identifier for `nil`.
        self.identifier = identifier ?? UIAction.Identifier(UUID().uuidString)
        self.attributes = attributes
        self.handler = handler
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uiaction/title
    /// The action's title.
    open var title: String

    // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.property
    /// The action's identifier.
    open private(set) var identifier: UIAction.Identifier

    // https://developer.apple.com/documentation/uikit/uiaction/attributes
    /// The attributes indicating the style of the action.
    open var attributes: UIMenuElement.Attributes

    /// The closure UIKit runs when the action is chosen; UIKit keeps it
    /// private, so tests choose the action through ``standInPerform()``.
    private let handler: UIActionHandler

    /// Runs the action's handler, as UIKit does when the user chooses it.
    package func standInPerform() {
        handler(self)
    }
}
