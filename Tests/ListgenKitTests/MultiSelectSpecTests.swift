import ListgenKit
import ListgenSpec
import Testing

/// `editing.multiSelect` (issue #22, `Documentation/BeyondTheSpec.md`): the key is decoded and checked;
/// the generator does not build batch actions yet, and says so with an error at the key rather than
/// emitting a list that ignores it. The errors are `BadInputs/690`–`696`.
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

    @Test func aValidSpecIsRefusedAtTheKeyUntilBatchActionsAreGenerated() throws {
        let result = Fixtures.generate(Self.mail)
        #expect(result.diagnostics.count == 1, "\(result.diagnostics)")
        let error = try #require(result.diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.message.contains("'editing.multiSelect'") && error.message.contains("not generated yet"))
        #expect(error.location.line == 4 && error.location.column == 16)
    }

    @Test func aScreenWithoutTheKeyIsAccepted() {
        let result = Fixtures.generate(
            Self.mail.replacingOccurrences(of: "  multiSelect: [archive, remove]\n", with: ""))
        #expect(!result.hasErrors && result.diagnostics.isEmpty, "\(result.diagnostics)")
    }
}
