// Scenarios for the accessories of `display` cells (issue #23): the disclosure chevron, a checkmark
// (fixed or from a Bool field), the trailing value and the count badge, on reused cells and after rows
// change. Run on every generated screen and on the negative controls (a cell that sets the checkmark
// only when true, and never clears it, must fail).

extension Driver {
    /// The accessories a cell shows outside edit mode, by what they are: `disclosure`, `checkmark`, and
    /// the badge's text (nil: no badge).
    func shownAccessories(of cell: UIView) -> (disclosure: Bool, checkmark: Bool, badge: UILabel?) {
        if let cell = cell as? UITableViewCell {
            // The accessory type the cell asks for; UIKit shows a set `accessoryView` (the badge) in its place.
            let badge = cell.accessoryView as? UILabel
            return (cell.accessoryType == .disclosureIndicator, cell.accessoryType == .checkmark, badge)
        }
        guard let cell = cell as? UICollectionViewListCell else { return (false, false, nil) }
        let shown = cell.simulatedShownAccessoryTypes
        let badge = shown.lazy.compactMap { type -> UILabel? in
            guard case .customView(let view) = type else { return nil }
            return view as? UILabel
        }.first
        return (shown.contains(.disclosureIndicator), shown.contains(.checkmark), badge)
    }

    /// A shown badge follows Dynamic Type (a text style font that adjusts), tells VoiceOver what it counts
    /// (its label, with the number as its value), and has a size as a table cell's accessory view (UIKit
    /// places an accessory view at the size it has: at zero size it shows nothing).
    func checkBadgeLook(_ badge: UILabel, in cell: UIView, field: String, _ place: String) {
        check(
            badge.adjustsFontForContentSizeCategory && badge.font == UIFont.preferredFont(forTextStyle: .body),
            "\(place): the badge's font is not the body text style adjusting to the content size category")
        let readable = field.prefix(1).uppercased() + field.dropFirst().lowercased()
        check(
            badge.accessibilityLabel == readable && badge.accessibilityValue == badge.text,
            "\(place): VoiceOver reads the badge as \(badge.accessibilityLabel ?? "nothing"), "
                + "\(badge.accessibilityValue ?? "no value"); expected \(readable), \(badge.text ?? "no text")")
        if cell is UITableViewCell {
            check(
                badge.frame.width > 0 && badge.frame.height > 0,
                "\(place): the badge, a table cell's accessory view, has no size (\(badge.frame.size))")
        }
    }

    /// Every on-screen cell shows the accessories of the row it shows now: its kind's chevron or
    /// checkmark (the checkmark field's value), its badge with the row's count (none at 0) and its value
    /// (an `Int` value field written as `.number`).
    func checkAccessories(_ context: String) {
        for (cell, rowID, indexPath) in visibleCells() {
            guard let kind = kind(of: rowID) else { continue }
            let info = info.cells[kind]
            let shown = shownAccessories(of: cell)
            let place = "\(context): the cell of \(rowID) at \(indexPath)"
            let checkmark =
                info.accessory == "checkmark"
                || (info.checkmarkField.flatMap { harness.flag($0, ofRowID: rowID) } ?? false)
            let badgeCount = info.badgeField.flatMap { harness.number($0, ofRowID: rowID) } ?? 0
            check(
                shown.checkmark == checkmark, "\(place) shows a checkmark: \(shown.checkmark), expected \(checkmark)")
            let disclosure = info.accessory == "disclosure"
            check(
                shown.disclosure == disclosure,
                "\(place) shows the chevron: \(shown.disclosure), expected \(disclosure)")
            let badge = badgeCount == 0 ? nil : badgeCount.formatted(.number)
            check(
                shown.badge?.text == badge,
                "\(place) shows the badge \(shown.badge?.text ?? "none"), expected \(badge ?? "none")")
            if let label = shown.badge, let field = info.badgeField {
                checkBadgeLook(label, in: cell, field: field, place)
            }
            if let field = info.valueField, let number = harness.number(field, ofRowID: rowID) {
                let value = shownConfiguration(in: cell)?.secondaryText
                check(
                    value == number.formatted(.number),
                    "\(place) shows the value \(value ?? "none"), expected \(number.formatted(.number))")
            }
        }
    }
}

/// The accessory scenarios, by name (run on the negative controls too).
@MainActor
public enum AccessoryScenarios {
    public static let all: [(name: String, run: @MainActor (HarnessFactory) -> [String])] = [
        ("accessories", accessories)
    ]

    /// Whether some cell kind of the screen has an accessory, a value or a badge.
    public static func hasAccessories(_ info: ScreenInfo) -> Bool {
        info.cells.contains {
            $0.accessory != nil || $0.checkmarkField != nil || $0.valueField != nil || $0.badgeField != nil
        }
    }

    /// `display.accessory`, `value` and `badge`: every visible cell shows its own row's after the first
    /// fill, while scrolling through reused cells (a reused cell never keeps the previous row's checkmark,
    /// value or badge), after rows above change (insert, delete, move) and after every visible row
    /// changed (update: the checkmark flips, the count changes, to 0 and from 0).
    public static func accessories(_ make: HarnessFactory) -> [String] {
        let driver = Driver(make(.recording))
        guard hasAccessories(driver.info) else { return driver.problems }
        driver.checkThroughReuseAndChanges(updateRounds: 3, updated: "after every visible row changed") {
            driver.checkAccessories($0)
        }
        return driver.problems
    }
}
