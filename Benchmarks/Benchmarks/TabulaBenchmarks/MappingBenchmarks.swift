// Mapping benchmarks (issue 8): "cell for an index path through the registry
// with 50 registrations, protocol and class-hierarchy models: ≤ 1 μs per cell
// after the first of its type".
//
// - M1 mapping-registry-resolve-configure-x10k: 10,000 models of seven types,
//   in a seeded random order at random index paths, each resolved through a
//   MappingRegistry of 50 registrations (`cellMapping(for:at:)`), its cell
//   picked from a pool by the resolved view class (standing in for the
//   view's dequeue), and configured (`configure(_:with:at:)`).
// - M1 baseline-switch-as-chain-x10k: the same models onto the same cells,
//   chosen the way an app without a registry does it: one `switch` over the
//   model with `case let x as Type` patterns (subclasses before superclasses,
//   conditions as `where` clauses), the cell picked from the same pool.
//
// The models: Square and Triangle (resolving to their nearest registered
// superclass, Polygon), Circle (to Shape), Person and Pet (to `any Named`),
// Product (to `any Priced`, or a predicate registration when its price is over
// 100) and Note (exact, or a section-0 registration). The other 43
// registrations are for types no model has (`Box<Box<…<Int>>>`), so the
// registry really holds 50. Every type is resolved once in the setup, so the
// samples measure resolution "after the first of its type"; conditions are
// evaluated on every call, as in use.
//
// Per cell: p50 ÷ 10,000 (ratios.py prints it). The registry is @MainActor:
// the bodies hop with `onMain` (MainThread.swift) and measure inside it.
import Benchmark
import Foundation
import Tabula

class MappingShape { let sides: Int; init(sides: Int) { self.sides = sides } }
class MappingPolygon: MappingShape {}
final class MappingSquare: MappingPolygon {}
final class MappingTriangle: MappingPolygon {}
final class MappingCircle: MappingShape {}

protocol MappingNamed { var name: Int { get } }
protocol MappingPriced { var price: Int { get } }
struct MappingPerson: MappingNamed { var name: Int }
struct MappingPet: MappingNamed { var name: Int }
struct MappingProduct: MappingPriced { var price: Int }
struct MappingNote { var id: Int }
/// The filler registrations' model types: Box<Int>, Box<Box<Int>>, …
struct MappingBox<Wrapped> {}

/// A plain cell: what configuring writes is an Int, so neither side allocates.
@MainActor
class MappingBenchCell {
    var value = 0
    required init() {}
}
final class ShapeCell: MappingBenchCell {}
final class PolygonCell: MappingBenchCell {}
final class NameCell: MappingBenchCell {}
final class PriceCell: MappingBenchCell {}
final class ExpensiveCell: MappingBenchCell {}
final class PinnedNoteCell: MappingBenchCell {}
final class FillerCell: MappingBenchCell {}
final class NoteCell: MappingBenchCell, ModelTransfer {
    func update(with model: MappingNote) { value &+= model.id }
}

@MainActor
final class MappingBench {
    let registry = MappingRegistry()
    let models: [Any]
    let indexPaths: [IndexPath]
    /// One cell per class: the stand-in for dequeuing.
    let pool: [ObjectIdentifier: MappingBenchCell]

    init(count: Int = 10_000) {
        registry.register(ShapeCell.self, for: MappingShape.self) { cell, shape, _ in cell.value &+= shape.sides }
        registry.register(PolygonCell.self, for: MappingPolygon.self) { cell, polygon, _ in cell.value &+= polygon.sides }
        registry.register(NameCell.self, for: (any MappingNamed).self) { cell, named, _ in cell.value &+= named.name }
        registry.register(PriceCell.self, for: (any MappingPriced).self) { cell, priced, _ in cell.value &+= priced.price }
        registry.register(ExpensiveCell.self, for: MappingProduct.self, condition: .when { product, _ in product.price > 100 }) { cell, product, _ in
            cell.value &+= product.price
        }
        registry.register(NoteCell.self)
        registry.register(PinnedNoteCell.self, for: MappingNote.self, condition: .section(0)) { cell, note, _ in cell.value &+= note.id }
        Self.registerFillers(MappingBox<Int>.self, count: 50 - registry.registrations.count, in: registry)

        var rng = ControllerBenchRNG(seed: 8)
        var models: [Any] = []
        var indexPaths: [IndexPath] = []
        for _ in 0..<count {
            let n = rng.next(200)
            switch rng.next(7) {
            case 0: models.append(MappingSquare(sides: 4))
            case 1: models.append(MappingTriangle(sides: 3))
            case 2: models.append(MappingCircle(sides: 0))
            case 3: models.append(MappingPerson(name: n))
            case 4: models.append(MappingPet(name: n))
            case 5: models.append(MappingProduct(price: n))
            default: models.append(MappingNote(id: n))
            }
            indexPaths.append(IndexPath(item: rng.next(100), section: rng.next(10)))
        }
        self.models = models
        self.indexPaths = indexPaths
        let classes: [MappingBenchCell.Type] = [ShapeCell.self, PolygonCell.self, NameCell.self, PriceCell.self,
                                                ExpensiveCell.self, NoteCell.self, PinnedNoteCell.self, FillerCell.self]
        pool = Dictionary(uniqueKeysWithValues: classes.map { (ObjectIdentifier($0), $0.init()) })
        // The first of each type: ranks its candidates and caches them.
        _ = resolveAndConfigure()
    }

    static func registerFillers<T>(_: T.Type, count: Int, in registry: MappingRegistry) {
        guard count > 0 else { return }
        registry.register(FillerCell.self, for: MappingBox<T>.self) { cell, _, _ in cell.value &+= 1 }
        registerFillers(MappingBox<T>.self, count: count - 1, in: registry)
    }

    /// Through the registry. Returns how many cells were configured.
    func resolveAndConfigure() -> Int {
        var configured = 0
        for index in models.indices {
            let model = models[index]
            let indexPath = indexPaths[index]
            guard let mapping = registry.cellMapping(for: model, at: indexPath),
                  let cell = pool[ObjectIdentifier(mapping.viewClass)] else { continue }
            if mapping.configure(cell, with: model, at: indexPath) { configured &+= 1 }
        }
        return configured
    }

    /// The plain approach: a switch with `as` patterns, most specific first.
    func switchBaseline() -> Int {
        var configured = 0
        for index in models.indices {
            let model = models[index]
            let indexPath = indexPaths[index]
            switch model {
            case let note as MappingNote where indexPath.section == 0:
                dequeue(PinnedNoteCell.self)?.value &+= note.id
            case let note as MappingNote:
                (dequeue(NoteCell.self) as? NoteCell)?.update(with: note)
            case let product as MappingProduct where product.price > 100:
                dequeue(ExpensiveCell.self)?.value &+= product.price
            case let polygon as MappingPolygon:
                dequeue(PolygonCell.self)?.value &+= polygon.sides
            case let shape as MappingShape:
                dequeue(ShapeCell.self)?.value &+= shape.sides
            case let named as any MappingNamed:
                dequeue(NameCell.self)?.value &+= named.name
            case let priced as any MappingPriced:
                dequeue(PriceCell.self)?.value &+= priced.price
            default:
                continue
            }
            configured &+= 1
        }
        return configured
    }

    private func dequeue(_ cellClass: MappingBenchCell.Type) -> MappingBenchCell? {
        pool[ObjectIdentifier(cellClass)]
    }
}

func mappingBenchmarks() {
    let configuration = Budget(warmup: 5, maxIterations: 1_000, maxSeconds: 5).configuration

    Benchmark("M1 mapping-registry-resolve-configure-x10k", configuration: configuration) { benchmark, bench in
        // Safe: `onMain` blocks this thread until the main thread is done with it.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            benchmark.startMeasurement()
            let configured = bench.resolveAndConfigure()
            benchmark.stopMeasurement()
            blackHole(configured)
        }
    } setup: {
        await MainActor.run { MappingBench() }
    }

    Benchmark("M1 baseline-switch-as-chain-x10k", configuration: configuration) { benchmark, bench in
        // Safe: `onMain` blocks this thread until the main thread is done with it.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            benchmark.startMeasurement()
            let configured = bench.switchBaseline()
            benchmark.stopMeasurement()
            blackHole(configured)
        }
    } setup: {
        await MainActor.run { MappingBench() }
    }
}
