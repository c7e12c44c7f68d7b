// Placeholders for README.md's snippets, typed with what the README itself
// declares (`Friend`, in "A screen").
import Foundation
import Tabula

/// The friends the app loaded.
var loaded: [Friend] { placeholder() }
