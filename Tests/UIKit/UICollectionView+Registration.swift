extension UICollectionView {
    /// Cell registration (iOS 14). Not isolated, explicitly not Sendable.
    @available(iOS 14.0, *)
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        @available(iOS 14.0, *)
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        let reuseIdentifier = "CellRegistration-" + UUID().uuidString
        let handler: Handler
        /// Created while a list view was asking its data source for a cell (see `dequeueConfiguredReusableCell`).
        let createdDuringCellRequest = UIKitStandIn.cellRequestDepth > 0

        @available(iOS 14.0, *)
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// Supplementary registration (iOS 14). Not isolated, explicitly not Sendable.
    @available(iOS 14.0, *)
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        @available(iOS 14.0, *)
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath)
            ->
            Void

        @available(iOS 14.0, *)
        public let elementKind: String
        let reuseIdentifier = "SupplementaryRegistration-" + UUID().uuidString
        let handler: Handler
        /// Created while a list view was asking its data source for a cell or a supplementary view.
        let createdDuringRequest = UIKitStandIn.cellRequestDepth > 0 || UIKitStandIn.supplementaryRequestDepth > 0

        @available(iOS 14.0, *)
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// Dequeues (registering the cell class on first use) and runs the registration's handler.
    @available(iOS 14.0, *)
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if registration.createdDuringCellRequest {
            // UIKit (iOS 15+) raises NSInternalInconsistencyException; the registration is shown by address there.
            UIKitStandIn.fail(
                "Attempted to dequeue a cell using a registration that was created inside "
                    + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell "
                    + "provider. Creating a new registration each time a cell is requested will prevent reuse and "
                    + "cause created cells to remain inaccessible in memory for the lifetime of the collection view. "
                    + "Registrations should be created up front and reused. Registration: "
                    + "<UICollectionViewCellRegistration: \(registration.reuseIdentifier)>")
        }
        if !engine.isRegistered(registration.reuseIdentifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Cell
        if let item {
            registration.handler(cell, indexPath, item)
        } else {
            UIKitStandIn.fail("dequeueConfiguredReusableCell(using:for:item:) was called with a nil item")
        }
        return cell
    }

    @available(iOS 14.0, *)
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        if registration.createdDuringRequest {
            // Stricter than known: UIKit's rule for cell registrations (iOS 15+) applied to supplementary ones.
            UIKitStandIn.fail(
                "Attempted to dequeue a supplementary view using a registration that was created inside a data source "
                    + "request (a cell or supplementary view provider). Registrations should be created up front and "
                    + "reused. Registration: <UICollectionViewSupplementaryRegistration: \(registration.reuseIdentifier)> "
                    + "[stand-in: UIKit's own text for supplementary registrations was not found; the cell rule is "
                    + "applied]")
        }
        register(
            Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
            withReuseIdentifier: registration.reuseIdentifier)
        let view =
            dequeueReusableSupplementaryView(
                ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
            as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

@available(*, unavailable)
extension UICollectionView.CellRegistration: Sendable {}

@available(*, unavailable)
extension UICollectionView.SupplementaryRegistration: Sendable {}
