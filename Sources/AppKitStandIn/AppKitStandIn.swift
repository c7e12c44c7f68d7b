// AppKitStandIn
// =============
//
// A few AppKit declarations, for platforms without AppKit.
//
// This module exists only so that `TabulaAppKit` compiles, and is tested, on
// Linux. On macOS `TabulaAppKit` imports the real AppKit and this module is not
// linked (Package.swift depends on it only `.when(platforms: [.linux])`).
// Nothing here is meant for apps.
//
// It keeps UIKitStandIn's rules:
//
// - It declares exactly the AppKit API that `TabulaAppKit` uses, no more. Each
//   declaration copies Apple's documented signature (names, argument labels,
//   types, optionality, `@MainActor`) and names the Apple documentation page
//   it was checked against.
// - The class hierarchy is trimmed to what is used: `NSTableView` subclasses
//   `NSView` directly (AppKit's `NSControl` and `NSResponder` are left out).
//   Classes and members are `open`, as AppKit's are when Swift imports them.
// - Everything else is `package`-scoped: the initializers, a settable window,
//   and a `backend` per view that receives every call the view gets. Tests
//   forward the calls to `TabulaTesting`'s headless model of `NSTableView`,
//   which applies each call to the rows as the calls before it left them, as
//   AppKit does, and checks the table against its data when an update ends.
