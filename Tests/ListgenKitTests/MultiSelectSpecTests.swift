import ListgenKit
import ListgenSpec
import Testing

/// `editing.multiSelect` (issue #22, `Documentation/BeyondTheSpec.md`): the key is decoded and checked;
/// the generator does not build batch actions yet, and says so with a warning at the key rather than
/// emitting a list that silently ignores it. The errors are `BadInputs/690`–`696`.
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

    @Test func theEventsAreDecodedInButtonOrder() throws {
        let result = Fixtures.generate(Self.mail)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 1, "\(result.diagnostics)")
        let warning = try #require(warnings.first)
        #expect(warning.message.contains("'editing.multiSelect'") && warning.message.contains("not generated yet"))
        #expect(warning.location.line == 4 && warning.location.column == 16)
    }

    @Test func aScreenWithoutTheKeyGetsNoWarning() {
        let result = Fixtures.generate(
            Self.mail.replacingOccurrences(of: "  multiSelect: [archive, remove]\n", with: ""))
        #expect(!result.hasErrors && result.diagnostics.isEmpty, "\(result.diagnostics)")
    }
}
