// Negative controls for the image scenarios (ImageScenarios.swift): a hand-written table screen whose
// cells load their image from a URL the way a generated cell does, right or in one of the classic
// wrong ways. Each wrong cell must be caught by the scenario written for it, and the right one by
// none, or the scenarios prove nothing.

/// How the control's cells load their image.
public enum ImageControl: String, CaseIterable, Sendable {
    /// Right: placeholder at once, the load cancelled on reuse, a result shown only for the row and URL
    /// it was started for.
    case correct
    /// The result is shown whenever it arrives, without checking the row (and URL) the cell shows now.
    case appliesWithoutRowCheck
    /// Configure starts the load but leaves the previous row's image up until it arrives.
    case keepsPreviousImage
    /// The completion captures the cell strongly: a pending load keeps the cell alive.
    case capturesCellStrongly
    /// The app's own content view (`content:`) loads its image itself and shows the result whenever it
    /// arrives: the row check `ListRowImages` makes (`content.loadsImages`) written wrong by hand.
    case contentViewWithoutRowCheck

    /// The image scenarios that must catch this control (empty: it must pass them all).
    public var mustBeCaughtBy: Set<String> {
        switch self {
        case .correct: []
        case .appliesWithoutRowCheck: ["imageReuse", "imageMutations"]
        case .keepsPreviousImage: ["imageReuse"]
        case .capturesCellStrongly: ["imageLeaks"]
        case .contentViewWithoutRowCheck: ["imageReuse", "imageMutations"]
        }
    }
}

/// A content view of the app's own that loads its photo without the row check
/// (`ImageControl.contentViewWithoutRowCheck`): it cancels on reuse, but a result that still arrives
/// lands on whatever row the cell shows now.
final class ImageControlRowView: UIView {
    let photoView = UIImageView()
    private var load: FakeImageLoads.Request?

    func show(_ url: URL?, loads: FakeImageLoads) {
        photoView.image = UIImage(systemName: "person.crop.circle")
        load?.cancel()
        load = url.map { url in
            loads.start(url) { [weak self] image in
                guard let image else { return }
                self?.photoView.image = image
            }
        }
    }

    func prepareForReuse() {
        load?.cancel()
        load = nil
    }
}

final class ImageControlCell: UITableViewCell {
    var control = ImageControl.correct
    var rowID: String?
    private var url: URL?
    private var load: FakeImageLoads.Request?
    /// Shown only by `.contentViewWithoutRowCheck`, which loads its image instead of the cell.
    let rowView = ImageControlRowView()

    func configure(with row: NegativeRow, url: URL?, loads: FakeImageLoads) {
        if control == .contentViewWithoutRowCheck {
            if rowView.superview == nil { contentView.addSubview(rowView) }
            rowID = row.id
            rowView.show(url, loads: loads)
            return
        }
        let sameLoad = rowID == row.id && self.url == url && load != nil
        rowID = row.id
        var content = (contentConfiguration as? UIListContentConfiguration) ?? defaultContentConfiguration()
        content.text = row.title
        if control != .keepsPreviousImage && !sameLoad { content.image = UIImage(systemName: "person.crop.circle") }
        contentConfiguration = content
        guard !sameLoad else { return }
        load?.cancel()
        self.url = url
        guard let url else {
            load = nil
            return
        }
        let id = row.id
        let show: @MainActor (UIImage?) -> Void
        switch control {
        case .correct, .keepsPreviousImage, .contentViewWithoutRowCheck:
            show = { [weak self] image in
                guard let self, self.rowID == id, self.url == url, let image else { return }
                self.show(image)
            }
        case .appliesWithoutRowCheck:
            show = { [weak self] image in
                guard let image else { return }
                self?.show(image)
            }
        case .capturesCellStrongly:
            show = { image in
                guard self.rowID == id, self.url == url, let image else { return }
                self.show(image)
            }
        }
        load = loads.start(url, completion: show)
    }

    private func show(_ image: UIImage) {
        guard var content = contentConfiguration as? UIListContentConfiguration else { return }
        content.image = image
        contentConfiguration = content
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        rowID = nil
        if control != .appliesWithoutRowCheck { load?.cancel() }
        rowView.prepareForReuse()
        load = nil
        url = nil
    }
}

final class ImageControlController: OneSectionTableController<ImageControlCell> {
    let control: ImageControl
    let loads: FakeImageLoads
    let imageURL: (NegativeRow) -> URL?

    init(control: ImageControl, loads: FakeImageLoads, imageURL: @escaping (NegativeRow) -> URL?) {
        self.control = control
        self.loads = loads
        self.imageURL = imageURL
        super.init()
    }

    override func configure(_ cell: ImageControlCell, with row: NegativeRow) {
        cell.control = control
        cell.configure(with: row, url: imageURL(row), loads: loads)
    }
}

/// Drives an `ImageControlController` through `ImageHarness`. A row's URL changes with each update;
/// every third row has none.
@MainActor
public final class ImageControlHarness: OneSectionTableHarness, ImageHarness {
    public let info = ScreenInfo(
        screen: "ImageControl", sections: ["main"], cells: [CellInfo(name: "ImageControlCell", events: [])],
        routes: [])
    public let log = HarnessLog()
    public var routerObject: AnyObject { log }
    public let imageLoads: FakeImageLoads
    public var imagePlaceholder: String? { "person.crop.circle" }
    let controller: ImageControlController
    private let control: ImageControl
    public var revisions: [String: Int] = [:]
    public var rows: [NegativeRow] {
        get { controller.rows }
        set { controller.rows = newValue }
    }
    public var table: UITableView? { controller.isViewLoaded ? controller.tableView : nil }

    public init(_ control: ImageControl) {
        let loads = FakeImageLoads()
        let box = RevisionBox()
        imageLoads = loads
        revisionBox = box
        self.control = control
        controller = ImageControlController(control: control, loads: loads) { row in
            Self.url(ofRowID: row.id, revision: box.revisions[row.id] ?? 0)
        }
    }

    /// The control has no routes: both router kinds are the same.
    public convenience init(router kind: RouterKind) { self.init(.correct) }

    private let revisionBox: RevisionBox

    /// Row `row-<key>`'s URL at `revision`; none for every third key.
    static func url(ofRowID rowID: String, revision: Int) -> URL? {
        guard let key = Int(rowID.dropFirst("row-".count)), key % 3 != 0 else { return nil }
        return URL(string: "https://example.com/avatar/\(key)/r\(revision)")
    }

    public func imageURL(ofRowID rowID: String) -> URL? {
        rows.contains { $0.id == rowID } ? Self.url(ofRowID: rowID, revision: revisions[rowID] ?? 0) : nil
    }

    public func shownImage(in cell: UIView) -> UIImage? {
        guard control == .contentViewWithoutRowCheck else { return shownConfiguration(in: cell)?.image }
        return (cell as? ImageControlCell)?.rowView.photoView.image
    }

    public var viewController: UIViewController { controller }
    public var listView: UIView { controller.tableView }

    public func rowID(ofCell cell: UIView) -> String? { (cell as? ImageControlCell)?.rowID }

    public func destination(of controller: UIViewController) -> (route: String, payload: String)? { nil }

    public func update(rowID: String) {
        guard let indexPath = indexPath(forRowID: rowID) else { return }
        revisions[rowID, default: 0] += 1
        revisionBox.revisions = revisions
        rows[indexPath.row] = model(rowID)
        table?.reconfigureRows(at: [indexPath])
    }
}

/// The revisions the controller's URLs follow (the harness owns the controller, so it shares them).
@MainActor
final class RevisionBox {
    var revisions: [String: Int] = [:]
}
