// Scenarios for the empty state's start (issue #24): it must not flash before the first rows arrive.

extension Scenarios {
    /// The empty state stays hidden from the view's load until the first `setRows`, in a window and
    /// out of one, even while inserts and deletes come before it; an empty `setRows` shows it, and
    /// rows hide it again.
    public static func emptyStateAfterFirstRows(_ make: () -> any FeedHarness) async -> [String] {
        var problems: [String] = []
        func check(_ condition: Bool, _ message: String) { if !condition { problems.append(message) } }
        for inWindow in [false, true] {
            let harness = make()
            guard harness.feedInfo.emptyStateText != nil else { return [] }
            let place = inWindow ? "in a window" : "out of a window"
            var window: UIWindow?
            if inWindow {
                window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                window?.rootViewController = harness.viewController
                window?.makeKeyAndVisible()
            }
            harness.viewController.loadViewIfNeeded()
            let list = ListProbe(harness.listView)
            list.layoutIfNeeded()
            guard let view = harness.emptyStateView else {
                return ["\(place): the screen has no empty-state view"]
            }
            func expectShown(_ shown: Bool, _ after: String) {
                let isShown = emptyStateIsShown(view, in: harness.listView)
                check(isShown == shown, "\(place): \(after), the empty state is \(isShown ? "shown" : "hidden")")
            }
            expectShown(false, "after the view loaded, before the first setRows")
            await settle()
            expectShown(false, "a while after the view loaded, before the first setRows")
            harness.setRows([])
            list.layoutIfNeeded()
            expectShown(true, "after the first setRows, with no rows")
            harness.setRows(rows(harness, perSection: 1))
            list.layoutIfNeeded()
            expectShown(false, "after setRows with rows")
            harness.setRows([])
            list.layoutIfNeeded()
            expectShown(true, "after setRows([]) again")
            window?.rootViewController = nil
        }
        return problems
    }

    /// The empty state's button (`emptyState.action`) shows with the empty state, under its text, with
    /// the spec's title; a tap follows its route or performs the screen's action, once per tap.
    public static func emptyStateAction(_ make: () -> any FeedHarness) async -> [String] {
        var problems: [String] = []
        func check(_ condition: Bool, _ message: String) { if !condition { problems.append(message) } }
        let harness = make()
        guard let expected = harness.feedInfo.emptyStateAction else { return [] }
        guard let screen = harness as? any ScreenHarness else { return ["the feed harness is no screen harness"] }
        harness.viewController.loadViewIfNeeded()
        harness.setRows([])
        let list = ListProbe(harness.listView)
        list.layoutIfNeeded()
        guard let background = backgroundView(of: harness.listView) else { return ["the list has no background view"] }
        func firstButton(in view: UIView) -> UIButton? {
            view as? UIButton ?? view.subviews.lazy.compactMap(firstButton).first
        }
        guard let button = firstButton(in: background) else { return ["the empty state has no button"] }
        problems += emptyStateLayoutProblems(button: button, background: background)
        check(
            button.configuration?.title == expected.title,
            "the button's title is \(String(describing: button.configuration?.title)), not \(expected.title)")
        if let view = harness.emptyStateView {
            check(emptyStateIsShown(view, in: harness.listView), "the empty state is hidden after setRows([])")
        }
        check(emptyStateIsShown(button, in: harness.listView), "the button is hidden with the empty state shown")
        screen.log.removeAll()
        for tap in 1...2 {
            button.simulateTap()
            let kind: Recorded.Kind = expected.isRoute ? .route : .action
            let recorded = screen.log.entries.filter { $0.kind == kind && $0.name == expected.recorded }
            check(
                recorded.count == tap,
                "after \(tap) taps, '\(expected.recorded)' was recorded \(recorded.count) times (\(screen.log.entries))"
            )
        }
        harness.setRows(rows(harness, perSection: 1))
        list.layoutIfNeeded()
        check(!emptyStateIsShown(button, in: harness.listView), "the button still shows with rows in the list")
        return problems
    }
}

extension Scenarios {
    /// What is wrong with the layout of an empty state whose `button` is in the list's `background` view.
    /// UIKit sizes the background view to the whole list (Apple's `backgroundView` pages; the stand-in
    /// sets its frame to the list's bounds): a stack of the text's view and the button as the background
    /// view stretches one of them to the list's height. The stack must sit inside it, centred vertically
    /// by an active constraint. Its negative control is such a stack
    /// (`EmptyStatePagingBehaviourTests.emptyStateLayoutCatchesAStackSizedToTheList`).
    @MainActor
    public static func emptyStateLayoutProblems(button: UIView, background: UIView) -> [String] {
        guard let stack = button.superview as? UIStackView else { return [] }
        var problems: [String] = []
        if stack === background {
            problems.append(
                "the empty state's stack is the list's background view, sized to the whole list "
                    + "(\(background.frame.size)): its text's view stretches to the list's height")
        }
        let centred =
            !stack.translatesAutoresizingMaskIntoConstraints
            && activeConstraints(on: stack).contains {
                ($0.firstItem === stack && $0.firstAttribute == .centerY)
                    || ($0.secondItem === stack && $0.secondAttribute == .centerY)
            }
        if !centred { problems.append("the empty state's stack is not centred vertically by an active constraint") }
        return problems
    }
}

extension Scenarios {
    /// The asset image of the empty state (`emptyState.image`) is in its view, so it shows with the empty
    /// state and only then: hidden before the first `setRows`, shown with no rows, hidden once rows
    /// arrive. An asset the app's catalog does not have (`UIImage(named:)` is nil) shows the empty state
    /// without an image and traps nowhere.
    public static func emptyStateImage(_ make: () -> any FeedHarness) async -> [String] {
        var problems: [String] = []
        func check(_ condition: Bool, _ message: String) { if !condition { problems.append(message) } }
        guard let expected = make().feedInfo.emptyStateImage else { return [] }
        for catalogHasIt in [true, false] {
            UIImage.simulatedAssetCatalog = catalogHasIt ? nil : []
            defer { UIImage.simulatedAssetCatalog = nil }
            let place = catalogHasIt ? "with the asset" : "without the asset in the catalog"
            let harness = make()
            harness.viewController.loadViewIfNeeded()
            let list = ListProbe(harness.listView)
            list.layoutIfNeeded()
            guard let view = harness.emptyStateView else { return ["\(place): the screen has no empty-state view"] }
            let content = (view as? UIListContentView)?.configuration as? UIListContentConfiguration
            let shownName = content?.image?.simulatedAssetName
            if catalogHasIt {
                check(
                    shownName == expected,
                    "\(place): the empty state's image is \(shownName ?? "none"), not \(expected)")
            } else {
                check(content?.image == nil, "\(place): the empty state shows an image the app does not have")
            }
            check(content?.text == harness.feedInfo.emptyStateText, "\(place): the empty state lost its text")
            check(!emptyStateIsShown(view, in: harness.listView), "\(place): the image shows before the first setRows")
            harness.setRows([])
            list.layoutIfNeeded()
            check(emptyStateIsShown(view, in: harness.listView), "\(place): the image is hidden after setRows([])")
            harness.setRows(rows(harness, perSection: 1))
            list.layoutIfNeeded()
            check(!emptyStateIsShown(view, in: harness.listView), "\(place): the image still shows with rows")
        }
        return problems
    }
}
