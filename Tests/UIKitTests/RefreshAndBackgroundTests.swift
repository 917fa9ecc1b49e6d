import Testing

/// `UIRefreshControl`, `UIScrollView.refreshControl` and the lists' `backgroundView`, as UIKit
/// documents them (sources in Declarations.tsv).
@MainActor
@Suite struct RefreshAndBackgroundTests {
    /// Counts the control's `.valueChanged` actions.
    final class Counter {
        var count = 0
    }

    func attached() -> (UITableView, UIRefreshControl, Counter) {
        let table = UITableView(frame: .zero, style: .plain)
        let control = UIRefreshControl()
        let counter = Counter()
        control.addAction(UIAction { [counter] _ in counter.count += 1 }, for: .valueChanged)
        table.refreshControl = control
        return (table, control, counter)
    }

    @Test func aPullStartsRefreshingAndSendsValueChangedOnce() {
        let (table, control, counter) = attached()
        #expect(!control.isRefreshing)
        #expect(table.simulatePullToRefresh())
        #expect(control.isRefreshing)
        #expect(counter.count == 1)
        // Still refreshing: a second pull starts nothing.
        #expect(!table.simulatePullToRefresh())
        #expect(counter.count == 1)
        control.endRefreshing()
        #expect(!control.isRefreshing)
        #expect(table.simulatePullToRefresh())
        #expect(counter.count == 2)
    }

    @Test func beginRefreshingFromCodeSendsNothing() {
        let (_, control, counter) = attached()
        control.beginRefreshing()
        #expect(control.isRefreshing)
        #expect(counter.count == 0)
    }

    @Test func aPullNeedsAnEnabledVisibleAttachedControl() {
        let (table, control, counter) = attached()
        control.isEnabled = false
        #expect(!table.simulatePullToRefresh())
        control.isEnabled = true
        control.isHidden = true
        #expect(!table.simulatePullToRefresh())
        control.isHidden = false
        table.isScrollEnabled = false
        #expect(!table.simulatePullToRefresh())
        table.isScrollEnabled = true
        #expect(counter.count == 0)
        let bare = UITableView(frame: .zero, style: .plain)
        #expect(!bare.simulatePullToRefresh())
    }

    @Test func theRefreshControlIsASubviewAndReplacingItRemovesTheOldOne() {
        let (table, first, _) = attached()
        #expect(first.superview === table)
        let second = UIRefreshControl()
        table.refreshControl = second
        #expect(first.superview == nil)
        #expect(second.superview === table)
        table.refreshControl = nil
        #expect(second.superview == nil)
    }

    @Test func backgroundViewsAreTheLowestSubviewOfTablesAndCollections() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        for list in [table as UIScrollView, collection] {
            list.addSubview(UIView())
            let background = UIView()
            if let table = list as? UITableView { table.backgroundView = background }
            if let collection = list as? UICollectionView { collection.backgroundView = background }
            #expect(list.subviews.first === background)
            #expect(background.frame == list.bounds)
            let replacement = UIView()
            if let table = list as? UITableView { table.backgroundView = replacement }
            if let collection = list as? UICollectionView { collection.backgroundView = replacement }
            #expect(background.superview == nil)
            #expect(list.subviews.first === replacement)
        }
    }
}
