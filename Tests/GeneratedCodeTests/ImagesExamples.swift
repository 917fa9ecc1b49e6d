// The examples of Documentation/Images.md (`<!-- compiled: Tests/GeneratedCodeTests/ImagesExamples.swift -->`),
// compiled against the Messages golden (internal access, hence `@testable`): an image loader on
// URLSession, and the screen that takes it.

import Foundation
import ListgenRuntime
import Testing

@testable import GoldenMessagesCollectionDiffableClosure

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Loads images with URLSession; the data task is the load the cell cancels.
final class URLSessionImageLoader: ListImageLoader {
    func loadImage(
        from url: URL, completion: @escaping @MainActor @Sendable (UIImage?) -> Void
    ) -> any ListImageLoad {
        let task = URLSession.shared.dataTask(with: url) { data, _, _ in
            let image = data.flatMap { UIImage(data: $0) }
            Task { @MainActor in completion(image) }
        }
        task.resume()
        return task
    }
}

extension URLSessionDataTask: ListImageLoad {}

@MainActor
func makeMessages(router: any MessagesRouting) -> MessagesViewController {
    MessagesViewController(router: router, imageLoader: URLSessionImageLoader())
}

/// A row view of your own (`content:`) that shows the avatar through the same guard.
final class AvatarRowView: UIView {
    let avatarView = UIImageView()
    var imageLoader: (any ListImageLoader)?
    private let avatar = ListImageSlot<Message.ID>()

    func show(_ message: Message) {
        avatar.load(
            message.avatarURL, for: message.id, with: imageLoader, into: avatarView,
            placeholder: UIImage(systemName: "person.crop.circle"))
    }

    func prepareForReuse() {
        avatar.cancel()
    }
}

/// Keeps each load's completion until the test delivers it.
@MainActor
final class HeldImageLoader: ListImageLoader {
    struct Load: ListImageLoad {
        func cancel() {}
    }

    var completions: [URL: @MainActor @Sendable (UIImage?) -> Void] = [:]

    func loadImage(
        from url: URL, completion: @escaping @MainActor @Sendable (UIImage?) -> Void
    ) -> any ListImageLoad {
        completions[url] = completion
        return Load()
    }
}

@MainActor
@Suite struct ImagesExamplesTests {
    /// The page's content view: a response for the row it showed before reuse does not reach it; its own
    /// row's does.
    @Test func aContentViewShowsOnlyItsOwnRowsImage() throws {
        let loader = HeldImageLoader()
        let view = AvatarRowView()
        view.imageLoader = loader
        let site = try #require(URL(string: "https://example.com"))
        func message(_ key: Int) -> Message {
            Message(
                id: UUID(), sender: "s\(key)", avatarURL: site.appending(path: "\(key)"), unread: 0,
                isStarred: false, isMuted: false, hasHistory: false, kind: .thread, link: site)
        }
        let first = message(1)
        let second = message(2)
        view.show(first)
        let placeholder = view.avatarView.image
        #expect(placeholder != nil)
        view.prepareForReuse()
        view.show(second)
        let late = UIImage()
        loader.completions[try #require(first.avatarURL)]?(late)
        #expect(view.avatarView.image !== late)
        let own = UIImage()
        loader.completions[try #require(second.avatarURL)]?(own)
        #expect(view.avatarView.image === own)
    }

    /// The example's loader hands back its data task as the load to cancel: `URLSessionDataTask`
    /// conforms to `ListImageLoad` as it is. Checked on the type, not on a live task: on Linux,
    /// cancelling a real data task at once can trap inside FoundationNetworking's task registry,
    /// which took a whole `swift test` run down.
    @Test func theURLSessionLoaderReturnsItsTask() {
        let task: Any.Type = URLSessionDataTask.self
        #expect(task is any ListImageLoad.Type)
    }
}
