/// A table's section header and footer views: the classes registered for them, their reuse queues,
/// and the views on screen, by section.
@MainActor
struct TableHeaderFooterViews {
    var factories: [String: () -> UITableViewHeaderFooterView] = [:]
    var queues: [String: [UITableViewHeaderFooterView]] = [:]
    /// The sections whose views the delegate was asked for (a nil answer counts: asked once).
    var asked: Set<Int> = []
    var headers: [Int: UIView] = [:]
    var footers: [Int: UIView] = [:]
}

extension UITableView {
    // MARK: Registration and dequeue

    /// Apple: "You must specify either UITableViewHeaderFooterView or a subclass of it"; nil removes the
    /// registration.
    @available(iOS 6.0, *)
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterViews.factories[identifier] = nil
            return
        }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            UIKitStandIn.fail("\(aClass) is not a subclass of UITableViewHeaderFooterView")
            return
        }
        headerFooterViews.factories[identifier] = { viewType.init(standInReuseIdentifier: identifier) }
    }

    /// A queued view of that identifier (after its `prepareForReuse()`), else a new one of the registered
    /// class, else nil (Apple: "or nil if no such object exists in the reusable view queue"; UIKit does
    /// not raise here, unlike a cell's dequeue with an index path).
    @available(iOS 6.0, *)
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = headerFooterViews.queues[identifier], !queue.isEmpty {
            let view = queue.removeFirst()
            headerFooterViews.queues[identifier] = queue
            view.prepareForReuse()
            return view
        }
        return headerFooterViews.factories[identifier]?()
    }

    // MARK: Queries

    /// The header view the delegate gave the section on screen, nil when it gave none or the section is
    /// not on screen (a query lays the table out first).
    @available(iOS 6.0, *)
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        engine.ensureLive()
        return headerFooterViews.headers[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of the section on screen, as `headerView(forSection:)`.
    @available(iOS 6.0, *)
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        engine.ensureLive()
        return headerFooterViews.footers[section] as? UITableViewHeaderFooterView
    }

    // MARK: The list engine's calls

    /// Sections coming on screen get their views asked for, once (`tableView(_:viewForHeaderInSection:)`
    /// and `…viewForFooterInSection:`), as titles are read; views of sections that left the screen go to
    /// the reuse queue.
    func layOutHeaderFooterViews() {
        let onScreen = Set(engine.sectionsOnScreen)
        for section in headerFooterViews.asked.sorted() where !onScreen.contains(section) {
            enqueueHeaderFooterViews(ofSection: section)
        }
        guard let delegate else { return }
        for section in engine.sectionsOnScreen where !headerFooterViews.asked.contains(section) {
            headerFooterViews.asked.insert(section)
            if let header = delegate.tableView(self, viewForHeaderInSection: section) {
                addSubview(header)
                headerFooterViews.headers[section] = header
            }
            if let footer = delegate.tableView(self, viewForFooterInSection: section) {
                addSubview(footer)
                headerFooterViews.footers[section] = footer
            }
        }
    }

    /// A reload asks every section's views again.
    func dropHeaderFooterViews() {
        for section in headerFooterViews.asked.sorted() { enqueueHeaderFooterViews(ofSection: section) }
    }

    /// Views of sections that survived an update move with them; those of inserted or reloaded
    /// sections are asked for again.
    func remapHeaderFooterViews(sectionOrigins origins: [Int?]) {
        let old = headerFooterViews
        var kept: Set<Int> = []
        headerFooterViews.asked = []
        headerFooterViews.headers = [:]
        headerFooterViews.footers = [:]
        for (section, origin) in origins.enumerated() {
            guard let origin, old.asked.contains(origin) else { continue }
            kept.insert(origin)
            headerFooterViews.asked.insert(section)
            headerFooterViews.headers[section] = old.headers[origin]
            headerFooterViews.footers[section] = old.footers[origin]
        }
        for section in old.asked.sorted() where !kept.contains(section) {
            for view in [old.headers[section], old.footers[section]].compactMap({ $0 }) { enqueue(view) }
        }
    }

    private func enqueueHeaderFooterViews(ofSection section: Int) {
        headerFooterViews.asked.remove(section)
        if let header = headerFooterViews.headers.removeValue(forKey: section) { enqueue(header) }
        if let footer = headerFooterViews.footers.removeValue(forKey: section) { enqueue(footer) }
    }

    private func enqueue(_ view: UIView) {
        view.removeFromSuperview()
        guard let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier,
            headerFooterViews.factories[identifier] != nil
        else { return }
        headerFooterViews.queues[identifier, default: []].append(view)
    }
}
