// UIMenu (iOS 13): only the type, for the `menu:` parameters of UIKit initializers the generated
// code calls without a menu. The stand-in offers no way to make one (stricter than UIKit).

@MainActor
@available(iOS 13.0, *)
open class UIMenu: UIMenuElement {}
