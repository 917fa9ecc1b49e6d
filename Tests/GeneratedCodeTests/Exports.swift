// Swift Testing declares a cross-import overlay `_Testing_UIKit` that exists only on Apple
// platforms: a file importing both `Testing` and `UIKit` fails to build on Linux. Test files
// therefore import only `Testing`; the stand-in and the scenarios reach them through this
// module-wide export (ListgenTestSupport re-exports UIKit).
@_exported import ListgenTestSupport
