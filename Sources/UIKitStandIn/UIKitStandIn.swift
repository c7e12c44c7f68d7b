// UIKitStandIn
// ============
//
// A few UIKit declarations, for platforms without UIKit.
//
// This module exists only so that `TabulaUIKit` compiles, and is tested, on
// Linux. On Apple platforms `TabulaUIKit` imports the real UIKit and this module
// is not linked (Package.swift depends on it only `.when(platforms: [.linux])`).
// Nothing here is meant for apps.
//
// Rules this module keeps:
//
// - It declares exactly the UIKit API that `TabulaUIKit` uses, no more. Each
//   declaration copies Apple's documented signature (names, argument labels,
//   types, optionality, `@MainActor`, availability) and names the Apple
//   documentation page it was checked against. If `TabulaUIKit` starts using
//   something new, it fails to compile here until that declaration is copied
//   in, with its page.
// - The class hierarchy is trimmed to what is used: UIKit's `UIResponder` is
//   left out, so `UIScrollView` subclasses `UIView` directly (and
//   `UITableView` and `UICollectionView` subclass `UIScrollView`, as in UIKit). Classes and members are `open`, as UIKit's are
//   when Swift imports them.
// - Everything else is `package`-scoped, invisible outside this package: the
//   initializers (UIKit's come from `NSObject` and `CGRect`-taking
//   initializers that `TabulaUIKit` never calls; the two that are called, by
//   `TabulaUIKit` or by code written against UIKit, are public:
//   `UINib(nibName:bundle:)` and `UIViewController()`), a settable window,
//   the state tests inspect (`standInChildren`, `standInSubviews`), and a
//   `backend` per view that receives every call the view gets. Tests forward
//   the calls to `TabulaTesting.HeadlessListView`, which enforces UIKit's
//   batch-update rules; without a backend a view is empty and inert.
