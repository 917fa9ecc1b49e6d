// Test-only stand-in for Apple's UIKit. See README.md in this folder.
@_exported import Foundation
