// listgen runtime: Copyright 2026 the listgen authors. Licensed under the Apache License, Version 2.0.

import UIKit

// MARK: - Anchors

/// Where a popover or action sheet shown from a row points (`presentation: popover`, `confirm.style:
/// actionSheet`): the event's button in the cell that shows the row (however the event was
/// performed); else that cell (an event without a button, a row tap); for a batch action's confirmation
/// (`editing.multiSelect`), the toolbar button that was tapped (`barButton`). Looked up when the tap
/// acts, never captured earlier (the row may have moved, its cell been reused). Without an anchor UIKit
/// raises when it presents a popover in a regular width (iPad).
/// The generated router receives it with every route; a router of your own can point its own popovers
/// with ``point(_:)``. Public, so that a public screen's routing protocol can take it.
@MainActor
public struct ListAnchor {
    /// The view the popover points at: the event's button, the row's cell, or the list when the row has
    /// no cell on screen; with `barButton`, which it points at instead, the list.
    public let sourceView: UIView

    /// The bar button item the popover points at instead of `sourceView`: a batch action's toolbar
    /// button; nil for a row's anchor.
    public let barButton: UIBarButtonItem?

    /// An anchor on `sourceView`, pointing at its bounds.
    public init(sourceView: UIView) {
        self.sourceView = sourceView
        self.barButton = nil
    }

    /// An anchor on `barButton`, a bar button item of the controller that shows `view` (its list).
    public init(barButton: UIBarButtonItem, in view: UIView) {
        self.sourceView = view
        self.barButton = barButton
    }

    /// Points `viewController`'s popover at this anchor: at `barButton` (the popover's `sourceItem` from
    /// iOS 16, its `barButtonItem` before: the SDK marks that one to be deprecated without a version,
    /// so it builds without warnings at any deployment target); else at `sourceView`, `sourceRect` its
    /// bounds. Does nothing when `viewController` is not presented as a popover.
    public func point(_ viewController: UIViewController) {
        guard let popover = viewController.popoverPresentationController else { return }
        if let barButton {
            if #available(iOS 16.0, *) {
                popover.sourceItem = barButton
            } else {
                popover.barButtonItem = barButton
            }
        } else {
            popover.sourceView = sourceView
            popover.sourceRect = sourceView.bounds
        }
    }
}
