// SwiftUIStandIn
// ==============
//
// The few SwiftUI declarations `TabulaUIKit` and `TabulaAppKit` use, for platforms without
// SwiftUI, under the same rules as `UIKitStandIn` (see its
// `UIKitStandIn.swift`): exactly the API used, each declaration a copy of
// Apple's documented signature naming its page, trimmed where the module
// would otherwise need SwiftUI's whole view system. Linked on Linux only;
// Apple platforms use the real SwiftUI. Nothing here is meant for apps.
import Foundation
