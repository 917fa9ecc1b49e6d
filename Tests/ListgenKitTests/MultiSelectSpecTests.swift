import ListgenKit
import ListgenRendering
import ListgenSpec
import Testing

/// `editing.multiSelect` (issue #22, `Documentation/BeyondTheSpec.md`): a valid spec generates its batch
/// actions (the golden Library runs them in every variant); the errors are `BadInputs/690`–`697`.
@Suite struct MultiSelectSpecTests {
    /// The page's example: two action events, one with a confirm.
    static let mail = """
        screen: Mail
        editing:
          reorder: true
          multiSelect: [archive, remove]
        cells:
          MessageCell:
            model: Message
            fields: {id: Int, subject: String}
            display: {text: subject}
            events:
              archive: { title: Archive }
              remove: { title: Delete, role: destructive, confirm: { title: Delete the messages? } }
        """

    @Test func aValidSpecGeneratesOneActionCaseAndToolbarButtonPerEvent() throws {
        let result = Fixtures.generate(Self.mail)
        #expect(!result.hasErrors && result.diagnostics.isEmpty, "\(result.diagnostics)")
        let action = try #require(result.files.first { $0.path.hasSuffix("MailAction.swift") })
        #expect(action.contents.contains("case archiveRows([Message])"))
        #expect(action.contents.contains("case removeRows([Message])"))
        let controller = try #require(result.files.first { $0.path.hasSuffix("MailViewController.swift") })
        #expect(controller.contents.contains("allowsMultipleSelectionDuringEditing = true"))
        #expect(controller.contents.contains("toolbarItems = batchButtons"))
        // The confirm of `remove` asks before the batch fires.
        #expect(controller.contents.contains("title: \"Delete the messages?\""))
    }

    /// A batch event whose confirm says `style: actionSheet` asks in an action sheet pointing at the batch
    /// button that was tapped, looked up when it acts (`batchButtons[1]`), in both list kinds; the one that
    /// confirms with an alert passes no anchor.
    @Test(arguments: ["table", "collection"])
    func anActionSheetConfirmPointsAtTheTappedBatchButton(_ list: String) throws {
        let spec = Self.mail.replacingOccurrences(
            of: "confirm: { title: Delete the messages? }",
            with: "confirm: { title: Delete the messages?, style: actionSheet }"
        ).replacingOccurrences(of: "screen: Mail\n", with: "screen: Mail\nlist: \(list)\n")
        let result = Fixtures.generate(spec)
        #expect(!result.hasErrors && result.diagnostics.isEmpty, "\(result.diagnostics)")
        let controller = try #require(result.files.first { $0.path.hasSuffix("MailViewController.swift") })
        let listView = list == "table" ? "tableView" : "collectionView"
        #expect(
            controller.contents.contains(
                "style: .destructive, anchor: ListAnchor(barButton: batchButtons[1], in: \(listView))"))
        #expect(controller.contents.components(separatedBy: "ListAnchor(barButton:").count == 2)
        let store = RuntimeLibrary.embeddedFile
        #expect(store.contents.contains("popover.sourceItem = barButton"))
        // Before iOS 16 the sheet points at the button too, not at the whole list (issue #42, point 14):
        // the SDK marks `barButtonItem` API_TO_BE_DEPRECATED, which warns at no deployment target.
        #expect(store.contents.contains("popover.barButtonItem = barButton"))
    }

    @Test func aScreenWithoutTheKeyIsAccepted() {
        let result = Fixtures.generate(
            Self.mail.replacingOccurrences(of: "  multiSelect: [archive, remove]\n", with: ""))
        #expect(!result.hasErrors && result.diagnostics.isEmpty, "\(result.diagnostics)")
    }
}
