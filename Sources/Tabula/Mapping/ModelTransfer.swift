/// A view that configures itself from one model type: the cell (or header,
/// footer, supplementary view) says which model it shows, so registering it
/// needs no closure.
///
/// ```swift
/// final class ContactCell: UITableViewCell, ModelTransfer {
///     func update(with model: Contact) {
///         textLabel?.text = model.lastName
///     }
/// }
/// registry.register(ContactCell.self)
/// ```
///
/// The model may be a value type, a class (the view then also shows
/// subclasses that have no nearer registration), a protocol existential
/// (`any Named`) or an `Optional` (the registry hands the unwrapped value).
/// See ``MappingRegistry`` for how a model finds its view.
@MainActor
public protocol ModelTransfer: AnyObject {
    /// The type of model the view shows.
    associatedtype Model

    /// Shows `model`. Called every time the view is dequeued for a model,
    /// including reused views, so it sets everything it shows.
    /// - Parameter model: The model at the view's index path.
    func update(with model: Model)
}
