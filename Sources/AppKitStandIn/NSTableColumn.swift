import Foundation

// https://developer.apple.com/documentation/appkit/nstablecolumn
/// The display characteristics and attribute identifier for a column in a
/// table view.
///
/// Stand-in: only its identity and initializer are declared.
@MainActor
open class NSTableColumn {
    // https://developer.apple.com/documentation/appkit/nstablecolumn/identifier
    /// The string used to identify the column.
    open var identifier: NSUserInterfaceItemIdentifier

    // https://developer.apple.com/documentation/appkit/nstablecolumn/init(identifier:)
    /// Initializes a newly created table column with the specified identifier.
    public init(identifier: NSUserInterfaceItemIdentifier) {
        self.identifier = identifier
    }
}
