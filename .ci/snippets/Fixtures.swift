// Placeholders that documentation snippets on every page may use without
// declaring them. Snippets are compiled, never run: each placeholder is a
// computed property that would trap if it were ever read, so it needs no value.
import Foundation
import Tabula

/// What every placeholder returns.
func placeholder<Value>() -> Value {
    fatalError("documentation snippets are compiled, not run")
}

/// The app's own data source, holding whatever snapshot the view shows. Typed
/// loosely on purpose: snippets hand it snapshots of several kinds.
@MainActor
final class AppDataSource {
    var snapshot: Any = ()
}

/// The data source behind the view in a snippet.
@MainActor var dataSource: AppDataSource { placeholder() }

/// An index path the user tapped, or a row the snippet works on.
var indexPath: IndexPath { placeholder() }
