/// A pull-to-refresh control (iOS 6). Attach it to a scroll view through
/// `UIScrollView.refreshControl` (iOS 10). A pull makes it refreshing and sends `.valueChanged`
/// (see `simulatePullToRefresh()`); `beginRefreshing()` from code sends nothing; `endRefreshing()`
/// returns it to its default state.
@MainActor
@available(iOS 6.0, *)
open class UIRefreshControl: UIControl {
    /// Whether a refresh was triggered (by a pull or `beginRefreshing()`) and has not ended.
    @available(iOS 6.0, *)
    open private(set) var isRefreshing = false

    /// The designated initializer: a control of the standard size, sized by the scroll view it is
    /// attached to. (`init(frame:)` is not offered here: be stricter than UIKit where unsure.)
    @available(iOS 6.0, *)
    public init() {
        super.init(frame: .zero)
    }

    @available(iOS 6.0, *)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Tells the control a refresh was started from code: it shows refreshing. Sends no event.
    @available(iOS 6.0, *)
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Tells the control the refresh ended: back to its default state (hidden when it was showing).
    @available(iOS 6.0, *)
    open func endRefreshing() {
        isRefreshing = false
    }

    /// Starts a refresh as a pull does (`UIRefreshControl+Simulation.swift`).
    func beginRefreshingFromPull() {
        isRefreshing = true
        sendActions(for: .valueChanged)
    }
}
