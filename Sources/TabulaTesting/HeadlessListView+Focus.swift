import Foundation
import Tabula

// Focus as tvOS and a keyboard move it, played as UIKit plays it to the
// delegate: the delegate is asked whether a row may take focus and told
// where focus went; when focus comes back to the list, UIKit asks the
// delegate which row should take it (`indexPathForPreferredFocusedView`).

extension HeadlessListView {
    /// Moves focus to the item at `indexPath`, as a remote or a keyboard
    /// does: the delegate is asked whether it may take focus (`true`
    /// without an answer, as in UIKit) and told that it did.
    /// - Parameter indexPath: The item focus moves to.
    /// - Returns: Whether the item took focus; `false` when `indexPath`
    ///   names no item or the delegate refused.
    @discardableResult
    public func moveFocus(toItemAt indexPath: IndexPath) -> Bool {
        guard itemID(at: indexPath) != nil else { return false }
        scrollToItem(at: indexPath)
        guard cellDelegate?.listView(self, canFocusItemAt: indexPath) ?? true else { return false }
        cellDelegate?.listView(self, didMoveFocusTo: indexPath)
        return true
    }

    /// Moves focus out of the list, as a remote does to another view: the
    /// delegate is told focus left.
    public func moveFocusOutOfList() {
        cellDelegate?.listView(self, didMoveFocusTo: nil)
    }

    /// The item that takes focus when focus comes back to the list, as the
    /// delegate says it; `nil` for UIKit's default (the first focusable row).
    public var preferredFocusIndexPath: IndexPath? {
        cellDelegate?.indexPathForPreferredFocusedItem(in: self)
    }
}
