// Committing a context-menu preview (iOS 13): the animator UIKit hands to the delegate's
// `willPerformPreviewActionForMenuWith` method when the user taps a menu's preview, as in Apple's
// documentation of the iOS 18 SDK.

/// How the preview goes when committed: `.dismiss`, "an interaction with no animations"; `.pop`,
/// "an interaction that uses animations" (Apple).
@available(iOS 13.0, *)
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss = 0
    case pop = 1
}

/// The system's animator of a context-menu interaction.
@MainActor
@available(iOS 13.0, *)
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The preview view controller shown: nil when UIKit previews the touched view itself.
    var previewViewController: UIViewController? { get }
    /// Adds an animation block, run alongside the system's animations.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion block, run once the animations end.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator of a preview being committed (the user tapped it).
@MainActor
@available(iOS 13.0, *)
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// The preferred animation style of the commit.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The stand-in's commit animator: it records what the delegate adds, and `run()` plays the commit
/// as UIKit does, after the delegate method returned: the animations, then the completions, each once.
@MainActor
final class StandInCommitAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    // Apple does not document the default; the stand-in starts at `.pop` and reports the style the
    // delegate leaves.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []
    private(set) var addedAnything = false

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
        super.init()
    }

    func addAnimations(_ animations: @escaping () -> Void) {
        addedAnything = true
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping () -> Void) {
        addedAnything = true
        completions.append(completion)
    }

    /// Runs the animations, then `meanwhile` (what changes while they run), then the completions;
    /// each block once, then released.
    func run(meanwhile: () -> Void) {
        let animations = self.animations
        self.animations = []
        for animation in animations { animation() }
        meanwhile()
        let completions = self.completions
        self.completions = []
        for completion in completions { completion() }
    }
}
