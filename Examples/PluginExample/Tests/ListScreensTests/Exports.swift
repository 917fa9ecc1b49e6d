// Swift Testing declares a cross-import overlay `_Testing_UIKit` that exists only on Apple
// platforms, so a file importing both `Testing` and `UIKit` fails to build on Linux. The test
// files import only `Testing`; UIKit (the stand-in on Linux) reaches them through this export.
@_exported import UIKit
