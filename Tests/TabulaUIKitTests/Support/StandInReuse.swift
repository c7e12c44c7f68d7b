// Linux only: the stand-in's registrations and dequeues, which real UIKit does not expose.
#if os(Linux)
import Foundation
import TabulaUIKit
import UIKitStandIn

/// A view class a test backend can make: UIKit makes registered classes
/// itself, and the stand-in's initializer is not `required`, so a test's own
/// view classes (final) adopt this to be made from their class alone.
@MainActor
protocol MakeableView: UIView {
    init()
}

// The portable tests' views (Support/Cells.swift), made by the stand-in's backends.
extension RowTableCell: MakeableView {}
extension RowCollectionCell: MakeableView {}
extension TitleHeaderView: MakeableView {}
extension TitleTableHeader: MakeableView {}

/// The registrations of a stand-in view, kept by its backend: the classes by
/// reuse identifier, the views made from them, and every dequeue UIKit would
/// have answered with an exception.
@MainActor
final class StandInReuse {
    private var classes: [String: AnyClass] = [:]
    /// The class of the one top-level view of each nib file, by name: what
    /// a test's app bundle would hold. A nib not listed makes nothing.
    var nibClasses: [String: AnyClass] = [:]
    /// The nib names registered, in order.
    private(set) var registeredNibs: [String] = []
    /// Views made since the backend was created.
    private(set) var made = 0
    /// Dequeues of identifiers no class was registered for (UIKit raises an
    /// exception), as "kind|identifier".
    private(set) var unregisteredDequeues: [String] = []

    static func key(_ kind: String, _ identifier: String) -> String { kind + "|" + identifier }

    /// The registrations received, of classes and nibs, as "kind|identifier".
    private(set) var registrations: [String] = []

    func register(_ viewClass: AnyClass?, kind: String, identifier: String) {
        registrations.append(Self.key(kind, identifier))
        classes[Self.key(kind, identifier)] = viewClass
    }

    /// Registers the class of `nib`'s view, as listed in ``nibClasses``.
    func register(_ nib: UINib?, kind: String, identifier: String) {
        registrations.append(Self.key(kind, identifier))
        registeredNibs += nib.map { [$0.standInName] } ?? []
        classes[Self.key(kind, identifier)] = nib.flatMap { nibClasses[$0.standInName] }
    }

    /// A new view of the class registered under `identifier`, or `nil`
    /// without a violation: `dequeueReusableCell(withIdentifier:)`, which
    /// UIKit answers with `nil` where nothing is registered.
    func makeIfRegistered<V: UIView>(_ kind: String, _ identifier: String, as type: V.Type) -> V? {
        guard classes[Self.key(kind, identifier)] != nil else { return nil }
        return make(kind, identifier, as: type)
    }

    /// A new view of the class registered under `identifier`, or `nil` (and a
    /// recorded violation) when none is, or when it is not a `V`.
    func make<V: UIView>(_ kind: String, _ identifier: String, as type: V.Type) -> V? {
        let key = Self.key(kind, identifier)
        guard let viewClass = classes[key], let view = Self.instantiate(viewClass) as? V else {
            unregisteredDequeues.append(key)
            return nil
        }
        made += 1
        return view
    }

    /// The stand-in's own classes, by name; anything else must adopt ``MakeableView``.
    static func instantiate(_ viewClass: AnyClass) -> UIView? {
        if let makeable = viewClass as? any MakeableView.Type { return makeable.init() }
        if viewClass == UITableViewCell.self { return UITableViewCell() }
        if viewClass == UITableViewHeaderFooterView.self { return UITableViewHeaderFooterView() }
        if viewClass == UICollectionViewCell.self { return UICollectionViewCell() }
        if viewClass == UICollectionReusableView.self { return UICollectionReusableView() }
        if viewClass == ViewControllerTableViewCell.self { return ViewControllerTableViewCell() }
        if viewClass == ViewControllerCollectionViewCell.self { return ViewControllerCollectionViewCell() }
        return nil
    }
}
#endif
