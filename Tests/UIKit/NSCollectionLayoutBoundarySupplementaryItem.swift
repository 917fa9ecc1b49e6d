/// One dimension of a layout item's size (iOS 13). The stand-in keeps only what it was made from.
@MainActor
@available(iOS 13.0, *)
open class NSCollectionLayoutDimension: NSObject {
    /// What the dimension was made from: `fractionalWidth(1)` → `("fractionalWidth", 1)`.
    let kind: (name: String, value: CGFloat)

    init(kind: (name: String, value: CGFloat)) {
        self.kind = kind
        super.init()
    }

    @available(iOS 13.0, *)
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: ("fractionalWidth", fractionalWidth))
    }

    @available(iOS 13.0, *)
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: ("estimated", estimatedDimension))
    }
}

/// A layout item's width and height (iOS 13).
@MainActor
@available(iOS 13.0, *)
open class NSCollectionLayoutSize: NSObject {
    @available(iOS 13.0, *)
    public let widthDimension: NSCollectionLayoutDimension
    @available(iOS 13.0, *)
    public let heightDimension: NSCollectionLayoutDimension

    @available(iOS 13.0, *)
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
        super.init()
    }
}

/// Where a boundary supplementary item sits on its section or layout (iOS 13).
@available(iOS 13.0, *)
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a section or of the whole layout (iOS 13). The stand-in lays out only the
/// whole layout's (`UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems`):
/// the collection view asks its data source for each one's view when it lays out.
@MainActor
@available(iOS 13.0, *)
open class NSCollectionLayoutBoundarySupplementaryItem: NSObject {
    @available(iOS 13.0, *)
    public let layoutSize: NSCollectionLayoutSize
    @available(iOS 13.0, *)
    public let elementKind: String
    @available(iOS 13.0, *)
    public let alignment: NSRectAlignment

    @available(iOS 13.0, *)
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        super.init()
    }
}

/// What a compositional layout has beyond its sections (iOS 13): the stand-in models its boundary
/// supplementary items only.
@MainActor
@available(iOS 13.0, *)
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    @available(iOS 13.0, *)
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    @available(iOS 13.0, *)
    public override init() {
        super.init()
    }

    /// A copy, as the layout's `@NSCopying` property takes and gives.
    func copied() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        return copy
    }
}
