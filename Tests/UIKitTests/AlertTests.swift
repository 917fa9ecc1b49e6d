import Testing

// UIAlertController and UIAlertAction: the rules UIKit enforces on them (see Tests/UIKit/README.md,
// "Rules the stand-in enforces") and the test-only tap on an alert button.

/// UIKit's exception for a second cancel action, as apps report it
/// (dpa99c/phonegap-launch-navigator#263: NSInternalInconsistencyException).
let secondCancelMessage = "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"

/// The alert rules, with the other runtime rules.
extension RuntimeRuleTests {
    @Test func aSecondCancelActionRaisesAsUIKitDoes() {
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        let raised = UIKitStandIn.recordingInconsistencies {
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        }
        #expect(raised.isEmpty)
        let again = UIKitStandIn.recordingInconsistencies {
            alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
        }
        #expect(again == [secondCancelMessage])
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
    }

    @Test func presentingWhileAlreadyPresentingIsLoggedAndShowsNothing() {
        let window = UIWindow(frame: .zero)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let first = UIAlertController(title: "One", message: nil, preferredStyle: .alert)
        let second = UIAlertController(title: "Two", message: nil, preferredStyle: .alert)
        let quiet = UIKitStandIn.recordingWarnings { root.present(first, animated: true) }
        #expect(quiet.isEmpty)
        let warnings = UIKitStandIn.recordingWarnings { root.present(second, animated: true) }
        #expect(
            warnings == [
                "[Presentation] Attempt to present <UIAlertController> on <UIViewController> (from "
                    + "<UIViewController>) which is already presenting <UIAlertController>."
            ])
        #expect(root.presentedViewController === first)
        #expect(second.presentingViewController == nil)
    }

}

/// The test-only tap on an alert button.
@MainActor
@Suite struct AlertTests {
    @Test func aTapDismissesTheAlertThenRunsTheHandlerWithTheAction() {
        let window = UIWindow(frame: .zero)
        let root = UIViewController()
        window.rootViewController = root
        let alert = UIAlertController(
            title: "Cancel this order?", message: "You cannot undo this.", preferredStyle: .alert)
        var seen: [(String?, Bool)] = []
        let confirm = UIAlertAction(title: "Cancel Order", style: .destructive) { action in
            // The alert is already gone when the handler runs.
            seen.append((action.title, root.presentedViewController == nil))
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(confirm)
        #expect(alert.preferredStyle == .alert)
        #expect(alert.message == "You cannot undo this.")
        #expect(alert.title == "Cancel this order?")

        // Not presented: nobody can tap it.
        #expect(!alert.simulateTap(on: confirm))
        root.present(alert, animated: true)
        #expect(root.presentedViewController === alert)
        #expect(!alert.simulateTap(on: UIAlertAction(title: "Cancel Order", style: .destructive)))
        confirm.isEnabled = false
        #expect(!alert.simulateTap(on: confirm))
        confirm.isEnabled = true
        #expect(alert.simulateTap(on: confirm))
        #expect(seen.count == 1)
        #expect(seen.first?.0 == "Cancel Order")
        #expect(seen.first?.1 == true)
        #expect(root.presentedViewController == nil)
        #expect(alert.presentingViewController == nil)
        // Dismissed: a second tap does nothing.
        #expect(!alert.simulateTap(on: confirm))
        #expect(seen.count == 1)
    }

    @Test func aCancelTapRunsNoOtherHandler() {
        let window = UIWindow(frame: .zero)
        let root = UIViewController()
        window.rootViewController = root
        let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        var confirmed = 0
        var cancelled = 0
        let cancel = UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled += 1 }
        alert.addAction(cancel)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in confirmed += 1 })
        root.present(alert, animated: false)
        #expect(alert.simulateTap(on: cancel))
        #expect(cancelled == 1 && confirmed == 0)
        #expect(root.presentedViewController == nil)
    }
}
