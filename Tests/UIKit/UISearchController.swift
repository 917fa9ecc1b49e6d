/// A view controller that owns a search bar and reports its changes to a results updater (iOS 8).
/// Shown in the navigation bar through `UINavigationItem.searchController` (iOS 11).
@MainActor
@available(iOS 8.0, *)
open class UISearchController: UIViewController {
    /// Told when the bar's text or scope changes, or when the bar becomes first responder (weak, as
    /// in UIKit).
    @available(iOS 8.0, *)
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Whether the search is shown (a person tapped the bar, or code set it).
    @available(iOS 8.0, *)
    open var isActive = false
    /// Whether the content under the bar is dimmed while searching: false by default for apps linked
    /// on iOS 15 and later.
    @available(iOS 9.1, *)
    open var obscuresBackgroundDuringPresentation = false
    /// Whether the navigation bar hides while searching; true by default.
    @available(iOS 8.0, *)
    open var hidesNavigationBarDuringPresentation = true
    /// The controller that shows the results; nil to show them in the searched view itself.
    @available(iOS 8.0, *)
    public let searchResultsController: UIViewController?
    /// The controller's search bar (one per controller).
    @available(iOS 8.0, *)
    public let searchBar = UISearchBar(frame: .zero)

    @available(iOS 8.0, *)
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.owningSearchController = self
    }

    @available(iOS 8.0, *)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.searchResultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        searchBar.owningSearchController = self
    }

    @available(iOS 8.0, *)
    public required init?(coder: NSCoder) {
        self.searchResultsController = nil
        super.init(coder: coder)
        searchBar.owningSearchController = self
    }
}

/// Updates search results as the search controller's bar changes (iOS 8).
@MainActor
@available(iOS 8.0, *)
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// The bar's text or scope changed, or the bar became first responder.
    func updateSearchResults(for searchController: UISearchController)
}

extension UINavigationItem {
    /// The search controller whose bar the navigation bar shows (iOS 11).
    @available(iOS 11.0, *)
    public var searchController: UISearchController? {
        get { storedSearchController }
        set { storedSearchController = newValue }
    }
}
