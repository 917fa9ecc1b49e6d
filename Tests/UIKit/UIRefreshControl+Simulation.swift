// TEST-ONLY simulation API: not part of real UIKit.

extension UIScrollView {
    /// Simulates the user pulling the list down past its top, as UIKit handles it: the attached
    /// `refreshControl` starts refreshing and sends `.valueChanged` (`sendActions(for:)`). Nothing
    /// happens without an enabled, visible refresh control, or while it is already refreshing (it
    /// stays shown: a second pull cannot start a second refresh). Returns whether a refresh started.
    @discardableResult
    public func simulatePullToRefresh() -> Bool {
        guard let control = refreshControl, control.superview === self, control.isEnabled, !control.isHidden,
            !control.isRefreshing, isScrollEnabled
        else { return false }
        control.beginRefreshingFromPull()
        return true
    }
}
