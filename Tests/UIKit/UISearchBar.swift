/// A search field with optional scope buttons (iOS 2). Setting `text` or `selectedScopeButtonIndex`
/// from code tells nobody; what a person types or picks goes to the `delegate` and, for a search
/// controller's bar, to its `searchResultsUpdater` (`UISearchBar+Simulation.swift`).
@MainActor
@available(iOS 2.0, *)
open class UISearchBar: UIView {
    /// Gets the text, scope and cancel events of the bar (weak, as in UIKit).
    @available(iOS 2.0, *)
    open weak var delegate: (any UISearchBarDelegate)?
    /// The search text; nil until set or typed.
    @available(iOS 2.0, *)
    open var text: String?
    /// The text shown while the field is empty; nil by default.
    @available(iOS 2.0, *)
    open var placeholder: String?
    /// The scope buttons' titles; UIKit shows no scope bar with fewer than two.
    @available(iOS 3.0, *)
    open var scopeButtonTitles: [String]?
    /// The selected scope button, 0 by default (UIKit ignores an index out of range).
    @available(iOS 3.0, *)
    open var selectedScopeButtonIndex: Int = 0
    /// Whether the scope bar shows; false by default.
    @available(iOS 3.0, *)
    open var showsScopeBar = false

    /// The search controller that owns this bar, if any (set by `UISearchController`).
    weak var owningSearchController: UISearchController?

    @available(iOS 2.0, *)
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @available(iOS 2.0, *)
    public convenience init() {
        self.init(frame: .zero)
    }
}

/// What a search bar tells about a person's typing, scope choice and cancel (iOS 2). Every method
/// is optional in UIKit (Objective-C); the defaults below do nothing.
@MainActor
@available(iOS 2.0, *)
public protocol UISearchBarDelegate: NSObjectProtocol {
    /// The text changed, cleared included.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// A person picked another scope button.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
    /// A person tapped the cancel button.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// A person tapped the keyboard's search button.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    @available(iOS 2.0, *)
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    @available(iOS 3.0, *)
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
    @available(iOS 2.0, *)
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    @available(iOS 2.0, *)
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
}
