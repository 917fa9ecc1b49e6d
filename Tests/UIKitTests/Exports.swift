// Swift Testing declares a cross-import overlay `_Testing_UIKit` that exists only on Apple
// platforms: a file importing both `Testing` and `UIKit` fails to build on Linux. Test files
// therefore import only `Testing`; the stand-in reaches them through this module-wide export.
@_exported import UIKit
