/// The switch of the negative control: while `capturesIndexPath` is true, the Orders controller of
/// this module (the golden one with one line added, recorded by ScreenTestsGoldenTests) wires each
/// Track button to the index path its cell was configured at: the classic bug the generated tests
/// must catch. Off, the controller is the golden one, and the generated tests pass.
@MainActor
enum BrokenControl {
    static var capturesIndexPath = false
}
