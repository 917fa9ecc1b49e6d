@MainActor
@available(iOS 6.0, *)
open class UICollectionViewLayout: NSObject {
    @available(iOS 6.0, *)
    public override init() {
        super.init()
    }
}

@MainActor
@available(iOS 13.0, *)
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let listConfiguration: UICollectionLayoutListConfiguration?

    init(listConfiguration: UICollectionLayoutListConfiguration?) {
        self.listConfiguration = listConfiguration
        super.init()
    }

    @available(iOS 14.0, *)
    open class func list(
        using configuration: UICollectionLayoutListConfiguration
    ) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(listConfiguration: configuration)
    }
}

@available(iOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
    @available(iOS 14.0, *)
    public enum Appearance {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    @available(iOS 14.0, *)
    public enum HeaderMode {
        case none, supplementary, firstItemInSection
    }

    @available(iOS 14.0, *)
    public enum FooterMode {
        case none, supplementary
    }

    @available(iOS 14.0, *)
    public private(set) var appearance: UICollectionLayoutListConfiguration.Appearance
    @available(iOS 14.0, *)
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
    @available(iOS 14.0, *)
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode = .none
    @available(iOS 14.0, *)
    public var showsSeparators = true
    @available(iOS 14.0, *)
    public var backgroundColor: UIColor?
    @available(iOS 15.0, *)
    public var headerTopPadding: CGFloat?

    /// Returns the swipe actions for the item at an index path.
    @available(iOS 14.0, *)
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    @available(iOS 14.0, *)
    public var leadingSwipeActionsConfigurationProvider:
        UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    @available(iOS 14.0, *)
    public var trailingSwipeActionsConfigurationProvider:
        UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?

    @available(iOS 14.0, *)
    public init(appearance: UICollectionLayoutListConfiguration.Appearance) {
        self.appearance = appearance
    }
}
