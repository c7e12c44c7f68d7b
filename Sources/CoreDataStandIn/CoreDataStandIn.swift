// CoreDataStandIn
// ===============
//
// A few Core Data declarations, for platforms without Core Data.
//
// This module exists only so that `TabulaCoreData` compiles, and is tested, on
// Linux. On Apple platforms `TabulaCoreData` imports the real Core Data and
// this module is not linked (Package.swift depends on it only
// `.when(platforms: [.linux])`). Nothing here is meant for apps.
//
// It keeps UIKitStandIn's rules:
//
// - It declares exactly the Core Data API that `TabulaCoreData` uses, no
//   more. Each declaration copies Apple's documented signature (names,
//   argument labels, types, optionality) and names the Apple documentation
//   page it was checked against.
// - The class hierarchy is trimmed to what is used: `NSFetchRequest`
//   subclasses `NSObject` directly (Core Data's `NSPersistentStoreRequest` is
//   left out).
// - Everything else is `package`-scoped: the initializers of objects and
//   identifiers, and what a test needs to play a store: the objects a fetch
//   returns, and the change notifications a context posts. Tests write the
//   notifications exactly as Core Data's documentation describes them (sets of
//   objects under the `NotificationKey` keys) and check the list against an
//   independent model of the store.
