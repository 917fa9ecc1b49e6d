// listgen runtime: Copyright 2026 the listgen authors. Licensed under the Apache License, Version 2.0.

import UIKit

// MARK: - Images from URLs

/// Loads the images of `display.image: { url: }` for the generated screens of this module. Implement it
/// with what your app uses (URLSession, Nuke, Kingfisher, SDWebImage) and pass it to the screen's
/// initializer (`imageLoader:`).
///
/// Call `completion` on the main actor, once, with the image or with nil when the load failed (the
/// placeholder stays). A cell cancels its load when it is reused; a completion that still arrives after
/// `cancel()` is dropped, so a loader that cannot cancel is safe too. Public, so that a public screen can
/// take one (the file serves every screen of the module).
@MainActor
public protocol ListImageLoader: AnyObject {
    /// Starts loading the image at `url`; returns what cancels the load.
    func loadImage(
        from url: URL, completion: @escaping @MainActor @Sendable (UIImage?) -> Void
    ) -> any ListImageLoad
}

/// A load started by a ``ListImageLoader``. `URLSessionTask` has this `cancel()` already:
/// `extension URLSessionDataTask: ListImageLoad {}`.
@MainActor
public protocol ListImageLoad {
    /// Stops the load; its completion may still run, and is then ignored.
    func cancel()
}

/// One image view's image from a URL, for the row its cell shows: the guard against the best-known reuse
/// bug, a slow response that lands on a cell that now shows another row.
///
/// A generated cell holds one and calls it from `configure(with:at:)`, `loadImage(with:)` and
/// `prepareForReuse()`. Your own content view (`content:`) can hold one too: call
/// ``load(_:for:with:into:placeholder:)`` from `show(_:)` and ``cancel()`` from `prepareForReuse()` (or, with
/// `content.loadsImages`, use the ``ListRowImages`` the cell hands it).
@MainActor
public final class ListImageSlot<RowID: Hashable & Sendable> {
    /// The row and URL of the load started last; nil after `cancel()`. A result is shown only when it
    /// is for these.
    var request: (row: RowID, url: URL)?
    /// The load in flight, cancelled when another starts or the cell is reused.
    var loading: (any ListImageLoad)?
    /// The image loaded for `request`.
    var image: UIImage?

    public init() {}

    /// The image already loaded for `row` from `url`, or nil (show the placeholder): a cell shown again
    /// for the same row and URL keeps its image instead of flashing the placeholder.
    public func loadedImage(for row: RowID, from url: URL?) -> UIImage? {
        guard let request, request.row == row, request.url == url else { return nil }
        return image
    }

    /// Loads `url` for `row` through `loader`, and calls `show` with the image if it arrives while the
    /// slot still stands for `row` and `url`. The same row and URL again does nothing (the load runs
    /// or ran); another row or URL cancels the previous load first. A nil URL or loader loads nothing;
    /// a failed load shows nothing (the placeholder stays) and is tried again on the next call.
    public func load(
        _ url: URL?, for row: RowID, with loader: (any ListImageLoader)?,
        show: @escaping @MainActor @Sendable (UIImage) -> Void
    ) {
        if let request, request.row == row, request.url == url { return }
        cancel()
        guard let url, let loader else { return }
        request = (row, url)
        let load = loader.loadImage(from: url) { [weak self] image in
            guard let self, let request = self.request, request.row == row, request.url == url else { return }
            self.loading = nil
            guard let image else {
                self.request = nil
                return
            }
            self.image = image
            show(image)
        }
        // A loader may complete at once (from its cache): then there is nothing left to cancel.
        if let request, request.row == row, request.url == url, image == nil { loading = load }
    }

    /// ``load(_:for:with:show:)`` into `imageView`, which shows the image already loaded for `row` and
    /// `url`, else `placeholder`, at once.
    public func load(
        _ url: URL?, for row: RowID, with loader: (any ListImageLoader)?, into imageView: UIImageView,
        placeholder: UIImage?
    ) {
        imageView.image = loadedImage(for: row, from: url) ?? placeholder
        load(url, for: row, with: loader) { [weak imageView] image in imageView?.image = image }
    }

    /// Cancels the load in flight and forgets the row: a result still arriving is dropped. Call it from
    /// `prepareForReuse()`.
    public func cancel() {
        loading?.cancel()
        loading = nil
        request = nil
        image = nil
    }
}

/// The images of one row, for your own content view (`content: { view:, loadsImages: true }`): the cell
/// hands one to `loadImages(for:with:)` after `show(_:)`, with the screen's loader. Its
/// ``load(_:into:placeholder:)`` is the row check your view would otherwise write: an image is shown only
/// while the cell still shows this row, so a slow response after reuse, a delete, a move or a URL update
/// lands nowhere. Public, so that a public screen's content protocol can take one.
@MainActor
public struct ListRowImages<RowID: Hashable & Sendable> {
    /// The row whose images these are.
    public let rowID: RowID
    let loader: any ListImageLoader
    /// The cell's slots; they stand for `rowID` until the cell is reused.
    let slots: ListImageSlots<RowID>

    public init(rowID: RowID, loader: any ListImageLoader, slots: ListImageSlots<RowID>) {
        self.rowID = rowID
        self.loader = loader
        self.slots = slots
    }

    /// Shows `placeholder` in `imageView` at once (or the image already loaded for this row and URL), then
    /// the image loaded from `url`, if it arrives while the cell still shows this row and this URL. A nil
    /// URL loads nothing; a failed load keeps the placeholder. Kept past the cell's reuse, it loads nothing.
    public func load(_ url: URL?, into imageView: UIImageView, placeholder: UIImage?) {
        guard slots.rowID == rowID else { return }
        slots.slot(for: imageView).load(url, for: rowID, with: loader, into: imageView, placeholder: placeholder)
    }
}

/// The image loads of a cell whose content view loads images: one ``ListImageSlot`` per image view, all
/// for the row the cell shows.
@MainActor
public final class ListImageSlots<RowID: Hashable & Sendable> {
    /// Each image view's slot, by the view's identity (the views live as long as the cell).
    var slots: [ObjectIdentifier: ListImageSlot<RowID>] = [:]
    /// The row the cell shows; nil after `cancel()`.
    public private(set) var rowID: RowID?

    public init() {}

    /// The images of `rowID`, loaded through `loader`: what the cell hands its content view.
    public func images(for rowID: RowID, with loader: any ListImageLoader) -> ListRowImages<RowID> {
        self.rowID = rowID
        return ListRowImages(rowID: rowID, loader: loader, slots: self)
    }

    /// `imageView`'s slot, made on first use.
    public func slot(for imageView: UIImageView) -> ListImageSlot<RowID> {
        if let slot = slots[ObjectIdentifier(imageView)] { return slot }
        let slot = ListImageSlot<RowID>()
        slots[ObjectIdentifier(imageView)] = slot
        return slot
    }

    /// Cancels every load and forgets the row: results still arriving are dropped, and a ``ListRowImages``
    /// kept from before loads nothing. Call it from `prepareForReuse()`.
    public func cancel() {
        for slot in slots.values { slot.cancel() }
        rowID = nil
    }
}
