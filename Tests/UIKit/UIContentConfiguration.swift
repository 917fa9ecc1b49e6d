@available(iOS 14.0, *)
public protocol UIConfigurationState {}

@available(iOS 14.0, *)
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    @available(iOS 14.0, *)
    public var isSelected = false
    @available(iOS 14.0, *)
    public var isHighlighted = false
    @available(iOS 14.0, *)
    public var isDisabled = false
    @available(iOS 14.0, *)
    public var isEditing = false
    /// Internal: the SDK has only `init(traitCollection:)`, and the stand-in has no trait collections, so
    /// code outside the stand-in cannot make one (as it could not with an empty initializer on iOS).
    init() {}
}

@available(iOS 14.0, *)
public protocol UIContentConfiguration {
    @MainActor func makeContentView() -> any UIView & UIContentView
    func updated(for state: any UIConfigurationState) -> Self
}

@MainActor
@available(iOS 14.0, *)
public protocol UIContentView: NSObjectProtocol {
    var configuration: any UIContentConfiguration { get set }
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Apple: "The default implementation assumes the view is compatible with configuration types that
    /// match the type of the view's existing configuration."
    @available(iOS 16.0, *)
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

extension UIView {
    /// Applies `configuration` to a cell's content view, the way UIKit does for `UITableViewCell` and
    /// `UICollectionViewCell` alike: in place when `current` is a content view that supports it;
    /// otherwise `current` leaves the cell and the new content view (the configuration's, or an empty
    /// one for nil) is inserted at the back and returned. Returns nil when nothing was replaced.
    func replacingContentView(_ current: UIView, for configuration: (any UIContentConfiguration)?) -> UIView? {
        if let configuration, let current = current as? any UIView & UIContentView, current.supports(configuration) {
            current.configuration = configuration
            return nil
        }
        let replacement: UIView = configuration?.makeContentView() ?? UIView(frame: .zero)
        current.removeFromSuperview()
        insertSubview(replacement, at: 0)
        return replacement
    }
}
