// Test support for running generated code against the UIKit stand-in.
@_exported import UIKit
