// Swift Testing declares a cross-import overlay `_Testing_UIKit` that exists only on Apple
// platforms: a file importing both `Testing` and `UIKit` fails to build on Linux. The generated
// tests import UIKit only off Linux; here the stand-in reaches them through this export.
@_exported import UIKit
