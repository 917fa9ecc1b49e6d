import Testing

@testable import ListgenKit

/// What a switch (`control: switch`, issue #23) cannot have, beyond the bad inputs 576–579: each is a
/// located error naming the event, and a spec with a switch and nothing wrong has no error.
@Suite struct SwitchSpecTests {
    /// A one-cell spec whose `mute` event is `event`; the cell shows `shows` (`display` or `content`).
    static func spec(_ event: String, shows: String = "display: { text: sender }") -> String {
        """
        screen: Messages
        routes:
          thread: { destination: ThreadViewController, pass: id }
        cells:
          MessageCell:
            model: Message
            fields: { id: UUID, sender: String, isMuted: Bool }
            \(shows)
            events:
              mute: \(event)
        """
    }

    @Test func aSwitchBoundToABoolFieldIsAccepted() {
        // (Its only diagnostic: the route the refused cases below use is unused here.)
        let text = Fixtures.diagnostics(Self.spec("{ control: switch, value: isMuted, enabled: \"!isMuted\" }"))
        #expect(!text.contains("error:"), "\(text)")
    }

    @Test(arguments: [
        ("{ control: switch, value: isMuted, placement: [button, menu] }", "'placement' does not apply to"),
        ("{ control: switch, value: isMuted, route: thread }", "'route' does not apply to"),
        ("{ control: switch, value: isMuted, confirm: { title: Sure? } }", "'confirm' does not apply to"),
    ])
    func aSwitchIsPlacedInTheCellAndReportsToTheHandlerOnly(_ event: String, _ message: String) {
        let text = Fixtures.diagnostics(Self.spec(event))
        #expect(text.contains("error: event 'mute' is a switch ('control': switch), which \(message)"), "\(text)")
    }

    @Test func aCellWithItsOwnContentViewHasNoSwitch() {
        let text = Fixtures.diagnostics(
            Self.spec("{ control: switch, value: isMuted }", shows: "content: { view: MessageView }"))
        #expect(text.contains("error: event 'mute' of cell 'MessageCell' is a switch, but the cell shows"), "\(text)")
    }

    @Test func cellKindsAgreeOnWhetherAnEventIsASwitch() {
        let text = Fixtures.diagnostics(
            """
            screen: Mail
            cells:
              MessageCell:
                model: Message
                fields: { id: Int, subject: String, isMuted: Bool }
                display: { text: subject }
                events:
                  mute: { control: switch, value: isMuted }
              FolderCell:
                model: Folder
                fields: { id: String, name: String }
                display: { text: name }
                events:
                  mute: { title: Mute }
            """)
        let clash = "is no switch, but the same event of cell 'MessageCell' is one"
        #expect(text.contains("error: event 'mute' of cell 'FolderCell' \(clash)"), "\(text)")
        #expect(text.contains("note: event 'mute' of cell 'MessageCell' is here"), "\(text)")
    }
}
