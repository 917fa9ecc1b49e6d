@MainActor
@available(iOS 2.0, *)
open class UIResponder: NSObject {
    @available(iOS 2.0, *)
    public override init() {
        super.init()
    }

    @available(iOS 2.0, *)
    open var next: UIResponder? { nil }
}
