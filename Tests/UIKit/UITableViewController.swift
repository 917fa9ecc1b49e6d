@MainActor
@available(iOS 2.0, *)
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style

    @available(iOS 2.0, *)
    public init(style: UITableView.Style) {
        self.tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    @available(iOS 2.0, *)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    @available(iOS 2.0, *)
    public required init?(coder: NSCoder) {
        self.tableStyle = .plain
        super.init(coder: coder)
    }

    /// The controller's view (loads it on first access).
    @available(iOS 2.0, *)
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    @available(iOS 2.0, *)
    open override func loadView() {
        let tableView = UITableView(frame: .zero, style: tableStyle)
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    // MARK: UITableViewDataSource

    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    @available(iOS 8.0, *)
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    @available(iOS 2.0, *)
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    @available(iOS 8.0, *)
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    @available(iOS 8.0, *)
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    @available(iOS 8.0, *)
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    @available(iOS 8.0, *)
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    @available(iOS 2.0, *)
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        UIKitStandIn.fail(UITableView.standInMissingSectionForIndexTitle)
        return 0
    }

    // MARK: UITableViewDelegate

    @available(iOS 8.0, *)
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    @available(iOS 3.0, *)
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    @available(iOS 8.0, *)
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    @available(iOS 8.0, *)
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }
    @available(iOS 2.0, *)
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    @available(iOS 6.0, *)
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    @available(iOS 8.0, *)
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
}
