// Whether a touched cell would show the grey highlight (test-only: nothing is drawn).

extension UITableViewCell {
    /// Whether touching the cell would show the grey highlight: its `selectionStyle` is not `.none`.
    public var simulatedShowsTouchHighlight: Bool { selectionStyle != .none }
}

extension UICollectionViewCell {
    /// Whether touching the cell would show the grey highlight: its background configuration is
    /// updated for the highlighted state (`automaticallyUpdatesBackgroundConfiguration`).
    public var simulatedShowsTouchHighlight: Bool { automaticallyUpdatesBackgroundConfiguration }
}
