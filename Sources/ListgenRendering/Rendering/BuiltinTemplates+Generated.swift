// swift-format-ignore-file
// BuiltinTemplates+Generated.swift
// Generated from Templates/ by `LISTGEN_RECORD=1 swift test --filter FreshnessTests`. Do not edit.

import ListgenMustache

extension BuiltinTemplates {
    /// The embedded templates' file names, sorted.
    package static let names: [String] = [
        "Action.swift.mustache",
        "Cell-content.mustache",
        "Cell.swift.mustache",
        "Model.swift.mustache",
        "Route.swift.mustache",
        "Router.swift.mustache",
        "Row.swift.mustache",
        "ScreenTests.swift.mustache",
        "Section.swift.mustache",
        "Strings.swift.mustache",
        "ViewController-anchors.mustache",
        "ViewController-cells.mustache",
        "ViewController-confirmation.mustache",
        "ViewController-conformances.mustache",
        "ViewController-editing-conformance.mustache",
        "ViewController-editing-delegate.mustache",
        "ViewController-editing.mustache",
        "ViewController-feed-conformance.mustache",
        "ViewController-feed-load.mustache",
        "ViewController-feed.mustache",
        "ViewController-load.mustache",
        "ViewController-persistent-selection.mustache",
        "ViewController-placement-conformance.mustache",
        "ViewController-placement-delegate.mustache",
        "ViewController-placement-item.mustache",
        "ViewController-placement-items.mustache",
        "ViewController-placements.mustache",
        "ViewController-rows.mustache",
        "ViewController-search-conformance.mustache",
        "ViewController-search.mustache",
        "ViewController-section-views-conformance.mustache",
        "ViewController-section-views.mustache",
        "ViewController-selection-conformance.mustache",
        "ViewController-selection-tap.mustache",
        "ViewController-selection.mustache",
        "ViewController-storage.mustache",
        "ViewController.swift.mustache",
        "header.mustache",
    ]

    /// The text of the embedded template `name` (`Action.swift.mustache`), if there is one.
    package static func source(named name: String) -> String? {
        switch name.utf8.count {
        case 15:
            switch name {
            case "header.mustache": text_header_mustache
            default: nil
            }
        case 18:
            switch name {
            case "Row.swift.mustache": text_Row_swift_mustache
            default: nil
            }
        case 19:
            switch name {
            case "Cell.swift.mustache": text_Cell_swift_mustache
            default: nil
            }
        case 20:
            switch name {
            case "Model.swift.mustache": text_Model_swift_mustache
            case "Route.swift.mustache": text_Route_swift_mustache
            default: nil
            }
        case 21:
            switch name {
            case "Action.swift.mustache": text_Action_swift_mustache
            case "Cell-content.mustache": text_Cell_content_mustache
            case "Router.swift.mustache": text_Router_swift_mustache
            default: nil
            }
        case 22:
            switch name {
            case "Section.swift.mustache": text_Section_swift_mustache
            case "Strings.swift.mustache": text_Strings_swift_mustache
            default: nil
            }
        case 26:
            switch name {
            case "ScreenTests.swift.mustache": text_ScreenTests_swift_mustache
            default: nil
            }
        case 28:
            switch name {
            case "ViewController-feed.mustache": text_ViewController_feed_mustache
            case "ViewController-load.mustache": text_ViewController_load_mustache
            case "ViewController-rows.mustache": text_ViewController_rows_mustache
            default: nil
            }
        case 29:
            switch name {
            case "ViewController-cells.mustache": text_ViewController_cells_mustache
            case "ViewController.swift.mustache": text_ViewController_swift_mustache
            default: nil
            }
        case 30:
            switch name {
            case "ViewController-search.mustache": text_ViewController_search_mustache
            default: nil
            }
        case 31:
            switch name {
            case "ViewController-anchors.mustache": text_ViewController_anchors_mustache
            case "ViewController-editing.mustache": text_ViewController_editing_mustache
            case "ViewController-storage.mustache": text_ViewController_storage_mustache
            default: nil
            }
        case 33:
            switch name {
            case "ViewController-feed-load.mustache": text_ViewController_feed_load_mustache
            case "ViewController-selection.mustache": text_ViewController_selection_mustache
            default: nil
            }
        case 34:
            switch name {
            case "ViewController-placements.mustache": text_ViewController_placements_mustache
            default: nil
            }
        case 36:
            switch name {
            case "ViewController-confirmation.mustache": text_ViewController_confirmation_mustache
            case "ViewController-conformances.mustache": text_ViewController_conformances_mustache
            default: nil
            }
        case 37:
            switch name {
            case "ViewController-section-views.mustache": text_ViewController_section_views_mustache
            case "ViewController-selection-tap.mustache": text_ViewController_selection_tap_mustache
            default: nil
            }
        case 38:
            switch name {
            case "ViewController-placement-item.mustache": text_ViewController_placement_item_mustache
            default: nil
            }
        case 39:
            switch name {
            case "ViewController-placement-items.mustache": text_ViewController_placement_items_mustache
            default: nil
            }
        case 40:
            switch name {
            case "ViewController-editing-delegate.mustache": text_ViewController_editing_delegate_mustache
            case "ViewController-feed-conformance.mustache": text_ViewController_feed_conformance_mustache
            default: nil
            }
        case 42:
            switch name {
            case "ViewController-placement-delegate.mustache": text_ViewController_placement_delegate_mustache
            case "ViewController-search-conformance.mustache": text_ViewController_search_conformance_mustache
            default: nil
            }
        case 43:
            switch name {
            case "ViewController-editing-conformance.mustache": text_ViewController_editing_conformance_mustache
            default: nil
            }
        case 44:
            switch name {
            case "ViewController-persistent-selection.mustache": text_ViewController_persistent_selection_mustache
            default: nil
            }
        case 45:
            switch name {
            case "ViewController-placement-conformance.mustache": text_ViewController_placement_conformance_mustache
            case "ViewController-selection-conformance.mustache": text_ViewController_selection_conformance_mustache
            default: nil
            }
        case 49:
            switch name {
            case "ViewController-section-views-conformance.mustache": text_ViewController_section_views_conformance_mustache
            default: nil
            }
        default: nil
        }
    }

    /// The ListgenRuntime library's sources as one file (`RuntimeLibrary.embeddedFile`).
    static let runtimeFile: String =
        #"""
        // ListgenRuntime.swift
        // The ListgenRuntime library, written by listgen (--runtime embedded) for the screens of this folder.
        // Do not edit: run listgen again.

        import UIKit

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

        @MainActor
        public protocol ListRowLocating: AnyObject {
            /// The stable ID of a row.
            associatedtype RowID: Hashable & Sendable
            /// A row, as the screen's `row(at:)` returns it.
            associatedtype Row
            /// Where the row with `id` is shown now; nil when the list does not show it.
            func indexPath(forRowID id: RowID) -> IndexPath?
            /// The row the list shows at `indexPath`; nil when it shows none there.
            func row(at indexPath: IndexPath) -> Row?
        }

        /// The swipe actions and context menus of a generated screen's rows: one rule for every variant
        /// (table or collection, diffable or classic, closure or delegate wiring). Each action holds its
        /// screen weakly and its row by ID, and finds the row again when it is performed.
        @MainActor
        public enum ListRowActions {
            /// A swipe action for the row with `id`, or nil when it is hidden or disabled: a contextual action
            /// has no disabled state, and UIKit also offers every swipe action to VoiceOver, so a disabled one
            /// is not offered at all. When tapped, it finds the row by `id` and calls `perform` with where the
            /// row is now, then calls its completion handler: with `false` when it did nothing (the row is
            /// gone). A destructive action completes with `true` only when the row is gone now: UIKit takes a
            /// destructive completion as a deletion and animates the row away, so a row that stays (the app
            /// kept it, or a confirmation is still up) must complete with `false`, or it disappears and jumps
            /// back. It has a title even for an image-only event, which VoiceOver says, and the event's
            /// accessibility label, when the spec gives one. A `backgroundColor` replaces UIKit's (grey, or red
            /// for a destructive action); nil keeps it.
            public static func swipeAction<Screen: ListRowLocating>(
                in screen: Screen, rowID id: Screen.RowID, title: String, accessibilityLabel: String?,
                systemImage: String?, style: UIContextualAction.Style, backgroundColor: UIColor? = nil,
                isVisible: Bool, isEnabled: Bool, perform: @escaping @MainActor (Screen, IndexPath) -> Void
            ) -> UIContextualAction? {
                guard isVisible, isEnabled else { return nil }
                let action = UIContextualAction(style: style, title: title) { [weak screen] _, _, completion in
                    guard let screen, let indexPath = screen.indexPath(forRowID: id) else {
                        completion(false)
                        return
                    }
                    perform(screen, indexPath)
                    completion(style != .destructive || screen.indexPath(forRowID: id) == nil)
                }
                action.image = systemImage.flatMap { UIImage(systemName: $0) }
                action.accessibilityLabel = accessibilityLabel
                if let backgroundColor {
                    action.backgroundColor = backgroundColor
                }
                return action
            }

            /// A context-menu item for the row with `id`, or nil when it is not visible. When chosen, it finds
            /// the row by `id` and calls `perform` with where the row is now; a row deleted meanwhile does
            /// nothing. UIKit does not let the user choose a disabled item. `group` is the spec's `menuGroup`:
            /// the inline section the item joins, nil for the top level; `submenu` the spec's `submenu`: the
            /// title of the submenu it joins, nil for none.
            public static func menuItem<Screen: ListRowLocating>(
                in screen: Screen, rowID id: Screen.RowID, group: String? = nil, submenu: String? = nil, title: String,
                systemImage: String?, isDestructive: Bool, isVisible: Bool, isEnabled: Bool,
                perform: @escaping @MainActor (Screen, IndexPath) -> Void
            ) -> ListMenuItem? {
                guard isVisible else { return nil }
                var attributes: UIMenuElement.Attributes = []
                if isDestructive {
                    attributes.insert(.destructive)
                }
                if !isEnabled {
                    attributes.insert(.disabled)
                }
                let image = systemImage.flatMap { UIImage(systemName: $0) }
                let action = UIAction(title: title, image: image, attributes: attributes) { [weak screen] _ in
                    guard let screen, let indexPath = screen.indexPath(forRowID: id) else { return }
                    perform(screen, indexPath)
                }
                return ListMenuItem(group: group, submenu: submenu, action: action)
            }

            /// The context menu of the row with `id`: its `items` that are there (a hidden one is nil), or nil
            /// (no menu) when there is none. The configuration's identifier is the row's stable ID
            /// (``ListRowMenuIdentifier``), and its preview is `preview`'s, asked for the row found by `id`
            /// when UIKit asks (nil without `preview`: UIKit previews the row's cell).
            public static func menu<Screen: ListRowLocating>(
                in screen: Screen, rowID id: Screen.RowID, items: [ListMenuItem?],
                preview: ((Screen, Screen.Row) -> UIViewController?)?
            ) -> UIContextMenuConfiguration? {
                let items = items.compactMap { $0 }
                guard !items.isEmpty else { return nil }
                var provider: UIContextMenuContentPreviewProvider?
                if preview != nil {
                    provider = { [weak screen] in
                        guard let screen, let indexPath = screen.indexPath(forRowID: id), let row = screen.row(at: indexPath)
                        else { return nil }
                        return preview?(screen, row)
                    }
                }
                return UIContextMenuConfiguration(identifier: ListRowMenuIdentifier(id), previewProvider: provider) { _ in
                    UIMenu(children: ListMenuItem.elements(items))
                }
            }

            /// The user tapped the preview of the menu with `configuration`: without `commit`, the preview just
            /// goes (`.dismiss`, no animation); else, once the commit's animations end, the row is found by the
            /// menu's identifier (its stable ID) and handed to `commit` with the preview view controller. A row
            /// deleted meanwhile gets no call.
            public static func commitMenuPreview<Screen: ListRowLocating>(
                in screen: Screen, _ configuration: UIContextMenuConfiguration,
                animator: any UIContextMenuInteractionCommitAnimating,
                commit: ((Screen, Screen.Row, UIViewController?) -> Void)?
            ) {
                guard commit != nil,
                    let id = (configuration.identifier as? ListRowMenuIdentifier<Screen.RowID>)?.rowID
                else {
                    animator.preferredCommitStyle = .dismiss
                    return
                }
                let preview = animator.previewViewController
                animator.addCompletion { [weak screen] in
                    guard let screen, let indexPath = screen.indexPath(forRowID: id), let row = screen.row(at: indexPath)
                    else { return }
                    commit?(screen, row, preview)
                }
            }
        }

        /// A context-menu item, the spec's `menuGroup` it joins (nil: the menu's top level) and the title of
        /// the `submenu` it joins (nil: none).
        @MainActor
        public struct ListMenuItem {
            public let group: String?
            public let submenu: String?
            public let action: UIAction

            /// The menu's elements, in item order: an item of no group stays at the top level; the items of
            /// one group form one inline `UIMenu` (`.displayInline`: shown in place, between separators),
            /// placed where the group's first item is; the items of one submenu form one `UIMenu` with its
            /// title, placed where its first item is, in its items' group. A group or submenu whose items are
            /// all hidden shows nothing.
            public static func elements(_ items: [ListMenuItem], inGroup: Bool = false) -> [UIMenuElement] {
                var elements: [UIMenuElement] = []
                var placedGroups: Set<String> = []
                var placedSubmenus: Set<String> = []
                for item in items {
                    if !inGroup, let group = item.group {
                        guard placedGroups.insert(group).inserted else { continue }
                        let members = Self.elements(items.filter { $0.group == group }, inGroup: true)
                        elements.append(UIMenu(title: "", options: .displayInline, children: members))
                    } else if let submenu = item.submenu {
                        guard placedSubmenus.insert(submenu).inserted else { continue }
                        let members = items.filter { $0.submenu == submenu }.map(\.action)
                        elements.append(UIMenu(title: submenu, children: members))
                    } else {
                        elements.append(item.action)
                    }
                }
                return elements
            }
        }

        /// A context menu's identifier: the row's stable ID, as the `NSCopying` object UIKit keeps. Two
        /// identifiers are equal when their rows are the same row, wherever it is.
        public final class ListRowMenuIdentifier<RowID: Hashable & Sendable>: NSObject, NSCopying {
            public let rowID: RowID

            public init(_ rowID: RowID) {
                self.rowID = rowID
            }

            public func copy(with zone: NSZone? = nil) -> Any {
                self
            }

            public override func isEqual(_ object: Any?) -> Bool {
                (object as? ListRowMenuIdentifier<RowID>)?.rowID == rowID
            }

            public override var hash: Int {
                rowID.hashValue
            }
        }

        extension ListRowStore {
            /// A row a person moved, where it was and where it is now.
            public struct RowMove {
                public var row: Row
                public var source: IndexPath
                public var destination: IndexPath
            }

            /// Takes a move a person made in editing mode, which the list has already shown (it moved the cell
            /// and, in a diffable list, its data source's snapshot): the rows change as `moveRow` would change
            /// them, but the list is not told, since a second move would move another row; a section whose header
            /// and footer appeared or went with the drag is reloaded, as for any change. Nil, and nothing,
            /// when there is no row at `source`, `destination` names no place, or the row did not move. A drag
            /// into a collapsed section, or (with sections from the rows) into another section, is put back: the
            /// row stays where it was, the list shows the rows again (reloaded, or the snapshot applied), and the
            /// result is nil.
            public func takeMoveMadeOnScreen(at source: IndexPath, to destination: IndexPath) -> RowMove? {
                // During a search the list shows some rows only: a place among them is no place in the full
                // list, so the move is not taken and the list shows the rows as they are again.
                guard !activeSearch.isActive else {
                    change(.reload) {}
                    return nil
                }
                guard let row = row(at: source), let target = landing(at: destination, movingFrom: source), target != source
                else { return nil }
                // Put back, and the list shows the rows as they are again through the one change path: a drop
                // into a collapsed section (it shows none of its rows, so the drop has no place among them) or,
                // with sections from the rows, into another section.
                guard !collapsedSections.contains(sectionIdentifiers[target.section]),
                    !sectionsComeFromRows || target.section == source.section
                else {
                    change(.reload) {}
                    return nil
                }
                // Through the one change path, which moves nothing again but reloads a section whose header and
                // footer appeared or went (a section the drag emptied or gave its first row).
                change(.shownAlready) {
                    sections[source.section].remove(at: source.item)
                    sections[target.section].insert(row, at: target.item)
                }
                return RowMove(row: row, source: source, destination: target)
            }

            /// Where a row put at `indexPath` ends up, for `insert` and `moveRow`: at `indexPath`, or at the
            /// end of its section when `indexPath` is past it (counted without the row being moved from
            /// `source`). Nil when `indexPath` names no place: its section does not exist, or its row is
            /// negative.
            func landing(at indexPath: IndexPath, movingFrom source: IndexPath? = nil) -> IndexPath? {
                guard sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
                let count = sections[indexPath.section].count - (source?.section == indexPath.section ? 1 : 0)
                return IndexPath(item: min(indexPath.item, count), section: indexPath.section)
            }

            /// Puts `row` in its own section of `identifiers` and `sections` (sections from the rows): at `item`,
            /// or the end when `item` is nil or past it; a section it has not yet is created where the order
            /// puts it (the end, or its sorted place).
            func place(_ row: Row, at item: Int?, in identifiers: inout [Section], _ sections: inout [[Row]]) {
                guard case .fromRows(let sectionOf, let areInIncreasingOrder) = source else { return }
                let section = sectionOf(row)
                if let index = identifiers.firstIndex(of: section) {
                    sections[index].insert(row, at: min(item ?? sections[index].count, sections[index].count))
                    return
                }
                let index =
                    areInIncreasingOrder.flatMap { before in identifiers.firstIndex { before(section, $0) } }
                    ?? identifiers.count
                identifiers.insert(section, at: index)
                sections.insert([row], at: index)
            }

            /// Changes the sections and their rows with `update` (sections from the rows), drops the sections
            /// it emptied, and shows the change in one update of the list: the rows that left or joined a
            /// section that stays, the sections that went or came with theirs. `stored` rows are kept by ID
            /// and `removed` forgotten with the change.
            func regroup(
                storing stored: [Row] = [], removing removed: Row.ID? = nil, reconfiguring ids: [Row.ID] = [],
                _ update: (inout [Section], inout [[Row]]) -> Void
            ) {
                var newIdentifiers = sectionIdentifiers
                var newSections = sections
                update(&newIdentifiers, &newSections)
                for index in newSections.indices.reversed() where newSections[index].isEmpty {
                    newIdentifiers.remove(at: index)
                    newSections.remove(at: index)
                }
                let oldIndex = Dictionary(uniqueKeysWithValues: sectionIdentifiers.enumerated().map { ($1, $0) })
                let newIndex = Dictionary(uniqueKeysWithValues: newIdentifiers.enumerated().map { ($1, $0) })
                let deletedSections = IndexSet(sectionIdentifiers.indices.filter { newIndex[sectionIdentifiers[$0]] == nil })
                let insertedSections = IndexSet(newIdentifiers.indices.filter { oldIndex[newIdentifiers[$0]] == nil })
                var deletedRows: [IndexPath] = []
                var insertedRows: [IndexPath] = []
                for (old, section) in sectionIdentifiers.enumerated() {
                    guard let new = newIndex[section] else { continue }
                    let oldIDs = Set(sections[old].map(\.id))
                    let newIDs = Set(newSections[new].map(\.id))
                    for (item, row) in sections[old].enumerated() where !newIDs.contains(row.id) {
                        deletedRows.append(IndexPath(item: item, section: old))
                    }
                    for (item, row) in newSections[new].enumerated() where !oldIDs.contains(row.id) {
                        insertedRows.append(IndexPath(item: item, section: new))
                    }
                }
                change(
                    reconfiguring: ids,
                    .regroup(
                        deletedSections: deletedSections, deletedRows: deletedRows, insertedSections: insertedSections,
                        insertedRows: insertedRows)
                ) {
                    sectionIdentifiers = newIdentifiers
                    sections = newSections
                    for row in stored { rowsByID[row.id] = row }
                    if let removed { rowsByID[removed] = nil }
                }
            }

            /// Changes the rows with `mutate`, then shows the change in the list (what it shows: the rows, or a
            /// search's results, recomputed after `mutate`; during a search a classic list reloads).
            ///
            /// Diffable: the new snapshot (with `ids` reconfigured) is applied, animated only in a window
            /// (UIKit warns about animating a list that is not in the view hierarchy); a section whose header
            /// and footer must be read again is reloaded when it has rows in it, and otherwise removed and put
            /// back in two more applies (iOS 15 crashes reloading a section with no items). Classic, in a window:
            /// the list lays out first, so that a `reloadData()` still pending (`UICollectionView` only marks
            /// itself for reloading) reads its counts from the rows before the change, and the change is then
            /// animated; a batch update made before that reload would read its "before" counts from the
            /// changed rows and raise "Invalid update". Classic, out of a window: the list reloads.
            /// `indexPathsShown`: the classic change's index paths are where the list shows rows (a section
            /// collapsing or expanding), not places in the full list.
            func change(
                reconfiguring ids: [Row.ID] = [], reloading reloaded: [Section] = [], _ requested: ClassicChange,
                indexPathsShown: Bool = false, _ mutate: () -> Void
            ) {
                // The index paths of a change are in the full list; during a search the list shows other ones,
                // and in a collapsed section none.
                let classic =
                    activeSearch.isActive || (!indexPathsShown && touchesCollapsedSection(requested))
                    ? ClassicChange.reload : requested
                func update() {
                    mutate()
                    shown = shownRows()
                }
                let textsBefore = sectionsShowingTexts
                switch display {
                case .none:
                    update()
                case .diffableList(let list, let apply):
                    update()
                    var snapshot = self.snapshot
                    // A row a search or a collapsed section does not show is not in the snapshot: there is no cell
                    // to redraw.
                    let hidesRows = activeSearch.isActive || !collapsedSections.isEmpty
                    let ids = hidesRows ? ids.filter { snapshot.indexOfItem($0) != nil } : ids
                    if !ids.isEmpty { snapshot.reconfigureItems(ids) }
                    let toggled = sectionsToggled(since: textsBefore)
                    let reloaded = toggled + reloaded.filter { !toggled.contains($0) }
                    let animated = list.view.window != nil
                    // A section with no rows in the snapshot is never reloaded: a diffable data source crashes on
                    // that on iOS 15 (a section emptied by this change, or by a search).
                    let emptied = reloaded.filter { snapshot.numberOfItems(inSection: $0) == 0 }
                    let refilled = reloaded.filter { !emptied.contains($0) }
                    if !refilled.isEmpty { snapshot.reloadSections(refilled) }
                    apply(snapshot, animated)
                    if !emptied.isEmpty {
                        // Once the rows changed, such a section goes in one apply and comes back, empty, in the
                        // next, so that the list asks for its header and footer again, as for a reloaded section.
                        // No row moves on screen meanwhile: the section has none.
                        var without = self.snapshot
                        without.deleteSections(emptied)
                        apply(without, animated)
                        apply(self.snapshot, animated)
                    }
                case .table(let table):
                    guard table.window != nil, !classic.isReload else {
                        update()
                        table.reloadData()
                        break
                    }
                    table.layoutIfNeeded()
                    update()
                    switch classic {
                    case .reload: table.reloadData()
                    case .insert(let indexPaths): table.insertRows(at: indexPaths, with: .automatic)
                    case .delete(let indexPaths): table.deleteRows(at: indexPaths, with: .automatic)
                    case .move(let source, let target): table.moveRow(at: source, to: target)
                    case .reconfigure(let indexPaths): table.reconfigureRows(at: indexPaths)
                    case .shownAlready: break
                    case .regroup(let deletedSections, let deletedRows, let insertedSections, let insertedRows):
                        table.performBatchUpdates {
                            table.deleteSections(deletedSections, with: .automatic)
                            table.deleteRows(at: deletedRows, with: .automatic)
                            table.insertSections(insertedSections, with: .automatic)
                            table.insertRows(at: insertedRows, with: .automatic)
                        }
                    }
                    let toggled = sectionsToggled(since: textsBefore)
                    if !toggled.isEmpty { table.reloadSections(IndexSet(toggled.compactMap(index(of:))), with: .automatic) }
                case .collection(let collection):
                    guard collection.window != nil, !classic.isReload else {
                        update()
                        collection.reloadData()
                        break
                    }
                    collection.layoutIfNeeded()
                    update()
                    switch classic {
                    case .reload: collection.reloadData()
                    case .insert(let indexPaths): collection.insertItems(at: indexPaths)
                    case .delete(let indexPaths): collection.deleteItems(at: indexPaths)
                    case .move(let source, let target): collection.moveItem(at: source, to: target)
                    case .reconfigure(let indexPaths): collection.reconfigureItems(at: indexPaths)
                    case .shownAlready: break
                    case .regroup(let deletedSections, let deletedRows, let insertedSections, let insertedRows):
                        collection.performBatchUpdates {
                            collection.deleteSections(deletedSections)
                            collection.deleteItems(at: deletedRows)
                            collection.insertSections(insertedSections)
                            collection.insertItems(at: insertedRows)
                        }
                    }
                    let toggled = sectionsToggled(since: textsBefore)
                    if !toggled.isEmpty { collection.reloadSections(IndexSet(toggled.compactMap(index(of:)))) }
                }
                showSelection()
                onChange()
            }

            /// Whether a classic change names a place in a collapsed section, where the list shows no row: the
            /// list then reloads instead (the change's index paths are in the full list).
            func touchesCollapsedSection(_ change: ClassicChange) -> Bool {
                guard !collapsedSections.isEmpty else { return false }
                let collapsed = Set(collapsedSections.compactMap(index(of:)))
                switch change {
                case .reload, .shownAlready: return false
                case .insert(let indexPaths), .delete(let indexPaths), .reconfigure(let indexPaths):
                    return indexPaths.contains { collapsed.contains($0.section) }
                case .move(let source, let target):
                    return collapsed.contains(source.section) || collapsed.contains(target.section)
                case .regroup: return true
                }
            }

            /// Whether each section shows its header and footer now; empty without `showsHeaderAndFooter`.
            var sectionsShowingTexts: [Section: Bool] {
                guard let showsHeaderAndFooter else { return [:] }
                return Dictionary(
                    uniqueKeysWithValues: zip(sectionIdentifiers, shown).map { ($0, showsHeaderAndFooter($0, $1.count)) })
            }

            /// The sections, there before and now, whose header and footer appeared or went since `before`
            /// (`sectionsShowingTexts`); a section that came or went is shown or removed whole.
            func sectionsToggled(since before: [Section: Bool]) -> [Section] {
                let now = sectionsShowingTexts
                return sectionIdentifiers.filter { section in before[section].map { $0 != now[section] } ?? false }
            }

        }

        extension ListRowStore {
            /// Whether `section` is collapsed: it keeps its place and its rows, and the list shows none of them.
            public func isCollapsed(_ section: Section) -> Bool { collapsedSections.contains(section) }

            /// Collapses `section` (the list stops showing its rows) or expands it (the list shows its rows as
            /// they are now, with every change made meanwhile). The rows stay in the store either way: their
            /// IDs, the selected row and the rows selected for batch actions, which show selected again on
            /// expanding. A section that is already so changes nothing. In one update of the list, animated in
            /// a window: the section's rows deleted or inserted (a classic list), or the new snapshot applied.
            public func setSection(_ section: Section, collapsed: Bool) {
                guard collapsedSections.contains(section) != collapsed else { return }
                guard let place = index(of: section) else {
                    // Not in the list now (sections from the rows): the state waits for the section.
                    if collapsed { collapsedSections.insert(section) } else { collapsedSections.remove(section) }
                    return
                }
                if collapsed {
                    let hidden = shown[place].indices.map { IndexPath(item: $0, section: place) }
                    change(.delete(hidden), indexPathsShown: true) { collapsedSections.insert(section) }
                } else {
                    let revealed = activeSearch.shown(sections)[place].indices.map { IndexPath(item: $0, section: place) }
                    change(.insert(revealed), indexPathsShown: true) { collapsedSections.remove(section) }
                }
            }

            /// The rows the list shows, by section: every row, or during a search the rows it finds; none of a
            /// collapsed section.
            func shownRows() -> [[Row]] {
                let found = activeSearch.shown(sections)
                guard !collapsedSections.isEmpty else { return found }
                return zip(sectionIdentifiers, found).map { section, rows in collapsedSections.contains(section) ? [] : rows }
            }
        }

        extension ListRowStore {
            // MARK: Paging

            /// A page's rows as the screen's `onLoadNextPage` returns them.
            public enum Page {
                /// Each section's rows, appended at its end (fixed sections).
                case bySection([Section: [Row]])
                /// Rows in the order given, each appended at the end of its own section, which it creates when
                /// it is new (sections from the rows).
                case rows([Row])

                /// The page has no row: it was the last page.
                public var isEmpty: Bool {
                    switch self {
                    case .bySection(let rows): !rows.values.contains { !$0.isEmpty }
                    case .rows(let rows): rows.isEmpty
                    }
                }
            }

            /// Starts loading the next page when `indexPath` is at most `distance` rows before the last row,
            /// counted over all sections (0: the last row; called from the list delegate's `willDisplay`),
            /// unless a page is loading or the last page came. So a page is asked for once, however many rows
            /// near the end come into view while it loads. The page's rows are appended in one update; an empty
            /// page stops paging until `setRows`; a failed page goes to `onPageFailed` and is asked for again the
            /// next time a row near the end comes into view. A page belongs to the list it was asked for:
            /// `setRows` cancels it, and whatever it returns or throws is then dropped.
            public func loadNextPageIfNear(_ indexPath: IndexPath, distance: Int) {
                guard let after = rowsAfter(indexPath), after <= distance else { return }
                startPage()
            }

            /// The footer's retry button: asks again for the page that failed, once; nothing unless the footer
            /// shows `.failed` (so a second tap while the page loads asks for nothing).
            public func retryPage() {
                guard pageFooter == .failed else { return }
                startPage()
            }

            /// Starts loading the next page unless a page is loading, the last page came, or there is no hook.
            func startPage() {
                guard pageTask == nil, hasMorePages, let loadNextPage else { return }
                pageFooter = .loading
                pageTask = Task { [weak self] in
                    guard self != nil, !Task.isCancelled else { return }
                    let page: Result<Page, any Error>
                    do {
                        page = .success(try await loadNextPage())
                    } catch {
                        page = .failure(error)
                    }
                    // Cancelled by `setRows`: the page belongs to the list it was asked for, which is gone.
                    guard let self, !Task.isCancelled else { return }
                    // Done before the rows go in: the new last row comes into view during that update, and
                    // must be able to ask for the next page.
                    self.pageTask = nil
                    switch page {
                    case .failure(let error):
                        self.pageFooter = .failed
                        self.onPageFailed?(error)
                    case .success(let rows) where rows.isEmpty:
                        self.hasMorePages = false
                        self.pageFooter = .hidden
                    case .success(let rows):
                        // Hidden before the rows go in: their update may ask for the next page at once.
                        self.pageFooter = .hidden
                        switch rows {
                        case .bySection(let rows): self.append(contentsOf: rows)
                        case .rows(let rows): self.append(contentsOf: rows)
                        }
                    }
                }
            }

            /// How many rows the list shows after `indexPath` (during a search, of the rows it finds), counted
            /// over all sections; nil when it names no row.
            func rowsAfter(_ indexPath: IndexPath) -> Int? {
                guard row(at: indexPath) != nil else { return nil }
                let later = shown[(indexPath.section + 1)...].reduce(0) { $0 + $1.count }
                return shown[indexPath.section].count - 1 - indexPath.item + later
            }

            /// The rows were replaced: a page still loading belongs to the old list, so it is cancelled and
            /// dropped, and paging starts again for the new list.
            func restartPaging() {
                pageTask?.cancel()
                pageTask = nil
                hasMorePages = true
                pageFooter = .hidden
            }

            // MARK: Refresh

            /// Runs `refresh` for a pull unless one is running, then calls `end` (which ends the spinner), so
            /// a refresh can be neither left spinning nor ended twice.
            public func refresh(_ refresh: @escaping @MainActor () async -> Void, then end: @escaping @MainActor () -> Void) {
                guard refreshTask == nil else { return }
                refreshTask = Task { [weak self] in
                    await refresh()
                    end()
                    self?.refreshTask = nil
                }
            }
        }

        /// What a paged list shows after its last row (`paging: { footer: true }`), from the row store's one
        /// paging lifecycle (``ListRowStore/pageFooter``); every variant's controller renders it the same way.
        public enum ListPageFooter: Sendable, Equatable {
            /// No page is loading and none failed: no footer.
            case hidden
            /// A page is loading: a spinner.
            case loading
            /// The last page asked for failed: a retry button that asks for it again.
            case failed

            /// The element kind of a collection list's page footer: a boundary supplementary item of the whole
            /// layout, after every section, so that no row's index path changes.
            public static let elementKind = "ListPageFooter"
        }

        extension ListRowStore where Section: CaseIterable {
            /// A store whose sections are fixed: every case of `Section`, in `allCases` order.
            public convenience init() {
                self.init(sections: .fixed(Array(Section.allCases)))
            }
        }

        public struct ListRowSelection<ID: Hashable & Sendable> {
            /// Whether the store keeps the selection; false leaves the list's selection to the controller.
            public var isPersistent = false
            /// The selected row's ID; nil when no row is selected.
            public var rowID: ID?
            /// Gets the new selected ID when it changes (nil: none, e.g. the selected row was deleted).
            public var onChange: (ID?) -> Void = { _ in }
        }

        /// The rows selected in edit mode for batch actions (`editing.multiSelect`): kept by their stable IDs,
        /// never by index path, apart from the persistent selection (which edit mode leaves as it is).
        public struct ListRowBatchSelection<ID: Hashable & Sendable> {
            /// Whether the list has batch actions: in edit mode the store shows these rows selected.
            public var isEnabled = false
            /// Whether the screen is in edit mode, as its controller's `setEditing(_:animated:)` last said
            /// (`ListRowStore.editingChanged(_:)`); never the list's `isEditing`, which a swipe sets too.
            public var isInEditMode = false
            /// The selected rows' IDs, in the order they were selected.
            public var rowIDs: [ID] = []
            /// Called when a row joins or leaves the batch selection (a tap, a deletion, edit mode ending), and
            /// after every change of the rows while rows are selected (an update can change what they offer).
            public var onChange: () -> Void = {}
        }

        extension ListRowStore {
            /// The ID of the selected row, nil when none (persistent selection only).
            public var selectedRowID: Row.ID? { selection.rowID }

            /// Makes the row with `id` the selected row (nil: none) and shows it selected, without animation
            /// and without telling the list's delegate (its `select` does not fire). An ID that is not in the
            /// list selects nothing. `onChange` of the selection is called when the selected ID changes.
            public func selectRow(withID id: Row.ID?) {
                let id = id.flatMap { row(withID: $0) == nil ? nil : $0 }
                let changed = selection.rowID != id
                selection.rowID = id
                showSelection()
                if changed { selection.onChange(id) }
            }

            /// The rows selected in edit mode (`editing.multiSelect`) that the list shows now, looked up by ID
            /// now, in list order: what a batch action acts on. A selected row that a collapsed section or a
            /// search hides stays selected (shown selected again when it shows) but is not acted on: a person
            /// acts only on rows they can see.
            public var batchSelectedRows: [Row] {
                let ids = Set(batchSelection.rowIDs)
                return shown.joined().filter { ids.contains($0.id) }
            }

            /// A person selected the row at `indexPath` in edit mode: it joins the batch selection, by ID.
            public func batchSelectRow(at indexPath: IndexPath) {
                guard let id = row(at: indexPath)?.id, !batchSelection.rowIDs.contains(id) else { return }
                batchSelection.rowIDs.append(id)
                batchSelection.onChange()
            }

            /// A person deselected the row at `indexPath` in edit mode: it leaves the batch selection.
            public func batchDeselectRow(at indexPath: IndexPath) {
                guard let id = row(at: indexPath)?.id, batchSelection.rowIDs.contains(id) else { return }
                batchSelection.rowIDs.removeAll { $0 == id }
                batchSelection.onChange()
            }

            /// Whether the screen is in edit mode, as its controller last said (`editingChanged(_:)`).
            public var isInEditMode: Bool { batchSelection.isInEditMode }

            /// Whether a tap selects rows for the batch actions now, and the list shows them selected: the list
            /// has batch actions (it allows multiple selection during editing) and is in the edit mode its
            /// controller set (`editingChanged(_:)`). Not the list's `isEditing`: a person swiping a table row
            /// open sets that too (UIKit's swipe-to-delete mode), and the persistent selection stays meanwhile.
            public var isBatchSelecting: Bool { batchSelection.isEnabled && batchSelection.isInEditMode }

            /// Edit mode began or ended (`editing`, from the controller's `setEditing(_:animated:)`): the batch
            /// selection starts empty, or is emptied, and the list shows what its mode shows. Out of edit mode a
            /// list without persistent selection shows no row selected.
            public func editingChanged(_ editing: Bool) {
                batchSelection.isInEditMode = editing
                guard batchSelection.isEnabled else { return }
                let hadRows = !batchSelection.rowIDs.isEmpty
                batchSelection.rowIDs = []
                if selection.isPersistent || editing {
                    showSelection()
                } else {
                    show(selected: [])
                }
                if hadRows { batchSelection.onChange() }
            }

            /// Shows the selection where its rows are now; called after every change of the rows and when the
            /// screen appears. In edit mode with batch actions: the batch selection, and no other row; otherwise
            /// the persistent selected row, and no other (a list without either is left alone). A deleted row
            /// leaves both (`onChange` is called; the batch selection's also whenever it holds rows, since an
            /// update can change what they offer). A row a search hides stays selected, shown selected again
            /// when the search ends.
            public func showSelection() {
                if let id = selection.rowID, row(withID: id) == nil {
                    selection.rowID = nil
                    selection.onChange(nil)
                }
                if !batchSelection.rowIDs.isEmpty {
                    batchSelection.rowIDs.removeAll { row(withID: $0) == nil }
                    // Also when every row is still there: an update may have changed what the batch actions offer.
                    batchSelection.onChange()
                }
                let targets: [IndexPath]
                if batchSelection.isInEditMode {
                    guard batchSelection.isEnabled else { return }
                    targets = batchSelection.rowIDs.compactMap(indexPath(forRowID:))
                } else {
                    guard selection.isPersistent else { return }
                    targets = selection.rowID.flatMap(indexPath(forRowID:)).map { [$0] } ?? []
                }
                show(selected: targets)
            }

            /// Makes `indexPaths` the list's only selected rows, without animation; nothing before the view
            /// loads. The one place that picks the table's or the collection view's way.
            func show(selected indexPaths: [IndexPath]) {
                switch selectionView {
                case nil: break
                case .table(let table)?: Self.select(indexPaths, in: table)
                case .collection(let collection)?: Self.select(indexPaths, in: collection)
                }
            }

            /// The list the store shows its selection in, nil before the view loads.
            var selectionView: ListView? {
                switch display {
                case .none: nil
                case .diffableList(let list, _): list
                case .table(let table): .table(table)
                case .collection(let collection): .collection(collection)
                }
            }

            /// Makes `indexPaths` the table's only selected rows, without animation.
            static func select(_ indexPaths: [IndexPath], in table: UITableView) {
                let selected = table.indexPathsForSelectedRows ?? []
                for other in selected where !indexPaths.contains(other) { table.deselectRow(at: other, animated: false) }
                for indexPath in indexPaths where !selected.contains(indexPath) {
                    table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
                }
            }

            /// Makes `indexPaths` the collection view's only selected items, without animation. A pending reload
            /// is done first, so that it cannot drop the selection made after it.
            static func select(_ indexPaths: [IndexPath], in collection: UICollectionView) {
                collection.layoutIfNeeded()
                let selected = collection.indexPathsForSelectedItems ?? []
                for other in selected where !indexPaths.contains(other) { collection.deselectItem(at: other, animated: false) }
                for indexPath in indexPaths where !selected.contains(indexPath) {
                    collection.selectItem(at: indexPath, animated: false, scrollPosition: [])
                }
            }
        }

        @MainActor
        public final class ListRowStore<Section, Row>
        where Section: Hashable & Sendable, Row: Identifiable & Equatable, Row.ID: Sendable {
            /// Where the sections come from.
            public enum Sections {
                /// These sections, in this order, each always there (empty or not).
                case fixed([Section])
                /// The rows: a row is in the section `sectionOf` gives it. Sections are in the order their first
                /// row came (`areInIncreasingOrder` nil), or sorted by it.
                case fromRows(sectionOf: (Row) -> Section, areInIncreasingOrder: ((Section, Section) -> Bool)?)
            }

            /// The list a store shows its rows and selection in.
            public enum ListView {
                case table(UITableView)
                case collection(UICollectionView)

                /// The list as a view.
                public var view: UIView {
                    switch self {
                    case .table(let table): table
                    case .collection(let collection): collection
                    }
                }
            }

            /// How the list shows a change of the rows.
            public enum Display {
                /// Not connected yet (the view has not loaded): changes are only stored.
                case none
                /// A diffable data source over the IDs of `snapshot`: `apply` shows a snapshot, animated or not.
                case diffableList(ListView, apply: (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void)
                /// A classic table data source over `rows(in:)`.
                case table(UITableView)
                /// A classic collection data source over `rows(in:)`.
                case collection(UICollectionView)

                /// A diffable table data source over the IDs of `snapshot`.
                public static func diffable(
                    _ table: UITableView, apply: @escaping (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void
                ) -> Display {
                    .diffableList(.table(table), apply: apply)
                }

                /// A diffable collection data source over the IDs of `snapshot`.
                public static func diffable(
                    _ collection: UICollectionView,
                    apply: @escaping (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void
                ) -> Display {
                    .diffableList(.collection(collection), apply: apply)
                }
            }

            /// How a classic list animates a change (a diffable list diffs the snapshots instead).
            enum ClassicChange {
                case reload
                case insert([IndexPath])
                case delete([IndexPath])
                case move(IndexPath, IndexPath)
                case reconfigure([IndexPath])
                /// Sections from the rows: emptied sections deleted (with their rows), then rows deleted from the
                /// sections that stay (old index paths), new sections inserted (with their rows) and rows
                /// inserted into the sections that stay (new index paths), in one batch.
                case regroup(
                    deletedSections: IndexSet, deletedRows: [IndexPath], insertedSections: IndexSet, insertedRows: [IndexPath])
                /// The list shows the change already (a person's drag): nothing is moved again; only the sections
                /// whose header and footer appeared or went are reloaded.
                case shownAlready

                public var isReload: Bool {
                    if case .reload = self { return true }
                    return false
                }
            }

            /// Where the sections come from.
            let source: Sections
            /// The sections there now, in display order; `sections` holds their rows.
            public internal(set) var sectionIdentifiers: [Section]
            /// The rows of each section of `sectionIdentifiers`.
            var sections: [[Row]]
            /// The rows the list shows, by section of `sectionIdentifiers`: `sections`, or during a search the
            /// rows it finds. Recomputed by every change; what the list reads (counts, rows at index paths,
            /// snapshots) comes from here.
            var shown: [[Row]]
            /// The search shown now, if any (`// MARK: - Search`).
            var activeSearch = ListRowSearch<Row>()
            /// The sections whose rows the list hides now (`// MARK: - Collapsed sections`).
            var collapsedSections: Set<Section> = []
            /// Every row, by ID (the diffable cell provider looks rows up here).
            var rowsByID: [Row.ID: Row] = [:]
            /// How changes reach the list; set when the view loads.
            public var display: Display = .none
            /// Gets the rows dropped because their ID was already in the list.
            public var onDuplicateRows: ([Row]) -> Void = { _ in }
            /// Called after every change of the rows (the empty state follows it).
            public var onChange: () -> Void = {}
            /// The selected row, by ID, when the list keeps it (`// MARK: - Selection`).
            public var selection = ListRowSelection<Row.ID>()
            /// The rows selected in edit mode for batch actions, by ID (`// MARK: - Selection`).
            public var batchSelection = ListRowBatchSelection<Row.ID>()
            /// Whether a section shows its header and footer with a number of rows (the screen's
            /// `showsHeaderAndFooter(withRowCount:)` of its section enum); nil when the screen has no section
            /// texts. A change that makes a section's header and footer appear or go reloads that section: a
            /// list reads a section's titles when it loads the section, not when one of its rows changes.
            public var showsHeaderAndFooter: ((Section, Int) -> Bool)?

            public init(sections source: Sections) {
                self.source = source
                if case .fixed(let fixed) = source { sectionIdentifiers = fixed } else { sectionIdentifiers = [] }
                sections = sectionIdentifiers.map { _ in [] }
                shown = sections
            }

            /// The section `row` belongs to when sections come from the rows; nil for fixed sections.
            func sectionOf(_ row: Row) -> Section? {
                if case .fromRows(let sectionOf, _) = source { return sectionOf(row) }
                return nil
            }

            /// Whether sections come from the rows.
            var sectionsComeFromRows: Bool {
                if case .fromRows = source { return true }
                return false
            }

            // MARK: Reading

            /// Whether the list has no rows.
            public var isEmpty: Bool { !sections.contains { !$0.isEmpty } }

            /// Whether `setRows` was called yet: until then the rows have not arrived, however few there are.
            public internal(set) var rowsWereSet = false

            /// Whether the screen shows its empty state: the list has no rows, and its rows have arrived (a
            /// first `setRows`), so that the empty state does not flash while the first rows load. The one
            /// rule for every variant.
            public var showsEmptyState: Bool { rowsWereSet && isEmpty }

            /// The number of sections (every fixed section, with rows or not; or the sections that have rows).
            public var sectionCount: Int { sections.count }

            /// The section at `index`, or nil when there is none.
            public func section(at index: Int) -> Section? {
                sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
            }

            /// Where `section` is now, or nil when it is not in the list.
            public func index(of section: Section) -> Int? { sectionIdentifiers.firstIndex(of: section) }

            /// The number of rows the list shows in the section at `index`.
            public func rowCount(inSection index: Int) -> Int { shown[index].count }

            /// The rows of `section`, in display order (all of them, during a search too).
            public func rows(in section: Section) -> [Row] { index(of: section).map { sections[$0] } ?? [] }

            /// The row a classic data source shows at `indexPath`: the list asks only for index paths it was
            /// told about, so a missing row is a bug in this code, and stops with a clear message.
            public func rowForCell(at indexPath: IndexPath) -> Row {
                guard let row = row(at: indexPath) else { preconditionFailure("ListRowStore: no row at \(indexPath)") }
                return row
            }

            /// The row with `id`, or nil when it is not in the list.
            public func row(withID id: Row.ID) -> Row? { rowsByID[id] }

            /// The row the list shows at `indexPath` now, or nil when there is none.
            public func row(at indexPath: IndexPath) -> Row? { Self.row(at: indexPath, in: shown) }

            /// Where the list shows the row with `id` now, or nil when it is not in the list (or, during a
            /// search, not found).
            public func indexPath(forRowID id: Row.ID) -> IndexPath? {
                guard rowsByID[id] != nil else { return nil }
                return Self.indexPath(of: id, in: shown)
            }

            /// The IDs of the rows the list shows, by section, for a diffable data source.
            public var snapshot: NSDiffableDataSourceSnapshot<Section, Row.ID> {
                var snapshot = NSDiffableDataSourceSnapshot<Section, Row.ID>()
                snapshot.appendSections(sectionIdentifiers)
                for (section, rows) in zip(sectionIdentifiers, shown) {
                    snapshot.appendItems(rows.map(\.id), toSection: section)
                }
                return snapshot
            }

            // MARK: Section index

            /// A section's title in the list's section index (`indexTitles: true`), given the section and its
            /// first row; nil leaves the section out. Nil: the list has no index.
            public var indexTitle: ((Section, Row) -> String?)?

            /// The section index now: each section that shows rows now and has a title, in list order, with
            /// where it is. Worked out each time it is read, never kept: a section that came, went, emptied or
            /// filled since the last time changes it.
            var indexEntries: [(title: String, section: Int)] {
                guard let indexTitle else { return [] }
                return sectionIdentifiers.indices.compactMap { index in
                    guard !shown[index].isEmpty, let first = sections[index].first,
                        let title = indexTitle(sectionIdentifiers[index], first)
                    else { return nil }
                    return (title, index)
                }
            }

            /// The titles of the list's section index now (the table's `sectionIndexTitles(for:)`, the
            /// collection's `indexTitles(for:)`); nil without `indexTitle`.
            public var sectionIndexTitles: [String]? { indexTitle == nil ? nil : indexEntries.map(\.title) }

            /// Where the index title `title` at `index` of `sectionIndexTitles` jumps: the section it names now
            /// (the entry at `index` when it still has that title, else the first entry with the title, else
            /// the entry nearest `index`); 0 when the index is empty. Never the position of the title among all
            /// sections: a section without rows has no entry, so positions differ.
            public func section(forIndexTitle title: String, at index: Int) -> Int {
                let entries = indexEntries
                if entries.indices.contains(index), entries[index].title == title { return entries[index].section }
                if let entry = entries.first(where: { $0.title == title }) { return entry.section }
                guard !entries.isEmpty else { return 0 }
                return entries[min(max(index, 0), entries.count - 1)].section
            }

            /// The same for a collection list, as UIKit's `collectionView(_:indexPathForIndexTitle:at:)` wants
            /// it: an index path of one index, the whole section.
            public func indexPath(forIndexTitle title: String, at index: Int) -> IndexPath {
                IndexPath(index: section(forIndexTitle: title, at: index))
            }

            /// The row at `indexPath` of `sections` (the full list, or what the list shows), or nil.
            static func row(at indexPath: IndexPath, in sections: [[Row]]) -> Row? {
                guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item)
                else { return nil }
                return sections[indexPath.section][indexPath.item]
            }

            /// Where the row with `id` is in `sections`, or nil.
            static func indexPath(of id: Row.ID, in sections: [[Row]]) -> IndexPath? {
                for (section, rows) in sections.enumerated() {
                    if let item = rows.firstIndex(where: { $0.id == id }) { return IndexPath(item: item, section: section) }
                }
                return nil
            }

            // MARK: Changing

            /// Replaces every row; a section missing from `rows` becomes empty. With sections from the rows,
            /// each row goes to its own section whatever its key: use `setRows(_:)` with a list.
            public func setRows(_ rows: [Section: [Row]]) {
                guard case .fixed(let fixed) = source else {
                    setRows(rows.values.flatMap { $0 })
                    return
                }
                replaceRows(with: fixed.map { rows[$0] ?? [] })
            }

            /// Replaces every row: with sections from the rows, grouped by section (in the order their first
            /// row comes, or sorted); with fixed sections, all in the first section.
            public func setRows(_ rows: [Row]) {
                guard sectionsComeFromRows else {
                    replaceRows(with: sectionIdentifiers.indices.map { $0 == 0 ? rows : [] })
                    return
                }
                replaceRows(with: [rows])
            }

            /// Replaces every row with `groups` (the rows of each fixed section, or rows to group).
            func replaceRows(with groups: [[Row]]) {
                // Before the rows change: the new list's last row may come into view during the update.
                restartPaging()
                var dropped: [Row] = []
                var newRowsByID: [Row.ID: Row] = [:]
                let kept = groups.map { group in
                    group.filter { row in
                        guard newRowsByID[row.id] == nil else {
                            dropped.append(row)
                            return false
                        }
                        newRowsByID[row.id] = row
                        return true
                    }
                }
                var newIdentifiers = sectionIdentifiers
                var newSections = kept
                if sectionsComeFromRows {
                    newIdentifiers = []
                    newSections = []
                    for row in kept.joined() { place(row, at: nil, in: &newIdentifiers, &newSections) }
                }
                // Rows that keep their ID but changed are redrawn in place (diffable lists). Sections from the
                // rows that stay are reloaded, so that their titles are read again (a title may follow the
                // clock: "Today" becomes "Yesterday"); a classic list reloads anyway.
                let changed = newRowsByID.compactMap { id, row in rowsByID[id].map { $0 != row } == true ? id : nil }
                let staying = sectionsComeFromRows ? sectionIdentifiers.filter(newIdentifiers.contains) : []
                change(reconfiguring: changed, reloading: staying, .reload) {
                    sectionIdentifiers = newIdentifiers
                    sections = newSections
                    rowsByID = newRowsByID
                    rowsWereSet = true
                }
                if !dropped.isEmpty { onDuplicateRows(dropped) }
            }

            /// Inserts `row` so that it ends up at `indexPath`, or at the end of the section when `indexPath`
            /// is past it; nothing happens when `indexPath` names no place. A row whose ID is already in the
            /// list goes to `onDuplicateRows`.
            ///
            /// With sections from the rows, the row goes to its own section: at `indexPath.item` when
            /// `indexPath.section` is that section, else at its end (a new section when it has none yet).
            public func insert(_ row: Row, at indexPath: IndexPath) {
                if let section = sectionOf(row) {
                    guard indexPath.item >= 0 else { return }
                    guard rowsByID[row.id] == nil else {
                        onDuplicateRows([row])
                        return
                    }
                    let item = self.section(at: indexPath.section) == section ? indexPath.item : nil
                    regroup(storing: [row]) { place(row, at: item, in: &$0, &$1) }
                    return
                }
                guard let target = landing(at: indexPath) else { return }
                guard rowsByID[row.id] == nil else {
                    onDuplicateRows([row])
                    return
                }
                change(.insert([target])) {
                    sections[target.section].insert(row, at: target.item)
                    rowsByID[row.id] = row
                }
            }

            /// Appends each section's rows at the end of that section, all in one update of the list. A row
            /// whose ID is already in the list, or earlier in the batch (sections in `allCases` order), goes
            /// to `onDuplicateRows` once the other rows are in.
            /// With sections from the rows, each row goes to the end of its own section whatever its key: use
            /// `append(contentsOf:)` with a list.
            public func append(contentsOf rows: [Section: [Row]]) {
                guard case .fixed(let fixed) = source else {
                    append(contentsOf: rows.values.flatMap { $0 })
                    return
                }
                var seen = Set(rowsByID.keys)
                var added: [(section: Int, rows: [Row])] = []
                var dropped: [Row] = []
                for (index, section) in fixed.enumerated() {
                    let kept = (rows[section] ?? []).filter { row in
                        if seen.insert(row.id).inserted { return true }
                        dropped.append(row)
                        return false
                    }
                    if !kept.isEmpty { added.append((index, kept)) }
                }
                if !added.isEmpty {
                    let targets = added.flatMap { section, rows in
                        let start = sections[section].count
                        return (start..<start + rows.count).map { IndexPath(item: $0, section: section) }
                    }
                    change(.insert(targets)) {
                        for (section, rows) in added {
                            sections[section] += rows
                            for row in rows { rowsByID[row.id] = row }
                        }
                    }
                }
                if !dropped.isEmpty { onDuplicateRows(dropped) }
            }

            /// Appends `rows`, each at the end of its own section (with fixed sections, of the first section),
            /// all in one update of the list. A row whose ID is already in the list, or earlier in `rows`, goes
            /// to `onDuplicateRows` once the other rows are in.
            public func append(contentsOf rows: [Row]) {
                guard sectionsComeFromRows else {
                    if let first = sectionIdentifiers.first { append(contentsOf: [first: rows]) }
                    return
                }
                var seen = Set(rowsByID.keys)
                var dropped: [Row] = []
                let kept = rows.filter { row in
                    if seen.insert(row.id).inserted { return true }
                    dropped.append(row)
                    return false
                }
                if !kept.isEmpty {
                    regroup(storing: kept) { identifiers, sections in
                        for row in kept { place(row, at: nil, in: &identifiers, &sections) }
                    }
                }
                if !dropped.isEmpty { onDuplicateRows(dropped) }
            }

            /// Deletes the row at `indexPath`, if there is one (with sections from the rows, its section too
            /// when it was the section's last row).
            public func deleteRow(at indexPath: IndexPath) {
                guard let row = row(at: indexPath) else { return }
                deleteRow(withID: row.id)
            }

            /// Deletes the row with `id`, if it is in the list (shown or not).
            public func deleteRow(withID id: Row.ID) {
                guard rowsByID[id] != nil, let place = Self.indexPath(of: id, in: sections) else { return }
                if sectionsComeFromRows {
                    regroup(removing: id) { $1[place.section].remove(at: place.item) }
                    return
                }
                change(.delete([place])) {
                    sections[place.section].remove(at: place.item)
                    rowsByID[id] = nil
                }
            }

            /// Moves the row at `source` so that it ends up at `destination`, in the same or another section,
            /// or at the end of that section when `destination` is past it. Nothing happens when there is no
            /// row at `source`, or when `destination` names no place.
            /// With sections from the rows, a row stays in its own section: a `destination` in another section
            /// changes nothing.
            public func moveRow(at source: IndexPath, to destination: IndexPath) {
                guard let row = Self.row(at: source, in: sections),
                    let target = landing(at: destination, movingFrom: source), target != source,
                    !sectionsComeFromRows || target.section == source.section
                else { return }
                change(.move(source, target)) {
                    sections[source.section].remove(at: source.item)
                    sections[target.section].insert(row, at: target.item)
                }
            }

            /// Moves the row with `id` as ``moveRow(at:to:)`` moves the row where it is in the full list (during
            /// a search too, and in a collapsed section); nothing happens when no row has `id`.
            public func moveRow(withID id: Row.ID, to destination: IndexPath) {
                guard let source = Self.indexPath(of: id, in: sections) else { return }
                moveRow(at: source, to: destination)
            }

            /// Replaces the row that has `row`'s ID and redraws its cell in place (no reuse, no animation).
            /// With sections from the rows, a row whose section changed moves to the end of its new section
            /// (created when it has none yet; its old section goes when it empties).
            public func update(_ row: Row) {
                guard rowsByID[row.id] != nil, let indexPath = Self.indexPath(of: row.id, in: sections) else { return }
                if let section = sectionOf(row), section != sectionIdentifiers[indexPath.section] {
                    regroup(storing: [row], reconfiguring: [row.id]) { identifiers, sections in
                        sections[indexPath.section].remove(at: indexPath.item)
                        place(row, at: nil, in: &identifiers, &sections)
                    }
                    return
                }
                change(reconfiguring: [row.id], .reconfigure([indexPath])) {
                    sections[indexPath.section][indexPath.item] = row
                    rowsByID[row.id] = row
                }
            }

            // MARK: Paging and refresh (ListRowStore+Paging.swift)

            /// Loads the next page (the screen's `onLoadNextPage`, bound to its controller), or nil without paging.
            public var loadNextPage: (@MainActor () async throws -> Page)?
            /// Gets the error of a failed page (the screen's `onLoadNextPageFailed`).
            public var onPageFailed: (@MainActor (any Error) -> Void)?
            /// The page loading now, if any: while it runs, the last row coming into view again (after a
            /// reload, or as its cell is reused) starts nothing.
            var pageTask: Task<Void, Never>?
            /// False once a page came back empty; `setRows` sets it again.
            var hasMorePages = true
            /// What the paging footer shows now (`paging: { footer: true }`): a spinner while a page loads, a
            /// retry button after a page failed, nothing otherwise (before the first page, after a page came,
            /// after the last page, after `setRows`). `onPageFooterChange` hears each change.
            public internal(set) var pageFooter = ListPageFooter.hidden {
                didSet { if pageFooter != oldValue { onPageFooterChange?(pageFooter) } }
            }
            /// Shows `pageFooter` (the controller's footer view); called on each change.
            public var onPageFooterChange: ((ListPageFooter) -> Void)?
            /// The refresh running now, if any.
            var refreshTask: Task<Void, Never>?
        }

        public struct ListSearchQuery: Sendable, Hashable {
            /// The text typed, as typed (possibly empty: every row matches it).
            public var text: String
            /// The selected scope button's index, 0 for the first (and for a search bar without scopes).
            public var scopeIndex: Int

            public init(text: String, scopeIndex: Int = 0) {
                self.text = text
                self.scopeIndex = scopeIndex
            }

            /// Whether `value` contains the text, ignoring case and diacritics (`"Zoe"` finds `"Zoë"`); an empty
            /// text matches every value, a nil value none but the empty text. The rule of the spec's `search.fields`.
            public func matches(_ value: String?) -> Bool {
                let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !text.isEmpty else { return true }
                guard let value else { return false }
                return value.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
        }

        /// The search a ``ListRowStore`` shows: its query, and which rows it finds. The store keeps every row;
        /// this only says which ones the list shows, so a change made during a search reaches the results.
        @MainActor
        public struct ListRowSearch<Row: Identifiable> {
            /// The search shown now; nil while no search is active (every row shows).
            public var query: ListSearchQuery?
            /// The rows the app found itself (a server search), or nil: `predicate` decides.
            public var resultIDs: Set<Row.ID>?
            /// Whether a row matches a query: the screen's rule from its spec, unless the app set its own.
            public var predicate: @MainActor (Row, ListSearchQuery) -> Bool = { _, _ in true }

            /// Whether a search is active.
            public var isActive: Bool { query != nil }

            /// The rows of `sections` the list shows: all of them without a search; during one, the rows the
            /// app's results name, else the rows `predicate` matches, each section in its own order.
            public func shown(_ sections: [[Row]]) -> [[Row]] {
                guard let query else { return sections }
                if let resultIDs { return sections.map { $0.filter { resultIDs.contains($0.id) } } }
                return sections.map { $0.filter { predicate($0, query) } }
            }
        }

        extension ListRowStore {
            /// The search shown now, or nil when no search is active.
            public var searchQuery: ListSearchQuery? { activeSearch.query }

            /// Whether the screen shows its no-results state: a search is active and finds none of the rows (a
            /// list with no rows at all shows its empty state instead). The one rule for every variant.
            public var showsNoResults: Bool {
                activeSearch.isActive && !isEmpty && !activeSearch.shown(sections).contains { !$0.isEmpty }
            }

            /// Whether a row matches a query. Setting it runs the active search again.
            public var searchPredicate: @MainActor (Row, ListSearchQuery) -> Bool {
                get { activeSearch.predicate }
                set {
                    activeSearch.predicate = newValue
                    if activeSearch.isActive { change(.reload) {} }
                }
            }

            /// Shows the rows `query` finds, or every row when `query` is nil (the search ended: results the app
            /// handed back are dropped). The rows stay as they are: only what the list shows changes.
            public func search(_ query: ListSearchQuery?) {
                guard query != activeSearch.query else { return }
                change(.reload) {
                    activeSearch.query = query
                    if query == nil { activeSearch.resultIDs = nil }
                }
            }

            /// Shows, while a search is active, the rows with these IDs (the app ran the search itself, e.g. on
            /// a server), in the list's order, until the search ends or new results come; nil lets the predicate
            /// decide again. Results for a search that already ended are dropped.
            public func showSearchResults(withIDs ids: [Row.ID]?) {
                guard activeSearch.isActive else { return }
                change(.reload) { activeSearch.resultIDs = ids.map(Set.init) }
            }
        }

        """#
    /// The manifest hash of `runtimeFile`.
    static let runtimeFileHash: UInt64 = 0x98ce8e7a2a38610e
    /// The public types of the ListgenRuntime library, sorted.
    static let runtimeTypeNames: [String] = [
        "ListAnchor",
        "ListImageLoad",
        "ListImageLoader",
        "ListImageSlot",
        "ListImageSlots",
        "ListMenuItem",
        "ListPageFooter",
        "ListRowActions",
        "ListRowBatchSelection",
        "ListRowImages",
        "ListRowLocating",
        "ListRowMenuIdentifier",
        "ListRowSearch",
        "ListRowSelection",
        "ListRowStore",
        "ListSearchQuery",
    ]

    /// The built-in template `name`, parsed when listgen was built (its nodes as byte code); nil
    /// when there is no such built-in template, or when it does not parse. Nothing is built.
    static func parsed(_ name: String) -> MustacheTemplate? {
        switch name.utf8.count {
        case 15:
            switch name {
            case "header.mustache": MustacheTemplate(name: "Templates/header.mustache", source: text_header_mustache, program: MustacheProgram(code: code_header_mustache, strings: { string($0) }))
            default: nil
            }
        case 18:
            switch name {
            case "Row.swift.mustache": MustacheTemplate(name: "Templates/Row.swift.mustache", source: text_Row_swift_mustache, program: MustacheProgram(code: code_Row_swift_mustache, strings: { string($0) }))
            default: nil
            }
        case 19:
            switch name {
            case "Cell.swift.mustache": MustacheTemplate(name: "Templates/Cell.swift.mustache", source: text_Cell_swift_mustache, program: MustacheProgram(code: code_Cell_swift_mustache, strings: { string($0) }))
            default: nil
            }
        case 20:
            switch name {
            case "Model.swift.mustache": MustacheTemplate(name: "Templates/Model.swift.mustache", source: text_Model_swift_mustache, program: MustacheProgram(code: code_Model_swift_mustache, strings: { string($0) }))
            case "Route.swift.mustache": MustacheTemplate(name: "Templates/Route.swift.mustache", source: text_Route_swift_mustache, program: MustacheProgram(code: code_Route_swift_mustache, strings: { string($0) }))
            default: nil
            }
        case 21:
            switch name {
            case "Action.swift.mustache": MustacheTemplate(name: "Templates/Action.swift.mustache", source: text_Action_swift_mustache, program: MustacheProgram(code: code_Action_swift_mustache, strings: { string($0) }))
            case "Cell-content.mustache": MustacheTemplate(name: "Templates/Cell-content.mustache", source: text_Cell_content_mustache, program: MustacheProgram(code: code_Cell_content_mustache, strings: { string($0) }))
            case "Router.swift.mustache": MustacheTemplate(name: "Templates/Router.swift.mustache", source: text_Router_swift_mustache, program: MustacheProgram(code: code_Router_swift_mustache, strings: { string($0) }))
            default: nil
            }
        case 22:
            switch name {
            case "Section.swift.mustache": MustacheTemplate(name: "Templates/Section.swift.mustache", source: text_Section_swift_mustache, program: MustacheProgram(code: code_Section_swift_mustache, strings: { string($0) }))
            case "Strings.swift.mustache": MustacheTemplate(name: "Templates/Strings.swift.mustache", source: text_Strings_swift_mustache, program: MustacheProgram(code: code_Strings_swift_mustache, strings: { string($0) }))
            default: nil
            }
        case 26:
            switch name {
            case "ScreenTests.swift.mustache": MustacheTemplate(name: "Templates/ScreenTests.swift.mustache", source: text_ScreenTests_swift_mustache, program: MustacheProgram(code: code_ScreenTests_swift_mustache, strings: { string($0) }))
            default: nil
            }
        case 28:
            switch name {
            case "ViewController-feed.mustache": MustacheTemplate(name: "Templates/ViewController-feed.mustache", source: text_ViewController_feed_mustache, program: MustacheProgram(code: code_ViewController_feed_mustache, strings: { string($0) }))
            case "ViewController-load.mustache": MustacheTemplate(name: "Templates/ViewController-load.mustache", source: text_ViewController_load_mustache, program: MustacheProgram(code: code_ViewController_load_mustache, strings: { string($0) }))
            case "ViewController-rows.mustache": MustacheTemplate(name: "Templates/ViewController-rows.mustache", source: text_ViewController_rows_mustache, program: MustacheProgram(code: code_ViewController_rows_mustache, strings: { string($0) }))
            default: nil
            }
        case 29:
            switch name {
            case "ViewController-cells.mustache": MustacheTemplate(name: "Templates/ViewController-cells.mustache", source: text_ViewController_cells_mustache, program: MustacheProgram(code: code_ViewController_cells_mustache, strings: { string($0) }))
            case "ViewController.swift.mustache": MustacheTemplate(name: "Templates/ViewController.swift.mustache", source: text_ViewController_swift_mustache, program: MustacheProgram(code: code_ViewController_swift_mustache, strings: { string($0) }))
            default: nil
            }
        case 30:
            switch name {
            case "ViewController-search.mustache": MustacheTemplate(name: "Templates/ViewController-search.mustache", source: text_ViewController_search_mustache, program: MustacheProgram(code: code_ViewController_search_mustache, strings: { string($0) }))
            default: nil
            }
        case 31:
            switch name {
            case "ViewController-anchors.mustache": MustacheTemplate(name: "Templates/ViewController-anchors.mustache", source: text_ViewController_anchors_mustache, program: MustacheProgram(code: code_ViewController_anchors_mustache, strings: { string($0) }))
            case "ViewController-editing.mustache": MustacheTemplate(name: "Templates/ViewController-editing.mustache", source: text_ViewController_editing_mustache, program: MustacheProgram(code: code_ViewController_editing_mustache, strings: { string($0) }))
            case "ViewController-storage.mustache": MustacheTemplate(name: "Templates/ViewController-storage.mustache", source: text_ViewController_storage_mustache, program: MustacheProgram(code: code_ViewController_storage_mustache, strings: { string($0) }))
            default: nil
            }
        case 33:
            switch name {
            case "ViewController-feed-load.mustache": MustacheTemplate(name: "Templates/ViewController-feed-load.mustache", source: text_ViewController_feed_load_mustache, program: MustacheProgram(code: code_ViewController_feed_load_mustache, strings: { string($0) }))
            case "ViewController-selection.mustache": MustacheTemplate(name: "Templates/ViewController-selection.mustache", source: text_ViewController_selection_mustache, program: MustacheProgram(code: code_ViewController_selection_mustache, strings: { string($0) }))
            default: nil
            }
        case 34:
            switch name {
            case "ViewController-placements.mustache": MustacheTemplate(name: "Templates/ViewController-placements.mustache", source: text_ViewController_placements_mustache, program: MustacheProgram(code: code_ViewController_placements_mustache, strings: { string($0) }))
            default: nil
            }
        case 36:
            switch name {
            case "ViewController-confirmation.mustache": MustacheTemplate(name: "Templates/ViewController-confirmation.mustache", source: text_ViewController_confirmation_mustache, program: MustacheProgram(code: code_ViewController_confirmation_mustache, strings: { string($0) }))
            case "ViewController-conformances.mustache": MustacheTemplate(name: "Templates/ViewController-conformances.mustache", source: text_ViewController_conformances_mustache, program: MustacheProgram(code: code_ViewController_conformances_mustache, strings: { string($0) }))
            default: nil
            }
        case 37:
            switch name {
            case "ViewController-section-views.mustache": MustacheTemplate(name: "Templates/ViewController-section-views.mustache", source: text_ViewController_section_views_mustache, program: MustacheProgram(code: code_ViewController_section_views_mustache, strings: { string($0) }))
            case "ViewController-selection-tap.mustache": MustacheTemplate(name: "Templates/ViewController-selection-tap.mustache", source: text_ViewController_selection_tap_mustache, program: MustacheProgram(code: code_ViewController_selection_tap_mustache, strings: { string($0) }))
            default: nil
            }
        case 38:
            switch name {
            case "ViewController-placement-item.mustache": MustacheTemplate(name: "Templates/ViewController-placement-item.mustache", source: text_ViewController_placement_item_mustache, program: MustacheProgram(code: code_ViewController_placement_item_mustache, strings: { string($0) }))
            default: nil
            }
        case 39:
            switch name {
            case "ViewController-placement-items.mustache": MustacheTemplate(name: "Templates/ViewController-placement-items.mustache", source: text_ViewController_placement_items_mustache, program: MustacheProgram(code: code_ViewController_placement_items_mustache, strings: { string($0) }))
            default: nil
            }
        case 40:
            switch name {
            case "ViewController-editing-delegate.mustache": MustacheTemplate(name: "Templates/ViewController-editing-delegate.mustache", source: text_ViewController_editing_delegate_mustache, program: MustacheProgram(code: code_ViewController_editing_delegate_mustache, strings: { string($0) }))
            case "ViewController-feed-conformance.mustache": MustacheTemplate(name: "Templates/ViewController-feed-conformance.mustache", source: text_ViewController_feed_conformance_mustache, program: MustacheProgram(code: code_ViewController_feed_conformance_mustache, strings: { string($0) }))
            default: nil
            }
        case 42:
            switch name {
            case "ViewController-placement-delegate.mustache": MustacheTemplate(name: "Templates/ViewController-placement-delegate.mustache", source: text_ViewController_placement_delegate_mustache, program: MustacheProgram(code: code_ViewController_placement_delegate_mustache, strings: { string($0) }))
            case "ViewController-search-conformance.mustache": MustacheTemplate(name: "Templates/ViewController-search-conformance.mustache", source: text_ViewController_search_conformance_mustache, program: MustacheProgram(code: code_ViewController_search_conformance_mustache, strings: { string($0) }))
            default: nil
            }
        case 43:
            switch name {
            case "ViewController-editing-conformance.mustache": MustacheTemplate(name: "Templates/ViewController-editing-conformance.mustache", source: text_ViewController_editing_conformance_mustache, program: MustacheProgram(code: code_ViewController_editing_conformance_mustache, strings: { string($0) }))
            default: nil
            }
        case 44:
            switch name {
            case "ViewController-persistent-selection.mustache": MustacheTemplate(name: "Templates/ViewController-persistent-selection.mustache", source: text_ViewController_persistent_selection_mustache, program: MustacheProgram(code: code_ViewController_persistent_selection_mustache, strings: { string($0) }))
            default: nil
            }
        case 45:
            switch name {
            case "ViewController-placement-conformance.mustache": MustacheTemplate(name: "Templates/ViewController-placement-conformance.mustache", source: text_ViewController_placement_conformance_mustache, program: MustacheProgram(code: code_ViewController_placement_conformance_mustache, strings: { string($0) }))
            case "ViewController-selection-conformance.mustache": MustacheTemplate(name: "Templates/ViewController-selection-conformance.mustache", source: text_ViewController_selection_conformance_mustache, program: MustacheProgram(code: code_ViewController_selection_conformance_mustache, strings: { string($0) }))
            default: nil
            }
        case 49:
            switch name {
            case "ViewController-section-views-conformance.mustache": MustacheTemplate(name: "Templates/ViewController-section-views-conformance.mustache", source: text_ViewController_section_views_conformance_mustache, program: MustacheProgram(code: code_ViewController_section_views_conformance_mustache, strings: { string($0) }))
            default: nil
            }
        default: nil
        }
    }

    /// The strings the templates' byte code names, by index.
    private static func string(_ index: Int) -> String {
        if index < 1152 {
            if index < 512 {
                if index < 256 {
                    if index < 128 {
                        string0(index)
                    } else {
                        string1(index)
                    }
                } else {
                    if index < 384 {
                        string2(index)
                    } else {
                        string3(index)
                    }
                }
            } else {
                if index < 768 {
                    if index < 640 {
                        string4(index)
                    } else {
                        string5(index)
                    }
                } else {
                    if index < 896 {
                        string6(index)
                    } else {
                        if index < 1024 {
                            string7(index)
                        } else {
                            string8(index)
                        }
                    }
                }
            }
        } else {
            if index < 1664 {
                if index < 1408 {
                    if index < 1280 {
                        string9(index)
                    } else {
                        string10(index)
                    }
                } else {
                    if index < 1536 {
                        string11(index)
                    } else {
                        string12(index)
                    }
                }
            } else {
                if index < 1920 {
                    if index < 1792 {
                        string13(index)
                    } else {
                        string14(index)
                    }
                } else {
                    if index < 2048 {
                        string15(index)
                    } else {
                        if index < 2176 {
                            string16(index)
                        } else {
                            string17(index)
                        }
                    }
                }
            }
        }
    }

    private static func string0(_ index: Int) -> String {
        switch index {
        case 0: ""
        case 1: "/// A button tap of the "
        case 2: "screen"
        case 3: "name"
        case 4: " screen that does not navigate: the spec gives its event no route.\n"
        case 5: "accessPrefix"
        case 6: "enum "
        case 7: "actionType"
        case 8: ": Hashable, Sendable {\n"
        case 9: "    "
        case 10: "/// "
        case 11: "description"
        case 12: "\n"
        case 13: "case "
        case 14: "caseName"
        case 15: "("
        case 16: "modelType"
        case 17: "valueParameter"
        case 18: ")\n"
        case 19: "actions"
        case 20: "/// The "
        case 21: " batch button: the rows selected in edit mode, in list order.\n"
        case 22: "(["
        case 23: "rowType"
        case 24: "])\n"
        case 25: "buttons"
        case 26: "editing"
        case 27: "multiSelect"
        case 28: "/// The empty state's button.\n"
        case 29: "actionCaseName"
        case 30: "action"
        case 31: "feed"
        case 32: "emptyState"
        case 33: "}\n\n"
        case 34: "/// Performs the actions of the "
        case 35: " screen. The controller holds it weakly.\n"
        case 36: "@MainActor\n"
        case 37: "protocol "
        case 38: "actionHandlingType"
        case 39: ": AnyObject {\n"
        case 40: "/// Performs `action`, triggered by a button in `controller`'s list.\n"
        case 41: "func "
        case 42: "actionHandlerMethod"
        case 43: "(_ controller: "
        case 44: "viewControllerType"
        case 45: ", perform action: "
        case 46: "}\n"
        case 47: "/// Your view for the rows of a `"
        case 48: "cell"
        case 49: "`: it shows one `"
        case 50: "`, and the cell does the rest.\n"
        case 51: "///\n"
        case 52: "/// The cell creates the view once, pins it to its content view's layout margins with Auto Layout,\n"
        case 53: "/// wires its buttons with `UIAction` (add no target or action of your own), calls `show(_:)` from\n"
        case 54: "/// `configure(with:at:)`"
        case 55: " (then `loadImages(for:with:)`)"
        case 56: "loadsImages"
        case 57: " and `prepareForReuse()` from its\n"
        case 58: "/// own. The view decides how a row looks.\n"
        case 59: "protocolName"
        case 60: ": UIView {\n"
        case 61: "/// Creates the view, laid out with Auto Layout.\n"
        case 62: "init()\n"
        case 63: "/// Shows `"
        case 64: "parameterName"
        case 65: "`. Called each time the cell shows a row, a recycled cell too.\n"
        case 66: "func show(_ "
        case 67: ": "
        case 68: "/// Clears what `show(_:)` set. Called from the cell's `prepareForReuse()`.\n"
        case 69: "func prepareForReuse()\n"
        case 70: "/// Loads the images of `"
        case 71: "` with `images.load(_:into:placeholder:)`. Called after\n"
        case 72: "/// `show(_:)`; the cell cancels the loads on reuse, and an image arrives only for this row.\n"
        case 73: "func loadImages(for "
        case 74: ", with images: ListRowImages<"
        case 75: "modelIDType"
        case 76: ">)\n"
        case 77: " button. The cell wires it; its title and look are yours.\n"
        case 78: "var "
        case 79: "buttonName"
        case 80: ": UIButton { get }\n"
        case 81: "controlEvents"
        case 82: "contentView"
        case 83: "Cell-content"
        case 84: "/// Receives the button taps of a `"
        case 85: "`.\n"
        case 86: "delegateProtocol"
        case 87: " switch of `cell` was toggled; `isOn` is its new value.\n"
        case 88: "tapMethod"
        case 89: "(_ isOn: Bool, in cell: "
        case 90: "cellName"
        case 91: "isSwitch"
        case 92: " button of `cell` was tapped"
        case 93: ", or its accessibility action performed"
        case 94: "hasAccessibilityAction"
        case 95: ".\n"
        case 96: "hasButton"
        case 97: " accessibility action of `cell` was performed.\n"
        case 98: "(in cell: "
        case 99: "hookEvents"
        case 100: "hasDelegate"
        case 101: "/// Shows one `"
        case 102: "` and reports taps on its buttons.\n"
        case 103: "/// The cell renders and reports intent; it knows nothing about navigation. It never stores an\n"
        case 104: "/// index path, and `prepareForReuse()` clears every hook, so a recycled cell cannot fire the\n"
        case 105: "/// previous row's handler.\n"
        case 106: "/// Every button, and every other event that is not a swipe action, is also an accessibility custom\n"
        case 107: "/// action of the cell, so VoiceOver users can act on the row without finding the button. Swipe\n"
        case 108: "/// actions are not: UIKit offers them to VoiceOver itself.\n"
        case 109: "hasAccessibilityActions"
        case 110: "/// Layout: your `"
        case 111: "viewType"
        case 112: "` fills the content view's layout margins; it shows the row and holds\n"
        case 113: "/// the buttons (`"
        case 114: "`).\n"
        case 115: "/// Layout: the row's text and image fill the top of the cell; the buttons sit below them, at the\n"
        case 116: "/// trailing margin, side by side and at most "
        case 117: "maxButtonsPerLine"
        case 118: " to a line (more go on further lines).\n"
        case 119: "/// Auto Layout places everything, so the buttons follow Dynamic Type and never cover or squeeze\n"
        case 120: "/// the row's text.\n"
        case 121: "usesListContentView"
        case 122: "final class "
        case 123: "superclass"
        case 124: " {\n"
        case 125: "/// The reuse identifier this cell is registered under.\n"
        case 126: "static let reuseIdentifier = "
        case 127: "reuseIdentifierLiteral"
        default: ""
        }
    }

    private static func string1(_ index: Int) -> String {
        switch index {
        case 128: "\n\n"
        case 129: "/// Dequeues a cell of this class, registered under ``reuseIdentifier``, for `indexPath`.\n"
        case 130: "static func dequeue(from tableView: UITableView, for indexPath: IndexPath) -> Self {\n"
        case 131: "        "
        case 132: "tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath) as! Self\n"
        case 133: "isTableCell"
        case 134: "/// Called with the new value when the "
        case 135: " switch is toggled. Cleared in `prepareForReuse()`.\n"
        case 136: "closureName"
        case 137: ": ((Bool) -> Void)?\n"
        case 138: "/// Called when the "
        case 139: " button is tapped"
        case 140: " or its accessibility action is performed"
        case 141: "/// Cleared in `prepareForReuse()`.\n"
        case 142: " accessibility action is performed (the event has no button).\n"
        case 143: ": (() -> Void)?\n"
        case 144: "hasClosures"
        case 145: "/// Receives button taps. Weak, so the cell never keeps its controller alive.\n"
        case 146: "weak var delegate: (any "
        case 147: ")?\n\n"
        case 148: "/// The stable ID of the row this cell shows, or nil while it shows none.\n"
        case 149: "private(set) var rowID: "
        case 150: "?\n"
        case 151: "/// Loads the image from `"
        case 152: "fieldName"
        case 153: "` for the row shown, and drops a result for any other row or URL.\n"
        case 154: "private let imageSlot = ListImageSlot<"
        case 155: ">()\n"
        case 156: "/// The row's `"
        case 157: "`, loaded by `loadImage(with:)`.\n"
        case 158: "private var imageURL: URL?\n"
        case 159: "/// Shown until the image arrives, for a row without URL and after a failed load.\n"
        case 160: "private let imagePlaceholder = "
        case 161: "placeholderExpression"
        case 162: "hasPlaceholder"
        case 163: "display"
        case 164: "imageURL"
        case 165: "/// Shows the row's `"
        case 166: "` count; hidden while it is 0. In the body text style, following\n"
        case 167: "/// Dynamic Type; VoiceOver reads what it counts, then the number. Restyle it from the app if you like.\n"
        case 168: "let badgeLabel: UILabel = {\n"
        case 169: "let label = UILabel()\n"
        case 170: "label.font = .preferredFont(forTextStyle: .body)\n"
        case 171: "label.adjustsFontForContentSizeCategory = true\n"
        case 172: "label.accessibilityLabel = "
        case 173: "accessibilityLabelLiteral"
        case 174: "return label\n"
        case 175: "}()\n"
        case 176: "badge"
        case 177: "accessories"
        case 178: "/// Shows the row's text and image, above the buttons.\n"
        case 179: "private let listContentView = UIListContentView(configuration: .cell())\n"
        case 180: "/// Your `"
        case 181: "`, created once with the cell. Typed by its protocol, so the compiler checks\n"
        case 182: "/// that the view conforms to `"
        case 183: "let content: some "
        case 184: " = "
        case 185: "()\n"
        case 186: "/// The loads of your view's images, for the row shown; cancelled on reuse.\n"
        case 187: "private let imageSlots = ListImageSlots<"
        case 188: "/// The row shown, whose images `loadImage(with:)` asks your view to load.\n"
        case 189: "private var imageRow: "
        case 190: "switchValueExpression"
        case 191: "`; a toggle reports the new value.\n"
        case 192: "private let "
        case 193: " = UISwitch()\n"
        case 194: " button, wired by this cell (add no action of your own). A popover or action\n"
        case 195: "/// sheet that its tap shows points at it.\n"
        case 196: "let "
        case 197: " = UIButton(configuration: .plain())\n"
        case 198: "hasContentView"
        case 199: "/// Your view's "
        case 200: " button, wired by this cell. A popover or action sheet that its tap\n"
        case 201: "/// shows points at it.\n"
        case 202: ": UIButton { content."
        case 203: " }\n"
        case 204: "/// Whether the row shown offers the "
        case 205: " accessibility action (`enabled`/`visible`).\n"
        case 206: "private var "
        case 207: "offeredName"
        case 208: " = true\n"
        case 209: "events"
        case 210: "/// Every accessibility action, in event order; `accessibilityCustomActions` offers those of the\n"
        case 211: "/// events the row offers now (enabled and visible).\n"
        case 212: "private var allAccessibilityActions: [UIAccessibilityCustomAction] = []\n"
        case 213: "filtersAccessibilityActions"
        case 214: "override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {\n"
        case 215: "super.init(style: style, reuseIdentifier: reuseIdentifier)\n"
        case 216: "installContent()\n"
        case 217: "installMethod"
        case 218: "hasEvents"
        case 219: "override init(frame: CGRect) {\n"
        case 220: "super.init(frame: frame)\n"
        case 221: "isCollectionCell"
        case 222: "@available(*, unavailable, message: \""
        case 223: " is created in code\")\n"
        case 224: "required init?(coder: NSCoder) {\n"
        case 225: "fatalError(\""
        case 226: "`. The index path is for position-dependent styling only: it is not\n"
        case 227: "/// stored, because it goes stale as soon as rows move.\n"
        case 228: "func configure(with "
        case 229: ", at indexPath: IndexPath) {\n"
        case 230: "rowID = "
        case 231: ".id\n"
        case 232: "content.show("
        case 233: "imageRow = "
        case 234: "contentTarget"
        case 235: "contentConfigurationExpression"
        case 236: "hasContent"
        case 237: "var content = "
        case 238: "content.text = "
        case 239: "text"
        case 240: "hasText"
        case 241: "content.secondaryText = "
        case 242: "secondaryText"
        case 243: "hasSecondaryText"
        case 244: "content.image = "
        case 245: "imageExpression"
        case 246: "// `select.enabled`: a row that cannot be selected shows dimmed; set for every row (reuse, `update`).\n"
        case 247: "content.textProperties.color = "
        case 248: "textColorExpression"
        case 249: " = content\n"
        case 250: "imageURL = "
        case 251: "urlExpression"
        case 252: "// `display.indentation`: set for every row, so a reused cell never keeps another row's level.\n"
        case 253: "indentationLevel = "
        case 254: "indentationExpression"
        case 255: "// `display.accessory`, `display.badge`: set for every row, so a reused cell never keeps another row's.\n"
        default: ""
        }
    }

    private static func string2(_ index: Int) -> String {
        switch index {
        case 256: "badgeLabel.text = "
        case 257: "textExpression"
        case 258: "badgeLabel.accessibilityValue = badgeLabel.text\n"
        case 259: "accessoryType = "
        case 260: "accessoryTypeExpression"
        case 261: "// A table cell places its accessory view at the size it has: sized to the text each time.\n"
        case 262: "badgeLabel.sizeToFit()\n"
        case 263: "accessoryView = "
        case 264: "countExpression"
        case 265: " == 0 ? nil : badgeLabel\n"
        case 266: "// The accessories the cell keeps (its buttons, a reorder control), then this row's.\n"
        case 267: "let rowAccessoryTypes: [UICellAccessory.AccessoryType] = ["
        case 268: "accessoryTypesLiteral"
        case 269: "]\n"
        case 270: "var shown = accessories.filter { !rowAccessoryTypes.contains($0.accessoryType) }\n"
        case 271: "let badge = UICellAccessory.CustomViewConfiguration(\n"
        case 272: "            "
        case 273: "customView: badgeLabel, placement: .trailing(), isHidden: "
        case 274: " == 0)\n"
        case 275: "shown.append(.customView(configuration: badge))\n"
        case 276: "shown.append("
        case 277: "expression"
        case 278: "cellAccessories"
        case 279: "accessories = shown\n"
        case 280: "// `select.highlight: false`: the row stays tappable, without the grey highlight.\n"
        case 281: "touchHighlightStatement"
        case 282: ".isEnabled = "
        case 283: "enabledExpression"
        case 284: ".isHidden = "
        case 285: "hiddenExpression"
        case 286: "offeredExpression"
        case 287: "hasEventStates"
        case 288: "// The row's value, set for every row without animation: a reused cell never shows the last row's.\n"
        case 289: ".setOn("
        case 290: ", animated: false)\n"
        case 291: "// Follows the row's state: set from this row on every configuration, never kept from the last.\n"
        case 292: ".configuration?.title = "
        case 293: "buttonTitle"
        case 294: ".configuration?.image = UIImage(systemName: "
        case 295: "buttonSystemImage"
        case 296: ".accessibilityLabel = "
        case 297: "buttonAccessibilityLabel"
        case 298: "accessibilityAction"
        case 299: ".name = "
        case 300: "accessibilityActionName"
        case 301: "stateTexts"
        case 302: "offerAvailableAccessibilityActions()\n"
        case 303: "override func prepareForReuse() {\n"
        case 304: "super.prepareForReuse()\n"
        case 305: " = nil\n"
        case 306: "delegate = nil\n"
        case 307: "// The content configuration stays: `configure(with:at:)` replaces it, and setting it to nil\n"
        case 308: "// would make UIKit build a new content view on every reuse.\n"
        case 309: "rowID = nil\n"
        case 310: "// A load still running is for the previous row: cancelled, and its result dropped.\n"
        case 311: "imageSlot.cancel()\n"
        case 312: "imageURL = nil\n"
        case 313: "// The loads still running are for the previous row: cancelled, and their results dropped.\n"
        case 314: "imageSlots.cancel()\n"
        case 315: "imageRow = nil\n"
        case 316: "content.prepareForReuse()\n"
        case 317: ".setOn(false, animated: false)\n"
        case 318: ".isEnabled = true\n"
        case 319: ".isHidden = false\n"
        case 320: "/// Loads the row's image through `loader`, once `configure(with:at:)` has shown the placeholder (or the\n"
        case 321: "/// image already loaded for this row and URL). The image is shown only if it arrives while the cell\n"
        case 322: "/// still shows this row and URL; a failed load keeps the placeholder.\n"
        case 323: "func loadImage(with loader: any ListImageLoader) {\n"
        case 324: "guard let rowID else { return }\n"
        case 325: "imageSlot.load(imageURL, for: rowID, with: loader) { [weak self] image in\n"
        case 326: "self?.showLoadedImage(image)\n"
        case 327: "/// Puts `image` into the content configuration the cell shows.\n"
        case 328: "private func showLoadedImage(_ image: UIImage) {\n"
        case 329: "guard var content = "
        case 330: " as? UIListContentConfiguration else { return }\n"
        case 331: "content.image = image\n"
        case 332: "/// Asks your view to load the row's images through `loader`, once `configure(with:at:)` has shown\n"
        case 333: "/// the row. An image is shown only while the cell still shows this row.\n"
        case 334: "guard let rowID, let imageRow else { return }\n"
        case 335: "content.loadImages(for: imageRow, with: imageSlots.images(for: rowID, with: loader))\n"
        case 336: "/// Offers VoiceOver the actions of the events that are enabled and visible now.\n"
        case 337: "private func offerAvailableAccessibilityActions() {\n"
        case 338: "let offered = [\n"
        case 339: "offeredCheck"
        case 340: ","
        case 341: "isLast"
        case 342: "isFirst"
        case 343: "accessibilityActionEvents"
        case 344: "accessibilityCustomActions = zip(offered, allAccessibilityActions)\n"
        case 345: ".filter { isOffered, _ in isOffered }\n"
        case 346: ".map { _, action in action }\n"
        case 347: "/// Reports a toggle of the "
        case 348: " switch, with its new value.\n"
        case 349: "private func "
        case 350: "reportMethod"
        case 351: "() {\n"
        case 352: "?("
        case 353: ".isOn)\n"
        case 354: "delegate?."
        case 355: ".isOn, in: self)\n"
        case 356: "/// Reports a tap on the "
        case 357: " button"
        case 358: " or its accessibility action"
        case 359: "/// Reports the "
        case 360: " accessibility action (the event has no button).\n"
        case 361: "?()\n"
        case 362: "(in: self)\n"
        case 363: "/// Sets up the buttons, wires each to its hook with a `UIAction`, and offers each event that is not\n"
        case 364: "/// a swipe action as an accessibility custom action.\n"
        case 365: "hasButtons"
        case 366: "/// Offers each event that is not a swipe action as an accessibility custom action. The cell shows no\n"
        case 367: "/// button: its events are swipe actions or context-menu items.\n"
        case 368: "configurationName"
        case 369: " = UIButton.Configuration.plain()\n"
        case 370: ".title = "
        case 371: "titleLiteral"
        case 372: "hasTitle"
        case 373: ".image = UIImage(systemName: "
        case 374: "systemImageLiteral"
        case 375: "hasSystemImage"
        case 376: ".baseForegroundColor = .systemRed\n"
        case 377: "isDestructive"
        case 378: ".configuration = "
        case 379: "needsAccessibilityLabel"
        case 380: ".accessibilityIdentifier = "
        case 381: "accessibilityIdentifierLiteral"
        case 382: ".addAction(UIAction { [weak self] _ in self?."
        case 383: "() }, for: .valueChanged)\n"
        default: ""
        }
    }

    private static func string3(_ index: Int) -> String {
        switch index {
        case 384: "() }, for: .primaryActionTriggered)\n"
        case 385: "accessibilityActionsTarget"
        case 386: " = [\n"
        case 387: "UIAccessibilityCustomAction(name: "
        case 388: ") { [weak self] _ in\n"
        case 389: "                "
        case 390: "guard let self else { return false }\n"
        case 391: "self."
        case 392: "return true\n"
        case 393: "}"
        case 394: "let buttons = UIStackView(arrangedSubviews: [\n"
        case 395: "buttonLine(["
        case 396: ", "
        case 397: "])"
        case 398: "buttonLines"
        case 399: "buttons.axis = .vertical\n"
        case 400: "buttons.alignment = .trailing\n"
        case 401: "buttons.spacing = 4\n"
        case 402: "listContentView.translatesAutoresizingMaskIntoConstraints = false\n"
        case 403: "buttons.translatesAutoresizingMaskIntoConstraints = false\n"
        case 404: "contentView.addSubview(listContentView)\n"
        case 405: "contentView.addSubview(buttons)\n"
        case 406: "let margins = contentView.layoutMarginsGuide\n"
        case 407: "NSLayoutConstraint.activate([\n"
        case 408: "listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),\n"
        case 409: "listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),\n"
        case 410: "listContentView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),\n"
        case 411: "buttons.topAnchor.constraint(equalTo: listContentView.bottomAnchor),\n"
        case 412: "buttons.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),\n"
        case 413: "buttons.trailingAnchor.constraint(equalTo: margins.trailingAnchor),\n"
        case 414: "buttons.bottomAnchor.constraint(equalTo: margins.bottomAnchor),\n"
        case 415: "let buttons = UIStackView(arrangedSubviews: ["
        case 416: "buttons.axis = .horizontal\n"
        case 417: "buttons.spacing = 8\n"
        case 418: "accessories = [.customView(configuration: .init(customView: buttons, placement: .trailing()))]\n"
        case 419: "/// One line of buttons, side by side.\n"
        case 420: "private func buttonLine(_ lineButtons: [UIView]) -> UIStackView {\n"
        case 421: "let line = UIStackView(arrangedSubviews: lineButtons)\n"
        case 422: "line.axis = .horizontal\n"
        case 423: "line.spacing = 8\n"
        case 424: "return line\n"
        case 425: "/// Adds your `"
        case 426: "` to the content view, pinned to its layout margins.\n"
        case 427: "private func installContent() {\n"
        case 428: "content.translatesAutoresizingMaskIntoConstraints = false\n"
        case 429: "contentView.addSubview(content)\n"
        case 430: "content.topAnchor.constraint(equalTo: margins.topAnchor),\n"
        case 431: "content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),\n"
        case 432: "content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),\n"
        case 433: "content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),\n"
        case 434: "/// A row model of the "
        case 435: " screen, with a stable identity for diffing and tap routing.\n"
        case 436: "struct "
        case 437: "model"
        case 438: ": Identifiable, Hashable, Sendable {\n"
        case 439: "type"
        case 440: "fields"
        case 441: "/// Creates a `"
        case 442: "` from its fields.\n"
        case 443: "init(\n"
        case 444: ") {\n"
        case 445: "declaresMemberwiseInits"
        case 446: "/// The stable identity, taken from `"
        case 447: "idField"
        case 448: "var id: "
        case 449: "idType"
        case 450: " { "
        case 451: "mapsIdentity"
        case 452: "/// Where the "
        case 453: " screen navigates, with the tapped row's data.\n"
        case 454: "routeType"
        case 455: "/// Opens the row's `"
        case 456: "urlField"
        case 457: "` ("
        case 458: "presentation"
        case 459: ").\n"
        case 460: "opensURL"
        case 461: "destinationType"
        case 462: "caseDeclaration"
        case 463: "routes"
        case 464: "/// Navigates from the "
        case 465: " screen.\n"
        case 466: "/// The controller hands every routed tap to its router and never builds a destination itself,\n"
        case 467: "/// so a test can pass a fake router and assert on the routes it receives.\n"
        case 468: "routingType"
        case 469: "/// Shows the destination of `route`, starting from `source`.\n"
        case 470: "/// A popover points at `anchor`: the tapped button while it shows the row, else the cell that shows\n"
        case 471: "/// the row now (a swipe action, menu item, VoiceOver action or row tap), else the list.\n"
        case 472: "routesPopover"
        case 473: "func navigate(to route: "
        case 474: ", from source: UIViewController"
        case 475: "navigateAnchorParameter"
        case 476: "/// The default router: builds each destination with a factory you supply, then shows it as\n"
        case 477: "/// the spec says.\n"
        case 478: "routerType"
        case 479: "factoryName"
        case 480: ": @MainActor "
        case 481: "factoryParameters"
        case 482: " -> "
        case 483: "hasFactory"
        case 484: "private let openURL: @MainActor (URL) -> Void\n"
        case 485: "routesURL"
        case 486: "/// Creates a router from one destination factory per route.\n"
        case 487: "/// `openURL` opens a URL route's URL outside the app; by default the system's\n"
        case 488: "/// `UIApplication.shared.open(_:options:completionHandler:)`. A test passes its own to see the URL.\n"
        case 489: " "
        case 490: ": @escaping @MainActor "
        case 491: "isLastParameter"
        case 492: "openURL: @escaping @MainActor (URL) -> Void = {\n"
        case 493: "UIApplication.shared.open($0, options: [:], completionHandler: nil)\n"
        case 494: "self.openURL = openURL\n"
        case 495: "switch route {\n"
        case 496: "casePattern"
        case 497: ":\n"
        case 498: "push("
        case 499: "makeExpression"
        case 500: ", from: source)\n"
        case 501: "isPush"
        case 502: "present("
        case 503: "destinationExpression"
        case 504: ", from: source, embedInNavigation: "
        case 505: "embedInNavigationLiteral"
        case 506: "isPresent"
        case 507: "presentSheet(\n"
        case 508: ",\n"
        case 509: "detents: "
        case 510: "detentsLiteral"
        case 511: "isSheet"
        default: ""
        }
    }

    private static func string4(_ index: Int) -> String {
        switch index {
        case 512: "source.show("
        case 513: ", sender: source)\n"
        case 514: "isShow"
        case 515: "presentPopover("
        case 516: ", from: source, anchor: anchor)\n"
        case 517: "isPopover"
        case 518: "openInSafari(url, from: source)\n"
        case 519: "isSafari"
        case 520: "openExternally(url)\n"
        case 521: "isExternal"
        case 522: "/// Pushes onto the source's navigation stack; without one, falls back to `show(_:sender:)`.\n"
        case 523: "private func push(_ destination: UIViewController, from source: UIViewController) {\n"
        case 524: "if let navigationController = source.navigationController {\n"
        case 525: "navigationController.pushViewController(destination, animated: true)\n"
        case 526: "} else {\n"
        case 527: "source.show(destination, sender: source)\n"
        case 528: "routesPush"
        case 529: "/// Presents modally, optionally inside a navigation controller of its own.\n"
        case 530: "private func present(_ destination: UIViewController, from source: UIViewController, embedInNavigation: Bool) {\n"
        case 531: "let presented = embedInNavigation ? UINavigationController(rootViewController: destination) : destination\n"
        case 532: "source.present(presented, animated: true)\n"
        case 533: "routesPresent"
        case 534: "/// Presents as a page sheet resting at `detents` (none: UIKit's default, full height),\n"
        case 535: "/// optionally inside a navigation controller of its own.\n"
        case 536: "private func presentSheet(\n"
        case 537: "_ destination: UIViewController, from source: UIViewController, embedInNavigation: Bool,\n"
        case 538: "detents: [UISheetPresentationController.Detent]\n"
        case 539: "presented.modalPresentationStyle = .pageSheet\n"
        case 540: "if !detents.isEmpty, let sheet = presented.sheetPresentationController {\n"
        case 541: "sheet.detents = detents\n"
        case 542: "routesSheet"
        case 543: "/// Presents as a popover pointing at `anchor`. In a compact width UIKit shows it as a sheet; in a\n"
        case 544: "/// regular width (iPad) a popover without an anchor raises, so it always gets one.\n"
        case 545: "private func presentPopover(_ destination: UIViewController, from source: UIViewController, anchor: ListAnchor) {\n"
        case 546: "destination.modalPresentationStyle = .popover\n"
        case 547: "anchor.point(destination)\n"
        case 548: "source.present(destination, animated: true)\n"
        case 549: "/// Presents Safari's view of `url` modally. `SFSafariViewController` shows only http and https URLs\n"
        case 550: "/// (it raises for any other scheme), so another URL (`mailto:`, an app's own scheme) is opened\n"
        case 551: "/// outside the app instead; a nil URL does nothing.\n"
        case 552: "private func openInSafari(_ url: URL?, from source: UIViewController) {\n"
        case 553: "guard let url else { return }\n"
        case 554: "guard let scheme = url.scheme?.lowercased(), scheme == \"http\" || scheme == \"https\" else {\n"
        case 555: "return openURL(url)\n"
        case 556: "source.present(SFSafariViewController(url: url), animated: true)\n"
        case 557: "routesSafari"
        case 558: "/// Opens `url` outside the app (`openURL`); a nil URL does nothing.\n"
        case 559: "private func openExternally(_ url: URL?) {\n"
        case 560: "openURL(url)\n"
        case 561: "/// Gives `destination` a Close button (the right bar button item of its navigation item) that\n"
        case 562: "/// dismisses it. `destination` is weak in the action: its navigation item keeps the button.\n"
        case 563: "private func withCloseButton(_ destination: UIViewController) -> UIViewController {\n"
        case 564: "destination.navigationItem.rightBarButtonItem = UIBarButtonItem(\n"
        case 565: "systemItem: .close,\n"
        case 566: "primaryAction: UIAction { [weak destination] _ in\n"
        case 567: "destination?.dismiss(animated: true)\n"
        case 568: "})\n"
        case 569: "return destination\n"
        case 570: "routesCloseButton"
        case 571: "/// A row of the "
        case 572: " screen: one case per cell kind.\n"
        case 573: "rowEnumType"
        case 574: "rowCaseName"
        case 575: "cells"
        case 576: "/// A row's stable identity: its cell kind and its model's ID.\n"
        case 577: "enum ID: Hashable, Sendable {\n"
        case 578: "var id: ID {\n"
        case 579: "switch self {\n"
        case 580: "case ."
        case 581: "(let "
        case 582: "): ."
        case 583: ".id)\n"
        case 584: "// "
        case 585: "fileName"
        case 586: "// Generated by listgen (`listgen tests`) from "
        case 587: "specFileName"
        case 588: ". Do not edit: change the spec and run\n"
        case 589: "// listgen again.\n"
        case 590: "//\n"
        case 591: "// Tests of the screen as the app builds it (its cells, its content views), shown in a window: each\n"
        case 592: "// event, performed on a visible row, reaches the router or the action handler with exactly that row\n"
        case 593: "// (its ID and its value) and nothing else, when shown, after scrolling (cells reused), after an insert\n"
        case 594: "// above, a delete above, a move, an update and a `setRows`; and the controller is released when let go.\n"
        case 595: "// Real UIKit API only: it runs in the app's test target on a simulator.\n"
        case 596: "// Not covered yet:\n"
        case 597: "hasUncovered"
        case 598: "// - "
        case 599: "uncovered"
        case 600: "import "
        case 601: "imports"
        case 602: "@testable import "
        case 603: "testableImport"
        case 604: "#if !os(Linux)\n"
        case 605: "// On Linux, where Swift Testing has no UIKit overlay, one file of the test target exports UIKit\n"
        case 606: "// instead (`@_exported import UIKit`; Documentation/GeneratedTests.md).\n"
        case 607: "import UIKit\n"
        case 608: "#endif\n\n"
        case 609: "/// Records everything the screen sends to its router"
        case 610: " and its action handler"
        case 611: ", in order.\n"
        case 612: "recorderType"
        case 613: "/// A route or an action, as the screen sent it.\n"
        case 614: "enum Sent: Equatable {\n"
        case 615: "case route("
        case 616: "case action("
        case 617: "/// What the screen sent since the last `removeAll()`.\n"
        case 618: "var sent: [Sent] = []\n\n"
        case 619: "sent.append(.route(route))\n"
        case 620: "sent.append(.action(action))\n"
        case 621: "/// Loads no image: the tests are about rows, not pictures.\n"
        case 622: "imageLoaderType"
        case 623: ": ListImageLoader {\n"
        case 624: "/// A load that never finishes.\n"
        case 625: "struct Load: ListImageLoad {\n"
        case 626: "func cancel() {}\n"
        case 627: "func loadImage(from url: URL, completion: @escaping @MainActor @Sendable (UIImage?) -> Void) -> any ListImageLoad {\n"
        case 628: "Load()\n"
        case 629: "/// The screen in a window, with the rows it shows in its first section, kept by the test as it changes\n"
        case 630: "/// them: the expected row at an index path is read here, never from the screen.\n"
        case 631: "screenType"
        case 632: "/// What has been done to the list before an event is performed.\n"
        case 633: "enum Stage: String, CaseIterable {\n"
        case 634: "case shown, scrolled, insertedAbove, deletedAbove, moved, updated, replaced\n"
        case 635: "let recorder: "
        case 636: "let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))\n"
        case 637: "let controller: "
        case 638: "/// Makes row `n` at `version` (the ID depends on `n` alone).\n"
        case 639: "private let makeRow: (_ n: Int, _ version: Int) -> "
        default: ""
        }
    }

    private static func string5(_ index: Int) -> String {
        switch index {
        case 640: "/// The `n` and `version` of every row, in the order the test expects the screen to show them.\n"
        case 641: "private var made: [(n: Int, version: Int)]\n\n"
        case 642: "/// The rows, as the test expects the screen to show them.\n"
        case 643: "var rows: ["
        case 644: "] { made.map { makeRow($0.n, $0.version) } }\n\n"
        case 645: "/// Shows 40 rows made by `makeRow`, enough to scroll.\n"
        case 646: "init(makeRow: @escaping (_ n: Int, _ version: Int) -> "
        case 647: "self.makeRow = makeRow\n"
        case 648: "made = (0..<40).map { ($0, 0) }\n"
        case 649: "let recorder = "
        case 650: "self.recorder = recorder\n"
        case 651: "controller = "
        case 652: "makeControllerExpression"
        case 653: "controller.actionHandler = recorder\n"
        case 654: "window.rootViewController = controller\n"
        case 655: "window.makeKeyAndVisible()\n"
        case 656: "show()\n"
        case 657: "/// Sets `rows` on the screen.\n"
        case 658: "private func show() {\n"
        case 659: "let rows = self.rows\n"
        case 660: "controller.setRows("
        case 661: "setRowsArgument"
        case 662: "controller.tableView.layoutIfNeeded()\n"
        case 663: "/// Does what `stage` says to the screen and to `rows`.\n"
        case 664: "func enter(_ stage: Stage) {\n"
        case 665: "let first = IndexPath(row: 0, section: 0)\n"
        case 666: "switch stage {\n"
        case 667: "case .shown:\n"
        case 668: "break\n"
        case 669: "case .scrolled:\n"
        case 670: "let last = IndexPath(row: made.count - 1, section: 0)\n"
        case 671: "controller.tableView.scrollToRow(at: last, at: .bottom, animated: false)\n"
        case 672: "case .insertedAbove:\n"
        case 673: "made.insert((1_000 + made.count, 0), at: 0)\n"
        case 674: "controller.insert(makeRow(made[0].n, 0), at: first)\n"
        case 675: "case .deletedAbove:\n"
        case 676: "made.remove(at: 0)\n"
        case 677: "controller.deleteRow(at: first)\n"
        case 678: "case .moved:\n"
        case 679: "made.insert(made.remove(at: 0), at: made.count - 1)\n"
        case 680: "controller.moveRow(at: first, to: IndexPath(row: made.count - 2, section: 0))\n"
        case 681: "case .updated:\n"
        case 682: "for index in visibleIndexPaths.map(\\.row) {\n"
        case 683: "made[index].version += 1\n"
        case 684: "controller.update(makeRow(made[index].n, made[index].version))\n"
        case 685: "case .replaced:\n"
        case 686: "made = made.reversed().map { ($0.n, $0.version + 1) }\n"
        case 687: "/// The index paths of the rows on screen now.\n"
        case 688: "var visibleIndexPaths: [IndexPath] {\n"
        case 689: "controller.tableView.indexPathsForVisibleRows ?? []\n"
        case 690: "/// Takes the screen out of its window.\n"
        case 691: "func close() {\n"
        case 692: "window.rootViewController = nil\n"
        case 693: "window.isHidden = true\n"
        case 694: "@Suite(\""
        case 695: ": every event reaches its row\")\n"
        case 696: "suiteType"
        case 697: "@Test(\""
        case 698: "displayName"
        case 699: "\")\n"
        case 700: "testName"
        case 701: "() throws {\n"
        case 702: "let screen = "
        case 703: " { n, version in "
        case 704: "rowExpression"
        case 705: "for stage in "
        case 706: ".Stage.allCases {\n"
        case 707: "screen.enter(stage)\n"
        case 708: "let visible = screen.visibleIndexPaths\n"
        case 709: "#expect(!visible.isEmpty, \"\\(stage): no row is visible\")\n"
        case 710: "for indexPath in visible {\n"
        case 711: "let row = screen.rows[indexPath.row]\n"
        case 712: "bindingStatement"
        case 713: "screen.recorder.sent.removeAll()\n"
        case 714: "let cell = try #require(\n"
        case 715: "                    "
        case 716: "screen.controller.tableView.cellForRow(at: indexPath) as? "
        case 717: "cellType"
        case 718: "\"\\(stage): no "
        case 719: " at \\(indexPath)\")\n"
        case 720: "cell."
        case 721: ".sendActions(for: .primaryActionTriggered)\n"
        case 722: "isButton"
        case 723: "screen.controller.tableView(screen.controller.tableView, didSelectRowAt: indexPath)\n"
        case 724: "isRowTap"
        case 725: "let configuration = try #require(\n"
        case 726: "screen.controller.tableView(\n"
        case 727: "                        "
        case 728: "screen.controller.tableView, "
        case 729: "swipeMethod"
        case 730: ": indexPath),\n"
        case 731: "\"\\(stage): no swipe actions at \\(indexPath)\")\n"
        case 732: "let action = try #require(\n"
        case 733: "configuration.actions.dropFirst("
        case 734: "swipeIndex"
        case 735: ").first,\n"
        case 736: "eventDescription"
        case 737: "action.handler(action, screen.controller.tableView) { _ in }\n"
        case 738: "isSwipe"
        case 739: "#expect(\n"
        case 740: "screen.recorder.sent == ["
        case 741: "expectedExpression"
        case 742: "],\n"
        case 743: "\"\\(stage): "
        case 744: " at \\(indexPath) must reach \\(row.id) only\")\n"
        case 745: "checks"
        case 746: "@Test(\"The controller is released when the app lets go of it\")\n"
        case 747: "func controllerIsReleased() throws {\n"
        case 748: "weak var released: "
        case 749: "do {\n"
        case 750: "released = screen.controller\n"
        case 751: "screen.close()\n"
        case 752: "#expect(released == nil, \"the controller is still alive: a cell, a closure or a task retains it\")\n"
        case 753: "releaseCheck"
        case 754: "extension "
        case 755: "/// Row `n` of the `"
        case 756: "` rows, at `version`: its ID depends on `n` alone.\n"
        case 757: "static func "
        case 758: "functionName"
        case 759: "(_ n: Int, version: Int) -> "
        case 760: "valueExpression"
        case 761: "builtSamples"
        case 762: "/// The rows listgen cannot build for these tests. Implement it in an extension of `"
        case 763: "` in your\n"
        case 764: "/// test target; a missing function is a compile error here.\n"
        case 765: "samplesProtocol"
        case 766: "` rows at `version` (listgen cannot build one: "
        case 767: "missingFields"
        default: ""
        }
    }

    private static func string6(_ index: Int) -> String {
        switch index {
        case 768: "). Its ID\n"
        case 769: "/// must depend on `n` alone and differ for every `n`; another `version` must give another value.\n"
        case 770: "askedSamples"
        case 771: " {}\n"
        case 772: "/// A section of the "
        case 773: " screen: the rows whose `"
        case 774: "field"
        case 775: "` "
        case 776: "groupingDescription"
        case 777: ", in the\n"
        case 778: "/// controller's calendar. Its identity is its value, so a row whose `"
        case 779: "` changes moves to\n"
        case 780: "/// another section (a diffable list animates the move). Sections are "
        case 781: "orderDescription"
        case 782: "sectionType"
        case 783: "/// The value its rows share"
        case 784: " (the start of the calendar unit of their `"
        case 785: "`)"
        case 786: "formatsDate"
        case 787: "let value: "
        case 788: "valueType"
        case 789: "/// The section of `row`, grouped in `calendar`.\n"
        case 790: "init(of row: "
        case 791: ", in calendar: Calendar) {\n"
        case 792: " =\n"
        case 793: "switch row {\n"
        case 794: "pattern"
        case 795: "cases"
        case 796: "hasMultipleCellKinds"
        case 797: "let value = "
        case 798: "self.value = "
        case 799: "groupingExpression"
        case 800: "/// The section's header title"
        case 801: ": \"Today\" or \"Yesterday\" as of `now`, else the\n"
        case 802: "/// date"
        case 803: "titlesRelativeDay"
        case 804: ": the `"
        case 805: "` of its first row, `firstRow`"
        case 806: "titleField"
        case 807: ": its value"
        case 808: "titlesValue"
        case 809: ". Worked out each time the list shows it.\n"
        case 810: "func title(firstRow: "
        case 811: ", now: Date, calendar: Calendar) -> String {\n"
        case 812: "if calendar.isDate(value, inSameDayAs: now) { return "
        case 813: "todayExpression"
        case 814: "if let yesterday = calendar.date(byAdding: .day, value: -1, to: now),\n"
        case 815: "calendar.isDate(value, inSameDayAs: yesterday)\n"
        case 816: "{\n"
        case 817: "return "
        case 818: "yesterdayExpression"
        case 819: "valueTitleExpression"
        case 820: "switch firstRow {\n"
        case 821: "titleExpression"
        case 822: "/// `date` as a header shows it, in `calendar`'s time zone and locale.\n"
        case 823: "static func formatted(_ date: Date, in calendar: Calendar) -> String {\n"
        case 824: "let formatter = DateFormatter()\n"
        case 825: "formatter.calendar = calendar\n"
        case 826: "formatter.timeZone = calendar.timeZone\n"
        case 827: "formatter.locale = calendar.locale ?? Locale.current\n"
        case 828: "dateFormatSetup"
        case 829: "return formatter.string(from: date)\n"
        case 830: "/// Whether the section shows its header with `rowCount` rows shown: a section is there only while it\n"
        case 831: "/// has rows, but during a search it may show none, and then no header.\n"
        case 832: "func showsHeaderAndFooter(withRowCount rowCount: Int) -> Bool {\n"
        case 833: "rowCount > 0\n"
        case 834: "/// Where the row store's sections come from: each row's own section in `calendar`, "
        case 835: "static func fromRows(in calendar: Calendar) -> ListRowStore<"
        case 836: ">.Sections {\n"
        case 837: ".fromRows(sectionOf: { "
        case 838: "(of: $0, in: calendar) }, areInIncreasingOrder: "
        case 839: "orderExpression"
        case 840: "dataSections"
        case 841: "/// The sections of the "
        case 842: " screen, in display order.\n"
        case 843: ": Int, CaseIterable, Hashable, Sendable {\n"
        case 844: "sections"
        case 845: "/// The section's header title, if it has one.\n"
        case 846: "var title: String? {\n"
        case 847: "hasSectionTitles"
        case 848: "nil\n"
        case 849: "/// The section's footer text, if it has one.\n"
        case 850: "var footer: String? {\n"
        case 851: "footerExpression"
        case 852: "hasSectionFooters"
        case 853: "/// Whether the section's header is a view that the controller's `onSectionHeader` configures.\n"
        case 854: "var hasHeaderView: Bool {\n"
        case 855: "true"
        case 856: "hasHeaderView"
        case 857: "false"
        case 858: "hasHeaderViews"
        case 859: "/// Whether the section's footer is a view that the controller's `onSectionFooter` configures.\n"
        case 860: "var hasFooterView: Bool {\n"
        case 861: "hasFooterView"
        case 862: "hasFooterViews"
        case 863: "/// Whether the section's header view offers a toggle that hides and shows its rows (`collapsible`).\n"
        case 864: "var isCollapsible: Bool {\n"
        case 865: "isCollapsible"
        case 866: "hasCollapsibleSections"
        case 867: "sectionViews"
        case 868: "/// Whether the section shows its header and footer when it has `rowCount` rows: a section with no\n"
        case 869: "/// rows shows neither, unless the spec says `showWhenEmpty`.\n"
        case 870: "showsTitlesExpression"
        case 871: "hasSectionsShownWhenEmpty"
        case 872: "hasSectionTitlesOrFooters"
        case 873: " screen's user-visible texts, looked up in the strings table "
        case 874: "tableLiteral"
        case 875: "/// (`listgen strings` prints it in English). Each is looked up on every read, in the current language.\n"
        case 876: "stringsType"
        case 877: "docValue"
        case 878: "static var "
        case 879: "memberName"
        case 880: ": String {\n"
        case 881: "String(\n"
        case 882: "localized: "
        case 883: "keyLiteral"
        case 884: "defaultValue: "
        case 885: "valueLiteral"
        case 886: "table: "
        case 887: "bundle: .module,\n"
        case 888: "usesModuleBundle"
        case 889: "comment: "
        case 890: "commentLiteral"
        case 891: "texts"
        case 892: "localization"
        case 893: "// MARK: - Anchors\n\n"
        case 894: "/// Where a popover or action sheet shown for the row at `indexPath` points, worked out when the tap,\n"
        case 895: "/// swipe action, menu item or accessibility action acts (after any reuse or move), never captured\n"
        default: ""
        }
    }

    private static func string7(_ index: Int) -> String {
        switch index {
        case 896: "/// earlier: the view `control` finds in the cell that shows that row now (an event's button), while\n"
        case 897: "/// it is in that cell and not hidden; else that cell; else the list itself when the row has no cell\n"
        case 898: "/// on screen.\n"
        case 899: "private func anchor(forRowAt indexPath: IndexPath, control: (UIView) -> UIView? = { _ in nil }) -> ListAnchor {\n"
        case 900: "guard let cell = "
        case 901: "listViewName"
        case 902: "."
        case 903: "cellLookupMethod"
        case 904: "(at: indexPath) else {\n"
        case 905: "return ListAnchor(sourceView: "
        case 906: "if let control = control(cell), control.isDescendant(of: cell), !control.isHidden {\n"
        case 907: "return ListAnchor(sourceView: control)\n"
        case 908: "return ListAnchor(sourceView: cell)\n"
        case 909: "/// Where a popover or action sheet for the "
        case 910: " event of the row at `indexPath` points:\n"
        case 911: "/// the "
        case 912: " button of the cell that shows the row when it acts, else as `anchor(forRowAt:)`.\n"
        case 913: "methodName"
        case 914: "(forRowAt indexPath: IndexPath) -> ListAnchor {\n"
        case 915: "anchor(forRowAt: indexPath) { "
        case 916: "($0 as? "
        case 917: ")?."
        case 918: " ?? "
        case 919: "buttonAnchor"
        case 920: "needsAnchors"
        case 921: "private func makeCell(\n"
        case 922: "for row: "
        case 923: ", at indexPath: IndexPath, in tableView: UITableView\n"
        case 924: ") -> UITableViewCell {\n"
        case 925: "let cell = "
        case 926: ".dequeue(from: tableView, for: indexPath)\n"
        case 927: "cell.configure(with: row, at: indexPath)\n"
        case 928: "cell.loadImage(with: imageLoader)\n"
        case 929: "loadsImage"
        case 930: "connect(cell, to: row)\n"
        case 931: "hasHooks"
        case 932: "return cell\n"
        case 933: "singleCell"
        case 934: "):\n"
        case 935: "cell.configure(with: "
        case 936: ", at: indexPath)\n"
        case 937: "connect(cell, to: "
        case 938: "isTable"
        case 939: "/// Created with the controller, before any cell is requested: UIKit raises when a registration\n"
        case 940: "/// is created inside a cell provider or `collectionView(_:cellForItemAt:)`.\n"
        case 941: "registrationName"
        case 942: " = UICollectionView.CellRegistration<"
        case 943: "> {\n"
        case 944: "cell, indexPath, "
        case 945: " in\n"
        case 946: "// The control a person drags the row by, shown while the list is editing (`editing.reorder`).\n"
        case 947: "if !cell.accessories.contains(where: { $0.accessoryType == .reorder }) {\n"
        case 948: "cell.accessories.append(.reorder())\n"
        case 949: "canReorder"
        case 950: "// The selection circle of edit mode, shown while the list is editing (`editing.multiSelect`).\n"
        case 951: "if !cell.accessories.contains(where: { $0.accessoryType == .multiselect }) {\n"
        case 952: "cell.accessories.append(.multiselect())\n"
        case 953: "showsMultiselectAccessory"
        case 954: "/// Created with the controller, like the cell registrations.\n"
        case 955: " = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(\n"
        case 956: "elementKind: "
        case 957: "elementKind"
        case 958: ") { "
        case 959: "viewName"
        case 960: ", _, indexPath in\n"
        case 961: "// The list cell's default configuration is styled for where it appears: here, "
        case 962: "place"
        case 963: ".defaultContentConfiguration()\n"
        case 964: "(rawValue: indexPath.section)?."
        case 965: "sectionProperty"
        case 966: ".contentConfiguration = content\n"
        case 967: "/// Created when first used, after the controller: its section's title comes from the controller.\n"
        case 968: "private lazy var "
        case 969: ") { [weak self] "
        case 970: "content.text = self?.title(ofSectionAt: indexPath.section)\n"
        case 971: "supplementaries"
        case 972: ", at indexPath: IndexPath, in collectionView: UICollectionView\n"
        case 973: ") -> UICollectionViewCell {\n"
        case 974: "let cell = collectionView.dequeueConfiguredReusableCell(\n"
        case 975: "using: "
        case 976: ", for: indexPath, item: row)\n"
        case 977: "showDeleteControl(on: cell, for: row)\n"
        case 978: "hasDeleteControl"
        case 979: ", for: indexPath, item: "
        case 980: "isCollection"
        case 981: "/// Connects the buttons of `cell`, which shows `"
        case 982: "`, to this controller.\n"
        case 983: "private func connect(_ cell: "
        case 984: ", to "
        case 985: "cell.delegate = self\n"
        case 986: "// Capture the row's stable ID, never the index path: the row is found again at tap time.\n"
        case 987: "// A cell off the list (waiting for reuse, its hooks not yet cleared) does nothing.\n"
        case 988: "let id: "
        case 989: "rowIDType"
        case 990: "rowIDExpression"
        case 991: " = { [weak self, weak cell] isOn in\n"
        case 992: " = { [weak self, weak cell] in\n"
        case 993: "guard let self, let cell, self."
        case 994: ".indexPath(for: cell) != nil,\n"
        case 995: "let indexPath = self.indexPath(forRowID: id)\n"
        case 996: "else { return }\n"
        case 997: "(to: isOn, at: indexPath)\n"
        case 998: "(at: indexPath)\n"
        case 999: "// MARK: - Confirmation\n\n"
        case 1000: "/// Asks before acting: presents an alert"
        case 1001: " or an action sheet"
        case 1002: "hasActionSheets"
        case 1003: " from this\n"
        case 1004: "/// controller with a cancel button and a confirming one. `onConfirm` runs only when the user\n"
        case 1005: "/// confirms, after it is dismissed; it must look its row up again by ID (the list may have changed\n"
        case 1006: "/// while it was up).\n"
        case 1007: "/// With `asks` false (`confirm.when`, read from the row at the tap) it acts at once, without asking.\n"
        case 1008: "hasConditions"
        case 1009: "/// With an `anchor` it is an action sheet pointing at it (`confirm.style: actionSheet`): on iPad a\n"
        case 1010: "/// popover, which UIKit refuses to show unanchored.\n"
        case 1011: "(\n"
        case 1012: "title: String, message: String?, button: String, style: UIAlertAction.Style,\n"
        case 1013: "asks: Bool = true,\n"
        case 1014: "onConfirm: @escaping () -> Void\n"
        case 1015: "anchor: ListAnchor? = nil, onConfirm: @escaping () -> Void\n"
        case 1016: "guard asks else {\n"
        case 1017: "onConfirm()\n"
        case 1018: "return\n"
        case 1019: "let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)\n"
        case 1020: "let alert = UIAlertController(\n"
        case 1021: "title: title, message: message, preferredStyle: anchor == nil ? .alert : .actionSheet)\n"
        case 1022: "anchor?.point(alert)\n"
        case 1023: "alert.addAction(UIAlertAction(title: "
        default: ""
        }
    }

    private static func string8(_ index: Int) -> String {
        switch index {
        case 1024: "cancelTitleLiteral"
        case 1025: ", style: .cancel))\n"
        case 1026: "alert.addAction(UIAlertAction(title: button, style: style) { _ in onConfirm() })\n"
        case 1027: "present(alert, animated: true)\n"
        case 1028: "confirmation"
        case 1029: "// Resolve the row now: the cell may have moved since it was configured.\n"
        case 1030: "guard let indexPath = "
        case 1031: ".indexPath(for: cell) else { return }\n"
        case 1032: ": UITableViewDataSource {\n"
        case 1033: "func numberOfSections(in tableView: UITableView) -> Int {\n"
        case 1034: "store.sectionCount\n"
        case 1035: "func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {\n"
        case 1036: "store.rowCount(inSection: section)\n"
        case 1037: "func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n"
        case 1038: "makeCell(for: store.rowForCell(at: indexPath), at: indexPath, in: tableView)\n"
        case 1039: "func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {\n"
        case 1040: "true\n"
        case 1041: "/// The table moved the row on screen: the store takes the move without moving it again.\n"
        case 1042: "func tableView(\n"
        case 1043: "_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath\n"
        case 1044: "rowMovedByPerson(at: sourceIndexPath, to: destinationIndexPath)\n"
        case 1045: "/// A person confirmed a row's delete control: the event fires for the row there now.\n"
        case 1046: "_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath\n"
        case 1047: "guard editingStyle == .delete else { return }\n"
        case 1048: "deleteControlCommitted(at: indexPath)\n"
        case 1049: "canDelete"
        case 1050: "func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {\n"
        case 1051: "titledSection(at: section)?.title\n"
        case 1052: "title(ofSectionAt: section)\n"
        case 1053: "func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {\n"
        case 1054: "titledSection(at: section)?.footer\n"
        case 1055: "/// The section index now, from the store (`indexTitles: true`).\n"
        case 1056: "func sectionIndexTitles(for tableView: UITableView) -> [String]? {\n"
        case 1057: "store.sectionIndexTitles\n"
        case 1058: "/// The section an index title names now, from the store.\n"
        case 1059: "_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int\n"
        case 1060: ") -> Int {\n"
        case 1061: "store.section(forIndexTitle: title, at: index)\n"
        case 1062: "indexTitles"
        case 1063: ": UICollectionViewDataSource {\n"
        case 1064: "func numberOfSections(in collectionView: UICollectionView) -> Int {\n"
        case 1065: "func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {\n"
        case 1066: "func collectionView(\n"
        case 1067: "_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath\n"
        case 1068: "makeCell(for: store.rowForCell(at: indexPath), at: indexPath, in: collectionView)\n"
        case 1069: "func indexTitles(for collectionView: UICollectionView) -> [String]? {\n"
        case 1070: "/// Where an index title jumps now (its whole section), from the store.\n"
        case 1071: "_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int\n"
        case 1072: ") -> IndexPath {\n"
        case 1073: "store.indexPath(forIndexTitle: title, at: index)\n"
        case 1074: "func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {\n"
        case 1075: "/// The collection view moved the item on screen: the store takes the move without moving it again.\n"
        case 1076: "_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath\n"
        case 1077: "_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath\n"
        case 1078: ") -> UICollectionReusableView {\n"
        case 1079: "switch kind {\n"
        case 1080: "caseLabel"
        case 1081: "dequeueExpression"
        case 1082: "providedSupplementaries"
        case 1083: "hasSeveralSupplementaries"
        case 1084: "hasSupplementaries"
        case 1085: "isClassic"
        case 1086: ": UITableViewDelegate {\n"
        case 1087: "// The editing style of each row. Rows are not selectable: no cell kind has `select`.\n"
        case 1088: "ViewController-editing-delegate"
        case 1089: "declaresTableDelegate"
        case 1090: "/// In edit mode, a row shows the delete control when it offers `"
        case 1091: "deleteEvent"
        case 1092: "` now\n"
        case 1093: "/// (`editing.delete`: its cell kind has the event, visible and enabled for the row), else none. Out of edit mode a row's swipe actions need the `.delete` style, and\n"
        case 1094: "/// In edit mode, no row shows a delete control (`editing` has no `delete`). Out of edit mode a row's swipe actions need the `.delete` style, and\n"
        case 1095: "/// their configurations are never nil, so UIKit adds no Delete swipe of its own.\n"
        case 1096: "_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath\n"
        case 1097: ") -> UITableViewCell.EditingStyle {\n"
        case 1098: "// The mode the controller set: a person swiping a row open sets the table's `isEditing` too.\n"
        case 1099: "guard store.isInEditMode else { return "
        case 1100: "editingStyleOutsideEditMode"
        case 1101: "return hasDeleteControl(at: indexPath) ? .delete : .none\n"
        case 1102: "return .none\n"
        case 1103: "declaresEditingStyle"
        case 1104: "// MARK: - Editing\n\n"
        case 1105: "/// Puts the list into editing mode with the controller, and takes it out again: what\n"
        case 1106: "/// `editButtonItem` calls (place it in the navigation item or a toolbar from `onViewDidLoad`).\n"
        case 1107: "override func setEditing(_ editing: Bool, animated: Bool) {\n"
        case 1108: "super.setEditing(editing, animated: animated)\n"
        case 1109: "listEditingStatement"
        case 1110: "// The store keeps the mode: the list's own flag is also set while a person swipes a row open.\n"
        case 1111: "// The rows selected for the batch actions: none when edit mode begins, and none after it.\n"
        case 1112: "store.editingChanged(editing)\n"
        case 1113: "/// Called after a person dragged a row to a new place in editing mode, once the row store has moved\n"
        case 1114: "/// it (so `row(at:)`, the buttons, swipe actions and menus already act on it there): with the\n"
        case 1115: "/// controller, the moved row, the index path it came from and the one it is at now. Apply the same\n"
        case 1116: "/// move to the app's own model here; the list needs nothing more.\n"
        case 1117: "var onMoveRow: (("
        case 1118: ", _ row: "
        case 1119: ", _ from: IndexPath, _ to: IndexPath) -> Void)?\n\n"
        case 1120: "/// A person's move, already on screen: the store takes it without moving the row again, then the\n"
        case 1121: "/// app hears of it.\n"
        case 1122: "private func rowMovedByPerson(at source: IndexPath, to destination: IndexPath) {\n"
        case 1123: "guard let move = store.takeMoveMadeOnScreen(at: source, to: destination) else { return }\n"
        case 1124: "onMoveRow?(self, move.row, move.source, move.destination)\n"
        case 1125: "/// A person confirmed the delete control of the row at `indexPath` (`editing.delete`): UIKit names\n"
        case 1126: "/// where the row is when the person confirms, never where it was when the control was shown, and\n"
        case 1127: "/// `"
        case 1128: "` fires as from its other placements, when the row still offers it then (a row whose\n"
        case 1129: "/// event was hidden or disabled meanwhile does nothing). The app deletes the row\n"
        case 1130: "/// (`deleteRow(withID:)`), through the row store.\n"
        case 1131: "private func deleteControlCommitted(at indexPath: IndexPath) {\n"
        case 1132: "guard let row = row(at: indexPath), "
        case 1133: "deleteTestMethod"
        case 1134: "(for: row) else { return }\n"
        case 1135: "deleteMethod"
        case 1136: "/// Whether the row at `indexPath` shows a delete control in edit mode: it offers `"
        case 1137: "` now,\n"
        case 1138: "/// read from the row each time UIKit asks.\n"
        case 1139: "private func hasDeleteControl(at indexPath: IndexPath) -> Bool {\n"
        case 1140: "guard let row = row(at: indexPath) else { return false }\n"
        case 1141: "(for: row)\n"
        case 1142: "/// Gives `cell` the delete control a person taps in edit mode (`editing.delete`) when `row` offers\n"
        case 1143: "` now, replacing the one it had for the row it showed before (a row that does not\n"
        case 1144: "/// offer it gets none). The control keeps the row's stable ID, finds the row when it is tapped,\n"
        case 1145: "/// wherever it is then, and fires `"
        case 1146: "` as from its other placements when the row still\n"
        case 1147: "/// offers it. The app deletes the row (`deleteRow(withID:)`), through the row store.\n"
        case 1148: "private func showDeleteControl(on cell: UICollectionViewListCell, for row: "
        case 1149: "cell.accessories.removeAll { $0.accessoryType == .delete }\n"
        case 1150: "guard "
        case 1151: "let id = row.id\n"
        default: ""
        }
    }

    private static func string9(_ index: Int) -> String {
        switch index {
        case 1152: "cell.accessories.append(\n"
        case 1153: ".delete(actionHandler: { [weak self] in\n"
        case 1154: "guard let self, let indexPath = self.indexPath(forRowID: id), let row = self.row(at: indexPath),\n"
        case 1155: "}))\n"
        case 1156: "/// Whether `row` offers `"
        case 1157: "event"
        case 1158: "` now: its cell kind has the event, and the event's `visible` and\n"
        case 1159: "/// `enabled` hold for the row as it is. Asked each time an edit-mode control acts on a row.\n"
        case 1160: "(for row: "
        case 1161: ") -> Bool {\n"
        case 1162: "singleCase"
        case 1163: "): "
        case 1164: "bindsModel"
        case 1165: "rowEventTests"
        case 1166: "// MARK: - Batch actions\n"
        case 1167: "// `editing.multiSelect`: in edit mode several rows can be selected, kept by ID in the row store\n"
        case 1168: "// (`ListRowStore`, `// MARK: - Selection`); each toolbar button performs its event on them.\n\n"
        case 1169: "/// The batch buttons, in the spec's order, which `toolbarItems` holds (shown by a navigation\n"
        case 1170: "/// controller whose toolbar is visible; place them elsewhere from `onViewDidLoad`). Each is enabled\n"
        case 1171: "/// while a row selected in edit mode offers its event (visible and enabled for the row).\n"
        case 1172: "private(set) lazy var batchButtons: [UIBarButtonItem] = [\n"
        case 1173: "batchButton(title: "
        case 1174: ", image: "
        case 1175: "$0."
        case 1176: "},\n"
        case 1177: "]\n\n"
        case 1178: "/// Whether the row at `indexPath` can be selected in edit mode: its cell kind has one of the events\n"
        case 1179: "/// of `editing.multiSelect`.\n"
        case 1180: "private func isBatchSelectableRow(at indexPath: IndexPath) -> Bool {\n"
        case 1181: "row(at: indexPath) != nil\n"
        case 1182: "allRowsSelectable"
        case 1183: "switch row(at: indexPath) {\n"
        case 1184: "?: "
        case 1185: "isSelectableLiteral"
        case 1186: "case nil: false\n"
        case 1187: "/// A batch button: a tap calls `perform` with this controller.\n"
        case 1188: "private func batchButton(\n"
        case 1189: "title: String, image: UIImage?, perform: @escaping ("
        case 1190: ") -> Void\n"
        case 1191: ") -> UIBarButtonItem {\n"
        case 1192: "UIBarButtonItem(\n"
        case 1193: "title: title, image: image,\n"
        case 1194: "primaryAction: UIAction(title: title, image: image) { [weak self] _ in\n"
        case 1195: "if let self { perform(self) }\n"
        case 1196: "/// Enables each batch button while a row selected in edit mode offers its event now, and disables it\n"
        case 1197: "/// otherwise: called after every change of the selection and of the rows.\n"
        case 1198: "private func updateBatchButtons() {\n"
        case 1199: "let rows = store.batchSelectedRows\n"
        case 1200: "batchButtons["
        case 1201: "index"
        case 1202: "].isEnabled = rows.contains { "
        case 1203: "testMethod"
        case 1204: "(for: $0) }\n"
        case 1205: " batch button: "
        case 1206: "asks first, then "
        case 1207: "confirm"
        case 1208: "performs `."
        case 1209: "` with the rows\n"
        case 1210: "/// selected then that offer `"
        case 1211: "` then, looked up by ID when it fires, in list order; then edit\n"
        case 1212: "/// mode ends.\n"
        case 1213: "title: "
        case 1214: ", message: "
        case 1215: "messageLiteral"
        case 1216: "button: "
        case 1217: "buttonLiteral"
        case 1218: ", style: ."
        case 1219: "buttonStyle"
        case 1220: "anchorArgument"
        case 1221: ") { [weak self] in\n"
        case 1222: "guard let self else { return }\n"
        case 1223: "self.performBatchAction(offeredBy: { self."
        case 1224: "(for: $0) }) { ."
        case 1225: "($0) }\n"
        case 1226: "performBatchAction(offeredBy: { "
        case 1227: "/// Performs the action `action` makes of the rows selected in edit mode that `offers` the event now,\n"
        case 1228: "/// looked up by ID and tested now, in list order (a row deleted meanwhile is not among them, and a\n"
        case 1229: "/// row whose event is hidden or disabled now is left out); then ends edit mode, which deselects the\n"
        case 1230: "/// rows left out too. Nothing, and edit mode goes on, when no selected row offers the event.\n"
        case 1231: "private func performBatchAction(\n"
        case 1232: "offeredBy offers: ("
        case 1233: ") -> Bool, _ action: (["
        case 1234: "]) -> "
        case 1235: "let rows = store.batchSelectedRows.filter(offers)\n"
        case 1236: "guard !rows.isEmpty else {\n"
        case 1237: "updateBatchButtons()\n"
        case 1238: "actionHandler?."
        case 1239: "(self, perform: action(rows))\n"
        case 1240: "setEditing(false, animated: true)\n"
        case 1241: "isUsed"
        case 1242: "pagingConformance"
        case 1243: "func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {\n"
        case 1244: "store.loadNextPageIfNear(indexPath, distance: "
        case 1245: "pageDistance"
        case 1246: "_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath\n"
        case 1247: "hasPaging"
        case 1248: ".backgroundView = "
        case 1249: "backgroundViewName"
        case 1250: "updateEmptyState()\n"
        case 1251: "hasEmptyState"
        case 1252: "// Pull to refresh, offered only while `onRefresh` is set.\n"
        case 1253: "updateRefreshControl()\n"
        case 1254: "hasRefresh"
        case 1255: "// Paging: the delegate learns when "
        case 1256: "pageTrigger"
        case 1257: " comes into view.\n"
        case 1258: ".delegate = self\n"
        case 1259: "setsDelegateForPaging"
        case 1260: "// The paging footer shows the row store's paging lifecycle.\n"
        case 1261: "store.onPageFooterChange = { [weak self] footer in self?.showPageFooter(footer) }\n"
        case 1262: "showPageFooter(store.pageFooter)\n"
        case 1263: "hasPageFooter"
        case 1264: "// MARK: - Empty state, refresh and paging\n"
        case 1265: "/// Shown as the list's `backgroundView` while the list has no rows, hidden before the first\n"
        case 1266: "/// `setRows` (so it does not flash while they load) and once rows arrive (every change of the rows\n"
        case 1267: "/// updates it). A list content view, so it follows Dynamic Type and the system's\n"
        case 1268: "/// colors. Replace its `configuration` in `onViewDidLoad` to change it.\n"
        case 1269: "let emptyStateView: UIListContentView = {\n"
        case 1270: "var content = UIListContentConfiguration.cell()\n"
        case 1271: "secondaryTextExpression"
        case 1272: "content.textProperties.alignment = .center\n"
        case 1273: "content.secondaryTextProperties.alignment = .center\n"
        case 1274: "return UIListContentView(configuration: content)\n"
        case 1275: "}()\n\n"
        case 1276: "/// Shown as the list's `backgroundView`, in place of the empty state, while a search finds no row\n"
        case 1277: "/// (the list has rows, but none matches). Replace its `configuration` in `onViewDidLoad` to change it.\n"
        case 1278: "let noResultsView: UIListContentView = {\n"
        case 1279: "noResults"
        default: ""
        }
    }

    private static func string10(_ index: Int) -> String {
        switch index {
        case 1280: "/// The empty state's button, under its text: "
        case 1281: "it follows the route `"
        case 1282: "`"
        case 1283: "routeName"
        case 1284: "it performs `."
        case 1285: "` through `actionHandler`"
        case 1286: "private(set) lazy var emptyStateButton: UIButton = {\n"
        case 1287: "var configuration = UIButton.Configuration.filled()\n"
        case 1288: "configuration.title = "
        case 1289: "return UIButton(\n"
        case 1290: "configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.emptyStateButtonTapped() })\n"
        case 1291: "/// The empty state with its button, as the list's background view, which UIKit sizes to the whole\n"
        case 1292: "/// list: the text's view above the button, in a stack centred in it by Auto Layout at the height they\n"
        case 1293: "/// need (the stack itself as the background would stretch the text's view to the list's height).\n"
        case 1294: "private lazy var emptyStateBackground: UIView = {\n"
        case 1295: "let stack = UIStackView(arrangedSubviews: [emptyStateView, emptyStateButton])\n"
        case 1296: "stack.axis = .vertical\n"
        case 1297: "stack.alignment = .center\n"
        case 1298: "stack.spacing = 8\n"
        case 1299: "stack.translatesAutoresizingMaskIntoConstraints = false\n"
        case 1300: "let background = UIView()\n"
        case 1301: "background.addSubview(stack)\n"
        case 1302: "let margins = background.layoutMarginsGuide\n"
        case 1303: "stack.centerYAnchor.constraint(equalTo: background.centerYAnchor),\n"
        case 1304: "stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),\n"
        case 1305: "stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),\n"
        case 1306: "stack.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),\n"
        case 1307: "stack.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),\n"
        case 1308: "return background\n"
        case 1309: "private func emptyStateButtonTapped() {\n"
        case 1310: "router.navigate(to: "
        case 1311: ", from: self)\n"
        case 1312: "routeExpression"
        case 1313: "(self, perform: ."
        case 1314: "/// Shows the empty state while the list has no rows, once its first rows were set (`setRows`): it\n"
        case 1315: "/// stays hidden while they load, and hides once rows arrive.\n"
        case 1316: "private func updateEmptyState() {\n"
        case 1317: "emptyStateHiddenExpression"
        case 1318: "noResultsView.isHidden = !store.showsNoResults\n"
        case 1319: ".backgroundView = store.showsNoResults ? noResultsView : "
        case 1320: "/// Pull to refresh: called when the user pulls the list down. Replace the rows (`setRows`, or the\n"
        case 1321: "/// mutation API) and return when done: the spinner stops when this returns, so a refresh cannot be\n"
        case 1322: "/// left spinning or ended twice. Pulls while it runs are ignored. The controller is passed in: use\n"
        case 1323: "/// it instead of capturing the controller, which would be a retain cycle. The list offers pull to\n"
        case 1324: "/// refresh (has a `UIRefreshControl`) only while this is set: setting it adds the control, setting\n"
        case 1325: "/// it to nil removes it.\n"
        case 1326: "var onRefresh: (@MainActor ("
        case 1327: ") async -> Void)? {\n"
        case 1328: "didSet { updateRefreshControl() }\n"
        case 1329: "/// Gives the list a refresh control while `onRefresh` is set, and none without: a pull with nothing\n"
        case 1330: "/// to run would show a spinner that ends at once, possibly while the finger is still down.\n"
        case 1331: "private func updateRefreshControl() {\n"
        case 1332: "guard isViewLoaded else { return }\n"
        case 1333: "if onRefresh == nil {\n"
        case 1334: ".refreshControl = nil\n"
        case 1335: "} else if "
        case 1336: ".refreshControl == nil {\n"
        case 1337: "let refreshControl = UIRefreshControl()\n"
        case 1338: "refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)\n"
        case 1339: ".refreshControl = refreshControl\n"
        case 1340: "/// Runs `onRefresh` for a pull (unless a refresh runs), then ends the refresh control's spinner.\n"
        case 1341: "private func refresh() {\n"
        case 1342: "store.refresh { [weak self] in\n"
        case 1343: "guard let self, let onRefresh = self.onRefresh else { return }\n"
        case 1344: "await onRefresh(self)\n"
        case 1345: "} then: { [weak self] in\n"
        case 1346: "self?."
        case 1347: ".refreshControl?.endRefreshing()\n"
        case 1348: "/// Load more: called once when "
        case 1349: " comes into view, not again while the page loads.\n"
        case 1350: "/// Return the next page's rows by section: they are appended at the ends of their sections in one\n"
        case 1351: "/// update of the list (`append(contentsOf:)`); a row whose ID is already in the list goes to\n"
        case 1352: "/// `onDuplicateRows`.\n"
        case 1353: "pagesBySection"
        case 1354: "/// Return the next page's rows: each is appended at the end of its own section (a section new to\n"
        case 1355: "/// the list is created) in one update of the list (`append(contentsOf:)`); a row whose ID is\n"
        case 1356: "/// already in the list goes to `onDuplicateRows`.\n"
        case 1357: "/// Once the page is in, when "
        case 1358: " comes into view (at once, when the list is shorter\n"
        case 1359: "/// than the screen), the next page is asked for. Return no rows after the last page: paging stops until `setRows`\n"
        case 1360: "/// replaces the rows. Throw when the page failed: `onLoadNextPageFailed` gets the error, and this\n"
        case 1361: "/// hook is called again the next time "
        case 1362: " comes into view. A page belongs to the list\n"
        case 1363: "/// it was asked for: when `setRows` replaces the rows while it loads, its task is cancelled and\n"
        case 1364: "/// whatever it returns or throws is dropped. The controller is passed in: use it instead of\n"
        case 1365: "/// capturing the controller, which would be a retain cycle.\n"
        case 1366: "var onLoadNextPage: (@MainActor ("
        case 1367: ") async throws -> "
        case 1368: "pageType"
        case 1369: ")? {\n"
        case 1370: "didSet {\n"
        case 1371: "guard let load = onLoadNextPage else { return store.loadNextPage = nil }\n"
        case 1372: "store.loadNextPage = { [weak self] in\n"
        case 1373: "guard let self else { return ."
        case 1374: "pageCase"
        case 1375: "emptyPageLiteral"
        case 1376: ") }\n"
        case 1377: "return ."
        case 1378: "(try await load(self))\n"
        case 1379: "/// Called with the error `onLoadNextPage` threw, on the main actor, so that the app can say the\n"
        case 1380: "/// page failed (its rows stay as they were; the page is asked for again the next time\n"
        case 1381: " comes into view). Not called for a page dropped because `setRows` replaced the\n"
        case 1382: "/// rows.\n"
        case 1383: "var onLoadNextPageFailed: (@MainActor ("
        case 1384: ", any Error) -> Void)? {\n"
        case 1385: "guard let report = onLoadNextPageFailed else { return store.onPageFailed = nil }\n"
        case 1386: "store.onPageFailed = { [weak self] error in\n"
        case 1387: "if let self { report(self, error) }\n"
        case 1388: "/// The paging footer's spinner: it turns while a page loads, and hides when stopped.\n"
        case 1389: "let pageFooterSpinner = UIActivityIndicatorView(style: .medium)\n\n"
        case 1390: "/// The paging footer's retry button, shown after a page failed: it asks for that page again, once.\n"
        case 1391: "private(set) lazy var pageFooterRetryButton: UIButton = {\n"
        case 1392: "var configuration = UIButton.Configuration.plain()\n"
        case 1393: "pageFooterRetryTitleExpression"
        case 1394: "configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.store.retryPage() })\n"
        case 1395: "/// The paging footer after the last row: the spinner while a page loads, the retry button after it\n"
        case 1396: "/// failed, hidden otherwise (the row store's `pageFooter`, the one rule of every variant).\n"
        case 1397: "private(set) lazy var pageFooterView: UIStackView = {\n"
        case 1398: "let stack = UIStackView(arrangedSubviews: [pageFooterSpinner, pageFooterRetryButton])\n"
        case 1399: "// A table footer view keeps the height of its frame.\n"
        case 1400: "stack.frame.size.height = 44\n"
        case 1401: "return stack\n"
        case 1402: "/// Shows the row store's paging footer.\n"
        case 1403: "private func showPageFooter(_ footer: ListPageFooter) {\n"
        case 1404: "if footer == .loading {\n"
        case 1405: "pageFooterSpinner.startAnimating()\n"
        case 1406: "pageFooterSpinner.stopAnimating()\n"
        case 1407: "pageFooterRetryButton.isHidden = footer != .failed\n"
        default: ""
        }
    }

    private static func string11(_ index: Int) -> String {
        switch index {
        case 1408: "pageFooterView.isHidden = footer == .hidden\n"
        case 1409: "tableView.tableFooterView = footer == .hidden ? nil : pageFooterView\n"
        case 1410: "/// The collection list's page footer: a boundary supplementary item of the whole layout, after\n"
        case 1411: "/// every section (so that no row's index path changes), holding `pageFooterView`.\n"
        case 1412: "private let pageFooterRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(\n"
        case 1413: "elementKind: ListPageFooter.elementKind\n"
        case 1414: ") { _, _, _ in }\n\n"
        case 1415: "private func dequeuePageFooter(\n"
        case 1416: "in collectionView: UICollectionView, at indexPath: IndexPath\n"
        case 1417: "let view = collectionView.dequeueConfiguredReusableSupplementary(using: pageFooterRegistration, for: indexPath)\n"
        case 1418: "guard pageFooterView.superview !== view else { return view }\n"
        case 1419: "pageFooterView.translatesAutoresizingMaskIntoConstraints = false\n"
        case 1420: "view.addSubview(pageFooterView)\n"
        case 1421: "pageFooterView.topAnchor.constraint(equalTo: view.topAnchor),\n"
        case 1422: "pageFooterView.bottomAnchor.constraint(equalTo: view.bottomAnchor),\n"
        case 1423: "pageFooterView.leadingAnchor.constraint(equalTo: view.leadingAnchor),\n"
        case 1424: "pageFooterView.trailingAnchor.constraint(equalTo: view.trailingAnchor),\n"
        case 1425: "return view\n"
        case 1426: "// Made now, before the list asks for a view: UIKit refuses a registration made in that request.\n"
        case 1427: "_ = "
        case 1428: "let dataSource = DataSource("
        case 1429: ", indexPath, id in\n"
        case 1430: "// The snapshot comes from the store, and the data source lives no longer than the\n"
        case 1431: "// controller: a missing row is a bug in this generated code, not something the app's data\n"
        case 1432: "// can cause. Stop with a clear message rather than return nil, which UIKit rejects with a\n"
        case 1433: "// vaguer exception.\n"
        case 1434: "guard let self, let row = self.store.row(withID: id) else {\n"
        case 1435: "preconditionFailure(\""
        case 1436: ": no row for ID \\(id) at \\(indexPath)\")\n"
        case 1437: "return self.makeCell(for: row, at: indexPath, in: "
        case 1438: "copiesRegistration"
        case 1439: "dataSource.supplementaryViewProvider = { "
        case 1440: "supplementaryProviderCaptures"
        case 1441: "collectionView, "
        case 1442: "supplementaryKindParameter"
        case 1443: ", indexPath in\n"
        case 1444: "providerDequeueExpression"
        case 1445: "dataSource.onCommitDelete = { [weak self] indexPath in\n"
        case 1446: "self?.deleteControlCommitted(at: indexPath)\n"
        case 1447: "// Rows can be dragged by their reorder accessory: a diffable data source lets none move without\n"
        case 1448: "// `canReorderItem`.\n"
        case 1449: "dataSource.reorderingHandlers.canReorderItem = { _ in true }\n"
        case 1450: "dataSource.onMoveRow = { [weak self] source, destination in\n"
        case 1451: "self?.rowMovedByPerson(at: source, to: destination)\n"
        case 1452: "self.dataSource = dataSource\n"
        case 1453: "dataSource.sectionTitle = { [weak self] in self?.title(ofSectionAt: $0) }\n"
        case 1454: "// The section index, from the store each time UIKit asks.\n"
        case 1455: "dataSource.indexTitles = { [weak self] in self?.store.sectionIndexTitles }\n"
        case 1456: "dataSource.sectionForIndexTitle = { [weak self] title, index in\n"
        case 1457: "self?.store.section(forIndexTitle: title, at: index) ?? 0\n"
        case 1458: "dataSource.indexPathForIndexTitle = { [weak self] title, index in\n"
        case 1459: "self?.store.indexPath(forIndexTitle: title, at: index) ?? IndexPath(index: 0)\n"
        case 1460: "dataSource.applySnapshotUsingReloadData(store.snapshot)\n"
        case 1461: "store.display = .diffable("
        case 1462: ") { snapshot, animated in\n"
        case 1463: "dataSource.apply(snapshot, animatingDifferences: animated)\n"
        case 1464: "isDiffable"
        case 1465: ".dataSource = self\n"
        case 1466: ".reloadData()\n"
        case 1467: "store.display = .table("
        case 1468: "store.display = .collection("
        case 1469: "// MARK: - Persistent selection\n"
        case 1470: "// `selection: { persistent: true }`: the row store (`ListRowStore`, `// MARK: - Selection`) keeps the\n"
        case 1471: "// selected row by its ID and shows it selected where it is after every change of the rows.\n\n"
        case 1472: "/// The ID of the selected row, nil when no row is selected.\n"
        case 1473: "var selectedRowID: "
        case 1474: "? {\n"
        case 1475: "store.selectedRowID\n"
        case 1476: "/// Called when the selected row changes: a tap on another row, `selectRow(withID:)`, or the\n"
        case 1477: "/// deletion of the selected row (nil). A tap on the selected row changes nothing here.\n"
        case 1478: "var onSelectionChange: (("
        case 1479: "?) -> Void)? {\n"
        case 1480: "didSet { store.selection.onChange = { [weak self] id in self?.onSelectionChange?(id) } }\n"
        case 1481: "/// Selects the row with `id` (nil: none), without animation and without firing its `select`, as\n"
        case 1482: "/// when a split view restores the detail it shows. An ID not in the list selects nothing.\n"
        case 1483: "func selectRow(withID id: "
        case 1484: "?) {\n"
        case 1485: "store.selectRow(withID: id)\n"
        case 1486: "/// Swipe actions and context menus find their row by its stable ID when they act (`ListRowActions`).\n"
        case 1487: ": ListRowLocating {}\n"
        case 1488: "// Swipe actions and context menus. Rows are not selectable: no cell kind has `select`.\n"
        case 1489: "ViewController-placement-delegate"
        case 1490: ": UICollectionViewDelegate {\n"
        case 1491: "// Context menus. Rows are not selectable: no cell kind has `select`.\n"
        case 1492: "declaresDelegateConformance"
        case 1493: "placements"
        case 1494: "_ tableView: UITableView, "
        case 1495: "tableDelegateLabel"
        case 1496: " indexPath: IndexPath\n"
        case 1497: ") -> UISwipeActionsConfiguration? {\n"
        case 1498: "method"
        case 1499: "(forRowAt: indexPath)\n"
        case 1500: "swipeEdges"
        case 1501: "_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint\n"
        case 1502: ") -> UIContextMenuConfiguration? {\n"
        case 1503: "_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,\n"
        case 1504: "animator: any UIContextMenuInteractionCommitAnimating\n"
        case 1505: "commitMenuPreview(configuration, animator: animator)\n"
        case 1506: "menu"
        case 1507: "/// iOS 15 asks this method; iOS 16 and later ask the one below (so it is deprecated, as in UIKit).\n"
        case 1508: "@available(iOS, introduced: 13.0, deprecated: 16.0)\n"
        case 1509: "_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint\n"
        case 1510: "/// A menu for one item; none for several (a multiple selection) or none (empty space).\n"
        case 1511: "@available(iOS 16.0, *)\n"
        case 1512: "_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint\n"
        case 1513: "guard indexPaths.count == 1 else { return nil }\n"
        case 1514: "(forRowAt: indexPaths[0])\n"
        case 1515: "_ collectionView: UICollectionView,\n"
        case 1516: "willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,\n"
        case 1517: "ListRowActions.menuItem(\n"
        case 1518: "in: self, rowID: id,\n"
        case 1519: "group: "
        case 1520: "menuGroupLiteral"
        case 1521: ", submenu: "
        case 1522: "submenuTitleLiteral"
        case 1523: "hasMenuStructure"
        case 1524: "menuTitleLiteral"
        case 1525: "systemImage: "
        case 1526: ", isDestructive: "
        case 1527: "isDestructiveLiteral"
        case 1528: "isVisible: "
        case 1529: "isVisibleExpression"
        case 1530: ", isEnabled: "
        case 1531: "isEnabledExpression"
        case 1532: "perform: { $0."
        case 1533: "(at: $1) })"
        case 1534: "isMenu"
        case 1535: "ListRowActions.swipeAction(\n"
        default: ""
        }
    }

    private static func string12(_ index: Int) -> String {
        switch index {
        case 1536: "swipeTitleLiteral"
        case 1537: ", accessibilityLabel: "
        case 1538: "swipeStyle"
        case 1539: "backgroundColor: "
        case 1540: "backgroundColorExpression"
        case 1541: "hasSwipeColors"
        case 1542: "guard let "
        case 1543: " = row(at: indexPath) else { return "
        case 1544: "emptyResult"
        case 1545: "let id = "
        case 1546: "let fullSwipe = "
        case 1547: "fullSwipeLiteral"
        case 1548: "setsFullSwipe"
        case 1549: "let actions: ["
        case 1550: "?] = [\n"
        case 1551: "ViewController-placement-item"
        case 1552: "items"
        case 1553: "guard let row = row(at: indexPath) else { return "
        case 1554: "?]\n"
        case 1555: "let fullSwipe: Bool\n"
        case 1556: "fullSwipe = "
        case 1557: "actions = [\n"
        case 1558: "hasItems"
        case 1559: "actions = []\n"
        case 1560: "// MARK: - Swipe actions and context menus\n"
        case 1561: "// Every placement of an event calls the same `didTap<Event>(at:)` as its button. Each action\n"
        case 1562: "// captures its row's stable ID, never the index path it was made for, and finds the row again\n"
        case 1563: "// when it fires: rows may move or go while a row is swiped open or its menu is shown.\n"
        case 1564: "edge"
        case 1565: " swipe actions of the row now at `indexPath`: its events placed `"
        case 1566: "placementWord"
        case 1567: "`\n"
        case 1568: "/// that are visible and enabled now.\n"
        case 1569: "(forRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration {\n"
        case 1570: "ViewController-placement-items"
        case 1571: "return UISwipeActionsConfiguration(actions: actions.compactMap { $0 })\n"
        case 1572: "// The cell kind's `fullSwipe`: whether a full swipe performs the first action.\n"
        case 1573: "let configuration = UISwipeActionsConfiguration(actions: actions.compactMap { $0 })\n"
        case 1574: "configuration.performsFirstActionWithFullSwipe = fullSwipe\n"
        case 1575: "return configuration\n"
        case 1576: "/// No event is placed `"
        case 1577: "`: an empty configuration for every row, so that UIKit\n"
        case 1578: "/// offers no default "
        case 1579: " swipe actions either (a table's editable rows would get Delete).\n"
        case 1580: "UISwipeActionsConfiguration(actions: [])\n"
        case 1581: "/// Called when a row's context menu opens, with the row found by its stable ID at that moment:\n"
        case 1582: "/// the view controller UIKit shows as the menu's preview, or nil for UIKit's own (the row's cell).\n"
        case 1583: "/// The row is the one under the menu now, wherever it moved and whatever `update` changed since\n"
        case 1584: "/// its cell was configured; none is asked for a row deleted meanwhile. The controller is passed in:\n"
        case 1585: "/// use it instead of capturing the controller, which would be a retain cycle.\n"
        case 1586: "var onContextMenuPreview: (("
        case 1587: ") -> UIViewController?)?\n\n"
        case 1588: "/// Called when the user taps a row's context-menu preview (commits it), once the menu is gone:\n"
        case 1589: "/// with the row found by the menu's stable ID then, and the preview view controller shown (nil\n"
        case 1590: "/// when UIKit previewed the cell), e.g. to push it. The row is the one that is there now, wherever\n"
        case 1591: "/// it moved and whatever `update` changed since the menu opened; a row deleted meanwhile gets no\n"
        case 1592: "/// call. Without the hook, tapping the preview only closes the menu.\n"
        case 1593: "var onCommitContextMenuPreview: (("
        case 1594: ", UIViewController?) -> Void)?\n\n"
        case 1595: "/// The context menu of the row now at `indexPath`: its events placed `menu` that are visible now,\n"
        case 1596: "/// a disabled one shown disabled; nil (no menu) when there is none. The configuration's identifier\n"
        case 1597: "/// is the row's stable ID, and a chosen item finds its row by it: a row deleted meanwhile does nothing.\n"
        case 1598: "(forRowAt indexPath: IndexPath) -> UIContextMenuConfiguration? {\n"
        case 1599: "return ListRowActions.menu(in: self, rowID: id, items: actions, preview: onContextMenuPreview)\n"
        case 1600: "/// The user tapped the preview of the menu with `configuration`: without `onCommitContextMenuPreview`,\n"
        case 1601: "/// the preview just goes; else, once the commit's animations end, the row found by the menu's\n"
        case 1602: "/// stable ID is handed to the hook with the preview (`ListRowActions.commitMenuPreview`).\n"
        case 1603: "func commitMenuPreview(\n"
        case 1604: "_ configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating\n"
        case 1605: "ListRowActions.commitMenuPreview(\n"
        case 1606: "in: self, configuration, animator: animator, commit: onCommitContextMenuPreview)\n"
        case 1607: "// MARK: - Rows\n"
        case 1608: "// Change rows only through these methods: each one updates the data and the list together, so\n"
        case 1609: "// rows, cells and identities stay in step. They forward to `ListRowStore` (ListRowStore.swift),\n"
        case 1610: "// whose rules every screen and variant shares: row IDs are unique (later duplicates go to\n"
        case 1611: "// `onDuplicateRows`), an index past the end of a section appends to it, an index path that names\n"
        case 1612: "// no place changes nothing, and changes are animated only while the list is in a window.\n"
        case 1613: "/// Replaces every row.\n"
        case 1614: "func setRows(_ rows: ["
        case 1615: "]) {\n"
        case 1616: "setRows([."
        case 1617: "firstSectionCase"
        case 1618: ": rows])\n"
        case 1619: "isSingleSection"
        case 1620: "/// Replaces every row. Each row goes to the section of its `"
        case 1621: "` (sections "
        case 1622: ");\n"
        case 1623: "/// the sections are reloaded, so that their titles are read again. A page still loading belongs to\n"
        case 1624: "/// the old rows and is dropped.\n"
        case 1625: "/// Replaces every row; a section missing from `rows` becomes empty. A page still loading belongs\n"
        case 1626: "/// to the old rows and is dropped.\n"
        case 1627: "func setRows(_ rows: "
        case 1628: "rowAPI"
        case 1629: "setRowsType"
        case 1630: "store.setRows(rows)\n"
        case 1631: "/// The sections there now, in display order: each is there while it has rows.\n"
        case 1632: "var sections: ["
        case 1633: "] {\n"
        case 1634: "store.sectionIdentifiers\n"
        case 1635: "/// The section at `index` now, or nil when there is none.\n"
        case 1636: "func section(at index: Int) -> "
        case 1637: "store.section(at: index)\n"
        case 1638: "/// The rows of `section`, in display order"
        case 1639: " (none when it is not there)"
        case 1640: "func rows(in section: "
        case 1641: ") -> ["
        case 1642: "store.rows(in: section)\n"
        case 1643: "/// The row at `indexPath` now, or nil when there is none.\n"
        case 1644: "func row(at indexPath: IndexPath) -> "
        case 1645: "store.row(at: indexPath)\n"
        case 1646: "/// Where the row with `id` is now, or nil when it is not in the list.\n"
        case 1647: "func indexPath(forRowID id: "
        case 1648: ") -> IndexPath? {\n"
        case 1649: "store.indexPath(forRowID: id)\n"
        case 1650: "/// Inserts `row` into the section of its `"
        case 1651: "`: at `indexPath.row` when `indexPath.section`\n"
        case 1652: "/// is that section (or past its end: at the end), else at the end of that section, which is\n"
        case 1653: "/// created when it is not there yet. Nothing happens when `indexPath.row` is negative. A row whose\n"
        case 1654: "/// ID is already in the list goes to `onDuplicateRows`.\n"
        case 1655: "/// Inserts `row` so that it ends up at `indexPath`, or at the end of the section when\n"
        case 1656: "/// `indexPath` is past it; nothing happens when `indexPath` names no place. A row whose ID is\n"
        case 1657: "func insert(_ row: "
        case 1658: "store.insert(row, at: indexPath)\n"
        case 1659: "/// Appends `row` at the end of the section of its `"
        case 1660: "` (created when it is not there yet). A\n"
        case 1661: "/// row whose ID is already in the list goes to `onDuplicateRows`.\n"
        case 1662: "/// Appends `row` at the end of `section`. A row whose ID is already in the list goes to\n"
        case 1663: "func append(_ row: "
        default: ""
        }
    }

    private static func string13(_ index: Int) -> String {
        switch index {
        case 1664: "sectionParameter"
        case 1665: "store.append(contentsOf: "
        case 1666: "appendedRowBatch"
        case 1667: "/// Appends `rows`, in order, each at the end of the section of its `"
        case 1668: "`, all in one update of\n"
        case 1669: "/// the list. A row whose ID is already in the list, or earlier in `rows`, goes to `onDuplicateRows`.\n"
        case 1670: "/// Appends `rows` at the end of `section`, in order, in one update of the list. A row whose ID is\n"
        case 1671: "/// already in the list, or earlier in `rows`, goes to `onDuplicateRows`.\n"
        case 1672: "func append(contentsOf rows: ["
        case 1673: "]"
        case 1674: "appendedRowsBatch"
        case 1675: "/// Appends each section's rows at the end of that section, all in one update of the list (one\n"
        case 1676: "/// animation and one layout pass, however many rows and sections). A row whose ID is already in the\n"
        case 1677: "/// list, or earlier in the batch (sections taken in `"
        case 1678: ".allCases` order), goes to\n"
        case 1679: "/// `onDuplicateRows` once the other rows are in.\n"
        case 1680: ": ["
        case 1681: "]]) {\n"
        case 1682: "store.append(contentsOf: rows)\n"
        case 1683: "/// Deletes the row at `indexPath`, if there is one"
        case 1684: ", and its section with it when it was the last"
        case 1685: "func deleteRow(at indexPath: IndexPath) {\n"
        case 1686: "store.deleteRow(at: indexPath)\n"
        case 1687: "/// Deletes the row with `id`, if it is in the list"
        case 1688: "func deleteRow(withID id: "
        case 1689: "store.deleteRow(withID: id)\n"
        case 1690: "/// Moves the row at `source` so that it ends up at `destination` within its own section, or at the\n"
        case 1691: "/// end of the section when `destination` is past it. Nothing happens when there is no row at\n"
        case 1692: "/// `source`, or when `destination` is in another section (a row's section is its `"
        case 1693: "`'s).\n"
        case 1694: "/// Moves the row at `source` so that it ends up at `destination`, in the same or another section,\n"
        case 1695: "/// or at the end of that section when `destination` is past it. Nothing happens when there is no\n"
        case 1696: "/// row at `source`, or when `destination` names no place.\n"
        case 1697: "func moveRow(at source: IndexPath, to destination: IndexPath) {\n"
        case 1698: "store.moveRow(at: source, to: destination)\n"
        case 1699: "/// Moves the row with `id` as `moveRow(at:to:)` moves the row where it is (in the full list, during\n"
        case 1700: "/// a search too); nothing happens when no row has `id`.\n"
        case 1701: "func moveRow(withID id: "
        case 1702: ", to destination: IndexPath) {\n"
        case 1703: "store.moveRow(withID: id, to: destination)\n"
        case 1704: "/// Replaces the row that has `row`'s ID and redraws its cell in place; when its `"
        case 1705: "` puts it\n"
        case 1706: "/// in another section, it moves to the end of that section (created when it is not there yet, and\n"
        case 1707: "/// its old section goes when it empties).\n"
        case 1708: "/// Replaces the row that has `row`'s ID and redraws its cell in place (no reuse, no animation).\n"
        case 1709: "func update(_ row: "
        case 1710: "store.update(row)\n"
        case 1711: ": UISearchResultsUpdating {\n"
        case 1712: "/// The search bar's text or scope changed, or a search began or ended: the list shows the rows the\n"
        case 1713: "/// search finds (every row once it ends), and `onSearch` learns the new query.\n"
        case 1714: "func updateSearchResults(for searchController: UISearchController) {\n"
        case 1715: "let bar = searchController.searchBar\n"
        case 1716: "let query =\n"
        case 1717: "searchController.isActive\n"
        case 1718: "? ListSearchQuery(text: bar.text ?? \"\", scopeIndex: bar.selectedScopeButtonIndex) : nil\n"
        case 1719: "guard query != store.searchQuery else { return }\n"
        case 1720: "store.search(query)\n"
        case 1721: "onSearch?(query)\n"
        case 1722: "search"
        case 1723: "// MARK: - Search\n"
        case 1724: "// The row store keeps every row; a search only changes which ones the list shows, so the mutation\n"
        case 1725: "// API above keeps working on the full list during a search, and a row inserted or updated meanwhile\n"
        case 1726: "// shows in the results when it matches. During a search, index paths that name a row the list shows\n"
        case 1727: "// (`row(at:)`, `indexPath(forRowID:)`, `deleteRow(at:)`, the taps) are where the list shows it;\n"
        case 1728: "// `insert(_:at:)`, `moveRow(at:to:)` and `rows(in:)` address the full list. Ending the search shows\n"
        case 1729: "// every row again, rows added during it included.\n\n"
        case 1730: "/// The search bar, in the navigation bar (`navigationItem.searchController`); this controller is its\n"
        case 1731: "/// results updater. Configure its look freely in `onViewDidLoad`.\n"
        case 1732: "let searchController = UISearchController(searchResultsController: nil)\n\n"
        case 1733: "/// Whether a row matches a search: by default ``matchesSearch(_:_:)``, the spec's rule. Set your own\n"
        case 1734: "/// (a search that is active runs again with it).\n"
        case 1735: "var searchPredicate: @MainActor ("
        case 1736: ", ListSearchQuery) -> Bool {\n"
        case 1737: "get { store.searchPredicate }\n"
        case 1738: "set { store.searchPredicate = newValue }\n"
        case 1739: "/// Called with each new query while a search is active, and with nil when the search ends: for a\n"
        case 1740: "/// search the app runs itself (a server search). Hand its results back with\n"
        case 1741: "/// `showSearchResults(withIDs:)`; until then the list shows the rows `searchPredicate` matches.\n"
        case 1742: "var onSearch: ((ListSearchQuery?) -> Void)?\n\n"
        case 1743: "/// The search shown now, or nil when no search is active.\n"
        case 1744: "var searchQuery: ListSearchQuery? { store.searchQuery }\n\n"
        case 1745: "/// Shows, while a search is active, the rows with these IDs (the app's own results, in the list's\n"
        case 1746: "/// order) until the search ends or new results come; nil lets `searchPredicate` decide again.\n"
        case 1747: "/// Results that arrive after the search ended are dropped.\n"
        case 1748: "func showSearchResults(withIDs ids: ["
        case 1749: ".ID]?) {\n"
        case 1750: "store.showSearchResults(withIDs: ids)\n"
        case 1751: "/// The spec's rule: the row is in the selected scope, and one of its fields contains the query's text,\n"
        case 1752: "/// ignoring case and diacritics. The fields: "
        case 1753: "fieldList"
        case 1754: "nonisolated static func matchesSearch(_ row: "
        case 1755: ", _ query: ListSearchQuery) -> Bool {\n"
        case 1756: "let isInScope: Bool\n"
        case 1757: "switch query.scopeIndex {\n"
        case 1758: ": isInScope = "
        case 1759: "conditionExpression"
        case 1760: "filteringScopes"
        case 1761: "default: isInScope = true\n"
        case 1762: "return isInScope && ("
        case 1763: "textMatchExpression"
        case 1764: "hasFilteringScopes"
        case 1765: "/// Puts the search bar in the navigation bar, with the spec's placeholder and scopes.\n"
        case 1766: "private func setUpSearch() {\n"
        case 1767: "searchController.searchResultsUpdater = self\n"
        case 1768: "searchController.obscuresBackgroundDuringPresentation = false\n"
        case 1769: "searchController.searchBar.placeholder = "
        case 1770: "searchController.searchBar.scopeButtonTitles = "
        case 1771: "scopeTitlesExpression"
        case 1772: "navigationItem.searchController = searchController\n"
        case 1773: "tableDelegateConformance"
        case 1774: "role"
        case 1775: " view of a section with `"
        case 1776: "View: true` while it shows its "
        case 1777: "; nil for\n"
        case 1778: "/// the others, which show their text, if any.\n"
        case 1779: "func tableView(_ tableView: UITableView, "
        case 1780: " index: Int) -> UIView? {\n"
        case 1781: "guard let section = titledSection(at: index), section."
        case 1782: "sectionFlag"
        case 1783: "let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "
        case 1784: "else { return nil }\n"
        case 1785: "configureMethod"
        case 1786: "(view, for: section)\n"
        case 1787: "views"
        case 1788: "// MARK: - Section header and footer views\n"
        case 1789: "/// Called with the "
        case 1790: " view of each section that has `"
        case 1791: "View: true`, and the section, each time\n"
        default: ""
        }
    }

    private static func string14(_ index: Int) -> String {
        switch index {
        case 1792: "/// the list shows it, and again after rows changed (so that a count it shows stays right). The view\n"
        case 1793: "/// comes showing the section's text, if any; listgen registers, dequeues and reuses it, so a view\n"
        case 1794: "/// comes back for another section: set everything the hook shows each time, and let a button's action\n"
        case 1795: "/// use the section it is given now (a `UIAction` with a fixed `identifier` replaces the previous one).\n"
        case 1796: "/// The controller is passed in: use it instead of capturing the controller, which would be a retain\n"
        case 1797: "/// cycle.\n"
        case 1798: "hookName"
        case 1799: ": (("
        case 1800: ") -> Void)? {\n"
        case 1801: "didSet { updateSectionViews() }\n"
        case 1802: "/// Shows `section` in `view`, its "
        case 1803: " view: the view's default content with the section's text,\n"
        case 1804: "/// then whatever `"
        case 1805: "` sets.\n"
        case 1806: "(_ view: "
        case 1807: ", for section: "
        case 1808: "var content = view.defaultContentConfiguration()\n"
        case 1809: "view.contentConfiguration = content\n"
        case 1810: "view.contentConfiguration = view.defaultContentConfiguration()\n"
        case 1811: "showCollapseToggle(in: view.contentView, for: section)\n"
        case 1812: "isHeader"
        case 1813: "?(self, view, section)\n"
        case 1814: " of the section at `indexPath`, from `"
        case 1815: "`, shown through\n"
        case 1816: "(_:for:)` when that section has a "
        case 1817: " view.\n"
        case 1818: "dequeueMethod"
        case 1819: ") -> "
        case 1820: "let view = collectionView.dequeueConfiguredReusableSupplementary(using: "
        case 1821: ", for: indexPath)\n"
        case 1822: "if let section = "
        case 1823: "(rawValue: indexPath.section), section."
        case 1824: "// MARK: - Collapsible sections\n\n"
        case 1825: "/// Whether `section` is collapsed: its header shows, its rows do not. They stay in the list, and\n"
        case 1826: "/// every change made to them meanwhile shows when it expands.\n"
        case 1827: "func isSectionCollapsed(_ section: "
        case 1828: "store.isCollapsed(section)\n"
        case 1829: "/// Collapses `section` (the list stops showing its rows) or expands it (the list shows them as they\n"
        case 1830: "/// are now), animated in a window; its header's toggle shows the new state. A section without\n"
        case 1831: "/// `collapsible` is always expanded: nothing changes for it. The rows stay in the list meanwhile,\n"
        case 1832: "/// with their IDs, the selected row and the rows selected for batch actions: a collapsed section's\n"
        case 1833: "/// rows cannot be tapped, and a selected one shows selected again when the section expands.\n"
        case 1834: "func setSection(_ section: "
        case 1835: ", collapsed: Bool) {\n"
        case 1836: "guard section.isCollapsible else { return }\n"
        case 1837: "store.setSection(section, collapsed: collapsed)\n"
        case 1838: "/// Expands `section` when it is collapsed, else collapses it: what its header's toggle does.\n"
        case 1839: "func toggleSection(_ section: "
        case 1840: "setSection(section, collapsed: !isSectionCollapsed(section))\n"
        case 1841: "/// The `accessibilityIdentifier` of the toggle button in a collapsible section's header view (and the\n"
        case 1842: "/// identifier of its `UIAction`).\n"
        case 1843: "nonisolated static let collapseToggleIdentifier = \"listgen.collapseToggle\"\n\n"
        case 1844: "/// Shows the toggle of `section` in a header view's `contentView`: one button per view, kept across\n"
        case 1845: "/// reuse (found by its identifier), hidden for a section that is not collapsible; its chevron (forward,\n"
        case 1846: "/// which mirrors in right-to-left layouts, while collapsed; down while expanded) and its accessibility\n"
        case 1847: "/// value say the section's state now, and its action, replaced each time, toggles the section shown now.\n"
        case 1848: "/// Auto Layout places it at the content view's trailing margin, centred vertically, at its own size.\n"
        case 1849: "private func showCollapseToggle(in contentView: UIView, for section: "
        case 1850: "let toggle =\n"
        case 1851: "contentView.subviews.lazy.compactMap { $0 as? UIButton }\n"
        case 1852: ".first { $0.accessibilityIdentifier == Self.collapseToggleIdentifier }\n"
        case 1853: "?? {\n"
        case 1854: "let button = UIButton(configuration: .plain())\n"
        case 1855: "button.accessibilityIdentifier = Self.collapseToggleIdentifier\n"
        case 1856: "button.translatesAutoresizingMaskIntoConstraints = false\n"
        case 1857: "contentView.addSubview(button)\n"
        case 1858: "button.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),\n"
        case 1859: "button.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),\n"
        case 1860: "return button\n"
        case 1861: "toggle.isHidden = !section.isCollapsible\n"
        case 1862: "let collapsed = isSectionCollapsed(section)\n"
        case 1863: "toggle.configuration?.image = UIImage(systemName: collapsed ? \"chevron.forward\" : \"chevron.down\")\n"
        case 1864: "toggle.accessibilityLabel = section.title\n"
        case 1865: "toggle.accessibilityValue =\n"
        case 1866: "collapsed\n"
        case 1867: "? "
        case 1868: "collapsedValueLiteral"
        case 1869: "expandedValueLiteral"
        case 1870: "toggle.addAction(\n"
        case 1871: "UIAction(identifier: UIAction.Identifier(Self.collapseToggleIdentifier)) { [weak self] _ in\n"
        case 1872: "self?.toggleSection(section)\n"
        case 1873: "}, for: .primaryActionTriggered)\n"
        case 1874: "/// Hands the header and footer views on screen to their hooks again: a list keeps a section's views\n"
        case 1875: "/// while only its rows change.\n"
        case 1876: "private func updateSectionViews() {\n"
        case 1877: "for section in "
        case 1878: ".allCases {\n"
        case 1879: "if section."
        case 1880: "let view = "
        case 1881: "visibleViewExpression"
        case 1882: "func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {\n"
        case 1883: "selectableCheckMethod"
        case 1884: "/// Asked for every selection, also one made without touch (a hardware keyboard, focus), which\n"
        case 1885: "/// highlighting never sees: a row that cannot be selected is refused here too.\n"
        case 1886: "func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {\n"
        case 1887: "(at: indexPath) ? indexPath : nil\n"
        case 1888: "func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {\n"
        case 1889: "// Checked again: a selection made some other way than through the delegate is undone.\n"
        case 1890: "tableView.deselectRow(at: indexPath, animated: false)\n"
        case 1891: "store.showSelection()\n"
        case 1892: "persistent"
        case 1893: "// In edit mode a tap selects the row for the batch actions and never follows its `select`.\n"
        case 1894: "if store.isBatchSelecting {\n"
        case 1895: "store.batchSelectRow(at: indexPath)\n"
        case 1896: "selectMethod"
        case 1897: "/// In edit mode a tap on a selected row deselects it: it leaves the batch selection.\n"
        case 1898: "func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {\n"
        case 1899: "if store.isBatchSelecting { store.batchDeselectRow(at: indexPath) }\n"
        case 1900: "_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath\n"
        case 1901: "/// highlighting never sees: an item that cannot be selected is refused here too.\n"
        case 1902: "_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath\n"
        case 1903: "func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {\n"
        case 1904: "collectionView.deselectItem(at: indexPath, animated: false)\n"
        case 1905: "func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {\n"
        case 1906: "selection"
        case 1907: "// Asks first: the selection stays where it was until the user confirms; the row is looked up\n"
        case 1908: "// again, by ID, then.\n"
        case 1909: "// Asks first: the row is deselected now and looked up again, by ID, when the user confirms.\n"
        case 1910: "deselectMethod"
        case 1911: "(at: indexPath, animated: true)\n"
        case 1912: "asksArgument"
        case 1913: "guard let self, let indexPath = self.indexPath(forRowID: id), "
        case 1914: "rowLookup"
        case 1915: "// Still offered? It may have been disabled or hidden while the alert was up.\n"
        case 1916: "stillOfferedExpression"
        case 1917: " else { return }\n"
        case 1918: "self.store.selectRow(withID: id)\n"
        case 1919: "self.router.navigate(to: "
        default: ""
        }
    }

    private static func string15(_ index: Int) -> String {
        switch index {
        case 1920: ", from: self"
        case 1921: "navigateAnchorArgument"
        case 1922: "hasRoute"
        case 1923: "self.actionHandler?."
        case 1924: "))\n"
        case 1925: "// Kept selected, by ID, before it acts: the app reads `selectedRowID` as this row.\n"
        case 1926: "store.selectRow(withID: "
        case 1927: "presents"
        case 1928: "if navigationController == nil {\n"
        case 1929: "// Shown modally: no appearance callback comes back to deselect the row.\n"
        case 1930: "// MARK: - Row taps\n\n"
        case 1931: "/// Handles a tap on the row now at `indexPath`. The row is looked up now, from the current data.\n"
        case 1932: "/// The row becomes the selected row and stays selected (`selection: { persistent: true }`): the row\n"
        case 1933: "/// store keeps it by ID. A tap on the selected row acts again (a split view shows its detail again).\n"
        case 1934: "/// A row that asks first stays unselected until the person confirms; the selection is kept meanwhile.\n"
        case 1935: "/// A row that navigates stays selected while its destination is shown and is deselected when\n"
        case 1936: "/// navigation returns (`viewWillAppear(_:)`); any other tap deselects it at once.\n"
        case 1937: "(at indexPath: IndexPath) {\n"
        case 1938: "rowGuard"
        case 1939: "ViewController-selection-tap"
        case 1940: "isSelectable"
        case 1941: "// Not selectable (no `select` in the spec); the delegate refuses the selection.\n"
        case 1942: "(at: indexPath, animated: false)\n"
        case 1943: "guard let row = row(at: indexPath) else { return }\n"
        case 1944: "tapBinding"
        case 1945: "/// Whether the row at `indexPath` can be selected: its cell kind has a row tap (and the row's\n"
        case 1946: "/// `enabled` field, when the spec names one, is true).\n"
        case 1947: "func isSelectableRow(at indexPath: IndexPath) -> Bool {\n"
        case 1948: "false\n"
        case 1949: " = row(at: indexPath) else { return false }\n"
        case 1950: ")?: "
        case 1951: "/// Whether a person can select the row at `indexPath` now: in edit mode for the batch actions (its\n"
        case 1952: "/// cell kind has one of their events), else for its `select`.\n"
        case 1953: "private func canSelectRow(at indexPath: IndexPath) -> Bool {\n"
        case 1954: "store.isBatchSelecting ? isBatchSelectableRow(at: indexPath) : isSelectableRow(at: indexPath)\n"
        case 1955: "override func viewWillAppear(_ animated: Bool) {\n"
        case 1956: "super.viewWillAppear(animated)\n"
        case 1957: "// The selection stays when the screen reappears (UITableViewController would clear it unless\n"
        case 1958: "// `clearsSelectionOnViewWillAppear` is false): the selected row is shown selected where it is now.\n"
        case 1959: "// In edit mode the rows selected for the batch actions stay selected.\n"
        case 1960: "if isEditing {\n"
        case 1961: "// Navigation returned: clear the row its tap left selected, as UITableViewController does.\n"
        case 1962: "for indexPath in "
        case 1963: "selectedIndexPathsProperty"
        case 1964: " ?? [] {\n"
        case 1965: "(at: indexPath, animated: animated)\n"
        case 1966: "ViewController-persistent-selection"
        case 1967: "/// A diffable data source that also provides what the list asks beyond its cells.\n"
        case 1968: "private final class DataSource: "
        case 1969: "diffableDataSourceType"
        case 1970: "<"
        case 1971: "/// The section index's titles now, from the controller's row store (`indexTitles: true`).\n"
        case 1972: "var indexTitles: () -> [String]? = { nil }\n"
        case 1973: "/// Where an index title jumps (its whole section), from the controller's row store.\n"
        case 1974: "var indexPathForIndexTitle: (String, Int) -> IndexPath = { _, _ in IndexPath(index: 0) }\n\n"
        case 1975: "override func indexTitles(for collectionView: UICollectionView) -> [String]? {\n"
        case 1976: "indexTitles()\n"
        case 1977: "override func collectionView(\n"
        case 1978: "indexPathForIndexTitle(title, index)\n"
        case 1979: "/// Gets each move a person made (`editing.reorder`), once the snapshot took it.\n"
        case 1980: "var onMoveRow: ((IndexPath, IndexPath) -> Void)?\n\n"
        case 1981: "/// The collection view moved the row on screen; super makes the snapshot match (and calls the\n"
        case 1982: "/// reordering handlers), then the controller's store takes the move, from where the row was to\n"
        case 1983: "/// where it is. Not from the reorder transaction: its difference is of the items of all sections\n"
        case 1984: "/// in one order, and is empty for a drag across a section boundary that keeps that order.\n"
        case 1985: "_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,\n"
        case 1986: "to destinationIndexPath: IndexPath\n"
        case 1987: "super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)\n"
        case 1988: "onMoveRow?(sourceIndexPath, destinationIndexPath)\n"
        case 1989: "/// The title of the section at an index now (the controller's `title(ofSectionAt:)`).\n"
        case 1990: "var sectionTitle: (Int) -> String? = { _ in nil }\n\n"
        case 1991: "override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {\n"
        case 1992: "sectionTitle(section)\n"
        case 1993: "override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {\n"
        case 1994: "/// The section at `index` when it shows its header and footer now (a section with no rows shows\n"
        case 1995: "/// neither, unless `showWhenEmpty`), else nil.\n"
        case 1996: "private func titledSection(at index: Int) -> "
        case 1997: "guard let section = sectionIdentifier(for: index),\n"
        case 1998: "section.showsHeaderAndFooter(withRowCount: snapshot().numberOfItems(inSection: section))\n"
        case 1999: "return section\n"
        case 2000: "/// Rows are editable so that UIKit offers their swipe actions (it offers them only on rows the\n"
        case 2001: "/// data source can edit, and a diffable data source says no by default). Nothing else is\n"
        case 2002: "/// edited: the list never enters editing mode and no row is committed.\n"
        case 2003: "override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {\n"
        case 2004: "/// Rows are editable, so that UIKit offers their swipe actions and, in edit mode, the delete\n"
        case 2005: "/// control (a diffable data source says no by default). The delegate's editing style says which\n"
        case 2006: "/// rows show the control.\n"
        case 2007: "/// Gets each delete a person confirmed (`editing.delete`), with where the row is now.\n"
        case 2008: "var onCommitDelete: ((IndexPath) -> Void)?\n\n"
        case 2009: "/// A person confirmed a row's delete control: the controller fires the event for the row there now.\n"
        case 2010: "override func tableView(\n"
        case 2011: "onCommitDelete?(indexPath)\n"
        case 2012: "makesRowsEditable"
        case 2013: "/// Rows can be dragged in editing mode.\n"
        case 2014: "override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {\n"
        case 2015: "/// The table moved the row on screen; super makes the snapshot match, then the controller's\n"
        case 2016: "/// store takes the move.\n"
        case 2017: "super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)\n"
        case 2018: "/// The section an index title jumps to, from the controller's row store.\n"
        case 2019: "var sectionForIndexTitle: (String, Int) -> Int = { _, _ in 0 }\n\n"
        case 2020: "override func sectionIndexTitles(for tableView: UITableView) -> [String]? {\n"
        case 2021: "sectionForIndexTitle(title, index)\n"
        case 2022: "needsDataSourceSubclass"
        case 2023: "private typealias DataSource = "
        case 2024: ">\n"
        case 2025: "/// Created when the view loads.\n"
        case 2026: "private var dataSource: DataSource?\n"
        case 2027: "/// Every row, by section and stable ID: what the list shows, and what taps are resolved against.\n"
        case 2028: "private let store = ListRowStore<"
        case 2029: "/// Its sections come from the rows' `"
        case 2030: "` (`"
        case 2031: "private let store: ListRowStore<"
        case 2032: "/// The calendar, with its time zone and locale, that groups the rows into sections and formats\n"
        case 2033: "/// their titles. Given when the controller is created: every row's section depends on it.\n"
        case 2034: "let calendar: Calendar\n"
        case 2035: "/// The time now, read each time a section's title is shown (\"Today\", \"Yesterday\"). Replace it to\n"
        case 2036: "/// show the list at another time (a test rolling the clock past midnight); `setRows` reloads the\n"
        case 2037: "/// sections, so that their titles are read again.\n"
        case 2038: "var now: () -> Date = { Date() }\n"
        case 2039: " screen: a list whose cells carry buttons, each tap routed with its own row.\n"
        case 2040: "/// Rows are identified by stable IDs. A tap is resolved to its row when it happens, from the\n"
        case 2041: "/// current data, so it reaches the right row after cell reuse and after any insert, delete or\n"
        case 2042: "/// move made through the mutation API below.\n"
        case 2043: ": UIViewController {\n"
        case 2044: "/// The list. Configure its appearance freely; the controller owns its data source.\n"
        case 2045: "listViewType"
        case 2046: "/// Performs navigation for routed taps.\n"
        case 2047: "private let router: any "
        default: ""
        }
    }

    private static func string16(_ index: Int) -> String {
        switch index {
        case 2048: "hasRoutes"
        case 2049: "/// Loads the rows' images from their URLs, for the cells that show them.\n"
        case 2050: "private let imageLoader: any ListImageLoader\n"
        case 2051: "/// Performs taps whose event has no route. Weak: the handler usually owns this controller.\n"
        case 2052: "weak var actionHandler: (any "
        case 2053: ")?\n"
        case 2054: "hasActions"
        case 2055: "/// Called with the rows that `setRows`, `insert` or `append` dropped because their ID was\n"
        case 2056: "/// already in the list, or earlier in the same call: the first row with an ID wins, the rest\n"
        case 2057: "/// are dropped. The default stops a debug build (`assertionFailure`) and does nothing in a\n"
        case 2058: "/// release build; set it to log or count the drops (lists fed by a server do get duplicates).\n"
        case 2059: "var onDuplicateRows: (["
        case 2060: "]) -> Void = { rows in\n"
        case 2061: "assertionFailure(\"dropped \\(rows.count) row(s) with an ID already in the list: \\(rows.map(\\.id))\")\n"
        case 2062: "/// The app's hook for customising the screen without editing generated code or subclassing:\n"
        case 2063: "/// called with this controller once its view has loaded, after listgen has set up the list\n"
        case 2064: "/// and its data source: at the end of `viewDidLoad()`, or at once when set after the view\n"
        case 2065: "/// loaded. Use it for the navigation item, a search controller, a header view, the list's\n"
        case 2066: "/// appearance. Leave the data source, the delegate wiring and the rows to the controller\n"
        case 2067: "/// (change rows through its mutation API).\n"
        case 2068: "var onViewDidLoad: (("
        case 2069: "if isViewLoaded {\n"
        case 2070: "onViewDidLoad?(self)\n"
        case 2071: "ViewController-storage"
        case 2072: "/// Creates the screen. Navigation goes through `router`"
        case 2073: "; images from URLs load through `imageLoader`"
        case 2074: "init(router: any "
        case 2075: ", imageLoader: any ListImageLoader"
        case 2076: ", calendar: Calendar = .current"
        case 2077: "self.router = router\n"
        case 2078: "/// Creates the screen"
        case 2079: "init("
        case 2080: "imageLoader: any ListImageLoader"
        case 2081: "calendar: Calendar = .current"
        case 2082: "self.calendar = calendar\n"
        case 2083: "store = ListRowStore(sections: "
        case 2084: ".fromRows(in: calendar))\n"
        case 2085: "self.imageLoader = imageLoader\n"
        case 2086: " = UITableView(frame: .zero, style: ."
        case 2087: "listStyle"
        case 2088: "var layout = UICollectionLayoutListConfiguration(appearance: ."
        case 2089: "layout.headerMode = ."
        case 2090: "headerMode"
        case 2091: "layout.showsSeparators = false\n"
        case 2092: "hidesSeparators"
        case 2093: "layout.footerMode = .supplementary\n"
        case 2094: "hasFooterBands"
        case 2095: " = UICollectionView(\n"
        case 2096: "frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: layout))\n"
        case 2097: "super.init(nibName: nil, bundle: nil)\n"
        case 2098: "// The list layout's swipe-action providers call this controller, which exists only now: the\n"
        case 2099: "// layout is made again with them.\n"
        case 2100: "layout."
        case 2101: "listProviderName"
        case 2102: " = { [weak self] indexPath in\n"
        case 2103: "hasSwipeActions"
        case 2104: ".collectionViewLayout = UICollectionViewCompositionalLayout.list(using: layout)\n"
        case 2105: "remakesListLayout"
        case 2106: "// Each section gets its own list configuration: a header (or footer) band only where the section\n"
        case 2107: "// has a title (or footer) and shows it. The layout asks when it lays a section out; the rows'\n"
        case 2108: "// changes reload a section whose header and footer appear or go.\n"
        case 2109: ".collectionViewLayout = UICollectionViewCompositionalLayout {\n"
        case 2110: "[weak self, layout] index, environment in\n"
        case 2111: "var configuration = layout\n"
        case 2112: "let section = self?.titledSection(at: index)\n"
        case 2113: "configuration."
        case 2114: "modeProperty"
        case 2115: "bandCondition"
        case 2116: " ? .supplementary : .none\n"
        case 2117: "return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)\n"
        case 2118: "usesSectionProvider"
        case 2119: "// The paging footer: one boundary supplementary item of the whole layout, after every section,\n"
        case 2120: "// so that no row's index path changes.\n"
        case 2121: "let pageFooterLayout = UICollectionViewCompositionalLayoutConfiguration()\n"
        case 2122: "let pageFooterSize = NSCollectionLayoutSize(\n"
        case 2123: "widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))\n"
        case 2124: "pageFooterLayout.boundarySupplementaryItems = [\n"
        case 2125: "NSCollectionLayoutBoundarySupplementaryItem(\n"
        case 2126: "layoutSize: pageFooterSize, elementKind: ListPageFooter.elementKind, alignment: .bottom)\n"
        case 2127: "(collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.configuration = pageFooterLayout\n"
        case 2128: "store.onDuplicateRows = { [weak self] rows in self?.onDuplicateRows(rows) }\n"
        case 2129: "store.selection.isPersistent = true\n"
        case 2130: "store.batchSelection.isEnabled = true\n"
        case 2131: "store.batchSelection.onChange = { [weak self] in self?.updateBatchButtons() }\n"
        case 2132: "store.searchPredicate = Self.matchesSearch\n"
        case 2133: "store.showsHeaderAndFooter = { section, rowCount in section.showsHeaderAndFooter(withRowCount: rowCount) }\n"
        case 2134: "// `indexTitles: true`: the section index shows each section's header title while it shows rows.\n"
        case 2135: "store.indexTitle = { section, _ in section.title }\n"
        case 2136: "store.indexTitle = { [weak self] section, firstRow in\n"
        case 2137: "self.map { section.title(firstRow: firstRow, now: $0.now(), calendar: $0.calendar) }\n"
        case 2138: "store.onChange = { [weak self] in self?.updateEmptyState() }\n"
        case 2139: "store.onChange = { [weak self] in\n"
        case 2140: "self?.updateEmptyState()\n"
        case 2141: "self?.updateSectionViews()\n"
        case 2142: "title = "
        case 2143: "override func loadView() {\n"
        case 2144: "view = "
        case 2145: "override func viewDidLoad() {\n"
        case 2146: "super.viewDidLoad()\n"
        case 2147: "// No event is a tap on the row itself (the buttons are the actions), so rows are not\n"
        case 2148: "// selectable: a tap beside the buttons highlights nothing.\n"
        case 2149: ".allowsSelection = false\n"
        case 2150: "// Row taps: the delegate lets only rows of a cell kind with `select` be selected.\n"
        case 2151: "// Swipe actions and context menus come through the delegate.\n"
        case 2152: "// Which rows show a delete control in edit mode comes through the delegate.\n"
        case 2153: "// `editing.multiSelect`: in edit mode several rows can be selected, for the toolbar's batch buttons\n"
        case 2154: "// (enabled while one is).\n"
        case 2155: "listFlagStatements"
        case 2156: "toolbarItems = batchButtons\n"
        case 2157: "// `separators: false`\n"
        case 2158: ".separatorStyle = .none\n"
        case 2159: ".register("
        case 2160: ".self, forCellReuseIdentifier: "
        case 2161: ".reuseIdentifier)\n"
        case 2162: "// Section header and footer views come from the delegate.\n"
        case 2163: "setsTableDelegate"
        case 2164: ".register(\n"
        case 2165: "UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "
        case 2166: "ViewController-load"
        case 2167: "ViewController-feed-load"
        case 2168: "setUpSearch()\n"
        case 2169: "ViewController-rows"
        case 2170: "guard let section = "
        case 2171: "(rawValue: index),\n"
        case 2172: "section.showsHeaderAndFooter(withRowCount: "
        case 2173: "sectionRowCountExpression"
        case 2174: "guard let section = store.section(at: index),\n"
        case 2175: "section.showsHeaderAndFooter(withRowCount: store.rowCount(inSection: index))\n"
        default: ""
        }
    }

    private static func string17(_ index: Int) -> String {
        switch index {
        case 2176: "looksUpTitledSections"
        case 2177: "/// The header title of the section at `index` now, or nil when there is no such section or it\n"
        case 2178: "/// shows no rows (during a search): worked out each time the list asks, from its first row,\n"
        case 2179: "/// `now()` and `calendar`.\n"
        case 2180: "func title(ofSectionAt index: Int) -> String? {\n"
        case 2181: "guard let section = titledSection(at: index), let firstRow = store.rows(in: section).first else { return nil }\n"
        case 2182: "return section.title(firstRow: firstRow, now: now(), calendar: calendar)\n"
        case 2183: "ViewController-feed"
        case 2184: "ViewController-search"
        case 2185: "ViewController-section-views"
        case 2186: "// MARK: - Taps\n"
        case 2187: "/// Handles a toggle of the "
        case 2188: " switch of the row now at `indexPath`; `isOn` is its new value.\n"
        case 2189: "/// Handles a tap on the "
        case 2190: " button of the row now at `indexPath`.\n"
        case 2191: "/// Handles the "
        case 2192: " event (a swipe action, menu item or accessibility action) of the\n"
        case 2193: "/// row now at `indexPath`.\n"
        case 2194: "/// The row is looked up now, from the current data, never from when the cell was configured.\n"
        case 2195: "/// A popover or action sheet points at the row's "
        case 2196: " button, in the cell that shows the row\n"
        case 2197: "/// when the tap acts (else at that cell, else at the list).\n"
        case 2198: "/// It asks first, as its `confirm` says (an alert or an action sheet); the row is looked up again, by\n"
        case 2199: "/// its ID, when the user confirms.\n"
        case 2200: "asksFirst"
        case 2201: "at indexPath: IndexPath) {\n"
        case 2202: "// Looked up again, by ID: the row may have moved, or gone, while the alert was up.\n"
        case 2203: "singleLookup"
        case 2204: "valueArgument"
        case 2205: "caseBinding"
        case 2206: "guard let self, let indexPath = self.indexPath(forRowID: id),\n"
        case 2207: "lookupBinding"
        case 2208: "? = self.row(at: indexPath)\n"
        case 2209: "modelBinding"
        case 2210: "handles"
        case 2211: "ViewController-selection"
        case 2212: "ViewController-confirmation"
        case 2213: "ViewController-anchors"
        case 2214: "/// The route of "
        case 2215: ", chosen by the row's `"
        case 2216: "` as it is at the tap.\n"
        case 2217: "(_ "
        case 2218: "if "
        case 2219: " { return "
        case 2220: "defaultRouteExpression"
        case 2221: "routeChoices"
        case 2222: "ViewController-placements"
        case 2223: "ViewController-editing"
        case 2224: "// MARK: - Cells\n"
        case 2225: "ViewController-cells"
        case 2226: "ViewController-conformances"
        case 2227: "ViewController-selection-conformance"
        case 2228: "ViewController-feed-conformance"
        case 2229: "ViewController-search-conformance"
        case 2230: "ViewController-placement-conformance"
        case 2231: "ViewController-editing-conformance"
        case 2232: "ViewController-section-views-conformance"
        case 2233: "// Generated by listgen from "
        case 2234: ". Do not edit: change the spec and run listgen again.\n\n"
        default: ""
        }
    }
}

private var code_Action_swift_mustache: StaticString {
        """
        L@tAVEBBCBYtDL@VEBBECAtFVEBBGC]tHSDASDAgALItJVDAKEItLLItMVDANFJtOVDAPFWVEAQFdAtRSEBZ[HAiASDAYIAaALIt\
        TVDAKJMtULItMVDANKJtVVEBBWKXtXSFB_`ANA]SDA^OAVSDA]PAOLIt\\LItMVC@RJtLL@taAL@tbAVFBBCXaAtcAL@tdAL@VEB\
        BEZAteAVGBBfAZaAtgALIthALItiAVFBBjA\\JtkAVGBBlA\\wAtmAVFBBG\\fCtRL@tnA
        """
}

private var code_Cell_content_mustache: StaticString {
        """
        SEArBBAsHL@toAVGBpACCbAtqAVGBpAPC`BtrAL@tsAL@ttAL@tuAL@tvASEAxAGZCtwAtyAL@tzAL@tdAL@VEBBEJAteAVFA{AJ\
        aAt|ALIt}ALIt~ALIt\u{7f}AVGBpA`BMPtaBLItbBVGBpA`BNQtcBVGBpAPNiAtRLItdBLIteBSEAxAQA`BLItfBVGBpA`BR^tg\
        BLIthBLItiBVGBpA`BTYtcBVGBpAPTqAtjBVHBpAkBT`CtlBSEAqBVA\\LItTVDAKWMtmBLItnBVEAoBXItpBL@taA
        """
}

private var code_Cell_swift_mustache: StaticString {
        """
        SEApABAthDPfsBACASEAdCDAcFL@ttBVEACEdAtuBL@tdAL@VEBBEGAteAVFAvBGaAtgASEAcCHAjDSEA{BIAfALItTVDAKJMtwB\
        LItiAVEAxBKJtyBVFAzBKoAtRIEA{BMArBSEA`CNA\\LItTVDAKOMt|BSFA~BOxACt}Bt\u{7f}BIEA`CQAMLItTVDAKRMtaCLIt\
        iAVEAxBTJtbCVFAzBTaAtRL@taAL@teCVDAPZPtfCL@tsAL@tgCL@thCL@tiCSEAmC_ATL@tsAL@tjCL@tkCL@tlCSFArBeAAeAL\
        @tsAL@tnCVFAoCgAStpCL@tqCVFA{AhAStrCSFAyCjAAeAL@tsAL@tsCL@ttCVGAuCmAoAtvCL@twCL@txCL@VFBBEqAAtzCVFAC\
        qAdAtcBVGA{CqAnAt|CSFAeDrAAkALIt}CLIt~CVGA\u{7f}CtAbAt`DLItaDLItbDLcDtdDLItaASFApD|AAmESFAcC}AAaESFA\
        {B~AAiALItfDVFAK\u{7f}AlAtgDLIVFBBE`BEtnBVGAhD`B`AtiDIFA{BbBAdCSFA`CcBAdALItjDVEAKdBYtkDSGA~BdByACtl\
        Dt\u{7f}BLItmDIFA`CgBATLItjDVEAKhBYtnDLItmDLIVFBBEkBEtnBVGAhDkB`AtoDtLSFAdCpBA^LItqDLIVFBBErBEtrDVGA\
        vBrBtAtsDLIttDLItuDVFAkBvB]tvDSHBcEdEwBAvBLItwDVFAxDxB_tyDLItzDVIBpAkByBkAt{DLIt|DVFAxDzBTt}DLIt~DSF\
        AbE|BAULIt\u{7f}DLIt`EVGAaE~BdAtLSHBcEqEaCArBSFApEbCAhBLIteEVFAxDcCZtfELItgELIthELcDtiELcDtjELcDtkEL\
        cDtlEVGAmEiCdAtLLcDtnELItoESFAyCnCAJLItrELItsESFArBrCAuCLIttEVFAoCsCOtuELItvEVGA{AtCdAtuBLItwEVFA{Au\
        CWtxEVGAoCuCjAtyESFAxAvCAnALItzELIt{EVIBpAkBxCmAt{DLIt|ELIt}EVGBpAPzC[tvDSFAqF}CAsFSFA`C~CA\u{7f}DIH\
        BpAfF\u{7f}CAwBSFA{B`DA`ALIteEVFA~EaDZt\u{7f}ELIt`FVFAoBbDQtaFIFA{BdDAcALItTVEAKeDMtbFLItcFLItdFVFAo\
        BgDIteFSHBpAfFjDApALItgFVEAKkDUthFLItiFLItnBVFAoBmDItjFVGAoBmDlAtkFSFAoFpDA`ALItlFVFAKqDjAtmFLItnFVF\
        AoFrDQtpFSFAuFuDAOLItrFLItsFLIttFtLSFAeD{DA~ALIVFBBE|DEtvFLcDtwFSFAfF~DAFLcDtxFSFAzFaEANLcDVFAyFbEIt\
        yELItnASFA}FfEA~ALIVFBBEgEEt{FLcDt|FSFAfFiEAFLcDtxFSFAzFlEANLcDVFAyFmEItyELItnAtLLIt~FVFACrEjAt\
        \u{7f}FLIVFBBEsEEt`GLcDtaGVEACtEUt\u{7f}FLItaALIt\u{7f}AVFA`BwEPtbGLItcGLIVFBBEyEEtdGVGA`ByEpAtcBVFA\
        PyEcBteGLcDtfGVFA`BzEQtgGSFAfF{EAtALcDthGVFA`B|EVtRSFArB}EA[SFAxA~EARLcDtiGVHBpA`B\u{7f}ETtLIFAfFcFA\
        qOIHBcElGdFAZLcDVFAjGeFItxEVHBcEkGeF]tLSHBcElGgFAqELcDtmGVHBcEkGhFWtLSFAcEiFAlCSFApGjFAPLcDtnGVFAoGk\
        FXtLSFAsGmFAQLcDtqGVGArGnFaAtLSFAuGpFAPLcDttGVFAuGqFYtLSFAxGsFAWLcDtvGLcDtwGVGAxGuFhAtLLcDVFAjGxFIty\
        GSHBcEdEyFAPLcDtzGVFA{GzFTtLSHBcE~G}FAXLcDt|GLcDt}GVHBcE~G\u{7f}F\\tLSHBcEqEaGA`GLcDt\u{7f}GSFApEcGA\
        VLcDt`HVFAaHdG[tLLcDtbHSHBpAeDgGA\u{7f}ASFAdHhGAPLcDtcHVFAdHiGYtLSFApEkGA]LcDteHLcDtfHLcDtgHVFAhHnGY\
        tiHSHBpA}FqGAdCLcDtjHLcDtkHVGAlHsGcBtmHLcDtnHSFApEuGA^LcDtoHLpHtqHVGAhHwGgBtrHLcDtsHSFAvHzGAPLcDttHV\
        FAuH{GVtRLcDtwHSFAyHaHASLcDtxHLcDVFAyHcHItLSFA\u{7f}HeHAyCSFAqFfHAoCSFA`CgHAdBSFA{HhHAYLcDVFAoBiHItz\
        HVGA{HiHdAtLSFA}HkHAYLcDVFAoBlHIt|HVGA}HlHcAtLSFAoFoHAXLcDVFAoFpHItxEVFA~HpH[tLSFAqFtHAfASFA~EuHA]Lc\
        Dt`ILcDVFAoBwHItaIVD@wH^tbISFAqFzHAxDSFAmI{HAnDLcDtcISFAeI}HAYLcDVFAoB~HItdIVGAeI~HoAtLSFAgI`IAYLcDV\
        FAoBaIItfIVGAgIaIcBtRSFAiIcIAYLcDVFAoBdIIthIVGAiIdImAtLSFAlIfIAYLcDVFAjIgIItkIVGAlIgIhAtLSFAuFkIAFLc\
        DtnILItaALIVFBBEpIEtoILcDtpISFApDrIAWSFAcCsIANLcDVFAhDtIItqISFAdCwIAFLcDtrIIFAfFzIALLcDtsILcDttILcDt\
        uISHBcEdE\u{7f}IARLcDtvILcDtwILcDtxISFArBdJA[SFAxAeJARLcDtyILcDtzILcDt{ISFAfFkJAFLcDt|ISFAqFnJAWSFA{\
        BoJANLcDVFAoBpJIt}ISFA\u{7f}HsJAyBSFAqFtJAoBSFA`CuJAnASFA{HvJANLcDVFAoBwJIt~ISFA}HyJANLcDVFAoBzJIt\
        \u{7f}ISFAoF}JANLcDVFAoF~JItpFSFAuFbKAFLcDtnILItnASHBcEdEfKAkCtLLIt`JLItaJLItbJLItcJLcDtdJLcDteJLpHt\
        fJLcDtnALItaALItgJLIthJLcDtiJVHBpAjGtK]tjJLcDtkJLcDVHBpAjGvKItyGLItnASFArByKAlASFAxAzKAbAtLLItlJLItm\
        JLItcJLcDtnJLcDtoJLItnASFAuFdLAiCtLLItpJLItqJLcDtrJSFAwJiLApALpHVFAsJjLMIFAuJjL]CttJSGAuJjLtAMIGAvJj\
        L\u{7f}ACttJtLLcDtmHLcDtxJLpHtyJLpHtzJLItnASFAzFrLAucASFAcCsLApHtLSFA{BuLApCLIt{JVFAKvLaAt|JLIt}JVFA\
        ~JwLRt\u{7f}JSHBpApDxLAYLcDVFAhDyLIt`KVFAoByLZtaKSHBpAdC{LA\\LcDtbKVFAxB|LStOVGAoB|LaAtcKLItnAIFA{B`\
        MAjDSFA`CaMA_LItdKVEAKbM^teKSGA~BbMtACtfKt\u{7f}BIFA`CdMAOLItgKVEAKeMUthKLIt}JVFA~JgMRt\u{7f}JSHBpAp\
        DhMANLcDVFAhDiMItiKSHBpAdCkMAQLcDtbKVFAxBlMStjKLItnAtLSFAmKrMAJLItkKLItlKIFAmKvMAJLItnKLItoKLIt}JVFA\
        yFzMRt\u{7f}JSFAqF{MAhISFA`C|MA~HIFA{B}MAqDIHBpAfF~MAeDLcDtnBVFApK\u{7f}MMtqKSFAtK`NAYLcDVFApKaNItrK\
        VGAsKaNgAtLSFAwKcNAYLcDVFApKdNItuKVGAvKdN{AtRSFAyKfNANLcDVFApKgNItxKLcDVFAoBiNItzKVGApKiNhAtLSFA{KlN\
        AYLcDVFAoBmNIthIVGAmEmNmAtLLcDVFAoBoNIt|KVGA}KoNrAtLSFA{BpNAZLcDVFAoBqNIt~KVGA~JqNdBt\u{7f}KIFA{BsNA\
        ZLcDVFAoBtNIt~KVGA~JtNdBt`LtLSFAmCyNAxCLcDVFAaLzNItbLSFAwJ{NAzBLpHtcLVGAmE|NoAtdLLeLtfLLeLtgLVFA~J~N\
        VtyELeLthLLpHtiLIFAuJ`ONCttJSGAuJ`OeAMIGAvJ`OpACttJtLLcDtmHSFAuFdOAFLcDtnISFAyCgOAgFLcDtjLSFAnLiOAmB\
        LpHtkLSEAYjOYVVGAoBjOeAIGAuJjOsACtlLtmLIGAuJjOyBCttJSGAuJjOpCMIGAvJjO{CCttJtLLcDtXLcDtoLLcDtpLLcDtqL\
        LcDtrLLcDtsLLcDttLLcDtuLLcDtvLLcDtwLLpHtxLLpHtyLLpHtzLLpHt{LLpHt|LLpHt}LLpHt~LLcDtXIFAyC\u{7f}OAmBSF\
        AmK`PAcBIFAfFaPAyALcDt\u{7f}LSFAYbPvAVVGAoBbPbBIGAuJbPpBCtlLtXLcDt`MLcDtaMLcDtbMLItnASFAyCjPAiAtLLIt\
        cMLItdMLcDteMLcDtfMLcDtgMLcDthMLItnASFArBuPAqBtLLItiMVFAoCwPTtjMLItkMLcDtlMLcDtmMLcDtvLLcDtwLLpHtnML\
        pHtoMLpHtpMLpHtqMLcDtXLItnAL@tnA
        """
}

private var code_Model_swift_mustache: StaticString {
        """
        L@trMVEBBCBXtsML@VEBBECAttMVFBuMCC_tvMSGBuMxMDA`ALIVEBBEEEtnBVEACE`AtcBVFAwMEjAtLSFBB}MGAtCtLLItyMVF\
        BuMCITtzMLIVEBBEJEt{MSGBuMxMKA`ALcDVDACLItcBVEAwMLSIEAuJL[CttJtLLIt|MSGBuMxMOAWLcDtgLVDACPNtxEVDACPY\
        tLLItnASGBuMcNTAzAtLLIt~MVHBuM\u{7f}MVjAtuBLIVEBBEWEt`NVHBuMaNWdAtbNVHBuM\u{7f}MWwAtkFL@tnA
        """
}

private var code_Route_swift_mustache: StaticString {
        """
        L@tdNVEBBCBOteNL@VEBBECAtFVFBBfNC]tHSEAoNDAqBSEAlNEAZLItgNVEAhNFZtiNVFAjNFiAtkNIEAlNHAZLIt\u{7f}AVEA\
        mNIPtiNVFAjNIfAtkNLItMVEAnNKJtLL@tnA
        """
}

private var code_Router_swift_mustache: StaticString {
        """
        L@tpNVEBBCBXtqNL@tsAL@trNL@tsNL@tdAL@VEBBEGAteAVGBBtNGaAtgALItuNSFBBxNIAJLItvNLItwNLItyNVFBBfNM]tzNV\
        GBB{NMpBtRL@taAL@t|NL@t}NL@tdAL@VEBBESAtzCVGBB~NSdAtcBVGBBtNS{At|CSEAoNTAmASEAcOUAdALIt`FVEA\u{7f}NV\
        Qt`OVFAaOVmAtbOVFAmNVfBtLSFBBeOYAELItdOtLLItfOSFBBeO^AJLItgOLIthOLIVFBBEbAEt{MSFAoNcAAfBSFAcOdAA|ALc\
        DVEANeAItiOVFA\u{7f}NeAVtjOVGAaOeA|AtbOVGAmNeAuBIGAkOeAhCCttJtLSGBBeOhAARLcDtlOLpHtmOLcDtnALIt|MSFAo\
        NnAAeASFAcOoAA\\LcDtgLVFA\u{7f}NpANtxEVGA\u{7f}NpA`AtLSGBBeOsAAFLcDtnOLItaALIVFBBExAEtyNVHBBfNxAtAtz\
        NVHBB{NxAgCt|MLcDtoOSFAoNzAA{FLcDtMVFApO{ANtqOSFAuO|AAQLpHtrOVFAsO}ARttOSFAzO\u{7f}AA\\LpHtvOVFAwO`B\
        UtxOVGAyO`BqBtRSFA\u{7f}ObBApALpHt{OLeLVFAwOdBQtxOVGAyOdBmBt|OLeLt}OVFA~OeBZtRSFAbPgBAQLpHt`PVFAsOhB\
        YtaPSFAePjBAQLpHtcPVFAwOkB\\tdPSFAgPmBAFLpHtfPSFAiPpBAFLpHthPLcDtnALItnASGBBpPvBAoAtLLItjPLItkPLcDtl\
        PLpHtmPLcDtnPLpHtoPLcDtnALItnASGBBuPaCA]tLLItqPLItrPLcDtsPLcDttPLItnASGBB~PiCAkBtLLItvPLItwPLItxPLcD\
        tyPLcDtzPLIt|MLcDtsPLcDt{PLcDt|PLpHt}PLcDtnALcDttPLItnASGBBxNyCAhAtLLIt\u{7f}PLIt`QLItaQLcDtbQLcDtcQ\
        LcDtdQLItnASGBBmQcDAyAtLLIteQLItfQLItgQLIthQLcDtiQLcDtjQLpHtkQLcDtnALcDtlQLItnASGBBeOpDA]tLLItnQLIto\
        QLcDtiQLcDtpQLItnASGBBzQxDAzAtLLItqQLItrQLItsQLcDttQLpHtuQLpHtvQLeLtwQLpHtxQLcDtyQLItnAL@tnA
        """
}

private var code_Row_swift_mustache: StaticString {
        """
        L@t{QVEBBCBRt|QL@VEBBECAtFVFBB}QC]tvMSEA\u{7f}QDAULItMVEA~QEJtOVDAPEZtRtLLIt`RLIVEBBEIEtaRSEA\u{7f}Q\
        JAWLcDtMVEA~QKNtOVEAkBK^tRLItaALIVEBBEOEtbRLcDtcRSEA\u{7f}QQApALcDtdRVEA~QROteRVFA`BRcAtfRVFA~QRxAtO\
        VFA`BRhBtgRLcDtnALItnAL@tnA
        """
}

private var code_ScreenTests_swift_mustache: StaticString {
        """
        L@thRVEAiRBDtLL@tjRVFAkRCpAtlRL@tmRL@tnRL@toRL@tpRL@tqRL@trRL@tsRSEAuRKAJL@tnRL@ttRSEAwROALL@tvRVC@P\
        FtLtLSEAyRSALL@txRVC@THtLSEA{RVANtLL@tzRVC@XRtLtLL@t|RLIt}RLIt~RLIt\u{7f}RL@t`SL@taSSFAGaAvACtbStcSL\
        @tdAL@tzCVFAdScAMtcBVFAtNcA_SFAGcAnALtlLVGAfAcA\u{7f}At|CLIteSLItfSLcDtgSVFAfNfATtRSEAGgAIOLcDthSVEA\
        GhAUtRLItaALItiSLItjSLItyNVFAfNoA]tzNVGA{NoAiBt|MLcDtkSLItnASEAGrAEtAtLLItiAVFAjAtAJtkAVGAlAtApAtmAV\
        FAGtAxBt|MLcDtlSLItnAL@tnASFAnSyAAfBtLL@tmSL@tdAL@tzCVFAnS}AMtoSLItpSLItqSLcDtrSLItaALItsSLcDttSLItn\
        AL@tnAtLL@tuSL@tvSL@tdAL@tzCVFAwSlBMt|CLItxSLItySLcDtzSLItaALIt{SVFAdSrBStLLIt|SLIt}SVFAlAtBUtLLIt~S\
        LIt\u{7f}SVFAWvBxAtLLIt`TLItaTLItbTLItcTVEAW{BPtdTLIteTLItfTVFAW~B{At|MLcDtgTLcDthTLcDtiTVFAdSaCXtyE\
        LcDtjTLcDtkTVFAlTcCVtLSEAGdCIFLcDtmTLcDtnTLcDtoTLcDtpTLItaALItqTLItrTLcDtsTLcDttTVFAuToC\\tRLcDtvTLI\
        taALItwTLItxTLcDtyTLcDtzTLcDt{TLpHt|TLcDt}TLpHt~TLpHt\u{7f}TLcDt`ULpHtaULpHtbULcDtcULpHtdULpHteULcDt\
        fULpHtgULpHthULcDtiULpHtjULeLtkULeLtlULpHtnALcDtmULpHtnULpHtpTLcDtnALcDtvTLItaALItoULItpULcDtqULItaA\
        LItrULItsULcDttULcDtuULItnAL@taAL@tdAL@tvUVFAlA~DItwUL@ttMVFAxU\u{7f}DHt|CSFAiW`EElKLItyUVFAzUaELt{U\
        LItiAVFA|UbEJt}ULcDt~UVFAwScEVt\u{7f}UVGA`VcEuAtkFLcDtaVVFAwSdEVtbVLpHtcVLpHtdVLpHteVLpHtfVLeLtgVLeL\
        VFAhVjEQtLLeLtiVSFArVlEQ{ALeLtjVLkVtlVVGAmVnEoBt|OLkVtnVVGAmVoEcAtoVLeLtpVVFAoBpEVtqVSFAtVrEQFLeLtsV\
        SFAbWuEQtBLeLtuVLkVtvVLwVtxVVGAyVxEvAtzVLkVt{VLeLt|VLkVt}VVGA~V{EuAt\u{7f}VLkVtnVVGA`W|EcAtoVLeLtaWL\
        eLtcWLkVtdWVGAeW`FnAtfWLkVtgWVGA`WaF`AthWLpHtnALcDtnALItaASFAqWgFExCLItjWLItkWLcDtlWVFAlAjF\\tvDLcDt\
        mWLpHt~UVFAwSlFZt\u{7f}UVGA`VlFyAtkFLpHtnWLpHtaVVFAwSnFZtbVLeLtcVLpHtnALpHtoWLcDtnALcDtpWLItnAL@tnAS\
        FAyWwFAsBtLL@trWVFAxUyFKt|CLItsWVEAPzFYttWLItuWVFAvW{FQtwWVFAP{F}At|CLcDVFAxW|FItLLItnAL@tnASFA}W`GA\
        qDtLL@tzWVGAxUbGuBt{WL@t|WL@tdAL@teAVFA}WeGJt|CSFAbXfGEzALItsWVEAPgGYt~WVGA\u{7f}WgGuBt`XLItaXLItuWV\
        FAvWiGQtwWVFAPiG}AtLL@taAL@trWVFAxUmGKtcBVFA}WmGZtcX
        """
}

private var code_Section_swift_mustache: StaticString {
        """
        SEAhZBAcXL@tdXVEBBCCVteXVFAfXC~AtgXVFAhXCiBtiXL@tjXVFAfXDgBtkXL@tlXVFAmXEgBt\u{7f}BL@VEBBEFAttMVFBBn\
        XF_tHLItoXSFArXGaANtpXVFAfXG|BtqXt\u{7f}BLIVEBBEHEtsXVFAtXHgAt`DLItuXLIVEBBEKEtvXVFBBWKiAtwXSFBB|XLA\
        |ALcDtsXVEAtXMTtxXLpHtyXSEA{XOAXLpHtMVEAzXPRtcBVEAxWP_tLLpHtnAIFBB|XTAWSEA{XUAOLcDt}XVEAxWVUtLLcDt~X\
        VEA\u{7f}XYVtLLItaALIt`YSFAcY\\cAHtaYLItbYSFAfY]cALtdYVD@]yAteYSFAhY]kCCtgYtiYLIVEBBE^EtjYVFBBW^qAtk\
        YSEAcY_AjBLcDtlYVGAmY`A~AtkFLcDtnYLpHtoYLcDtpYLpHtqYVFArYdATtLLcDtnALcDtqYVFAsYfAPtLSFAhYhAAMLcDVFAs\
        YiAItLSFAfYkAAzBSGBB|XlAAoALcDttYSFA{XnAAZLcDtMVFAzXoANtcBVFAuYoA[tLLcDtnAIGBB|XsAAVSFA{XtAAMLcDVFAu\
        YuAItLLItnASFArXzAA|AtLLItvYLItwYLcDtxYLcDtyYLcDtzYLcDt{YLcDVFA|YbBItLLcDt}YLItnAtLLIt~YLIt\u{7f}YLI\
        t`ZLcDtaZLItaALItbZVGAmXmByBt\u{7f}BLItcZVHBBnXnBaBtlLVGBBWnByBtdZLcDteZVHBBnXoB`AtfZVGAgZoBfCtRLItn\
        AL@tnAIFAhZsBAzTL@tiZVFBBCtBYtjZL@VFBBEuBAtFVGBBnXuB]tkZSFAlZvBAMLItMVEANwBJtLtLLItmZLIVFBBE{BEtnZSG\
        BBoZ|BAoALcDtcRSFAlZ~BAZLcDtdRVEAN\u{7f}BOtcBVFAuY\u{7f}B]tLLcDtnAIGBBoZcCAFLcDtpZLItnASGBBtZgCAhBtL\
        LItqZLIVFBBEjCEtrZLcDtcRSFAlZlCAZLcDtdRVEANmCOtcBVFAsZmC]tLLcDtnALItnASFAc[rCAlISFAzZsCAzBtLLItuZLIV\
        FBBEvCEtvZLcDtcRSFAlZxCAkALcDtdRVEANyCOtcBSFAxZyC]CtwZIGAxZyCeBCtyZtLLcDtnALItnASFA~Z~CAzBtLLIt{ZLIV\
        FBBEaDEt|ZLcDtcRSFAlZcDAkALcDtdRVEANdDOtcBSFA}ZdD]CtwZIGA}ZdDeBCtyZtLLcDtnALItnASFAb[iDAzBtLLIt\
        \u{7f}ZLIVFBBElDEt`[LcDtcRSFAlZnDAkALcDtdRVEANoDOtcBSFAa[oD]CtwZIGAa[oDeBCtyZtLLcDtnALItnASGBBh[uDA`\
        CtLLItd[LIte[LIt`ZSGBBg[zDAoALcDtcRSFAlZ|DAZLcDtdRVEAN}DOtcBVFAf[}D]tLLcDtnAIGBBg[aEAFLcDtaZLItnAL@t\
        nA
        """
}

private var code_Strings_swift_mustache: StaticString {
        """
        SEA|[BAwEL@tTVEBBCCIti[VFAj[CuBtLL@tk[L@tFVEAl[EFt|CSEA{[FA~CIEAvJGABtLLItJVEAm[JItLLItn[VEAo[KPtp[L\
        cDtq[LpHtr[VEAs[MXt|OLpHtt[VEAu[N[t|OLpHtv[VEAj[OTt|OSEAx[PAFLpHtw[LpHty[VEAz[SVtRLItnAL@tnA
        """
}

private var code_ViewController_anchors_mustache: StaticString {
        """
        SEAx\\BAmGtLLIt}[LIt~[LIt\u{7f}[LIt`\\LIta\\LItb\\LItc\\LcDtd\\VEAe\\LZtf\\VFAg\\LkAth\\LpHti\\VFAe\
        \\MkAtRLcDtnALcDtj\\LpHtk\\LcDtnALcDtl\\LItnASEAqFTAqCSEAw\\UAhCtLLItm\\VEAKWqAtn\\LIto\\VDAKXMtp\\L\
        It}JVEAq\\YRtr\\LcDts\\SFA\u{7f}QZgAbAtt\\VFAzBZyAtu\\VFAoBZhBIFAuJZvBCtv\\tkFLItnA
        """
}

private var code_ViewController_cells_mustache: StaticString {
        """
        SEAj]BAdGtLLIty\\LcDtz\\VDAWERt{\\LIt|\\SEAe]GAwALcDt}\\VDACHTt~\\LcDt\u{7f}\\SEAa]JAFLcDt`]SEAc]MAF\
        LcDtb]LcDtd]SEA|XRA{CLcDtyXSEA\u{7f}QTAfCLcDtdRVEA~QUOteRVFA`BUcAtf]LpHt}\\VDACVXt~\\LpHtg]VFA`BWbAt\
        h]SEAa]XAFLpHt`]SEAc][AOLpHti]VEA`B\\_tRLpHtd]LcDtnALItnASFAt^dAAyVSFA\u{7f}QeAA|DtLLItk]LItl]LIt`FV\
        FAm]iAQtn]VFACiAjBtlLVFAPiAtBto]LcDtp]VFA`BjAZtq]LcDtg]VFA`BkA^th]SGBZu]lAAXLcDtr]LcDts]LpHtt]LcDtnA\
        SFAy]rAAXLcDtv]LcDtw]LpHtx]LcDtnALItnASFAk^zAAxHtLIFAhZ|AAqDLItz]LIt`FVFAm]~AQt{]LcDt|]VFA}]\u{7f}AV\
        tLLIt~]VFA\u{7f}]`BIt`^SFApGaBAmBLcDta^VGAb^bBxBt\u{7f}BLcDtmGVFA\u{7f}]cBWtc^LcDtnGVFAnXdBXtd^VGAe^\
        dBfBtLLcDVFA\u{7f}]eBItf^LItnASFAhZiBAqCLItg^LIth^VFAm]kBVt{]LcDt|]VFA}]lBVtLLIti^VFA\u{7f}]mBUt`^Lc\
        Dta^VGAb^nBxBt\u{7f}BLcDtmGVFA\u{7f}]oBWtc^LcDtj^LcDVFA\u{7f}]qBItf^LItnAtLLIty\\LcDtz\\VEAWwBRtl^LI\
        tm^SFAe]yBAjBLcDtn^LpHto^VFAm]{BTtp^SFAa]|BAFLcDt`]SFAc]\u{7f}BAFLcDtb]SFAr^bCAFLcDtq^LcDtd]SFA|XgCA\
        rDLcDtyXSFA\u{7f}QiCA|CLcDtdRVFA~QjCOteRVGA`BjCcAtf]LpHtn^LeLto^VFAm]lCXts^VGA`BlCdBtRSFAa]mCAFLpHt`\
        ]SFAc]pCAPLpHti]VFA`BqC_tRSFAr^sCAFLpHtq^LpHtd]LcDtnALItnASFA\u{7f}Q|CAbISFAc]}CAxHtLLItu^VGA`B\
        \u{7f}CvAtv^LItw^VFAC`DbAtx^VGA`B`DoAtcBVFAP`DbBt|MSFAdCaDAFLcDty^SFApDdDA`FLcDtz^LcDt{^LcDt|^VGBB}^\
        gDQtxEVGA~^gDhAtLSFAcChDAmDSFA{BiDAQLcDtpVVFAhDjDNt\u{7f}^IFA{BlDAQLcDtpVVFAhDmDNt`_LpHta_VHBBe\\oDl\
        Atb_LeLtc_LpHtd_SFA{BrDAQLpHtgLVFAxBsDRte_IFA{BuDAQLpHtgLVFAxBvDRtf_LcDtnALItnA
        """
}

private var code_ViewController_confirmation_mustache: StaticString {
        """
        SFAd`ABA~GtLLItg_LIth_SFAj_FnACti_tk_LItl_LItm_LItn_SEAp_JAELIto_SEAj_MAJLItq_LItr_LIt}JVEAq\\QRts_L\
        cDtt_SEAp_SAFLcDtu_IEAj_VAFLcDtv_SEAj_YAFLcDtw_LIt|MSEAp_]AXLcDtx_LpHty_LpHtz_LcDtnAIFAj_cAAFLcDt{_S\
        FAj_fAARLcDt|_LpHt}_LcDt~_LcDt\u{7f}_VHA``AkAnAta`ALcDtb`ALcDtc`ALItnA
        """
}

private var code_ViewController_conformances_mustache: StaticString {
        """
        SEA\u{7f}QBAlGSEAdCCAcGtLL@trWVFBBlAEKtcBVFAvBEjAt|CSEAcCFAxEIEAvJGABtLSEA{BJAnBLIVEBBEKEtiAVFAxBKaA\
        tyBVFAzBKfBt|MLcDte`ALcDtf`AVFBBe\\M_tg`ALcDVEAxBNIte_LItnAIEA{BQAnBLIVEBBEREtiAVFAxBRaAtbCVFAzBRxAt\
        |MLcDte`ALcDtf`AVFBBe\\T_tg`ALcDVEAxBUItf_LItnAL@tnASFA}aA\\Av[SEAj]]AwMtLL@trWVEAlA_Kth`ALIVFBBE`AE\
        ti`ALcDtj`ALItaALIVFBBEdAEtk`ALcDtl`ALItaALIVFBBEhAEtm`ALcDtn`ALItnASGBZu]kAAhBtLLIVFBBEmAEto`ALcDtp\
        `ALItaALItq`ALIVFBBErAEtr`ALcDts`ALIt|MLcDtt`ALItnASHBZy`AxAAuAtLLItu`ALIVFBBE{AEtr`ALcDtv`ALIt|MLcD\
        tw`ALcDtx`ALItnASFAoZbBAuAtLLIVFBBEdBEtz`AIFAhZeBAGLcDt{`ASFAhZhBAGLcDt|`ALItnASFAtZmBA\\tLLIVFBBEoB\
        Et}`ALcDt~`ALItnASGAfaAsBAoBtLLIt\u{7f}`ALIVFBBEvBEt`aALcDtaaALItaALItbaALIVFBBE{BEtr`ALcDtcaALItdaA\
        LcDteaALItnAL@tnASFAt^cCAlMtLL@trWVFAlAeCKtgaALIVFBBEfCEthaALcDtj`ALItaALIVFBBEjCEtiaALcDtl`ALItaALI\
        VFBBEnCEtjaALcDtkaALItm^LcDtlaALItnASGAfaAsCAoBtLLIt\u{7f}`ALIVFBBEvCEtmaALcDtaaALItaALItnaALIVFBBE{\
        CEtjaALcDtoaALItpaALcDtqaALItnASGBZu]aDAhBtLLIVFBBEcDEtraALcDtp`ALItaALItsaALIVFBBEhDEtjaALcDttaALIt\
        |MLcDtt`ALItnASGA|aAnDAbDtLLIVFBBEpDEtjaALcDtuaALItvaASGA{aAsDAsALcDtwaASGAzaAuDA\\LcDVGAxaAvDItLLpH\
        VGAyaAwDMtLLcDtnAIGA{aA{DAXSGAzaA|DANLcDVGAyaA}DItLLItnAL@tnA
        """
}

private var code_ViewController_editing_conformance_mustache: StaticString {
        """
        SGBZabABAeAtLL@trWVEAlADKt~aALIt\u{7f}aAPf`bAAFAL@tnA
        """
}

private var code_ViewController_editing_delegate_mustache: StaticString {
        """
        SDAZBA|DSFAobACArDtLSFAy`AEAYLItbbAVGAcbAFfBtdbALItebAIFAy`AIAFLItfbALItgbALIVEBBEMEtr`ALcDthbALItib\
        ALcDtjbALcDtkbAVGAlbAQpAtkFSFAy`ARAGLcDtmbAIFAy`AUAGLcDtnbALItnA
        """
}

private var code_ViewController_editing_mustache: StaticString {
        """
        SDAZBAjsASFAyfACA\u{7f}rAtLLItpbALItqbALItrbALIVEBBEIEtsbALcDttbALcDVFAubAKItLLcDtvbASDA[MAGLcDtwbAL\
        cDtxbALItnASEAu]RAcCtLLItybALItzbALIt{bALIt|bALIVEBBEXEt}bAVFAlAXmAt~bAVEAWXlBt\u{7f}bALIt`cALItacAL\
        ItbcALcDtccALcDtdcALItnASGAy`AaAAjKSFAj]bAA{DtLLItecALItfcALItgcAVGAcbAfAJthcALIticALItjcALItkcALcDt\
        lcAVHAmcAjAmAtncALcDVGAocAkAItf_LItaALItpcAVHAcbAnAxBtqcALItrcALItscALcDttcALcDtqYVGAmcArAPtucALItnA\
        SFAt^uAA{EtLLItvcALItgcAVGAcbAxAJtwcALItxcALItycAVHAcbAzAiAtzcALIt{cALIt|cAVGBBW|ApBt|MLcDt}cALcDt~c\
        AVGAmcA~AOtncALcDt\u{7f}cALcDt`dALpHtadALeLtbdALkVtgLVGAmcAcBZtucALeLtd_LeLtgLVGAocAeBVtf_LpHtcdALIt\
        nASGAmdAjBApFtLLItddAVGAedAlB_tfdALItgdALIt}JVFAq\\nBRthdAVGBBWnBjAtidASGAjdAoBAMLcDVFAuHpBItLIGAjdA\
        rBApCLcDtyXSFA{XtBAzBSGAldAuBAiALcDtdRVFA~QvBOteRVGA`BvBcAtkdAVGAuHvBwAtLIGAldAxBA\\LcDtdRVFA~QyBOtc\
        BVGAuHyB`AtLLcDtnALItnASEA[`CAdZtLLItndALItnRLItodALItpdALItqdALItrdALItsdALIVFBBEjCEttdASEAYkCAxALc\
        DtudAVFAsKlC\\tvdAVGAuGlCuAt|MLpHtwdAVFAq\\mCPtyELcDtxdALItydALItzdALIt{dALIt|dASGA~dAuCAGLcDt}dAIGA\
        ~dAxCA{ALcDt\u{7f}dASFA\u{7f}QzCA^LcDtdRVFA~Q{COt`eAVHAaeA{CaAtLLcDtbeALcDtnALItaALItceALItdeALcDtee\
        AVGAlAdD}AtfeALItgeALcDtheALpHtieALpHtjeALeLtkeALpHtxQLItaALItleALItmeALItneALcDtoeASEAYqDAbALcDtpeA\
        VGAqeArDVtreAVHAseArD}AtteALItnASEAYuDAfItLLItTVEAKwDMtueASHAweAwDkADtveAtxeAVFANwD\u{7f}BtyeALItzeA\
        VHAedAxDcAt{eALIt|eALIt}JVFAq\\zDRt\u{7f}JSGAweA{DApDLcDVIBd`Aq\\|DIts_LpHt}eAVFAsK}DTt~eAVHA\u{7f}e\
        A}DoAt|OLpHt`fAVGAafA~DUtbfAVHAcfA~DpAVHAdfA~D\u{7f}AtLLcDtefALpHtffALpHtgfAVHAseAaEwAthfAVFANaEuBti\
        fALcDtnAIGAweAdEAaALcDtjfAVHAseAeEiAthfAVFANeEgBtifALItnAtLLItkfALItlfALItmfALItnfALItofALcDtpfAVFBB\
        WoE\\tqfAVGBBWoEeBtrfAVGBBGoE}BtLLIt|MLcDtsfALcDttfALpHtufALpHtz_LcDtnALcDtvfAVGBBjAvEXtwfALcDtxfALI\
        tnA
        """
}

private var code_ViewController_feed_conformance_mustache: StaticString {
        """
        SDA_BArESFA\u{7f}fACAhESFBBj]DAdBtLL@trWVFBBlAFKVGAzfAFhAt|CLIVEBBEGEt{fALcDt|fAVGA}fAHwAtRLItnAL@tn\
        ASFBBt^LApBtLL@trWVFBBlANKVGAzfANhAt|CLIVEBBEOEtjaALcDt~fALIt|MLcDt|fAVGA}fARwAtRLItnAL@tnA
        """
}

private var code_ViewController_feed_load_mustache: StaticString {
        """
        SDA_BAoDSFAcgACAcALcDVFBBe\\DIt`gAVIB`AagADrAtLLcDtbgASFAfgAGANLcDtdgALcDtegASFAkgAKAcALcDtggAVGAhgA\
        LmAtigALcDVFBBe\\MItjgASFAogAOAULcDtlgALcDtmgALcDtngA
        """
}

private var code_ViewController_feed_mustache: StaticString {
        """
        SDA_BAqwASFAyfACAHtLLItpgASEA`AGAeUtLLItqgALItrgALItsgALIttgALIVEBBEMEtugALcDtvgALcDtnGVEAaHOXtLSFAw\
        gAPAQLcDtqGVGAwgAQaAtLSEAuGSAOLcDttGVEAuGTYtLLcDtxgALcDtygALcDtzgALIt{gASFA\u{7f}gA[A}BLIt|gALIt}gAL\
        IVEBBE^Et~gALcDtvgALcDtnGVFAaH`AXtLSFAuGaAAPLcDttGVFAuGbAYtLLcDtxgALcDtzgALIt{gASEA^iAAkJLIt`hASHAch\
        AjAsAOtahAVE@jAwBtbhASFA]jAkCOtdhAVE@jAlDtehAt\u{7f}BLIVFBBEkAEtfhALcDtghALcDthhAVFAuYmA_tLLcDtihALp\
        HtjhALIt{gALItkhALItlhALItmhALItnhALcDtohALcDtphALcDtqhALcDtrhALcDtshALcDtthALcDtuhALcDtvhALcDtwLLpH\
        twhALpHtxhALpHtyhALpHtzhALpHt{hALcDtXLcDt|hALIt{gALIt}hASGA`iAiBAQLcDt~hAVD@jB]t\u{7f}hASEA]lBA]LcDt\
        vfAVGBBjAmBXtaiAVE@mBgBtRLItaALItbiALItciALItdiALcDVGAagAuBIt|HVIB_eiAuBkAtLSGA\u{7f}gAvBAcALcDtfiAL\
        cDVGBBe\\xBItgiAVHAagAxByBtLLItnASGAfgA|BAbHtLLIthiALItiiALItjiALItkiALItliALItmiALIVFBBEdCEtniAVHBB\
        lAdCxAtoiALcDtpiALItaALItqiALItriALItsiALcDttiALcDtuiALpHVGBBe\\mCMtviALcDtwiAVGBBe\\nCStxiALpHtyiAL\
        pHtziALpHVGBBe\\qCMt{iALcDtnALItaALIt|iALIt}iALcDt~iALpHt\u{7f}iALpHt`jALcDtajALpHtbjAVGBBe\\{CStcjA\
        LcDtnALItnASGA\u{7f}fA\u{7f}CAzXtLLItdjAVHAhgAaDeAtejASGAijAbDARLItfjALItgjALIthjAIGAijAgDARLItjjALI\
        tkjALItljALItmjAVHAhgAlDcAtnjALItojALItpjALItqjAVHAhgAoDlAtrjALItsjALIttjALItujALIVFBBEsDEtvjAVHBBlA\
        sD}AtwjAVHAxjAsDlCtyjALcDtzjALpHt{jALpHt|jALeLt}jAVHA~jAwDoAtOVHA\u{7f}jAwD|At`kALeLtakAVGA~jAxDYtbk\
        ALpHtnALcDtnALItnALItckALItdkALItJVGAhgA~DItekALItfkALIVFBBE`EEtgkAVHBBlA`EcBthkALcDtzjALpHtikALpHtj\
        kALeLtkkALpHtnALcDtnALItnASGAogAhEAjLtLLItlkALIVFBBEkEEtmkALItnkALIVFBBEnEEtokALcDtpkALcDthhAVGAqkAp\
        E_tLLcDtihALpHtrkALIt{gALItskALIttkALIVFBBEwEEtukALcDtvkALcDtphALcDtqhASGBBj]{EANLcDtwkALcDtxkALcDty\
        kALIt{gALItzkALIt{kALcDt|kALpHt}kALcDtnPLpHt~kALcDtnALcDt\u{7f}kALcDt`lASGBBj]kFAGLcDtalALItnASGBBt^\
        oFAcDtLLItblALItclALItdlALcDtelALItflALItglALcDthlALItvaALcDtilALcDtjlALcDtklALcDtllALcDtwLLpHtmlALp\
        HtnlALpHtolALpHtplALcDtXLcDtqlALItnA
        """
}

private var code_ViewController_load_mustache: StaticString {
        """
        SFA}aABApASEAt^CAgASEAhZDA_SEAk^EAWLcDtrlALcDtslAVEAm]GMtLSFAxmALAbRLcDttlAVFAe\\MeAtcBVFAe\\MwAti^V\
        FAe\\MwBtulALpHtvlALpHtwlALpHtxlALpHtylALpHtzlALeLt{lAVFAlASfAt|lALpHtnALpHt}lAVFAe\\U\u{7f}AtRLcDtn\
        ASEAt^WA}ESFA|aAXAsESFAzaAYAcASFA~lAZAZLcDtdFVEAm][MtxEVFAm][dAtLLcDt\u{7f}lAVGA`mA^rAtamAVGAbmA^cCt\
        cmASFA{aA_AsALpHtwaASGAzaAaAA\\LpHVGAxaAbAMtLLeLVGAdmAcAQtLLpHtnAIGA{aAgAAXSGAzaAhAANLpHVGAdmAiAMtLL\
        cDtnASHBZy`AoAA]SFAj]pAATLcDtemALpHtfmALcDtnASGBZu]vAArASFAt^wAAULcDtgmALcDthmALcDtimALcDtjmALpHtkmA\
        LcDtnALcDtlmASFAj]aBAPSFAhZbBAGLcDtmmASGAfaAfBAhBLcDtnmALcDtomASFAj]iBATLcDtpmALpHtqmALcDtnASFAt^nBA\
        TLcDtrmALpHtsmALcDtnALcDttmALcDtumAVGAe\\uBcAtvmALpHtwmALcDtnASGA}aAyBAtBLcDVFAe\\zBItymALcDVFAe\\{B\
        ItzmASFAj]|BARLcDt{mAVGAe\\}B`AtRSFAt^\u{7f}BARLcDt|mAVGAe\\`CeAtR
        """
}

private var code_ViewController_persistent_selection_mustache: StaticString {
        """
        tLLIt}mALItnRLIt~mALIt\u{7f}mALIt`nALIVEBBEIEtanAVFA}^IoAtbnALcDtcnALItaALItdnALItenALIVEBBEOEtfnAVF\
        A}^OuAtgnALcDthnALItaALItinALItjnALIVEBBEUEtknAVFA}^UvAtlnALcDtmnALItnA
        """
}

private var code_ViewController_placement_conformance_mustache: StaticString {
        """
        SFAunABA~CtLL@tnnAL@trWVEAlAEKtonASFAtnAFA|BSEAj]GAeAtLL@trWVEAlAIKt~aALItpnAPfqnAAKAL@tnASEAt^NAeAt\
        LL@trWVEAlAPKtrnALItsnAPfqnAARAL@tnA
        """
}

private var code_ViewController_placement_delegate_mustache: StaticString {
        """
        SFAunABAaLSEAj]CAmESFA|nADA}AtLLIVEBBEFEtr`ALcDtvnAVGAwnAGcAtxnALItynALcDVFAznAIIt{nALItnASFAboALA|B\
        tLLIVEBBENEtr`ALcDt}nALIt~nALcDVFAznAQIt{nALItaALIVEBBETEtr`ALcDt\u{7f}nALcDt`oALIt|MLcDtaoALItnASEA\
        t^\\AbFSFAboA]AxEtLLItcoALItdoALIVFBBEaAEtjaALcDteoALIt~nALcDVGAznAdAIt{nALItaALItfoALItgoALIVFBBEiA\
        EtjaALcDthoALIt~nALcDtioALcDtqYVGAznAmAPtjoALItaALIVFBBEpAEtjaALcDtkoALcDtloALcDt`oALIt|MLcDtaoALItn\
        ASFAj]zAAIPf`bAA{AA
        """
}

private var code_ViewController_placement_item_mustache: StaticString {
        """
        SFA~oABAzELpHtmoALeLtnoASFAsoAEA_LeLtooAVFApoAFXtqoAVGAroAFwAt|OLeLt}eAVFAtoAHXt|OLeLtuoAVEAvKI^tvoA\
        VGAwoAIeBt|OLeLtxoAVFAyoAJ\\tzoAVGA{oAJ`Bt|OLeLt|oAVEAxBK_t}oAIFAuJKwACttJSFAuJKnBLIFAvJKyBCttJtLIFA\
        ~oAMAzELpHt\u{7f}oALeLtnoALeLt}eAVFA`pAPXtapAVFAmEPcBt|OLeLtuoAVEAvKQ^tbfAVGAbpAQ~At|OSFAepARASLeLtc\
        pAVGAdpASbAt|OLeLtxoAVFAyoAU\\tzoAVGA{oAU`Bt|OLeLt|oAVEAxBV_t}oAIFAuJVwACttJSFAuJVnBLIFAvJVyBCttJtL
        """
}

private var code_ViewController_placement_items_mustache: StaticString {
        """
        SFAjdABAqCLcDtfpAVEA`BCStgpAVGAhpAChBtkFLcDtipAVEA`BDRtgGSFAlpAEAQLcDtjpAVFAkpAFYtLLcDtmpAVDAGHWtnpA\
        SFAppAIAHPfopAAJALcDtmHIFAjdANAcGLcDtqpAVGAhpAOzAtkFLcDt\u{7f}cALcDtmpAVDAGQWtrpASFAlpARAGLcDtspALcD\
        tyXSEA{XVAsDSFAldAWA[LcDtdRVEA~QXOteRVFA`BXcAtf]IFAldAZAPLcDtdRVEA~Q[OtqOSFAlpA]AQLpHttpAVFAkpA^YtLS\
        GAvpA`AA`ALpHtupASGAppAbAAIPfopAJcAELpHtmHIGAvpAgAAGLpHtwpALcDtnA
        """
}

private var code_ViewController_placements_mustache: StaticString {
        """
        SFAunABAaPtLLItxpALItnRLItypALItzpALIt{pASFA|nAIAoFSFAvpAJAxCtLLItTVFA|pALMt}pAVGA~pALvBt\u{7f}pALIt\
        `qALItiAVFAznANJtaqAPfbqAAOAIFAlpAPAGLcDtcqASFAlpASA\\LcDtdqALcDteqALcDtfqALcDtgqALItnAIFAvpA[AcBtLL\
        IthqAVFA~pA]]tiqALItjqAVFA|pA^[tkqALItiAVFAznA_JtaqALcDtlqALItnASGAboAdAA~GtLLItmqALItnqALItoqALItpq\
        ALItqqALIVFBBEkAEtrqAVHBBlAkAxAtlLVGBBWkAwBtsqALIttqALItuqALItvqALItwqALItxqALIVFBBErAEtyqAVHBBlArA~\
        AtlLVGBBWrA}BtzqALIt{qALIt|qALIt}qALItiAVGAznAwAJt~qAPfbqAAxAALcDt\u{7f}qALItaALIt`rALItarALItbrALIt\
        crALcDtdrALIt|MLcDterALpHtfrALItnA
        """
}

private var code_ViewController_rows_mustache: StaticString {
        """
        tLLItgrALItnRLIthrALItirALItjrALItkrALItlrAIEAhZJAbBSFAsrAKAxAtLLItmrALIVEBBENEtnrAVEAWNrAtorALcDtpr\
        AVFAqrAOStrrALItnAtLSEAhZTAjALIttrAVFAfXUbBturAVFAmXUwBtvrALItwrALItxrAIEAhZYALLItyrALItzrALIVEBBE]E\
        t{rAVJB|rA}rA]qAt|MLcDt~rALItnASFAhZ`AA|BtLLIt\u{7f}rALIVFBBEcAEt`sAVGAnXcAkAtasALcDtbsALItaALItcsAL\
        IVFBBEhAEtdsAVGAnXhA{AtbnALcDtesALItnAtLLItfsASGAhZmApADtgsAt\u{7f}BLIVFBBEnAEthsAVGAnXnArAtisAVFAWn\
        AgBtasALcDtjsALItaALItksALIVFBBEsAEtlsAVFAWsAaBtbnALcDtmsALItaALItnsALIVFBBExAEtosAVGA}^xAxAtpsALcDt\
        qsALItaASFAhZ|AAeALItrsAVGAfX}ApAtssALIttsALItusALItvsAIFAhZbBARLItwsALItxsALItljALIVFBBEgBEtysAVFAW\
        gBoAteGLcDtzsALItaASFAhZkBAYLIt{sAVGAfXlByAt|sALIt}sAIFAhZoBALLIt~sALIthjALIVFBBEsBEt\u{7f}sAVFAWsBo\
        AVKB|rA`tAsBzAt|MLcDtatAVKB|rAbtAtBbAtRLItaASFAhZwBAYLItctAVGAfXxBjBtdtALItetAIFAhZ{BALLItftALItgtAL\
        IVFBBE\u{7f}BEthtAVFAW\u{7f}BzAtitAVKB|rA`tA\u{7f}BfBt|MLcDtatAVKB|rAjtA`CbAtRLItnAIFAhZbCAzBtLLItkt\
        ALItltALItmtAVGAnXfC{AtntALItotALIVFBBEhCEthtAVGAnXhCzAtptAVFAWhClBtqtALcDtrtALItnAtLLItstASGAhZmCxA\
        DtttAt\u{7f}BLIVFBBEnCEtutALcDtvtALItaALItwtASGAhZrCxADtttAt\u{7f}BLIVFBBEsCEtxtAVGA}^sCvAt|MLcDtytA\
        LItaASFAhZwCA_LItztALIt{tALIt|tAVGAfXzCxBt}tAIFAhZ|CARLIt~tALIt\u{7f}tALIt`uALIVFBBEaDEtauALcDtbuALI\
        taALItcuALItduALIVFBBEgDEteuAVHBB}^gDtAtfuALcDtguALItaASFAhZkDA_LIthuAVGAfXlDwBtiuALItjuALItkuAIFAhZ\
        pDAFLItluALIVFBBEsDEtmuAVFAWsDoAt|MLcDtnuALItnA
        """
}

private var code_ViewController_search_conformance_mustache: StaticString {
        """
        SFAzuABAgCtLL@trWVFBBlADKtouALItpuALItquALIVEBBEGEtruALcDtsuALcDttuALpHtuuALpHtvuALcDtwuALcDtxuALcDt\
        yuALItnAL@tnA
        """
}

private var code_ViewController_search_mustache: StaticString {
        """
        SFAzuABAzOtLLIt{uALItnRLIt|uALIt}uALIt~uALIt\u{7f}uALIt`vALItavALItbvALItcvALIVEBBEOEtdvALItevALItfv\
        ALIVEBBESEtgvAVFBBWS}AthvALcDtivALcDtjvALItaALItkvALItlvALItmvALIVEBBE[EtnvALItovALIVEBBE^EtpvALItqv\
        ALItrvALItsvALIVFBBEcAEttvAVGBBWcAaBtuvALcDtvvALItaALItwvALItxvAVHAyvAhAsAt\u{7f}BLIVFBBEiAEtzvAVGBB\
        WiAiBt{vASGAdwAjAAuBLcDt|vALcDt}vASGA`wAmAA^LcDtMVGAqeAnANt~vAVHA\u{7f}vAnAeAtLLcDtawALcDtnALcDtbwAV\
        GAcwArA^tRIGAdwAtAAQLcDtqYVGAcwAuAPtLLItaALItewALItfwALcDtgwALcDthwASFAaE}AAPLcDtiwAVE@~ArAtLSGAkwA`\
        BAPLcDtjwAVE@aBxAtLLcDtlwALItnA
        """
}

private var code_ViewController_section_views_conformance_mustache: StaticString {
        """
        SEAc[BAnFSFBBj]CAdFtLL@trWVFBBlAEKVGAmwAEhAt|CSFA{wAFAzDIEAvJGABtLLItTVFAnwAJMtowAVGAnwAJnAtpwAVGAnw\
        AJuBtqwALItrwALIVEBBELEtswAVGAwnALeBttwALcDtuwAVGAvwAM\u{7f}At|OLpHtwwAVFA\u{7f}CNrBtRLcDtxwALcDVFAy\
        wAPItzwALcDtqlALItnAL@tnA
        """
}

private var code_ViewController_section_views_mustache: StaticString {
        """
        SEAc[BAcdAtLLIt|wASFA{wAEAnDtLLIt}wAVFAnwAGYt~wAVGAnwAGaBt\u{7f}wALIt`xALItaxALItbxALItcxALItdxALIte\
        xALIVEBBENEtnBVGAfxAN`AtgxAVGBBlANpAtlLVFAoCNoBtlLVGBBnXN}BthxALcDtixALItnASFA{wARA|KtLLItjxAVGAnwAT\
        hAtkxALItlxAVFAfxAUXtmxALIt}JVFAywAVRtnxAVFAoCVnAtoxAVGBBnXViBt|MSEAaHWA[LcDtpxALcDtnGVC@YXtLLcDtqxA\
        IEAaH\\AGLcDtrxASFAtxA_APSFAb[`AAGLcDtsxALcDVGAfxAdAItuxALItnASGBBt^fAAaFtLLItTVGAnwAhAMtvxAVGAm]hA{\
        AtwxALItgcAVGAywAiAJtxxAVHAnwAiA\u{7f}AtyxALIt}JVGAzxAjARts_LcDthlALIt{xAVFAoClAJt|CLcDt|xAVGAm]mAqB\
        t}xALcDt~xAVGBBnXnAZt\u{7f}xAVHAvwAnAwBt|CLpHVGAywAoAMtzwALcDtnALcDtqlALItnASFAb[uAAmNtLLIt`yALItayA\
        LItbyALIVFBBE{AEtcyAVHBBnX{A\u{7f}AtidALcDtdyALItaALIteyALItfyALItgyALIthyALItiyALIVFBBEdBEtjyAVHBBn\
        XdBwAtkyALcDtlyALcDtmyALItaALItnyALIVFBBEjBEtoyAVHBBnXjBzAt|MLcDtpyALItaALItqyALItryALIVFBBEpBEtsyAL\
        IttyALItuyALItvyALItwyALItxyALItyyAVHBBnXwBjBt|MLcDtzyALpHt{yALpHt|yALpHt}yALeLt~yALeLt\u{7f}yALeLt`\
        zALeLtazALeLtwLLkVtbzALkVtczALeLtXLeLtdzALpHtoELcDtezALcDtfzALcDtgzALcDthzALcDtizALpHtjzALpHtkzAVGAl\
        zAlCOtLLpHtcBVGAmzAmCOtLLcDtnzALpHtozALeLtpzALpHtqzALItnAtLLItrzALItszALIttzALcDttiALcDtuzAVGBBnXyCX\
        tvzASGA{wAzCAaBLpHtwzAVGAvwA{CXt|OLeLtxzAVGAyzA|C\\tLLpHtpYLeLVGAywA~CQtzwALpHtnALcDtnALItnA
        """
}

private var code_ViewController_selection_conformance_mustache: StaticString {
        """
        SFAr{ABAuSSEAj]CA`ItLL@trWVEAlAEKt~aALIVEBBEFEtzzALcDVFA{zAGItf_LItaALIt|zALIt}zALIVEBBELEt~zALcDVFA\
        {zAMIt\u{7f}zALItaALIVEBBEPEt`{ALcDta{ALcDt~cAVFA{zAROth\\LpHtb{ASFAd{ATAGLpHtc{ALpHtz_LcDtnASEBZ[YA\
        aALcDte{ALcDtf{ALpHtg{ALpHtz_LcDtnALcDVGAh{A`AItf_LItnASFBZ[bAAbAtLLIti{ALIVFBBEeAEtj{ALcDtk{ALItnAP\
        fqnAAiAAL@tnASFAt^lAAbJtLL@trWVFAlAnAKtrnALIVFBBEoAEtjaALcDtl{ALItidALcDVGA{zArAItf_LItaALIt|zALItm{\
        ALIVFBBEwAEtjaALcDtn{ALItidALcDVGA{zAzAItf_LItaALIVFBBE}AEto{ALcDta{ALcDt~cAVGA{zA\u{7f}AOth\\LpHtp{\
        ASGAd{AaBAGLpHtc{ALpHtz_LcDtnASFBZ[fBAaALcDte{ALcDtf{ALpHtg{ALpHtz_LcDtnALcDVGAh{AmBItf_LItnASFBZ[oB\
        AbAtLLIti{ALIVFBBErBEtq{ALcDtk{ALItnAPfqnAAvBAL@tnA
        """
}

private var code_ViewController_selection_tap_mustache: StaticString {
        """
        SFAweABAuJSFAd{ACARL@ts{AL@tt{AL@tc{AIFAd{AHA^L@tu{AL@VEAe\\JAtf\\VFAv{AJRtw{AL@tipAVEA~^LJtLL@VHBd`\
        Aq\\MAts_LIt}eAVEAsKNLt~eAVGA\u{7f}eANgAt|OLIt`fAVFAafAOMtbfAVGAcfAOhAVGAx{AOwAVGAdfAOgBtLL@tefALIty\
        {AVGAz{AQcBtLLItd_SFA|{ASAXLIt{{ALIt~cAVFA|{AUKt}{ASFAd{AWAFLIt~{ASFAb|AZA^LIt\u{7f}{AVFA`iA[^t`|AVH\
        BBa|A[}AtRIFAb|A]AgALItc|AVFBBjA^YtaiAVEA]^hBtOVFA`B^{Btd|AL@tnAIGAweAbAAiHSGAd{AcAAVL@te|AL@tf|AVFA\
        ~^eAYtRSGAb|AgAAeDL@t~hAVGA`iAhAUt`|AVIBBa|AhAtAtRIGAd{AiAAzBSGAg|AjAAZL@VFAe\\kAAtf\\VGAv{AkARtw{AI\
        GAg|AmAAkAL@th|ALIti|ALIVFAe\\pAEtf\\VGAv{ApAVtw{AL@tnAIGAb|AuAAnBL@tvfAVGBBjAvAPtaiAVFA]vA\u{7f}AtO\
        VGA`BvArBtd|AIGAd{AwAAZL@VFAe\\xAAtf\\VGAv{AxARtw{A
        """
}

private var code_ViewController_selection_mustache: StaticString {
        """
        SFAr{ABAj[tLLItj|ALItk|ASFAd{AGARLItl|ALItm|ALItn|AIFAd{ALALLIto|ALItp|ALItiAVFAh{APJtq|ASFAjdAQAhCS\
        FAt|ARA\\LcDt~cAVFAr|ASOt}{APfs|AdDTIIFAt|AVAyALcDtu|ASFAd{AXAGLcDtc{AIFAd{A[AYLcDVEAe\\\\Itf\\VFAv{\
        A\\Ztv|AIGAjdA`AAeELcDtw|ALcDtyXSFA{XcAAhDSGAt|AdAAdALcDtdRVFA~QeAOVGAx|AeA^tqOPfs|AqHfAMIGAt|AhAAnB\
        LcDtdRVFA~QiAOtqOLpHtu|ASGAd{AkAAGLpHtc{AIGAd{AnAA[LpHVFAe\\oAMtf\\VGAv{AoA^tv|ALcDtnALItaALIty|ALIt\
        z|ALIt{|ASGAjdAzAAyBIGAt|A{AAGLcDt||ASGAt|A~AA}ASFA{H\u{7f}AAcALcDtfpAVFA`B`BSt}|ALcDtqYVFA{HaBPtLIF\
        A{HcBAGLcDt}dAIGAjdAhBAxCLcDt\u{7f}dASFA{XjBAzBSFA{HkBAiALcDtdRVFA~QlBOteRVGA`BlBcAt~|AVGA{HlBxAtLIF\
        A{HnBA^LcDtdRVFA~QoBOt`eAVHAaeAoBaAtLLcDtbeALcDtnALItnASFBZ[vBA`AtLLIt\u{7f}|ALIt`}ALIta}ALcDtb}ALIt\
        nAtLLIVFBBE\u{7f}BEtc}ALcDtd}ASGAd{AaCAULcDte}ALcDtf}ALcDtc{AIGAd{AfCAsCSFBZ[gCAaALcDtg}ALcDth}ALpHt\
        c{ALpHtz_LcDtnALcDti}ALcDtj}AVFAe\\oCZtf\\VHAk}AoCkAtl}ALpHVFAe\\pCMtf\\VGAv{ApC^tm}ALcDtnALItnASGAd\
        {AtCAIPfn}AAuCA
        """
}

private var code_ViewController_storage_mustache: StaticString {
        """
        SFAxmABAe]SFAf\u{7f}ACAsZtLLIto}ALItp}AVGAq}AFeAtr}AVFAnXF`BtlLVFA}^FqBto]SEAt^GAaFSFAfaAHArBLcDts}A\
        LcDtt}ALcDtu}ALcDtv}ALcDtw}ALpHtx}ALcDtaALcDty}ALpHtoaALcDtpaALpHtz}ALcDtnASFBZu]XA{BtLLcDt{}ALcDt|}\
        ALcDt}}ALcDt~}ALcDt\u{7f}}ALcDt`~ALcDty}ALpHta~ALpHtb~ALcDt|MLpHtc~ALpHtd~ALcDtnASFAj]jAAiRSFAhZkAAb\
        ALcDte~ALcDtf~ALcDtg~ALpHth~ALcDtnAIFAhZsAA]SFAoZtAATLcDtg~ALpHt{`ALcDtnASFAtZzAAVtLLcDti~ALpHt~`ALc\
        DtnASFAh[`BAfBtLLcDtj~ALcDtk~ALcDtl~AVGAnXdBvAtbnALpHtm~ALeLtn~ALpHtxwALpHto~ALcDtnASEAZkBAtESGA|~Al\
        BAiEIGAy`AmBAkAtLLcDtp~ALcDtq~ALcDtr~ALcDts~ALpHtp`ALcDtnASGAy`AvBAhCtLLcDtt~ALcDtu~ALcDtv~ALcDts~AL\
        pHtp`ALcDtaALcDtw~ALcDtx~ALcDty~ALcDtz~ALpHtv`ALcDt|MLpHtw`ALpHt{~ALcDtnASGBZu]lCAaCtLLcDt{}ALcDt|}A\
        LcDt}~ALcDt~~ALpHtp`ALcDtaALcDt\u{7f}~ALcDt`\u{7f}ALcDtz~ALpHts`ALcDt|MLpHta\u{7f}ALpHtd~ALcDtnASGAf\
        aA\u{7f}CAtBtLLcDts}ALcDtt}ALcDtb\u{7f}ALcDtc\u{7f}ALcDtd\u{7f}ALpHtx}ALcDtaALcDtz~ALpHtcaALcDtdaALp\
        Hte\u{7f}ALcDtnALItnAIGAf\u{7f}AsDAoAtLLItg\u{7f}AVHAq}AuDdAtr}AVGAnXuD\u{7f}AtlLVGA}^uDpBth\u{7f}At\
        LLIti\u{7f}ALItj\u{7f}ALItk\u{7f}AIFAhZ|DA]LItl\u{7f}AVGAnX}DfAtlLVFAW}DwAt{DSFAhZ\u{7f}DAwCLItm\
        \u{7f}AVGAfX`EkAtn\u{7f}AVGAnX`ExAtrCLIto\u{7f}AVGAnXaEeAtlLVFAWaEvAth\u{7f}ALItp\u{7f}ALItq\u{7f}AL\
        IVFBBEdEEtr\u{7f}ALIts\u{7f}ALItt\u{7f}ALItu\u{7f}ALIVFBBEhEEtv\u{7f}A
        """
}

private var code_ViewController_swift_mustache: StaticString {
        """
        SDABBA~rCL@tTVDACCItw\u{7f}AL@tsAL@tx\u{7f}AL@ty\u{7f}AL@tz\u{7f}AL@VEBBEHAtzCVFAlAHdAt{\u{7f}ALIt|\
        \u{7f}ALIVEBBEJEtdFVFAe\\J`AtcBVGA}\u{7f}AJrAtLSFA``BKAULIt~\u{7f}ALIt\u{7f}\u{7f}AVEAtNM]tLSEAxAOAL\
        LIta`BLItb`BSFAf`BSA_LItc`BLIVEBBEUEtd`BVFAfAUyAte`BLItg`BLIth`BLIti`BLItj`BLIVEBBE[Etk`BVEAW[sAtl`B\
        LcDtm`BLItnALItn`BLIto`BLItp`BLItq`BLItr`BLIts`BLIVFBBEdAEtt`BVGAlAdAqAthxALcDtzjALpHtu`BLeLtv`BLpHt\
        nALcDtnALItnAPfw`BAkAAtLSGA``BmAAtBLItx`BSGAxAnA}ADty`Bt\u{7f}BLIVFBBEoAEtz`BVGAtNoAmASGAxAoA|ADt{`B\
        SGAhZoA~CDt|`Bt|MLcDt}`BIGA``BrAApBLIt~`BSFAxAsA[Dty`Bt\u{7f}BLIVFBBEtAEt\u{7f}`BSGAxAtAaADt`aBSGAhZ\
        tAaCQSGAxAtArCCtlLtaaBt|MSFAhZvAA\\LcDtbaBLcDtcaBVHBBnXxAhAtdaBSFAxAzAAGLcDteaBSFAj]}AA[LcDVFAe\\~AI\
        tfaBVHAgaB~A~AtRSFAt^`BA}BLcDthaBVHAgaBaBgBtRLcDtiaBVGAjaBbB^tLSGAlaBcBAGLcDtkaBSGAnaBfBAGLcDtmaBLcD\
        VFAe\\iBItoaBLpHtpaBLcDtqaBSFAt^mBAcJSGAunAnBArBSGAwaBoBAgBLcDtraBLcDtsaBSGA|nArBAnALcDttaBVGAuaBsBP\
        tvaBLpHtbjAVGAznAtBSt{nALcDtnASGAyaByBAOLcDVFAe\\zBItxaBSGAfbB|BAqCLcDtzaBLcDt{aBLcDt|aBLcDVFAe\\`CI\
        t}aBLpHt~aBLpHt\u{7f}aBLpHt`bBSFAk^dCAaALpHtabBVGAbbBeC[txEVHAcbBeCnAtdbBLpHtebBLcDtnASHB_ogAjCAeBLc\
        DtgbBLcDthbBLcDtibBLcDtjbBLpHtkbBLcDtlbBLpHtmbBLeLtnbBLcDtmHLcDtobBLcDtpbBSGAr{AxCAQSGAd{AyCAGLcDtqb\
        BSFBZ[}CANLcDtrbBLcDtsbBSGAzuAaDAGLcDttbBSFAh[dDAGLcDtubBSGAfaAgDAtALcDtvbBIFAhZiDAGLcDtwbBSFAhZlDAT\
        LcDtxbBLpHtybBLcDtnAIFAc[rDARSHB_cgAsDAGLcDtzbBSFAc[wDAfALcDt{bBSHB_cgAyDAGLpHt|bBLpHt}bBLcDtnASFAtK\
        \u{7f}DAQLcDt~bBVFAsK`EQtLLItaALIt~FVGAlAdEjAt\u{7f}FLIVFBBEeEEt`GLcDtaGVFAlAfEUt\u{7f}FLItaALIVFBBE\
        iEEt\u{7f}bBLcDt`cBVFAe\\jEPtLLItaALIVFBBEmEEtacBLcDtbcBIGAr{AoEA]LcDtccBLcDtdcBLcDVFAe\\rEItecBSGAr\
        {AtEAVLcDtfcBLcDVFAe\\vEItjgASGAunAxEA`ASGAtnAyEAVLcDtgcBLcDVFAe\\{EItjgASHBZabA~EAVLcDthcBLcDVFAe\\\
        `FItjgASFBZ[bFAqALcDticBLcDtjcBSGAkcBeFAKLcDVD@fFItLLcDtlcBLcDtufASFAj]kFAgESGAlaBlFAVLcDtmcBLcDVFAe\
        \\nFItncBSFA\u{7f}QpFAgALcDVFAe\\qFItocBVFACqFcAtpcBVFACqFjBtqcBSFAc[sFAlBSGAscBtFAVLcDtrcBLcDVFAe\\\
        vFItjgASGA{wAxFAaALcDVFAe\\yFIttcBLpHtucBVGA\u{7f}CzFsBtRPfvcBA~FAPfwcBA\u{7f}FASGAzuA`GAGLcDtxcBLcD\
        tv`BLItnAPfycBAeGASGA`dBfGAbDtLLItj~ALItk~ALItl~AVGAnXjGrAtbnAIFAhZkGAmALcDtzcBVFAnXlG]t{cBLpHt|cBVH\
        A}cBmGxAtRLcDtxwASFAhZpGAULcDt~cBLpHt\u{7f}cBLcDtxwALcDto~ALItnASFAhZxGAuAtLLItadBLItbdBLItcdBLIVFBB\
        E}GEtddBLcDtedBLcDtfdBLItnAPfgdBAbHAPfhdBAcHAPfidBAdHAtLLItjdBSFAqFgHAagAtLSFA{BiHARLItkdBVFAKjHaAtl\
        dBIFA{BlHAZSFA`CmHAQLItmdBVEAKnH^tndBIFA`CqHAWLItodBVEAKrHUtpdBLItqdBLItrdBSFAw\\vHAXLItsdBVFAKwHwAt\
        tdBLItudBSGAxdBzHALLItvdBLItwdBLIVFBBE~HEtiAVGAxB~HaAtOVFAQ~HoAtydBSGAjdA\u{7f}HAkNLcDt~cAVGAr|A`IOt\
        }{ASGAweAaIAvILcDtipAVFA`BbIRtgGLcDVIBd`Aq\\cIIts_LpHt}eAVFAsKdITt~eAVHA\u{7f}eAdIoAt|OLpHt`fAVGAafA\
        eIUtbfAVHAcfAeIpAVHAx{AeI\u{7f}AVHAdfAeIoBtLLcDtefALpHtzdBLpHty{AVHA{dBhIkBtLLpHtd_SGA|{AjIA[LpHt{{A\
        LpHt~cAVGA|{AlISt}{ASGAb|AnIAaALpHt\u{7f}{AVHA`iAoIfAt`|AVHAa|AoIeBtRIGAb|AqIAvALpHtc|AVHBBjArIaAtai\
        AVFA]rIpBtOVGA`BrIcCVHA|dBrItCtd|ALcDtnAIGAweAvIAkCSGAb|AwIA`ALcDt~hAVGA`iAxI]t`|AVHAa|AxI|AtRIGAb|A\
        zIAuALcDtvfAVGBBjA{IXtaiAVFA]{IgBtOVGA`B{IzBVHA|dB{IkCtd|AIGAjdA\u{7f}IAzQLcDtw|ALcDtyXSFA{XbJA}PSGA\
        beBcJAqOSGAweAdJAuJLcDtdRVFA~QeJOVGA}dBeJ^tqOLpHt\u{7f}cALpHVIBd`Aq\\gJMts_LeLt}eAVFAsKhJXt~eAVHA\
        \u{7f}eAhJsAt|OLeLt`fAVGAafAiJYtbfAVHAcfAiJtAVHAx{AiJcBVHAdfAiJsBtLLpHtefALeLtzdBLeLt~dBLkVtdRVFA~Qm\
        J[VHA\u{7f}dBmJjAt`eBLeLtd_SGA|{AoJA[LeLt{{ALeLt~cAVGA|{AqJWt}{ASGAb|AsJAaALeLt\u{7f}{AVHA`iAtJjAt`|\
        AVHAa|AtJiBtRIGAb|AvJAvALeLtc|AVHBBjAwJeAtaiAVFA]wJtBtOVGA`BwJgCVHA|dBwJxCtd|ALpHtnAIGAweA{JAfDLcDtd\
        RVFA~Q|JOVGAaeB|J^tqOSGAb|A}JAaALpHt~hAVHA`iA~JaAt`|AVHAa|A~J`BtRIGAb|A`KAuALpHtvfAVGBBjAaK\\taiAVFA\
        ]aKkBtOVGA`BaK~BVHA|dBaKoCtd|AIGAbeBeKAWLcDtdRVFA~QfKOtqOLpHt|TLcDtnALItnAPfceBAnKAPfdeBAoKAPfeeBApK\
        ASGAmeBqKAvDtLLItfeBVEAKsKVtgeBVGAfXsK|AtheBLIt}JVFAq\\tKRtieBVGA`BtKcAtcBVFAPtKvAt{xAVGAfNtKhBt|CSF\
        A{XuKAaALcDtjeBVGA\u{7f}vAvKLtkeBVHA`iAvKmAtkFLcDtqYVGAleBxKPtLLItnAPfneBA{KAPfoeBA|KAtLLItpeBPfqeBA\
        \u{7f}KAL@tnAPfreBAaLAPfseBAbLAPfteBAcLAPfueBAdLAPfveBAeLAPfweBAfLAPfxeBAgLA
        """
}

private var code_header_mustache: StaticString {
        """
        L@thRVEAiRBDtLL@tyeBVEAkRC^tzeBSEAyREALL@txRVC@FHtL
        """
}

private var text_Action_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        /// A button tap of the {{screen.name}} screen that does not navigate: the spec gives its event no route.
        {{screen.accessPrefix}}enum {{screen.actionType}}: Hashable, Sendable {
        {{#actions}}
            /// {{description}}
            case {{caseName}}({{modelType}}{{valueParameter}})
        {{/actions}}
        {{#editing.multiSelect}}
        {{#buttons}}
            /// The {{description}} batch button: the rows selected in edit mode, in list order.
            case {{caseName}}([{{screen.rowType}}])
        {{/buttons}}
        {{/editing.multiSelect}}
        {{#feed.emptyState}}
        {{#action}}
        {{#actionCaseName}}
            /// The empty state's button.
            case {{.}}
        {{/actionCaseName}}
        {{/action}}
        {{/feed.emptyState}}
        }

        /// Performs the actions of the {{screen.name}} screen. The controller holds it weakly.
        @MainActor
        {{screen.accessPrefix}}protocol {{screen.actionHandlingType}}: AnyObject {
            /// Performs `action`, triggered by a button in `controller`'s list.
            func {{screen.actionHandlerMethod}}(_ controller: {{screen.viewControllerType}}, perform action: {{screen.actionType}})
        }

        """#
}

private var text_Cell_content_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#contentView}}
        /// Your view for the rows of a `{{cell.name}}`: it shows one `{{cell.modelType}}`, and the cell does the rest.
        ///
        /// The cell creates the view once, pins it to its content view's layout margins with Auto Layout,
        /// wires its buttons with `UIAction` (add no target or action of your own), calls `show(_:)` from
        /// `configure(with:at:)`{{#loadsImages}} (then `loadImages(for:with:)`){{/loadsImages}} and `prepareForReuse()` from its
        /// own. The view decides how a row looks.
        @MainActor
        {{screen.accessPrefix}}protocol {{protocolName}}: UIView {
            /// Creates the view, laid out with Auto Layout.
            init()
            /// Shows `{{cell.parameterName}}`. Called each time the cell shows a row, a recycled cell too.
            func show(_ {{cell.parameterName}}: {{cell.modelType}})
            /// Clears what `show(_:)` set. Called from the cell's `prepareForReuse()`.
            func prepareForReuse()
        {{#loadsImages}}
            /// Loads the images of `{{cell.parameterName}}` with `images.load(_:into:placeholder:)`. Called after
            /// `show(_:)`; the cell cancels the loads on reuse, and an image arrives only for this row.
            func loadImages(for {{cell.parameterName}}: {{cell.modelType}}, with images: ListRowImages<{{cell.modelIDType}}>)
        {{/loadsImages}}
        {{#controlEvents}}
            /// The {{description}} button. The cell wires it; its title and look are yours.
            var {{buttonName}}: UIButton { get }
        {{/controlEvents}}
        }

        {{/contentView}}

        """#
}

private var text_Cell_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#cell}}
        {{> Cell-content}}
        {{#hasDelegate}}
        /// Receives the button taps of a `{{name}}`.
        @MainActor
        {{screen.accessPrefix}}protocol {{delegateProtocol}}: AnyObject {
        {{#hookEvents}}
        {{#isSwitch}}
            /// The {{description}} switch of `cell` was toggled; `isOn` is its new value.
            func {{tapMethod}}(_ isOn: Bool, in cell: {{cellName}})
        {{/isSwitch}}
        {{^isSwitch}}
        {{#hasButton}}
            /// The {{description}} button of `cell` was tapped{{#hasAccessibilityAction}}, or its accessibility action performed{{/hasAccessibilityAction}}.
        {{/hasButton}}
        {{^hasButton}}
            /// The {{description}} accessibility action of `cell` was performed.
        {{/hasButton}}
            func {{tapMethod}}(in cell: {{cellName}})
        {{/isSwitch}}
        {{/hookEvents}}
        }

        {{/hasDelegate}}
        /// Shows one `{{modelType}}` and reports taps on its buttons.
        ///
        /// The cell renders and reports intent; it knows nothing about navigation. It never stores an
        /// index path, and `prepareForReuse()` clears every hook, so a recycled cell cannot fire the
        /// previous row's handler.
        {{#hasAccessibilityActions}}
        ///
        /// Every button, and every other event that is not a swipe action, is also an accessibility custom
        /// action of the cell, so VoiceOver users can act on the row without finding the button. Swipe
        /// actions are not: UIKit offers them to VoiceOver itself.
        {{/hasAccessibilityActions}}
        {{#contentView}}
        ///
        /// Layout: your `{{viewType}}` fills the content view's layout margins; it shows the row and holds
        /// the buttons (`{{protocolName}}`).
        {{/contentView}}
        {{#usesListContentView}}
        ///
        /// Layout: the row's text and image fill the top of the cell; the buttons sit below them, at the
        /// trailing margin, side by side and at most {{maxButtonsPerLine}} to a line (more go on further lines).
        /// Auto Layout places everything, so the buttons follow Dynamic Type and never cover or squeeze
        /// the row's text.
        {{/usesListContentView}}
        {{screen.accessPrefix}}final class {{name}}: {{superclass}} {
        {{#isTableCell}}
            /// The reuse identifier this cell is registered under.
            static let reuseIdentifier = {{reuseIdentifierLiteral}}

            /// Dequeues a cell of this class, registered under ``reuseIdentifier``, for `indexPath`.
            static func dequeue(from tableView: UITableView, for indexPath: IndexPath) -> Self {
                tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath) as! Self
            }

        {{/isTableCell}}
        {{#hasClosures}}
        {{#hookEvents}}
        {{#isSwitch}}
            /// Called with the new value when the {{description}} switch is toggled. Cleared in `prepareForReuse()`.
            {{screen.accessPrefix}}var {{closureName}}: ((Bool) -> Void)?
        {{/isSwitch}}
        {{^isSwitch}}
        {{#hasButton}}
            /// Called when the {{description}} button is tapped{{#hasAccessibilityAction}} or its accessibility action is performed{{/hasAccessibilityAction}}.
            /// Cleared in `prepareForReuse()`.
        {{/hasButton}}
        {{^hasButton}}
            /// Called when the {{description}} accessibility action is performed (the event has no button).
            /// Cleared in `prepareForReuse()`.
        {{/hasButton}}
            {{screen.accessPrefix}}var {{closureName}}: (() -> Void)?
        {{/isSwitch}}
        {{/hookEvents}}

        {{/hasClosures}}
        {{#hasDelegate}}
            /// Receives button taps. Weak, so the cell never keeps its controller alive.
            {{screen.accessPrefix}}weak var delegate: (any {{delegateProtocol}})?

        {{/hasDelegate}}
            /// The stable ID of the row this cell shows, or nil while it shows none.
            private(set) var rowID: {{modelIDType}}?
        {{#display.imageURL}}
            /// Loads the image from `{{fieldName}}` for the row shown, and drops a result for any other row or URL.
            private let imageSlot = ListImageSlot<{{cell.modelIDType}}>()
            /// The row's `{{fieldName}}`, loaded by `loadImage(with:)`.
            private var imageURL: URL?
        {{#hasPlaceholder}}
            /// Shown until the image arrives, for a row without URL and after a failed load.
            private let imagePlaceholder = {{placeholderExpression}}
        {{/hasPlaceholder}}
        {{/display.imageURL}}
        {{#display.accessories}}
        {{#badge}}
            /// Shows the row's `{{fieldName}}` count; hidden while it is 0. In the body text style, following
            /// Dynamic Type; VoiceOver reads what it counts, then the number. Restyle it from the app if you like.
            let badgeLabel: UILabel = {
                let label = UILabel()
                label.font = .preferredFont(forTextStyle: .body)
                label.adjustsFontForContentSizeCategory = true
                label.accessibilityLabel = {{accessibilityLabelLiteral}}
                return label
            }()
        {{/badge}}
        {{/display.accessories}}
        {{#usesListContentView}}
            /// Shows the row's text and image, above the buttons.
            private let listContentView = UIListContentView(configuration: .cell())
        {{/usesListContentView}}
        {{#contentView}}
            /// Your `{{viewType}}`, created once with the cell. Typed by its protocol, so the compiler checks
            /// that the view conforms to `{{protocolName}}`.
            let content: some {{protocolName}} = {{viewType}}()
        {{#loadsImages}}
            /// The loads of your view's images, for the row shown; cancelled on reuse.
            private let imageSlots = ListImageSlots<{{cell.modelIDType}}>()
            /// The row shown, whose images `loadImage(with:)` asks your view to load.
            private var imageRow: {{cell.modelType}}?
        {{/loadsImages}}
        {{/contentView}}
        {{#events}}
        {{#hasButton}}
        {{^cell.hasContentView}}
        {{#isSwitch}}
            /// Shows the row's `{{switchValueExpression}}`; a toggle reports the new value.
            private let {{buttonName}} = UISwitch()
        {{/isSwitch}}
        {{^isSwitch}}
            /// The {{description}} button, wired by this cell (add no action of your own). A popover or action
            /// sheet that its tap shows points at it.
            let {{buttonName}} = UIButton(configuration: .plain())
        {{/isSwitch}}
        {{/cell.hasContentView}}
        {{#cell.hasContentView}}
            /// Your view's {{description}} button, wired by this cell. A popover or action sheet that its tap
            /// shows points at it.
            var {{buttonName}}: UIButton { content.{{buttonName}} }
        {{/cell.hasContentView}}
        {{/hasButton}}
        {{#offeredName}}
            /// Whether the row shown offers the {{description}} accessibility action (`enabled`/`visible`).
            private var {{offeredName}} = true
        {{/offeredName}}
        {{/events}}
        {{#filtersAccessibilityActions}}
            /// Every accessibility action, in event order; `accessibilityCustomActions` offers those of the
            /// events the row offers now (enabled and visible).
            private var allAccessibilityActions: [UIAccessibilityCustomAction] = []
        {{/filtersAccessibilityActions}}

        {{#isTableCell}}
            {{screen.accessPrefix}}override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
        {{#hasContentView}}
                installContent()
        {{/hasContentView}}
        {{#hasEvents}}
                {{installMethod}}()
        {{/hasEvents}}
            }
        {{/isTableCell}}
        {{#isCollectionCell}}
            {{screen.accessPrefix}}override init(frame: CGRect) {
                super.init(frame: frame)
        {{#hasContentView}}
                installContent()
        {{/hasContentView}}
        {{#hasEvents}}
                {{installMethod}}()
        {{/hasEvents}}
            }
        {{/isCollectionCell}}

            @available(*, unavailable, message: "{{name}} is created in code")
            {{screen.accessPrefix}}required init?(coder: NSCoder) {
                fatalError("{{name}} is created in code")
            }

            /// Shows `{{parameterName}}`. The index path is for position-dependent styling only: it is not
            /// stored, because it goes stale as soon as rows move.
            {{screen.accessPrefix}}func configure(with {{parameterName}}: {{modelType}}, at indexPath: IndexPath) {
                rowID = {{parameterName}}.id
        {{#hasContentView}}
                content.show({{parameterName}})
        {{#contentView}}
        {{#loadsImages}}
                imageRow = {{cell.parameterName}}
        {{/loadsImages}}
        {{/contentView}}
        {{/hasContentView}}
        {{^hasContentView}}
        {{^display.hasContent}}
                {{contentTarget}} = {{display.contentConfigurationExpression}}
        {{/display.hasContent}}
        {{#display.hasContent}}
                var content = {{display.contentConfigurationExpression}}
        {{#display}}
        {{#hasText}}
                content.text = {{text}}
        {{/hasText}}
        {{#hasSecondaryText}}
                content.secondaryText = {{secondaryText}}
        {{/hasSecondaryText}}
        {{#imageExpression}}
                content.image = {{imageExpression}}
        {{/imageExpression}}
        {{#textColorExpression}}
                // `select.enabled`: a row that cannot be selected shows dimmed; set for every row (reuse, `update`).
                content.textProperties.color = {{textColorExpression}}
        {{/textColorExpression}}
        {{/display}}
                {{contentTarget}} = content
        {{#display.imageURL}}
                imageURL = {{urlExpression}}
        {{/display.imageURL}}
        {{/display.hasContent}}
        {{#display.indentationExpression}}
                // `display.indentation`: set for every row, so a reused cell never keeps another row's level.
                indentationLevel = {{display.indentationExpression}}
        {{/display.indentationExpression}}
        {{#display.accessories}}
                // `display.accessory`, `display.badge`: set for every row, so a reused cell never keeps another row's.
        {{#badge}}
                badgeLabel.text = {{textExpression}}
                badgeLabel.accessibilityValue = badgeLabel.text
        {{/badge}}
        {{#cell.isTableCell}}
        {{#accessoryTypeExpression}}
                accessoryType = {{accessoryTypeExpression}}
        {{/accessoryTypeExpression}}
        {{#badge}}
                // A table cell places its accessory view at the size it has: sized to the text each time.
                badgeLabel.sizeToFit()
                accessoryView = {{countExpression}} == 0 ? nil : badgeLabel
        {{/badge}}
        {{/cell.isTableCell}}
        {{#cell.isCollectionCell}}
                // The accessories the cell keeps (its buttons, a reorder control), then this row's.
                let rowAccessoryTypes: [UICellAccessory.AccessoryType] = [{{accessoryTypesLiteral}}]
                var shown = accessories.filter { !rowAccessoryTypes.contains($0.accessoryType) }
        {{#badge}}
                let badge = UICellAccessory.CustomViewConfiguration(
                    customView: badgeLabel, placement: .trailing(), isHidden: {{countExpression}} == 0)
                shown.append(.customView(configuration: badge))
        {{/badge}}
        {{#cellAccessories}}
                shown.append({{expression}})
        {{/cellAccessories}}
                accessories = shown
        {{/cell.isCollectionCell}}
        {{/display.accessories}}
        {{/hasContentView}}
        {{#touchHighlightStatement}}
                // `select.highlight: false`: the row stays tappable, without the grey highlight.
                {{touchHighlightStatement}}
        {{/touchHighlightStatement}}
        {{#hasEventStates}}
        {{#events}}
        {{#hasButton}}
        {{#enabledExpression}}
                {{buttonName}}.isEnabled = {{enabledExpression}}
        {{/enabledExpression}}
        {{#hiddenExpression}}
                {{buttonName}}.isHidden = {{hiddenExpression}}
        {{/hiddenExpression}}
        {{/hasButton}}
        {{#offeredName}}
                {{offeredName}} = {{offeredExpression}}
        {{/offeredName}}
        {{/events}}
        {{/hasEventStates}}
        {{#events}}
        {{#switchValueExpression}}
                // The row's value, set for every row without animation: a reused cell never shows the last row's.
                {{buttonName}}.setOn({{.}}, animated: false)
        {{/switchValueExpression}}
        {{/events}}
        {{#events}}
        {{#stateTexts}}
                // Follows the row's state: set from this row on every configuration, never kept from the last.
        {{#buttonTitle}}
                {{buttonName}}.configuration?.title = {{buttonTitle}}
        {{/buttonTitle}}
        {{#buttonSystemImage}}
                {{buttonName}}.configuration?.image = UIImage(systemName: {{buttonSystemImage}})
        {{/buttonSystemImage}}
        {{#buttonAccessibilityLabel}}
                {{buttonName}}.accessibilityLabel = {{buttonAccessibilityLabel}}
        {{/buttonAccessibilityLabel}}
        {{#accessibilityActionName}}
                {{accessibilityAction}}.name = {{accessibilityActionName}}
        {{/accessibilityActionName}}
        {{/stateTexts}}
        {{/events}}
        {{#filtersAccessibilityActions}}
                offerAvailableAccessibilityActions()
        {{/filtersAccessibilityActions}}
            }

            {{screen.accessPrefix}}override func prepareForReuse() {
                super.prepareForReuse()
        {{#hasClosures}}
        {{#hookEvents}}
                {{closureName}} = nil
        {{/hookEvents}}
        {{/hasClosures}}
        {{#hasDelegate}}
                delegate = nil
        {{/hasDelegate}}
        {{^hasContentView}}
                // The content configuration stays: `configure(with:at:)` replaces it, and setting it to nil
                // would make UIKit build a new content view on every reuse.
        {{/hasContentView}}
                rowID = nil
        {{#display.imageURL}}
                // A load still running is for the previous row: cancelled, and its result dropped.
                imageSlot.cancel()
                imageURL = nil
        {{/display.imageURL}}
        {{#contentView}}
        {{#loadsImages}}
                // The loads still running are for the previous row: cancelled, and their results dropped.
                imageSlots.cancel()
                imageRow = nil
        {{/loadsImages}}
        {{/contentView}}
        {{#hasContentView}}
                content.prepareForReuse()
        {{/hasContentView}}
        {{#events}}
        {{#isSwitch}}
                {{buttonName}}.setOn(false, animated: false)
        {{/isSwitch}}
        {{/events}}
        {{#hasEventStates}}
        {{#events}}
        {{#hasButton}}
        {{#enabledExpression}}
                {{buttonName}}.isEnabled = true
        {{/enabledExpression}}
        {{#hiddenExpression}}
                {{buttonName}}.isHidden = false
        {{/hiddenExpression}}
        {{/hasButton}}
        {{#offeredName}}
                {{offeredName}} = true
        {{/offeredName}}
        {{/events}}
        {{/hasEventStates}}
        {{#filtersAccessibilityActions}}
                offerAvailableAccessibilityActions()
        {{/filtersAccessibilityActions}}
            }
        {{#display.imageURL}}

            /// Loads the row's image through `loader`, once `configure(with:at:)` has shown the placeholder (or the
            /// image already loaded for this row and URL). The image is shown only if it arrives while the cell
            /// still shows this row and URL; a failed load keeps the placeholder.
            func loadImage(with loader: any ListImageLoader) {
                guard let rowID else { return }
                imageSlot.load(imageURL, for: rowID, with: loader) { [weak self] image in
                    self?.showLoadedImage(image)
                }
            }

            /// Puts `image` into the content configuration the cell shows.
            private func showLoadedImage(_ image: UIImage) {
                guard var content = {{cell.contentTarget}} as? UIListContentConfiguration else { return }
                content.image = image
                {{cell.contentTarget}} = content
            }
        {{/display.imageURL}}
        {{#contentView}}
        {{#loadsImages}}

            /// Asks your view to load the row's images through `loader`, once `configure(with:at:)` has shown
            /// the row. An image is shown only while the cell still shows this row.
            func loadImage(with loader: any ListImageLoader) {
                guard let rowID, let imageRow else { return }
                content.loadImages(for: imageRow, with: imageSlots.images(for: rowID, with: loader))
            }
        {{/loadsImages}}
        {{/contentView}}
        {{#filtersAccessibilityActions}}

            /// Offers VoiceOver the actions of the events that are enabled and visible now.
            private func offerAvailableAccessibilityActions() {
                let offered = [
        {{#accessibilityActionEvents}}
                    {{offeredCheck}}{{^isLast}},{{/isLast}}{{#isLast}}{{^isFirst}},{{/isFirst}}{{/isLast}}
        {{/accessibilityActionEvents}}
                ]
                accessibilityCustomActions = zip(offered, allAccessibilityActions)
                    .filter { isOffered, _ in isOffered }
                    .map { _, action in action }
            }
        {{/filtersAccessibilityActions}}
        {{#hasEvents}}
        {{#hookEvents}}

        {{#isSwitch}}
            /// Reports a toggle of the {{description}} switch, with its new value.
            private func {{reportMethod}}() {
        {{#cell.hasClosures}}
                {{closureName}}?({{buttonName}}.isOn)
        {{/cell.hasClosures}}
        {{#cell.hasDelegate}}
                delegate?.{{tapMethod}}({{buttonName}}.isOn, in: self)
        {{/cell.hasDelegate}}
            }
        {{/isSwitch}}
        {{^isSwitch}}
        {{#hasButton}}
            /// Reports a tap on the {{description}} button{{#hasAccessibilityAction}} or its accessibility action{{/hasAccessibilityAction}}.
        {{/hasButton}}
        {{^hasButton}}
            /// Reports the {{description}} accessibility action (the event has no button).
        {{/hasButton}}
            private func {{reportMethod}}() {
        {{#cell.hasClosures}}
                {{closureName}}?()
        {{/cell.hasClosures}}
        {{#cell.hasDelegate}}
                delegate?.{{tapMethod}}(in: self)
        {{/cell.hasDelegate}}
            }
        {{/isSwitch}}
        {{/hookEvents}}

        {{#hasButtons}}
            /// Sets up the buttons, wires each to its hook with a `UIAction`, and offers each event that is not
            /// a swipe action as an accessibility custom action.
        {{/hasButtons}}
        {{^hasButtons}}
            /// Offers each event that is not a swipe action as an accessibility custom action. The cell shows no
            /// button: its events are swipe actions or context-menu items.
        {{/hasButtons}}
            private func {{installMethod}}() {
        {{#events}}
        {{#hasButton}}
        {{^isSwitch}}
        {{^cell.hasContentView}}
                var {{configurationName}} = UIButton.Configuration.plain()
        {{#hasTitle}}
                {{configurationName}}.title = {{titleLiteral}}
        {{/hasTitle}}
        {{#hasSystemImage}}
                {{configurationName}}.image = UIImage(systemName: {{systemImageLiteral}})
        {{/hasSystemImage}}
        {{#isDestructive}}
                {{configurationName}}.baseForegroundColor = .systemRed
        {{/isDestructive}}
                {{buttonName}}.configuration = {{configurationName}}
        {{/cell.hasContentView}}
        {{/isSwitch}}
        {{#needsAccessibilityLabel}}
                {{buttonName}}.accessibilityLabel = {{accessibilityLabelLiteral}}
        {{/needsAccessibilityLabel}}
                {{buttonName}}.accessibilityIdentifier = {{accessibilityIdentifierLiteral}}
        {{#isSwitch}}
                {{buttonName}}.addAction(UIAction { [weak self] _ in self?.{{reportMethod}}() }, for: .valueChanged)
        {{/isSwitch}}
        {{^isSwitch}}
                {{buttonName}}.addAction(UIAction { [weak self] _ in self?.{{reportMethod}}() }, for: .primaryActionTriggered)
        {{/isSwitch}}

        {{/hasButton}}
        {{/events}}
        {{#hasAccessibilityActions}}
                {{accessibilityActionsTarget}} = [
        {{#accessibilityActionEvents}}
                    UIAccessibilityCustomAction(name: {{accessibilityLabelLiteral}}) { [weak self] _ in
                        guard let self else { return false }
                        self.{{reportMethod}}()
                        return true
                    }{{^isLast}},{{/isLast}}{{#isLast}}{{^isFirst}},{{/isFirst}}{{/isLast}}
        {{/accessibilityActionEvents}}
                ]
        {{/hasAccessibilityActions}}
        {{#filtersAccessibilityActions}}
                offerAvailableAccessibilityActions()
        {{/filtersAccessibilityActions}}
        {{#usesListContentView}}
                let buttons = UIStackView(arrangedSubviews: [
        {{#buttonLines}}
                    buttonLine([{{#buttons}}{{buttonName}}{{^isLast}}, {{/isLast}}{{/buttons}}]){{^isLast}},{{/isLast}}{{#isLast}}{{^isFirst}},{{/isFirst}}{{/isLast}}
        {{/buttonLines}}
                ])
                buttons.axis = .vertical
                buttons.alignment = .trailing
                buttons.spacing = 4
                listContentView.translatesAutoresizingMaskIntoConstraints = false
                buttons.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(listContentView)
                contentView.addSubview(buttons)
                let margins = contentView.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
                    listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    listContentView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    buttons.topAnchor.constraint(equalTo: listContentView.bottomAnchor),
                    buttons.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
                    buttons.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    buttons.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                ])
        {{/usesListContentView}}
        {{^usesListContentView}}
        {{#hasButtons}}
        {{^hasContentView}}
                let buttons = UIStackView(arrangedSubviews: [{{#buttons}}{{buttonName}}{{^isLast}}, {{/isLast}}{{/buttons}}])
                buttons.axis = .horizontal
                buttons.spacing = 8
                accessories = [.customView(configuration: .init(customView: buttons, placement: .trailing()))]
        {{/hasContentView}}
        {{/hasButtons}}
        {{/usesListContentView}}
            }
        {{#usesListContentView}}

            /// One line of buttons, side by side.
            private func buttonLine(_ lineButtons: [UIView]) -> UIStackView {
                let line = UIStackView(arrangedSubviews: lineButtons)
                line.axis = .horizontal
                line.spacing = 8
                return line
            }
        {{/usesListContentView}}
        {{/hasEvents}}
        {{#contentView}}

            /// Adds your `{{viewType}}` to the content view, pinned to its layout margins.
            private func installContent() {
                content.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(content)
                let margins = contentView.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    content.topAnchor.constraint(equalTo: margins.topAnchor),
                    content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                ])
            }
        {{/contentView}}
        }
        {{/cell}}

        """#
}

private var text_Model_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        /// A row model of the {{screen.name}} screen, with a stable identity for diffing and tap routing.
        {{screen.accessPrefix}}struct {{model.name}}: Identifiable, Hashable, Sendable {
        {{#model.fields}}
            {{screen.accessPrefix}}var {{name}}: {{type}}
        {{/model.fields}}
        {{#screen.declaresMemberwiseInits}}

            /// Creates a `{{model.name}}` from its fields.
            {{screen.accessPrefix}}init(
        {{#model.fields}}
                {{name}}: {{type}}{{^isLast}},{{/isLast}}
        {{/model.fields}}
            ) {
        {{#model.fields}}
                self.{{name}} = {{name}}
        {{/model.fields}}
            }
        {{/screen.declaresMemberwiseInits}}
        {{#model.mapsIdentity}}

            /// The stable identity, taken from `{{model.idField}}`.
            {{screen.accessPrefix}}var id: {{model.idType}} { {{model.idField}} }
        {{/model.mapsIdentity}}
        }

        """#
}

private var text_Route_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        /// Where the {{screen.name}} screen navigates, with the tapped row's data.
        {{screen.accessPrefix}}enum {{screen.routeType}}: Hashable, Sendable {
        {{#routes}}
        {{#opensURL}}
            /// Opens the row's `{{urlField}}` ({{presentation}}).
        {{/opensURL}}
        {{^opensURL}}
            /// Shows `{{destinationType}}` ({{presentation}}).
        {{/opensURL}}
            case {{caseDeclaration}}
        {{/routes}}
        }

        """#
}

private var text_Router_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        /// Navigates from the {{screen.name}} screen.
        ///
        /// The controller hands every routed tap to its router and never builds a destination itself,
        /// so a test can pass a fake router and assert on the routes it receives.
        @MainActor
        {{screen.accessPrefix}}protocol {{screen.routingType}}: AnyObject {
            /// Shows the destination of `route`, starting from `source`.
        {{#screen.routesPopover}}
            /// A popover points at `anchor`: the tapped button while it shows the row, else the cell that shows
            /// the row now (a swipe action, menu item, VoiceOver action or row tap), else the list.
        {{/screen.routesPopover}}
            func navigate(to route: {{screen.routeType}}, from source: UIViewController{{screen.navigateAnchorParameter}})
        }

        /// The default router: builds each destination with a factory you supply, then shows it as
        /// the spec says.
        @MainActor
        {{screen.accessPrefix}}final class {{screen.routerType}}: {{screen.routingType}} {
        {{#routes}}
        {{#hasFactory}}
            private let {{factoryName}}: @MainActor {{factoryParameters}} -> {{destinationType}}
        {{/hasFactory}}
        {{/routes}}
        {{#screen.routesURL}}
            private let openURL: @MainActor (URL) -> Void
        {{/screen.routesURL}}

            /// Creates a router from one destination factory per route.
        {{#screen.routesURL}}
            /// `openURL` opens a URL route's URL outside the app; by default the system's
            /// `UIApplication.shared.open(_:options:completionHandler:)`. A test passes its own to see the URL.
        {{/screen.routesURL}}
            {{screen.accessPrefix}}init(
        {{#routes}}
        {{#hasFactory}}
                {{caseName}} {{factoryName}}: @escaping @MainActor {{factoryParameters}} -> {{destinationType}}{{^isLastParameter}},{{/isLastParameter}}
        {{/hasFactory}}
        {{/routes}}
        {{#screen.routesURL}}
                openURL: @escaping @MainActor (URL) -> Void = {
                    UIApplication.shared.open($0, options: [:], completionHandler: nil)
                }
        {{/screen.routesURL}}
            ) {
        {{#routes}}
        {{#hasFactory}}
                self.{{factoryName}} = {{factoryName}}
        {{/hasFactory}}
        {{/routes}}
        {{#screen.routesURL}}
                self.openURL = openURL
        {{/screen.routesURL}}
            }

            {{screen.accessPrefix}}func navigate(to route: {{screen.routeType}}, from source: UIViewController{{screen.navigateAnchorParameter}}) {
                switch route {
        {{#routes}}
                case {{casePattern}}:
        {{#isPush}}
                    push({{makeExpression}}, from: source)
        {{/isPush}}
        {{#isPresent}}
                    present({{destinationExpression}}, from: source, embedInNavigation: {{embedInNavigationLiteral}})
        {{/isPresent}}
        {{#isSheet}}
                    presentSheet(
                        {{destinationExpression}}, from: source, embedInNavigation: {{embedInNavigationLiteral}},
                        detents: {{detentsLiteral}})
        {{/isSheet}}
        {{#isShow}}
                    source.show({{makeExpression}}, sender: source)
        {{/isShow}}
        {{#isPopover}}
                    presentPopover({{destinationExpression}}, from: source, anchor: anchor)
        {{/isPopover}}
        {{#isSafari}}
                    openInSafari(url, from: source)
        {{/isSafari}}
        {{#isExternal}}
                    openExternally(url)
        {{/isExternal}}
        {{/routes}}
                }
            }
        {{#screen.routesPush}}

            /// Pushes onto the source's navigation stack; without one, falls back to `show(_:sender:)`.
            private func push(_ destination: UIViewController, from source: UIViewController) {
                if let navigationController = source.navigationController {
                    navigationController.pushViewController(destination, animated: true)
                } else {
                    source.show(destination, sender: source)
                }
            }
        {{/screen.routesPush}}
        {{#screen.routesPresent}}

            /// Presents modally, optionally inside a navigation controller of its own.
            private func present(_ destination: UIViewController, from source: UIViewController, embedInNavigation: Bool) {
                let presented = embedInNavigation ? UINavigationController(rootViewController: destination) : destination
                source.present(presented, animated: true)
            }
        {{/screen.routesPresent}}
        {{#screen.routesSheet}}

            /// Presents as a page sheet resting at `detents` (none: UIKit's default, full height),
            /// optionally inside a navigation controller of its own.
            private func presentSheet(
                _ destination: UIViewController, from source: UIViewController, embedInNavigation: Bool,
                detents: [UISheetPresentationController.Detent]
            ) {
                let presented = embedInNavigation ? UINavigationController(rootViewController: destination) : destination
                presented.modalPresentationStyle = .pageSheet
                if !detents.isEmpty, let sheet = presented.sheetPresentationController {
                    sheet.detents = detents
                }
                source.present(presented, animated: true)
            }
        {{/screen.routesSheet}}
        {{#screen.routesPopover}}

            /// Presents as a popover pointing at `anchor`. In a compact width UIKit shows it as a sheet; in a
            /// regular width (iPad) a popover without an anchor raises, so it always gets one.
            private func presentPopover(_ destination: UIViewController, from source: UIViewController, anchor: ListAnchor) {
                destination.modalPresentationStyle = .popover
                anchor.point(destination)
                source.present(destination, animated: true)
            }
        {{/screen.routesPopover}}
        {{#screen.routesSafari}}

            /// Presents Safari's view of `url` modally. `SFSafariViewController` shows only http and https URLs
            /// (it raises for any other scheme), so another URL (`mailto:`, an app's own scheme) is opened
            /// outside the app instead; a nil URL does nothing.
            private func openInSafari(_ url: URL?, from source: UIViewController) {
                guard let url else { return }
                guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
                    return openURL(url)
                }
                source.present(SFSafariViewController(url: url), animated: true)
            }
        {{/screen.routesSafari}}
        {{#screen.routesURL}}

            /// Opens `url` outside the app (`openURL`); a nil URL does nothing.
            private func openExternally(_ url: URL?) {
                guard let url else { return }
                openURL(url)
            }
        {{/screen.routesURL}}
        {{#screen.routesCloseButton}}

            /// Gives `destination` a Close button (the right bar button item of its navigation item) that
            /// dismisses it. `destination` is weak in the action: its navigation item keeps the button.
            private func withCloseButton(_ destination: UIViewController) -> UIViewController {
                destination.navigationItem.rightBarButtonItem = UIBarButtonItem(
                    systemItem: .close,
                    primaryAction: UIAction { [weak destination] _ in
                        destination?.dismiss(animated: true)
                    })
                return destination
            }
        {{/screen.routesCloseButton}}
        }

        """#
}

private var text_Row_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        /// A row of the {{screen.name}} screen: one case per cell kind.
        {{screen.accessPrefix}}enum {{screen.rowEnumType}}: Identifiable, Hashable, Sendable {
        {{#cells}}
            case {{rowCaseName}}({{modelType}})
        {{/cells}}

            /// A row's stable identity: its cell kind and its model's ID.
            {{screen.accessPrefix}}enum ID: Hashable, Sendable {
        {{#cells}}
                case {{rowCaseName}}({{modelIDType}})
        {{/cells}}
            }

            {{screen.accessPrefix}}var id: ID {
                switch self {
        {{#cells}}
                case .{{rowCaseName}}(let {{parameterName}}): .{{rowCaseName}}({{parameterName}}.id)
        {{/cells}}
                }
            }
        }

        """#
}

private var text_ScreenTests_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        // {{fileName}}
        // Generated by listgen (`listgen tests`) from {{specFileName}}. Do not edit: change the spec and run
        // listgen again.
        //
        // Tests of the screen as the app builds it (its cells, its content views), shown in a window: each
        // event, performed on a visible row, reaches the router or the action handler with exactly that row
        // (its ID and its value) and nothing else, when shown, after scrolling (cells reused), after an insert
        // above, a delete above, a move, an update and a `setRows`; and the controller is released when let go.
        // Real UIKit API only: it runs in the app's test target on a simulator.
        {{#hasUncovered}}
        //
        // Not covered yet:
        {{/hasUncovered}}
        {{#uncovered}}
        // - {{.}}
        {{/uncovered}}

        {{#imports}}
        import {{.}}
        {{/imports}}
        {{#testableImport}}

        @testable import {{.}}
        {{/testableImport}}

        #if !os(Linux)
            // On Linux, where Swift Testing has no UIKit overlay, one file of the test target exports UIKit
            // instead (`@_exported import UIKit`; Documentation/GeneratedTests.md).
            import UIKit
        #endif

        /// Records everything the screen sends to its router{{#actionType}} and its action handler{{/actionType}}, in order.
        @MainActor
        final class {{recorderType}}: {{routingType}}{{#actionType}}, {{actionHandlingType}}{{/actionType}} {
            /// A route or an action, as the screen sent it.
            enum Sent: Equatable {
                case route({{routeType}})
                {{#actionType}}
                case action({{actionType}})
                {{/actionType}}
            }

            /// What the screen sent since the last `removeAll()`.
            var sent: [Sent] = []

            func navigate(to route: {{routeType}}, from source: UIViewController{{navigateAnchorParameter}}) {
                sent.append(.route(route))
            }
            {{#actionType}}

            func {{actionHandlerMethod}}(_ controller: {{viewControllerType}}, perform action: {{actionType}}) {
                sent.append(.action(action))
            }
            {{/actionType}}
        }
        {{#imageLoaderType}}

        /// Loads no image: the tests are about rows, not pictures.
        @MainActor
        final class {{imageLoaderType}}: ListImageLoader {
            /// A load that never finishes.
            struct Load: ListImageLoad {
                func cancel() {}
            }

            func loadImage(from url: URL, completion: @escaping @MainActor @Sendable (UIImage?) -> Void) -> any ListImageLoad {
                Load()
            }
        }
        {{/imageLoaderType}}

        /// The screen in a window, with the rows it shows in its first section, kept by the test as it changes
        /// them: the expected row at an index path is read here, never from the screen.
        @MainActor
        final class {{screenType}} {
            /// What has been done to the list before an event is performed.
            enum Stage: String, CaseIterable {
                case shown, scrolled, insertedAbove, deletedAbove, moved, updated, replaced
            }

            let recorder: {{recorderType}}
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let controller: {{viewControllerType}}
            /// Makes row `n` at `version` (the ID depends on `n` alone).
            private let makeRow: (_ n: Int, _ version: Int) -> {{rowType}}
            /// The `n` and `version` of every row, in the order the test expects the screen to show them.
            private var made: [(n: Int, version: Int)]

            /// The rows, as the test expects the screen to show them.
            var rows: [{{rowType}}] { made.map { makeRow($0.n, $0.version) } }

            /// Shows 40 rows made by `makeRow`, enough to scroll.
            init(makeRow: @escaping (_ n: Int, _ version: Int) -> {{rowType}}) {
                self.makeRow = makeRow
                made = (0..<40).map { ($0, 0) }
                let recorder = {{recorderType}}()
                self.recorder = recorder
                controller = {{makeControllerExpression}}
                {{#actionType}}
                controller.actionHandler = recorder
                {{/actionType}}
                window.rootViewController = controller
                window.makeKeyAndVisible()
                show()
            }

            /// Sets `rows` on the screen.
            private func show() {
                let rows = self.rows
                controller.setRows({{setRowsArgument}})
                controller.tableView.layoutIfNeeded()
            }

            /// Does what `stage` says to the screen and to `rows`.
            func enter(_ stage: Stage) {
                let first = IndexPath(row: 0, section: 0)
                switch stage {
                case .shown:
                    break
                case .scrolled:
                    let last = IndexPath(row: made.count - 1, section: 0)
                    controller.tableView.scrollToRow(at: last, at: .bottom, animated: false)
                case .insertedAbove:
                    made.insert((1_000 + made.count, 0), at: 0)
                    controller.insert(makeRow(made[0].n, 0), at: first)
                case .deletedAbove:
                    made.remove(at: 0)
                    controller.deleteRow(at: first)
                case .moved:
                    made.insert(made.remove(at: 0), at: made.count - 1)
                    controller.moveRow(at: first, to: IndexPath(row: made.count - 2, section: 0))
                case .updated:
                    for index in visibleIndexPaths.map(\.row) {
                        made[index].version += 1
                        controller.update(makeRow(made[index].n, made[index].version))
                    }
                case .replaced:
                    made = made.reversed().map { ($0.n, $0.version + 1) }
                    show()
                }
                controller.tableView.layoutIfNeeded()
            }

            /// The index paths of the rows on screen now.
            var visibleIndexPaths: [IndexPath] {
                controller.tableView.indexPathsForVisibleRows ?? []
            }

            /// Takes the screen out of its window.
            func close() {
                window.rootViewController = nil
                window.isHidden = true
            }
        }

        @MainActor
        @Suite("{{viewControllerType}}: every event reaches its row")
        struct {{suiteType}} {
            {{#checks}}
            @Test("{{displayName}}")
            func {{testName}}() throws {
                let screen = {{screenType}} { n, version in {{rowExpression}} }
                for stage in {{screenType}}.Stage.allCases {
                    screen.enter(stage)
                    let visible = screen.visibleIndexPaths
                    #expect(!visible.isEmpty, "\(stage): no row is visible")
                    for indexPath in visible {
                        let row = screen.rows[indexPath.row]
                        {{bindingStatement}}
                        screen.recorder.sent.removeAll()
                        {{#isButton}}
                        let cell = try #require(
                            screen.controller.tableView.cellForRow(at: indexPath) as? {{cellType}},
                            "\(stage): no {{cellType}} at \(indexPath)")
                        cell.{{buttonName}}.sendActions(for: .primaryActionTriggered)
                        {{/isButton}}
                        {{#isRowTap}}
                        screen.controller.tableView(screen.controller.tableView, didSelectRowAt: indexPath)
                        {{/isRowTap}}
                        {{#isSwipe}}
                        let configuration = try #require(
                            screen.controller.tableView(
                                screen.controller.tableView, {{swipeMethod}}: indexPath),
                            "\(stage): no swipe actions at \(indexPath)")
                        let action = try #require(
                            configuration.actions.dropFirst({{swipeIndex}}).first,
                            "\(stage): no {{eventDescription}} at \(indexPath)")
                        action.handler(action, screen.controller.tableView) { _ in }
                        {{/isSwipe}}
                        #expect(
                            screen.recorder.sent == [{{expectedExpression}}],
                            "\(stage): {{eventDescription}} at \(indexPath) must reach \(row.id) only")
                    }
                }
            }

            {{/checks}}
            {{#releaseCheck}}
            @Test("The controller is released when the app lets go of it")
            func controllerIsReleased() throws {
                weak var released: {{viewControllerType}}?
                do {
                    let screen = {{screenType}} { n, version in {{rowExpression}} }
                    released = screen.controller
                    for stage in {{screenType}}.Stage.allCases {
                        screen.enter(stage)
                    }
                    screen.close()
                }
                #expect(released == nil, "the controller is still alive: a cell, a closure or a task retains it")
            }
            {{/releaseCheck}}
        }
        {{#builtSamples}}

        extension {{suiteType}} {
            /// Row `n` of the `{{modelType}}` rows, at `version`: its ID depends on `n` alone.
            static func {{functionName}}(_ n: Int, version: Int) -> {{modelType}} {
                {{valueExpression}}
            }
        }
        {{/builtSamples}}
        {{#samplesProtocol}}

        /// The rows listgen cannot build for these tests. Implement it in an extension of `{{suiteType}}` in your
        /// test target; a missing function is a compile error here.
        @MainActor
        protocol {{samplesProtocol}} {
            {{#askedSamples}}
            /// Row `n` of the `{{modelType}}` rows at `version` (listgen cannot build one: {{missingFields}}). Its ID
            /// must depend on `n` alone and differ for every `n`; another `version` must give another value.
            static func {{functionName}}(_ n: Int, version: Int) -> {{modelType}}
            {{/askedSamples}}
        }

        extension {{suiteType}}: {{samplesProtocol}} {}
        {{/samplesProtocol}}

        """#
}

private var text_Section_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#dataSections}}
        /// A section of the {{screen.name}} screen: the rows whose `{{field}}` {{groupingDescription}}, in the
        /// controller's calendar. Its identity is its value, so a row whose `{{field}}` changes moves to
        /// another section (a diffable list animates the move). Sections are {{orderDescription}}.
        {{screen.accessPrefix}}struct {{screen.sectionType}}: Hashable, Sendable {
            /// The value its rows share{{#formatsDate}} (the start of the calendar unit of their `{{field}}`){{/formatsDate}}.
            {{screen.accessPrefix}}let value: {{valueType}}

            /// The section of `row`, grouped in `calendar`.
            {{screen.accessPrefix}}init(of row: {{screen.rowType}}, in calendar: Calendar) {
        {{#screen.hasMultipleCellKinds}}
                let value: {{valueType}} =
                    switch row {
        {{#cases}}
                    case {{pattern}}: {{valueExpression}}
        {{/cases}}
                    }
        {{/screen.hasMultipleCellKinds}}
        {{^screen.hasMultipleCellKinds}}
        {{#cases}}
                let value = {{valueExpression}}
        {{/cases}}
        {{/screen.hasMultipleCellKinds}}
                self.value = {{groupingExpression}}
            }

            /// The section's header title{{#titlesRelativeDay}}: "Today" or "Yesterday" as of `now`, else the
            /// date{{/titlesRelativeDay}}{{#titleField}}: the `{{.}}` of its first row, `firstRow`{{/titleField}}{{#titlesValue}}: its value{{/titlesValue}}. Worked out each time the list shows it.
            {{screen.accessPrefix}}func title(firstRow: {{screen.rowType}}, now: Date, calendar: Calendar) -> String {
        {{#titlesRelativeDay}}
                if calendar.isDate(value, inSameDayAs: now) { return {{todayExpression}} }
                if let yesterday = calendar.date(byAdding: .day, value: -1, to: now),
                    calendar.isDate(value, inSameDayAs: yesterday)
                {
                    return {{yesterdayExpression}}
                }
                return {{valueTitleExpression}}
        {{/titlesRelativeDay}}
        {{#titlesValue}}
                {{valueTitleExpression}}
        {{/titlesValue}}
        {{#titleField}}
        {{#screen.hasMultipleCellKinds}}
                switch firstRow {
        {{#cases}}
                case {{pattern}}: {{titleExpression}}
        {{/cases}}
                }
        {{/screen.hasMultipleCellKinds}}
        {{^screen.hasMultipleCellKinds}}
        {{#cases}}
                {{titleExpression}}
        {{/cases}}
        {{/screen.hasMultipleCellKinds}}
        {{/titleField}}
            }
        {{#formatsDate}}

            /// `date` as a header shows it, in `calendar`'s time zone and locale.
            static func formatted(_ date: Date, in calendar: Calendar) -> String {
                let formatter = DateFormatter()
                formatter.calendar = calendar
                formatter.timeZone = calendar.timeZone
                formatter.locale = calendar.locale ?? Locale.current
                {{dateFormatSetup}}
                return formatter.string(from: date)
            }
        {{/formatsDate}}

            /// Whether the section shows its header with `rowCount` rows shown: a section is there only while it
            /// has rows, but during a search it may show none, and then no header.
            func showsHeaderAndFooter(withRowCount rowCount: Int) -> Bool {
                rowCount > 0
            }

            /// Where the row store's sections come from: each row's own section in `calendar`, {{orderDescription}}.
            static func fromRows(in calendar: Calendar) -> ListRowStore<{{screen.sectionType}}, {{screen.rowType}}>.Sections {
                .fromRows(sectionOf: { {{screen.sectionType}}(of: $0, in: calendar) }, areInIncreasingOrder: {{orderExpression}})
            }
        }
        {{/dataSections}}
        {{^dataSections}}
        /// The sections of the {{screen.name}} screen, in display order.
        {{screen.accessPrefix}}enum {{screen.sectionType}}: Int, CaseIterable, Hashable, Sendable {
        {{#sections}}
            case {{caseName}}
        {{/sections}}

            /// The section's header title, if it has one.
            {{screen.accessPrefix}}var title: String? {
        {{#screen.hasSectionTitles}}
                switch self {
        {{#sections}}
                case .{{caseName}}: {{titleExpression}}
        {{/sections}}
                }
        {{/screen.hasSectionTitles}}
        {{^screen.hasSectionTitles}}
                nil
        {{/screen.hasSectionTitles}}
            }
        {{#screen.hasSectionFooters}}

            /// The section's footer text, if it has one.
            {{screen.accessPrefix}}var footer: String? {
                switch self {
        {{#sections}}
                case .{{caseName}}: {{footerExpression}}
        {{/sections}}
                }
            }
        {{/screen.hasSectionFooters}}
        {{#sectionViews}}
        {{#hasHeaderViews}}

            /// Whether the section's header is a view that the controller's `onSectionHeader` configures.
            {{screen.accessPrefix}}var hasHeaderView: Bool {
                switch self {
        {{#sections}}
                case .{{caseName}}: {{#hasHeaderView}}true{{/hasHeaderView}}{{^hasHeaderView}}false{{/hasHeaderView}}
        {{/sections}}
                }
            }
        {{/hasHeaderViews}}
        {{#hasFooterViews}}

            /// Whether the section's footer is a view that the controller's `onSectionFooter` configures.
            {{screen.accessPrefix}}var hasFooterView: Bool {
                switch self {
        {{#sections}}
                case .{{caseName}}: {{#hasFooterView}}true{{/hasFooterView}}{{^hasFooterView}}false{{/hasFooterView}}
        {{/sections}}
                }
            }
        {{/hasFooterViews}}
        {{#hasCollapsibleSections}}

            /// Whether the section's header view offers a toggle that hides and shows its rows (`collapsible`).
            {{screen.accessPrefix}}var isCollapsible: Bool {
                switch self {
        {{#sections}}
                case .{{caseName}}: {{#isCollapsible}}true{{/isCollapsible}}{{^isCollapsible}}false{{/isCollapsible}}
        {{/sections}}
                }
            }
        {{/hasCollapsibleSections}}
        {{/sectionViews}}
        {{#screen.hasSectionTitlesOrFooters}}

            /// Whether the section shows its header and footer when it has `rowCount` rows: a section with no
            /// rows shows neither, unless the spec says `showWhenEmpty`.
            func showsHeaderAndFooter(withRowCount rowCount: Int) -> Bool {
        {{#screen.hasSectionsShownWhenEmpty}}
                switch self {
        {{#sections}}
                case .{{caseName}}: {{showsTitlesExpression}}
        {{/sections}}
                }
        {{/screen.hasSectionsShownWhenEmpty}}
        {{^screen.hasSectionsShownWhenEmpty}}
                rowCount > 0
        {{/screen.hasSectionsShownWhenEmpty}}
            }
        {{/screen.hasSectionTitlesOrFooters}}
        }
        {{/dataSections}}

        """#
}

private var text_Strings_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#localization}}
        /// The {{screen.name}} screen's user-visible texts, looked up in the strings table {{tableLiteral}}
        /// (`listgen strings` prints it in English). Each is looked up on every read, in the current language.
        enum {{stringsType}} {
        {{#texts}}
        {{^isFirst}}

        {{/isFirst}}
            /// {{docValue}}
            static var {{memberName}}: String {
                String(
                    localized: {{keyLiteral}},
                    defaultValue: {{valueLiteral}},
                    table: {{tableLiteral}},
        {{#usesModuleBundle}}
                    bundle: .module,
        {{/usesModuleBundle}}
                    comment: {{commentLiteral}})
            }
        {{/texts}}
        }
        {{/localization}}

        """#
}

private var text_ViewController_anchors_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#needsAnchors}}

            // MARK: - Anchors

            /// Where a popover or action sheet shown for the row at `indexPath` points, worked out when the tap,
            /// swipe action, menu item or accessibility action acts (after any reuse or move), never captured
            /// earlier: the view `control` finds in the cell that shows that row now (an event's button), while
            /// it is in that cell and not hidden; else that cell; else the list itself when the row has no cell
            /// on screen.
            private func anchor(forRowAt indexPath: IndexPath, control: (UIView) -> UIView? = { _ in nil }) -> ListAnchor {
                guard let cell = {{listViewName}}.{{cellLookupMethod}}(at: indexPath) else {
                    return ListAnchor(sourceView: {{listViewName}})
                }
                if let control = control(cell), control.isDescendant(of: cell), !control.isHidden {
                    return ListAnchor(sourceView: control)
                }
                return ListAnchor(sourceView: cell)
            }
        {{#events}}
        {{#buttonAnchor}}

            /// Where a popover or action sheet for the {{description}} event of the row at `indexPath` points:
            /// the {{description}} button of the cell that shows the row when it acts, else as `anchor(forRowAt:)`.
            private func {{methodName}}(forRowAt indexPath: IndexPath) -> ListAnchor {
                anchor(forRowAt: indexPath) { {{#cells}}($0 as? {{cellName}})?.{{buttonName}}{{^isLast}} ?? {{/isLast}}{{/cells}} }
            }
        {{/buttonAnchor}}
        {{/events}}
        {{/needsAnchors}}

        """#
}

private var text_ViewController_cells_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#isTable}}

            private func makeCell(
                for row: {{rowType}}, at indexPath: IndexPath, in tableView: UITableView
            ) -> UITableViewCell {
        {{#singleCell}}
                let cell = {{name}}.dequeue(from: tableView, for: indexPath)
                cell.configure(with: row, at: indexPath)
        {{#loadsImage}}
                cell.loadImage(with: imageLoader)
        {{/loadsImage}}
        {{#hasHooks}}
                connect(cell, to: row)
        {{/hasHooks}}
                return cell
        {{/singleCell}}
        {{#hasMultipleCellKinds}}
                switch row {
        {{#cells}}
                case .{{rowCaseName}}(let {{parameterName}}):
                    let cell = {{name}}.dequeue(from: tableView, for: indexPath)
                    cell.configure(with: {{parameterName}}, at: indexPath)
        {{#loadsImage}}
                    cell.loadImage(with: imageLoader)
        {{/loadsImage}}
        {{#hasHooks}}
                    connect(cell, to: {{parameterName}})
        {{/hasHooks}}
                    return cell
        {{/cells}}
                }
        {{/hasMultipleCellKinds}}
            }
        {{/isTable}}
        {{#isCollection}}
        {{#cells}}

            /// Created with the controller, before any cell is requested: UIKit raises when a registration
            /// is created inside a cell provider or `collectionView(_:cellForItemAt:)`.
            private let {{registrationName}} = UICollectionView.CellRegistration<{{name}}, {{modelType}}> {
                cell, indexPath, {{parameterName}} in
                cell.configure(with: {{parameterName}}, at: indexPath)
        {{#editing.canReorder}}
                // The control a person drags the row by, shown while the list is editing (`editing.reorder`).
                if !cell.accessories.contains(where: { $0.accessoryType == .reorder }) {
                    cell.accessories.append(.reorder())
                }
        {{/editing.canReorder}}
        {{#showsMultiselectAccessory}}
                // The selection circle of edit mode, shown while the list is editing (`editing.multiSelect`).
                if !cell.accessories.contains(where: { $0.accessoryType == .multiselect }) {
                    cell.accessories.append(.multiselect())
                }
        {{/showsMultiselectAccessory}}
            }
        {{/cells}}
        {{#supplementaries}}

        {{^dataSections}}
            /// Created with the controller, like the cell registrations.
            private let {{registrationName}} = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: {{elementKind}}
            ) { {{viewName}}, _, indexPath in
        {{#hasText}}
                // The list cell's default configuration is styled for where it appears: here, {{place}}.
                var content = {{viewName}}.defaultContentConfiguration()
                content.text = {{sectionType}}(rawValue: indexPath.section)?.{{sectionProperty}}
                {{viewName}}.contentConfiguration = content
        {{/hasText}}
            }
        {{/dataSections}}
        {{#dataSections}}
            /// Created when first used, after the controller: its section's title comes from the controller.
            private lazy var {{registrationName}} = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: {{elementKind}}
            ) { [weak self] {{viewName}}, _, indexPath in
                // The list cell's default configuration is styled for where it appears: here, {{place}}.
                var content = {{viewName}}.defaultContentConfiguration()
                content.text = self?.title(ofSectionAt: indexPath.section)
                {{viewName}}.contentConfiguration = content
            }
        {{/dataSections}}
        {{/supplementaries}}

            private func makeCell(
                for row: {{rowType}}, at indexPath: IndexPath, in collectionView: UICollectionView
            ) -> UICollectionViewCell {
        {{#singleCell}}
                let cell = collectionView.dequeueConfiguredReusableCell(
                    using: {{registrationName}}, for: indexPath, item: row)
        {{#loadsImage}}
                cell.loadImage(with: imageLoader)
        {{/loadsImage}}
        {{#hasHooks}}
                connect(cell, to: row)
        {{/hasHooks}}
        {{#hasDeleteControl}}
                showDeleteControl(on: cell, for: row)
        {{/hasDeleteControl}}
                return cell
        {{/singleCell}}
        {{#hasMultipleCellKinds}}
                switch row {
        {{#cells}}
                case .{{rowCaseName}}(let {{parameterName}}):
                    let cell = collectionView.dequeueConfiguredReusableCell(
                        using: {{registrationName}}, for: indexPath, item: {{parameterName}})
        {{#loadsImage}}
                    cell.loadImage(with: imageLoader)
        {{/loadsImage}}
        {{#hasHooks}}
                    connect(cell, to: {{parameterName}})
        {{/hasHooks}}
        {{#hasDeleteControl}}
                    showDeleteControl(on: cell, for: row)
        {{/hasDeleteControl}}
                    return cell
        {{/cells}}
                }
        {{/hasMultipleCellKinds}}
            }
        {{/isCollection}}
        {{#cells}}
        {{#hasHooks}}

            /// Connects the buttons of `cell`, which shows `{{parameterName}}`, to this controller.
            private func connect(_ cell: {{name}}, to {{parameterName}}: {{modelType}}) {
        {{#hasDelegate}}
                cell.delegate = self
        {{/hasDelegate}}
        {{#hasClosures}}
                // Capture the row's stable ID, never the index path: the row is found again at tap time.
                // A cell off the list (waiting for reuse, its hooks not yet cleared) does nothing.
                let id: {{screen.rowIDType}} = {{rowIDExpression}}
        {{#hookEvents}}
        {{#isSwitch}}
                cell.{{closureName}} = { [weak self, weak cell] isOn in
        {{/isSwitch}}
        {{^isSwitch}}
                cell.{{closureName}} = { [weak self, weak cell] in
        {{/isSwitch}}
                    guard let self, let cell, self.{{screen.listViewName}}.indexPath(for: cell) != nil,
                        let indexPath = self.indexPath(forRowID: id)
                    else { return }
        {{#isSwitch}}
                    self.{{tapMethod}}(to: isOn, at: indexPath)
        {{/isSwitch}}
        {{^isSwitch}}
                    self.{{tapMethod}}(at: indexPath)
        {{/isSwitch}}
                }
        {{/hookEvents}}
        {{/hasClosures}}
            }
        {{/hasHooks}}
        {{/cells}}

        """#
}

private var text_ViewController_confirmation_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#confirmation}}

            // MARK: - Confirmation

            /// Asks before acting: presents an alert{{#hasActionSheets}} or an action sheet{{/hasActionSheets}} from this
            /// controller with a cancel button and a confirming one. `onConfirm` runs only when the user
            /// confirms, after it is dismissed; it must look its row up again by ID (the list may have changed
            /// while it was up).
        {{#hasConditions}}
            /// With `asks` false (`confirm.when`, read from the row at the tap) it acts at once, without asking.
        {{/hasConditions}}
        {{#hasActionSheets}}
            /// With an `anchor` it is an action sheet pointing at it (`confirm.style: actionSheet`): on iPad a
            /// popover, which UIKit refuses to show unanchored.
        {{/hasActionSheets}}
            private func {{methodName}}(
                title: String, message: String?, button: String, style: UIAlertAction.Style,
        {{#hasConditions}}
                asks: Bool = true,
        {{/hasConditions}}
        {{^hasActionSheets}}
                onConfirm: @escaping () -> Void
        {{/hasActionSheets}}
        {{#hasActionSheets}}
                anchor: ListAnchor? = nil, onConfirm: @escaping () -> Void
        {{/hasActionSheets}}
            ) {
        {{#hasConditions}}
                guard asks else {
                    onConfirm()
                    return
                }
        {{/hasConditions}}
        {{^hasActionSheets}}
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        {{/hasActionSheets}}
        {{#hasActionSheets}}
                let alert = UIAlertController(
                    title: title, message: message, preferredStyle: anchor == nil ? .alert : .actionSheet)
                anchor?.point(alert)
        {{/hasActionSheets}}
                alert.addAction(UIAlertAction(title: {{cancelTitleLiteral}}, style: .cancel))
                alert.addAction(UIAlertAction(title: button, style: style) { _ in onConfirm() })
                present(alert, animated: true)
            }
        {{/confirmation}}

        """#
}

private var text_ViewController_conformances_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#cells}}
        {{#hasDelegate}}

        extension {{screen.viewControllerType}}: {{delegateProtocol}} {
        {{#hookEvents}}
        {{^isFirst}}

        {{/isFirst}}
        {{#isSwitch}}
            {{screen.accessPrefix}}func {{tapMethod}}(_ isOn: Bool, in cell: {{cellName}}) {
                // Resolve the row now: the cell may have moved since it was configured.
                guard let indexPath = {{screen.listViewName}}.indexPath(for: cell) else { return }
                {{tapMethod}}(to: isOn, at: indexPath)
            }
        {{/isSwitch}}
        {{^isSwitch}}
            {{screen.accessPrefix}}func {{tapMethod}}(in cell: {{cellName}}) {
                // Resolve the row now: the cell may have moved since it was configured.
                guard let indexPath = {{screen.listViewName}}.indexPath(for: cell) else { return }
                {{tapMethod}}(at: indexPath)
            }
        {{/isSwitch}}
        {{/hookEvents}}
        }
        {{/hasDelegate}}
        {{/cells}}
        {{#isClassic}}
        {{#isTable}}

        extension {{viewControllerType}}: UITableViewDataSource {
            {{screen.accessPrefix}}func numberOfSections(in tableView: UITableView) -> Int {
                store.sectionCount
            }

            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                store.rowCount(inSection: section)
            }

            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                makeCell(for: store.rowForCell(at: indexPath), at: indexPath, in: tableView)
            }
        {{#editing.canReorder}}

            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
                true
            }

            /// The table moved the row on screen: the store takes the move without moving it again.
            {{screen.accessPrefix}}func tableView(
                _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
            ) {
                rowMovedByPerson(at: sourceIndexPath, to: destinationIndexPath)
            }
        {{/editing.canReorder}}
        {{#editing.canDelete}}

            /// A person confirmed a row's delete control: the event fires for the row there now.
            {{screen.accessPrefix}}func tableView(
                _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
            ) {
                guard editingStyle == .delete else { return }
                deleteControlCommitted(at: indexPath)
            }
        {{/editing.canDelete}}
        {{#hasSectionTitles}}

            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        {{^dataSections}}
                titledSection(at: section)?.title
        {{/dataSections}}
        {{#dataSections}}
                title(ofSectionAt: section)
        {{/dataSections}}
            }
        {{/hasSectionTitles}}
        {{#hasSectionFooters}}

            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                titledSection(at: section)?.footer
            }
        {{/hasSectionFooters}}
        {{#indexTitles}}

            /// The section index now, from the store (`indexTitles: true`).
            {{screen.accessPrefix}}func sectionIndexTitles(for tableView: UITableView) -> [String]? {
                store.sectionIndexTitles
            }

            /// The section an index title names now, from the store.
            {{screen.accessPrefix}}func tableView(
                _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
            ) -> Int {
                store.section(forIndexTitle: title, at: index)
            }
        {{/indexTitles}}
        }
        {{/isTable}}
        {{#isCollection}}

        extension {{viewControllerType}}: UICollectionViewDataSource {
            {{screen.accessPrefix}}func numberOfSections(in collectionView: UICollectionView) -> Int {
                store.sectionCount
            }

            {{screen.accessPrefix}}func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                store.rowCount(inSection: section)
            }

            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                makeCell(for: store.rowForCell(at: indexPath), at: indexPath, in: collectionView)
            }
        {{#indexTitles}}

            /// The section index now, from the store (`indexTitles: true`).
            {{screen.accessPrefix}}func indexTitles(for collectionView: UICollectionView) -> [String]? {
                store.sectionIndexTitles
            }

            /// Where an index title jumps now (its whole section), from the store.
            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
            ) -> IndexPath {
                store.indexPath(forIndexTitle: title, at: index)
            }
        {{/indexTitles}}
        {{#editing.canReorder}}

            {{screen.accessPrefix}}func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
                true
            }

            /// The collection view moved the item on screen: the store takes the move without moving it again.
            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
            ) {
                rowMovedByPerson(at: sourceIndexPath, to: destinationIndexPath)
            }
        {{/editing.canReorder}}
        {{#hasSupplementaries}}

            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
            ) -> UICollectionReusableView {
        {{#hasSeveralSupplementaries}}
                switch kind {
        {{#providedSupplementaries}}
                {{caseLabel}}
                    {{dequeueExpression}}
        {{/providedSupplementaries}}
                }
        {{/hasSeveralSupplementaries}}
        {{^hasSeveralSupplementaries}}
        {{#providedSupplementaries}}
                {{dequeueExpression}}
        {{/providedSupplementaries}}
        {{/hasSeveralSupplementaries}}
            }
        {{/hasSupplementaries}}
        }
        {{/isCollection}}
        {{/isClassic}}

        """#
}

private var text_ViewController_editing_conformance_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#editing.declaresTableDelegate}}

        extension {{viewControllerType}}: UITableViewDelegate {
            // The editing style of each row. Rows are not selectable: no cell kind has `select`.
        {{> ViewController-editing-delegate}}
        }
        {{/editing.declaresTableDelegate}}

        """#
}

private var text_ViewController_editing_delegate_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#editing}}
        {{#declaresEditingStyle}}

        {{#canDelete}}
            /// In edit mode, a row shows the delete control when it offers `{{deleteEvent}}` now
            /// (`editing.delete`: its cell kind has the event, visible and enabled for the row), else none. Out of edit mode a row's swipe actions need the `.delete` style, and
        {{/canDelete}}
        {{^canDelete}}
            /// In edit mode, no row shows a delete control (`editing` has no `delete`). Out of edit mode a row's swipe actions need the `.delete` style, and
        {{/canDelete}}
            /// their configurations are never nil, so UIKit adds no Delete swipe of its own.
            {{screen.accessPrefix}}func tableView(
                _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
            ) -> UITableViewCell.EditingStyle {
                // The mode the controller set: a person swiping a row open sets the table's `isEditing` too.
                guard store.isInEditMode else { return {{editingStyleOutsideEditMode}} }
        {{#canDelete}}
                return hasDeleteControl(at: indexPath) ? .delete : .none
        {{/canDelete}}
        {{^canDelete}}
                return .none
        {{/canDelete}}
            }
        {{/declaresEditingStyle}}
        {{/editing}}

        """#
}

private var text_ViewController_editing_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#editing}}
        {{#isUsed}}

            // MARK: - Editing

            /// Puts the list into editing mode with the controller, and takes it out again: what
            /// `editButtonItem` calls (place it in the navigation item or a toolbar from `onViewDidLoad`).
            {{screen.accessPrefix}}override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                {{listEditingStatement}}
                // The store keeps the mode: the list's own flag is also set while a person swipes a row open.
        {{#multiSelect}}
                // The rows selected for the batch actions: none when edit mode begins, and none after it.
        {{/multiSelect}}
                store.editingChanged(editing)
            }
        {{#canReorder}}

            /// Called after a person dragged a row to a new place in editing mode, once the row store has moved
            /// it (so `row(at:)`, the buttons, swipe actions and menus already act on it there): with the
            /// controller, the moved row, the index path it came from and the one it is at now. Apply the same
            /// move to the app's own model here; the list needs nothing more.
            {{screen.accessPrefix}}var onMoveRow: (({{viewControllerType}}, _ row: {{rowType}}, _ from: IndexPath, _ to: IndexPath) -> Void)?

            /// A person's move, already on screen: the store takes it without moving the row again, then the
            /// app hears of it.
            private func rowMovedByPerson(at source: IndexPath, to destination: IndexPath) {
                guard let move = store.takeMoveMadeOnScreen(at: source, to: destination) else { return }
                onMoveRow?(self, move.row, move.source, move.destination)
            }
        {{/canReorder}}
        {{#canDelete}}
        {{#isTable}}

            /// A person confirmed the delete control of the row at `indexPath` (`editing.delete`): UIKit names
            /// where the row is when the person confirms, never where it was when the control was shown, and
            /// `{{deleteEvent}}` fires as from its other placements, when the row still offers it then (a row whose
            /// event was hidden or disabled meanwhile does nothing). The app deletes the row
            /// (`deleteRow(withID:)`), through the row store.
            private func deleteControlCommitted(at indexPath: IndexPath) {
                guard let row = row(at: indexPath), {{deleteTestMethod}}(for: row) else { return }
                {{deleteMethod}}(at: indexPath)
            }

            /// Whether the row at `indexPath` shows a delete control in edit mode: it offers `{{deleteEvent}}` now,
            /// read from the row each time UIKit asks.
            private func hasDeleteControl(at indexPath: IndexPath) -> Bool {
                guard let row = row(at: indexPath) else { return false }
                return {{deleteTestMethod}}(for: row)
            }
        {{/isTable}}
        {{#isCollection}}

            /// Gives `cell` the delete control a person taps in edit mode (`editing.delete`) when `row` offers
            /// `{{deleteEvent}}` now, replacing the one it had for the row it showed before (a row that does not
            /// offer it gets none). The control keeps the row's stable ID, finds the row when it is tapped,
            /// wherever it is then, and fires `{{deleteEvent}}` as from its other placements when the row still
            /// offers it. The app deletes the row (`deleteRow(withID:)`), through the row store.
            private func showDeleteControl(on cell: UICollectionViewListCell, for row: {{screen.rowType}}) {
                cell.accessories.removeAll { $0.accessoryType == .delete }
                guard {{deleteTestMethod}}(for: row) else { return }
                let id = row.id
                cell.accessories.append(
                    .delete(actionHandler: { [weak self] in
                        guard let self, let indexPath = self.indexPath(forRowID: id), let row = self.row(at: indexPath),
                            self.{{deleteTestMethod}}(for: row)
                        else { return }
                        self.{{deleteMethod}}(at: indexPath)
                    }))
            }
        {{/isCollection}}
        {{/canDelete}}
        {{#rowEventTests}}

            /// Whether `row` offers `{{event}}` now: its cell kind has the event, and the event's `visible` and
            /// `enabled` hold for the row as it is. Asked each time an edit-mode control acts on a row.
            private func {{methodName}}(for row: {{screen.rowType}}) -> Bool {
        {{#singleCase}}
                {{expression}}
        {{/singleCase}}
        {{^singleCase}}
                switch row {
        {{#cases}}
        {{#bindsModel}}
                case .{{rowCaseName}}(let {{parameterName}}): {{expression}}
        {{/bindsModel}}
        {{^bindsModel}}
                case .{{rowCaseName}}: {{expression}}
        {{/bindsModel}}
        {{/cases}}
                }
        {{/singleCase}}
            }
        {{/rowEventTests}}
        {{#multiSelect}}

            // MARK: - Batch actions
            //
            // `editing.multiSelect`: in edit mode several rows can be selected, kept by ID in the row store
            // (`ListRowStore`, `// MARK: - Selection`); each toolbar button performs its event on them.

            /// The batch buttons, in the spec's order, which `toolbarItems` holds (shown by a navigation
            /// controller whose toolbar is visible; place them elsewhere from `onViewDidLoad`). Each is enabled
            /// while a row selected in edit mode offers its event (visible and enabled for the row).
            {{screen.accessPrefix}}private(set) lazy var batchButtons: [UIBarButtonItem] = [
        {{#buttons}}
                batchButton(title: {{titleLiteral}}, image: {{imageExpression}}) {
                    $0.{{methodName}}()
                },
        {{/buttons}}
            ]

            /// Whether the row at `indexPath` can be selected in edit mode: its cell kind has one of the events
            /// of `editing.multiSelect`.
            private func isBatchSelectableRow(at indexPath: IndexPath) -> Bool {
        {{#allRowsSelectable}}
                row(at: indexPath) != nil
        {{/allRowsSelectable}}
        {{^allRowsSelectable}}
                switch row(at: indexPath) {
        {{#cells}}
                case .{{rowCaseName}}?: {{isSelectableLiteral}}
        {{/cells}}
                case nil: false
                }
        {{/allRowsSelectable}}
            }

            /// A batch button: a tap calls `perform` with this controller.
            private func batchButton(
                title: String, image: UIImage?, perform: @escaping ({{viewControllerType}}) -> Void
            ) -> UIBarButtonItem {
                UIBarButtonItem(
                    title: title, image: image,
                    primaryAction: UIAction(title: title, image: image) { [weak self] _ in
                        if let self { perform(self) }
                    })
            }

            /// Enables each batch button while a row selected in edit mode offers its event now, and disables it
            /// otherwise: called after every change of the selection and of the rows.
            private func updateBatchButtons() {
                let rows = store.batchSelectedRows
        {{#buttons}}
                batchButtons[{{index}}].isEnabled = rows.contains { {{testMethod}}(for: $0) }
        {{/buttons}}
            }
        {{#buttons}}

            /// The {{description}} batch button: {{#confirm}}asks first, then {{/confirm}}performs `.{{caseName}}` with the rows
            /// selected then that offer `{{event}}` then, looked up by ID when it fires, in list order; then edit
            /// mode ends.
            private func {{methodName}}() {
        {{#confirm}}
                {{confirmation.methodName}}(
                    title: {{titleLiteral}}, message: {{messageLiteral}},
                    button: {{buttonLiteral}}, style: .{{buttonStyle}}{{anchorArgument}}
                ) { [weak self] in
                    guard let self else { return }
                    self.performBatchAction(offeredBy: { self.{{testMethod}}(for: $0) }) { .{{caseName}}($0) }
                }
        {{/confirm}}
        {{^confirm}}
                performBatchAction(offeredBy: { {{testMethod}}(for: $0) }) { .{{caseName}}($0) }
        {{/confirm}}
            }
        {{/buttons}}

            /// Performs the action `action` makes of the rows selected in edit mode that `offers` the event now,
            /// looked up by ID and tested now, in list order (a row deleted meanwhile is not among them, and a
            /// row whose event is hidden or disabled now is left out); then ends edit mode, which deselects the
            /// rows left out too. Nothing, and edit mode goes on, when no selected row offers the event.
            private func performBatchAction(
                offeredBy offers: ({{screen.rowType}}) -> Bool, _ action: ([{{screen.rowType}}]) -> {{screen.actionType}}
            ) {
                let rows = store.batchSelectedRows.filter(offers)
                guard !rows.isEmpty else {
                    updateBatchButtons()
                    return
                }
                actionHandler?.{{screen.actionHandlerMethod}}(self, perform: action(rows))
                setEditing(false, animated: true)
            }
        {{/multiSelect}}
        {{/isUsed}}
        {{/editing}}

        """#
}

private var text_ViewController_feed_conformance_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#feed}}
        {{#hasPaging}}
        {{#screen.isTable}}

        extension {{screen.viewControllerType}}{{pagingConformance}} {
            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                store.loadNextPageIfNear(indexPath, distance: {{pageDistance}})
            }
        }
        {{/screen.isTable}}
        {{#screen.isCollection}}

        extension {{screen.viewControllerType}}{{pagingConformance}} {
            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
            ) {
                store.loadNextPageIfNear(indexPath, distance: {{pageDistance}})
            }
        }
        {{/screen.isCollection}}
        {{/hasPaging}}
        {{/feed}}

        """#
}

private var text_ViewController_feed_load_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#feed}}
        {{#hasEmptyState}}
                {{screen.listViewName}}.backgroundView = {{emptyState.backgroundViewName}}
                updateEmptyState()
        {{/hasEmptyState}}
        {{#hasRefresh}}
                // Pull to refresh, offered only while `onRefresh` is set.
                updateRefreshControl()
        {{/hasRefresh}}
        {{#setsDelegateForPaging}}
                // Paging: the delegate learns when {{pageTrigger}} comes into view.
                {{screen.listViewName}}.delegate = self
        {{/setsDelegateForPaging}}
        {{#hasPageFooter}}
                // The paging footer shows the row store's paging lifecycle.
                store.onPageFooterChange = { [weak self] footer in self?.showPageFooter(footer) }
                showPageFooter(store.pageFooter)
        {{/hasPageFooter}}
        {{/feed}}

        """#
}

private var text_ViewController_feed_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#feed}}
        {{#isUsed}}

            // MARK: - Empty state, refresh and paging
        {{/isUsed}}
        {{#emptyState}}

            /// Shown as the list's `backgroundView` while the list has no rows, hidden before the first
            /// `setRows` (so it does not flash while they load) and once rows arrive (every change of the rows
            /// updates it). A list content view, so it follows Dynamic Type and the system's
            /// colors. Replace its `configuration` in `onViewDidLoad` to change it.
            {{screen.accessPrefix}}let emptyStateView: UIListContentView = {
                var content = UIListContentConfiguration.cell()
                content.text = {{textExpression}}
        {{#secondaryTextExpression}}
                content.secondaryText = {{secondaryTextExpression}}
        {{/secondaryTextExpression}}
        {{#imageExpression}}
                content.image = {{imageExpression}}
        {{/imageExpression}}
                content.textProperties.alignment = .center
                content.secondaryTextProperties.alignment = .center
                return UIListContentView(configuration: content)
            }()

        {{#noResults}}
            /// Shown as the list's `backgroundView`, in place of the empty state, while a search finds no row
            /// (the list has rows, but none matches). Replace its `configuration` in `onViewDidLoad` to change it.
            {{screen.accessPrefix}}let noResultsView: UIListContentView = {
                var content = UIListContentConfiguration.cell()
                content.text = {{textExpression}}
        {{#imageExpression}}
                content.image = {{imageExpression}}
        {{/imageExpression}}
                content.textProperties.alignment = .center
                return UIListContentView(configuration: content)
            }()

        {{/noResults}}
        {{#action}}
            /// The empty state's button, under its text: {{#routeName}}it follows the route `{{.}}`{{/routeName}}{{#actionCaseName}}it performs `.{{.}}` through `actionHandler`{{/actionCaseName}}.
            {{screen.accessPrefix}}private(set) lazy var emptyStateButton: UIButton = {
                var configuration = UIButton.Configuration.filled()
                configuration.title = {{titleExpression}}
                return UIButton(
                    configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.emptyStateButtonTapped() })
            }()

            /// The empty state with its button, as the list's background view, which UIKit sizes to the whole
            /// list: the text's view above the button, in a stack centred in it by Auto Layout at the height they
            /// need (the stack itself as the background would stretch the text's view to the list's height).
            private lazy var emptyStateBackground: UIView = {
                let stack = UIStackView(arrangedSubviews: [emptyStateView, emptyStateButton])
                stack.axis = .vertical
                stack.alignment = .center
                stack.spacing = 8
                stack.translatesAutoresizingMaskIntoConstraints = false
                let background = UIView()
                background.addSubview(stack)
                let margins = background.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    stack.centerYAnchor.constraint(equalTo: background.centerYAnchor),
                    stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    stack.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                    stack.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
                ])
                return background
            }()

            private func emptyStateButtonTapped() {
        {{#routeExpression}}
                router.navigate(to: {{.}}, from: self)
        {{/routeExpression}}
        {{#actionCaseName}}
                actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{.}})
        {{/actionCaseName}}
            }

        {{/action}}
            /// Shows the empty state while the list has no rows, once its first rows were set (`setRows`): it
            /// stays hidden while they load, and hides once rows arrive.
            private func updateEmptyState() {
                {{backgroundViewName}}.isHidden = {{feed.emptyStateHiddenExpression}}
        {{#noResults}}
                noResultsView.isHidden = !store.showsNoResults
                {{screen.listViewName}}.backgroundView = store.showsNoResults ? noResultsView : {{backgroundViewName}}
        {{/noResults}}
            }
        {{/emptyState}}
        {{#hasRefresh}}

            /// Pull to refresh: called when the user pulls the list down. Replace the rows (`setRows`, or the
            /// mutation API) and return when done: the spinner stops when this returns, so a refresh cannot be
            /// left spinning or ended twice. Pulls while it runs are ignored. The controller is passed in: use
            /// it instead of capturing the controller, which would be a retain cycle. The list offers pull to
            /// refresh (has a `UIRefreshControl`) only while this is set: setting it adds the control, setting
            /// it to nil removes it.
            {{screen.accessPrefix}}var onRefresh: (@MainActor ({{screen.viewControllerType}}) async -> Void)? {
                didSet { updateRefreshControl() }
            }

            /// Gives the list a refresh control while `onRefresh` is set, and none without: a pull with nothing
            /// to run would show a spinner that ends at once, possibly while the finger is still down.
            private func updateRefreshControl() {
                guard isViewLoaded else { return }
                if onRefresh == nil {
                    {{screen.listViewName}}.refreshControl = nil
                } else if {{screen.listViewName}}.refreshControl == nil {
                    let refreshControl = UIRefreshControl()
                    refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
                    {{screen.listViewName}}.refreshControl = refreshControl
                }
            }

            /// Runs `onRefresh` for a pull (unless a refresh runs), then ends the refresh control's spinner.
            private func refresh() {
                store.refresh { [weak self] in
                    guard let self, let onRefresh = self.onRefresh else { return }
                    await onRefresh(self)
                } then: { [weak self] in
                    self?.{{screen.listViewName}}.refreshControl?.endRefreshing()
                }
            }
        {{/hasRefresh}}
        {{#hasPaging}}

            /// Load more: called once when {{pageTrigger}} comes into view, not again while the page loads.
        {{#pagesBySection}}
            /// Return the next page's rows by section: they are appended at the ends of their sections in one
            /// update of the list (`append(contentsOf:)`); a row whose ID is already in the list goes to
            /// `onDuplicateRows`.
        {{/pagesBySection}}
        {{^pagesBySection}}
            /// Return the next page's rows: each is appended at the end of its own section (a section new to
            /// the list is created) in one update of the list (`append(contentsOf:)`); a row whose ID is
            /// already in the list goes to `onDuplicateRows`.
        {{/pagesBySection}}
            /// Once the page is in, when {{pageTrigger}} comes into view (at once, when the list is shorter
            /// than the screen), the next page is asked for. Return no rows after the last page: paging stops until `setRows`
            /// replaces the rows. Throw when the page failed: `onLoadNextPageFailed` gets the error, and this
            /// hook is called again the next time {{pageTrigger}} comes into view. A page belongs to the list
            /// it was asked for: when `setRows` replaces the rows while it loads, its task is cancelled and
            /// whatever it returns or throws is dropped. The controller is passed in: use it instead of
            /// capturing the controller, which would be a retain cycle.
            {{screen.accessPrefix}}var onLoadNextPage: (@MainActor ({{screen.viewControllerType}}) async throws -> {{pageType}})? {
                didSet {
                    guard let load = onLoadNextPage else { return store.loadNextPage = nil }
                    store.loadNextPage = { [weak self] in
                        guard let self else { return .{{pageCase}}({{emptyPageLiteral}}) }
                        return .{{pageCase}}(try await load(self))
                    }
                }
            }
            /// Called with the error `onLoadNextPage` threw, on the main actor, so that the app can say the
            /// page failed (its rows stay as they were; the page is asked for again the next time
            /// {{pageTrigger}} comes into view). Not called for a page dropped because `setRows` replaced the
            /// rows.
            {{screen.accessPrefix}}var onLoadNextPageFailed: (@MainActor ({{screen.viewControllerType}}, any Error) -> Void)? {
                didSet {
                    guard let report = onLoadNextPageFailed else { return store.onPageFailed = nil }
                    store.onPageFailed = { [weak self] error in
                        if let self { report(self, error) }
                    }
                }
            }
        {{#hasPageFooter}}

            /// The paging footer's spinner: it turns while a page loads, and hides when stopped.
            {{screen.accessPrefix}}let pageFooterSpinner = UIActivityIndicatorView(style: .medium)

            /// The paging footer's retry button, shown after a page failed: it asks for that page again, once.
            {{screen.accessPrefix}}private(set) lazy var pageFooterRetryButton: UIButton = {
                var configuration = UIButton.Configuration.plain()
                configuration.title = {{pageFooterRetryTitleExpression}}
                return UIButton(
                    configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.store.retryPage() })
            }()

            /// The paging footer after the last row: the spinner while a page loads, the retry button after it
            /// failed, hidden otherwise (the row store's `pageFooter`, the one rule of every variant).
            {{screen.accessPrefix}}private(set) lazy var pageFooterView: UIStackView = {
                let stack = UIStackView(arrangedSubviews: [pageFooterSpinner, pageFooterRetryButton])
                stack.axis = .vertical
                stack.alignment = .center
        {{#screen.isTable}}
                // A table footer view keeps the height of its frame.
                stack.frame.size.height = 44
        {{/screen.isTable}}
                return stack
            }()

            /// Shows the row store's paging footer.
            private func showPageFooter(_ footer: ListPageFooter) {
                if footer == .loading {
                    pageFooterSpinner.startAnimating()
                } else {
                    pageFooterSpinner.stopAnimating()
                }
                pageFooterRetryButton.isHidden = footer != .failed
                pageFooterView.isHidden = footer == .hidden
        {{#screen.isTable}}
                tableView.tableFooterView = footer == .hidden ? nil : pageFooterView
        {{/screen.isTable}}
            }
        {{#screen.isCollection}}

            /// The collection list's page footer: a boundary supplementary item of the whole layout, after
            /// every section (so that no row's index path changes), holding `pageFooterView`.
            private let pageFooterRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
                elementKind: ListPageFooter.elementKind
            ) { _, _, _ in }

            private func dequeuePageFooter(
                in collectionView: UICollectionView, at indexPath: IndexPath
            ) -> UICollectionReusableView {
                let view = collectionView.dequeueConfiguredReusableSupplementary(using: pageFooterRegistration, for: indexPath)
                guard pageFooterView.superview !== view else { return view }
                pageFooterView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(pageFooterView)
                NSLayoutConstraint.activate([
                    pageFooterView.topAnchor.constraint(equalTo: view.topAnchor),
                    pageFooterView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    pageFooterView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    pageFooterView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
                return view
            }
        {{/screen.isCollection}}
        {{/hasPageFooter}}
        {{/hasPaging}}
        {{/feed}}

        """#
}

private var text_ViewController_load_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#isClassic}}
        {{#isCollection}}
        {{#dataSections}}
        {{#supplementaries}}
                // Made now, before the list asks for a view: UIKit refuses a registration made in that request.
                _ = {{registrationName}}
        {{/supplementaries}}
        {{/dataSections}}
        {{/isCollection}}
        {{/isClassic}}
        {{#isDiffable}}
                let dataSource = DataSource({{listViewName}}: {{listViewName}}) { [weak self] {{listViewName}}, indexPath, id in
                    // The snapshot comes from the store, and the data source lives no longer than the
                    // controller: a missing row is a bug in this generated code, not something the app's data
                    // can cause. Stop with a clear message rather than return nil, which UIKit rejects with a
                    // vaguer exception.
                    guard let self, let row = self.store.row(withID: id) else {
                        preconditionFailure("{{viewControllerType}}: no row for ID \(id) at \(indexPath)")
                    }
                    return self.makeCell(for: row, at: indexPath, in: {{listViewName}})
                }
        {{#isCollection}}
        {{#hasSupplementaries}}
        {{#providedSupplementaries}}
        {{#copiesRegistration}}
                let {{registrationName}} = {{registrationName}}
        {{/copiesRegistration}}
        {{/providedSupplementaries}}
                dataSource.supplementaryViewProvider = { {{supplementaryProviderCaptures}}collectionView, {{supplementaryKindParameter}}, indexPath in
        {{#hasSeveralSupplementaries}}
                    switch kind {
        {{#providedSupplementaries}}
                    {{caseLabel}}
                        {{providerDequeueExpression}}
        {{/providedSupplementaries}}
                    }
        {{/hasSeveralSupplementaries}}
        {{^hasSeveralSupplementaries}}
        {{#providedSupplementaries}}
                    {{providerDequeueExpression}}
        {{/providedSupplementaries}}
        {{/hasSeveralSupplementaries}}
                }
        {{/hasSupplementaries}}
        {{/isCollection}}
        {{#editing.canDelete}}
        {{#isTable}}
                dataSource.onCommitDelete = { [weak self] indexPath in
                    self?.deleteControlCommitted(at: indexPath)
                }
        {{/isTable}}
        {{/editing.canDelete}}
        {{#editing.canReorder}}
        {{#isCollection}}
                // Rows can be dragged by their reorder accessory: a diffable data source lets none move without
                // `canReorderItem`.
                dataSource.reorderingHandlers.canReorderItem = { _ in true }
        {{/isCollection}}
                dataSource.onMoveRow = { [weak self] source, destination in
                    self?.rowMovedByPerson(at: source, to: destination)
                }
        {{/editing.canReorder}}
                self.dataSource = dataSource
        {{#isTable}}
        {{#dataSections}}
                dataSource.sectionTitle = { [weak self] in self?.title(ofSectionAt: $0) }
        {{/dataSections}}
        {{/isTable}}
        {{#indexTitles}}
                // The section index, from the store each time UIKit asks.
                dataSource.indexTitles = { [weak self] in self?.store.sectionIndexTitles }
        {{#isTable}}
                dataSource.sectionForIndexTitle = { [weak self] title, index in
                    self?.store.section(forIndexTitle: title, at: index) ?? 0
                }
        {{/isTable}}
        {{#isCollection}}
                dataSource.indexPathForIndexTitle = { [weak self] title, index in
                    self?.store.indexPath(forIndexTitle: title, at: index) ?? IndexPath(index: 0)
                }
        {{/isCollection}}
        {{/indexTitles}}
                dataSource.applySnapshotUsingReloadData(store.snapshot)
                store.display = .diffable({{listViewName}}) { snapshot, animated in
                    dataSource.apply(snapshot, animatingDifferences: animated)
                }
        {{/isDiffable}}
        {{#isClassic}}
                {{listViewName}}.dataSource = self
                {{listViewName}}.reloadData()
        {{#isTable}}
                store.display = .table({{listViewName}})
        {{/isTable}}
        {{#isCollection}}
                store.display = .collection({{listViewName}})
        {{/isCollection}}
        {{/isClassic}}

        """#
}

private var text_ViewController_persistent_selection_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}

            // MARK: - Persistent selection
            //
            // `selection: { persistent: true }`: the row store (`ListRowStore`, `// MARK: - Selection`) keeps the
            // selected row by its ID and shows it selected where it is after every change of the rows.

            /// The ID of the selected row, nil when no row is selected.
            {{screen.accessPrefix}}var selectedRowID: {{rowIDType}}? {
                store.selectedRowID
            }

            /// Called when the selected row changes: a tap on another row, `selectRow(withID:)`, or the
            /// deletion of the selected row (nil). A tap on the selected row changes nothing here.
            {{screen.accessPrefix}}var onSelectionChange: (({{rowIDType}}?) -> Void)? {
                didSet { store.selection.onChange = { [weak self] id in self?.onSelectionChange?(id) } }
            }

            /// Selects the row with `id` (nil: none), without animation and without firing its `select`, as
            /// when a split view restores the detail it shows. An ID not in the list selects nothing.
            {{screen.accessPrefix}}func selectRow(withID id: {{rowIDType}}?) {
                store.selectRow(withID: id)
            }

        """#
}

private var text_ViewController_placement_conformance_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#placements}}

        /// Swipe actions and context menus find their row by its stable ID when they act (`ListRowActions`).
        extension {{viewControllerType}}: ListRowLocating {}
        {{#declaresDelegateConformance}}
        {{#isTable}}

        extension {{viewControllerType}}: UITableViewDelegate {
            // Swipe actions and context menus. Rows are not selectable: no cell kind has `select`.
        {{> ViewController-placement-delegate}}
        }
        {{/isTable}}
        {{#isCollection}}

        extension {{viewControllerType}}: UICollectionViewDelegate {
            // Context menus. Rows are not selectable: no cell kind has `select`.
        {{> ViewController-placement-delegate}}
        }
        {{/isCollection}}
        {{/declaresDelegateConformance}}
        {{/placements}}

        """#
}

private var text_ViewController_placement_delegate_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#placements}}
        {{#isTable}}
        {{#swipeEdges}}

            {{screen.accessPrefix}}func tableView(
                _ tableView: UITableView, {{tableDelegateLabel}} indexPath: IndexPath
            ) -> UISwipeActionsConfiguration? {
                {{method}}(forRowAt: indexPath)
            }
        {{/swipeEdges}}
        {{#menu}}

            {{screen.accessPrefix}}func tableView(
                _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
            ) -> UIContextMenuConfiguration? {
                {{method}}(forRowAt: indexPath)
            }

            {{screen.accessPrefix}}func tableView(
                _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                animator: any UIContextMenuInteractionCommitAnimating
            ) {
                commitMenuPreview(configuration, animator: animator)
            }
        {{/menu}}
        {{/isTable}}
        {{#isCollection}}
        {{#menu}}

            /// iOS 15 asks this method; iOS 16 and later ask the one below (so it is deprecated, as in UIKit).
            @available(iOS, introduced: 13.0, deprecated: 16.0)
            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
            ) -> UIContextMenuConfiguration? {
                {{method}}(forRowAt: indexPath)
            }

            /// A menu for one item; none for several (a multiple selection) or none (empty space).
            @available(iOS 16.0, *)
            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
            ) -> UIContextMenuConfiguration? {
                guard indexPaths.count == 1 else { return nil }
                return {{method}}(forRowAt: indexPaths[0])
            }

            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView,
                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                animator: any UIContextMenuInteractionCommitAnimating
            ) {
                commitMenuPreview(configuration, animator: animator)
            }
        {{/menu}}
        {{/isCollection}}
        {{/placements}}
        {{#isTable}}
        {{> ViewController-editing-delegate}}
        {{/isTable}}

        """#
}

private var text_ViewController_placement_item_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#isMenu}}
                    ListRowActions.menuItem(
                        in: self, rowID: id,
        {{#hasMenuStructure}}
                        group: {{menuGroupLiteral}}, submenu: {{submenuTitleLiteral}},
        {{/hasMenuStructure}}
                        title: {{menuTitleLiteral}},
                        systemImage: {{systemImageLiteral}}, isDestructive: {{isDestructiveLiteral}},
                        isVisible: {{isVisibleExpression}}, isEnabled: {{isEnabledExpression}},
                        perform: { $0.{{tapMethod}}(at: $1) }){{^isLast}},{{/isLast}}{{#isLast}}{{^isFirst}},{{/isFirst}}{{/isLast}}
        {{/isMenu}}
        {{^isMenu}}
                    ListRowActions.swipeAction(
                        in: self, rowID: id,
                        title: {{swipeTitleLiteral}}, accessibilityLabel: {{accessibilityLabelLiteral}},
                        systemImage: {{systemImageLiteral}}, style: .{{swipeStyle}},
        {{#hasSwipeColors}}
                        backgroundColor: {{backgroundColorExpression}},
        {{/hasSwipeColors}}
                        isVisible: {{isVisibleExpression}}, isEnabled: {{isEnabledExpression}},
                        perform: { $0.{{tapMethod}}(at: $1) }){{^isLast}},{{/isLast}}{{#isLast}}{{^isFirst}},{{/isFirst}}{{/isLast}}
        {{/isMenu}}

        """#
}

private var text_ViewController_placement_items_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#singleCase}}
                guard let {{parameterName}} = row(at: indexPath) else { return {{emptyResult}} }
                let id = {{parameterName}}.id
        {{#setsFullSwipe}}
                let fullSwipe = {{fullSwipeLiteral}}
        {{/setsFullSwipe}}
                let actions: [{{actionType}}?] = [
        {{#items}}
        {{> ViewController-placement-item}}
        {{/items}}
                ]
        {{/singleCase}}
        {{^singleCase}}
                guard let row = row(at: indexPath) else { return {{emptyResult}} }
                let id = row.id
                let actions: [{{actionType}}?]
        {{#setsFullSwipe}}
                let fullSwipe: Bool
        {{/setsFullSwipe}}
                switch row {
        {{#cases}}
        {{#bindsModel}}
                case .{{rowCaseName}}(let {{parameterName}}):
        {{/bindsModel}}
        {{^bindsModel}}
                case .{{rowCaseName}}:
        {{/bindsModel}}
        {{#setsFullSwipe}}
                    fullSwipe = {{fullSwipeLiteral}}
        {{/setsFullSwipe}}
        {{#hasItems}}
                    actions = [
        {{#items}}
            {{> ViewController-placement-item}}
        {{/items}}
                    ]
        {{/hasItems}}
        {{^hasItems}}
                    actions = []
        {{/hasItems}}
        {{/cases}}
                }
        {{/singleCase}}

        """#
}

private var text_ViewController_placements_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#placements}}

            // MARK: - Swipe actions and context menus
            //
            // Every placement of an event calls the same `didTap<Event>(at:)` as its button. Each action
            // captures its row's stable ID, never the index path it was made for, and finds the row again
            // when it fires: rows may move or go while a row is swiped open or its menu is shown.
        {{#swipeEdges}}
        {{#hasItems}}

            /// The {{edge}} swipe actions of the row now at `indexPath`: its events placed `{{placementWord}}`
            /// that are visible and enabled now.
            func {{method}}(forRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration {
        {{> ViewController-placement-items}}
        {{^setsFullSwipe}}
                return UISwipeActionsConfiguration(actions: actions.compactMap { $0 })
        {{/setsFullSwipe}}
        {{#setsFullSwipe}}
                // The cell kind's `fullSwipe`: whether a full swipe performs the first action.
                let configuration = UISwipeActionsConfiguration(actions: actions.compactMap { $0 })
                configuration.performsFirstActionWithFullSwipe = fullSwipe
                return configuration
        {{/setsFullSwipe}}
            }
        {{/hasItems}}
        {{^hasItems}}

            /// No event is placed `{{placementWord}}`: an empty configuration for every row, so that UIKit
            /// offers no default {{edge}} swipe actions either (a table's editable rows would get Delete).
            func {{method}}(forRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration {
                UISwipeActionsConfiguration(actions: [])
            }
        {{/hasItems}}
        {{/swipeEdges}}
        {{#menu}}

            /// Called when a row's context menu opens, with the row found by its stable ID at that moment:
            /// the view controller UIKit shows as the menu's preview, or nil for UIKit's own (the row's cell).
            /// The row is the one under the menu now, wherever it moved and whatever `update` changed since
            /// its cell was configured; none is asked for a row deleted meanwhile. The controller is passed in:
            /// use it instead of capturing the controller, which would be a retain cycle.
            {{screen.accessPrefix}}var onContextMenuPreview: (({{screen.viewControllerType}}, {{screen.rowType}}) -> UIViewController?)?

            /// Called when the user taps a row's context-menu preview (commits it), once the menu is gone:
            /// with the row found by the menu's stable ID then, and the preview view controller shown (nil
            /// when UIKit previewed the cell), e.g. to push it. The row is the one that is there now, wherever
            /// it moved and whatever `update` changed since the menu opened; a row deleted meanwhile gets no
            /// call. Without the hook, tapping the preview only closes the menu.
            {{screen.accessPrefix}}var onCommitContextMenuPreview: (({{screen.viewControllerType}}, {{screen.rowType}}, UIViewController?) -> Void)?

            /// The context menu of the row now at `indexPath`: its events placed `menu` that are visible now,
            /// a disabled one shown disabled; nil (no menu) when there is none. The configuration's identifier
            /// is the row's stable ID, and a chosen item finds its row by it: a row deleted meanwhile does nothing.
            func {{method}}(forRowAt indexPath: IndexPath) -> UIContextMenuConfiguration? {
        {{> ViewController-placement-items}}
                return ListRowActions.menu(in: self, rowID: id, items: actions, preview: onContextMenuPreview)
            }

            /// The user tapped the preview of the menu with `configuration`: without `onCommitContextMenuPreview`,
            /// the preview just goes; else, once the commit's animations end, the row found by the menu's
            /// stable ID is handed to the hook with the preview (`ListRowActions.commitMenuPreview`).
            func commitMenuPreview(
                _ configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating
            ) {
                ListRowActions.commitMenuPreview(
                    in: self, configuration, animator: animator, commit: onCommitContextMenuPreview)
            }
        {{/menu}}
        {{/placements}}

        """#
}

private var text_ViewController_rows_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}

            // MARK: - Rows
            //
            // Change rows only through these methods: each one updates the data and the list together, so
            // rows, cells and identities stay in step. They forward to `ListRowStore` (ListRowStore.swift),
            // whose rules every screen and variant shares: row IDs are unique (later duplicates go to
            // `onDuplicateRows`), an index past the end of a section appends to it, an index path that names
            // no place changes nothing, and changes are animated only while the list is in a window.
        {{^dataSections}}
        {{#isSingleSection}}

            /// Replaces every row.
            {{screen.accessPrefix}}func setRows(_ rows: [{{rowType}}]) {
                setRows([.{{firstSectionCase}}: rows])
            }
        {{/isSingleSection}}
        {{/dataSections}}

        {{#dataSections}}
            /// Replaces every row. Each row goes to the section of its `{{field}}` (sections {{orderDescription}});
            /// the sections are reloaded, so that their titles are read again. A page still loading belongs to
            /// the old rows and is dropped.
        {{/dataSections}}
        {{^dataSections}}
            /// Replaces every row; a section missing from `rows` becomes empty. A page still loading belongs
            /// to the old rows and is dropped.
        {{/dataSections}}
            {{screen.accessPrefix}}func setRows(_ rows: {{rowAPI.setRowsType}}) {
                store.setRows(rows)
            }
        {{#dataSections}}

            /// The sections there now, in display order: each is there while it has rows.
            {{screen.accessPrefix}}var sections: [{{sectionType}}] {
                store.sectionIdentifiers
            }

            /// The section at `index` now, or nil when there is none.
            {{screen.accessPrefix}}func section(at index: Int) -> {{sectionType}}? {
                store.section(at: index)
            }
        {{/dataSections}}

            /// The rows of `section`, in display order{{#dataSections}} (none when it is not there){{/dataSections}}.
            {{screen.accessPrefix}}func rows(in section: {{sectionType}}) -> [{{rowType}}] {
                store.rows(in: section)
            }

            /// The row at `indexPath` now, or nil when there is none.
            {{screen.accessPrefix}}func row(at indexPath: IndexPath) -> {{rowType}}? {
                store.row(at: indexPath)
            }

            /// Where the row with `id` is now, or nil when it is not in the list.
            {{screen.accessPrefix}}func indexPath(forRowID id: {{rowIDType}}) -> IndexPath? {
                store.indexPath(forRowID: id)
            }

        {{#dataSections}}
            /// Inserts `row` into the section of its `{{field}}`: at `indexPath.row` when `indexPath.section`
            /// is that section (or past its end: at the end), else at the end of that section, which is
            /// created when it is not there yet. Nothing happens when `indexPath.row` is negative. A row whose
            /// ID is already in the list goes to `onDuplicateRows`.
        {{/dataSections}}
        {{^dataSections}}
            /// Inserts `row` so that it ends up at `indexPath`, or at the end of the section when
            /// `indexPath` is past it; nothing happens when `indexPath` names no place. A row whose ID is
            /// already in the list goes to `onDuplicateRows`.
        {{/dataSections}}
            {{screen.accessPrefix}}func insert(_ row: {{rowType}}, at indexPath: IndexPath) {
                store.insert(row, at: indexPath)
            }

        {{#dataSections}}
            /// Appends `row` at the end of the section of its `{{field}}` (created when it is not there yet). A
            /// row whose ID is already in the list goes to `onDuplicateRows`.
        {{/dataSections}}
        {{^dataSections}}
            /// Appends `row` at the end of `section`. A row whose ID is already in the list goes to
            /// `onDuplicateRows`.
        {{/dataSections}}
            {{screen.accessPrefix}}func append(_ row: {{rowType}}{{rowAPI.sectionParameter}}) {
                store.append(contentsOf: {{rowAPI.appendedRowBatch}})
            }

        {{#dataSections}}
            /// Appends `rows`, in order, each at the end of the section of its `{{field}}`, all in one update of
            /// the list. A row whose ID is already in the list, or earlier in `rows`, goes to `onDuplicateRows`.
        {{/dataSections}}
        {{^dataSections}}
            /// Appends `rows` at the end of `section`, in order, in one update of the list. A row whose ID is
            /// already in the list, or earlier in `rows`, goes to `onDuplicateRows`.
        {{/dataSections}}
            {{screen.accessPrefix}}func append(contentsOf rows: [{{rowType}}]{{rowAPI.sectionParameter}}) {
                store.append(contentsOf: {{rowAPI.appendedRowsBatch}})
            }
        {{^dataSections}}

            /// Appends each section's rows at the end of that section, all in one update of the list (one
            /// animation and one layout pass, however many rows and sections). A row whose ID is already in the
            /// list, or earlier in the batch (sections taken in `{{sectionType}}.allCases` order), goes to
            /// `onDuplicateRows` once the other rows are in.
            {{screen.accessPrefix}}func append(contentsOf rows: [{{sectionType}}: [{{rowType}}]]) {
                store.append(contentsOf: rows)
            }
        {{/dataSections}}

            /// Deletes the row at `indexPath`, if there is one{{#dataSections}}, and its section with it when it was the last{{/dataSections}}.
            {{screen.accessPrefix}}func deleteRow(at indexPath: IndexPath) {
                store.deleteRow(at: indexPath)
            }

            /// Deletes the row with `id`, if it is in the list{{#dataSections}}, and its section with it when it was the last{{/dataSections}}.
            {{screen.accessPrefix}}func deleteRow(withID id: {{rowIDType}}) {
                store.deleteRow(withID: id)
            }

        {{#dataSections}}
            /// Moves the row at `source` so that it ends up at `destination` within its own section, or at the
            /// end of the section when `destination` is past it. Nothing happens when there is no row at
            /// `source`, or when `destination` is in another section (a row's section is its `{{field}}`'s).
        {{/dataSections}}
        {{^dataSections}}
            /// Moves the row at `source` so that it ends up at `destination`, in the same or another section,
            /// or at the end of that section when `destination` is past it. Nothing happens when there is no
            /// row at `source`, or when `destination` names no place.
        {{/dataSections}}
            {{screen.accessPrefix}}func moveRow(at source: IndexPath, to destination: IndexPath) {
                store.moveRow(at: source, to: destination)
            }

            /// Moves the row with `id` as `moveRow(at:to:)` moves the row where it is (in the full list, during
            /// a search too); nothing happens when no row has `id`.
            {{screen.accessPrefix}}func moveRow(withID id: {{screen.rowIDType}}, to destination: IndexPath) {
                store.moveRow(withID: id, to: destination)
            }

        {{#dataSections}}
            /// Replaces the row that has `row`'s ID and redraws its cell in place; when its `{{field}}` puts it
            /// in another section, it moves to the end of that section (created when it is not there yet, and
            /// its old section goes when it empties).
        {{/dataSections}}
        {{^dataSections}}
            /// Replaces the row that has `row`'s ID and redraws its cell in place (no reuse, no animation).
        {{/dataSections}}
            {{screen.accessPrefix}}func update(_ row: {{rowType}}) {
                store.update(row)
            }

        """#
}

private var text_ViewController_search_conformance_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#search}}

        extension {{screen.viewControllerType}}: UISearchResultsUpdating {
            /// The search bar's text or scope changed, or a search began or ended: the list shows the rows the
            /// search finds (every row once it ends), and `onSearch` learns the new query.
            {{screen.accessPrefix}}func updateSearchResults(for searchController: UISearchController) {
                let bar = searchController.searchBar
                let query =
                    searchController.isActive
                    ? ListSearchQuery(text: bar.text ?? "", scopeIndex: bar.selectedScopeButtonIndex) : nil
                guard query != store.searchQuery else { return }
                store.search(query)
                onSearch?(query)
            }
        }
        {{/search}}

        """#
}

private var text_ViewController_search_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#search}}

            // MARK: - Search
            //
            // The row store keeps every row; a search only changes which ones the list shows, so the mutation
            // API above keeps working on the full list during a search, and a row inserted or updated meanwhile
            // shows in the results when it matches. During a search, index paths that name a row the list shows
            // (`row(at:)`, `indexPath(forRowID:)`, `deleteRow(at:)`, the taps) are where the list shows it;
            // `insert(_:at:)`, `moveRow(at:to:)` and `rows(in:)` address the full list. Ending the search shows
            // every row again, rows added during it included.

            /// The search bar, in the navigation bar (`navigationItem.searchController`); this controller is its
            /// results updater. Configure its look freely in `onViewDidLoad`.
            {{screen.accessPrefix}}let searchController = UISearchController(searchResultsController: nil)

            /// Whether a row matches a search: by default ``matchesSearch(_:_:)``, the spec's rule. Set your own
            /// (a search that is active runs again with it).
            {{screen.accessPrefix}}var searchPredicate: @MainActor ({{screen.rowType}}, ListSearchQuery) -> Bool {
                get { store.searchPredicate }
                set { store.searchPredicate = newValue }
            }

            /// Called with each new query while a search is active, and with nil when the search ends: for a
            /// search the app runs itself (a server search). Hand its results back with
            /// `showSearchResults(withIDs:)`; until then the list shows the rows `searchPredicate` matches.
            {{screen.accessPrefix}}var onSearch: ((ListSearchQuery?) -> Void)?

            /// The search shown now, or nil when no search is active.
            {{screen.accessPrefix}}var searchQuery: ListSearchQuery? { store.searchQuery }

            /// Shows, while a search is active, the rows with these IDs (the app's own results, in the list's
            /// order) until the search ends or new results come; nil lets `searchPredicate` decide again.
            /// Results that arrive after the search ended are dropped.
            {{screen.accessPrefix}}func showSearchResults(withIDs ids: [{{screen.rowType}}.ID]?) {
                store.showSearchResults(withIDs: ids)
            }

            /// The spec's rule: the row is in the selected scope, and one of its fields contains the query's text,
            /// ignoring case and diacritics. The fields: {{fieldList}}.
            {{screen.accessPrefix}}nonisolated static func matchesSearch(_ row: {{screen.rowType}}, _ query: ListSearchQuery) -> Bool {
        {{#hasFilteringScopes}}
                let isInScope: Bool
                switch query.scopeIndex {
        {{#filteringScopes}}
                case {{index}}: isInScope = {{conditionExpression}}
        {{/filteringScopes}}
                default: isInScope = true
                }
                return isInScope && ({{textMatchExpression}})
        {{/hasFilteringScopes}}
        {{^hasFilteringScopes}}
                return {{textMatchExpression}}
        {{/hasFilteringScopes}}
            }

            /// Puts the search bar in the navigation bar, with the spec's placeholder and scopes.
            private func setUpSearch() {
                searchController.searchResultsUpdater = self
                searchController.obscuresBackgroundDuringPresentation = false
        {{#placeholderExpression}}
                searchController.searchBar.placeholder = {{.}}
        {{/placeholderExpression}}
        {{#scopeTitlesExpression}}
                searchController.searchBar.scopeButtonTitles = {{.}}
        {{/scopeTitlesExpression}}
                navigationItem.searchController = searchController
            }
        {{/search}}

        """#
}

private var text_ViewController_section_views_conformance_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#sectionViews}}
        {{#screen.isTable}}

        extension {{screen.viewControllerType}}{{tableDelegateConformance}} {
        {{#views}}
        {{^isFirst}}

        {{/isFirst}}
            /// The {{role}} view of a section with `{{role}}View: true` while it shows its {{role}}; nil for
            /// the others, which show their text, if any.
            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, {{tableDelegateLabel}} index: Int) -> UIView? {
                guard let section = titledSection(at: index), section.{{sectionFlag}},
                    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: {{reuseIdentifierLiteral}})
                else { return nil }
                {{configureMethod}}(view, for: section)
                return view
            }
        {{/views}}
        }
        {{/screen.isTable}}
        {{/sectionViews}}

        """#
}

private var text_ViewController_section_views_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#sectionViews}}

            // MARK: - Section header and footer views
        {{#views}}

            /// Called with the {{role}} view of each section that has `{{role}}View: true`, and the section, each time
            /// the list shows it, and again after rows changed (so that a count it shows stays right). The view
            /// comes showing the section's text, if any; listgen registers, dequeues and reuses it, so a view
            /// comes back for another section: set everything the hook shows each time, and let a button's action
            /// use the section it is given now (a `UIAction` with a fixed `identifier` replaces the previous one).
            /// The controller is passed in: use it instead of capturing the controller, which would be a retain
            /// cycle.
            {{screen.accessPrefix}}var {{hookName}}: (({{screen.viewControllerType}}, {{viewType}}, {{screen.sectionType}}) -> Void)? {
                didSet { updateSectionViews() }
            }
        {{/views}}
        {{#views}}

            /// Shows `section` in `view`, its {{role}} view: the view's default content with the section's text,
            /// then whatever `{{hookName}}` sets.
            private func {{configureMethod}}(_ view: {{viewType}}, for section: {{screen.sectionType}}) {
        {{#textExpression}}
                var content = view.defaultContentConfiguration()
                content.text = {{.}}
                view.contentConfiguration = content
        {{/textExpression}}
        {{^textExpression}}
                view.contentConfiguration = view.defaultContentConfiguration()
        {{/textExpression}}
        {{#isHeader}}
        {{#hasCollapsibleSections}}
                showCollapseToggle(in: view.contentView, for: section)
        {{/hasCollapsibleSections}}
        {{/isHeader}}
                {{hookName}}?(self, view, section)
            }
        {{#screen.isCollection}}

            /// The {{role}} of the section at `indexPath`, from `{{registrationName}}`, shown through
            /// `{{configureMethod}}(_:for:)` when that section has a {{role}} view.
            private func {{dequeueMethod}}(
                in collectionView: UICollectionView, at indexPath: IndexPath
            ) -> {{viewType}} {
                let view = collectionView.dequeueConfiguredReusableSupplementary(using: {{registrationName}}, for: indexPath)
                if let section = {{screen.sectionType}}(rawValue: indexPath.section), section.{{sectionFlag}} {
                    {{configureMethod}}(view, for: section)
                }
                return view
            }
        {{/screen.isCollection}}
        {{/views}}
        {{#hasCollapsibleSections}}

            // MARK: - Collapsible sections

            /// Whether `section` is collapsed: its header shows, its rows do not. They stay in the list, and
            /// every change made to them meanwhile shows when it expands.
            {{screen.accessPrefix}}func isSectionCollapsed(_ section: {{screen.sectionType}}) -> Bool {
                store.isCollapsed(section)
            }

            /// Collapses `section` (the list stops showing its rows) or expands it (the list shows them as they
            /// are now), animated in a window; its header's toggle shows the new state. A section without
            /// `collapsible` is always expanded: nothing changes for it. The rows stay in the list meanwhile,
            /// with their IDs, the selected row and the rows selected for batch actions: a collapsed section's
            /// rows cannot be tapped, and a selected one shows selected again when the section expands.
            {{screen.accessPrefix}}func setSection(_ section: {{screen.sectionType}}, collapsed: Bool) {
                guard section.isCollapsible else { return }
                store.setSection(section, collapsed: collapsed)
            }

            /// Expands `section` when it is collapsed, else collapses it: what its header's toggle does.
            {{screen.accessPrefix}}func toggleSection(_ section: {{screen.sectionType}}) {
                setSection(section, collapsed: !isSectionCollapsed(section))
            }

            /// The `accessibilityIdentifier` of the toggle button in a collapsible section's header view (and the
            /// identifier of its `UIAction`).
            {{screen.accessPrefix}}nonisolated static let collapseToggleIdentifier = "listgen.collapseToggle"

            /// Shows the toggle of `section` in a header view's `contentView`: one button per view, kept across
            /// reuse (found by its identifier), hidden for a section that is not collapsible; its chevron (forward,
            /// which mirrors in right-to-left layouts, while collapsed; down while expanded) and its accessibility
            /// value say the section's state now, and its action, replaced each time, toggles the section shown now.
            /// Auto Layout places it at the content view's trailing margin, centred vertically, at its own size.
            private func showCollapseToggle(in contentView: UIView, for section: {{screen.sectionType}}) {
                let toggle =
                    contentView.subviews.lazy.compactMap { $0 as? UIButton }
                    .first { $0.accessibilityIdentifier == Self.collapseToggleIdentifier }
                    ?? {
                        let button = UIButton(configuration: .plain())
                        button.accessibilityIdentifier = Self.collapseToggleIdentifier
                        button.translatesAutoresizingMaskIntoConstraints = false
                        contentView.addSubview(button)
                        NSLayoutConstraint.activate([
                            button.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                            button.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                        ])
                        return button
                    }()
                toggle.isHidden = !section.isCollapsible
                let collapsed = isSectionCollapsed(section)
                toggle.configuration?.image = UIImage(systemName: collapsed ? "chevron.forward" : "chevron.down")
                toggle.accessibilityLabel = section.title
                toggle.accessibilityValue =
                    collapsed
                    ? {{collapsedValueLiteral}}
                    : {{expandedValueLiteral}}
                toggle.addAction(
                    UIAction(identifier: UIAction.Identifier(Self.collapseToggleIdentifier)) { [weak self] _ in
                        self?.toggleSection(section)
                    }, for: .primaryActionTriggered)
            }
        {{/hasCollapsibleSections}}

            /// Hands the header and footer views on screen to their hooks again: a list keeps a section's views
            /// while only its rows change.
            private func updateSectionViews() {
                guard isViewLoaded else { return }
                for section in {{screen.sectionType}}.allCases {
        {{#views}}
                    if section.{{sectionFlag}},
                        let view = {{visibleViewExpression}}
                    {
                        {{configureMethod}}(view, for: section)
                    }
        {{/views}}
                }
            }
        {{/sectionViews}}

        """#
}

private var text_ViewController_selection_conformance_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#selection}}
        {{#isTable}}

        extension {{viewControllerType}}: UITableViewDelegate {
            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
                {{selectableCheckMethod}}(at: indexPath)
            }

            /// Asked for every selection, also one made without touch (a hardware keyboard, focus), which
            /// highlighting never sees: a row that cannot be selected is refused here too.
            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                {{selectableCheckMethod}}(at: indexPath) ? indexPath : nil
            }

            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                // Checked again: a selection made some other way than through the delegate is undone.
                guard {{selectableCheckMethod}}(at: indexPath) else {
                    tableView.deselectRow(at: indexPath, animated: false)
        {{#persistent}}
                    store.showSelection()
        {{/persistent}}
                    return
                }
        {{#editing.multiSelect}}
                // In edit mode a tap selects the row for the batch actions and never follows its `select`.
                if store.isBatchSelecting {
                    store.batchSelectRow(at: indexPath)
                    return
                }
        {{/editing.multiSelect}}
                {{selectMethod}}(at: indexPath)
            }
        {{#editing.multiSelect}}

            /// In edit mode a tap on a selected row deselects it: it leaves the batch selection.
            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
                if store.isBatchSelecting { store.batchDeselectRow(at: indexPath) }
            }
        {{/editing.multiSelect}}
        {{> ViewController-placement-delegate}}
        }
        {{/isTable}}
        {{#isCollection}}

        extension {{viewControllerType}}: UICollectionViewDelegate {
            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
            ) -> Bool {
                {{selectableCheckMethod}}(at: indexPath)
            }

            /// Asked for every selection, also one made without touch (a hardware keyboard, focus), which
            /// highlighting never sees: an item that cannot be selected is refused here too.
            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
            ) -> Bool {
                {{selectableCheckMethod}}(at: indexPath)
            }

            {{screen.accessPrefix}}func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                // Checked again: a selection made some other way than through the delegate is undone.
                guard {{selectableCheckMethod}}(at: indexPath) else {
                    collectionView.deselectItem(at: indexPath, animated: false)
        {{#persistent}}
                    store.showSelection()
        {{/persistent}}
                    return
                }
        {{#editing.multiSelect}}
                // In edit mode a tap selects the row for the batch actions and never follows its `select`.
                if store.isBatchSelecting {
                    store.batchSelectRow(at: indexPath)
                    return
                }
        {{/editing.multiSelect}}
                {{selectMethod}}(at: indexPath)
            }
        {{#editing.multiSelect}}

            /// In edit mode a tap on a selected row deselects it: it leaves the batch selection.
            {{screen.accessPrefix}}func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
                if store.isBatchSelecting { store.batchDeselectRow(at: indexPath) }
            }
        {{/editing.multiSelect}}
        {{> ViewController-placement-delegate}}
        }
        {{/isCollection}}
        {{/selection}}

        """#
}

private var text_ViewController_selection_tap_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#confirm}}
        {{#persistent}}
        // Asks first: the selection stays where it was until the user confirms; the row is looked up
        // again, by ID, then.
        store.showSelection()
        {{/persistent}}
        {{^persistent}}
        // Asks first: the row is deselected now and looked up again, by ID, when the user confirms.
        {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: true)
        {{/persistent}}
        let id = {{rowIDExpression}}
        {{confirmation.methodName}}(
            title: {{titleLiteral}}, message: {{messageLiteral}},
            button: {{buttonLiteral}}, style: .{{buttonStyle}}{{asksArgument}}{{anchorArgument}}
        ) { [weak self] in
            guard let self, let indexPath = self.indexPath(forRowID: id), {{rowLookup}}
            else { return }
        {{#stillOfferedExpression}}
            // Still offered? It may have been disabled or hidden while the alert was up.
            guard {{stillOfferedExpression}} else { return }
        {{/stillOfferedExpression}}
        {{#persistent}}
            self.store.selectRow(withID: id)
        {{/persistent}}
        {{#hasRoute}}
            self.router.navigate(to: {{routeExpression}}, from: self{{screen.navigateAnchorArgument}})
        {{/hasRoute}}
        {{^hasRoute}}
            self.actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}))
        {{/hasRoute}}
        }
        {{/confirm}}
        {{^confirm}}
        {{#persistent}}
        // Kept selected, by ID, before it acts: the app reads `selectedRowID` as this row.
        store.selectRow(withID: {{rowIDExpression}})
        {{/persistent}}
        {{#hasRoute}}
        router.navigate(to: {{routeExpression}}, from: self{{screen.navigateAnchorArgument}})
        {{^persistent}}
        {{#presents}}
        {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: true)
        {{/presents}}
        {{^presents}}
        if navigationController == nil {
            // Shown modally: no appearance callback comes back to deselect the row.
            {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: true)
        }
        {{/presents}}
        {{/persistent}}
        {{/hasRoute}}
        {{^hasRoute}}
        actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}))
        {{^persistent}}
        {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: true)
        {{/persistent}}
        {{/hasRoute}}
        {{/confirm}}

        """#
}

private var text_ViewController_selection_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#selection}}

            // MARK: - Row taps

            /// Handles a tap on the row now at `indexPath`. The row is looked up now, from the current data.
        {{#persistent}}
            /// The row becomes the selected row and stays selected (`selection: { persistent: true }`): the row
            /// store keeps it by ID. A tap on the selected row acts again (a split view shows its detail again).
            /// A row that asks first stays unselected until the person confirms; the selection is kept meanwhile.
        {{/persistent}}
        {{^persistent}}
            /// A row that navigates stays selected while its destination is shown and is deselected when
            /// navigation returns (`viewWillAppear(_:)`); any other tap deselects it at once.
        {{/persistent}}
            func {{selectMethod}}(at indexPath: IndexPath) {
        {{#singleCase}}
        {{#isSelectable}}
                guard {{rowGuard}} else { return }
                {{> ViewController-selection-tap}}
        {{/isSelectable}}
        {{^isSelectable}}
                // Not selectable (no `select` in the spec); the delegate refuses the selection.
        {{#persistent}}
                store.showSelection()
        {{/persistent}}
        {{^persistent}}
                {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: false)
        {{/persistent}}
        {{/isSelectable}}
        {{/singleCase}}
        {{^singleCase}}
                guard let row = row(at: indexPath) else { return }
                switch row {
        {{#cases}}
        {{#isSelectable}}
                case .{{rowCaseName}}{{tapBinding}}:
                    {{> ViewController-selection-tap}}
        {{/isSelectable}}
        {{^isSelectable}}
                case .{{rowCaseName}}:
                    // Not selectable (no `select` in the spec); the delegate refuses the selection.
        {{#persistent}}
                    store.showSelection()
        {{/persistent}}
        {{^persistent}}
                    {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: false)
        {{/persistent}}
        {{/isSelectable}}
        {{/cases}}
                }
        {{/singleCase}}
            }

            /// Whether the row at `indexPath` can be selected: its cell kind has a row tap (and the row's
            /// `enabled` field, when the spec names one, is true).
            func isSelectableRow(at indexPath: IndexPath) -> Bool {
        {{#singleCase}}
        {{^isSelectable}}
                false
        {{/isSelectable}}
        {{#isSelectable}}
        {{#enabledExpression}}
                guard let {{parameterName}} = row(at: indexPath) else { return false }
                return {{enabledExpression}}
        {{/enabledExpression}}
        {{^enabledExpression}}
                row(at: indexPath) != nil
        {{/enabledExpression}}
        {{/isSelectable}}
        {{/singleCase}}
        {{^singleCase}}
                switch row(at: indexPath) {
        {{#cases}}
        {{#enabledExpression}}
                case .{{rowCaseName}}(let {{parameterName}})?: {{enabledExpression}}
        {{/enabledExpression}}
        {{^enabledExpression}}
                case .{{rowCaseName}}?: {{isSelectableLiteral}}
        {{/enabledExpression}}
        {{/cases}}
                case nil: false
                }
        {{/singleCase}}
            }
        {{#editing.multiSelect}}

            /// Whether a person can select the row at `indexPath` now: in edit mode for the batch actions (its
            /// cell kind has one of their events), else for its `select`.
            private func canSelectRow(at indexPath: IndexPath) -> Bool {
                store.isBatchSelecting ? isBatchSelectableRow(at: indexPath) : isSelectableRow(at: indexPath)
            }
        {{/editing.multiSelect}}

            {{screen.accessPrefix}}override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
        {{#persistent}}
                // The selection stays when the screen reappears (UITableViewController would clear it unless
                // `clearsSelectionOnViewWillAppear` is false): the selected row is shown selected where it is now.
                store.showSelection()
        {{/persistent}}
        {{^persistent}}
        {{#editing.multiSelect}}
                // In edit mode the rows selected for the batch actions stay selected.
                if isEditing {
                    store.showSelection()
                    return
                }
        {{/editing.multiSelect}}
                // Navigation returned: clear the row its tap left selected, as UITableViewController does.
                for indexPath in {{listViewName}}.{{selectedIndexPathsProperty}} ?? [] {
                    {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: animated)
                }
        {{/persistent}}
            }
        {{#persistent}}
        {{> ViewController-persistent-selection}}
        {{/persistent}}
        {{/selection}}

        """#
}

private var text_ViewController_storage_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#isDiffable}}
        {{#needsDataSourceSubclass}}

            /// A diffable data source that also provides what the list asks beyond its cells.
            private final class DataSource: {{diffableDataSourceType}}<{{sectionType}}, {{rowIDType}}> {
        {{#isCollection}}
        {{#indexTitles}}
                /// The section index's titles now, from the controller's row store (`indexTitles: true`).
                var indexTitles: () -> [String]? = { nil }
                /// Where an index title jumps (its whole section), from the controller's row store.
                var indexPathForIndexTitle: (String, Int) -> IndexPath = { _, _ in IndexPath(index: 0) }

                override func indexTitles(for collectionView: UICollectionView) -> [String]? {
                    indexTitles()
                }

                override func collectionView(
                    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
                ) -> IndexPath {
                    indexPathForIndexTitle(title, index)
                }
        {{/indexTitles}}
        {{#editing.canReorder}}

                /// Gets each move a person made (`editing.reorder`), once the snapshot took it.
                var onMoveRow: ((IndexPath, IndexPath) -> Void)?

                /// The collection view moved the row on screen; super makes the snapshot match (and calls the
                /// reordering handlers), then the controller's store takes the move, from where the row was to
                /// where it is. Not from the reorder transaction: its difference is of the items of all sections
                /// in one order, and is empty for a drag across a section boundary that keeps that order.
                override func collectionView(
                    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                    to destinationIndexPath: IndexPath
                ) {
                    super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
                    onMoveRow?(sourceIndexPath, destinationIndexPath)
                }
        {{/editing.canReorder}}
        {{/isCollection}}
        {{#isTable}}
        {{#dataSections}}
                /// The title of the section at an index now (the controller's `title(ofSectionAt:)`).
                var sectionTitle: (Int) -> String? = { _ in nil }

                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    sectionTitle(section)
                }
        {{/dataSections}}
        {{^dataSections}}
        {{#hasSectionTitles}}
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    titledSection(at: section)?.title
                }
        {{/hasSectionTitles}}
        {{/dataSections}}
        {{#hasSectionFooters}}

                override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                    titledSection(at: section)?.footer
                }
        {{/hasSectionFooters}}
        {{#hasSectionTitlesOrFooters}}

                /// The section at `index` when it shows its header and footer now (a section with no rows shows
                /// neither, unless `showWhenEmpty`), else nil.
                private func titledSection(at index: Int) -> {{sectionType}}? {
                    guard let section = sectionIdentifier(for: index),
                        section.showsHeaderAndFooter(withRowCount: snapshot().numberOfItems(inSection: section))
                    else { return nil }
                    return section
                }
        {{/hasSectionTitlesOrFooters}}
        {{#editing}}
        {{#makesRowsEditable}}
        {{^canDelete}}

                /// Rows are editable so that UIKit offers their swipe actions (it offers them only on rows the
                /// data source can edit, and a diffable data source says no by default). Nothing else is
                /// edited: the list never enters editing mode and no row is committed.
                override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
                    true
                }
        {{/canDelete}}
        {{#canDelete}}

                /// Rows are editable, so that UIKit offers their swipe actions and, in edit mode, the delete
                /// control (a diffable data source says no by default). The delegate's editing style says which
                /// rows show the control.
                override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
                    true
                }

                /// Gets each delete a person confirmed (`editing.delete`), with where the row is now.
                var onCommitDelete: ((IndexPath) -> Void)?

                /// A person confirmed a row's delete control: the controller fires the event for the row there now.
                override func tableView(
                    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
                ) {
                    guard editingStyle == .delete else { return }
                    onCommitDelete?(indexPath)
                }
        {{/canDelete}}
        {{/makesRowsEditable}}
        {{/editing}}
        {{#editing.canReorder}}

                /// Gets each move a person made (`editing.reorder`), once the snapshot took it.
                var onMoveRow: ((IndexPath, IndexPath) -> Void)?

                /// Rows can be dragged in editing mode.
                override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
                    true
                }

                /// The table moved the row on screen; super makes the snapshot match, then the controller's
                /// store takes the move.
                override func tableView(
                    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
                ) {
                    super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
                    onMoveRow?(sourceIndexPath, destinationIndexPath)
                }
        {{/editing.canReorder}}
        {{#indexTitles}}

                /// The section index's titles now, from the controller's row store (`indexTitles: true`).
                var indexTitles: () -> [String]? = { nil }
                /// The section an index title jumps to, from the controller's row store.
                var sectionForIndexTitle: (String, Int) -> Int = { _, _ in 0 }

                override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
                    indexTitles()
                }

                override func tableView(
                    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
                ) -> Int {
                    sectionForIndexTitle(title, index)
                }
        {{/indexTitles}}
        {{/isTable}}
            }
        {{/needsDataSourceSubclass}}
        {{^needsDataSourceSubclass}}

            private typealias DataSource = {{diffableDataSourceType}}<{{sectionType}}, {{rowIDType}}>
        {{/needsDataSourceSubclass}}

            /// Created when the view loads.
            private var dataSource: DataSource?
        {{/isDiffable}}
            /// Every row, by section and stable ID: what the list shows, and what taps are resolved against.
        {{^dataSections}}
            private let store = ListRowStore<{{sectionType}}, {{rowType}}>()
        {{/dataSections}}
        {{#dataSections}}
            /// Its sections come from the rows' `{{field}}` (`{{sectionType}}`).
            private let store: ListRowStore<{{sectionType}}, {{rowType}}>
            /// The calendar, with its time zone and locale, that groups the rows into sections and formats
            /// their titles. Given when the controller is created: every row's section depends on it.
            {{screen.accessPrefix}}let calendar: Calendar
            /// The time now, read each time a section's title is shown ("Today", "Yesterday"). Replace it to
            /// show the list at another time (a test rolling the clock past midnight); `setRows` reloads the
            /// sections, so that their titles are read again.
            {{screen.accessPrefix}}var now: () -> Date = { Date() }
        {{/dataSections}}

        """#
}

private var text_ViewController_swift_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        {{#screen}}
        /// The {{name}} screen: a list whose cells carry buttons, each tap routed with its own row.
        ///
        /// Rows are identified by stable IDs. A tap is resolved to its row when it happens, from the
        /// current data, so it reaches the right row after cell reuse and after any insert, delete or
        /// move made through the mutation API below.
        {{screen.accessPrefix}}final class {{viewControllerType}}: UIViewController {
            /// The list. Configure its appearance freely; the controller owns its data source.
            {{screen.accessPrefix}}let {{listViewName}}: {{listViewType}}
        {{#hasRoutes}}
            /// Performs navigation for routed taps.
            private let router: any {{routingType}}
        {{/hasRoutes}}
        {{#loadsImages}}
            /// Loads the rows' images from their URLs, for the cells that show them.
            private let imageLoader: any ListImageLoader
        {{/loadsImages}}
        {{#hasActions}}
            /// Performs taps whose event has no route. Weak: the handler usually owns this controller.
            {{screen.accessPrefix}}weak var actionHandler: (any {{actionHandlingType}})?
        {{/hasActions}}
            /// Called with the rows that `setRows`, `insert` or `append` dropped because their ID was
            /// already in the list, or earlier in the same call: the first row with an ID wins, the rest
            /// are dropped. The default stops a debug build (`assertionFailure`) and does nothing in a
            /// release build; set it to log or count the drops (lists fed by a server do get duplicates).
            {{screen.accessPrefix}}var onDuplicateRows: ([{{rowType}}]) -> Void = { rows in
                assertionFailure("dropped \(rows.count) row(s) with an ID already in the list: \(rows.map(\.id))")
            }
            /// The app's hook for customising the screen without editing generated code or subclassing:
            /// called with this controller once its view has loaded, after listgen has set up the list
            /// and its data source: at the end of `viewDidLoad()`, or at once when set after the view
            /// loaded. Use it for the navigation item, a search controller, a header view, the list's
            /// appearance. Leave the data source, the delegate wiring and the rows to the controller
            /// (change rows through its mutation API).
            {{screen.accessPrefix}}var onViewDidLoad: (({{viewControllerType}}) -> Void)? {
                didSet {
                    if isViewLoaded {
                        onViewDidLoad?(self)
                    }
                }
            }
        {{> ViewController-storage}}

        {{#hasRoutes}}
            /// Creates the screen. Navigation goes through `router`{{#loadsImages}}; images from URLs load through `imageLoader`{{/loadsImages}}.
            {{screen.accessPrefix}}init(router: any {{routingType}}{{#loadsImages}}, imageLoader: any ListImageLoader{{/loadsImages}}{{#dataSections}}, calendar: Calendar = .current{{/dataSections}}) {
                self.router = router
        {{/hasRoutes}}
        {{^hasRoutes}}
            /// Creates the screen{{#loadsImages}}; images from URLs load through `imageLoader`{{/loadsImages}}.
            {{screen.accessPrefix}}init({{#loadsImages}}imageLoader: any ListImageLoader{{/loadsImages}}{{#dataSections}}{{#loadsImages}}, {{/loadsImages}}calendar: Calendar = .current{{/dataSections}}) {
        {{/hasRoutes}}
        {{#dataSections}}
                self.calendar = calendar
                store = ListRowStore(sections: {{screen.sectionType}}.fromRows(in: calendar))
        {{/dataSections}}
        {{#loadsImages}}
                self.imageLoader = imageLoader
        {{/loadsImages}}
        {{#isTable}}
                {{listViewName}} = UITableView(frame: .zero, style: .{{listStyle}})
        {{/isTable}}
        {{#isCollection}}
                var layout = UICollectionLayoutListConfiguration(appearance: .{{listStyle}})
                layout.headerMode = .{{headerMode}}
        {{#hidesSeparators}}
                layout.showsSeparators = false
        {{/hidesSeparators}}
        {{#hasFooterBands}}
                layout.footerMode = .supplementary
        {{/hasFooterBands}}
                {{listViewName}} = UICollectionView(
                    frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: layout))
        {{/isCollection}}
                super.init(nibName: nil, bundle: nil)
        {{#isCollection}}
        {{#placements}}
        {{#hasSwipeActions}}
                // The list layout's swipe-action providers call this controller, which exists only now: the
                // layout is made again with them.
        {{#swipeEdges}}
                layout.{{listProviderName}} = { [weak self] indexPath in
                    self?.{{method}}(forRowAt: indexPath)
                }
        {{/swipeEdges}}
        {{/hasSwipeActions}}
        {{/placements}}
        {{#remakesListLayout}}
                {{listViewName}}.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: layout)
        {{/remakesListLayout}}
        {{#usesSectionProvider}}
                // Each section gets its own list configuration: a header (or footer) band only where the section
                // has a title (or footer) and shows it. The layout asks when it lays a section out; the rows'
                // changes reload a section whose header and footer appear or go.
                {{listViewName}}.collectionViewLayout = UICollectionViewCompositionalLayout {
                    [weak self, layout] index, environment in
                    var configuration = layout
                    let section = self?.titledSection(at: index)
        {{#supplementaries}}
                    configuration.{{modeProperty}} = {{bandCondition}} ? .supplementary : .none
        {{/supplementaries}}
                    return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                }
        {{/usesSectionProvider}}
        {{#feed.hasPageFooter}}
                // The paging footer: one boundary supplementary item of the whole layout, after every section,
                // so that no row's index path changes.
                let pageFooterLayout = UICollectionViewCompositionalLayoutConfiguration()
                let pageFooterSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                pageFooterLayout.boundarySupplementaryItems = [
                    NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: pageFooterSize, elementKind: ListPageFooter.elementKind, alignment: .bottom)
                ]
                (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.configuration = pageFooterLayout
        {{/feed.hasPageFooter}}
        {{/isCollection}}
                store.onDuplicateRows = { [weak self] rows in self?.onDuplicateRows(rows) }
        {{#selection}}
        {{#persistent}}
                store.selection.isPersistent = true
        {{/persistent}}
        {{/selection}}
        {{#editing.multiSelect}}
                store.batchSelection.isEnabled = true
                store.batchSelection.onChange = { [weak self] in self?.updateBatchButtons() }
        {{/editing.multiSelect}}
        {{#search}}
                store.searchPredicate = Self.matchesSearch
        {{/search}}
        {{#hasSectionTitlesOrFooters}}
                store.showsHeaderAndFooter = { section, rowCount in section.showsHeaderAndFooter(withRowCount: rowCount) }
        {{/hasSectionTitlesOrFooters}}
        {{#indexTitles}}
                // `indexTitles: true`: the section index shows each section's header title while it shows rows.
        {{^dataSections}}
                store.indexTitle = { section, _ in section.title }
        {{/dataSections}}
        {{#dataSections}}
                store.indexTitle = { [weak self] section, firstRow in
                    self.map { section.title(firstRow: firstRow, now: $0.now(), calendar: $0.calendar) }
                }
        {{/dataSections}}
        {{/indexTitles}}
        {{^sectionViews}}
        {{#feed.hasEmptyState}}
                store.onChange = { [weak self] in self?.updateEmptyState() }
        {{/feed.hasEmptyState}}
        {{/sectionViews}}
        {{#sectionViews}}
                store.onChange = { [weak self] in
        {{#feed.hasEmptyState}}
                    self?.updateEmptyState()
        {{/feed.hasEmptyState}}
                    self?.updateSectionViews()
                }
        {{/sectionViews}}
        {{#hasTitle}}
                title = {{titleLiteral}}
        {{/hasTitle}}
            }

            @available(*, unavailable, message: "{{viewControllerType}} is created in code")
            {{screen.accessPrefix}}required init?(coder: NSCoder) {
                fatalError("{{viewControllerType}} is created in code")
            }

            {{screen.accessPrefix}}override func loadView() {
                view = {{listViewName}}
            }

            {{screen.accessPrefix}}override func viewDidLoad() {
                super.viewDidLoad()
        {{^selection}}
                // No event is a tap on the row itself (the buttons are the actions), so rows are not
                // selectable: a tap beside the buttons highlights nothing.
                {{listViewName}}.allowsSelection = false
        {{/selection}}
        {{#selection}}
                // Row taps: the delegate lets only rows of a cell kind with `select` be selected.
                {{listViewName}}.delegate = self
        {{/selection}}
        {{#placements}}
        {{#declaresDelegateConformance}}
                // Swipe actions and context menus come through the delegate.
                {{listViewName}}.delegate = self
        {{/declaresDelegateConformance}}
        {{/placements}}
        {{#editing.declaresTableDelegate}}
                // Which rows show a delete control in edit mode comes through the delegate.
                {{listViewName}}.delegate = self
        {{/editing.declaresTableDelegate}}
        {{#editing.multiSelect}}
                // `editing.multiSelect`: in edit mode several rows can be selected, for the toolbar's batch buttons
                // (enabled while one is).
        {{#listFlagStatements}}
                {{.}}
        {{/listFlagStatements}}
                toolbarItems = batchButtons
                updateBatchButtons()
        {{/editing.multiSelect}}
        {{#isTable}}
        {{#hidesSeparators}}
                // `separators: false`
                {{listViewName}}.separatorStyle = .none
        {{/hidesSeparators}}
        {{#cells}}
                {{listViewName}}.register({{name}}.self, forCellReuseIdentifier: {{name}}.reuseIdentifier)
        {{/cells}}
        {{#sectionViews}}
        {{#setsTableDelegate}}
                // Section header and footer views come from the delegate.
                {{listViewName}}.delegate = self
        {{/setsTableDelegate}}
        {{#views}}
                {{listViewName}}.register(
                    UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: {{reuseIdentifierLiteral}})
        {{/views}}
        {{/sectionViews}}
        {{/isTable}}
        {{> ViewController-load}}
        {{> ViewController-feed-load}}
        {{#search}}
                setUpSearch()
        {{/search}}
                onViewDidLoad?(self)
            }
        {{> ViewController-rows}}
        {{#looksUpTitledSections}}

            /// The section at `index` when it shows its header and footer now (a section with no rows shows
            /// neither, unless `showWhenEmpty`), else nil.
            private func titledSection(at index: Int) -> {{sectionType}}? {
        {{^dataSections}}
                guard let section = {{sectionType}}(rawValue: index),
                    section.showsHeaderAndFooter(withRowCount: {{sectionRowCountExpression}})
                else { return nil }
        {{/dataSections}}
        {{#dataSections}}
                guard let section = store.section(at: index),
                    section.showsHeaderAndFooter(withRowCount: store.rowCount(inSection: index))
                else { return nil }
        {{/dataSections}}
                return section
            }
        {{/looksUpTitledSections}}
        {{#dataSections}}

            /// The header title of the section at `index` now, or nil when there is no such section or it
            /// shows no rows (during a search): worked out each time the list asks, from its first row,
            /// `now()` and `calendar`.
            {{screen.accessPrefix}}func title(ofSectionAt index: Int) -> String? {
                guard let section = titledSection(at: index), let firstRow = store.rows(in: section).first else { return nil }
                return section.title(firstRow: firstRow, now: now(), calendar: calendar)
            }
        {{/dataSections}}
        {{> ViewController-feed}}
        {{> ViewController-search}}
        {{> ViewController-section-views}}

            // MARK: - Taps
        {{#events}}

        {{#isSwitch}}
            /// Handles a toggle of the {{description}} switch of the row now at `indexPath`; `isOn` is its new value.
        {{/isSwitch}}
        {{^isSwitch}}
        {{#hasButton}}
            /// Handles a tap on the {{description}} button of the row now at `indexPath`.
        {{/hasButton}}
        {{/isSwitch}}
        {{^hasButton}}
            /// Handles the {{description}} event (a swipe action, menu item or accessibility action) of the
            /// row now at `indexPath`.
        {{/hasButton}}
            /// The row is looked up now, from the current data, never from when the cell was configured.
        {{#buttonAnchor}}
            /// A popover or action sheet points at the row's {{description}} button, in the cell that shows the row
            /// when the tap acts (else at that cell, else at the list).
        {{/buttonAnchor}}
        {{#asksFirst}}
            /// It asks first, as its `confirm` says (an alert or an action sheet); the row is looked up again, by
            /// its ID, when the user confirms.
        {{/asksFirst}}
            {{screen.accessPrefix}}func {{tapMethod}}({{valueParameter}}at indexPath: IndexPath) {
        {{#singleCase}}
                guard {{rowGuard}} else { return }
        {{#confirm}}
                let id = {{parameterName}}.id
                {{confirmation.methodName}}(
                    title: {{titleLiteral}}, message: {{messageLiteral}},
                    button: {{buttonLiteral}}, style: .{{buttonStyle}}{{asksArgument}}{{anchorArgument}}
                ) { [weak self] in
                    // Looked up again, by ID: the row may have moved, or gone, while the alert was up.
                    guard let self, let indexPath = self.indexPath(forRowID: id), {{singleLookup}}
                    else { return }
        {{#stillOfferedExpression}}
                    // Still offered? It may have been disabled or hidden while the alert was up.
                    guard {{stillOfferedExpression}} else { return }
        {{/stillOfferedExpression}}
        {{#hasRoute}}
                    self.router.navigate(to: {{routeExpression}}, from: self{{navigateAnchorArgument}})
        {{/hasRoute}}
        {{^hasRoute}}
                    self.actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}{{valueArgument}}))
        {{/hasRoute}}
                }
        {{/confirm}}
        {{^confirm}}
        {{#hasRoute}}
                router.navigate(to: {{routeExpression}}, from: self{{navigateAnchorArgument}})
        {{/hasRoute}}
        {{^hasRoute}}
                actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}{{valueArgument}}))
        {{/hasRoute}}
        {{/confirm}}
        {{/singleCase}}
        {{^singleCase}}
                guard let row = row(at: indexPath) else { return }
                switch row {
        {{#cases}}
        {{#handles}}
        {{#confirm}}
                case .{{rowCaseName}}{{caseBinding}}:
                    let id = row.id
                    {{confirmation.methodName}}(
                        title: {{titleLiteral}}, message: {{messageLiteral}},
                        button: {{buttonLiteral}}, style: .{{buttonStyle}}{{asksArgument}}{{anchorArgument}}
                    ) { [weak self] in
                        // Looked up again, by ID: the row may have moved, or gone, while the alert was up.
                        guard let self, let indexPath = self.indexPath(forRowID: id),
                            case .{{rowCaseName}}{{lookupBinding}}? = self.row(at: indexPath)
                        else { return }
        {{#stillOfferedExpression}}
                        // Still offered? It may have been disabled or hidden while the alert was up.
                        guard {{stillOfferedExpression}} else { return }
        {{/stillOfferedExpression}}
        {{#hasRoute}}
                        self.router.navigate(to: {{routeExpression}}, from: self{{navigateAnchorArgument}})
        {{/hasRoute}}
        {{^hasRoute}}
                        self.actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}{{valueArgument}}))
        {{/hasRoute}}
                    }
        {{/confirm}}
        {{^confirm}}
                case .{{rowCaseName}}{{modelBinding}}:
        {{#hasRoute}}
                    router.navigate(to: {{routeExpression}}, from: self{{navigateAnchorArgument}})
        {{/hasRoute}}
        {{^hasRoute}}
                    actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}{{valueArgument}}))
        {{/hasRoute}}
        {{/confirm}}
        {{/handles}}
        {{^handles}}
                case .{{rowCaseName}}:
                    break
        {{/handles}}
        {{/cases}}
                }
        {{/singleCase}}
            }
        {{/events}}
        {{> ViewController-selection}}
        {{> ViewController-confirmation}}
        {{> ViewController-anchors}}
        {{#routeChoices}}

            /// The route of {{description}}, chosen by the row's `{{field}}` as it is at the tap.
            private func {{methodName}}(_ {{parameterName}}: {{modelType}}) -> {{routeType}} {
        {{#cases}}
                if {{conditionExpression}} { return {{routeExpression}} }
        {{/cases}}
                return {{defaultRouteExpression}}
            }
        {{/routeChoices}}
        {{> ViewController-placements}}
        {{> ViewController-editing}}

            // MARK: - Cells
        {{> ViewController-cells}}
        }
        {{> ViewController-conformances}}
        {{> ViewController-selection-conformance}}
        {{> ViewController-feed-conformance}}
        {{> ViewController-search-conformance}}
        {{> ViewController-placement-conformance}}
        {{> ViewController-editing-conformance}}
        {{> ViewController-section-views-conformance}}
        {{/screen}}

        """#
}

private var text_header_mustache: String {
    #"""
        {{! listgen template, contextVersion: 3 }}
        // {{fileName}}
        // Generated by listgen from {{specFileName}}. Do not edit: change the spec and run listgen again.

        {{#imports}}
        import {{.}}
        {{/imports}}

        """#
}
