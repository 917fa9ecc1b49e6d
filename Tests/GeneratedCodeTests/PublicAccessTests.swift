import ProfilesConsumer
import Testing

/// `access: public` (Examples/Profiles): a second module uses the screen's whole public API.
/// The compile of Tests/ProfilesConsumer is most of the test; this runs what it wrote.
@MainActor
@Suite struct PublicAccessTests {
    @Test func publicScreenIsUsableFromAnotherModule() {
        expectNoProblems(Scenarios.raising { ProfilesConsumer.run() })
    }
}
