@MainActor
@available(iOS 6.0, *)
open class UICollectionViewLayout: NSObject {
    @available(iOS 6.0, *)
    public override init() {
        super.init()
    }
}

/// Makes the layout of one section; nil is not simulated (the stand-in treats it as a section without
/// a list configuration).
@available(iOS 13.0, *)
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) ->
    NSCollectionLayoutSection?

/// What a section provider is told about where its section is laid out. The stand-in's environment has
/// none of UIKit's members (`container`, `traitCollection`): stricter, code cannot depend on them here.
@MainActor
@available(iOS 13.0, *)
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {}

/// One section of a compositional layout. The stand-in models only list sections.
@MainActor
@available(iOS 13.0, *)
open class NSCollectionLayoutSection: NSObject {
    let listConfiguration: UICollectionLayoutListConfiguration?

    init(listConfiguration: UICollectionLayoutListConfiguration?) {
        self.listConfiguration = listConfiguration
        super.init()
    }

    @available(iOS 14.0, *)
    public static func list(
        using configuration: UICollectionLayoutListConfiguration,
        layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(listConfiguration: configuration)
    }
}

@MainActor
@available(iOS 13.0, *)
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// `list(using:)`: every section has this configuration.
    private let sharedListConfiguration: UICollectionLayoutListConfiguration?
    /// `init(sectionProvider:)`: each section's configuration comes from the provider.
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
    /// What the provider returned for each section, asked when the section is first laid out and kept
    /// until the collection view reloads that section (or all of them). Stricter than known: UIKit may
    /// ask again at other invalidations, but code must not rely on it to show a changed header mode.
    private var providedSections: [Int: UICollectionLayoutListConfiguration?] = [:]
    /// How many times the section provider was called (tests).
    private(set) var sectionProviderCallCount = 0
    private var storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()

    /// The layout's boundary supplementary items and the rest (`@NSCopying`: a copy is taken and given,
    /// so changing the returned object changes nothing until it is set again).
    @available(iOS 13.0, *)
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copied() }
        set { storedConfiguration = newValue.copied() }
    }

    /// The whole layout's headers and footers, after (or before) every section.
    var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
        storedConfiguration.boundarySupplementaryItems
    }

    init(listConfiguration: UICollectionLayoutListConfiguration?) {
        sharedListConfiguration = listConfiguration
        sectionProvider = nil
        super.init()
    }

    @available(iOS 13.0, *)
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        sharedListConfiguration = nil
        self.sectionProvider = sectionProvider
        super.init()
    }

    @available(iOS 14.0, *)
    open class func list(
        using configuration: UICollectionLayoutListConfiguration
    ) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(listConfiguration: configuration)
    }

    /// The list configuration that lays out `section`: the shared one, or the section provider's.
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        guard let sectionProvider else { return sharedListConfiguration }
        if let provided = providedSections[section] { return provided }
        sectionProviderCallCount += 1
        let provided = sectionProvider(section, StandInLayoutEnvironment())?.listConfiguration
        providedSections[section] = provided
        return provided
    }

    /// Every section is laid out anew (`reloadData()`, a new data source).
    func invalidateAllSections() {
        providedSections = [:]
    }

    /// After a batch update: `origins[new]` is the old index of each section that survived; an inserted
    /// or reloaded section (nil) is asked for again.
    func remapSections(origins: [Int?]) {
        let old = providedSections
        providedSections = [:]
        for (section, origin) in origins.enumerated() {
            if let origin, let provided = old[origin] { providedSections[section] = provided }
        }
    }
}

/// The environment the stand-in passes to section providers.
final class StandInLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {}

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
