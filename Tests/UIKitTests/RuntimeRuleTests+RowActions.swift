import Testing

// Runtime rule 17 (issue #20): a popover or action sheet without an anchor on an iPad.

extension RuntimeRuleTests {
    // MARK: Rule 17: a popover needs an anchor in a regular width

    /// In a regular horizontal size class (an iPad) an action sheet, or a `.popover` presentation, is a
    /// popover: without a source view, source item or bar button item UIKit raises NSGenericException
    /// and nothing is presented. In a compact width (an iPhone) it is a sheet and needs none.
    @Test func aPopoverOrActionSheetWithoutAnAnchorRaisesInARegularWidth() {
        let message =
            "UIPopoverPresentationController (<UIPopoverPresentationController>) should have a non-nil sourceView "
            + "or barButtonItem set before the presentation occurs."
        let presenter = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        defer { window.rootViewController = nil }
        let makers: [(String, () -> UIViewController)] = [
            ("action sheet", { UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet) }),
            (
                "popover",
                {
                    let controller = UIViewController()
                    controller.modalPresentationStyle = .popover
                    return controller
                }
            ),
        ]
        for (name, make) in makers {
            window.simulatedHorizontalSizeClass = .compact
            let onPhone = make()
            #expect(UIKitStandIn.recordingInconsistencies { presenter.present(onPhone, animated: false) }.isEmpty)
            #expect(presenter.presentedViewController === onPhone, "\(name) on a phone")
            presenter.dismiss(animated: false)

            window.simulatedHorizontalSizeClass = .regular
            let unanchored = make()
            let raised = UIKitStandIn.recordingInconsistencies { presenter.present(unanchored, animated: false) }
            #expect(raised == [message], "\(name) on an iPad")
            #expect(presenter.presentedViewController == nil)

            // Negative controls: each anchor makes it present.
            let anchors: [(UIPopoverPresentationController) -> Void] = [
                { $0.sourceView = presenter.view }, { $0.barButtonItem = UIBarButtonItem() },
                { $0.sourceItem = UIBarButtonItem() },
            ]
            for anchor in anchors {
                let anchored = make()
                if let popover = anchored.popoverPresentationController { anchor(popover) }
                #expect(UIKitStandIn.recordingInconsistencies { presenter.present(anchored, animated: false) }.isEmpty)
                #expect(presenter.presentedViewController === anchored, "\(name) anchored")
                presenter.dismiss(animated: false)
            }
        }
        // An alert is never a popover.
        let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        #expect(alert.popoverPresentationController == nil)
        #expect(UIKitStandIn.recordingInconsistencies { presenter.present(alert, animated: false) }.isEmpty)
        presenter.dismiss(animated: false)
    }
}
