// The examples of Documentation/Routes.md's anchors (`<!-- compiled: Tests/GeneratedCodeTests/AnchorsExamples.swift -->`),
// compiled against the Messages golden (internal access, hence `@testable`): a router of the app's own
// that points its popover where the generated router would, and the test of what the page says: the
// popover points at the Share button of the cell that shows the row when the tap acts.

import Foundation
import ListgenRuntime
import Testing

@testable import GoldenMessagesCollectionDiffableClosure

/// A channel's screen, one level down (the `channel` route drills into this screen again).
@MainActor
func channelScreen() -> MessagesViewController {
    MessagesViewController(router: AppMessagesRouter(), imageLoader: HeldImageLoader())
}

/// The app's router: shares in a controller of its own, anchored on the row; the rest as generated.
@MainActor
final class AppMessagesRouter: MessagesRouting {
    private let generated = MessagesRouter(
        thread: { ThreadViewController(payload: $0) },
        share: { ShareViewController(payload: $0) },
        channel: { _ in channelScreen() })

    func navigate(to route: MessagesRoute, from source: UIViewController, anchor: ListAnchor) {
        guard case .share(let message) = route else {
            return generated.navigate(to: route, from: source, anchor: anchor)
        }
        let share = ShareViewController(payload: message)
        share.modalPresentationStyle = .popover
        anchor.point(share)  // sourceView: the row's Share button, else its cell; sourceRect: its bounds
        source.present(share, animated: true)
    }
}

@MainActor
@Suite struct AnchorsExamplesTests {
    /// On an iPad-wide window the app's router presents the share popover anchored on the Share button
    /// of the cell that shows the row, after a row was inserted above it.
    @Test func theAppsRouterAnchorsOnTheRowsButton() throws {
        let screen = MessagesViewController(router: AppMessagesRouter(), imageLoader: HeldImageLoader())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.simulatedHorizontalSizeClass = .regular
        window.rootViewController = screen
        window.makeKeyAndVisible()
        screen.loadViewIfNeeded()
        func message(_ key: Int) -> Message {
            Message(
                id: Samples.uuid(key), sender: "s\(key)", avatarURL: nil, unread: 0, isStarred: false,
                isMuted: false, hasHistory: false, kind: .thread, link: URL(fileURLWithPath: "/\(key)"))
        }
        screen.setRows([.main: [message(1), message(2)]])
        screen.insert(message(3), at: IndexPath(item: 0, section: 0))
        let indexPath = try #require(screen.indexPath(forRowID: Samples.uuid(2)))
        let raised = UIKitStandIn.recordingInconsistencies { screen.didTapShare(at: indexPath) }
        #expect(raised.isEmpty)
        let presented = try #require(screen.presentedViewController as? ShareViewController)
        #expect(presented.payload.id == Samples.uuid(2))
        let cell = try #require(screen.collectionView.cellForItem(at: indexPath) as? MessageCell)
        #expect(presented.popoverPresentationController?.sourceView === cell.shareButton)
    }

    /// A tap on the row's Share button points the popover at that button, the `UIAction`'s sender.
    @Test func aButtonsPopoverPointsAtTheButton() throws {
        let screen = MessagesViewController(router: AppMessagesRouter(), imageLoader: HeldImageLoader())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.simulatedHorizontalSizeClass = .regular
        window.rootViewController = screen
        window.makeKeyAndVisible()
        screen.loadViewIfNeeded()
        screen.setRows([
            .main: [
                Message(
                    id: Samples.uuid(1), sender: "s1", avatarURL: nil, unread: 0, isStarred: false,
                    isMuted: false, hasHistory: false, kind: .thread, link: URL(fileURLWithPath: "/1"))
            ]
        ])
        window.layoutIfNeeded()
        let cell = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let button = try #require(findButton("MessageCell.share", in: cell))
        let raised = UIKitStandIn.recordingInconsistencies { button.sendActions(for: .primaryActionTriggered) }
        #expect(raised.isEmpty)
        let presented = try #require(screen.presentedViewController as? ShareViewController)
        #expect(presented.payload.id == Samples.uuid(1))
        #expect(presented.popoverPresentationController?.sourceView === button)
    }

    /// The anchor of a batch action's action sheet (`editing.multiSelect`): `ListAnchor(barButton:in:)`
    /// points the sheet's popover at the toolbar button, so an iPad shows it there instead of raising.
    @Test func anAnchorOnABarButtonItemPointsThePopoverAtIt() throws {
        let screen = MessagesViewController(router: AppMessagesRouter(), imageLoader: HeldImageLoader())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.simulatedHorizontalSizeClass = .regular
        window.rootViewController = screen
        window.makeKeyAndVisible()
        screen.loadViewIfNeeded()
        let remove = UIBarButtonItem(title: "Remove", image: nil, primaryAction: nil)
        let sheet = UIAlertController(title: "Remove the messages?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        ListAnchor(barButton: remove, in: screen.collectionView).point(sheet)
        let raised = UIKitStandIn.recordingInconsistencies { screen.present(sheet, animated: true) }
        #expect(raised.isEmpty)
        #expect(screen.presentedViewController === sheet)
        #expect(sheet.popoverPresentationController?.sourceItem as? UIBarButtonItem === remove)
    }
}
