import Testing

// Runtime rules and behaviour of the presentation stand-ins (issue #14): sheets and bar button items.
extension RuntimeRuleTests {
    // MARK: A sheet rests at one detent at least

    /// Apple's documentation of `UISheetPresentationController.detents`: "This array must contain at
    /// least one element." UIKit's wording of the failure is not documented: the stand-in raises with
    /// its own message (stricter than UIKit, which may only log), and keeps the default.
    @Test func aSheetsDetentsMustNotBeEmpty() throws {
        let controller = UIViewController()
        controller.modalPresentationStyle = .pageSheet
        let sheet = try #require(controller.sheetPresentationController)
        let messages = UIKitStandIn.recordingInconsistencies { sheet.detents = [] }
        #expect(messages == ["UISheetPresentationController.detents must contain at least one detent"])
        #expect(sheet.detents.map(\.identifier) == [.large])
        #expect(UIKitStandIn.recordingInconsistencies { sheet.detents = [.medium(), .large()] }.isEmpty)
        #expect(sheet.detents.map(\.identifier) == [.medium, .large])
    }

    /// `sheetPresentationController` exists only for page and form sheets, one object each.
    @Test func onlyPageAndFormSheetsHaveASheetPresentationController() {
        let controller = UIViewController()
        #expect(controller.sheetPresentationController == nil)  // .automatic
        controller.modalPresentationStyle = .fullScreen
        #expect(controller.sheetPresentationController == nil)
        controller.modalPresentationStyle = .formSheet
        let sheet = controller.sheetPresentationController
        #expect(sheet != nil && sheet === controller.sheetPresentationController)
        #expect(sheet?.detents.map(\.identifier) == [.large])
    }

    // MARK: Bar button items

    /// A tap performs the primary action with the item as its sender; a disabled item does nothing.
    @Test func aBarButtonItemTapPerformsItsPrimaryAction() {
        var senders: [Any?] = []
        let item = UIBarButtonItem(systemItem: .close, primaryAction: UIAction { senders.append($0.sender) })
        #expect(item.simulatedSystemItem == .close)
        #expect(item.simulateTap())
        #expect(senders.count == 1 && (senders[0] as AnyObject?) === item)
        item.isEnabled = false
        #expect(!item.simulateTap())
        #expect(senders.count == 1)
        #expect(!UIBarButtonItem(systemItem: .close).simulateTap())
    }

    /// Dismissing from the root of a presented navigation controller dismisses the navigation
    /// controller (UIKit forwards it to the presenter).
    @Test func dismissingFromAPresentedNavigationRootDismissesIt() {
        let presenter = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        presenter.present(navigation, animated: false)
        #expect(presenter.presentedViewController === navigation)
        root.dismiss(animated: true)
        #expect(presenter.presentedViewController == nil)
        window.rootViewController = nil
    }
}
