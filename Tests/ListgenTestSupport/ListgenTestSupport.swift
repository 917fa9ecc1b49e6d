// Test support for running generated code against the UIKit stand-in.
@_exported import UIKit

extension UIView {
    /// Adds `control` as a subview placed by Auto Layout at this view's trailing layout margin, centred
    /// vertically, at its own size: how the hand-written controls' cells and headers lay out a button, so
    /// that UIKit gives it a size and a tap reaches it (the stand-in's rule 33).
    func addSubviewAtTrailingMargin(_ control: UIView) {
        control.translatesAutoresizingMaskIntoConstraints = false
        addSubview(control)
        NSLayoutConstraint.activate([
            control.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            control.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }
}

/// The active constraints that name `view` as an item, installed on it or an ancestor (the closest common
/// ancestor of their items).
@MainActor
func activeConstraints(on view: UIView) -> [NSLayoutConstraint] {
    var found: [NSLayoutConstraint] = []
    var current: UIView? = view
    while let candidate = current {
        found += candidate.constraints.filter { $0.isActive && ($0.firstItem === view || $0.secondItem === view) }
        current = candidate.superview
    }
    return found
}
