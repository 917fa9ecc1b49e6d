// One face for UITableView and UICollectionView, over the stand-in's simulation API.

/// Reads and drives a table or collection view the same way.
@MainActor
public struct ListProbe {
    public let view: UIView

    public init(_ view: UIView) {
        precondition(view is UITableView || view is UICollectionView, "not a list view: \(type(of: view))")
        self.view = view
    }

    private var table: UITableView? { view as? UITableView }
    private var collection: UICollectionView? { view as? UICollectionView }

    public var visibleRowCapacity: Int {
        get { table?.visibleRowCapacity ?? collection!.visibleRowCapacity }
        nonmutating set {
            if let table { table.visibleRowCapacity = newValue } else { collection!.visibleRowCapacity = newValue }
        }
    }

    public func layoutIfNeeded() { view.layoutIfNeeded() }

    public func scroll(toFlatRow flatRow: Int) {
        if let table { table.scroll(toFlatRow: flatRow) } else { collection!.scroll(toFlatRow: flatRow) }
    }

    public var firstVisibleFlatRow: Int { table?.firstVisibleFlatRow ?? collection!.firstVisibleFlatRow }

    /// The on-screen cell at `indexPath`, or nil.
    public func cell(at indexPath: IndexPath) -> UIView? {
        if let table { return table.cellForRow(at: indexPath) }
        return collection!.cellForItem(at: indexPath)
    }

    /// Where `cell` is on screen now, or nil when it is not on screen.
    public func indexPath(for cell: UIView) -> IndexPath? {
        if let table, let cell = cell as? UITableViewCell { return table.indexPath(for: cell) }
        if let collection, let cell = cell as? UICollectionViewCell { return collection.indexPath(for: cell) }
        return nil
    }

    /// On-screen index paths, in display order.
    public var visibleIndexPaths: [IndexPath] {
        let paths: [IndexPath] =
            if let table { table.indexPathsForVisibleRows ?? [] } else { collection!.indexPathsForVisibleItems }
        return paths.sorted { ($0.section, $0.item) < ($1.section, $1.item) }
    }

    public var cellCreationCount: Int { table?.cellCreationCount ?? collection!.cellCreationCount }
    public var prepareForReuseCount: Int { table?.prepareForReuseCount ?? collection!.prepareForReuseCount }
    public var reuseQueueCount: Int { table?.reuseQueueCount ?? collection!.reuseQueueCount }

    /// A user's tap on the row at `indexPath` (outside its buttons), as UIKit handles it.
    public func simulateSelection(at indexPath: IndexPath) {
        if let table {
            table.simulateRowSelection(at: indexPath)
        } else {
            collection!.simulateItemSelection(at: indexPath)
        }
    }

    /// A selection without touch (a hardware keyboard's Return on the focused row), as UIKit handles it:
    /// highlighting is not asked, `willSelectRowAt` (tables) or `shouldSelectItemAt` (collections) is.
    public func simulateKeyboardSelection(at indexPath: IndexPath) {
        if let table {
            table.simulateKeyboardRowSelection(at: indexPath)
        } else {
            collection!.simulateKeyboardItemSelection(at: indexPath)
        }
    }

    /// The actions VoiceOver offers for the row at `indexPath`: its swipe actions, then its cell's
    /// custom actions (UIKit removes no duplicates).
    public func voiceOverActions(at indexPath: IndexPath) -> [SimulatedVoiceOverAction] {
        table?.simulatedVoiceOverActions(at: indexPath) ?? collection!.simulatedVoiceOverActions(at: indexPath)
    }

    /// The selected rows.
    public var selectedIndexPaths: [IndexPath] {
        (table?.indexPathsForSelectedRows ?? collection?.indexPathsForSelectedItems) ?? []
    }

    /// The header and footer texts the list shows now for each section on screen, by section: a table's
    /// titles as it read them when it loaded the section, a collection list's header and footer list
    /// cells (nil where the section has no such view: no band).
    public var shownSectionTexts: [Int: SectionText] {
        var result: [Int: SectionText] = [:]
        if let table {
            for section in 0..<table.numberOfSections {
                result[section] = SectionText(
                    title: table.standInHeaderTitle(inSection: section),
                    footer: table.standInFooterTitle(inSection: section))
            }
            return result
        }
        func text(_ view: UICollectionReusableView?) -> String?? {
            guard let view else { return .some(nil) }
            return (view as? UICollectionViewListCell).map {
                ($0.contentConfiguration as? UIListContentConfiguration)?.text
            }
        }
        for (section, views) in collection!.simulatedSectionSupplementaries {
            // A view that is not a list cell shows as the text "<not a list cell>".
            result[section] = SectionText(
                title: text(views.header) ?? "<not a list cell>", footer: text(views.footer) ?? "<not a list cell>")
        }
        return result
    }

    /// The object the list view asks for cells (weakly held by the list view).
    public var dataSource: AnyObject? {
        if let table { return table.dataSource }
        return collection!.dataSource
    }
}

/// The button with `identifier` in `view`'s tree, including a table cell's `accessoryView` and a
/// list cell's custom-view accessories.
@MainActor
public func findButton(_ identifier: String, in view: UIView) -> UIButton? {
    findControl(identifier, in: view)
}

/// The switch with `identifier` in `view`'s tree (a `control: switch` event, issue #23), searched as
/// ``findButton(_:in:)`` searches.
@MainActor
public func findSwitch(_ identifier: String, in view: UIView) -> UISwitch? {
    findControl(identifier, in: view)
}

/// The control of type `Control` with `identifier` in `view`'s tree, including a table cell's
/// `accessoryView` and a list cell's custom-view accessories.
@MainActor
func findControl<Control: UIView>(_ identifier: String, in view: UIView) -> Control? {
    if let control = view as? Control, control.accessibilityIdentifier == identifier { return control }
    var children = view.subviews
    if let cell = view as? UITableViewCell, let accessory = cell.accessoryView { children.append(accessory) }
    if let cell = view as? UICollectionViewListCell { children += cell.simulatedAccessoryViews }
    for child in children {
        if let control: Control = findControl(identifier, in: child) { return control }
    }
    return nil
}

/// Sample values for row models: deterministic, distinct per key, and changed by `revision`.
public enum Samples {
    /// A UUID whose last 12 hex digits are `key`, and whose first group is `salt`.
    public static func uuid(_ key: Int, salt: Int = 0) -> UUID {
        func hex(_ value: Int, width: Int) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return UUID(uuidString: "\(hex(salt, width: 8))-0000-4000-8000-\(hex(key, width: 12))")!
    }
}
