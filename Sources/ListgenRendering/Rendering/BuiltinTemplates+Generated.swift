// swift-format-ignore-file
// BuiltinTemplates+Generated.swift
// Generated from Templates/ by `LISTGEN_RECORD=1 swift test --filter FreshnessTests`. Do not edit.

import ListgenMustache

extension BuiltinTemplates {
    /// The built-in templates by file name, embedded so the binary needs no resources at run time.
    static let sources: [String: String] = [
        "Action.swift.mustache": #"""
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

        """#,
        "Cell-content.mustache": #"""
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

        """#,
        "Cell.swift.mustache": #"""
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
        {{#sendsControl}}
            /// The {{description}} button of `cell` was tapped: `control` is the button{{#hasAccessibilityAction}}, nil when the cell's
            /// accessibility action was performed{{/hasAccessibilityAction}}.
            func {{tapMethod}}(in cell: {{cellName}}, from control: UIView?)
        {{/sendsControl}}
        {{^isSwitch}}
        {{^hasButton}}
            /// The {{description}} accessibility action of `cell` was performed.
            func {{tapMethod}}(in cell: {{cellName}})
        {{/hasButton}}
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
            var {{closureName}}: ((Bool) -> Void)?
        {{/isSwitch}}
        {{#sendsControl}}
            /// Called with the button when the {{description}} button is tapped{{#hasAccessibilityAction}}, with nil when the cell's
            /// accessibility action is performed{{/hasAccessibilityAction}}. Cleared in `prepareForReuse()`.
            var {{closureName}}: ((UIView?) -> Void)?
        {{/sendsControl}}
        {{^isSwitch}}
        {{^hasButton}}
            /// Called when the {{description}} accessibility action is performed (the event has no button).
            /// Cleared in `prepareForReuse()`.
            var {{closureName}}: (() -> Void)?
        {{/hasButton}}
        {{/isSwitch}}
        {{/hookEvents}}

        {{/hasClosures}}
        {{#hasDelegate}}
            /// Receives button taps. Weak, so the cell never keeps its controller alive.
            weak var delegate: (any {{delegateProtocol}})?

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
            /// Shows the row's `{{fieldName}}` count; hidden while it is 0.
            private let badgeLabel = UILabel()
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
            private let {{buttonName}} = UIButton(configuration: .plain())
        {{/isSwitch}}
        {{/cell.hasContentView}}
        {{#cell.hasContentView}}
            /// Your view's {{description}} button, wired by this cell.
            private var {{buttonName}}: UIButton { content.{{buttonName}} }
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
            func configure(with {{parameterName}}: {{modelType}}, at indexPath: IndexPath) {
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
        {{/badge}}
        {{#cell.isTableCell}}
        {{#accessoryTypeExpression}}
                accessoryType = {{accessoryTypeExpression}}
        {{/accessoryTypeExpression}}
        {{#badge}}
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
        {{#sendsControl}}
            /// Reports a tap on the {{description}} button: `control` is the `UIAction`'s sender{{#hasAccessibilityAction}}, nil for the
            /// cell's accessibility action{{/hasAccessibilityAction}}.
            private func {{reportMethod}}(from control: UIView?) {
        {{#cell.hasClosures}}
                {{closureName}}?(control)
        {{/cell.hasClosures}}
        {{#cell.hasDelegate}}
                delegate?.{{tapMethod}}(in: self, from: control)
        {{/cell.hasDelegate}}
            }
        {{/sendsControl}}
        {{^isSwitch}}
        {{^hasButton}}
            /// Reports the {{description}} accessibility action (the event has no button).
            private func {{reportMethod}}() {
        {{#cell.hasClosures}}
                {{closureName}}?()
        {{/cell.hasClosures}}
        {{#cell.hasDelegate}}
                delegate?.{{tapMethod}}(in: self)
        {{/cell.hasDelegate}}
            }
        {{/hasButton}}
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
                // The action's sender is the button, set while the handler runs: read then, never kept.
                {{buttonName}}.addAction(
                    UIAction { [weak self] action in self?.{{reportMethod}}(from: action.sender as? UIView) },
                    for: .primaryActionTriggered)
        {{/isSwitch}}

        {{/hasButton}}
        {{/events}}
        {{#hasAccessibilityActions}}
                {{accessibilityActionsTarget}} = [
        {{#accessibilityActionEvents}}
                    UIAccessibilityCustomAction(name: {{accessibilityLabelLiteral}}) { [weak self] _ in
                        guard let self else { return false }
                        self.{{reportMethod}}({{#sendsControl}}from: nil{{/sendsControl}})
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

        """#,
        "ListRowStore-anchors.mustache": #"""
        {{! listgen template, contextVersion: 3 }}

        // MARK: - Anchors

        /// Where a popover or action sheet shown from a row points (`presentation: popover`, `confirm.style:
        /// actionSheet`): the button that was tapped, while it is in the cell that shows the row; else that
        /// cell (a swipe action, menu item, VoiceOver action or row tap); looked up when the tap acts, never
        /// captured earlier (the row may have moved, its cell been reused). Without an anchor UIKit raises
        /// when it presents a popover in a regular width (iPad).
        /// The generated router receives it with every route; a router of your own can point its own popovers
        /// with ``point(_:)``. Public, so that a public screen's routing protocol can take it.
        @MainActor
        {{publicAccess}}struct ListAnchor {
            /// The view the popover points at: the tapped button, the row's cell, or the list when the row has
            /// no cell on screen.
            {{publicAccess}}let sourceView: UIView

            /// An anchor on `sourceView`, pointing at its bounds.
            {{publicAccess}}init(sourceView: UIView) {
                self.sourceView = sourceView
            }

            /// Points `viewController`'s popover at this anchor (`sourceView`, and `sourceRect` its bounds);
            /// does nothing when `viewController` is not presented as a popover.
            {{publicAccess}}func point(_ viewController: UIViewController) {
                guard let popover = viewController.popoverPresentationController else { return }
                popover.sourceView = sourceView
                popover.sourceRect = sourceView.bounds
            }
        }

        """#,
        "ListRowStore-collapse.mustache": #"""
        {{! listgen template, contextVersion: 3 }}

        // MARK: - Collapsed sections

        extension ListRowStore {
            /// Whether `section` is collapsed: it keeps its place and its rows, and the list shows none of them.
            func isCollapsed(_ section: Section) -> Bool { collapsedSections.contains(section) }

            /// Collapses `section` (the list stops showing its rows) or expands it (the list shows its rows as
            /// they are now, with every change made meanwhile). The rows stay in the store either way: their
            /// IDs, the selected row and the rows selected for batch actions, which show selected again on
            /// expanding. A section that is already so changes nothing. In one update of the list, animated in
            /// a window: the section's rows deleted or inserted (a classic list), or the new snapshot applied.
            func setSection(_ section: Section, collapsed: Bool) {
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
            fileprivate func shownRows() -> [[Row]] {
                let found = activeSearch.shown(sections)
                guard !collapsedSections.isEmpty else { return found }
                return zip(sectionIdentifiers, found).map { section, rows in collapsedSections.contains(section) ? [] : rows }
            }
        }

        """#,
        "ListRowStore-images.mustache": #"""
        {{! listgen template, contextVersion: 3 }}

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
        {{publicAccess}}protocol ListImageLoader: AnyObject {
            /// Starts loading the image at `url`; returns what cancels the load.
            func loadImage(
                from url: URL, completion: @escaping @MainActor @Sendable (UIImage?) -> Void
            ) -> any ListImageLoad
        }

        /// A load started by a ``ListImageLoader``. `URLSessionTask` has this `cancel()` already:
        /// `extension URLSessionDataTask: ListImageLoad {}`.
        @MainActor
        {{publicAccess}}protocol ListImageLoad {
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
        final class ListImageSlot<RowID: Hashable & Sendable> {
            /// The row and URL of the load started last; nil after `cancel()`. A result is shown only when it
            /// is for these.
            private var request: (row: RowID, url: URL)?
            /// The load in flight, cancelled when another starts or the cell is reused.
            private var loading: (any ListImageLoad)?
            /// The image loaded for `request`.
            private var image: UIImage?

            init() {}

            /// The image already loaded for `row` from `url`, or nil (show the placeholder): a cell shown again
            /// for the same row and URL keeps its image instead of flashing the placeholder.
            func loadedImage(for row: RowID, from url: URL?) -> UIImage? {
                guard let request, request.row == row, request.url == url else { return nil }
                return image
            }

            /// Loads `url` for `row` through `loader`, and calls `show` with the image if it arrives while the
            /// slot still stands for `row` and `url`. The same row and URL again does nothing (the load runs
            /// or ran); another row or URL cancels the previous load first. A nil URL or loader loads nothing;
            /// a failed load shows nothing (the placeholder stays) and is tried again on the next call.
            func load(
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
            func load(
                _ url: URL?, for row: RowID, with loader: (any ListImageLoader)?, into imageView: UIImageView,
                placeholder: UIImage?
            ) {
                imageView.image = loadedImage(for: row, from: url) ?? placeholder
                load(url, for: row, with: loader) { [weak imageView] image in imageView?.image = image }
            }

            /// Cancels the load in flight and forgets the row: a result still arriving is dropped. Call it from
            /// `prepareForReuse()`.
            func cancel() {
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
        {{publicAccess}}struct ListRowImages<RowID: Hashable & Sendable> {
            /// The row whose images these are.
            {{publicAccess}}let rowID: RowID
            private let loader: any ListImageLoader
            /// The cell's slots; they stand for `rowID` until the cell is reused.
            private let slots: ListImageSlots<RowID>

            init(rowID: RowID, loader: any ListImageLoader, slots: ListImageSlots<RowID>) {
                self.rowID = rowID
                self.loader = loader
                self.slots = slots
            }

            /// Shows `placeholder` in `imageView` at once (or the image already loaded for this row and URL), then
            /// the image loaded from `url`, if it arrives while the cell still shows this row and this URL. A nil
            /// URL loads nothing; a failed load keeps the placeholder. Kept past the cell's reuse, it loads nothing.
            {{publicAccess}}func load(_ url: URL?, into imageView: UIImageView, placeholder: UIImage?) {
                guard slots.rowID == rowID else { return }
                slots.slot(for: imageView).load(url, for: rowID, with: loader, into: imageView, placeholder: placeholder)
            }
        }

        /// The image loads of a cell whose content view loads images: one ``ListImageSlot`` per image view, all
        /// for the row the cell shows.
        @MainActor
        final class ListImageSlots<RowID: Hashable & Sendable> {
            /// Each image view's slot, by the view's identity (the views live as long as the cell).
            private var slots: [ObjectIdentifier: ListImageSlot<RowID>] = [:]
            /// The row the cell shows; nil after `cancel()`.
            private(set) var rowID: RowID?

            init() {}

            /// The images of `rowID`, loaded through `loader`: what the cell hands its content view.
            func images(for rowID: RowID, with loader: any ListImageLoader) -> ListRowImages<RowID> {
                self.rowID = rowID
                return ListRowImages(rowID: rowID, loader: loader, slots: self)
            }

            /// `imageView`'s slot, made on first use.
            func slot(for imageView: UIImageView) -> ListImageSlot<RowID> {
                if let slot = slots[ObjectIdentifier(imageView)] { return slot }
                let slot = ListImageSlot<RowID>()
                slots[ObjectIdentifier(imageView)] = slot
                return slot
            }

            /// Cancels every load and forgets the row: results still arriving are dropped, and a ``ListRowImages``
            /// kept from before loads nothing. Call it from `prepareForReuse()`.
            func cancel() {
                for slot in slots.values { slot.cancel() }
                rowID = nil
            }
        }

        """#,
        "ListRowStore-search.mustache": #"""
        {{! listgen template, contextVersion: 3 }}

        // MARK: - Search

        /// What a person searches for in a screen's search bar (`search:` in the spec): the text typed and the
        /// scope button selected. Public, so that a public screen's `searchPredicate` can take one (the file
        /// serves every screen of the module).
        {{publicAccess}}struct ListSearchQuery: Sendable, Hashable {
            /// The text typed, as typed (possibly empty: every row matches it).
            {{publicAccess}}var text: String
            /// The selected scope button's index, 0 for the first (and for a search bar without scopes).
            {{publicAccess}}var scopeIndex: Int

            {{publicAccess}}init(text: String, scopeIndex: Int = 0) {
                self.text = text
                self.scopeIndex = scopeIndex
            }

            /// Whether `value` contains the text, ignoring case and diacritics (`"Zoe"` finds `"Zoë"`); an empty
            /// text matches every value, a nil value none but the empty text. The rule of the spec's `search.fields`.
            {{publicAccess}}func matches(_ value: String?) -> Bool {
                let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !text.isEmpty else { return true }
                guard let value else { return false }
                return value.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
        }

        /// The search a ``ListRowStore`` shows: its query, and which rows it finds. The store keeps every row;
        /// this only says which ones the list shows, so a change made during a search reaches the results.
        @MainActor
        struct ListRowSearch<Row: Identifiable> {
            /// The search shown now; nil while no search is active (every row shows).
            var query: ListSearchQuery?
            /// The rows the app found itself (a server search), or nil: `predicate` decides.
            var resultIDs: Set<Row.ID>?
            /// Whether a row matches a query: the screen's rule from its spec, unless the app set its own.
            var predicate: @MainActor (Row, ListSearchQuery) -> Bool = { _, _ in true }

            /// Whether a search is active.
            var isActive: Bool { query != nil }

            /// The rows of `sections` the list shows: all of them without a search; during one, the rows the
            /// app's results name, else the rows `predicate` matches, each section in its own order.
            func shown(_ sections: [[Row]]) -> [[Row]] {
                guard let query else { return sections }
                if let resultIDs { return sections.map { $0.filter { resultIDs.contains($0.id) } } }
                return sections.map { $0.filter { predicate($0, query) } }
            }
        }

        extension ListRowStore {
            /// The search shown now, or nil when no search is active.
            var searchQuery: ListSearchQuery? { activeSearch.query }

            /// Whether the screen shows its no-results state: a search is active and finds none of the rows (a
            /// list with no rows at all shows its empty state instead). The one rule for every variant.
            var showsNoResults: Bool {
                activeSearch.isActive && !isEmpty && !activeSearch.shown(sections).contains { !$0.isEmpty }
            }

            /// Whether a row matches a query. Setting it runs the active search again.
            var searchPredicate: @MainActor (Row, ListSearchQuery) -> Bool {
                get { activeSearch.predicate }
                set {
                    activeSearch.predicate = newValue
                    if activeSearch.isActive { change(.reload) {} }
                }
            }

            /// Shows the rows `query` finds, or every row when `query` is nil (the search ended: results the app
            /// handed back are dropped). The rows stay as they are: only what the list shows changes.
            func search(_ query: ListSearchQuery?) {
                guard query != activeSearch.query else { return }
                change(.reload) {
                    activeSearch.query = query
                    if query == nil { activeSearch.resultIDs = nil }
                }
            }

            /// Shows, while a search is active, the rows with these IDs (the app ran the search itself, e.g. on
            /// a server), in the list's order, until the search ends or new results come; nil lets the predicate
            /// decide again. Results for a search that already ended are dropped.
            func showSearchResults(withIDs ids: [Row.ID]?) {
                guard activeSearch.isActive else { return }
                change(.reload) { activeSearch.resultIDs = ids.map(Set.init) }
            }
        }

        """#,
        "ListRowStore-selection.mustache": #"""
        {{! listgen template, contextVersion: 3 }}

        // MARK: - Selection

        /// The selected row of a list that keeps it (`selection: { persistent: true }`): kept by the row's
        /// stable ID, never by index path, so that it names the same row whatever changes around it.
        struct ListRowSelection<ID: Hashable & Sendable> {
            /// Whether the store keeps the selection; false leaves the list's selection to the controller.
            var isPersistent = false
            /// The selected row's ID; nil when no row is selected.
            var rowID: ID?
            /// Gets the new selected ID when it changes (nil: none, e.g. the selected row was deleted).
            var onChange: (ID?) -> Void = { _ in }
        }

        /// The rows selected in edit mode for batch actions (`editing.multiSelect`): kept by their stable IDs,
        /// never by index path, apart from the persistent selection (which edit mode leaves as it is).
        struct ListRowBatchSelection<ID: Hashable & Sendable> {
            /// Whether the list has batch actions: in edit mode the store shows these rows selected.
            var isEnabled = false
            /// The selected rows' IDs, in the order they were selected.
            var rowIDs: [ID] = []
            /// Called when a row joins or leaves the batch selection (a tap, a deletion, edit mode ending), and
            /// after every change of the rows while rows are selected (an update can change what they offer).
            var onChange: () -> Void = {}
        }

        extension ListRowStore {
            /// The ID of the selected row, nil when none (persistent selection only).
            var selectedRowID: Row.ID? { selection.rowID }

            /// Makes the row with `id` the selected row (nil: none) and shows it selected, without animation
            /// and without telling the list's delegate (its `select` does not fire). An ID that is not in the
            /// list selects nothing. `onChange` of the selection is called when the selected ID changes.
            func selectRow(withID id: Row.ID?) {
                let id = id.flatMap { row(withID: $0) == nil ? nil : $0 }
                let changed = selection.rowID != id
                selection.rowID = id
                showSelection()
                if changed { selection.onChange(id) }
            }

            /// The rows selected in edit mode (`editing.multiSelect`), looked up by ID now, in list order.
            var batchSelectedRows: [Row] {
                let ids = Set(batchSelection.rowIDs)
                return sections.joined().filter { ids.contains($0.id) }
            }

            /// A person selected the row at `indexPath` in edit mode: it joins the batch selection, by ID.
            func batchSelectRow(at indexPath: IndexPath) {
                guard let id = row(at: indexPath)?.id, !batchSelection.rowIDs.contains(id) else { return }
                batchSelection.rowIDs.append(id)
                batchSelection.onChange()
            }

            /// A person deselected the row at `indexPath` in edit mode: it leaves the batch selection.
            func batchDeselectRow(at indexPath: IndexPath) {
                guard let id = row(at: indexPath)?.id, batchSelection.rowIDs.contains(id) else { return }
                batchSelection.rowIDs.removeAll { $0 == id }
                batchSelection.onChange()
            }

            /// Edit mode began or ended (the list's own flag is already set): the batch selection starts empty,
            /// or is emptied, and the list shows what its mode shows. Out of edit mode a list without persistent
            /// selection shows no row selected.
            func editingChanged() {
                guard batchSelection.isEnabled else { return }
                let hadRows = !batchSelection.rowIDs.isEmpty
                batchSelection.rowIDs = []
                if selection.isPersistent || isEditingList {
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
            func showSelection() {
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
                if isEditingList {
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
            private func show(selected indexPaths: [IndexPath]) {
                switch selectionView {
                case nil: break
                case .table(let table)?: Self.select(indexPaths, in: table)
                case .collection(let collection)?: Self.select(indexPaths, in: collection)
                }
            }

            /// The list the store shows its selection in, nil before the view loads.
            private var selectionView: ListView? {
                switch display {
                case .none: nil
                case .diffableList(let list, _): list
                case .table(let table): .table(table)
                case .collection(let collection): .collection(collection)
                }
            }

            /// Whether the list is in edit mode now.
            private var isEditingList: Bool {
                switch selectionView {
                case nil: false
                case .table(let table)?: table.isEditing
                case .collection(let collection)?: collection.isEditing
                }
            }

            /// Makes `indexPaths` the table's only selected rows, without animation.
            private static func select(_ indexPaths: [IndexPath], in table: UITableView) {
                let selected = table.indexPathsForSelectedRows ?? []
                for other in selected where !indexPaths.contains(other) { table.deselectRow(at: other, animated: false) }
                for indexPath in indexPaths where !selected.contains(indexPath) {
                    table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
                }
            }

            /// Makes `indexPaths` the collection view's only selected items, without animation. A pending reload
            /// is done first, so that it cannot drop the selection made after it.
            private static func select(_ indexPaths: [IndexPath], in collection: UICollectionView) {
                collection.layoutIfNeeded()
                let selected = collection.indexPathsForSelectedItems ?? []
                for other in selected where !indexPaths.contains(other) { collection.deselectItem(at: other, animated: false) }
                for indexPath in indexPaths where !selected.contains(indexPath) {
                    collection.selectItem(at: indexPath, animated: false, scrollPosition: [])
                }
            }
        }

        """#,
        "ListRowStore.swift.mustache": #"""
        {{! listgen template, contextVersion: 3 }}
        /// The rows of a generated list screen, by section, keyed by stable ID: the half of every generated
        /// controller that does not depend on its spec. Written once per module (listgen writes this file once
        /// per output folder; the build plugin once per target), used by every generated screen in it.
        ///
        /// One rule set for every variant (table or collection, diffable or classic):
        /// - Row IDs are unique within the list. A row whose ID is already in the list (or earlier in the same
        ///   call) is dropped and reported to `onDuplicateRows`; the first one stays.
        /// - An index past the end of a section appends to that section (`insert` and `moveRow` alike). An
        ///   index path that names no place (its section does not exist, or its row is negative) changes
        ///   nothing and finds no row, in debug and release builds alike.
        /// - Changes are animated only while the list is in a window; otherwise the list reloads (classic) or
        ///   applies without animation (diffable).
        /// - During a search (`// MARK: - Search`) the list shows the rows it finds, and the changes go on on
        ///   every row. Index paths that name a row the list shows (`row(at:)`, `indexPath(forRowID:)`,
        ///   `deleteRow(at:)`, taps) are where the list shows it; index paths that say where a row goes
        ///   (`insert(_:at:)`, `moveRow(at:to:)`) and `rows(in:)` are in the full list. A section keeps its
        ///   place during a search, with the rows it finds (possibly none).
        /// - A collapsed section (`// MARK: - Collapsed sections`) keeps its place and its rows, and the list
        ///   shows none of them: index paths that name a row the list shows skip it, as during a search, and
        ///   a change of its rows is stored and shows when it expands.
        ///
        /// Sections are fixed or come from the rows (``Sections``). Fixed: every section is always there, with
        /// rows or not, in the order given (`init()` takes a section enum's `allCases`). From the rows: a row's
        /// section is always its own value (`sectionOf`, the one source of truth); a section is there while it
        /// has rows, created by the first row with its value and removed with its last one, in the same update
        /// of the list (classic: `insertSections`/`deleteSections` in the batch of the row change; diffable:
        /// the snapshot, whose section identifiers are the values, so rows move between sections); `setRows`
        /// and `append` group rows by it, `insert` puts a row in its own section, an `update` that changes a
        /// row's value moves it to the end of its new section, and a move (`moveRow`, or a person's drag in
        /// edit mode) stays within the row's section: a drag into another section is put back.
        @MainActor
        final class ListRowStore<Section, Row>
        where Section: Hashable & Sendable, Row: Identifiable & Equatable, Row.ID: Sendable {
            /// Where the sections come from.
            enum Sections {
                /// These sections, in this order, each always there (empty or not).
                case fixed([Section])
                /// The rows: a row is in the section `sectionOf` gives it. Sections are in the order their first
                /// row came (`areInIncreasingOrder` nil), or sorted by it.
                case fromRows(sectionOf: (Row) -> Section, areInIncreasingOrder: ((Section, Section) -> Bool)?)
            }

            /// The list a store shows its rows and selection in.
            enum ListView {
                case table(UITableView)
                case collection(UICollectionView)

                /// The list as a view.
                var view: UIView {
                    switch self {
                    case .table(let table): table
                    case .collection(let collection): collection
                    }
                }
            }

            /// How the list shows a change of the rows.
            enum Display {
                /// Not connected yet (the view has not loaded): changes are only stored.
                case none
                /// A diffable data source over the IDs of `snapshot`: `apply` shows a snapshot, animated or not.
                case diffableList(ListView, apply: (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void)
                /// A classic table data source over `rows(in:)`.
                case table(UITableView)
                /// A classic collection data source over `rows(in:)`.
                case collection(UICollectionView)

                /// A diffable table data source over the IDs of `snapshot`.
                static func diffable(
                    _ table: UITableView, apply: @escaping (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void
                ) -> Display {
                    .diffableList(.table(table), apply: apply)
                }

                /// A diffable collection data source over the IDs of `snapshot`.
                static func diffable(
                    _ collection: UICollectionView,
                    apply: @escaping (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void
                ) -> Display {
                    .diffableList(.collection(collection), apply: apply)
                }
            }

            /// How a classic list animates a change (a diffable list diffs the snapshots instead).
            private enum ClassicChange {
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

                var isReload: Bool {
                    if case .reload = self { return true }
                    return false
                }
            }

            /// Where the sections come from.
            private let source: Sections
            /// The sections there now, in display order; `sections` holds their rows.
            private(set) var sectionIdentifiers: [Section]
            /// The rows of each section of `sectionIdentifiers`.
            private var sections: [[Row]]
            /// The rows the list shows, by section of `sectionIdentifiers`: `sections`, or during a search the
            /// rows it finds. Recomputed by every change; what the list reads (counts, rows at index paths,
            /// snapshots) comes from here.
            private var shown: [[Row]]
            /// The search shown now, if any (`// MARK: - Search`).
            private var activeSearch = ListRowSearch<Row>()
            /// The sections whose rows the list hides now (`// MARK: - Collapsed sections`).
            private var collapsedSections: Set<Section> = []
            /// Every row, by ID (the diffable cell provider looks rows up here).
            private var rowsByID: [Row.ID: Row] = [:]
            /// How changes reach the list; set when the view loads.
            var display: Display = .none
            /// Gets the rows dropped because their ID was already in the list.
            var onDuplicateRows: ([Row]) -> Void = { _ in }
            /// Called after every change of the rows (the empty state follows it).
            var onChange: () -> Void = {}
            /// The selected row, by ID, when the list keeps it (`// MARK: - Selection`).
            var selection = ListRowSelection<Row.ID>()
            /// The rows selected in edit mode for batch actions, by ID (`// MARK: - Selection`).
            var batchSelection = ListRowBatchSelection<Row.ID>()
            /// Whether a section shows its header and footer with a number of rows (the screen's
            /// `showsHeaderAndFooter(withRowCount:)` of its section enum); nil when the screen has no section
            /// texts. A change that makes a section's header and footer appear or go reloads that section: a
            /// list reads a section's titles when it loads the section, not when one of its rows changes.
            var showsHeaderAndFooter: ((Section, Int) -> Bool)?

            init(sections source: Sections) {
                self.source = source
                if case .fixed(let fixed) = source { sectionIdentifiers = fixed } else { sectionIdentifiers = [] }
                sections = sectionIdentifiers.map { _ in [] }
                shown = sections
            }

            /// The section `row` belongs to when sections come from the rows; nil for fixed sections.
            private func sectionOf(_ row: Row) -> Section? {
                if case .fromRows(let sectionOf, _) = source { return sectionOf(row) }
                return nil
            }

            /// Whether sections come from the rows.
            private var sectionsComeFromRows: Bool {
                if case .fromRows = source { return true }
                return false
            }

            // MARK: Reading

            /// Whether the list has no rows.
            var isEmpty: Bool { !sections.contains { !$0.isEmpty } }

            /// Whether `setRows` was called yet: until then the rows have not arrived, however few there are.
            private(set) var rowsWereSet = false

            /// Whether the screen shows its empty state: the list has no rows, and its rows have arrived (a
            /// first `setRows`), so that the empty state does not flash while the first rows load. The one
            /// rule for every variant.
            var showsEmptyState: Bool { rowsWereSet && isEmpty }

            /// The number of sections (every fixed section, with rows or not; or the sections that have rows).
            var sectionCount: Int { sections.count }

            /// The section at `index`, or nil when there is none.
            func section(at index: Int) -> Section? {
                sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
            }

            /// Where `section` is now, or nil when it is not in the list.
            func index(of section: Section) -> Int? { sectionIdentifiers.firstIndex(of: section) }

            /// The number of rows the list shows in the section at `index`.
            func rowCount(inSection index: Int) -> Int { shown[index].count }

            /// The rows of `section`, in display order (all of them, during a search too).
            func rows(in section: Section) -> [Row] { index(of: section).map { sections[$0] } ?? [] }

            /// The row a classic data source shows at `indexPath`: the list asks only for index paths it was
            /// told about, so a missing row is a bug in this code, and stops with a clear message.
            func rowForCell(at indexPath: IndexPath) -> Row {
                guard let row = row(at: indexPath) else { preconditionFailure("ListRowStore: no row at \(indexPath)") }
                return row
            }

            /// The row with `id`, or nil when it is not in the list.
            func row(withID id: Row.ID) -> Row? { rowsByID[id] }

            /// The row the list shows at `indexPath` now, or nil when there is none.
            func row(at indexPath: IndexPath) -> Row? { Self.row(at: indexPath, in: shown) }

            /// Where the list shows the row with `id` now, or nil when it is not in the list (or, during a
            /// search, not found).
            func indexPath(forRowID id: Row.ID) -> IndexPath? {
                guard rowsByID[id] != nil else { return nil }
                return Self.indexPath(of: id, in: shown)
            }

            /// The IDs of the rows the list shows, by section, for a diffable data source.
            var snapshot: NSDiffableDataSourceSnapshot<Section, Row.ID> {
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
            var indexTitle: ((Section, Row) -> String?)?

            /// The section index now: each section that shows rows now and has a title, in list order, with
            /// where it is. Worked out each time it is read, never kept: a section that came, went, emptied or
            /// filled since the last time changes it.
            private var indexEntries: [(title: String, section: Int)] {
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
            var sectionIndexTitles: [String]? { indexTitle == nil ? nil : indexEntries.map(\.title) }

            /// Where the index title `title` at `index` of `sectionIndexTitles` jumps: the section it names now
            /// (the entry at `index` when it still has that title, else the first entry with the title, else
            /// the entry nearest `index`); 0 when the index is empty. Never the position of the title among all
            /// sections: a section without rows has no entry, so positions differ.
            func section(forIndexTitle title: String, at index: Int) -> Int {
                let entries = indexEntries
                if entries.indices.contains(index), entries[index].title == title { return entries[index].section }
                if let entry = entries.first(where: { $0.title == title }) { return entry.section }
                guard !entries.isEmpty else { return 0 }
                return entries[min(max(index, 0), entries.count - 1)].section
            }

            /// The same for a collection list, as UIKit's `collectionView(_:indexPathForIndexTitle:at:)` wants
            /// it: an index path of one index, the whole section.
            func indexPath(forIndexTitle title: String, at index: Int) -> IndexPath {
                IndexPath(index: section(forIndexTitle: title, at: index))
            }

            /// The row at `indexPath` of `sections` (the full list, or what the list shows), or nil.
            private static func row(at indexPath: IndexPath, in sections: [[Row]]) -> Row? {
                guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item)
                else { return nil }
                return sections[indexPath.section][indexPath.item]
            }

            /// Where the row with `id` is in `sections`, or nil.
            private static func indexPath(of id: Row.ID, in sections: [[Row]]) -> IndexPath? {
                for (section, rows) in sections.enumerated() {
                    if let item = rows.firstIndex(where: { $0.id == id }) { return IndexPath(item: item, section: section) }
                }
                return nil
            }

            // MARK: Changing

            /// Replaces every row; a section missing from `rows` becomes empty. With sections from the rows,
            /// each row goes to its own section whatever its key: use `setRows(_:)` with a list.
            func setRows(_ rows: [Section: [Row]]) {
                guard case .fixed(let fixed) = source else {
                    setRows(rows.values.flatMap { $0 })
                    return
                }
                replaceRows(with: fixed.map { rows[$0] ?? [] })
            }

            /// Replaces every row: with sections from the rows, grouped by section (in the order their first
            /// row comes, or sorted); with fixed sections, all in the first section.
            func setRows(_ rows: [Row]) {
                guard sectionsComeFromRows else {
                    replaceRows(with: sectionIdentifiers.indices.map { $0 == 0 ? rows : [] })
                    return
                }
                replaceRows(with: [rows])
            }

            /// Replaces every row with `groups` (the rows of each fixed section, or rows to group).
            private func replaceRows(with groups: [[Row]]) {
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
            func insert(_ row: Row, at indexPath: IndexPath) {
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
            func append(contentsOf rows: [Section: [Row]]) {
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
            func append(contentsOf rows: [Row]) {
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
            func deleteRow(at indexPath: IndexPath) {
                guard let row = row(at: indexPath) else { return }
                deleteRow(withID: row.id)
            }

            /// Deletes the row with `id`, if it is in the list (shown or not).
            func deleteRow(withID id: Row.ID) {
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
            func moveRow(at source: IndexPath, to destination: IndexPath) {
                guard let row = Self.row(at: source, in: sections),
                    let target = landing(at: destination, movingFrom: source), target != source,
                    !sectionsComeFromRows || target.section == source.section
                else { return }
                change(.move(source, target)) {
                    sections[source.section].remove(at: source.item)
                    sections[target.section].insert(row, at: target.item)
                }
            }

            /// Replaces the row that has `row`'s ID and redraws its cell in place (no reuse, no animation).
            /// With sections from the rows, a row whose section changed moves to the end of its new section
            /// (created when it has none yet; its old section goes when it empties).
            func update(_ row: Row) {
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

            /// A row a person moved, where it was and where it is now.
            struct RowMove {
                var row: Row
                var source: IndexPath
                var destination: IndexPath
            }

            /// Takes a move a person made in editing mode, which the list has already shown (it moved the cell
            /// and, in a diffable list, its data source's snapshot): the rows change as `moveRow` would change
            /// them, but the list is not told, since a second move would move another row. Nil, and nothing,
            /// when there is no row at `source`, `destination` names no place, or the row did not move. A drag
            /// into a collapsed section, or (with sections from the rows) into another section, is put back: the
            /// row stays where it was, the list shows the rows again (reloaded, or the snapshot applied), and the
            /// result is nil.
            func takeMoveMadeOnScreen(at source: IndexPath, to destination: IndexPath) -> RowMove? {
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
                sections[source.section].remove(at: source.item)
                sections[target.section].insert(row, at: target.item)
                shown = shownRows()
                showSelection()
                onChange()
                return RowMove(row: row, source: source, destination: target)
            }

            /// Where the row with `id` is, and where `snapshot` has it: the move a person made in a diffable
            /// collection list (`snapshot` is its data source's snapshot after the move, and `id` the row the
            /// reorder transaction's difference inserts). Nil when the row is not in the list or not in `snapshot`.
            func moveMadeOnScreen(
                ofRowWithID id: Row.ID, toMatch snapshot: NSDiffableDataSourceSnapshot<Section, Row.ID>
            ) -> (source: IndexPath, destination: IndexPath)? {
                guard let source = indexPath(forRowID: id), let section = snapshot.sectionIdentifier(containingItem: id),
                    let item = snapshot.itemIdentifiers(inSection: section).firstIndex(of: id)
                else { return nil }
                guard let index = sectionIdentifiers.firstIndex(of: section) else { return nil }
                return (source, IndexPath(item: item, section: index))
            }

            /// Where a row put at `indexPath` ends up, for `insert` and `moveRow`: at `indexPath`, or at the
            /// end of its section when `indexPath` is past it (counted without the row being moved from
            /// `source`). Nil when `indexPath` names no place: its section does not exist, or its row is
            /// negative.
            private func landing(at indexPath: IndexPath, movingFrom source: IndexPath? = nil) -> IndexPath? {
                guard sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
                let count = sections[indexPath.section].count - (source?.section == indexPath.section ? 1 : 0)
                return IndexPath(item: min(indexPath.item, count), section: indexPath.section)
            }

            /// Puts `row` in its own section of `identifiers` and `sections` (sections from the rows): at `item`,
            /// or the end when `item` is nil or past it; a section it has not yet is created where the order
            /// puts it (the end, or its sorted place).
            private func place(_ row: Row, at item: Int?, in identifiers: inout [Section], _ sections: inout [[Row]]) {
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
            private func regroup(
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
            /// (UIKit warns about animating a list that is not in the view hierarchy). Classic, in a window:
            /// the list lays out first, so that a `reloadData()` still pending (`UICollectionView` only marks
            /// itself for reloading) reads its counts from the rows before the change, and the change is then
            /// animated; a batch update made before that reload would read its "before" counts from the
            /// changed rows and raise "Invalid update". Classic, out of a window: the list reloads.
            /// `indexPathsShown`: the classic change's index paths are where the list shows rows (a section
            /// collapsing or expanding), not places in the full list.
            private func change(
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
                    if !reloaded.isEmpty { snapshot.reloadSections(reloaded) }
                    apply(snapshot, list.view.window != nil)
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
            private func touchesCollapsedSection(_ change: ClassicChange) -> Bool {
                guard !collapsedSections.isEmpty else { return false }
                let collapsed = Set(collapsedSections.compactMap(index(of:)))
                switch change {
                case .reload: return false
                case .insert(let indexPaths), .delete(let indexPaths), .reconfigure(let indexPaths):
                    return indexPaths.contains { collapsed.contains($0.section) }
                case .move(let source, let target):
                    return collapsed.contains(source.section) || collapsed.contains(target.section)
                case .regroup: return true
                }
            }

            /// Whether each section shows its header and footer now; empty without `showsHeaderAndFooter`.
            private var sectionsShowingTexts: [Section: Bool] {
                guard let showsHeaderAndFooter else { return [:] }
                return Dictionary(
                    uniqueKeysWithValues: zip(sectionIdentifiers, shown).map { ($0, showsHeaderAndFooter($0, $1.count)) })
            }

            /// The sections, there before and now, whose header and footer appeared or went since `before`
            /// (`sectionsShowingTexts`); a section that came or went is shown or removed whole.
            private func sectionsToggled(since before: [Section: Bool]) -> [Section] {
                let now = sectionsShowingTexts
                return sectionIdentifiers.filter { section in before[section].map { $0 != now[section] } ?? false }
            }

            // MARK: Paging

            /// A page's rows as the screen's `onLoadNextPage` returns them.
            enum Page {
                /// Each section's rows, appended at its end (fixed sections).
                case bySection([Section: [Row]])
                /// Rows in the order given, each appended at the end of its own section, which it creates when
                /// it is new (sections from the rows).
                case rows([Row])

                /// The page has no row: it was the last page.
                var isEmpty: Bool {
                    switch self {
                    case .bySection(let rows): !rows.values.contains { !$0.isEmpty }
                    case .rows(let rows): rows.isEmpty
                    }
                }
            }

            /// Loads the next page (the screen's `onLoadNextPage`, bound to its controller), or nil without paging.
            var loadNextPage: (@MainActor () async throws -> Page)?
            /// Gets the error of a failed page (the screen's `onLoadNextPageFailed`).
            var onPageFailed: (@MainActor (any Error) -> Void)?
            /// The page loading now, if any: while it runs, the last row coming into view again (after a
            /// reload, or as its cell is reused) starts nothing.
            private var pageTask: Task<Void, Never>?
            /// False once a page came back empty; `setRows` sets it again.
            private var hasMorePages = true

            /// Starts loading the next page when `indexPath` is at most `distance` rows before the last row,
            /// counted over all sections (0: the last row; called from the list delegate's `willDisplay`),
            /// unless a page is loading or the last page came. So a page is asked for once, however many rows
            /// near the end come into view while it loads. The page's rows are appended in one update; an empty
            /// page stops paging until `setRows`; a failed page goes to `onPageFailed` and is asked for again the
            /// next time a row near the end comes into view. A page belongs to the list it was asked for:
            /// `setRows` cancels it, and whatever it returns or throws is then dropped.
            func loadNextPageIfNear(_ indexPath: IndexPath, distance: Int) {
                guard let after = rowsAfter(indexPath), after <= distance else { return }
                startPage()
            }

            /// What the paging footer shows now (`paging: { footer: true }`): a spinner while a page loads, a
            /// retry button after a page failed, nothing otherwise (before the first page, after a page came,
            /// after the last page, after `setRows`). `onPageFooterChange` hears each change.
            private(set) var pageFooter = ListPageFooter.hidden {
                didSet { if pageFooter != oldValue { onPageFooterChange?(pageFooter) } }
            }
            /// Shows `pageFooter` (the controller's footer view); called on each change.
            var onPageFooterChange: ((ListPageFooter) -> Void)?

            /// The footer's retry button: asks again for the page that failed, once; nothing unless the footer
            /// shows `.failed` (so a second tap while the page loads asks for nothing).
            func retryPage() {
                guard pageFooter == .failed else { return }
                startPage()
            }

            /// Starts loading the next page unless a page is loading, the last page came, or there is no hook.
            private func startPage() {
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
            private func rowsAfter(_ indexPath: IndexPath) -> Int? {
                guard row(at: indexPath) != nil else { return nil }
                let later = shown[(indexPath.section + 1)...].reduce(0) { $0 + $1.count }
                return shown[indexPath.section].count - 1 - indexPath.item + later
            }

            /// The rows were replaced: a page still loading belongs to the old list, so it is cancelled and
            /// dropped, and paging starts again for the new list.
            private func restartPaging() {
                pageTask?.cancel()
                pageTask = nil
                hasMorePages = true
                pageFooter = .hidden
            }

            // MARK: Refresh

            /// The refresh running now, if any.
            private var refreshTask: Task<Void, Never>?

            /// Runs `refresh` for a pull unless one is running, then calls `end` (which ends the spinner), so
            /// a refresh can be neither left spinning nor ended twice.
            func refresh(_ refresh: @escaping @MainActor () async -> Void, then end: @escaping @MainActor () -> Void) {
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
        enum ListPageFooter: Sendable, Equatable {
            /// No page is loading and none failed: no footer.
            case hidden
            /// A page is loading: a spinner.
            case loading
            /// The last page asked for failed: a retry button that asks for it again.
            case failed

            /// The element kind of a collection list's page footer: a boundary supplementary item of the whole
            /// layout, after every section, so that no row's index path changes.
            static let elementKind = "ListPageFooter"
        }

        extension ListRowStore where Section: CaseIterable {
            /// A store whose sections are fixed: every case of `Section`, in `allCases` order.
            convenience init() {
                self.init(sections: .fixed(Array(Section.allCases)))
            }
        }
        {{> ListRowStore-search}}
        {{> ListRowStore-images}}
        {{> ListRowStore-anchors}}
        {{> ListRowStore-selection}}
        {{> ListRowStore-collapse}}

        """#,
        "Model.swift.mustache": #"""
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

        """#,
        "Route.swift.mustache": #"""
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

        """#,
        "Router.swift.mustache": #"""
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

        """#,
        "Row.swift.mustache": #"""
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

        """#,
        "Section.swift.mustache": #"""
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

        """#,
        "Strings.swift.mustache": #"""
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

        """#,
        "ViewController-anchors.mustache": #"""
        {{! listgen template, contextVersion: 3 }}
        {{#needsAnchors}}

            // MARK: - Anchors

            /// Where a popover or action sheet shown for the row at `indexPath` points, worked out when the tap,
            /// swipe action, menu item or accessibility action acts (after any reuse or move), never captured
            /// earlier: `control`, the button that was tapped, while it is in the cell that shows that row now;
            /// else that cell (a swipe action, menu item, VoiceOver action or row tap, or a button whose cell
            /// shows another row by now); else the list itself when the row has no cell on screen.
            private func anchor(forRowAt indexPath: IndexPath, from control: UIView? = nil) -> ListAnchor {
                guard let cell = {{listViewName}}.{{cellLookupMethod}}(at: indexPath) else {
                    return ListAnchor(sourceView: {{listViewName}})
                }
                if let control, control.isDescendant(of: cell) {
                    return ListAnchor(sourceView: control)
                }
                return ListAnchor(sourceView: cell)
            }
        {{/needsAnchors}}

        """#,
        "ViewController-cells.mustache": #"""
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
        {{#sendsControl}}
                cell.{{closureName}} = { [weak self, weak cell] control in
        {{/sendsControl}}
        {{^isSwitch}}
        {{^hasButton}}
                cell.{{closureName}} = { [weak self, weak cell] in
        {{/hasButton}}
        {{/isSwitch}}
                    guard let self, let cell, self.{{screen.listViewName}}.indexPath(for: cell) != nil,
                        let indexPath = self.indexPath(forRowID: id)
                    else { return }
        {{#isSwitch}}
                    self.{{tapMethod}}(to: isOn, at: indexPath)
        {{/isSwitch}}
        {{#sendsControl}}
                    self.{{tapMethod}}(at: indexPath, from: control)
        {{/sendsControl}}
        {{^isSwitch}}
        {{^hasButton}}
                    self.{{tapMethod}}(at: indexPath)
        {{/hasButton}}
        {{/isSwitch}}
                }
        {{/hookEvents}}
        {{/hasClosures}}
            }
        {{/hasHooks}}
        {{/cells}}

        """#,
        "ViewController-confirmation.mustache": #"""
        {{! listgen template, contextVersion: 3 }}
        {{#confirmation}}

            // MARK: - Confirmation

            /// Asks before acting: presents an alert from this controller with a cancel button and a
            /// confirming one. `onConfirm` runs only when the user confirms, after the alert is dismissed;
            /// it must look its row up again by ID (the list may have changed while the alert was up).
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

        """#,
        "ViewController-conformances.mustache": #"""
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
        {{#sendsControl}}
            {{screen.accessPrefix}}func {{tapMethod}}(in cell: {{cellName}}, from control: UIView?) {
                // Resolve the row now: the cell may have moved since it was configured.
                guard let indexPath = {{screen.listViewName}}.indexPath(for: cell) else { return }
                {{tapMethod}}(at: indexPath, from: control)
            }
        {{/sendsControl}}
        {{^isSwitch}}
        {{^hasButton}}
            {{screen.accessPrefix}}func {{tapMethod}}(in cell: {{cellName}}) {
                // Resolve the row now: the cell may have moved since it was configured.
                guard let indexPath = {{screen.listViewName}}.indexPath(for: cell) else { return }
                {{tapMethod}}(at: indexPath)
            }
        {{/hasButton}}
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

        """#,
        "ViewController-editing-conformance.mustache": #"""
        {{! listgen template, contextVersion: 3 }}
        {{#editing.declaresTableDelegate}}

        extension {{viewControllerType}}: UITableViewDelegate {
            // The editing style of each row. Rows are not selectable: no cell kind has `select`.
        {{> ViewController-editing-delegate}}
        }
        {{/editing.declaresTableDelegate}}

        """#,
        "ViewController-editing-delegate.mustache": #"""
        {{! listgen template, contextVersion: 3 }}
        {{#editing}}
        {{#declaresEditingStyle}}

            /// In edit mode, a row shows the delete control when it offers `{{deleteEvent}}` now
            /// (`editing.delete`: its cell kind has the event, visible and enabled for the row), else none. Out of edit mode a row's swipe actions need the `.delete` style, and
            /// their configurations are never nil, so UIKit adds no Delete swipe of its own.
            {{screen.accessPrefix}}func tableView(
                _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
            ) -> UITableViewCell.EditingStyle {
                guard tableView.isEditing else { return {{editingStyleOutsideEditMode}} }
        {{#canDelete}}
                return hasDeleteControl(at: indexPath) ? .delete : .none
        {{/canDelete}}
        {{^canDelete}}
                return .none
        {{/canDelete}}
            }
        {{/declaresEditingStyle}}
        {{/editing}}

        """#,
        "ViewController-editing.mustache": #"""
        {{! listgen template, contextVersion: 3 }}
        {{#editing}}
        {{#isUsed}}

            // MARK: - Editing

            /// Puts the list into editing mode with the controller, and takes it out again: what
            /// `editButtonItem` calls (place it in the navigation item or a toolbar from `onViewDidLoad`).
            {{screen.accessPrefix}}override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                {{listEditingStatement}}
        {{#multiSelect}}
                // The rows selected for the batch actions: none when edit mode begins, and none after it.
                store.editingChanged()
        {{/multiSelect}}
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
                    button: {{buttonLiteral}}, style: .{{buttonStyle}}
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

        """#,
        "ViewController-feed-conformance.mustache": #"""
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

        """#,
        "ViewController-feed-load.mustache": #"""
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

        """#,
        "ViewController-feed.mustache": #"""
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

            /// The empty state with its button: the text's view above the button, as the list's background view.
            private lazy var emptyStateBackground: UIStackView = {
                let stack = UIStackView(arrangedSubviews: [emptyStateView, emptyStateButton])
                stack.axis = .vertical
                stack.alignment = .center
                stack.spacing = 8
                return stack
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

        """#,
        "ViewController-load.mustache": #"""
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
        {{#isTable}}
                dataSource.onMoveRow = { [weak self] source, destination in
                    self?.rowMovedByPerson(at: source, to: destination)
                }
        {{/isTable}}
        {{#isCollection}}
                // Rows can be dragged by their reorder accessory; the data source's snapshot has taken the move
                // when `didReorder` runs.
                dataSource.reorderingHandlers.canReorderItem = { _ in true }
                dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
                    // The dragged row is the one the transaction's difference inserts.
                    guard let self, case .insert(_, let id, _)? = transaction.difference.insertions.first,
                        let move = self.store.moveMadeOnScreen(ofRowWithID: id, toMatch: transaction.finalSnapshot)
                    else { return }
                    self.rowMovedByPerson(at: move.source, to: move.destination)
                }
        {{/isCollection}}
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

        """#,
        "ViewController-persistent-selection.mustache": #"""
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

        """#,
        "ViewController-placement-conformance.mustache": #"""
        {{! listgen template, contextVersion: 3 }}
        {{#placements}}
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

        """#,
        "ViewController-placement-delegate.mustache": #"""
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

        """#,
        "ViewController-placement-item.mustache": #"""
        {{! listgen template, contextVersion: 3 }}
        {{#isMenu}}
                    menuAction(
        {{#hasMenuStructure}}
                        group: {{menuGroupLiteral}}, submenu: {{submenuTitleLiteral}},
        {{/hasMenuStructure}}
                        title: {{menuTitleLiteral}},
                        systemImage: {{systemImageLiteral}}, isDestructive: {{isDestructiveLiteral}},
                        rowID: id, isVisible: {{isVisibleExpression}}, isEnabled: {{isEnabledExpression}},
                        perform: { $0.{{tapMethod}}(at: $1) }){{^isLast}},{{/isLast}}{{#isLast}}{{^isFirst}},{{/isFirst}}{{/isLast}}
        {{/isMenu}}
        {{^isMenu}}
                    swipeAction(
                        title: {{swipeTitleLiteral}}, accessibilityLabel: {{accessibilityLabelLiteral}},
                        systemImage: {{systemImageLiteral}}, style: .{{swipeStyle}},{{^hasSwipeColors}} rowID: id,{{/hasSwipeColors}}
        {{#hasSwipeColors}}
                        backgroundColor: {{backgroundColorExpression}}, rowID: id,
        {{/hasSwipeColors}}
                        isVisible: {{isVisibleExpression}}, isEnabled: {{isEnabledExpression}},
                        perform: { $0.{{tapMethod}}(at: $1) }){{^isLast}},{{/isLast}}{{#isLast}}{{^isFirst}},{{/isFirst}}{{/isLast}}
        {{/isMenu}}

        """#,
        "ViewController-placement-items.mustache": #"""
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

        """#,
        "ViewController-placements.mustache": #"""
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
                let items = actions.compactMap { $0 }
                guard !items.isEmpty else { return nil }
                let preview = menuPreview(forRowID: id)
                return UIContextMenuConfiguration(identifier: RowMenuIdentifier(id), previewProvider: preview) { _ in
        {{^hasMenuStructure}}
                    UIMenu(children: items)
        {{/hasMenuStructure}}
        {{#hasMenuStructure}}
                    UIMenu(children: Self.menuElements(items))
        {{/hasMenuStructure}}
                }
            }
        {{/menu}}
        {{#hasSwipeActions}}

            /// A swipe action for the row with `id`, or nil when it is hidden or disabled: a contextual action
            /// has no disabled state, and UIKit also offers every swipe action to VoiceOver, so a disabled one
            /// is not offered at all. When tapped, it finds the row by `id` and calls `perform` with where the
            /// row is now, then calls its completion handler: with `false` when it did nothing (the row is
            /// gone). A destructive action completes with `true` only when the row is gone now: UIKit takes a
            /// destructive completion as a deletion and animates the row away, so a row that stays (the app
            /// kept it, or a confirmation is still up) must complete with `false`, or it disappears and jumps
            /// back. It has a title even for an image-only event, which VoiceOver says, and the event's
            /// accessibility label, when the spec gives one.
        {{#hasSwipeColors}}
            /// A `backgroundColor` replaces UIKit's (grey, or red for a destructive action); nil keeps it.
        {{/hasSwipeColors}}
            private func swipeAction(
                title: String, accessibilityLabel: String?, systemImage: String?, style: UIContextualAction.Style,
        {{#hasSwipeColors}}
                backgroundColor: UIColor?,
        {{/hasSwipeColors}}
                rowID id: {{screen.rowIDType}}, isVisible: Bool, isEnabled: Bool,
                perform: @escaping @MainActor ({{screen.viewControllerType}}, IndexPath) -> Void
            ) -> UIContextualAction? {
                guard isVisible, isEnabled else { return nil }
                let action = UIContextualAction(style: style, title: title) { [weak self] _, _, completion in
                    guard let self, let indexPath = self.indexPath(forRowID: id) else {
                        completion(false)
                        return
                    }
                    perform(self, indexPath)
                    completion(style != .destructive || self.indexPath(forRowID: id) == nil)
                }
                action.image = systemImage.flatMap { UIImage(systemName: $0) }
                action.accessibilityLabel = accessibilityLabel
        {{#hasSwipeColors}}
                if let backgroundColor {
                    action.backgroundColor = backgroundColor
                }
        {{/hasSwipeColors}}
                return action
            }
        {{/hasSwipeActions}}
        {{#menu}}

            /// A context-menu item for the row with `id`, or nil when it is not visible. When chosen, it finds
            /// the row by `id` and calls `perform` with where the row is now; a row deleted meanwhile does
            /// nothing. UIKit does not let the user choose a disabled item.
        {{#hasMenuStructure}}
            /// `group` is the spec's `menuGroup`: the inline section the item joins, nil for the top level;
            /// `submenu` the spec's `submenu`: the title of the submenu it joins, nil for none.
        {{/hasMenuStructure}}
            private func menuAction(
        {{#hasMenuStructure}}
                group: String?, submenu: String?,
        {{/hasMenuStructure}}
                title: String, systemImage: String?, isDestructive: Bool, rowID id: {{screen.rowIDType}},
                isVisible: Bool, isEnabled: Bool, perform: @escaping @MainActor ({{screen.viewControllerType}}, IndexPath) -> Void
            ) -> {{actionType}}? {
                guard isVisible else { return nil }
                var attributes: UIMenuElement.Attributes = []
                if isDestructive {
                    attributes.insert(.destructive)
                }
                if !isEnabled {
                    attributes.insert(.disabled)
                }
                let image = systemImage.flatMap { UIImage(systemName: $0) }
        {{^hasMenuStructure}}
                return UIAction(title: title, image: image, attributes: attributes) { [weak self] _ in
                    guard let self, let indexPath = self.indexPath(forRowID: id) else { return }
                    perform(self, indexPath)
                }
        {{/hasMenuStructure}}
        {{#hasMenuStructure}}
                let action = UIAction(title: title, image: image, attributes: attributes) { [weak self] _ in
                    guard let self, let indexPath = self.indexPath(forRowID: id) else { return }
                    perform(self, indexPath)
                }
                return RowMenuItem(group: group, submenu: submenu, action: action)
        {{/hasMenuStructure}}
            }
        {{#hasMenuStructure}}

            /// A context-menu item, the spec's `menuGroup` it joins (nil: the menu's top level) and the title of
            /// the `submenu` it joins (nil: none).
            private struct RowMenuItem {
                let group: String?
                let submenu: String?
                let action: UIAction
            }

            /// The row menu's elements, in event order: an item of no group stays at the top level; the items
            /// of one group form one inline `UIMenu` (`.displayInline`: shown in place, between separators),
            /// placed where the group's first item is; the items of one submenu form one `UIMenu` with its
            /// title, placed where its first item is, in its items' group. A group or submenu whose items are
            /// all hidden shows nothing.
            private static func menuElements(_ items: [RowMenuItem], inGroup: Bool = false) -> [UIMenuElement] {
                var elements: [UIMenuElement] = []
                var placedGroups: Set<String> = []
                var placedSubmenus: Set<String> = []
                for item in items {
                    if !inGroup, let group = item.group {
                        guard placedGroups.insert(group).inserted else { continue }
                        let members = menuElements(items.filter { $0.group == group }, inGroup: true)
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
        {{/hasMenuStructure}}

            /// The menu's preview provider: nil without `onContextMenuPreview` (UIKit previews the row's cell);
            /// else one that finds the row by `id` when UIKit asks for the preview, and hands it to the hook.
            private func menuPreview(forRowID id: {{screen.rowIDType}}) -> UIContextMenuContentPreviewProvider? {
                guard onContextMenuPreview != nil else { return nil }
                return { [weak self] in
                    guard let self, let indexPath = self.indexPath(forRowID: id), let row = self.row(at: indexPath) else {
                        return nil
                    }
                    return self.onContextMenuPreview?(self, row)
                }
            }

            /// The user tapped the preview of the menu with `configuration`: without `onCommitContextMenuPreview`,
            /// the preview just goes (`.dismiss`, no animation); else, once the commit's animations end, the
            /// row is found by the menu's identifier (its stable ID) and handed to the hook with the preview.
            func commitMenuPreview(
                _ configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating
            ) {
                guard onCommitContextMenuPreview != nil, let id = (configuration.identifier as? RowMenuIdentifier)?.rowID
                else {
                    animator.preferredCommitStyle = .dismiss
                    return
                }
                let preview = animator.previewViewController
                animator.addCompletion { [weak self] in
                    guard let self, let indexPath = self.indexPath(forRowID: id), let row = self.row(at: indexPath) else {
                        return
                    }
                    self.onCommitContextMenuPreview?(self, row, preview)
                }
            }

            /// A context menu's identifier: the row's stable ID, as the `NSCopying` object UIKit keeps.
            /// Two identifiers are equal when their rows are the same row, wherever it is.
            private final class RowMenuIdentifier: NSObject, NSCopying {
                let rowID: {{screen.rowIDType}}

                init(_ rowID: {{screen.rowIDType}}) {
                    self.rowID = rowID
                }

                func copy(with zone: NSZone? = nil) -> Any {
                    self
                }

                override func isEqual(_ object: Any?) -> Bool {
                    (object as? RowMenuIdentifier)?.rowID == rowID
                }

                override var hash: Int {
                    rowID.hashValue
                }
            }
        {{/menu}}
        {{/placements}}

        """#,
        "ViewController-rows.mustache": #"""
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

        """#,
        "ViewController-search-conformance.mustache": #"""
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

        """#,
        "ViewController-search.mustache": #"""
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

        """#,
        "ViewController-section-views-conformance.mustache": #"""
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

        """#,
        "ViewController-section-views.mustache": #"""
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
            /// reuse (found by its identifier), hidden for a section that is not collapsible; its chevron and its
            /// selected state (expanded) say the section's state now, and its action, replaced each time, toggles
            /// the section shown now.
            private func showCollapseToggle(in contentView: UIView, for section: {{screen.sectionType}}) {
                let toggle =
                    contentView.subviews.lazy.compactMap { $0 as? UIButton }
                    .first { $0.accessibilityIdentifier == Self.collapseToggleIdentifier }
                    ?? {
                        let button = UIButton(configuration: .plain())
                        button.accessibilityIdentifier = Self.collapseToggleIdentifier
                        contentView.addSubview(button)
                        return button
                    }()
                toggle.isHidden = !section.isCollapsible
                let collapsed = isSectionCollapsed(section)
                toggle.configuration?.image = UIImage(systemName: collapsed ? "chevron.right" : "chevron.down")
                toggle.isSelected = !collapsed
                toggle.accessibilityLabel = section.title
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

        """#,
        "ViewController-selection-conformance.mustache": #"""
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
                if tableView.isEditing {
                    store.batchSelectRow(at: indexPath)
                    return
                }
        {{/editing.multiSelect}}
                {{selectMethod}}(at: indexPath)
            }
        {{#editing.multiSelect}}

            /// In edit mode a tap on a selected row deselects it: it leaves the batch selection.
            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
                if tableView.isEditing { store.batchDeselectRow(at: indexPath) }
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
                if collectionView.isEditing {
                    store.batchSelectRow(at: indexPath)
                    return
                }
        {{/editing.multiSelect}}
                {{selectMethod}}(at: indexPath)
            }
        {{#editing.multiSelect}}

            /// In edit mode a tap on a selected row deselects it: it leaves the batch selection.
            {{screen.accessPrefix}}func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
                if collectionView.isEditing { store.batchDeselectRow(at: indexPath) }
            }
        {{/editing.multiSelect}}
        {{> ViewController-placement-delegate}}
        }
        {{/isCollection}}
        {{/selection}}

        """#,
        "ViewController-selection-tap.mustache": #"""
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
            guard let self, let indexPath = self.indexPath(forRowID: id),
                {{rowLookupPattern}} = self.row(at: indexPath)
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

        """#,
        "ViewController-selection.mustache": #"""
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
                guard let {{parameterName}} = row(at: indexPath) else { return }
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
                {{listViewName}}.isEditing ? isBatchSelectableRow(at: indexPath) : isSelectableRow(at: indexPath)
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

        """#,
        "ViewController-storage.mustache": #"""
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

        """#,
        "ViewController.swift.mustache": #"""
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
        {{#sendsControl}}
            /// `control` is the button that was tapped (nil for a swipe action, menu item or VoiceOver action):
            /// a popover or action sheet points at it while it is in the cell that shows the row.
        {{/sendsControl}}
        {{#asksFirst}}
            /// It asks first (an alert); the row is looked up again, by its ID, when the user confirms.
        {{/asksFirst}}
            {{screen.accessPrefix}}func {{tapMethod}}({{valueParameter}}at indexPath: IndexPath{{controlParameter}}) {
        {{#singleCase}}
                guard let {{parameterName}} = row(at: indexPath) else { return }
        {{#confirm}}
                let id = {{parameterName}}.id
                {{confirmation.methodName}}(
                    title: {{titleLiteral}}, message: {{messageLiteral}},
                    button: {{buttonLiteral}}, style: .{{buttonStyle}}{{asksArgument}}{{anchorArgument}}
                ) { [weak self] in
                    // Looked up again, by ID: the row may have moved, or gone, while the alert was up.
                    guard let self, let indexPath = self.indexPath(forRowID: id), let {{parameterName}} = self.row(at: indexPath)
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
                            case .{{rowCaseName}}(let {{parameterName}})? = self.row(at: indexPath)
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
                case .{{rowCaseName}}(let {{parameterName}}):
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

        """#,
        "header.mustache": #"""
        {{! listgen template, contextVersion: 3 }}
        // {{fileName}}
        // Generated by listgen from {{specFileName}}. Do not edit: change the spec and run listgen again.

        {{#importsSafariServices}}
        import {{safariServicesModule}}
        {{/importsSafariServices}}
        import {{framework}}

        """#,
    ]

    /// `ListRowStore.swift` as these templates render it (nil if they do not): a run writes
    /// it as it is unless an override replaces one of `supportFileTemplates`.
    static let supportFile: String? =
        #"""
        // ListRowStore.swift
        // Generated by listgen from the specs of this folder. Do not edit: change the spec and run listgen again.

        import UIKit

        /// The rows of a generated list screen, by section, keyed by stable ID: the half of every generated
        /// controller that does not depend on its spec. Written once per module (listgen writes this file once
        /// per output folder; the build plugin once per target), used by every generated screen in it.
        ///
        /// One rule set for every variant (table or collection, diffable or classic):
        /// - Row IDs are unique within the list. A row whose ID is already in the list (or earlier in the same
        ///   call) is dropped and reported to `onDuplicateRows`; the first one stays.
        /// - An index past the end of a section appends to that section (`insert` and `moveRow` alike). An
        ///   index path that names no place (its section does not exist, or its row is negative) changes
        ///   nothing and finds no row, in debug and release builds alike.
        /// - Changes are animated only while the list is in a window; otherwise the list reloads (classic) or
        ///   applies without animation (diffable).
        /// - During a search (`// MARK: - Search`) the list shows the rows it finds, and the changes go on on
        ///   every row. Index paths that name a row the list shows (`row(at:)`, `indexPath(forRowID:)`,
        ///   `deleteRow(at:)`, taps) are where the list shows it; index paths that say where a row goes
        ///   (`insert(_:at:)`, `moveRow(at:to:)`) and `rows(in:)` are in the full list. A section keeps its
        ///   place during a search, with the rows it finds (possibly none).
        /// - A collapsed section (`// MARK: - Collapsed sections`) keeps its place and its rows, and the list
        ///   shows none of them: index paths that name a row the list shows skip it, as during a search, and
        ///   a change of its rows is stored and shows when it expands.
        ///
        /// Sections are fixed or come from the rows (``Sections``). Fixed: every section is always there, with
        /// rows or not, in the order given (`init()` takes a section enum's `allCases`). From the rows: a row's
        /// section is always its own value (`sectionOf`, the one source of truth); a section is there while it
        /// has rows, created by the first row with its value and removed with its last one, in the same update
        /// of the list (classic: `insertSections`/`deleteSections` in the batch of the row change; diffable:
        /// the snapshot, whose section identifiers are the values, so rows move between sections); `setRows`
        /// and `append` group rows by it, `insert` puts a row in its own section, an `update` that changes a
        /// row's value moves it to the end of its new section, and a move (`moveRow`, or a person's drag in
        /// edit mode) stays within the row's section: a drag into another section is put back.
        @MainActor
        final class ListRowStore<Section, Row>
        where Section: Hashable & Sendable, Row: Identifiable & Equatable, Row.ID: Sendable {
            /// Where the sections come from.
            enum Sections {
                /// These sections, in this order, each always there (empty or not).
                case fixed([Section])
                /// The rows: a row is in the section `sectionOf` gives it. Sections are in the order their first
                /// row came (`areInIncreasingOrder` nil), or sorted by it.
                case fromRows(sectionOf: (Row) -> Section, areInIncreasingOrder: ((Section, Section) -> Bool)?)
            }

            /// The list a store shows its rows and selection in.
            enum ListView {
                case table(UITableView)
                case collection(UICollectionView)

                /// The list as a view.
                var view: UIView {
                    switch self {
                    case .table(let table): table
                    case .collection(let collection): collection
                    }
                }
            }

            /// How the list shows a change of the rows.
            enum Display {
                /// Not connected yet (the view has not loaded): changes are only stored.
                case none
                /// A diffable data source over the IDs of `snapshot`: `apply` shows a snapshot, animated or not.
                case diffableList(ListView, apply: (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void)
                /// A classic table data source over `rows(in:)`.
                case table(UITableView)
                /// A classic collection data source over `rows(in:)`.
                case collection(UICollectionView)

                /// A diffable table data source over the IDs of `snapshot`.
                static func diffable(
                    _ table: UITableView, apply: @escaping (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void
                ) -> Display {
                    .diffableList(.table(table), apply: apply)
                }

                /// A diffable collection data source over the IDs of `snapshot`.
                static func diffable(
                    _ collection: UICollectionView,
                    apply: @escaping (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void
                ) -> Display {
                    .diffableList(.collection(collection), apply: apply)
                }
            }

            /// How a classic list animates a change (a diffable list diffs the snapshots instead).
            private enum ClassicChange {
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

                var isReload: Bool {
                    if case .reload = self { return true }
                    return false
                }
            }

            /// Where the sections come from.
            private let source: Sections
            /// The sections there now, in display order; `sections` holds their rows.
            private(set) var sectionIdentifiers: [Section]
            /// The rows of each section of `sectionIdentifiers`.
            private var sections: [[Row]]
            /// The rows the list shows, by section of `sectionIdentifiers`: `sections`, or during a search the
            /// rows it finds. Recomputed by every change; what the list reads (counts, rows at index paths,
            /// snapshots) comes from here.
            private var shown: [[Row]]
            /// The search shown now, if any (`// MARK: - Search`).
            private var activeSearch = ListRowSearch<Row>()
            /// The sections whose rows the list hides now (`// MARK: - Collapsed sections`).
            private var collapsedSections: Set<Section> = []
            /// Every row, by ID (the diffable cell provider looks rows up here).
            private var rowsByID: [Row.ID: Row] = [:]
            /// How changes reach the list; set when the view loads.
            var display: Display = .none
            /// Gets the rows dropped because their ID was already in the list.
            var onDuplicateRows: ([Row]) -> Void = { _ in }
            /// Called after every change of the rows (the empty state follows it).
            var onChange: () -> Void = {}
            /// The selected row, by ID, when the list keeps it (`// MARK: - Selection`).
            var selection = ListRowSelection<Row.ID>()
            /// The rows selected in edit mode for batch actions, by ID (`// MARK: - Selection`).
            var batchSelection = ListRowBatchSelection<Row.ID>()
            /// Whether a section shows its header and footer with a number of rows (the screen's
            /// `showsHeaderAndFooter(withRowCount:)` of its section enum); nil when the screen has no section
            /// texts. A change that makes a section's header and footer appear or go reloads that section: a
            /// list reads a section's titles when it loads the section, not when one of its rows changes.
            var showsHeaderAndFooter: ((Section, Int) -> Bool)?

            init(sections source: Sections) {
                self.source = source
                if case .fixed(let fixed) = source { sectionIdentifiers = fixed } else { sectionIdentifiers = [] }
                sections = sectionIdentifiers.map { _ in [] }
                shown = sections
            }

            /// The section `row` belongs to when sections come from the rows; nil for fixed sections.
            private func sectionOf(_ row: Row) -> Section? {
                if case .fromRows(let sectionOf, _) = source { return sectionOf(row) }
                return nil
            }

            /// Whether sections come from the rows.
            private var sectionsComeFromRows: Bool {
                if case .fromRows = source { return true }
                return false
            }

            // MARK: Reading

            /// Whether the list has no rows.
            var isEmpty: Bool { !sections.contains { !$0.isEmpty } }

            /// Whether `setRows` was called yet: until then the rows have not arrived, however few there are.
            private(set) var rowsWereSet = false

            /// Whether the screen shows its empty state: the list has no rows, and its rows have arrived (a
            /// first `setRows`), so that the empty state does not flash while the first rows load. The one
            /// rule for every variant.
            var showsEmptyState: Bool { rowsWereSet && isEmpty }

            /// The number of sections (every fixed section, with rows or not; or the sections that have rows).
            var sectionCount: Int { sections.count }

            /// The section at `index`, or nil when there is none.
            func section(at index: Int) -> Section? {
                sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
            }

            /// Where `section` is now, or nil when it is not in the list.
            func index(of section: Section) -> Int? { sectionIdentifiers.firstIndex(of: section) }

            /// The number of rows the list shows in the section at `index`.
            func rowCount(inSection index: Int) -> Int { shown[index].count }

            /// The rows of `section`, in display order (all of them, during a search too).
            func rows(in section: Section) -> [Row] { index(of: section).map { sections[$0] } ?? [] }

            /// The row a classic data source shows at `indexPath`: the list asks only for index paths it was
            /// told about, so a missing row is a bug in this code, and stops with a clear message.
            func rowForCell(at indexPath: IndexPath) -> Row {
                guard let row = row(at: indexPath) else { preconditionFailure("ListRowStore: no row at \(indexPath)") }
                return row
            }

            /// The row with `id`, or nil when it is not in the list.
            func row(withID id: Row.ID) -> Row? { rowsByID[id] }

            /// The row the list shows at `indexPath` now, or nil when there is none.
            func row(at indexPath: IndexPath) -> Row? { Self.row(at: indexPath, in: shown) }

            /// Where the list shows the row with `id` now, or nil when it is not in the list (or, during a
            /// search, not found).
            func indexPath(forRowID id: Row.ID) -> IndexPath? {
                guard rowsByID[id] != nil else { return nil }
                return Self.indexPath(of: id, in: shown)
            }

            /// The IDs of the rows the list shows, by section, for a diffable data source.
            var snapshot: NSDiffableDataSourceSnapshot<Section, Row.ID> {
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
            var indexTitle: ((Section, Row) -> String?)?

            /// The section index now: each section that shows rows now and has a title, in list order, with
            /// where it is. Worked out each time it is read, never kept: a section that came, went, emptied or
            /// filled since the last time changes it.
            private var indexEntries: [(title: String, section: Int)] {
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
            var sectionIndexTitles: [String]? { indexTitle == nil ? nil : indexEntries.map(\.title) }

            /// Where the index title `title` at `index` of `sectionIndexTitles` jumps: the section it names now
            /// (the entry at `index` when it still has that title, else the first entry with the title, else
            /// the entry nearest `index`); 0 when the index is empty. Never the position of the title among all
            /// sections: a section without rows has no entry, so positions differ.
            func section(forIndexTitle title: String, at index: Int) -> Int {
                let entries = indexEntries
                if entries.indices.contains(index), entries[index].title == title { return entries[index].section }
                if let entry = entries.first(where: { $0.title == title }) { return entry.section }
                guard !entries.isEmpty else { return 0 }
                return entries[min(max(index, 0), entries.count - 1)].section
            }

            /// The same for a collection list, as UIKit's `collectionView(_:indexPathForIndexTitle:at:)` wants
            /// it: an index path of one index, the whole section.
            func indexPath(forIndexTitle title: String, at index: Int) -> IndexPath {
                IndexPath(index: section(forIndexTitle: title, at: index))
            }

            /// The row at `indexPath` of `sections` (the full list, or what the list shows), or nil.
            private static func row(at indexPath: IndexPath, in sections: [[Row]]) -> Row? {
                guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item)
                else { return nil }
                return sections[indexPath.section][indexPath.item]
            }

            /// Where the row with `id` is in `sections`, or nil.
            private static func indexPath(of id: Row.ID, in sections: [[Row]]) -> IndexPath? {
                for (section, rows) in sections.enumerated() {
                    if let item = rows.firstIndex(where: { $0.id == id }) { return IndexPath(item: item, section: section) }
                }
                return nil
            }

            // MARK: Changing

            /// Replaces every row; a section missing from `rows` becomes empty. With sections from the rows,
            /// each row goes to its own section whatever its key: use `setRows(_:)` with a list.
            func setRows(_ rows: [Section: [Row]]) {
                guard case .fixed(let fixed) = source else {
                    setRows(rows.values.flatMap { $0 })
                    return
                }
                replaceRows(with: fixed.map { rows[$0] ?? [] })
            }

            /// Replaces every row: with sections from the rows, grouped by section (in the order their first
            /// row comes, or sorted); with fixed sections, all in the first section.
            func setRows(_ rows: [Row]) {
                guard sectionsComeFromRows else {
                    replaceRows(with: sectionIdentifiers.indices.map { $0 == 0 ? rows : [] })
                    return
                }
                replaceRows(with: [rows])
            }

            /// Replaces every row with `groups` (the rows of each fixed section, or rows to group).
            private func replaceRows(with groups: [[Row]]) {
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
            func insert(_ row: Row, at indexPath: IndexPath) {
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
            func append(contentsOf rows: [Section: [Row]]) {
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
            func append(contentsOf rows: [Row]) {
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
            func deleteRow(at indexPath: IndexPath) {
                guard let row = row(at: indexPath) else { return }
                deleteRow(withID: row.id)
            }

            /// Deletes the row with `id`, if it is in the list (shown or not).
            func deleteRow(withID id: Row.ID) {
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
            func moveRow(at source: IndexPath, to destination: IndexPath) {
                guard let row = Self.row(at: source, in: sections),
                    let target = landing(at: destination, movingFrom: source), target != source,
                    !sectionsComeFromRows || target.section == source.section
                else { return }
                change(.move(source, target)) {
                    sections[source.section].remove(at: source.item)
                    sections[target.section].insert(row, at: target.item)
                }
            }

            /// Replaces the row that has `row`'s ID and redraws its cell in place (no reuse, no animation).
            /// With sections from the rows, a row whose section changed moves to the end of its new section
            /// (created when it has none yet; its old section goes when it empties).
            func update(_ row: Row) {
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

            /// A row a person moved, where it was and where it is now.
            struct RowMove {
                var row: Row
                var source: IndexPath
                var destination: IndexPath
            }

            /// Takes a move a person made in editing mode, which the list has already shown (it moved the cell
            /// and, in a diffable list, its data source's snapshot): the rows change as `moveRow` would change
            /// them, but the list is not told, since a second move would move another row. Nil, and nothing,
            /// when there is no row at `source`, `destination` names no place, or the row did not move. A drag
            /// into a collapsed section, or (with sections from the rows) into another section, is put back: the
            /// row stays where it was, the list shows the rows again (reloaded, or the snapshot applied), and the
            /// result is nil.
            func takeMoveMadeOnScreen(at source: IndexPath, to destination: IndexPath) -> RowMove? {
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
                sections[source.section].remove(at: source.item)
                sections[target.section].insert(row, at: target.item)
                shown = shownRows()
                showSelection()
                onChange()
                return RowMove(row: row, source: source, destination: target)
            }

            /// Where the row with `id` is, and where `snapshot` has it: the move a person made in a diffable
            /// collection list (`snapshot` is its data source's snapshot after the move, and `id` the row the
            /// reorder transaction's difference inserts). Nil when the row is not in the list or not in `snapshot`.
            func moveMadeOnScreen(
                ofRowWithID id: Row.ID, toMatch snapshot: NSDiffableDataSourceSnapshot<Section, Row.ID>
            ) -> (source: IndexPath, destination: IndexPath)? {
                guard let source = indexPath(forRowID: id), let section = snapshot.sectionIdentifier(containingItem: id),
                    let item = snapshot.itemIdentifiers(inSection: section).firstIndex(of: id)
                else { return nil }
                guard let index = sectionIdentifiers.firstIndex(of: section) else { return nil }
                return (source, IndexPath(item: item, section: index))
            }

            /// Where a row put at `indexPath` ends up, for `insert` and `moveRow`: at `indexPath`, or at the
            /// end of its section when `indexPath` is past it (counted without the row being moved from
            /// `source`). Nil when `indexPath` names no place: its section does not exist, or its row is
            /// negative.
            private func landing(at indexPath: IndexPath, movingFrom source: IndexPath? = nil) -> IndexPath? {
                guard sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
                let count = sections[indexPath.section].count - (source?.section == indexPath.section ? 1 : 0)
                return IndexPath(item: min(indexPath.item, count), section: indexPath.section)
            }

            /// Puts `row` in its own section of `identifiers` and `sections` (sections from the rows): at `item`,
            /// or the end when `item` is nil or past it; a section it has not yet is created where the order
            /// puts it (the end, or its sorted place).
            private func place(_ row: Row, at item: Int?, in identifiers: inout [Section], _ sections: inout [[Row]]) {
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
            private func regroup(
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
            /// (UIKit warns about animating a list that is not in the view hierarchy). Classic, in a window:
            /// the list lays out first, so that a `reloadData()` still pending (`UICollectionView` only marks
            /// itself for reloading) reads its counts from the rows before the change, and the change is then
            /// animated; a batch update made before that reload would read its "before" counts from the
            /// changed rows and raise "Invalid update". Classic, out of a window: the list reloads.
            /// `indexPathsShown`: the classic change's index paths are where the list shows rows (a section
            /// collapsing or expanding), not places in the full list.
            private func change(
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
                    if !reloaded.isEmpty { snapshot.reloadSections(reloaded) }
                    apply(snapshot, list.view.window != nil)
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
            private func touchesCollapsedSection(_ change: ClassicChange) -> Bool {
                guard !collapsedSections.isEmpty else { return false }
                let collapsed = Set(collapsedSections.compactMap(index(of:)))
                switch change {
                case .reload: return false
                case .insert(let indexPaths), .delete(let indexPaths), .reconfigure(let indexPaths):
                    return indexPaths.contains { collapsed.contains($0.section) }
                case .move(let source, let target):
                    return collapsed.contains(source.section) || collapsed.contains(target.section)
                case .regroup: return true
                }
            }

            /// Whether each section shows its header and footer now; empty without `showsHeaderAndFooter`.
            private var sectionsShowingTexts: [Section: Bool] {
                guard let showsHeaderAndFooter else { return [:] }
                return Dictionary(
                    uniqueKeysWithValues: zip(sectionIdentifiers, shown).map { ($0, showsHeaderAndFooter($0, $1.count)) })
            }

            /// The sections, there before and now, whose header and footer appeared or went since `before`
            /// (`sectionsShowingTexts`); a section that came or went is shown or removed whole.
            private func sectionsToggled(since before: [Section: Bool]) -> [Section] {
                let now = sectionsShowingTexts
                return sectionIdentifiers.filter { section in before[section].map { $0 != now[section] } ?? false }
            }

            // MARK: Paging

            /// A page's rows as the screen's `onLoadNextPage` returns them.
            enum Page {
                /// Each section's rows, appended at its end (fixed sections).
                case bySection([Section: [Row]])
                /// Rows in the order given, each appended at the end of its own section, which it creates when
                /// it is new (sections from the rows).
                case rows([Row])

                /// The page has no row: it was the last page.
                var isEmpty: Bool {
                    switch self {
                    case .bySection(let rows): !rows.values.contains { !$0.isEmpty }
                    case .rows(let rows): rows.isEmpty
                    }
                }
            }

            /// Loads the next page (the screen's `onLoadNextPage`, bound to its controller), or nil without paging.
            var loadNextPage: (@MainActor () async throws -> Page)?
            /// Gets the error of a failed page (the screen's `onLoadNextPageFailed`).
            var onPageFailed: (@MainActor (any Error) -> Void)?
            /// The page loading now, if any: while it runs, the last row coming into view again (after a
            /// reload, or as its cell is reused) starts nothing.
            private var pageTask: Task<Void, Never>?
            /// False once a page came back empty; `setRows` sets it again.
            private var hasMorePages = true

            /// Starts loading the next page when `indexPath` is at most `distance` rows before the last row,
            /// counted over all sections (0: the last row; called from the list delegate's `willDisplay`),
            /// unless a page is loading or the last page came. So a page is asked for once, however many rows
            /// near the end come into view while it loads. The page's rows are appended in one update; an empty
            /// page stops paging until `setRows`; a failed page goes to `onPageFailed` and is asked for again the
            /// next time a row near the end comes into view. A page belongs to the list it was asked for:
            /// `setRows` cancels it, and whatever it returns or throws is then dropped.
            func loadNextPageIfNear(_ indexPath: IndexPath, distance: Int) {
                guard let after = rowsAfter(indexPath), after <= distance else { return }
                startPage()
            }

            /// What the paging footer shows now (`paging: { footer: true }`): a spinner while a page loads, a
            /// retry button after a page failed, nothing otherwise (before the first page, after a page came,
            /// after the last page, after `setRows`). `onPageFooterChange` hears each change.
            private(set) var pageFooter = ListPageFooter.hidden {
                didSet { if pageFooter != oldValue { onPageFooterChange?(pageFooter) } }
            }
            /// Shows `pageFooter` (the controller's footer view); called on each change.
            var onPageFooterChange: ((ListPageFooter) -> Void)?

            /// The footer's retry button: asks again for the page that failed, once; nothing unless the footer
            /// shows `.failed` (so a second tap while the page loads asks for nothing).
            func retryPage() {
                guard pageFooter == .failed else { return }
                startPage()
            }

            /// Starts loading the next page unless a page is loading, the last page came, or there is no hook.
            private func startPage() {
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
            private func rowsAfter(_ indexPath: IndexPath) -> Int? {
                guard row(at: indexPath) != nil else { return nil }
                let later = shown[(indexPath.section + 1)...].reduce(0) { $0 + $1.count }
                return shown[indexPath.section].count - 1 - indexPath.item + later
            }

            /// The rows were replaced: a page still loading belongs to the old list, so it is cancelled and
            /// dropped, and paging starts again for the new list.
            private func restartPaging() {
                pageTask?.cancel()
                pageTask = nil
                hasMorePages = true
                pageFooter = .hidden
            }

            // MARK: Refresh

            /// The refresh running now, if any.
            private var refreshTask: Task<Void, Never>?

            /// Runs `refresh` for a pull unless one is running, then calls `end` (which ends the spinner), so
            /// a refresh can be neither left spinning nor ended twice.
            func refresh(_ refresh: @escaping @MainActor () async -> Void, then end: @escaping @MainActor () -> Void) {
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
        enum ListPageFooter: Sendable, Equatable {
            /// No page is loading and none failed: no footer.
            case hidden
            /// A page is loading: a spinner.
            case loading
            /// The last page asked for failed: a retry button that asks for it again.
            case failed

            /// The element kind of a collection list's page footer: a boundary supplementary item of the whole
            /// layout, after every section, so that no row's index path changes.
            static let elementKind = "ListPageFooter"
        }

        extension ListRowStore where Section: CaseIterable {
            /// A store whose sections are fixed: every case of `Section`, in `allCases` order.
            convenience init() {
                self.init(sections: .fixed(Array(Section.allCases)))
            }
        }

        // MARK: - Search

        /// What a person searches for in a screen's search bar (`search:` in the spec): the text typed and the
        /// scope button selected. Public, so that a public screen's `searchPredicate` can take one (the file
        /// serves every screen of the module).
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
        struct ListRowSearch<Row: Identifiable> {
            /// The search shown now; nil while no search is active (every row shows).
            var query: ListSearchQuery?
            /// The rows the app found itself (a server search), or nil: `predicate` decides.
            var resultIDs: Set<Row.ID>?
            /// Whether a row matches a query: the screen's rule from its spec, unless the app set its own.
            var predicate: @MainActor (Row, ListSearchQuery) -> Bool = { _, _ in true }

            /// Whether a search is active.
            var isActive: Bool { query != nil }

            /// The rows of `sections` the list shows: all of them without a search; during one, the rows the
            /// app's results name, else the rows `predicate` matches, each section in its own order.
            func shown(_ sections: [[Row]]) -> [[Row]] {
                guard let query else { return sections }
                if let resultIDs { return sections.map { $0.filter { resultIDs.contains($0.id) } } }
                return sections.map { $0.filter { predicate($0, query) } }
            }
        }

        extension ListRowStore {
            /// The search shown now, or nil when no search is active.
            var searchQuery: ListSearchQuery? { activeSearch.query }

            /// Whether the screen shows its no-results state: a search is active and finds none of the rows (a
            /// list with no rows at all shows its empty state instead). The one rule for every variant.
            var showsNoResults: Bool {
                activeSearch.isActive && !isEmpty && !activeSearch.shown(sections).contains { !$0.isEmpty }
            }

            /// Whether a row matches a query. Setting it runs the active search again.
            var searchPredicate: @MainActor (Row, ListSearchQuery) -> Bool {
                get { activeSearch.predicate }
                set {
                    activeSearch.predicate = newValue
                    if activeSearch.isActive { change(.reload) {} }
                }
            }

            /// Shows the rows `query` finds, or every row when `query` is nil (the search ended: results the app
            /// handed back are dropped). The rows stay as they are: only what the list shows changes.
            func search(_ query: ListSearchQuery?) {
                guard query != activeSearch.query else { return }
                change(.reload) {
                    activeSearch.query = query
                    if query == nil { activeSearch.resultIDs = nil }
                }
            }

            /// Shows, while a search is active, the rows with these IDs (the app ran the search itself, e.g. on
            /// a server), in the list's order, until the search ends or new results come; nil lets the predicate
            /// decide again. Results for a search that already ended are dropped.
            func showSearchResults(withIDs ids: [Row.ID]?) {
                guard activeSearch.isActive else { return }
                change(.reload) { activeSearch.resultIDs = ids.map(Set.init) }
            }
        }

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
        final class ListImageSlot<RowID: Hashable & Sendable> {
            /// The row and URL of the load started last; nil after `cancel()`. A result is shown only when it
            /// is for these.
            private var request: (row: RowID, url: URL)?
            /// The load in flight, cancelled when another starts or the cell is reused.
            private var loading: (any ListImageLoad)?
            /// The image loaded for `request`.
            private var image: UIImage?

            init() {}

            /// The image already loaded for `row` from `url`, or nil (show the placeholder): a cell shown again
            /// for the same row and URL keeps its image instead of flashing the placeholder.
            func loadedImage(for row: RowID, from url: URL?) -> UIImage? {
                guard let request, request.row == row, request.url == url else { return nil }
                return image
            }

            /// Loads `url` for `row` through `loader`, and calls `show` with the image if it arrives while the
            /// slot still stands for `row` and `url`. The same row and URL again does nothing (the load runs
            /// or ran); another row or URL cancels the previous load first. A nil URL or loader loads nothing;
            /// a failed load shows nothing (the placeholder stays) and is tried again on the next call.
            func load(
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
            func load(
                _ url: URL?, for row: RowID, with loader: (any ListImageLoader)?, into imageView: UIImageView,
                placeholder: UIImage?
            ) {
                imageView.image = loadedImage(for: row, from: url) ?? placeholder
                load(url, for: row, with: loader) { [weak imageView] image in imageView?.image = image }
            }

            /// Cancels the load in flight and forgets the row: a result still arriving is dropped. Call it from
            /// `prepareForReuse()`.
            func cancel() {
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
            private let loader: any ListImageLoader
            /// The cell's slots; they stand for `rowID` until the cell is reused.
            private let slots: ListImageSlots<RowID>

            init(rowID: RowID, loader: any ListImageLoader, slots: ListImageSlots<RowID>) {
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
        final class ListImageSlots<RowID: Hashable & Sendable> {
            /// Each image view's slot, by the view's identity (the views live as long as the cell).
            private var slots: [ObjectIdentifier: ListImageSlot<RowID>] = [:]
            /// The row the cell shows; nil after `cancel()`.
            private(set) var rowID: RowID?

            init() {}

            /// The images of `rowID`, loaded through `loader`: what the cell hands its content view.
            func images(for rowID: RowID, with loader: any ListImageLoader) -> ListRowImages<RowID> {
                self.rowID = rowID
                return ListRowImages(rowID: rowID, loader: loader, slots: self)
            }

            /// `imageView`'s slot, made on first use.
            func slot(for imageView: UIImageView) -> ListImageSlot<RowID> {
                if let slot = slots[ObjectIdentifier(imageView)] { return slot }
                let slot = ListImageSlot<RowID>()
                slots[ObjectIdentifier(imageView)] = slot
                return slot
            }

            /// Cancels every load and forgets the row: results still arriving are dropped, and a ``ListRowImages``
            /// kept from before loads nothing. Call it from `prepareForReuse()`.
            func cancel() {
                for slot in slots.values { slot.cancel() }
                rowID = nil
            }
        }

        // MARK: - Anchors

        /// Where a popover or action sheet shown from a row points (`presentation: popover`, `confirm.style:
        /// actionSheet`): the button that was tapped, while it is in the cell that shows the row; else that
        /// cell (a swipe action, menu item, VoiceOver action or row tap); looked up when the tap acts, never
        /// captured earlier (the row may have moved, its cell been reused). Without an anchor UIKit raises
        /// when it presents a popover in a regular width (iPad).
        /// The generated router receives it with every route; a router of your own can point its own popovers
        /// with ``point(_:)``. Public, so that a public screen's routing protocol can take it.
        @MainActor
        public struct ListAnchor {
            /// The view the popover points at: the tapped button, the row's cell, or the list when the row has
            /// no cell on screen.
            public let sourceView: UIView

            /// An anchor on `sourceView`, pointing at its bounds.
            public init(sourceView: UIView) {
                self.sourceView = sourceView
            }

            /// Points `viewController`'s popover at this anchor (`sourceView`, and `sourceRect` its bounds);
            /// does nothing when `viewController` is not presented as a popover.
            public func point(_ viewController: UIViewController) {
                guard let popover = viewController.popoverPresentationController else { return }
                popover.sourceView = sourceView
                popover.sourceRect = sourceView.bounds
            }
        }

        // MARK: - Selection

        /// The selected row of a list that keeps it (`selection: { persistent: true }`): kept by the row's
        /// stable ID, never by index path, so that it names the same row whatever changes around it.
        struct ListRowSelection<ID: Hashable & Sendable> {
            /// Whether the store keeps the selection; false leaves the list's selection to the controller.
            var isPersistent = false
            /// The selected row's ID; nil when no row is selected.
            var rowID: ID?
            /// Gets the new selected ID when it changes (nil: none, e.g. the selected row was deleted).
            var onChange: (ID?) -> Void = { _ in }
        }

        /// The rows selected in edit mode for batch actions (`editing.multiSelect`): kept by their stable IDs,
        /// never by index path, apart from the persistent selection (which edit mode leaves as it is).
        struct ListRowBatchSelection<ID: Hashable & Sendable> {
            /// Whether the list has batch actions: in edit mode the store shows these rows selected.
            var isEnabled = false
            /// The selected rows' IDs, in the order they were selected.
            var rowIDs: [ID] = []
            /// Called when a row joins or leaves the batch selection (a tap, a deletion, edit mode ending), and
            /// after every change of the rows while rows are selected (an update can change what they offer).
            var onChange: () -> Void = {}
        }

        extension ListRowStore {
            /// The ID of the selected row, nil when none (persistent selection only).
            var selectedRowID: Row.ID? { selection.rowID }

            /// Makes the row with `id` the selected row (nil: none) and shows it selected, without animation
            /// and without telling the list's delegate (its `select` does not fire). An ID that is not in the
            /// list selects nothing. `onChange` of the selection is called when the selected ID changes.
            func selectRow(withID id: Row.ID?) {
                let id = id.flatMap { row(withID: $0) == nil ? nil : $0 }
                let changed = selection.rowID != id
                selection.rowID = id
                showSelection()
                if changed { selection.onChange(id) }
            }

            /// The rows selected in edit mode (`editing.multiSelect`), looked up by ID now, in list order.
            var batchSelectedRows: [Row] {
                let ids = Set(batchSelection.rowIDs)
                return sections.joined().filter { ids.contains($0.id) }
            }

            /// A person selected the row at `indexPath` in edit mode: it joins the batch selection, by ID.
            func batchSelectRow(at indexPath: IndexPath) {
                guard let id = row(at: indexPath)?.id, !batchSelection.rowIDs.contains(id) else { return }
                batchSelection.rowIDs.append(id)
                batchSelection.onChange()
            }

            /// A person deselected the row at `indexPath` in edit mode: it leaves the batch selection.
            func batchDeselectRow(at indexPath: IndexPath) {
                guard let id = row(at: indexPath)?.id, batchSelection.rowIDs.contains(id) else { return }
                batchSelection.rowIDs.removeAll { $0 == id }
                batchSelection.onChange()
            }

            /// Edit mode began or ended (the list's own flag is already set): the batch selection starts empty,
            /// or is emptied, and the list shows what its mode shows. Out of edit mode a list without persistent
            /// selection shows no row selected.
            func editingChanged() {
                guard batchSelection.isEnabled else { return }
                let hadRows = !batchSelection.rowIDs.isEmpty
                batchSelection.rowIDs = []
                if selection.isPersistent || isEditingList {
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
            func showSelection() {
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
                if isEditingList {
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
            private func show(selected indexPaths: [IndexPath]) {
                switch selectionView {
                case nil: break
                case .table(let table)?: Self.select(indexPaths, in: table)
                case .collection(let collection)?: Self.select(indexPaths, in: collection)
                }
            }

            /// The list the store shows its selection in, nil before the view loads.
            private var selectionView: ListView? {
                switch display {
                case .none: nil
                case .diffableList(let list, _): list
                case .table(let table): .table(table)
                case .collection(let collection): .collection(collection)
                }
            }

            /// Whether the list is in edit mode now.
            private var isEditingList: Bool {
                switch selectionView {
                case nil: false
                case .table(let table)?: table.isEditing
                case .collection(let collection)?: collection.isEditing
                }
            }

            /// Makes `indexPaths` the table's only selected rows, without animation.
            private static func select(_ indexPaths: [IndexPath], in table: UITableView) {
                let selected = table.indexPathsForSelectedRows ?? []
                for other in selected where !indexPaths.contains(other) { table.deselectRow(at: other, animated: false) }
                for indexPath in indexPaths where !selected.contains(indexPath) {
                    table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
                }
            }

            /// Makes `indexPaths` the collection view's only selected items, without animation. A pending reload
            /// is done first, so that it cannot drop the selection made after it.
            private static func select(_ indexPaths: [IndexPath], in collection: UICollectionView) {
                collection.layoutIfNeeded()
                let selected = collection.indexPathsForSelectedItems ?? []
                for other in selected where !indexPaths.contains(other) { collection.deselectItem(at: other, animated: false) }
                for indexPath in indexPaths where !selected.contains(indexPath) {
                    collection.selectItem(at: indexPath, animated: false, scrollPosition: [])
                }
            }
        }

        // MARK: - Collapsed sections

        extension ListRowStore {
            /// Whether `section` is collapsed: it keeps its place and its rows, and the list shows none of them.
            func isCollapsed(_ section: Section) -> Bool { collapsedSections.contains(section) }

            /// Collapses `section` (the list stops showing its rows) or expands it (the list shows its rows as
            /// they are now, with every change made meanwhile). The rows stay in the store either way: their
            /// IDs, the selected row and the rows selected for batch actions, which show selected again on
            /// expanding. A section that is already so changes nothing. In one update of the list, animated in
            /// a window: the section's rows deleted or inserted (a classic list), or the new snapshot applied.
            func setSection(_ section: Section, collapsed: Bool) {
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
            fileprivate func shownRows() -> [[Row]] {
                let found = activeSearch.shown(sections)
                guard !collapsedSections.isEmpty else { return found }
                return zip(sectionIdentifiers, found).map { section, rows in collapsedSections.contains(section) ? [] : rows }
            }
        }

        """#
    /// The template files and partial names `supportFile` is rendered from.
    static let supportFileTemplates: [String] = [
        "ListRowStore-anchors",
        "ListRowStore-collapse",
        "ListRowStore-images",
        "ListRowStore-search",
        "ListRowStore-selection",
        "ListRowStore.swift.mustache",
        "header.mustache",
    ]

    /// The built-in template `name`, parsed when listgen was built; nil when there is no such
    /// built-in template, or when it does not parse.
    static func parsed(_ name: String) -> MustacheTemplate? {
        switch name {
        case "Action.swift.mustache": parsed_Action_swift_mustache
        case "Cell-content.mustache": parsed_Cell_content_mustache
        case "Cell.swift.mustache": parsed_Cell_swift_mustache
        case "ListRowStore-anchors.mustache": parsed_ListRowStore_anchors_mustache
        case "ListRowStore-collapse.mustache": parsed_ListRowStore_collapse_mustache
        case "ListRowStore-images.mustache": parsed_ListRowStore_images_mustache
        case "ListRowStore-search.mustache": parsed_ListRowStore_search_mustache
        case "ListRowStore-selection.mustache": parsed_ListRowStore_selection_mustache
        case "ListRowStore.swift.mustache": parsed_ListRowStore_swift_mustache
        case "Model.swift.mustache": parsed_Model_swift_mustache
        case "Route.swift.mustache": parsed_Route_swift_mustache
        case "Router.swift.mustache": parsed_Router_swift_mustache
        case "Row.swift.mustache": parsed_Row_swift_mustache
        case "Section.swift.mustache": parsed_Section_swift_mustache
        case "Strings.swift.mustache": parsed_Strings_swift_mustache
        case "ViewController-anchors.mustache": parsed_ViewController_anchors_mustache
        case "ViewController-cells.mustache": parsed_ViewController_cells_mustache
        case "ViewController-confirmation.mustache": parsed_ViewController_confirmation_mustache
        case "ViewController-conformances.mustache": parsed_ViewController_conformances_mustache
        case "ViewController-editing-conformance.mustache": parsed_ViewController_editing_conformance_mustache
        case "ViewController-editing-delegate.mustache": parsed_ViewController_editing_delegate_mustache
        case "ViewController-editing.mustache": parsed_ViewController_editing_mustache
        case "ViewController-feed-conformance.mustache": parsed_ViewController_feed_conformance_mustache
        case "ViewController-feed-load.mustache": parsed_ViewController_feed_load_mustache
        case "ViewController-feed.mustache": parsed_ViewController_feed_mustache
        case "ViewController-load.mustache": parsed_ViewController_load_mustache
        case "ViewController-persistent-selection.mustache": parsed_ViewController_persistent_selection_mustache
        case "ViewController-placement-conformance.mustache": parsed_ViewController_placement_conformance_mustache
        case "ViewController-placement-delegate.mustache": parsed_ViewController_placement_delegate_mustache
        case "ViewController-placement-item.mustache": parsed_ViewController_placement_item_mustache
        case "ViewController-placement-items.mustache": parsed_ViewController_placement_items_mustache
        case "ViewController-placements.mustache": parsed_ViewController_placements_mustache
        case "ViewController-rows.mustache": parsed_ViewController_rows_mustache
        case "ViewController-search-conformance.mustache": parsed_ViewController_search_conformance_mustache
        case "ViewController-search.mustache": parsed_ViewController_search_mustache
        case "ViewController-section-views-conformance.mustache": parsed_ViewController_section_views_conformance_mustache
        case "ViewController-section-views.mustache": parsed_ViewController_section_views_mustache
        case "ViewController-selection-conformance.mustache": parsed_ViewController_selection_conformance_mustache
        case "ViewController-selection-tap.mustache": parsed_ViewController_selection_tap_mustache
        case "ViewController-selection.mustache": parsed_ViewController_selection_mustache
        case "ViewController-storage.mustache": parsed_ViewController_storage_mustache
        case "ViewController.swift.mustache": parsed_ViewController_swift_mustache
        case "header.mustache": parsed_header_mustache
        default: nil
        }
    }

    private static let parsed_Action_swift_mustache = MustacheTemplate(
        name: path_Action_swift_mustache, source: sources["Action.swift.mustache"]!,
        nodes: [
            .lineStart(""),
            .text("/// A button tap of the "),
            .variable(MustacheName(["screen", "name"], MustacheLocation(path_Action_swift_mustache, 2, 25)), escaped: true),
            .text(" screen that does not navigate: the spec gives its event no route.\n"),
            .lineStart(""),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Action_swift_mustache, 3, 1)), escaped: true),
            .text("enum "),
            .variable(MustacheName(["screen", "actionType"], MustacheLocation(path_Action_swift_mustache, 3, 29)), escaped: true),
            .text(": Hashable, Sendable {\n"),
            .section(MustacheName(["actions"], MustacheLocation(path_Action_swift_mustache, 4, 1)), [
                .lineStart("    "),
                .text("/// "),
                .variable(MustacheName(["description"], MustacheLocation(path_Action_swift_mustache, 5, 9)), escaped: true),
                .text("\n"),
                .lineStart("    "),
                .text("case "),
                .variable(MustacheName(["caseName"], MustacheLocation(path_Action_swift_mustache, 6, 10)), escaped: true),
                .text("("),
                .variable(MustacheName(["modelType"], MustacheLocation(path_Action_swift_mustache, 6, 23)), escaped: true),
                .variable(MustacheName(["valueParameter"], MustacheLocation(path_Action_swift_mustache, 6, 36)), escaped: true),
                .text(")\n"),
            ]),
            .section(MustacheName(["editing", "multiSelect"], MustacheLocation(path_Action_swift_mustache, 8, 1)), [
                .section(MustacheName(["buttons"], MustacheLocation(path_Action_swift_mustache, 9, 1)), [
                    .lineStart("    "),
                    .text("/// The "),
                    .variable(MustacheName(["description"], MustacheLocation(path_Action_swift_mustache, 10, 13)), escaped: true),
                    .text(" batch button: the rows selected in edit mode, in list order.\n"),
                    .lineStart("    "),
                    .text("case "),
                    .variable(MustacheName(["caseName"], MustacheLocation(path_Action_swift_mustache, 11, 10)), escaped: true),
                    .text("(["),
                    .variable(MustacheName(["screen", "rowType"], MustacheLocation(path_Action_swift_mustache, 11, 24)), escaped: true),
                    .text("])\n"),
                ]),
            ]),
            .section(MustacheName(["feed", "emptyState"], MustacheLocation(path_Action_swift_mustache, 14, 1)), [
                .section(MustacheName(["action"], MustacheLocation(path_Action_swift_mustache, 15, 1)), [
                    .section(MustacheName(["actionCaseName"], MustacheLocation(path_Action_swift_mustache, 16, 1)), [
                        .lineStart("    "),
                        .text("/// The empty state's button.\n"),
                        .lineStart("    "),
                        .text("case "),
                        .variable(MustacheName([], MustacheLocation(path_Action_swift_mustache, 18, 10)), escaped: true),
                        .text("\n"),
                    ]),
                ]),
            ]),
            .lineStart(""),
            .text("}\n\n"),
            .lineStart(""),
            .text("/// Performs the actions of the "),
            .variable(MustacheName(["screen", "name"], MustacheLocation(path_Action_swift_mustache, 24, 33)), escaped: true),
            .text(" screen. The controller holds it weakly.\n"),
            .lineStart(""),
            .text("@MainActor\n"),
            .lineStart(""),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Action_swift_mustache, 26, 1)), escaped: true),
            .text("protocol "),
            .variable(MustacheName(["screen", "actionHandlingType"], MustacheLocation(path_Action_swift_mustache, 26, 33)), escaped: true),
            .text(": AnyObject {\n"),
            .lineStart("    "),
            .text("/// Performs `action`, triggered by a button in `controller`'s list.\n"),
            .lineStart("    "),
            .text("func "),
            .variable(MustacheName(["screen", "actionHandlerMethod"], MustacheLocation(path_Action_swift_mustache, 28, 10)), escaped: true),
            .text("(_ controller: "),
            .variable(MustacheName(["screen", "viewControllerType"], MustacheLocation(path_Action_swift_mustache, 28, 55)), escaped: true),
            .text(", perform action: "),
            .variable(MustacheName(["screen", "actionType"], MustacheLocation(path_Action_swift_mustache, 28, 102)), escaped: true),
            .text(")\n"),
            .lineStart(""),
            .text("}\n"),
        ])

    private static let parsed_Cell_content_mustache = MustacheTemplate(
        name: path_Cell_content_mustache, source: sources["Cell-content.mustache"]!,
        nodes: [
            .section(MustacheName(["contentView"], MustacheLocation(path_Cell_content_mustache, 2, 1)), [
                .lineStart(""),
                .text("/// Your view for the rows of a `"),
                .variable(MustacheName(["cell", "name"], MustacheLocation(path_Cell_content_mustache, 3, 34)), escaped: true),
                .text("`: it shows one `"),
                .variable(MustacheName(["cell", "modelType"], MustacheLocation(path_Cell_content_mustache, 3, 64)), escaped: true),
                .text("`, and the cell does the rest.\n"),
                .lineStart(""),
                .text("///\n"),
                .lineStart(""),
                .text("/// The cell creates the view once, pins it to its content view's layout margins with Auto Layout,\n"),
                .lineStart(""),
                .text("/// wires its buttons with `UIAction` (add no target or action of your own), calls `show(_:)` from\n"),
                .lineStart(""),
                .text("/// `configure(with:at:)`"),
                .section(MustacheName(["loadsImages"], MustacheLocation(path_Cell_content_mustache, 7, 26)), [
                    .text(" (then `loadImages(for:with:)`)"),
                ]),
                .text(" and `prepareForReuse()` from its\n"),
                .lineStart(""),
                .text("/// own. The view decides how a row looks.\n"),
                .lineStart(""),
                .text("@MainActor\n"),
                .lineStart(""),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Cell_content_mustache, 10, 1)), escaped: true),
                .text("protocol "),
                .variable(MustacheName(["protocolName"], MustacheLocation(path_Cell_content_mustache, 10, 33)), escaped: true),
                .text(": UIView {\n"),
                .lineStart("    "),
                .text("/// Creates the view, laid out with Auto Layout.\n"),
                .lineStart("    "),
                .text("init()\n"),
                .lineStart("    "),
                .text("/// Shows `"),
                .variable(MustacheName(["cell", "parameterName"], MustacheLocation(path_Cell_content_mustache, 13, 16)), escaped: true),
                .text("`. Called each time the cell shows a row, a recycled cell too.\n"),
                .lineStart("    "),
                .text("func show(_ "),
                .variable(MustacheName(["cell", "parameterName"], MustacheLocation(path_Cell_content_mustache, 14, 17)), escaped: true),
                .text(": "),
                .variable(MustacheName(["cell", "modelType"], MustacheLocation(path_Cell_content_mustache, 14, 41)), escaped: true),
                .text(")\n"),
                .lineStart("    "),
                .text("/// Clears what `show(_:)` set. Called from the cell's `prepareForReuse()`.\n"),
                .lineStart("    "),
                .text("func prepareForReuse()\n"),
                .section(MustacheName(["loadsImages"], MustacheLocation(path_Cell_content_mustache, 17, 1)), [
                    .lineStart("    "),
                    .text("/// Loads the images of `"),
                    .variable(MustacheName(["cell", "parameterName"], MustacheLocation(path_Cell_content_mustache, 18, 30)), escaped: true),
                    .text("` with `images.load(_:into:placeholder:)`. Called after\n"),
                    .lineStart("    "),
                    .text("/// `show(_:)`; the cell cancels the loads on reuse, and an image arrives only for this row.\n"),
                    .lineStart("    "),
                    .text("func loadImages(for "),
                    .variable(MustacheName(["cell", "parameterName"], MustacheLocation(path_Cell_content_mustache, 20, 25)), escaped: true),
                    .text(": "),
                    .variable(MustacheName(["cell", "modelType"], MustacheLocation(path_Cell_content_mustache, 20, 49)), escaped: true),
                    .text(", with images: ListRowImages<"),
                    .variable(MustacheName(["cell", "modelIDType"], MustacheLocation(path_Cell_content_mustache, 20, 96)), escaped: true),
                    .text(">)\n"),
                ]),
                .section(MustacheName(["controlEvents"], MustacheLocation(path_Cell_content_mustache, 22, 1)), [
                    .lineStart("    "),
                    .text("/// The "),
                    .variable(MustacheName(["description"], MustacheLocation(path_Cell_content_mustache, 23, 13)), escaped: true),
                    .text(" button. The cell wires it; its title and look are yours.\n"),
                    .lineStart("    "),
                    .text("var "),
                    .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_content_mustache, 24, 9)), escaped: true),
                    .text(": UIButton { get }\n"),
                ]),
                .lineStart(""),
                .text("}\n\n"),
            ]),
        ])

    private static let parsed_Cell_swift_mustache = MustacheTemplate(
        name: path_Cell_swift_mustache, source: sources["Cell.swift.mustache"]!,
        nodes: [
            .section(MustacheName(["cell"], MustacheLocation(path_Cell_swift_mustache, 2, 1)), [
                .partial(MustachePartialTag(name: .fixed("Cell-content"), indent: "", location: MustacheLocation(path_Cell_swift_mustache, 3, 1))),
                .section(MustacheName(["hasDelegate"], MustacheLocation(path_Cell_swift_mustache, 4, 1)), [
                    .lineStart(""),
                    .text("/// Receives the button taps of a `"),
                    .variable(MustacheName(["name"], MustacheLocation(path_Cell_swift_mustache, 5, 36)), escaped: true),
                    .text("`.\n"),
                    .lineStart(""),
                    .text("@MainActor\n"),
                    .lineStart(""),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Cell_swift_mustache, 7, 1)), escaped: true),
                    .text("protocol "),
                    .variable(MustacheName(["delegateProtocol"], MustacheLocation(path_Cell_swift_mustache, 7, 33)), escaped: true),
                    .text(": AnyObject {\n"),
                    .section(MustacheName(["hookEvents"], MustacheLocation(path_Cell_swift_mustache, 8, 1)), [
                        .section(MustacheName(["isSwitch"], MustacheLocation(path_Cell_swift_mustache, 9, 1)), [
                            .lineStart("    "),
                            .text("/// The "),
                            .variable(MustacheName(["description"], MustacheLocation(path_Cell_swift_mustache, 10, 13)), escaped: true),
                            .text(" switch of `cell` was toggled; `isOn` is its new value.\n"),
                            .lineStart("    "),
                            .text("func "),
                            .variable(MustacheName(["tapMethod"], MustacheLocation(path_Cell_swift_mustache, 11, 10)), escaped: true),
                            .text("(_ isOn: Bool, in cell: "),
                            .variable(MustacheName(["cellName"], MustacheLocation(path_Cell_swift_mustache, 11, 47)), escaped: true),
                            .text(")\n"),
                        ]),
                        .section(MustacheName(["sendsControl"], MustacheLocation(path_Cell_swift_mustache, 13, 1)), [
                            .lineStart("    "),
                            .text("/// The "),
                            .variable(MustacheName(["description"], MustacheLocation(path_Cell_swift_mustache, 14, 13)), escaped: true),
                            .text(" button of `cell` was tapped: `control` is the button"),
                            .section(MustacheName(["hasAccessibilityAction"], MustacheLocation(path_Cell_swift_mustache, 14, 81)), [
                                .text(", nil when the cell's\n"),
                                .lineStart("    "),
                                .text("/// accessibility action was performed"),
                            ]),
                            .text(".\n"),
                            .lineStart("    "),
                            .text("func "),
                            .variable(MustacheName(["tapMethod"], MustacheLocation(path_Cell_swift_mustache, 16, 10)), escaped: true),
                            .text("(in cell: "),
                            .variable(MustacheName(["cellName"], MustacheLocation(path_Cell_swift_mustache, 16, 33)), escaped: true),
                            .text(", from control: UIView?)\n"),
                        ]),
                        .inverted(MustacheName(["isSwitch"], MustacheLocation(path_Cell_swift_mustache, 18, 1)), [
                            .inverted(MustacheName(["hasButton"], MustacheLocation(path_Cell_swift_mustache, 19, 1)), [
                                .lineStart("    "),
                                .text("/// The "),
                                .variable(MustacheName(["description"], MustacheLocation(path_Cell_swift_mustache, 20, 13)), escaped: true),
                                .text(" accessibility action of `cell` was performed.\n"),
                                .lineStart("    "),
                                .text("func "),
                                .variable(MustacheName(["tapMethod"], MustacheLocation(path_Cell_swift_mustache, 21, 10)), escaped: true),
                                .text("(in cell: "),
                                .variable(MustacheName(["cellName"], MustacheLocation(path_Cell_swift_mustache, 21, 33)), escaped: true),
                                .text(")\n"),
                            ]),
                        ]),
                    ]),
                    .lineStart(""),
                    .text("}\n\n"),
                ]),
                .lineStart(""),
                .text("/// Shows one `"),
                .variable(MustacheName(["modelType"], MustacheLocation(path_Cell_swift_mustache, 28, 16)), escaped: true),
                .text("` and reports taps on its buttons.\n"),
                .lineStart(""),
                .text("///\n"),
                .lineStart(""),
                .text("/// The cell renders and reports intent; it knows nothing about navigation. It never stores an\n"),
                .lineStart(""),
                .text("/// index path, and `prepareForReuse()` clears every hook, so a recycled cell cannot fire the\n"),
                .lineStart(""),
                .text("/// previous row's handler.\n"),
                .section(MustacheName(["hasAccessibilityActions"], MustacheLocation(path_Cell_swift_mustache, 33, 1)), [
                    .lineStart(""),
                    .text("///\n"),
                    .lineStart(""),
                    .text("/// Every button, and every other event that is not a swipe action, is also an accessibility custom\n"),
                    .lineStart(""),
                    .text("/// action of the cell, so VoiceOver users can act on the row without finding the button. Swipe\n"),
                    .lineStart(""),
                    .text("/// actions are not: UIKit offers them to VoiceOver itself.\n"),
                ]),
                .section(MustacheName(["contentView"], MustacheLocation(path_Cell_swift_mustache, 39, 1)), [
                    .lineStart(""),
                    .text("///\n"),
                    .lineStart(""),
                    .text("/// Layout: your `"),
                    .variable(MustacheName(["viewType"], MustacheLocation(path_Cell_swift_mustache, 41, 19)), escaped: true),
                    .text("` fills the content view's layout margins; it shows the row and holds\n"),
                    .lineStart(""),
                    .text("/// the buttons (`"),
                    .variable(MustacheName(["protocolName"], MustacheLocation(path_Cell_swift_mustache, 42, 19)), escaped: true),
                    .text("`).\n"),
                ]),
                .section(MustacheName(["usesListContentView"], MustacheLocation(path_Cell_swift_mustache, 44, 1)), [
                    .lineStart(""),
                    .text("///\n"),
                    .lineStart(""),
                    .text("/// Layout: the row's text and image fill the top of the cell; the buttons sit below them, at the\n"),
                    .lineStart(""),
                    .text("/// trailing margin, side by side and at most "),
                    .variable(MustacheName(["maxButtonsPerLine"], MustacheLocation(path_Cell_swift_mustache, 47, 47)), escaped: true),
                    .text(" to a line (more go on further lines).\n"),
                    .lineStart(""),
                    .text("/// Auto Layout places everything, so the buttons follow Dynamic Type and never cover or squeeze\n"),
                    .lineStart(""),
                    .text("/// the row's text.\n"),
                ]),
                .lineStart(""),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Cell_swift_mustache, 51, 1)), escaped: true),
                .text("final class "),
                .variable(MustacheName(["name"], MustacheLocation(path_Cell_swift_mustache, 51, 36)), escaped: true),
                .text(": "),
                .variable(MustacheName(["superclass"], MustacheLocation(path_Cell_swift_mustache, 51, 46)), escaped: true),
                .text(" {\n"),
                .section(MustacheName(["isTableCell"], MustacheLocation(path_Cell_swift_mustache, 52, 1)), [
                    .lineStart("    "),
                    .text("/// The reuse identifier this cell is registered under.\n"),
                    .lineStart("    "),
                    .text("static let reuseIdentifier = "),
                    .variable(MustacheName(["reuseIdentifierLiteral"], MustacheLocation(path_Cell_swift_mustache, 54, 34)), escaped: true),
                    .text("\n\n"),
                    .lineStart("    "),
                    .text("/// Dequeues a cell of this class, registered under ``reuseIdentifier``, for `indexPath`.\n"),
                    .lineStart("    "),
                    .text("static func dequeue(from tableView: UITableView, for indexPath: IndexPath) -> Self {\n"),
                    .lineStart("        "),
                    .text("tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath) as! Self\n"),
                    .lineStart("    "),
                    .text("}\n\n"),
                ]),
                .section(MustacheName(["hasClosures"], MustacheLocation(path_Cell_swift_mustache, 62, 1)), [
                    .section(MustacheName(["hookEvents"], MustacheLocation(path_Cell_swift_mustache, 63, 1)), [
                        .section(MustacheName(["isSwitch"], MustacheLocation(path_Cell_swift_mustache, 64, 1)), [
                            .lineStart("    "),
                            .text("/// Called with the new value when the "),
                            .variable(MustacheName(["description"], MustacheLocation(path_Cell_swift_mustache, 65, 44)), escaped: true),
                            .text(" switch is toggled. Cleared in `prepareForReuse()`.\n"),
                            .lineStart("    "),
                            .text("var "),
                            .variable(MustacheName(["closureName"], MustacheLocation(path_Cell_swift_mustache, 66, 9)), escaped: true),
                            .text(": ((Bool) -> Void)?\n"),
                        ]),
                        .section(MustacheName(["sendsControl"], MustacheLocation(path_Cell_swift_mustache, 68, 1)), [
                            .lineStart("    "),
                            .text("/// Called with the button when the "),
                            .variable(MustacheName(["description"], MustacheLocation(path_Cell_swift_mustache, 69, 41)), escaped: true),
                            .text(" button is tapped"),
                            .section(MustacheName(["hasAccessibilityAction"], MustacheLocation(path_Cell_swift_mustache, 69, 73)), [
                                .text(", with nil when the cell's\n"),
                                .lineStart("    "),
                                .text("/// accessibility action is performed"),
                            ]),
                            .text(". Cleared in `prepareForReuse()`.\n"),
                            .lineStart("    "),
                            .text("var "),
                            .variable(MustacheName(["closureName"], MustacheLocation(path_Cell_swift_mustache, 71, 9)), escaped: true),
                            .text(": ((UIView?) -> Void)?\n"),
                        ]),
                        .inverted(MustacheName(["isSwitch"], MustacheLocation(path_Cell_swift_mustache, 73, 1)), [
                            .inverted(MustacheName(["hasButton"], MustacheLocation(path_Cell_swift_mustache, 74, 1)), [
                                .lineStart("    "),
                                .text("/// Called when the "),
                                .variable(MustacheName(["description"], MustacheLocation(path_Cell_swift_mustache, 75, 25)), escaped: true),
                                .text(" accessibility action is performed (the event has no button).\n"),
                                .lineStart("    "),
                                .text("/// Cleared in `prepareForReuse()`.\n"),
                                .lineStart("    "),
                                .text("var "),
                                .variable(MustacheName(["closureName"], MustacheLocation(path_Cell_swift_mustache, 77, 9)), escaped: true),
                                .text(": (() -> Void)?\n"),
                            ]),
                        ]),
                    ]),
                    .text("\n"),
                ]),
                .section(MustacheName(["hasDelegate"], MustacheLocation(path_Cell_swift_mustache, 83, 1)), [
                    .lineStart("    "),
                    .text("/// Receives button taps. Weak, so the cell never keeps its controller alive.\n"),
                    .lineStart("    "),
                    .text("weak var delegate: (any "),
                    .variable(MustacheName(["delegateProtocol"], MustacheLocation(path_Cell_swift_mustache, 85, 29)), escaped: true),
                    .text(")?\n\n"),
                ]),
                .lineStart("    "),
                .text("/// The stable ID of the row this cell shows, or nil while it shows none.\n"),
                .lineStart("    "),
                .text("private(set) var rowID: "),
                .variable(MustacheName(["modelIDType"], MustacheLocation(path_Cell_swift_mustache, 89, 29)), escaped: true),
                .text("?\n"),
                .section(MustacheName(["display", "imageURL"], MustacheLocation(path_Cell_swift_mustache, 90, 1)), [
                    .lineStart("    "),
                    .text("/// Loads the image from `"),
                    .variable(MustacheName(["fieldName"], MustacheLocation(path_Cell_swift_mustache, 91, 31)), escaped: true),
                    .text("` for the row shown, and drops a result for any other row or URL.\n"),
                    .lineStart("    "),
                    .text("private let imageSlot = ListImageSlot<"),
                    .variable(MustacheName(["cell", "modelIDType"], MustacheLocation(path_Cell_swift_mustache, 92, 43)), escaped: true),
                    .text(">()\n"),
                    .lineStart("    "),
                    .text("/// The row's `"),
                    .variable(MustacheName(["fieldName"], MustacheLocation(path_Cell_swift_mustache, 93, 20)), escaped: true),
                    .text("`, loaded by `loadImage(with:)`.\n"),
                    .lineStart("    "),
                    .text("private var imageURL: URL?\n"),
                    .section(MustacheName(["hasPlaceholder"], MustacheLocation(path_Cell_swift_mustache, 95, 1)), [
                        .lineStart("    "),
                        .text("/// Shown until the image arrives, for a row without URL and after a failed load.\n"),
                        .lineStart("    "),
                        .text("private let imagePlaceholder = "),
                        .variable(MustacheName(["placeholderExpression"], MustacheLocation(path_Cell_swift_mustache, 97, 36)), escaped: true),
                        .text("\n"),
                    ]),
                ]),
                .section(MustacheName(["display", "accessories"], MustacheLocation(path_Cell_swift_mustache, 100, 1)), [
                    .section(MustacheName(["badge"], MustacheLocation(path_Cell_swift_mustache, 101, 1)), [
                        .lineStart("    "),
                        .text("/// Shows the row's `"),
                        .variable(MustacheName(["fieldName"], MustacheLocation(path_Cell_swift_mustache, 102, 26)), escaped: true),
                        .text("` count; hidden while it is 0.\n"),
                        .lineStart("    "),
                        .text("private let badgeLabel = UILabel()\n"),
                    ]),
                ]),
                .section(MustacheName(["usesListContentView"], MustacheLocation(path_Cell_swift_mustache, 106, 1)), [
                    .lineStart("    "),
                    .text("/// Shows the row's text and image, above the buttons.\n"),
                    .lineStart("    "),
                    .text("private let listContentView = UIListContentView(configuration: .cell())\n"),
                ]),
                .section(MustacheName(["contentView"], MustacheLocation(path_Cell_swift_mustache, 110, 1)), [
                    .lineStart("    "),
                    .text("/// Your `"),
                    .variable(MustacheName(["viewType"], MustacheLocation(path_Cell_swift_mustache, 111, 15)), escaped: true),
                    .text("`, created once with the cell. Typed by its protocol, so the compiler checks\n"),
                    .lineStart("    "),
                    .text("/// that the view conforms to `"),
                    .variable(MustacheName(["protocolName"], MustacheLocation(path_Cell_swift_mustache, 112, 36)), escaped: true),
                    .text("`.\n"),
                    .lineStart("    "),
                    .text("let content: some "),
                    .variable(MustacheName(["protocolName"], MustacheLocation(path_Cell_swift_mustache, 113, 23)), escaped: true),
                    .text(" = "),
                    .variable(MustacheName(["viewType"], MustacheLocation(path_Cell_swift_mustache, 113, 42)), escaped: true),
                    .text("()\n"),
                    .section(MustacheName(["loadsImages"], MustacheLocation(path_Cell_swift_mustache, 114, 1)), [
                        .lineStart("    "),
                        .text("/// The loads of your view's images, for the row shown; cancelled on reuse.\n"),
                        .lineStart("    "),
                        .text("private let imageSlots = ListImageSlots<"),
                        .variable(MustacheName(["cell", "modelIDType"], MustacheLocation(path_Cell_swift_mustache, 116, 45)), escaped: true),
                        .text(">()\n"),
                        .lineStart("    "),
                        .text("/// The row shown, whose images `loadImage(with:)` asks your view to load.\n"),
                        .lineStart("    "),
                        .text("private var imageRow: "),
                        .variable(MustacheName(["cell", "modelType"], MustacheLocation(path_Cell_swift_mustache, 118, 27)), escaped: true),
                        .text("?\n"),
                    ]),
                ]),
                .section(MustacheName(["events"], MustacheLocation(path_Cell_swift_mustache, 121, 1)), [
                    .section(MustacheName(["hasButton"], MustacheLocation(path_Cell_swift_mustache, 122, 1)), [
                        .inverted(MustacheName(["cell", "hasContentView"], MustacheLocation(path_Cell_swift_mustache, 123, 1)), [
                            .section(MustacheName(["isSwitch"], MustacheLocation(path_Cell_swift_mustache, 124, 1)), [
                                .lineStart("    "),
                                .text("/// Shows the row's `"),
                                .variable(MustacheName(["switchValueExpression"], MustacheLocation(path_Cell_swift_mustache, 125, 26)), escaped: true),
                                .text("`; a toggle reports the new value.\n"),
                                .lineStart("    "),
                                .text("private let "),
                                .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 126, 17)), escaped: true),
                                .text(" = UISwitch()\n"),
                            ]),
                            .inverted(MustacheName(["isSwitch"], MustacheLocation(path_Cell_swift_mustache, 128, 1)), [
                                .lineStart("    "),
                                .text("private let "),
                                .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 129, 17)), escaped: true),
                                .text(" = UIButton(configuration: .plain())\n"),
                            ]),
                        ]),
                        .section(MustacheName(["cell", "hasContentView"], MustacheLocation(path_Cell_swift_mustache, 132, 1)), [
                            .lineStart("    "),
                            .text("/// Your view's "),
                            .variable(MustacheName(["description"], MustacheLocation(path_Cell_swift_mustache, 133, 21)), escaped: true),
                            .text(" button, wired by this cell.\n"),
                            .lineStart("    "),
                            .text("private var "),
                            .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 134, 17)), escaped: true),
                            .text(": UIButton { content."),
                            .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 134, 52)), escaped: true),
                            .text(" }\n"),
                        ]),
                    ]),
                    .section(MustacheName(["offeredName"], MustacheLocation(path_Cell_swift_mustache, 137, 1)), [
                        .lineStart("    "),
                        .text("/// Whether the row shown offers the "),
                        .variable(MustacheName(["description"], MustacheLocation(path_Cell_swift_mustache, 138, 42)), escaped: true),
                        .text(" accessibility action (`enabled`/`visible`).\n"),
                        .lineStart("    "),
                        .text("private var "),
                        .variable(MustacheName(["offeredName"], MustacheLocation(path_Cell_swift_mustache, 139, 17)), escaped: true),
                        .text(" = true\n"),
                    ]),
                ]),
                .section(MustacheName(["filtersAccessibilityActions"], MustacheLocation(path_Cell_swift_mustache, 142, 1)), [
                    .lineStart("    "),
                    .text("/// Every accessibility action, in event order; `accessibilityCustomActions` offers those of the\n"),
                    .lineStart("    "),
                    .text("/// events the row offers now (enabled and visible).\n"),
                    .lineStart("    "),
                    .text("private var allAccessibilityActions: [UIAccessibilityCustomAction] = []\n"),
                ]),
                .text("\n"),
                .section(MustacheName(["isTableCell"], MustacheLocation(path_Cell_swift_mustache, 148, 1)), [
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Cell_swift_mustache, 149, 5)), escaped: true),
                    .text("override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {\n"),
                    .lineStart("        "),
                    .text("super.init(style: style, reuseIdentifier: reuseIdentifier)\n"),
                    .section(MustacheName(["hasContentView"], MustacheLocation(path_Cell_swift_mustache, 151, 1)), [
                        .lineStart("        "),
                        .text("installContent()\n"),
                    ]),
                    .section(MustacheName(["hasEvents"], MustacheLocation(path_Cell_swift_mustache, 154, 1)), [
                        .lineStart("        "),
                        .variable(MustacheName(["installMethod"], MustacheLocation(path_Cell_swift_mustache, 155, 9)), escaped: true),
                        .text("()\n"),
                    ]),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .section(MustacheName(["isCollectionCell"], MustacheLocation(path_Cell_swift_mustache, 159, 1)), [
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Cell_swift_mustache, 160, 5)), escaped: true),
                    .text("override init(frame: CGRect) {\n"),
                    .lineStart("        "),
                    .text("super.init(frame: frame)\n"),
                    .section(MustacheName(["hasContentView"], MustacheLocation(path_Cell_swift_mustache, 162, 1)), [
                        .lineStart("        "),
                        .text("installContent()\n"),
                    ]),
                    .section(MustacheName(["hasEvents"], MustacheLocation(path_Cell_swift_mustache, 165, 1)), [
                        .lineStart("        "),
                        .variable(MustacheName(["installMethod"], MustacheLocation(path_Cell_swift_mustache, 166, 9)), escaped: true),
                        .text("()\n"),
                    ]),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .text("\n"),
                .lineStart("    "),
                .text("@available(*, unavailable, message: \""),
                .variable(MustacheName(["name"], MustacheLocation(path_Cell_swift_mustache, 171, 42)), escaped: true),
                .text(" is created in code\")\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Cell_swift_mustache, 172, 5)), escaped: true),
                .text("required init?(coder: NSCoder) {\n"),
                .lineStart("        "),
                .text("fatalError(\""),
                .variable(MustacheName(["name"], MustacheLocation(path_Cell_swift_mustache, 173, 21)), escaped: true),
                .text(" is created in code\")\n"),
                .lineStart("    "),
                .text("}\n\n"),
                .lineStart("    "),
                .text("/// Shows `"),
                .variable(MustacheName(["parameterName"], MustacheLocation(path_Cell_swift_mustache, 176, 16)), escaped: true),
                .text("`. The index path is for position-dependent styling only: it is not\n"),
                .lineStart("    "),
                .text("/// stored, because it goes stale as soon as rows move.\n"),
                .lineStart("    "),
                .text("func configure(with "),
                .variable(MustacheName(["parameterName"], MustacheLocation(path_Cell_swift_mustache, 178, 25)), escaped: true),
                .text(": "),
                .variable(MustacheName(["modelType"], MustacheLocation(path_Cell_swift_mustache, 178, 44)), escaped: true),
                .text(", at indexPath: IndexPath) {\n"),
                .lineStart("        "),
                .text("rowID = "),
                .variable(MustacheName(["parameterName"], MustacheLocation(path_Cell_swift_mustache, 179, 17)), escaped: true),
                .text(".id\n"),
                .section(MustacheName(["hasContentView"], MustacheLocation(path_Cell_swift_mustache, 180, 1)), [
                    .lineStart("        "),
                    .text("content.show("),
                    .variable(MustacheName(["parameterName"], MustacheLocation(path_Cell_swift_mustache, 181, 22)), escaped: true),
                    .text(")\n"),
                    .section(MustacheName(["contentView"], MustacheLocation(path_Cell_swift_mustache, 182, 1)), [
                        .section(MustacheName(["loadsImages"], MustacheLocation(path_Cell_swift_mustache, 183, 1)), [
                            .lineStart("        "),
                            .text("imageRow = "),
                            .variable(MustacheName(["cell", "parameterName"], MustacheLocation(path_Cell_swift_mustache, 184, 20)), escaped: true),
                            .text("\n"),
                        ]),
                    ]),
                ]),
                .inverted(MustacheName(["hasContentView"], MustacheLocation(path_Cell_swift_mustache, 188, 1)), [
                    .inverted(MustacheName(["display", "hasContent"], MustacheLocation(path_Cell_swift_mustache, 189, 1)), [
                        .lineStart("        "),
                        .variable(MustacheName(["contentTarget"], MustacheLocation(path_Cell_swift_mustache, 190, 9)), escaped: true),
                        .text(" = "),
                        .variable(MustacheName(["display", "contentConfigurationExpression"], MustacheLocation(path_Cell_swift_mustache, 190, 29)), escaped: true),
                        .text("\n"),
                    ]),
                    .section(MustacheName(["display", "hasContent"], MustacheLocation(path_Cell_swift_mustache, 192, 1)), [
                        .lineStart("        "),
                        .text("var content = "),
                        .variable(MustacheName(["display", "contentConfigurationExpression"], MustacheLocation(path_Cell_swift_mustache, 193, 23)), escaped: true),
                        .text("\n"),
                        .section(MustacheName(["display"], MustacheLocation(path_Cell_swift_mustache, 194, 1)), [
                            .section(MustacheName(["hasText"], MustacheLocation(path_Cell_swift_mustache, 195, 1)), [
                                .lineStart("        "),
                                .text("content.text = "),
                                .variable(MustacheName(["text"], MustacheLocation(path_Cell_swift_mustache, 196, 24)), escaped: true),
                                .text("\n"),
                            ]),
                            .section(MustacheName(["hasSecondaryText"], MustacheLocation(path_Cell_swift_mustache, 198, 1)), [
                                .lineStart("        "),
                                .text("content.secondaryText = "),
                                .variable(MustacheName(["secondaryText"], MustacheLocation(path_Cell_swift_mustache, 199, 33)), escaped: true),
                                .text("\n"),
                            ]),
                            .section(MustacheName(["imageExpression"], MustacheLocation(path_Cell_swift_mustache, 201, 1)), [
                                .lineStart("        "),
                                .text("content.image = "),
                                .variable(MustacheName(["imageExpression"], MustacheLocation(path_Cell_swift_mustache, 202, 25)), escaped: true),
                                .text("\n"),
                            ]),
                            .section(MustacheName(["textColorExpression"], MustacheLocation(path_Cell_swift_mustache, 204, 1)), [
                                .lineStart("        "),
                                .text("// `select.enabled`: a row that cannot be selected shows dimmed; set for every row (reuse, `update`).\n"),
                                .lineStart("        "),
                                .text("content.textProperties.color = "),
                                .variable(MustacheName(["textColorExpression"], MustacheLocation(path_Cell_swift_mustache, 206, 40)), escaped: true),
                                .text("\n"),
                            ]),
                        ]),
                        .lineStart("        "),
                        .variable(MustacheName(["contentTarget"], MustacheLocation(path_Cell_swift_mustache, 209, 9)), escaped: true),
                        .text(" = content\n"),
                        .section(MustacheName(["display", "imageURL"], MustacheLocation(path_Cell_swift_mustache, 210, 1)), [
                            .lineStart("        "),
                            .text("imageURL = "),
                            .variable(MustacheName(["urlExpression"], MustacheLocation(path_Cell_swift_mustache, 211, 20)), escaped: true),
                            .text("\n"),
                        ]),
                    ]),
                    .section(MustacheName(["display", "indentationExpression"], MustacheLocation(path_Cell_swift_mustache, 214, 1)), [
                        .lineStart("        "),
                        .text("// `display.indentation`: set for every row, so a reused cell never keeps another row's level.\n"),
                        .lineStart("        "),
                        .text("indentationLevel = "),
                        .variable(MustacheName(["display", "indentationExpression"], MustacheLocation(path_Cell_swift_mustache, 216, 28)), escaped: true),
                        .text("\n"),
                    ]),
                    .section(MustacheName(["display", "accessories"], MustacheLocation(path_Cell_swift_mustache, 218, 1)), [
                        .lineStart("        "),
                        .text("// `display.accessory`, `display.badge`: set for every row, so a reused cell never keeps another row's.\n"),
                        .section(MustacheName(["badge"], MustacheLocation(path_Cell_swift_mustache, 220, 1)), [
                            .lineStart("        "),
                            .text("badgeLabel.text = "),
                            .variable(MustacheName(["textExpression"], MustacheLocation(path_Cell_swift_mustache, 221, 27)), escaped: true),
                            .text("\n"),
                        ]),
                        .section(MustacheName(["cell", "isTableCell"], MustacheLocation(path_Cell_swift_mustache, 223, 1)), [
                            .section(MustacheName(["accessoryTypeExpression"], MustacheLocation(path_Cell_swift_mustache, 224, 1)), [
                                .lineStart("        "),
                                .text("accessoryType = "),
                                .variable(MustacheName(["accessoryTypeExpression"], MustacheLocation(path_Cell_swift_mustache, 225, 25)), escaped: true),
                                .text("\n"),
                            ]),
                            .section(MustacheName(["badge"], MustacheLocation(path_Cell_swift_mustache, 227, 1)), [
                                .lineStart("        "),
                                .text("accessoryView = "),
                                .variable(MustacheName(["countExpression"], MustacheLocation(path_Cell_swift_mustache, 228, 25)), escaped: true),
                                .text(" == 0 ? nil : badgeLabel\n"),
                            ]),
                        ]),
                        .section(MustacheName(["cell", "isCollectionCell"], MustacheLocation(path_Cell_swift_mustache, 231, 1)), [
                            .lineStart("        "),
                            .text("// The accessories the cell keeps (its buttons, a reorder control), then this row's.\n"),
                            .lineStart("        "),
                            .text("let rowAccessoryTypes: [UICellAccessory.AccessoryType] = ["),
                            .variable(MustacheName(["accessoryTypesLiteral"], MustacheLocation(path_Cell_swift_mustache, 233, 67)), escaped: true),
                            .text("]\n"),
                            .lineStart("        "),
                            .text("var shown = accessories.filter { !rowAccessoryTypes.contains($0.accessoryType) }\n"),
                            .section(MustacheName(["badge"], MustacheLocation(path_Cell_swift_mustache, 235, 1)), [
                                .lineStart("        "),
                                .text("let badge = UICellAccessory.CustomViewConfiguration(\n"),
                                .lineStart("            "),
                                .text("customView: badgeLabel, placement: .trailing(), isHidden: "),
                                .variable(MustacheName(["countExpression"], MustacheLocation(path_Cell_swift_mustache, 237, 71)), escaped: true),
                                .text(" == 0)\n"),
                                .lineStart("        "),
                                .text("shown.append(.customView(configuration: badge))\n"),
                            ]),
                            .section(MustacheName(["cellAccessories"], MustacheLocation(path_Cell_swift_mustache, 240, 1)), [
                                .lineStart("        "),
                                .text("shown.append("),
                                .variable(MustacheName(["expression"], MustacheLocation(path_Cell_swift_mustache, 241, 22)), escaped: true),
                                .text(")\n"),
                            ]),
                            .lineStart("        "),
                            .text("accessories = shown\n"),
                        ]),
                    ]),
                ]),
                .section(MustacheName(["touchHighlightStatement"], MustacheLocation(path_Cell_swift_mustache, 247, 1)), [
                    .lineStart("        "),
                    .text("// `select.highlight: false`: the row stays tappable, without the grey highlight.\n"),
                    .lineStart("        "),
                    .variable(MustacheName(["touchHighlightStatement"], MustacheLocation(path_Cell_swift_mustache, 249, 9)), escaped: true),
                    .text("\n"),
                ]),
                .section(MustacheName(["hasEventStates"], MustacheLocation(path_Cell_swift_mustache, 251, 1)), [
                    .section(MustacheName(["events"], MustacheLocation(path_Cell_swift_mustache, 252, 1)), [
                        .section(MustacheName(["hasButton"], MustacheLocation(path_Cell_swift_mustache, 253, 1)), [
                            .section(MustacheName(["enabledExpression"], MustacheLocation(path_Cell_swift_mustache, 254, 1)), [
                                .lineStart("        "),
                                .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 255, 9)), escaped: true),
                                .text(".isEnabled = "),
                                .variable(MustacheName(["enabledExpression"], MustacheLocation(path_Cell_swift_mustache, 255, 36)), escaped: true),
                                .text("\n"),
                            ]),
                            .section(MustacheName(["hiddenExpression"], MustacheLocation(path_Cell_swift_mustache, 257, 1)), [
                                .lineStart("        "),
                                .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 258, 9)), escaped: true),
                                .text(".isHidden = "),
                                .variable(MustacheName(["hiddenExpression"], MustacheLocation(path_Cell_swift_mustache, 258, 35)), escaped: true),
                                .text("\n"),
                            ]),
                        ]),
                        .section(MustacheName(["offeredName"], MustacheLocation(path_Cell_swift_mustache, 261, 1)), [
                            .lineStart("        "),
                            .variable(MustacheName(["offeredName"], MustacheLocation(path_Cell_swift_mustache, 262, 9)), escaped: true),
                            .text(" = "),
                            .variable(MustacheName(["offeredExpression"], MustacheLocation(path_Cell_swift_mustache, 262, 27)), escaped: true),
                            .text("\n"),
                        ]),
                    ]),
                ]),
                .section(MustacheName(["events"], MustacheLocation(path_Cell_swift_mustache, 266, 1)), [
                    .section(MustacheName(["switchValueExpression"], MustacheLocation(path_Cell_swift_mustache, 267, 1)), [
                        .lineStart("        "),
                        .text("// The row's value, set for every row without animation: a reused cell never shows the last row's.\n"),
                        .lineStart("        "),
                        .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 269, 9)), escaped: true),
                        .text(".setOn("),
                        .variable(MustacheName([], MustacheLocation(path_Cell_swift_mustache, 269, 30)), escaped: true),
                        .text(", animated: false)\n"),
                    ]),
                ]),
                .section(MustacheName(["events"], MustacheLocation(path_Cell_swift_mustache, 272, 1)), [
                    .section(MustacheName(["stateTexts"], MustacheLocation(path_Cell_swift_mustache, 273, 1)), [
                        .lineStart("        "),
                        .text("// Follows the row's state: set from this row on every configuration, never kept from the last.\n"),
                        .section(MustacheName(["buttonTitle"], MustacheLocation(path_Cell_swift_mustache, 275, 1)), [
                            .lineStart("        "),
                            .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 276, 9)), escaped: true),
                            .text(".configuration?.title = "),
                            .variable(MustacheName(["buttonTitle"], MustacheLocation(path_Cell_swift_mustache, 276, 47)), escaped: true),
                            .text("\n"),
                        ]),
                        .section(MustacheName(["buttonSystemImage"], MustacheLocation(path_Cell_swift_mustache, 278, 1)), [
                            .lineStart("        "),
                            .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 279, 9)), escaped: true),
                            .text(".configuration?.image = UIImage(systemName: "),
                            .variable(MustacheName(["buttonSystemImage"], MustacheLocation(path_Cell_swift_mustache, 279, 67)), escaped: true),
                            .text(")\n"),
                        ]),
                        .section(MustacheName(["buttonAccessibilityLabel"], MustacheLocation(path_Cell_swift_mustache, 281, 1)), [
                            .lineStart("        "),
                            .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 282, 9)), escaped: true),
                            .text(".accessibilityLabel = "),
                            .variable(MustacheName(["buttonAccessibilityLabel"], MustacheLocation(path_Cell_swift_mustache, 282, 45)), escaped: true),
                            .text("\n"),
                        ]),
                        .section(MustacheName(["accessibilityActionName"], MustacheLocation(path_Cell_swift_mustache, 284, 1)), [
                            .lineStart("        "),
                            .variable(MustacheName(["accessibilityAction"], MustacheLocation(path_Cell_swift_mustache, 285, 9)), escaped: true),
                            .text(".name = "),
                            .variable(MustacheName(["accessibilityActionName"], MustacheLocation(path_Cell_swift_mustache, 285, 40)), escaped: true),
                            .text("\n"),
                        ]),
                    ]),
                ]),
                .section(MustacheName(["filtersAccessibilityActions"], MustacheLocation(path_Cell_swift_mustache, 289, 1)), [
                    .lineStart("        "),
                    .text("offerAvailableAccessibilityActions()\n"),
                ]),
                .lineStart("    "),
                .text("}\n\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Cell_swift_mustache, 294, 5)), escaped: true),
                .text("override func prepareForReuse() {\n"),
                .lineStart("        "),
                .text("super.prepareForReuse()\n"),
                .section(MustacheName(["hasClosures"], MustacheLocation(path_Cell_swift_mustache, 296, 1)), [
                    .section(MustacheName(["hookEvents"], MustacheLocation(path_Cell_swift_mustache, 297, 1)), [
                        .lineStart("        "),
                        .variable(MustacheName(["closureName"], MustacheLocation(path_Cell_swift_mustache, 298, 9)), escaped: true),
                        .text(" = nil\n"),
                    ]),
                ]),
                .section(MustacheName(["hasDelegate"], MustacheLocation(path_Cell_swift_mustache, 301, 1)), [
                    .lineStart("        "),
                    .text("delegate = nil\n"),
                ]),
                .inverted(MustacheName(["hasContentView"], MustacheLocation(path_Cell_swift_mustache, 304, 1)), [
                    .lineStart("        "),
                    .text("// The content configuration stays: `configure(with:at:)` replaces it, and setting it to nil\n"),
                    .lineStart("        "),
                    .text("// would make UIKit build a new content view on every reuse.\n"),
                ]),
                .lineStart("        "),
                .text("rowID = nil\n"),
                .section(MustacheName(["display", "imageURL"], MustacheLocation(path_Cell_swift_mustache, 309, 1)), [
                    .lineStart("        "),
                    .text("// A load still running is for the previous row: cancelled, and its result dropped.\n"),
                    .lineStart("        "),
                    .text("imageSlot.cancel()\n"),
                    .lineStart("        "),
                    .text("imageURL = nil\n"),
                ]),
                .section(MustacheName(["contentView"], MustacheLocation(path_Cell_swift_mustache, 314, 1)), [
                    .section(MustacheName(["loadsImages"], MustacheLocation(path_Cell_swift_mustache, 315, 1)), [
                        .lineStart("        "),
                        .text("// The loads still running are for the previous row: cancelled, and their results dropped.\n"),
                        .lineStart("        "),
                        .text("imageSlots.cancel()\n"),
                        .lineStart("        "),
                        .text("imageRow = nil\n"),
                    ]),
                ]),
                .section(MustacheName(["hasContentView"], MustacheLocation(path_Cell_swift_mustache, 321, 1)), [
                    .lineStart("        "),
                    .text("content.prepareForReuse()\n"),
                ]),
                .section(MustacheName(["events"], MustacheLocation(path_Cell_swift_mustache, 324, 1)), [
                    .section(MustacheName(["isSwitch"], MustacheLocation(path_Cell_swift_mustache, 325, 1)), [
                        .lineStart("        "),
                        .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 326, 9)), escaped: true),
                        .text(".setOn(false, animated: false)\n"),
                    ]),
                ]),
                .section(MustacheName(["hasEventStates"], MustacheLocation(path_Cell_swift_mustache, 329, 1)), [
                    .section(MustacheName(["events"], MustacheLocation(path_Cell_swift_mustache, 330, 1)), [
                        .section(MustacheName(["hasButton"], MustacheLocation(path_Cell_swift_mustache, 331, 1)), [
                            .section(MustacheName(["enabledExpression"], MustacheLocation(path_Cell_swift_mustache, 332, 1)), [
                                .lineStart("        "),
                                .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 333, 9)), escaped: true),
                                .text(".isEnabled = true\n"),
                            ]),
                            .section(MustacheName(["hiddenExpression"], MustacheLocation(path_Cell_swift_mustache, 335, 1)), [
                                .lineStart("        "),
                                .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 336, 9)), escaped: true),
                                .text(".isHidden = false\n"),
                            ]),
                        ]),
                        .section(MustacheName(["offeredName"], MustacheLocation(path_Cell_swift_mustache, 339, 1)), [
                            .lineStart("        "),
                            .variable(MustacheName(["offeredName"], MustacheLocation(path_Cell_swift_mustache, 340, 9)), escaped: true),
                            .text(" = true\n"),
                        ]),
                    ]),
                ]),
                .section(MustacheName(["filtersAccessibilityActions"], MustacheLocation(path_Cell_swift_mustache, 344, 1)), [
                    .lineStart("        "),
                    .text("offerAvailableAccessibilityActions()\n"),
                ]),
                .lineStart("    "),
                .text("}\n"),
                .section(MustacheName(["display", "imageURL"], MustacheLocation(path_Cell_swift_mustache, 348, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// Loads the row's image through `loader`, once `configure(with:at:)` has shown the placeholder (or the\n"),
                    .lineStart("    "),
                    .text("/// image already loaded for this row and URL). The image is shown only if it arrives while the cell\n"),
                    .lineStart("    "),
                    .text("/// still shows this row and URL; a failed load keeps the placeholder.\n"),
                    .lineStart("    "),
                    .text("func loadImage(with loader: any ListImageLoader) {\n"),
                    .lineStart("        "),
                    .text("guard let rowID else { return }\n"),
                    .lineStart("        "),
                    .text("imageSlot.load(imageURL, for: rowID, with: loader) { [weak self] image in\n"),
                    .lineStart("            "),
                    .text("self?.showLoadedImage(image)\n"),
                    .lineStart("        "),
                    .text("}\n"),
                    .lineStart("    "),
                    .text("}\n\n"),
                    .lineStart("    "),
                    .text("/// Puts `image` into the content configuration the cell shows.\n"),
                    .lineStart("    "),
                    .text("private func showLoadedImage(_ image: UIImage) {\n"),
                    .lineStart("        "),
                    .text("guard var content = "),
                    .variable(MustacheName(["cell", "contentTarget"], MustacheLocation(path_Cell_swift_mustache, 362, 29)), escaped: true),
                    .text(" as? UIListContentConfiguration else { return }\n"),
                    .lineStart("        "),
                    .text("content.image = image\n"),
                    .lineStart("        "),
                    .variable(MustacheName(["cell", "contentTarget"], MustacheLocation(path_Cell_swift_mustache, 364, 9)), escaped: true),
                    .text(" = content\n"),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .section(MustacheName(["contentView"], MustacheLocation(path_Cell_swift_mustache, 367, 1)), [
                    .section(MustacheName(["loadsImages"], MustacheLocation(path_Cell_swift_mustache, 368, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// Asks your view to load the row's images through `loader`, once `configure(with:at:)` has shown\n"),
                        .lineStart("    "),
                        .text("/// the row. An image is shown only while the cell still shows this row.\n"),
                        .lineStart("    "),
                        .text("func loadImage(with loader: any ListImageLoader) {\n"),
                        .lineStart("        "),
                        .text("guard let rowID, let imageRow else { return }\n"),
                        .lineStart("        "),
                        .text("content.loadImages(for: imageRow, with: imageSlots.images(for: rowID, with: loader))\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                ]),
                .section(MustacheName(["filtersAccessibilityActions"], MustacheLocation(path_Cell_swift_mustache, 378, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// Offers VoiceOver the actions of the events that are enabled and visible now.\n"),
                    .lineStart("    "),
                    .text("private func offerAvailableAccessibilityActions() {\n"),
                    .lineStart("        "),
                    .text("let offered = [\n"),
                    .section(MustacheName(["accessibilityActionEvents"], MustacheLocation(path_Cell_swift_mustache, 383, 1)), [
                        .lineStart("            "),
                        .variable(MustacheName(["offeredCheck"], MustacheLocation(path_Cell_swift_mustache, 384, 13)), escaped: true),
                        .inverted(MustacheName(["isLast"], MustacheLocation(path_Cell_swift_mustache, 384, 29)), [
                            .text(","),
                        ]),
                        .section(MustacheName(["isLast"], MustacheLocation(path_Cell_swift_mustache, 384, 52)), [
                            .inverted(MustacheName(["isFirst"], MustacheLocation(path_Cell_swift_mustache, 384, 63)), [
                                .text(","),
                            ]),
                        ]),
                        .text("\n"),
                    ]),
                    .lineStart("        "),
                    .text("]\n"),
                    .lineStart("        "),
                    .text("accessibilityCustomActions = zip(offered, allAccessibilityActions)\n"),
                    .lineStart("            "),
                    .text(".filter { isOffered, _ in isOffered }\n"),
                    .lineStart("            "),
                    .text(".map { _, action in action }\n"),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .section(MustacheName(["hasEvents"], MustacheLocation(path_Cell_swift_mustache, 392, 1)), [
                    .section(MustacheName(["hookEvents"], MustacheLocation(path_Cell_swift_mustache, 393, 1)), [
                        .text("\n"),
                        .section(MustacheName(["isSwitch"], MustacheLocation(path_Cell_swift_mustache, 395, 1)), [
                            .lineStart("    "),
                            .text("/// Reports a toggle of the "),
                            .variable(MustacheName(["description"], MustacheLocation(path_Cell_swift_mustache, 396, 33)), escaped: true),
                            .text(" switch, with its new value.\n"),
                            .lineStart("    "),
                            .text("private func "),
                            .variable(MustacheName(["reportMethod"], MustacheLocation(path_Cell_swift_mustache, 397, 18)), escaped: true),
                            .text("() {\n"),
                            .section(MustacheName(["cell", "hasClosures"], MustacheLocation(path_Cell_swift_mustache, 398, 1)), [
                                .lineStart("        "),
                                .variable(MustacheName(["closureName"], MustacheLocation(path_Cell_swift_mustache, 399, 9)), escaped: true),
                                .text("?("),
                                .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 399, 26)), escaped: true),
                                .text(".isOn)\n"),
                            ]),
                            .section(MustacheName(["cell", "hasDelegate"], MustacheLocation(path_Cell_swift_mustache, 401, 1)), [
                                .lineStart("        "),
                                .text("delegate?."),
                                .variable(MustacheName(["tapMethod"], MustacheLocation(path_Cell_swift_mustache, 402, 19)), escaped: true),
                                .text("("),
                                .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 402, 33)), escaped: true),
                                .text(".isOn, in: self)\n"),
                            ]),
                            .lineStart("    "),
                            .text("}\n"),
                        ]),
                        .section(MustacheName(["sendsControl"], MustacheLocation(path_Cell_swift_mustache, 406, 1)), [
                            .lineStart("    "),
                            .text("/// Reports a tap on the "),
                            .variable(MustacheName(["description"], MustacheLocation(path_Cell_swift_mustache, 407, 30)), escaped: true),
                            .text(" button: `control` is the `UIAction`'s sender"),
                            .section(MustacheName(["hasAccessibilityAction"], MustacheLocation(path_Cell_swift_mustache, 407, 90)), [
                                .text(", nil for the\n"),
                                .lineStart("    "),
                                .text("/// cell's accessibility action"),
                            ]),
                            .text(".\n"),
                            .lineStart("    "),
                            .text("private func "),
                            .variable(MustacheName(["reportMethod"], MustacheLocation(path_Cell_swift_mustache, 409, 18)), escaped: true),
                            .text("(from control: UIView?) {\n"),
                            .section(MustacheName(["cell", "hasClosures"], MustacheLocation(path_Cell_swift_mustache, 410, 1)), [
                                .lineStart("        "),
                                .variable(MustacheName(["closureName"], MustacheLocation(path_Cell_swift_mustache, 411, 9)), escaped: true),
                                .text("?(control)\n"),
                            ]),
                            .section(MustacheName(["cell", "hasDelegate"], MustacheLocation(path_Cell_swift_mustache, 413, 1)), [
                                .lineStart("        "),
                                .text("delegate?."),
                                .variable(MustacheName(["tapMethod"], MustacheLocation(path_Cell_swift_mustache, 414, 19)), escaped: true),
                                .text("(in: self, from: control)\n"),
                            ]),
                            .lineStart("    "),
                            .text("}\n"),
                        ]),
                        .inverted(MustacheName(["isSwitch"], MustacheLocation(path_Cell_swift_mustache, 418, 1)), [
                            .inverted(MustacheName(["hasButton"], MustacheLocation(path_Cell_swift_mustache, 419, 1)), [
                                .lineStart("    "),
                                .text("/// Reports the "),
                                .variable(MustacheName(["description"], MustacheLocation(path_Cell_swift_mustache, 420, 21)), escaped: true),
                                .text(" accessibility action (the event has no button).\n"),
                                .lineStart("    "),
                                .text("private func "),
                                .variable(MustacheName(["reportMethod"], MustacheLocation(path_Cell_swift_mustache, 421, 18)), escaped: true),
                                .text("() {\n"),
                                .section(MustacheName(["cell", "hasClosures"], MustacheLocation(path_Cell_swift_mustache, 422, 1)), [
                                    .lineStart("        "),
                                    .variable(MustacheName(["closureName"], MustacheLocation(path_Cell_swift_mustache, 423, 9)), escaped: true),
                                    .text("?()\n"),
                                ]),
                                .section(MustacheName(["cell", "hasDelegate"], MustacheLocation(path_Cell_swift_mustache, 425, 1)), [
                                    .lineStart("        "),
                                    .text("delegate?."),
                                    .variable(MustacheName(["tapMethod"], MustacheLocation(path_Cell_swift_mustache, 426, 19)), escaped: true),
                                    .text("(in: self)\n"),
                                ]),
                                .lineStart("    "),
                                .text("}\n"),
                            ]),
                        ]),
                    ]),
                    .text("\n"),
                    .section(MustacheName(["hasButtons"], MustacheLocation(path_Cell_swift_mustache, 433, 1)), [
                        .lineStart("    "),
                        .text("/// Sets up the buttons, wires each to its hook with a `UIAction`, and offers each event that is not\n"),
                        .lineStart("    "),
                        .text("/// a swipe action as an accessibility custom action.\n"),
                    ]),
                    .inverted(MustacheName(["hasButtons"], MustacheLocation(path_Cell_swift_mustache, 437, 1)), [
                        .lineStart("    "),
                        .text("/// Offers each event that is not a swipe action as an accessibility custom action. The cell shows no\n"),
                        .lineStart("    "),
                        .text("/// button: its events are swipe actions or context-menu items.\n"),
                    ]),
                    .lineStart("    "),
                    .text("private func "),
                    .variable(MustacheName(["installMethod"], MustacheLocation(path_Cell_swift_mustache, 441, 18)), escaped: true),
                    .text("() {\n"),
                    .section(MustacheName(["events"], MustacheLocation(path_Cell_swift_mustache, 442, 1)), [
                        .section(MustacheName(["hasButton"], MustacheLocation(path_Cell_swift_mustache, 443, 1)), [
                            .inverted(MustacheName(["isSwitch"], MustacheLocation(path_Cell_swift_mustache, 444, 1)), [
                                .inverted(MustacheName(["cell", "hasContentView"], MustacheLocation(path_Cell_swift_mustache, 445, 1)), [
                                    .lineStart("        "),
                                    .text("var "),
                                    .variable(MustacheName(["configurationName"], MustacheLocation(path_Cell_swift_mustache, 446, 13)), escaped: true),
                                    .text(" = UIButton.Configuration.plain()\n"),
                                    .section(MustacheName(["hasTitle"], MustacheLocation(path_Cell_swift_mustache, 447, 1)), [
                                        .lineStart("        "),
                                        .variable(MustacheName(["configurationName"], MustacheLocation(path_Cell_swift_mustache, 448, 9)), escaped: true),
                                        .text(".title = "),
                                        .variable(MustacheName(["titleLiteral"], MustacheLocation(path_Cell_swift_mustache, 448, 39)), escaped: true),
                                        .text("\n"),
                                    ]),
                                    .section(MustacheName(["hasSystemImage"], MustacheLocation(path_Cell_swift_mustache, 450, 1)), [
                                        .lineStart("        "),
                                        .variable(MustacheName(["configurationName"], MustacheLocation(path_Cell_swift_mustache, 451, 9)), escaped: true),
                                        .text(".image = UIImage(systemName: "),
                                        .variable(MustacheName(["systemImageLiteral"], MustacheLocation(path_Cell_swift_mustache, 451, 59)), escaped: true),
                                        .text(")\n"),
                                    ]),
                                    .section(MustacheName(["isDestructive"], MustacheLocation(path_Cell_swift_mustache, 453, 1)), [
                                        .lineStart("        "),
                                        .variable(MustacheName(["configurationName"], MustacheLocation(path_Cell_swift_mustache, 454, 9)), escaped: true),
                                        .text(".baseForegroundColor = .systemRed\n"),
                                    ]),
                                    .lineStart("        "),
                                    .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 456, 9)), escaped: true),
                                    .text(".configuration = "),
                                    .variable(MustacheName(["configurationName"], MustacheLocation(path_Cell_swift_mustache, 456, 40)), escaped: true),
                                    .text("\n"),
                                ]),
                            ]),
                            .section(MustacheName(["needsAccessibilityLabel"], MustacheLocation(path_Cell_swift_mustache, 459, 1)), [
                                .lineStart("        "),
                                .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 460, 9)), escaped: true),
                                .text(".accessibilityLabel = "),
                                .variable(MustacheName(["accessibilityLabelLiteral"], MustacheLocation(path_Cell_swift_mustache, 460, 45)), escaped: true),
                                .text("\n"),
                            ]),
                            .lineStart("        "),
                            .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 462, 9)), escaped: true),
                            .text(".accessibilityIdentifier = "),
                            .variable(MustacheName(["accessibilityIdentifierLiteral"], MustacheLocation(path_Cell_swift_mustache, 462, 50)), escaped: true),
                            .text("\n"),
                            .section(MustacheName(["isSwitch"], MustacheLocation(path_Cell_swift_mustache, 463, 1)), [
                                .lineStart("        "),
                                .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 464, 9)), escaped: true),
                                .text(".addAction(UIAction { [weak self] _ in self?."),
                                .variable(MustacheName(["reportMethod"], MustacheLocation(path_Cell_swift_mustache, 464, 68)), escaped: true),
                                .text("() }, for: .valueChanged)\n"),
                            ]),
                            .inverted(MustacheName(["isSwitch"], MustacheLocation(path_Cell_swift_mustache, 466, 1)), [
                                .lineStart("        "),
                                .text("// The action's sender is the button, set while the handler runs: read then, never kept.\n"),
                                .lineStart("        "),
                                .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 468, 9)), escaped: true),
                                .text(".addAction(\n"),
                                .lineStart("            "),
                                .text("UIAction { [weak self] action in self?."),
                                .variable(MustacheName(["reportMethod"], MustacheLocation(path_Cell_swift_mustache, 469, 52)), escaped: true),
                                .text("(from: action.sender as? UIView) },\n"),
                                .lineStart("            "),
                                .text("for: .primaryActionTriggered)\n"),
                            ]),
                            .text("\n"),
                        ]),
                    ]),
                    .section(MustacheName(["hasAccessibilityActions"], MustacheLocation(path_Cell_swift_mustache, 475, 1)), [
                        .lineStart("        "),
                        .variable(MustacheName(["accessibilityActionsTarget"], MustacheLocation(path_Cell_swift_mustache, 476, 9)), escaped: true),
                        .text(" = [\n"),
                        .section(MustacheName(["accessibilityActionEvents"], MustacheLocation(path_Cell_swift_mustache, 477, 1)), [
                            .lineStart("            "),
                            .text("UIAccessibilityCustomAction(name: "),
                            .variable(MustacheName(["accessibilityLabelLiteral"], MustacheLocation(path_Cell_swift_mustache, 478, 47)), escaped: true),
                            .text(") { [weak self] _ in\n"),
                            .lineStart("                "),
                            .text("guard let self else { return false }\n"),
                            .lineStart("                "),
                            .text("self."),
                            .variable(MustacheName(["reportMethod"], MustacheLocation(path_Cell_swift_mustache, 480, 22)), escaped: true),
                            .text("("),
                            .section(MustacheName(["sendsControl"], MustacheLocation(path_Cell_swift_mustache, 480, 39)), [
                                .text("from: nil"),
                            ]),
                            .text(")\n"),
                            .lineStart("                "),
                            .text("return true\n"),
                            .lineStart("            "),
                            .text("}"),
                            .inverted(MustacheName(["isLast"], MustacheLocation(path_Cell_swift_mustache, 482, 14)), [
                                .text(","),
                            ]),
                            .section(MustacheName(["isLast"], MustacheLocation(path_Cell_swift_mustache, 482, 37)), [
                                .inverted(MustacheName(["isFirst"], MustacheLocation(path_Cell_swift_mustache, 482, 48)), [
                                    .text(","),
                                ]),
                            ]),
                            .text("\n"),
                        ]),
                        .lineStart("        "),
                        .text("]\n"),
                    ]),
                    .section(MustacheName(["filtersAccessibilityActions"], MustacheLocation(path_Cell_swift_mustache, 486, 1)), [
                        .lineStart("        "),
                        .text("offerAvailableAccessibilityActions()\n"),
                    ]),
                    .section(MustacheName(["usesListContentView"], MustacheLocation(path_Cell_swift_mustache, 489, 1)), [
                        .lineStart("        "),
                        .text("let buttons = UIStackView(arrangedSubviews: [\n"),
                        .section(MustacheName(["buttonLines"], MustacheLocation(path_Cell_swift_mustache, 491, 1)), [
                            .lineStart("            "),
                            .text("buttonLine(["),
                            .section(MustacheName(["buttons"], MustacheLocation(path_Cell_swift_mustache, 492, 25)), [
                                .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 492, 37)), escaped: true),
                                .inverted(MustacheName(["isLast"], MustacheLocation(path_Cell_swift_mustache, 492, 51)), [
                                    .text(", "),
                                ]),
                            ]),
                            .text("])"),
                            .inverted(MustacheName(["isLast"], MustacheLocation(path_Cell_swift_mustache, 492, 89)), [
                                .text(","),
                            ]),
                            .section(MustacheName(["isLast"], MustacheLocation(path_Cell_swift_mustache, 492, 112)), [
                                .inverted(MustacheName(["isFirst"], MustacheLocation(path_Cell_swift_mustache, 492, 123)), [
                                    .text(","),
                                ]),
                            ]),
                            .text("\n"),
                        ]),
                        .lineStart("        "),
                        .text("])\n"),
                        .lineStart("        "),
                        .text("buttons.axis = .vertical\n"),
                        .lineStart("        "),
                        .text("buttons.alignment = .trailing\n"),
                        .lineStart("        "),
                        .text("buttons.spacing = 4\n"),
                        .lineStart("        "),
                        .text("listContentView.translatesAutoresizingMaskIntoConstraints = false\n"),
                        .lineStart("        "),
                        .text("buttons.translatesAutoresizingMaskIntoConstraints = false\n"),
                        .lineStart("        "),
                        .text("contentView.addSubview(listContentView)\n"),
                        .lineStart("        "),
                        .text("contentView.addSubview(buttons)\n"),
                        .lineStart("        "),
                        .text("let margins = contentView.layoutMarginsGuide\n"),
                        .lineStart("        "),
                        .text("NSLayoutConstraint.activate([\n"),
                        .lineStart("            "),
                        .text("listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),\n"),
                        .lineStart("            "),
                        .text("listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),\n"),
                        .lineStart("            "),
                        .text("listContentView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),\n"),
                        .lineStart("            "),
                        .text("buttons.topAnchor.constraint(equalTo: listContentView.bottomAnchor),\n"),
                        .lineStart("            "),
                        .text("buttons.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),\n"),
                        .lineStart("            "),
                        .text("buttons.trailingAnchor.constraint(equalTo: margins.trailingAnchor),\n"),
                        .lineStart("            "),
                        .text("buttons.bottomAnchor.constraint(equalTo: margins.bottomAnchor),\n"),
                        .lineStart("        "),
                        .text("])\n"),
                    ]),
                    .inverted(MustacheName(["usesListContentView"], MustacheLocation(path_Cell_swift_mustache, 513, 1)), [
                        .section(MustacheName(["hasButtons"], MustacheLocation(path_Cell_swift_mustache, 514, 1)), [
                            .inverted(MustacheName(["hasContentView"], MustacheLocation(path_Cell_swift_mustache, 515, 1)), [
                                .lineStart("        "),
                                .text("let buttons = UIStackView(arrangedSubviews: ["),
                                .section(MustacheName(["buttons"], MustacheLocation(path_Cell_swift_mustache, 516, 54)), [
                                    .variable(MustacheName(["buttonName"], MustacheLocation(path_Cell_swift_mustache, 516, 66)), escaped: true),
                                    .inverted(MustacheName(["isLast"], MustacheLocation(path_Cell_swift_mustache, 516, 80)), [
                                        .text(", "),
                                    ]),
                                ]),
                                .text("])\n"),
                                .lineStart("        "),
                                .text("buttons.axis = .horizontal\n"),
                                .lineStart("        "),
                                .text("buttons.spacing = 8\n"),
                                .lineStart("        "),
                                .text("accessories = [.customView(configuration: .init(customView: buttons, placement: .trailing()))]\n"),
                            ]),
                        ]),
                    ]),
                    .lineStart("    "),
                    .text("}\n"),
                    .section(MustacheName(["usesListContentView"], MustacheLocation(path_Cell_swift_mustache, 524, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// One line of buttons, side by side.\n"),
                        .lineStart("    "),
                        .text("private func buttonLine(_ lineButtons: [UIView]) -> UIStackView {\n"),
                        .lineStart("        "),
                        .text("let line = UIStackView(arrangedSubviews: lineButtons)\n"),
                        .lineStart("        "),
                        .text("line.axis = .horizontal\n"),
                        .lineStart("        "),
                        .text("line.spacing = 8\n"),
                        .lineStart("        "),
                        .text("return line\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                ]),
                .section(MustacheName(["contentView"], MustacheLocation(path_Cell_swift_mustache, 535, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// Adds your `"),
                    .variable(MustacheName(["viewType"], MustacheLocation(path_Cell_swift_mustache, 537, 20)), escaped: true),
                    .text("` to the content view, pinned to its layout margins.\n"),
                    .lineStart("    "),
                    .text("private func installContent() {\n"),
                    .lineStart("        "),
                    .text("content.translatesAutoresizingMaskIntoConstraints = false\n"),
                    .lineStart("        "),
                    .text("contentView.addSubview(content)\n"),
                    .lineStart("        "),
                    .text("let margins = contentView.layoutMarginsGuide\n"),
                    .lineStart("        "),
                    .text("NSLayoutConstraint.activate([\n"),
                    .lineStart("            "),
                    .text("content.topAnchor.constraint(equalTo: margins.topAnchor),\n"),
                    .lineStart("            "),
                    .text("content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),\n"),
                    .lineStart("            "),
                    .text("content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),\n"),
                    .lineStart("            "),
                    .text("content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),\n"),
                    .lineStart("        "),
                    .text("])\n"),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .lineStart(""),
                .text("}\n"),
            ]),
        ])

    private static let parsed_ListRowStore_anchors_mustache = MustacheTemplate(
        name: path_ListRowStore_anchors_mustache, source: sources["ListRowStore-anchors.mustache"]!,
        nodes: [
            .text("\n"),
            .lineStart(""),
            .text("// MARK: - Anchors\n\n"),
            .lineStart(""),
            .text("/// Where a popover or action sheet shown from a row points (`presentation: popover`, `confirm.style:\n"),
            .lineStart(""),
            .text("/// actionSheet`): the button that was tapped, while it is in the cell that shows the row; else that\n"),
            .lineStart(""),
            .text("/// cell (a swipe action, menu item, VoiceOver action or row tap); looked up when the tap acts, never\n"),
            .lineStart(""),
            .text("/// captured earlier (the row may have moved, its cell been reused). Without an anchor UIKit raises\n"),
            .lineStart(""),
            .text("/// when it presents a popover in a regular width (iPad).\n"),
            .lineStart(""),
            .text("/// The generated router receives it with every route; a router of your own can point its own popovers\n"),
            .lineStart(""),
            .text("/// with ``point(_:)``. Public, so that a public screen's routing protocol can take it.\n"),
            .lineStart(""),
            .text("@MainActor\n"),
            .lineStart(""),
            .variable(MustacheName(["publicAccess"], MustacheLocation(path_ListRowStore_anchors_mustache, 13, 1)), escaped: true),
            .text("struct ListAnchor {\n"),
            .lineStart("    "),
            .text("/// The view the popover points at: the tapped button, the row's cell, or the list when the row has\n"),
            .lineStart("    "),
            .text("/// no cell on screen.\n"),
            .lineStart("    "),
            .variable(MustacheName(["publicAccess"], MustacheLocation(path_ListRowStore_anchors_mustache, 16, 5)), escaped: true),
            .text("let sourceView: UIView\n\n"),
            .lineStart("    "),
            .text("/// An anchor on `sourceView`, pointing at its bounds.\n"),
            .lineStart("    "),
            .variable(MustacheName(["publicAccess"], MustacheLocation(path_ListRowStore_anchors_mustache, 19, 5)), escaped: true),
            .text("init(sourceView: UIView) {\n"),
            .lineStart("        "),
            .text("self.sourceView = sourceView\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Points `viewController`'s popover at this anchor (`sourceView`, and `sourceRect` its bounds);\n"),
            .lineStart("    "),
            .text("/// does nothing when `viewController` is not presented as a popover.\n"),
            .lineStart("    "),
            .variable(MustacheName(["publicAccess"], MustacheLocation(path_ListRowStore_anchors_mustache, 25, 5)), escaped: true),
            .text("func point(_ viewController: UIViewController) {\n"),
            .lineStart("        "),
            .text("guard let popover = viewController.popoverPresentationController else { return }\n"),
            .lineStart("        "),
            .text("popover.sourceView = sourceView\n"),
            .lineStart("        "),
            .text("popover.sourceRect = sourceView.bounds\n"),
            .lineStart("    "),
            .text("}\n"),
            .lineStart(""),
            .text("}\n"),
        ])

    private static let parsed_ListRowStore_collapse_mustache = MustacheTemplate(
        name: path_ListRowStore_collapse_mustache, source: sources["ListRowStore-collapse.mustache"]!,
        nodes: [
            .text("\n"),
            .lineStart(""),
            .text("// MARK: - Collapsed sections\n\n"),
            .lineStart(""),
            .text("extension ListRowStore {\n"),
            .lineStart("    "),
            .text("/// Whether `section` is collapsed: it keeps its place and its rows, and the list shows none of them.\n"),
            .lineStart("    "),
            .text("func isCollapsed(_ section: Section) -> Bool { collapsedSections.contains(section) }\n\n"),
            .lineStart("    "),
            .text("/// Collapses `section` (the list stops showing its rows) or expands it (the list shows its rows as\n"),
            .lineStart("    "),
            .text("/// they are now, with every change made meanwhile). The rows stay in the store either way: their\n"),
            .lineStart("    "),
            .text("/// IDs, the selected row and the rows selected for batch actions, which show selected again on\n"),
            .lineStart("    "),
            .text("/// expanding. A section that is already so changes nothing. In one update of the list, animated in\n"),
            .lineStart("    "),
            .text("/// a window: the section's rows deleted or inserted (a classic list), or the new snapshot applied.\n"),
            .lineStart("    "),
            .text("func setSection(_ section: Section, collapsed: Bool) {\n"),
            .lineStart("        "),
            .text("guard collapsedSections.contains(section) != collapsed else { return }\n"),
            .lineStart("        "),
            .text("guard let place = index(of: section) else {\n"),
            .lineStart("            "),
            .text("// Not in the list now (sections from the rows): the state waits for the section.\n"),
            .lineStart("            "),
            .text("if collapsed { collapsedSections.insert(section) } else { collapsedSections.remove(section) }\n"),
            .lineStart("            "),
            .text("return\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("if collapsed {\n"),
            .lineStart("            "),
            .text("let hidden = shown[place].indices.map { IndexPath(item: $0, section: place) }\n"),
            .lineStart("            "),
            .text("change(.delete(hidden), indexPathsShown: true) { collapsedSections.insert(section) }\n"),
            .lineStart("        "),
            .text("} else {\n"),
            .lineStart("            "),
            .text("let revealed = activeSearch.shown(sections)[place].indices.map { IndexPath(item: $0, section: place) }\n"),
            .lineStart("            "),
            .text("change(.insert(revealed), indexPathsShown: true) { collapsedSections.remove(section) }\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// The rows the list shows, by section: every row, or during a search the rows it finds; none of a\n"),
            .lineStart("    "),
            .text("/// collapsed section.\n"),
            .lineStart("    "),
            .text("fileprivate func shownRows() -> [[Row]] {\n"),
            .lineStart("        "),
            .text("let found = activeSearch.shown(sections)\n"),
            .lineStart("        "),
            .text("guard !collapsedSections.isEmpty else { return found }\n"),
            .lineStart("        "),
            .text("return zip(sectionIdentifiers, found).map { section, rows in collapsedSections.contains(section) ? [] : rows }\n"),
            .lineStart("    "),
            .text("}\n"),
            .lineStart(""),
            .text("}\n"),
        ])

    private static let parsed_ListRowStore_images_mustache = MustacheTemplate(
        name: path_ListRowStore_images_mustache, source: sources["ListRowStore-images.mustache"]!,
        nodes: [
            .text("\n"),
            .lineStart(""),
            .text("// MARK: - Images from URLs\n\n"),
            .lineStart(""),
            .text("/// Loads the images of `display.image: { url: }` for the generated screens of this module. Implement it\n"),
            .lineStart(""),
            .text("/// with what your app uses (URLSession, Nuke, Kingfisher, SDWebImage) and pass it to the screen's\n"),
            .lineStart(""),
            .text("/// initializer (`imageLoader:`).\n"),
            .lineStart(""),
            .text("///\n"),
            .lineStart(""),
            .text("/// Call `completion` on the main actor, once, with the image or with nil when the load failed (the\n"),
            .lineStart(""),
            .text("/// placeholder stays). A cell cancels its load when it is reused; a completion that still arrives after\n"),
            .lineStart(""),
            .text("/// `cancel()` is dropped, so a loader that cannot cancel is safe too. Public, so that a public screen can\n"),
            .lineStart(""),
            .text("/// take one (the file serves every screen of the module).\n"),
            .lineStart(""),
            .text("@MainActor\n"),
            .lineStart(""),
            .variable(MustacheName(["publicAccess"], MustacheLocation(path_ListRowStore_images_mustache, 14, 1)), escaped: true),
            .text("protocol ListImageLoader: AnyObject {\n"),
            .lineStart("    "),
            .text("/// Starts loading the image at `url`; returns what cancels the load.\n"),
            .lineStart("    "),
            .text("func loadImage(\n"),
            .lineStart("        "),
            .text("from url: URL, completion: @escaping @MainActor @Sendable (UIImage?) -> Void\n"),
            .lineStart("    "),
            .text(") -> any ListImageLoad\n"),
            .lineStart(""),
            .text("}\n\n"),
            .lineStart(""),
            .text("/// A load started by a ``ListImageLoader``. `URLSessionTask` has this `cancel()` already:\n"),
            .lineStart(""),
            .text("/// `extension URLSessionDataTask: ListImageLoad {}`.\n"),
            .lineStart(""),
            .text("@MainActor\n"),
            .lineStart(""),
            .variable(MustacheName(["publicAccess"], MustacheLocation(path_ListRowStore_images_mustache, 24, 1)), escaped: true),
            .text("protocol ListImageLoad {\n"),
            .lineStart("    "),
            .text("/// Stops the load; its completion may still run, and is then ignored.\n"),
            .lineStart("    "),
            .text("func cancel()\n"),
            .lineStart(""),
            .text("}\n\n"),
            .lineStart(""),
            .text("/// One image view's image from a URL, for the row its cell shows: the guard against the best-known reuse\n"),
            .lineStart(""),
            .text("/// bug, a slow response that lands on a cell that now shows another row.\n"),
            .lineStart(""),
            .text("///\n"),
            .lineStart(""),
            .text("/// A generated cell holds one and calls it from `configure(with:at:)`, `loadImage(with:)` and\n"),
            .lineStart(""),
            .text("/// `prepareForReuse()`. Your own content view (`content:`) can hold one too: call\n"),
            .lineStart(""),
            .text("/// ``load(_:for:with:into:placeholder:)`` from `show(_:)` and ``cancel()`` from `prepareForReuse()` (or, with\n"),
            .lineStart(""),
            .text("/// `content.loadsImages`, use the ``ListRowImages`` the cell hands it).\n"),
            .lineStart(""),
            .text("@MainActor\n"),
            .lineStart(""),
            .text("final class ListImageSlot<RowID: Hashable & Sendable> {\n"),
            .lineStart("    "),
            .text("/// The row and URL of the load started last; nil after `cancel()`. A result is shown only when it\n"),
            .lineStart("    "),
            .text("/// is for these.\n"),
            .lineStart("    "),
            .text("private var request: (row: RowID, url: URL)?\n"),
            .lineStart("    "),
            .text("/// The load in flight, cancelled when another starts or the cell is reused.\n"),
            .lineStart("    "),
            .text("private var loading: (any ListImageLoad)?\n"),
            .lineStart("    "),
            .text("/// The image loaded for `request`.\n"),
            .lineStart("    "),
            .text("private var image: UIImage?\n\n"),
            .lineStart("    "),
            .text("init() {}\n\n"),
            .lineStart("    "),
            .text("/// The image already loaded for `row` from `url`, or nil (show the placeholder): a cell shown again\n"),
            .lineStart("    "),
            .text("/// for the same row and URL keeps its image instead of flashing the placeholder.\n"),
            .lineStart("    "),
            .text("func loadedImage(for row: RowID, from url: URL?) -> UIImage? {\n"),
            .lineStart("        "),
            .text("guard let request, request.row == row, request.url == url else { return nil }\n"),
            .lineStart("        "),
            .text("return image\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Loads `url` for `row` through `loader`, and calls `show` with the image if it arrives while the\n"),
            .lineStart("    "),
            .text("/// slot still stands for `row` and `url`. The same row and URL again does nothing (the load runs\n"),
            .lineStart("    "),
            .text("/// or ran); another row or URL cancels the previous load first. A nil URL or loader loads nothing;\n"),
            .lineStart("    "),
            .text("/// a failed load shows nothing (the placeholder stays) and is tried again on the next call.\n"),
            .lineStart("    "),
            .text("func load(\n"),
            .lineStart("        "),
            .text("_ url: URL?, for row: RowID, with loader: (any ListImageLoader)?,\n"),
            .lineStart("        "),
            .text("show: @escaping @MainActor @Sendable (UIImage) -> Void\n"),
            .lineStart("    "),
            .text(") {\n"),
            .lineStart("        "),
            .text("if let request, request.row == row, request.url == url { return }\n"),
            .lineStart("        "),
            .text("cancel()\n"),
            .lineStart("        "),
            .text("guard let url, let loader else { return }\n"),
            .lineStart("        "),
            .text("request = (row, url)\n"),
            .lineStart("        "),
            .text("let load = loader.loadImage(from: url) { [weak self] image in\n"),
            .lineStart("            "),
            .text("guard let self, let request = self.request, request.row == row, request.url == url else { return }\n"),
            .lineStart("            "),
            .text("self.loading = nil\n"),
            .lineStart("            "),
            .text("guard let image else {\n"),
            .lineStart("                "),
            .text("self.request = nil\n"),
            .lineStart("                "),
            .text("return\n"),
            .lineStart("            "),
            .text("}\n"),
            .lineStart("            "),
            .text("self.image = image\n"),
            .lineStart("            "),
            .text("show(image)\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("// A loader may complete at once (from its cache): then there is nothing left to cancel.\n"),
            .lineStart("        "),
            .text("if let request, request.row == row, request.url == url, image == nil { loading = load }\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// ``load(_:for:with:show:)`` into `imageView`, which shows the image already loaded for `row` and\n"),
            .lineStart("    "),
            .text("/// `url`, else `placeholder`, at once.\n"),
            .lineStart("    "),
            .text("func load(\n"),
            .lineStart("        "),
            .text("_ url: URL?, for row: RowID, with loader: (any ListImageLoader)?, into imageView: UIImageView,\n"),
            .lineStart("        "),
            .text("placeholder: UIImage?\n"),
            .lineStart("    "),
            .text(") {\n"),
            .lineStart("        "),
            .text("imageView.image = loadedImage(for: row, from: url) ?? placeholder\n"),
            .lineStart("        "),
            .text("load(url, for: row, with: loader) { [weak imageView] image in imageView?.image = image }\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Cancels the load in flight and forgets the row: a result still arriving is dropped. Call it from\n"),
            .lineStart("    "),
            .text("/// `prepareForReuse()`.\n"),
            .lineStart("    "),
            .text("func cancel() {\n"),
            .lineStart("        "),
            .text("loading?.cancel()\n"),
            .lineStart("        "),
            .text("loading = nil\n"),
            .lineStart("        "),
            .text("request = nil\n"),
            .lineStart("        "),
            .text("image = nil\n"),
            .lineStart("    "),
            .text("}\n"),
            .lineStart(""),
            .text("}\n\n"),
            .lineStart(""),
            .text("/// The images of one row, for your own content view (`content: { view:, loadsImages: true }`): the cell\n"),
            .lineStart(""),
            .text("/// hands one to `loadImages(for:with:)` after `show(_:)`, with the screen's loader. Its\n"),
            .lineStart(""),
            .text("/// ``load(_:into:placeholder:)`` is the row check your view would otherwise write: an image is shown only\n"),
            .lineStart(""),
            .text("/// while the cell still shows this row, so a slow response after reuse, a delete, a move or a URL update\n"),
            .lineStart(""),
            .text("/// lands nowhere. Public, so that a public screen's content protocol can take one.\n"),
            .lineStart(""),
            .text("@MainActor\n"),
            .lineStart(""),
            .variable(MustacheName(["publicAccess"], MustacheLocation(path_ListRowStore_images_mustache, 107, 1)), escaped: true),
            .text("struct ListRowImages<RowID: Hashable & Sendable> {\n"),
            .lineStart("    "),
            .text("/// The row whose images these are.\n"),
            .lineStart("    "),
            .variable(MustacheName(["publicAccess"], MustacheLocation(path_ListRowStore_images_mustache, 109, 5)), escaped: true),
            .text("let rowID: RowID\n"),
            .lineStart("    "),
            .text("private let loader: any ListImageLoader\n"),
            .lineStart("    "),
            .text("/// The cell's slots; they stand for `rowID` until the cell is reused.\n"),
            .lineStart("    "),
            .text("private let slots: ListImageSlots<RowID>\n\n"),
            .lineStart("    "),
            .text("init(rowID: RowID, loader: any ListImageLoader, slots: ListImageSlots<RowID>) {\n"),
            .lineStart("        "),
            .text("self.rowID = rowID\n"),
            .lineStart("        "),
            .text("self.loader = loader\n"),
            .lineStart("        "),
            .text("self.slots = slots\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Shows `placeholder` in `imageView` at once (or the image already loaded for this row and URL), then\n"),
            .lineStart("    "),
            .text("/// the image loaded from `url`, if it arrives while the cell still shows this row and this URL. A nil\n"),
            .lineStart("    "),
            .text("/// URL loads nothing; a failed load keeps the placeholder. Kept past the cell's reuse, it loads nothing.\n"),
            .lineStart("    "),
            .variable(MustacheName(["publicAccess"], MustacheLocation(path_ListRowStore_images_mustache, 123, 5)), escaped: true),
            .text("func load(_ url: URL?, into imageView: UIImageView, placeholder: UIImage?) {\n"),
            .lineStart("        "),
            .text("guard slots.rowID == rowID else { return }\n"),
            .lineStart("        "),
            .text("slots.slot(for: imageView).load(url, for: rowID, with: loader, into: imageView, placeholder: placeholder)\n"),
            .lineStart("    "),
            .text("}\n"),
            .lineStart(""),
            .text("}\n\n"),
            .lineStart(""),
            .text("/// The image loads of a cell whose content view loads images: one ``ListImageSlot`` per image view, all\n"),
            .lineStart(""),
            .text("/// for the row the cell shows.\n"),
            .lineStart(""),
            .text("@MainActor\n"),
            .lineStart(""),
            .text("final class ListImageSlots<RowID: Hashable & Sendable> {\n"),
            .lineStart("    "),
            .text("/// Each image view's slot, by the view's identity (the views live as long as the cell).\n"),
            .lineStart("    "),
            .text("private var slots: [ObjectIdentifier: ListImageSlot<RowID>] = [:]\n"),
            .lineStart("    "),
            .text("/// The row the cell shows; nil after `cancel()`.\n"),
            .lineStart("    "),
            .text("private(set) var rowID: RowID?\n\n"),
            .lineStart("    "),
            .text("init() {}\n\n"),
            .lineStart("    "),
            .text("/// The images of `rowID`, loaded through `loader`: what the cell hands its content view.\n"),
            .lineStart("    "),
            .text("func images(for rowID: RowID, with loader: any ListImageLoader) -> ListRowImages<RowID> {\n"),
            .lineStart("        "),
            .text("self.rowID = rowID\n"),
            .lineStart("        "),
            .text("return ListRowImages(rowID: rowID, loader: loader, slots: self)\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// `imageView`'s slot, made on first use.\n"),
            .lineStart("    "),
            .text("func slot(for imageView: UIImageView) -> ListImageSlot<RowID> {\n"),
            .lineStart("        "),
            .text("if let slot = slots[ObjectIdentifier(imageView)] { return slot }\n"),
            .lineStart("        "),
            .text("let slot = ListImageSlot<RowID>()\n"),
            .lineStart("        "),
            .text("slots[ObjectIdentifier(imageView)] = slot\n"),
            .lineStart("        "),
            .text("return slot\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Cancels every load and forgets the row: results still arriving are dropped, and a ``ListRowImages``\n"),
            .lineStart("    "),
            .text("/// kept from before loads nothing. Call it from `prepareForReuse()`.\n"),
            .lineStart("    "),
            .text("func cancel() {\n"),
            .lineStart("        "),
            .text("for slot in slots.values { slot.cancel() }\n"),
            .lineStart("        "),
            .text("rowID = nil\n"),
            .lineStart("    "),
            .text("}\n"),
            .lineStart(""),
            .text("}\n"),
        ])

    private static let parsed_ListRowStore_search_mustache = MustacheTemplate(
        name: path_ListRowStore_search_mustache, source: sources["ListRowStore-search.mustache"]!,
        nodes: [
            .text("\n"),
            .lineStart(""),
            .text("// MARK: - Search\n\n"),
            .lineStart(""),
            .text("/// What a person searches for in a screen's search bar (`search:` in the spec): the text typed and the\n"),
            .lineStart(""),
            .text("/// scope button selected. Public, so that a public screen's `searchPredicate` can take one (the file\n"),
            .lineStart(""),
            .text("/// serves every screen of the module).\n"),
            .lineStart(""),
            .variable(MustacheName(["publicAccess"], MustacheLocation(path_ListRowStore_search_mustache, 8, 1)), escaped: true),
            .text("struct ListSearchQuery: Sendable, Hashable {\n"),
            .lineStart("    "),
            .text("/// The text typed, as typed (possibly empty: every row matches it).\n"),
            .lineStart("    "),
            .variable(MustacheName(["publicAccess"], MustacheLocation(path_ListRowStore_search_mustache, 10, 5)), escaped: true),
            .text("var text: String\n"),
            .lineStart("    "),
            .text("/// The selected scope button's index, 0 for the first (and for a search bar without scopes).\n"),
            .lineStart("    "),
            .variable(MustacheName(["publicAccess"], MustacheLocation(path_ListRowStore_search_mustache, 12, 5)), escaped: true),
            .text("var scopeIndex: Int\n\n"),
            .lineStart("    "),
            .variable(MustacheName(["publicAccess"], MustacheLocation(path_ListRowStore_search_mustache, 14, 5)), escaped: true),
            .text("init(text: String, scopeIndex: Int = 0) {\n"),
            .lineStart("        "),
            .text("self.text = text\n"),
            .lineStart("        "),
            .text("self.scopeIndex = scopeIndex\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Whether `value` contains the text, ignoring case and diacritics (`\"Zoe\"` finds `\"Zo\u{eb}\"`); an empty\n"),
            .lineStart("    "),
            .text("/// text matches every value, a nil value none but the empty text. The rule of the spec's `search.fields`.\n"),
            .lineStart("    "),
            .variable(MustacheName(["publicAccess"], MustacheLocation(path_ListRowStore_search_mustache, 21, 5)), escaped: true),
            .text("func matches(_ value: String?) -> Bool {\n"),
            .lineStart("        "),
            .text("let text = text.trimmingCharacters(in: .whitespacesAndNewlines)\n"),
            .lineStart("        "),
            .text("guard !text.isEmpty else { return true }\n"),
            .lineStart("        "),
            .text("guard let value else { return false }\n"),
            .lineStart("        "),
            .text("return value.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil\n"),
            .lineStart("    "),
            .text("}\n"),
            .lineStart(""),
            .text("}\n\n"),
            .lineStart(""),
            .text("/// The search a ``ListRowStore`` shows: its query, and which rows it finds. The store keeps every row;\n"),
            .lineStart(""),
            .text("/// this only says which ones the list shows, so a change made during a search reaches the results.\n"),
            .lineStart(""),
            .text("@MainActor\n"),
            .lineStart(""),
            .text("struct ListRowSearch<Row: Identifiable> {\n"),
            .lineStart("    "),
            .text("/// The search shown now; nil while no search is active (every row shows).\n"),
            .lineStart("    "),
            .text("var query: ListSearchQuery?\n"),
            .lineStart("    "),
            .text("/// The rows the app found itself (a server search), or nil: `predicate` decides.\n"),
            .lineStart("    "),
            .text("var resultIDs: Set<Row.ID>?\n"),
            .lineStart("    "),
            .text("/// Whether a row matches a query: the screen's rule from its spec, unless the app set its own.\n"),
            .lineStart("    "),
            .text("var predicate: @MainActor (Row, ListSearchQuery) -> Bool = { _, _ in true }\n\n"),
            .lineStart("    "),
            .text("/// Whether a search is active.\n"),
            .lineStart("    "),
            .text("var isActive: Bool { query != nil }\n\n"),
            .lineStart("    "),
            .text("/// The rows of `sections` the list shows: all of them without a search; during one, the rows the\n"),
            .lineStart("    "),
            .text("/// app's results name, else the rows `predicate` matches, each section in its own order.\n"),
            .lineStart("    "),
            .text("func shown(_ sections: [[Row]]) -> [[Row]] {\n"),
            .lineStart("        "),
            .text("guard let query else { return sections }\n"),
            .lineStart("        "),
            .text("if let resultIDs { return sections.map { $0.filter { resultIDs.contains($0.id) } } }\n"),
            .lineStart("        "),
            .text("return sections.map { $0.filter { predicate($0, query) } }\n"),
            .lineStart("    "),
            .text("}\n"),
            .lineStart(""),
            .text("}\n\n"),
            .lineStart(""),
            .text("extension ListRowStore {\n"),
            .lineStart("    "),
            .text("/// The search shown now, or nil when no search is active.\n"),
            .lineStart("    "),
            .text("var searchQuery: ListSearchQuery? { activeSearch.query }\n\n"),
            .lineStart("    "),
            .text("/// Whether the screen shows its no-results state: a search is active and finds none of the rows (a\n"),
            .lineStart("    "),
            .text("/// list with no rows at all shows its empty state instead). The one rule for every variant.\n"),
            .lineStart("    "),
            .text("var showsNoResults: Bool {\n"),
            .lineStart("        "),
            .text("activeSearch.isActive && !isEmpty && !activeSearch.shown(sections).contains { !$0.isEmpty }\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Whether a row matches a query. Setting it runs the active search again.\n"),
            .lineStart("    "),
            .text("var searchPredicate: @MainActor (Row, ListSearchQuery) -> Bool {\n"),
            .lineStart("        "),
            .text("get { activeSearch.predicate }\n"),
            .lineStart("        "),
            .text("set {\n"),
            .lineStart("            "),
            .text("activeSearch.predicate = newValue\n"),
            .lineStart("            "),
            .text("if activeSearch.isActive { change(.reload) {} }\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Shows the rows `query` finds, or every row when `query` is nil (the search ended: results the app\n"),
            .lineStart("    "),
            .text("/// handed back are dropped). The rows stay as they are: only what the list shows changes.\n"),
            .lineStart("    "),
            .text("func search(_ query: ListSearchQuery?) {\n"),
            .lineStart("        "),
            .text("guard query != activeSearch.query else { return }\n"),
            .lineStart("        "),
            .text("change(.reload) {\n"),
            .lineStart("            "),
            .text("activeSearch.query = query\n"),
            .lineStart("            "),
            .text("if query == nil { activeSearch.resultIDs = nil }\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Shows, while a search is active, the rows with these IDs (the app ran the search itself, e.g. on\n"),
            .lineStart("    "),
            .text("/// a server), in the list's order, until the search ends or new results come; nil lets the predicate\n"),
            .lineStart("    "),
            .text("/// decide again. Results for a search that already ended are dropped.\n"),
            .lineStart("    "),
            .text("func showSearchResults(withIDs ids: [Row.ID]?) {\n"),
            .lineStart("        "),
            .text("guard activeSearch.isActive else { return }\n"),
            .lineStart("        "),
            .text("change(.reload) { activeSearch.resultIDs = ids.map(Set.init) }\n"),
            .lineStart("    "),
            .text("}\n"),
            .lineStart(""),
            .text("}\n"),
        ])

    private static let parsed_ListRowStore_selection_mustache = MustacheTemplate(
        name: path_ListRowStore_selection_mustache, source: sources["ListRowStore-selection.mustache"]!,
        nodes: [
            .text("\n"),
            .lineStart(""),
            .text("// MARK: - Selection\n\n"),
            .lineStart(""),
            .text("/// The selected row of a list that keeps it (`selection: { persistent: true }`): kept by the row's\n"),
            .lineStart(""),
            .text("/// stable ID, never by index path, so that it names the same row whatever changes around it.\n"),
            .lineStart(""),
            .text("struct ListRowSelection<ID: Hashable & Sendable> {\n"),
            .lineStart("    "),
            .text("/// Whether the store keeps the selection; false leaves the list's selection to the controller.\n"),
            .lineStart("    "),
            .text("var isPersistent = false\n"),
            .lineStart("    "),
            .text("/// The selected row's ID; nil when no row is selected.\n"),
            .lineStart("    "),
            .text("var rowID: ID?\n"),
            .lineStart("    "),
            .text("/// Gets the new selected ID when it changes (nil: none, e.g. the selected row was deleted).\n"),
            .lineStart("    "),
            .text("var onChange: (ID?) -> Void = { _ in }\n"),
            .lineStart(""),
            .text("}\n\n"),
            .lineStart(""),
            .text("/// The rows selected in edit mode for batch actions (`editing.multiSelect`): kept by their stable IDs,\n"),
            .lineStart(""),
            .text("/// never by index path, apart from the persistent selection (which edit mode leaves as it is).\n"),
            .lineStart(""),
            .text("struct ListRowBatchSelection<ID: Hashable & Sendable> {\n"),
            .lineStart("    "),
            .text("/// Whether the list has batch actions: in edit mode the store shows these rows selected.\n"),
            .lineStart("    "),
            .text("var isEnabled = false\n"),
            .lineStart("    "),
            .text("/// The selected rows' IDs, in the order they were selected.\n"),
            .lineStart("    "),
            .text("var rowIDs: [ID] = []\n"),
            .lineStart("    "),
            .text("/// Called when a row joins or leaves the batch selection (a tap, a deletion, edit mode ending), and\n"),
            .lineStart("    "),
            .text("/// after every change of the rows while rows are selected (an update can change what they offer).\n"),
            .lineStart("    "),
            .text("var onChange: () -> Void = {}\n"),
            .lineStart(""),
            .text("}\n\n"),
            .lineStart(""),
            .text("extension ListRowStore {\n"),
            .lineStart("    "),
            .text("/// The ID of the selected row, nil when none (persistent selection only).\n"),
            .lineStart("    "),
            .text("var selectedRowID: Row.ID? { selection.rowID }\n\n"),
            .lineStart("    "),
            .text("/// Makes the row with `id` the selected row (nil: none) and shows it selected, without animation\n"),
            .lineStart("    "),
            .text("/// and without telling the list's delegate (its `select` does not fire). An ID that is not in the\n"),
            .lineStart("    "),
            .text("/// list selects nothing. `onChange` of the selection is called when the selected ID changes.\n"),
            .lineStart("    "),
            .text("func selectRow(withID id: Row.ID?) {\n"),
            .lineStart("        "),
            .text("let id = id.flatMap { row(withID: $0) == nil ? nil : $0 }\n"),
            .lineStart("        "),
            .text("let changed = selection.rowID != id\n"),
            .lineStart("        "),
            .text("selection.rowID = id\n"),
            .lineStart("        "),
            .text("showSelection()\n"),
            .lineStart("        "),
            .text("if changed { selection.onChange(id) }\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// The rows selected in edit mode (`editing.multiSelect`), looked up by ID now, in list order.\n"),
            .lineStart("    "),
            .text("var batchSelectedRows: [Row] {\n"),
            .lineStart("        "),
            .text("let ids = Set(batchSelection.rowIDs)\n"),
            .lineStart("        "),
            .text("return sections.joined().filter { ids.contains($0.id) }\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// A person selected the row at `indexPath` in edit mode: it joins the batch selection, by ID.\n"),
            .lineStart("    "),
            .text("func batchSelectRow(at indexPath: IndexPath) {\n"),
            .lineStart("        "),
            .text("guard let id = row(at: indexPath)?.id, !batchSelection.rowIDs.contains(id) else { return }\n"),
            .lineStart("        "),
            .text("batchSelection.rowIDs.append(id)\n"),
            .lineStart("        "),
            .text("batchSelection.onChange()\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// A person deselected the row at `indexPath` in edit mode: it leaves the batch selection.\n"),
            .lineStart("    "),
            .text("func batchDeselectRow(at indexPath: IndexPath) {\n"),
            .lineStart("        "),
            .text("guard let id = row(at: indexPath)?.id, batchSelection.rowIDs.contains(id) else { return }\n"),
            .lineStart("        "),
            .text("batchSelection.rowIDs.removeAll { $0 == id }\n"),
            .lineStart("        "),
            .text("batchSelection.onChange()\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Edit mode began or ended (the list's own flag is already set): the batch selection starts empty,\n"),
            .lineStart("    "),
            .text("/// or is emptied, and the list shows what its mode shows. Out of edit mode a list without persistent\n"),
            .lineStart("    "),
            .text("/// selection shows no row selected.\n"),
            .lineStart("    "),
            .text("func editingChanged() {\n"),
            .lineStart("        "),
            .text("guard batchSelection.isEnabled else { return }\n"),
            .lineStart("        "),
            .text("let hadRows = !batchSelection.rowIDs.isEmpty\n"),
            .lineStart("        "),
            .text("batchSelection.rowIDs = []\n"),
            .lineStart("        "),
            .text("if selection.isPersistent || isEditingList {\n"),
            .lineStart("            "),
            .text("showSelection()\n"),
            .lineStart("        "),
            .text("} else {\n"),
            .lineStart("            "),
            .text("show(selected: [])\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("if hadRows { batchSelection.onChange() }\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Shows the selection where its rows are now; called after every change of the rows and when the\n"),
            .lineStart("    "),
            .text("/// screen appears. In edit mode with batch actions: the batch selection, and no other row; otherwise\n"),
            .lineStart("    "),
            .text("/// the persistent selected row, and no other (a list without either is left alone). A deleted row\n"),
            .lineStart("    "),
            .text("/// leaves both (`onChange` is called; the batch selection's also whenever it holds rows, since an\n"),
            .lineStart("    "),
            .text("/// update can change what they offer). A row a search hides stays selected, shown selected again\n"),
            .lineStart("    "),
            .text("/// when the search ends.\n"),
            .lineStart("    "),
            .text("func showSelection() {\n"),
            .lineStart("        "),
            .text("if let id = selection.rowID, row(withID: id) == nil {\n"),
            .lineStart("            "),
            .text("selection.rowID = nil\n"),
            .lineStart("            "),
            .text("selection.onChange(nil)\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("if !batchSelection.rowIDs.isEmpty {\n"),
            .lineStart("            "),
            .text("batchSelection.rowIDs.removeAll { row(withID: $0) == nil }\n"),
            .lineStart("            "),
            .text("// Also when every row is still there: an update may have changed what the batch actions offer.\n"),
            .lineStart("            "),
            .text("batchSelection.onChange()\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("let targets: [IndexPath]\n"),
            .lineStart("        "),
            .text("if isEditingList {\n"),
            .lineStart("            "),
            .text("guard batchSelection.isEnabled else { return }\n"),
            .lineStart("            "),
            .text("targets = batchSelection.rowIDs.compactMap(indexPath(forRowID:))\n"),
            .lineStart("        "),
            .text("} else {\n"),
            .lineStart("            "),
            .text("guard selection.isPersistent else { return }\n"),
            .lineStart("            "),
            .text("targets = selection.rowID.flatMap(indexPath(forRowID:)).map { [$0] } ?? []\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("show(selected: targets)\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Makes `indexPaths` the list's only selected rows, without animation; nothing before the view\n"),
            .lineStart("    "),
            .text("/// loads. The one place that picks the table's or the collection view's way.\n"),
            .lineStart("    "),
            .text("private func show(selected indexPaths: [IndexPath]) {\n"),
            .lineStart("        "),
            .text("switch selectionView {\n"),
            .lineStart("        "),
            .text("case nil: break\n"),
            .lineStart("        "),
            .text("case .table(let table)?: Self.select(indexPaths, in: table)\n"),
            .lineStart("        "),
            .text("case .collection(let collection)?: Self.select(indexPaths, in: collection)\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// The list the store shows its selection in, nil before the view loads.\n"),
            .lineStart("    "),
            .text("private var selectionView: ListView? {\n"),
            .lineStart("        "),
            .text("switch display {\n"),
            .lineStart("        "),
            .text("case .none: nil\n"),
            .lineStart("        "),
            .text("case .diffableList(let list, _): list\n"),
            .lineStart("        "),
            .text("case .table(let table): .table(table)\n"),
            .lineStart("        "),
            .text("case .collection(let collection): .collection(collection)\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Whether the list is in edit mode now.\n"),
            .lineStart("    "),
            .text("private var isEditingList: Bool {\n"),
            .lineStart("        "),
            .text("switch selectionView {\n"),
            .lineStart("        "),
            .text("case nil: false\n"),
            .lineStart("        "),
            .text("case .table(let table)?: table.isEditing\n"),
            .lineStart("        "),
            .text("case .collection(let collection)?: collection.isEditing\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Makes `indexPaths` the table's only selected rows, without animation.\n"),
            .lineStart("    "),
            .text("private static func select(_ indexPaths: [IndexPath], in table: UITableView) {\n"),
            .lineStart("        "),
            .text("let selected = table.indexPathsForSelectedRows ?? []\n"),
            .lineStart("        "),
            .text("for other in selected where !indexPaths.contains(other) { table.deselectRow(at: other, animated: false) }\n"),
            .lineStart("        "),
            .text("for indexPath in indexPaths where !selected.contains(indexPath) {\n"),
            .lineStart("            "),
            .text("table.selectRow(at: indexPath, animated: false, scrollPosition: .none)\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Makes `indexPaths` the collection view's only selected items, without animation. A pending reload\n"),
            .lineStart("    "),
            .text("/// is done first, so that it cannot drop the selection made after it.\n"),
            .lineStart("    "),
            .text("private static func select(_ indexPaths: [IndexPath], in collection: UICollectionView) {\n"),
            .lineStart("        "),
            .text("collection.layoutIfNeeded()\n"),
            .lineStart("        "),
            .text("let selected = collection.indexPathsForSelectedItems ?? []\n"),
            .lineStart("        "),
            .text("for other in selected where !indexPaths.contains(other) { collection.deselectItem(at: other, animated: false) }\n"),
            .lineStart("        "),
            .text("for indexPath in indexPaths where !selected.contains(indexPath) {\n"),
            .lineStart("            "),
            .text("collection.selectItem(at: indexPath, animated: false, scrollPosition: [])\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n"),
            .lineStart(""),
            .text("}\n"),
        ])

    private static let parsed_ListRowStore_swift_mustache = MustacheTemplate(
        name: path_ListRowStore_swift_mustache, source: sources["ListRowStore.swift.mustache"]!,
        nodes: [
            .lineStart(""),
            .text("/// The rows of a generated list screen, by section, keyed by stable ID: the half of every generated\n"),
            .lineStart(""),
            .text("/// controller that does not depend on its spec. Written once per module (listgen writes this file once\n"),
            .lineStart(""),
            .text("/// per output folder; the build plugin once per target), used by every generated screen in it.\n"),
            .lineStart(""),
            .text("///\n"),
            .lineStart(""),
            .text("/// One rule set for every variant (table or collection, diffable or classic):\n"),
            .lineStart(""),
            .text("/// - Row IDs are unique within the list. A row whose ID is already in the list (or earlier in the same\n"),
            .lineStart(""),
            .text("///   call) is dropped and reported to `onDuplicateRows`; the first one stays.\n"),
            .lineStart(""),
            .text("/// - An index past the end of a section appends to that section (`insert` and `moveRow` alike). An\n"),
            .lineStart(""),
            .text("///   index path that names no place (its section does not exist, or its row is negative) changes\n"),
            .lineStart(""),
            .text("///   nothing and finds no row, in debug and release builds alike.\n"),
            .lineStart(""),
            .text("/// - Changes are animated only while the list is in a window; otherwise the list reloads (classic) or\n"),
            .lineStart(""),
            .text("///   applies without animation (diffable).\n"),
            .lineStart(""),
            .text("/// - During a search (`// MARK: - Search`) the list shows the rows it finds, and the changes go on on\n"),
            .lineStart(""),
            .text("///   every row. Index paths that name a row the list shows (`row(at:)`, `indexPath(forRowID:)`,\n"),
            .lineStart(""),
            .text("///   `deleteRow(at:)`, taps) are where the list shows it; index paths that say where a row goes\n"),
            .lineStart(""),
            .text("///   (`insert(_:at:)`, `moveRow(at:to:)`) and `rows(in:)` are in the full list. A section keeps its\n"),
            .lineStart(""),
            .text("///   place during a search, with the rows it finds (possibly none).\n"),
            .lineStart(""),
            .text("/// - A collapsed section (`// MARK: - Collapsed sections`) keeps its place and its rows, and the list\n"),
            .lineStart(""),
            .text("///   shows none of them: index paths that name a row the list shows skip it, as during a search, and\n"),
            .lineStart(""),
            .text("///   a change of its rows is stored and shows when it expands.\n"),
            .lineStart(""),
            .text("///\n"),
            .lineStart(""),
            .text("/// Sections are fixed or come from the rows (``Sections``). Fixed: every section is always there, with\n"),
            .lineStart(""),
            .text("/// rows or not, in the order given (`init()` takes a section enum's `allCases`). From the rows: a row's\n"),
            .lineStart(""),
            .text("/// section is always its own value (`sectionOf`, the one source of truth); a section is there while it\n"),
            .lineStart(""),
            .text("/// has rows, created by the first row with its value and removed with its last one, in the same update\n"),
            .lineStart(""),
            .text("/// of the list (classic: `insertSections`/`deleteSections` in the batch of the row change; diffable:\n"),
            .lineStart(""),
            .text("/// the snapshot, whose section identifiers are the values, so rows move between sections); `setRows`\n"),
            .lineStart(""),
            .text("/// and `append` group rows by it, `insert` puts a row in its own section, an `update` that changes a\n"),
            .lineStart(""),
            .text("/// row's value moves it to the end of its new section, and a move (`moveRow`, or a person's drag in\n"),
            .lineStart(""),
            .text("/// edit mode) stays within the row's section: a drag into another section is put back.\n"),
            .lineStart(""),
            .text("@MainActor\n"),
            .lineStart(""),
            .text("final class ListRowStore<Section, Row>\n"),
            .lineStart(""),
            .text("where Section: Hashable & Sendable, Row: Identifiable & Equatable, Row.ID: Sendable {\n"),
            .lineStart("    "),
            .text("/// Where the sections come from.\n"),
            .lineStart("    "),
            .text("enum Sections {\n"),
            .lineStart("        "),
            .text("/// These sections, in this order, each always there (empty or not).\n"),
            .lineStart("        "),
            .text("case fixed([Section])\n"),
            .lineStart("        "),
            .text("/// The rows: a row is in the section `sectionOf` gives it. Sections are in the order their first\n"),
            .lineStart("        "),
            .text("/// row came (`areInIncreasingOrder` nil), or sorted by it.\n"),
            .lineStart("        "),
            .text("case fromRows(sectionOf: (Row) -> Section, areInIncreasingOrder: ((Section, Section) -> Bool)?)\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// The list a store shows its rows and selection in.\n"),
            .lineStart("    "),
            .text("enum ListView {\n"),
            .lineStart("        "),
            .text("case table(UITableView)\n"),
            .lineStart("        "),
            .text("case collection(UICollectionView)\n\n"),
            .lineStart("        "),
            .text("/// The list as a view.\n"),
            .lineStart("        "),
            .text("var view: UIView {\n"),
            .lineStart("            "),
            .text("switch self {\n"),
            .lineStart("            "),
            .text("case .table(let table): table\n"),
            .lineStart("            "),
            .text("case .collection(let collection): collection\n"),
            .lineStart("            "),
            .text("}\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// How the list shows a change of the rows.\n"),
            .lineStart("    "),
            .text("enum Display {\n"),
            .lineStart("        "),
            .text("/// Not connected yet (the view has not loaded): changes are only stored.\n"),
            .lineStart("        "),
            .text("case none\n"),
            .lineStart("        "),
            .text("/// A diffable data source over the IDs of `snapshot`: `apply` shows a snapshot, animated or not.\n"),
            .lineStart("        "),
            .text("case diffableList(ListView, apply: (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void)\n"),
            .lineStart("        "),
            .text("/// A classic table data source over `rows(in:)`.\n"),
            .lineStart("        "),
            .text("case table(UITableView)\n"),
            .lineStart("        "),
            .text("/// A classic collection data source over `rows(in:)`.\n"),
            .lineStart("        "),
            .text("case collection(UICollectionView)\n\n"),
            .lineStart("        "),
            .text("/// A diffable table data source over the IDs of `snapshot`.\n"),
            .lineStart("        "),
            .text("static func diffable(\n"),
            .lineStart("            "),
            .text("_ table: UITableView, apply: @escaping (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void\n"),
            .lineStart("        "),
            .text(") -> Display {\n"),
            .lineStart("            "),
            .text(".diffableList(.table(table), apply: apply)\n"),
            .lineStart("        "),
            .text("}\n\n"),
            .lineStart("        "),
            .text("/// A diffable collection data source over the IDs of `snapshot`.\n"),
            .lineStart("        "),
            .text("static func diffable(\n"),
            .lineStart("            "),
            .text("_ collection: UICollectionView,\n"),
            .lineStart("            "),
            .text("apply: @escaping (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void\n"),
            .lineStart("        "),
            .text(") -> Display {\n"),
            .lineStart("            "),
            .text(".diffableList(.collection(collection), apply: apply)\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// How a classic list animates a change (a diffable list diffs the snapshots instead).\n"),
            .lineStart("    "),
            .text("private enum ClassicChange {\n"),
            .lineStart("        "),
            .text("case reload\n"),
            .lineStart("        "),
            .text("case insert([IndexPath])\n"),
            .lineStart("        "),
            .text("case delete([IndexPath])\n"),
            .lineStart("        "),
            .text("case move(IndexPath, IndexPath)\n"),
            .lineStart("        "),
            .text("case reconfigure([IndexPath])\n"),
            .lineStart("        "),
            .text("/// Sections from the rows: emptied sections deleted (with their rows), then rows deleted from the\n"),
            .lineStart("        "),
            .text("/// sections that stay (old index paths), new sections inserted (with their rows) and rows\n"),
            .lineStart("        "),
            .text("/// inserted into the sections that stay (new index paths), in one batch.\n"),
            .lineStart("        "),
            .text("case regroup(\n"),
            .lineStart("            "),
            .text("deletedSections: IndexSet, deletedRows: [IndexPath], insertedSections: IndexSet, insertedRows: [IndexPath])\n\n"),
            .lineStart("        "),
            .text("var isReload: Bool {\n"),
            .lineStart("            "),
            .text("if case .reload = self { return true }\n"),
            .lineStart("            "),
            .text("return false\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Where the sections come from.\n"),
            .lineStart("    "),
            .text("private let source: Sections\n"),
            .lineStart("    "),
            .text("/// The sections there now, in display order; `sections` holds their rows.\n"),
            .lineStart("    "),
            .text("private(set) var sectionIdentifiers: [Section]\n"),
            .lineStart("    "),
            .text("/// The rows of each section of `sectionIdentifiers`.\n"),
            .lineStart("    "),
            .text("private var sections: [[Row]]\n"),
            .lineStart("    "),
            .text("/// The rows the list shows, by section of `sectionIdentifiers`: `sections`, or during a search the\n"),
            .lineStart("    "),
            .text("/// rows it finds. Recomputed by every change; what the list reads (counts, rows at index paths,\n"),
            .lineStart("    "),
            .text("/// snapshots) comes from here.\n"),
            .lineStart("    "),
            .text("private var shown: [[Row]]\n"),
            .lineStart("    "),
            .text("/// The search shown now, if any (`// MARK: - Search`).\n"),
            .lineStart("    "),
            .text("private var activeSearch = ListRowSearch<Row>()\n"),
            .lineStart("    "),
            .text("/// The sections whose rows the list hides now (`// MARK: - Collapsed sections`).\n"),
            .lineStart("    "),
            .text("private var collapsedSections: Set<Section> = []\n"),
            .lineStart("    "),
            .text("/// Every row, by ID (the diffable cell provider looks rows up here).\n"),
            .lineStart("    "),
            .text("private var rowsByID: [Row.ID: Row] = [:]\n"),
            .lineStart("    "),
            .text("/// How changes reach the list; set when the view loads.\n"),
            .lineStart("    "),
            .text("var display: Display = .none\n"),
            .lineStart("    "),
            .text("/// Gets the rows dropped because their ID was already in the list.\n"),
            .lineStart("    "),
            .text("var onDuplicateRows: ([Row]) -> Void = { _ in }\n"),
            .lineStart("    "),
            .text("/// Called after every change of the rows (the empty state follows it).\n"),
            .lineStart("    "),
            .text("var onChange: () -> Void = {}\n"),
            .lineStart("    "),
            .text("/// The selected row, by ID, when the list keeps it (`// MARK: - Selection`).\n"),
            .lineStart("    "),
            .text("var selection = ListRowSelection<Row.ID>()\n"),
            .lineStart("    "),
            .text("/// The rows selected in edit mode for batch actions, by ID (`// MARK: - Selection`).\n"),
            .lineStart("    "),
            .text("var batchSelection = ListRowBatchSelection<Row.ID>()\n"),
            .lineStart("    "),
            .text("/// Whether a section shows its header and footer with a number of rows (the screen's\n"),
            .lineStart("    "),
            .text("/// `showsHeaderAndFooter(withRowCount:)` of its section enum); nil when the screen has no section\n"),
            .lineStart("    "),
            .text("/// texts. A change that makes a section's header and footer appear or go reloads that section: a\n"),
            .lineStart("    "),
            .text("/// list reads a section's titles when it loads the section, not when one of its rows changes.\n"),
            .lineStart("    "),
            .text("var showsHeaderAndFooter: ((Section, Int) -> Bool)?\n\n"),
            .lineStart("    "),
            .text("init(sections source: Sections) {\n"),
            .lineStart("        "),
            .text("self.source = source\n"),
            .lineStart("        "),
            .text("if case .fixed(let fixed) = source { sectionIdentifiers = fixed } else { sectionIdentifiers = [] }\n"),
            .lineStart("        "),
            .text("sections = sectionIdentifiers.map { _ in [] }\n"),
            .lineStart("        "),
            .text("shown = sections\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// The section `row` belongs to when sections come from the rows; nil for fixed sections.\n"),
            .lineStart("    "),
            .text("private func sectionOf(_ row: Row) -> Section? {\n"),
            .lineStart("        "),
            .text("if case .fromRows(let sectionOf, _) = source { return sectionOf(row) }\n"),
            .lineStart("        "),
            .text("return nil\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Whether sections come from the rows.\n"),
            .lineStart("    "),
            .text("private var sectionsComeFromRows: Bool {\n"),
            .lineStart("        "),
            .text("if case .fromRows = source { return true }\n"),
            .lineStart("        "),
            .text("return false\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("// MARK: Reading\n\n"),
            .lineStart("    "),
            .text("/// Whether the list has no rows.\n"),
            .lineStart("    "),
            .text("var isEmpty: Bool { !sections.contains { !$0.isEmpty } }\n\n"),
            .lineStart("    "),
            .text("/// Whether `setRows` was called yet: until then the rows have not arrived, however few there are.\n"),
            .lineStart("    "),
            .text("private(set) var rowsWereSet = false\n\n"),
            .lineStart("    "),
            .text("/// Whether the screen shows its empty state: the list has no rows, and its rows have arrived (a\n"),
            .lineStart("    "),
            .text("/// first `setRows`), so that the empty state does not flash while the first rows load. The one\n"),
            .lineStart("    "),
            .text("/// rule for every variant.\n"),
            .lineStart("    "),
            .text("var showsEmptyState: Bool { rowsWereSet && isEmpty }\n\n"),
            .lineStart("    "),
            .text("/// The number of sections (every fixed section, with rows or not; or the sections that have rows).\n"),
            .lineStart("    "),
            .text("var sectionCount: Int { sections.count }\n\n"),
            .lineStart("    "),
            .text("/// The section at `index`, or nil when there is none.\n"),
            .lineStart("    "),
            .text("func section(at index: Int) -> Section? {\n"),
            .lineStart("        "),
            .text("sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Where `section` is now, or nil when it is not in the list.\n"),
            .lineStart("    "),
            .text("func index(of section: Section) -> Int? { sectionIdentifiers.firstIndex(of: section) }\n\n"),
            .lineStart("    "),
            .text("/// The number of rows the list shows in the section at `index`.\n"),
            .lineStart("    "),
            .text("func rowCount(inSection index: Int) -> Int { shown[index].count }\n\n"),
            .lineStart("    "),
            .text("/// The rows of `section`, in display order (all of them, during a search too).\n"),
            .lineStart("    "),
            .text("func rows(in section: Section) -> [Row] { index(of: section).map { sections[$0] } ?? [] }\n\n"),
            .lineStart("    "),
            .text("/// The row a classic data source shows at `indexPath`: the list asks only for index paths it was\n"),
            .lineStart("    "),
            .text("/// told about, so a missing row is a bug in this code, and stops with a clear message.\n"),
            .lineStart("    "),
            .text("func rowForCell(at indexPath: IndexPath) -> Row {\n"),
            .lineStart("        "),
            .text("guard let row = row(at: indexPath) else { preconditionFailure(\"ListRowStore: no row at \\(indexPath)\") }\n"),
            .lineStart("        "),
            .text("return row\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// The row with `id`, or nil when it is not in the list.\n"),
            .lineStart("    "),
            .text("func row(withID id: Row.ID) -> Row? { rowsByID[id] }\n\n"),
            .lineStart("    "),
            .text("/// The row the list shows at `indexPath` now, or nil when there is none.\n"),
            .lineStart("    "),
            .text("func row(at indexPath: IndexPath) -> Row? { Self.row(at: indexPath, in: shown) }\n\n"),
            .lineStart("    "),
            .text("/// Where the list shows the row with `id` now, or nil when it is not in the list (or, during a\n"),
            .lineStart("    "),
            .text("/// search, not found).\n"),
            .lineStart("    "),
            .text("func indexPath(forRowID id: Row.ID) -> IndexPath? {\n"),
            .lineStart("        "),
            .text("guard rowsByID[id] != nil else { return nil }\n"),
            .lineStart("        "),
            .text("return Self.indexPath(of: id, in: shown)\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// The IDs of the rows the list shows, by section, for a diffable data source.\n"),
            .lineStart("    "),
            .text("var snapshot: NSDiffableDataSourceSnapshot<Section, Row.ID> {\n"),
            .lineStart("        "),
            .text("var snapshot = NSDiffableDataSourceSnapshot<Section, Row.ID>()\n"),
            .lineStart("        "),
            .text("snapshot.appendSections(sectionIdentifiers)\n"),
            .lineStart("        "),
            .text("for (section, rows) in zip(sectionIdentifiers, shown) {\n"),
            .lineStart("            "),
            .text("snapshot.appendItems(rows.map(\\.id), toSection: section)\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("return snapshot\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("// MARK: Section index\n\n"),
            .lineStart("    "),
            .text("/// A section's title in the list's section index (`indexTitles: true`), given the section and its\n"),
            .lineStart("    "),
            .text("/// first row; nil leaves the section out. Nil: the list has no index.\n"),
            .lineStart("    "),
            .text("var indexTitle: ((Section, Row) -> String?)?\n\n"),
            .lineStart("    "),
            .text("/// The section index now: each section that shows rows now and has a title, in list order, with\n"),
            .lineStart("    "),
            .text("/// where it is. Worked out each time it is read, never kept: a section that came, went, emptied or\n"),
            .lineStart("    "),
            .text("/// filled since the last time changes it.\n"),
            .lineStart("    "),
            .text("private var indexEntries: [(title: String, section: Int)] {\n"),
            .lineStart("        "),
            .text("guard let indexTitle else { return [] }\n"),
            .lineStart("        "),
            .text("return sectionIdentifiers.indices.compactMap { index in\n"),
            .lineStart("            "),
            .text("guard !shown[index].isEmpty, let first = sections[index].first,\n"),
            .lineStart("                "),
            .text("let title = indexTitle(sectionIdentifiers[index], first)\n"),
            .lineStart("            "),
            .text("else { return nil }\n"),
            .lineStart("            "),
            .text("return (title, index)\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// The titles of the list's section index now (the table's `sectionIndexTitles(for:)`, the\n"),
            .lineStart("    "),
            .text("/// collection's `indexTitles(for:)`); nil without `indexTitle`.\n"),
            .lineStart("    "),
            .text("var sectionIndexTitles: [String]? { indexTitle == nil ? nil : indexEntries.map(\\.title) }\n\n"),
            .lineStart("    "),
            .text("/// Where the index title `title` at `index` of `sectionIndexTitles` jumps: the section it names now\n"),
            .lineStart("    "),
            .text("/// (the entry at `index` when it still has that title, else the first entry with the title, else\n"),
            .lineStart("    "),
            .text("/// the entry nearest `index`); 0 when the index is empty. Never the position of the title among all\n"),
            .lineStart("    "),
            .text("/// sections: a section without rows has no entry, so positions differ.\n"),
            .lineStart("    "),
            .text("func section(forIndexTitle title: String, at index: Int) -> Int {\n"),
            .lineStart("        "),
            .text("let entries = indexEntries\n"),
            .lineStart("        "),
            .text("if entries.indices.contains(index), entries[index].title == title { return entries[index].section }\n"),
            .lineStart("        "),
            .text("if let entry = entries.first(where: { $0.title == title }) { return entry.section }\n"),
            .lineStart("        "),
            .text("guard !entries.isEmpty else { return 0 }\n"),
            .lineStart("        "),
            .text("return entries[min(max(index, 0), entries.count - 1)].section\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// The same for a collection list, as UIKit's `collectionView(_:indexPathForIndexTitle:at:)` wants\n"),
            .lineStart("    "),
            .text("/// it: an index path of one index, the whole section.\n"),
            .lineStart("    "),
            .text("func indexPath(forIndexTitle title: String, at index: Int) -> IndexPath {\n"),
            .lineStart("        "),
            .text("IndexPath(index: section(forIndexTitle: title, at: index))\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// The row at `indexPath` of `sections` (the full list, or what the list shows), or nil.\n"),
            .lineStart("    "),
            .text("private static func row(at indexPath: IndexPath, in sections: [[Row]]) -> Row? {\n"),
            .lineStart("        "),
            .text("guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item)\n"),
            .lineStart("        "),
            .text("else { return nil }\n"),
            .lineStart("        "),
            .text("return sections[indexPath.section][indexPath.item]\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Where the row with `id` is in `sections`, or nil.\n"),
            .lineStart("    "),
            .text("private static func indexPath(of id: Row.ID, in sections: [[Row]]) -> IndexPath? {\n"),
            .lineStart("        "),
            .text("for (section, rows) in sections.enumerated() {\n"),
            .lineStart("            "),
            .text("if let item = rows.firstIndex(where: { $0.id == id }) { return IndexPath(item: item, section: section) }\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("return nil\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("// MARK: Changing\n\n"),
            .lineStart("    "),
            .text("/// Replaces every row; a section missing from `rows` becomes empty. With sections from the rows,\n"),
            .lineStart("    "),
            .text("/// each row goes to its own section whatever its key: use `setRows(_:)` with a list.\n"),
            .lineStart("    "),
            .text("func setRows(_ rows: [Section: [Row]]) {\n"),
            .lineStart("        "),
            .text("guard case .fixed(let fixed) = source else {\n"),
            .lineStart("            "),
            .text("setRows(rows.values.flatMap { $0 })\n"),
            .lineStart("            "),
            .text("return\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("replaceRows(with: fixed.map { rows[$0] ?? [] })\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Replaces every row: with sections from the rows, grouped by section (in the order their first\n"),
            .lineStart("    "),
            .text("/// row comes, or sorted); with fixed sections, all in the first section.\n"),
            .lineStart("    "),
            .text("func setRows(_ rows: [Row]) {\n"),
            .lineStart("        "),
            .text("guard sectionsComeFromRows else {\n"),
            .lineStart("            "),
            .text("replaceRows(with: sectionIdentifiers.indices.map { $0 == 0 ? rows : [] })\n"),
            .lineStart("            "),
            .text("return\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("replaceRows(with: [rows])\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Replaces every row with `groups` (the rows of each fixed section, or rows to group).\n"),
            .lineStart("    "),
            .text("private func replaceRows(with groups: [[Row]]) {\n"),
            .lineStart("        "),
            .text("// Before the rows change: the new list's last row may come into view during the update.\n"),
            .lineStart("        "),
            .text("restartPaging()\n"),
            .lineStart("        "),
            .text("var dropped: [Row] = []\n"),
            .lineStart("        "),
            .text("var newRowsByID: [Row.ID: Row] = [:]\n"),
            .lineStart("        "),
            .text("let kept = groups.map { group in\n"),
            .lineStart("            "),
            .text("group.filter { row in\n"),
            .lineStart("                "),
            .text("guard newRowsByID[row.id] == nil else {\n"),
            .lineStart("                    "),
            .text("dropped.append(row)\n"),
            .lineStart("                    "),
            .text("return false\n"),
            .lineStart("                "),
            .text("}\n"),
            .lineStart("                "),
            .text("newRowsByID[row.id] = row\n"),
            .lineStart("                "),
            .text("return true\n"),
            .lineStart("            "),
            .text("}\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("var newIdentifiers = sectionIdentifiers\n"),
            .lineStart("        "),
            .text("var newSections = kept\n"),
            .lineStart("        "),
            .text("if sectionsComeFromRows {\n"),
            .lineStart("            "),
            .text("newIdentifiers = []\n"),
            .lineStart("            "),
            .text("newSections = []\n"),
            .lineStart("            "),
            .text("for row in kept.joined() { place(row, at: nil, in: &newIdentifiers, &newSections) }\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("// Rows that keep their ID but changed are redrawn in place (diffable lists). Sections from the\n"),
            .lineStart("        "),
            .text("// rows that stay are reloaded, so that their titles are read again (a title may follow the\n"),
            .lineStart("        "),
            .text("// clock: \"Today\" becomes \"Yesterday\"); a classic list reloads anyway.\n"),
            .lineStart("        "),
            .text("let changed = newRowsByID.compactMap { id, row in rowsByID[id].map { $0 != row } == true ? id : nil }\n"),
            .lineStart("        "),
            .text("let staying = sectionsComeFromRows ? sectionIdentifiers.filter(newIdentifiers.contains) : []\n"),
            .lineStart("        "),
            .text("change(reconfiguring: changed, reloading: staying, .reload) {\n"),
            .lineStart("            "),
            .text("sectionIdentifiers = newIdentifiers\n"),
            .lineStart("            "),
            .text("sections = newSections\n"),
            .lineStart("            "),
            .text("rowsByID = newRowsByID\n"),
            .lineStart("            "),
            .text("rowsWereSet = true\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("if !dropped.isEmpty { onDuplicateRows(dropped) }\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Inserts `row` so that it ends up at `indexPath`, or at the end of the section when `indexPath`\n"),
            .lineStart("    "),
            .text("/// is past it; nothing happens when `indexPath` names no place. A row whose ID is already in the\n"),
            .lineStart("    "),
            .text("/// list goes to `onDuplicateRows`.\n"),
            .lineStart("    "),
            .text("///\n"),
            .lineStart("    "),
            .text("/// With sections from the rows, the row goes to its own section: at `indexPath.item` when\n"),
            .lineStart("    "),
            .text("/// `indexPath.section` is that section, else at its end (a new section when it has none yet).\n"),
            .lineStart("    "),
            .text("func insert(_ row: Row, at indexPath: IndexPath) {\n"),
            .lineStart("        "),
            .text("if let section = sectionOf(row) {\n"),
            .lineStart("            "),
            .text("guard indexPath.item >= 0 else { return }\n"),
            .lineStart("            "),
            .text("guard rowsByID[row.id] == nil else {\n"),
            .lineStart("                "),
            .text("onDuplicateRows([row])\n"),
            .lineStart("                "),
            .text("return\n"),
            .lineStart("            "),
            .text("}\n"),
            .lineStart("            "),
            .text("let item = self.section(at: indexPath.section) == section ? indexPath.item : nil\n"),
            .lineStart("            "),
            .text("regroup(storing: [row]) { place(row, at: item, in: &$0, &$1) }\n"),
            .lineStart("            "),
            .text("return\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("guard let target = landing(at: indexPath) else { return }\n"),
            .lineStart("        "),
            .text("guard rowsByID[row.id] == nil else {\n"),
            .lineStart("            "),
            .text("onDuplicateRows([row])\n"),
            .lineStart("            "),
            .text("return\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("change(.insert([target])) {\n"),
            .lineStart("            "),
            .text("sections[target.section].insert(row, at: target.item)\n"),
            .lineStart("            "),
            .text("rowsByID[row.id] = row\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Appends each section's rows at the end of that section, all in one update of the list. A row\n"),
            .lineStart("    "),
            .text("/// whose ID is already in the list, or earlier in the batch (sections in `allCases` order), goes\n"),
            .lineStart("    "),
            .text("/// to `onDuplicateRows` once the other rows are in.\n"),
            .lineStart("    "),
            .text("/// With sections from the rows, each row goes to the end of its own section whatever its key: use\n"),
            .lineStart("    "),
            .text("/// `append(contentsOf:)` with a list.\n"),
            .lineStart("    "),
            .text("func append(contentsOf rows: [Section: [Row]]) {\n"),
            .lineStart("        "),
            .text("guard case .fixed(let fixed) = source else {\n"),
            .lineStart("            "),
            .text("append(contentsOf: rows.values.flatMap { $0 })\n"),
            .lineStart("            "),
            .text("return\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("var seen = Set(rowsByID.keys)\n"),
            .lineStart("        "),
            .text("var added: [(section: Int, rows: [Row])] = []\n"),
            .lineStart("        "),
            .text("var dropped: [Row] = []\n"),
            .lineStart("        "),
            .text("for (index, section) in fixed.enumerated() {\n"),
            .lineStart("            "),
            .text("let kept = (rows[section] ?? []).filter { row in\n"),
            .lineStart("                "),
            .text("if seen.insert(row.id).inserted { return true }\n"),
            .lineStart("                "),
            .text("dropped.append(row)\n"),
            .lineStart("                "),
            .text("return false\n"),
            .lineStart("            "),
            .text("}\n"),
            .lineStart("            "),
            .text("if !kept.isEmpty { added.append((index, kept)) }\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("if !added.isEmpty {\n"),
            .lineStart("            "),
            .text("let targets = added.flatMap { section, rows in\n"),
            .lineStart("                "),
            .text("let start = sections[section].count\n"),
            .lineStart("                "),
            .text("return (start..<start + rows.count).map { IndexPath(item: $0, section: section) }\n"),
            .lineStart("            "),
            .text("}\n"),
            .lineStart("            "),
            .text("change(.insert(targets)) {\n"),
            .lineStart("                "),
            .text("for (section, rows) in added {\n"),
            .lineStart("                    "),
            .text("sections[section] += rows\n"),
            .lineStart("                    "),
            .text("for row in rows { rowsByID[row.id] = row }\n"),
            .lineStart("                "),
            .text("}\n"),
            .lineStart("            "),
            .text("}\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("if !dropped.isEmpty { onDuplicateRows(dropped) }\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Appends `rows`, each at the end of its own section (with fixed sections, of the first section),\n"),
            .lineStart("    "),
            .text("/// all in one update of the list. A row whose ID is already in the list, or earlier in `rows`, goes\n"),
            .lineStart("    "),
            .text("/// to `onDuplicateRows` once the other rows are in.\n"),
            .lineStart("    "),
            .text("func append(contentsOf rows: [Row]) {\n"),
            .lineStart("        "),
            .text("guard sectionsComeFromRows else {\n"),
            .lineStart("            "),
            .text("if let first = sectionIdentifiers.first { append(contentsOf: [first: rows]) }\n"),
            .lineStart("            "),
            .text("return\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("var seen = Set(rowsByID.keys)\n"),
            .lineStart("        "),
            .text("var dropped: [Row] = []\n"),
            .lineStart("        "),
            .text("let kept = rows.filter { row in\n"),
            .lineStart("            "),
            .text("if seen.insert(row.id).inserted { return true }\n"),
            .lineStart("            "),
            .text("dropped.append(row)\n"),
            .lineStart("            "),
            .text("return false\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("if !kept.isEmpty {\n"),
            .lineStart("            "),
            .text("regroup(storing: kept) { identifiers, sections in\n"),
            .lineStart("                "),
            .text("for row in kept { place(row, at: nil, in: &identifiers, &sections) }\n"),
            .lineStart("            "),
            .text("}\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("if !dropped.isEmpty { onDuplicateRows(dropped) }\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Deletes the row at `indexPath`, if there is one (with sections from the rows, its section too\n"),
            .lineStart("    "),
            .text("/// when it was the section's last row).\n"),
            .lineStart("    "),
            .text("func deleteRow(at indexPath: IndexPath) {\n"),
            .lineStart("        "),
            .text("guard let row = row(at: indexPath) else { return }\n"),
            .lineStart("        "),
            .text("deleteRow(withID: row.id)\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Deletes the row with `id`, if it is in the list (shown or not).\n"),
            .lineStart("    "),
            .text("func deleteRow(withID id: Row.ID) {\n"),
            .lineStart("        "),
            .text("guard rowsByID[id] != nil, let place = Self.indexPath(of: id, in: sections) else { return }\n"),
            .lineStart("        "),
            .text("if sectionsComeFromRows {\n"),
            .lineStart("            "),
            .text("regroup(removing: id) { $1[place.section].remove(at: place.item) }\n"),
            .lineStart("            "),
            .text("return\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("change(.delete([place])) {\n"),
            .lineStart("            "),
            .text("sections[place.section].remove(at: place.item)\n"),
            .lineStart("            "),
            .text("rowsByID[id] = nil\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Moves the row at `source` so that it ends up at `destination`, in the same or another section,\n"),
            .lineStart("    "),
            .text("/// or at the end of that section when `destination` is past it. Nothing happens when there is no\n"),
            .lineStart("    "),
            .text("/// row at `source`, or when `destination` names no place.\n"),
            .lineStart("    "),
            .text("/// With sections from the rows, a row stays in its own section: a `destination` in another section\n"),
            .lineStart("    "),
            .text("/// changes nothing.\n"),
            .lineStart("    "),
            .text("func moveRow(at source: IndexPath, to destination: IndexPath) {\n"),
            .lineStart("        "),
            .text("guard let row = Self.row(at: source, in: sections),\n"),
            .lineStart("            "),
            .text("let target = landing(at: destination, movingFrom: source), target != source,\n"),
            .lineStart("            "),
            .text("!sectionsComeFromRows || target.section == source.section\n"),
            .lineStart("        "),
            .text("else { return }\n"),
            .lineStart("        "),
            .text("change(.move(source, target)) {\n"),
            .lineStart("            "),
            .text("sections[source.section].remove(at: source.item)\n"),
            .lineStart("            "),
            .text("sections[target.section].insert(row, at: target.item)\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Replaces the row that has `row`'s ID and redraws its cell in place (no reuse, no animation).\n"),
            .lineStart("    "),
            .text("/// With sections from the rows, a row whose section changed moves to the end of its new section\n"),
            .lineStart("    "),
            .text("/// (created when it has none yet; its old section goes when it empties).\n"),
            .lineStart("    "),
            .text("func update(_ row: Row) {\n"),
            .lineStart("        "),
            .text("guard rowsByID[row.id] != nil, let indexPath = Self.indexPath(of: row.id, in: sections) else { return }\n"),
            .lineStart("        "),
            .text("if let section = sectionOf(row), section != sectionIdentifiers[indexPath.section] {\n"),
            .lineStart("            "),
            .text("regroup(storing: [row], reconfiguring: [row.id]) { identifiers, sections in\n"),
            .lineStart("                "),
            .text("sections[indexPath.section].remove(at: indexPath.item)\n"),
            .lineStart("                "),
            .text("place(row, at: nil, in: &identifiers, &sections)\n"),
            .lineStart("            "),
            .text("}\n"),
            .lineStart("            "),
            .text("return\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("change(reconfiguring: [row.id], .reconfigure([indexPath])) {\n"),
            .lineStart("            "),
            .text("sections[indexPath.section][indexPath.item] = row\n"),
            .lineStart("            "),
            .text("rowsByID[row.id] = row\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// A row a person moved, where it was and where it is now.\n"),
            .lineStart("    "),
            .text("struct RowMove {\n"),
            .lineStart("        "),
            .text("var row: Row\n"),
            .lineStart("        "),
            .text("var source: IndexPath\n"),
            .lineStart("        "),
            .text("var destination: IndexPath\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Takes a move a person made in editing mode, which the list has already shown (it moved the cell\n"),
            .lineStart("    "),
            .text("/// and, in a diffable list, its data source's snapshot): the rows change as `moveRow` would change\n"),
            .lineStart("    "),
            .text("/// them, but the list is not told, since a second move would move another row. Nil, and nothing,\n"),
            .lineStart("    "),
            .text("/// when there is no row at `source`, `destination` names no place, or the row did not move. A drag\n"),
            .lineStart("    "),
            .text("/// into a collapsed section, or (with sections from the rows) into another section, is put back: the\n"),
            .lineStart("    "),
            .text("/// row stays where it was, the list shows the rows again (reloaded, or the snapshot applied), and the\n"),
            .lineStart("    "),
            .text("/// result is nil.\n"),
            .lineStart("    "),
            .text("func takeMoveMadeOnScreen(at source: IndexPath, to destination: IndexPath) -> RowMove? {\n"),
            .lineStart("        "),
            .text("// During a search the list shows some rows only: a place among them is no place in the full\n"),
            .lineStart("        "),
            .text("// list, so the move is not taken and the list shows the rows as they are again.\n"),
            .lineStart("        "),
            .text("guard !activeSearch.isActive else {\n"),
            .lineStart("            "),
            .text("change(.reload) {}\n"),
            .lineStart("            "),
            .text("return nil\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("guard let row = row(at: source), let target = landing(at: destination, movingFrom: source), target != source\n"),
            .lineStart("        "),
            .text("else { return nil }\n"),
            .lineStart("        "),
            .text("// Put back, and the list shows the rows as they are again through the one change path: a drop\n"),
            .lineStart("        "),
            .text("// into a collapsed section (it shows none of its rows, so the drop has no place among them) or,\n"),
            .lineStart("        "),
            .text("// with sections from the rows, into another section.\n"),
            .lineStart("        "),
            .text("guard !collapsedSections.contains(sectionIdentifiers[target.section]),\n"),
            .lineStart("            "),
            .text("!sectionsComeFromRows || target.section == source.section\n"),
            .lineStart("        "),
            .text("else {\n"),
            .lineStart("            "),
            .text("change(.reload) {}\n"),
            .lineStart("            "),
            .text("return nil\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("sections[source.section].remove(at: source.item)\n"),
            .lineStart("        "),
            .text("sections[target.section].insert(row, at: target.item)\n"),
            .lineStart("        "),
            .text("shown = shownRows()\n"),
            .lineStart("        "),
            .text("showSelection()\n"),
            .lineStart("        "),
            .text("onChange()\n"),
            .lineStart("        "),
            .text("return RowMove(row: row, source: source, destination: target)\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Where the row with `id` is, and where `snapshot` has it: the move a person made in a diffable\n"),
            .lineStart("    "),
            .text("/// collection list (`snapshot` is its data source's snapshot after the move, and `id` the row the\n"),
            .lineStart("    "),
            .text("/// reorder transaction's difference inserts). Nil when the row is not in the list or not in `snapshot`.\n"),
            .lineStart("    "),
            .text("func moveMadeOnScreen(\n"),
            .lineStart("        "),
            .text("ofRowWithID id: Row.ID, toMatch snapshot: NSDiffableDataSourceSnapshot<Section, Row.ID>\n"),
            .lineStart("    "),
            .text(") -> (source: IndexPath, destination: IndexPath)? {\n"),
            .lineStart("        "),
            .text("guard let source = indexPath(forRowID: id), let section = snapshot.sectionIdentifier(containingItem: id),\n"),
            .lineStart("            "),
            .text("let item = snapshot.itemIdentifiers(inSection: section).firstIndex(of: id)\n"),
            .lineStart("        "),
            .text("else { return nil }\n"),
            .lineStart("        "),
            .text("guard let index = sectionIdentifiers.firstIndex(of: section) else { return nil }\n"),
            .lineStart("        "),
            .text("return (source, IndexPath(item: item, section: index))\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Where a row put at `indexPath` ends up, for `insert` and `moveRow`: at `indexPath`, or at the\n"),
            .lineStart("    "),
            .text("/// end of its section when `indexPath` is past it (counted without the row being moved from\n"),
            .lineStart("    "),
            .text("/// `source`). Nil when `indexPath` names no place: its section does not exist, or its row is\n"),
            .lineStart("    "),
            .text("/// negative.\n"),
            .lineStart("    "),
            .text("private func landing(at indexPath: IndexPath, movingFrom source: IndexPath? = nil) -> IndexPath? {\n"),
            .lineStart("        "),
            .text("guard sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }\n"),
            .lineStart("        "),
            .text("let count = sections[indexPath.section].count - (source?.section == indexPath.section ? 1 : 0)\n"),
            .lineStart("        "),
            .text("return IndexPath(item: min(indexPath.item, count), section: indexPath.section)\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Puts `row` in its own section of `identifiers` and `sections` (sections from the rows): at `item`,\n"),
            .lineStart("    "),
            .text("/// or the end when `item` is nil or past it; a section it has not yet is created where the order\n"),
            .lineStart("    "),
            .text("/// puts it (the end, or its sorted place).\n"),
            .lineStart("    "),
            .text("private func place(_ row: Row, at item: Int?, in identifiers: inout [Section], _ sections: inout [[Row]]) {\n"),
            .lineStart("        "),
            .text("guard case .fromRows(let sectionOf, let areInIncreasingOrder) = source else { return }\n"),
            .lineStart("        "),
            .text("let section = sectionOf(row)\n"),
            .lineStart("        "),
            .text("if let index = identifiers.firstIndex(of: section) {\n"),
            .lineStart("            "),
            .text("sections[index].insert(row, at: min(item ?? sections[index].count, sections[index].count))\n"),
            .lineStart("            "),
            .text("return\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("let index =\n"),
            .lineStart("            "),
            .text("areInIncreasingOrder.flatMap { before in identifiers.firstIndex { before(section, $0) } }\n"),
            .lineStart("            "),
            .text("?? identifiers.count\n"),
            .lineStart("        "),
            .text("identifiers.insert(section, at: index)\n"),
            .lineStart("        "),
            .text("sections.insert([row], at: index)\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Changes the sections and their rows with `update` (sections from the rows), drops the sections\n"),
            .lineStart("    "),
            .text("/// it emptied, and shows the change in one update of the list: the rows that left or joined a\n"),
            .lineStart("    "),
            .text("/// section that stays, the sections that went or came with theirs. `stored` rows are kept by ID\n"),
            .lineStart("    "),
            .text("/// and `removed` forgotten with the change.\n"),
            .lineStart("    "),
            .text("private func regroup(\n"),
            .lineStart("        "),
            .text("storing stored: [Row] = [], removing removed: Row.ID? = nil, reconfiguring ids: [Row.ID] = [],\n"),
            .lineStart("        "),
            .text("_ update: (inout [Section], inout [[Row]]) -> Void\n"),
            .lineStart("    "),
            .text(") {\n"),
            .lineStart("        "),
            .text("var newIdentifiers = sectionIdentifiers\n"),
            .lineStart("        "),
            .text("var newSections = sections\n"),
            .lineStart("        "),
            .text("update(&newIdentifiers, &newSections)\n"),
            .lineStart("        "),
            .text("for index in newSections.indices.reversed() where newSections[index].isEmpty {\n"),
            .lineStart("            "),
            .text("newIdentifiers.remove(at: index)\n"),
            .lineStart("            "),
            .text("newSections.remove(at: index)\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("let oldIndex = Dictionary(uniqueKeysWithValues: sectionIdentifiers.enumerated().map { ($1, $0) })\n"),
            .lineStart("        "),
            .text("let newIndex = Dictionary(uniqueKeysWithValues: newIdentifiers.enumerated().map { ($1, $0) })\n"),
            .lineStart("        "),
            .text("let deletedSections = IndexSet(sectionIdentifiers.indices.filter { newIndex[sectionIdentifiers[$0]] == nil })\n"),
            .lineStart("        "),
            .text("let insertedSections = IndexSet(newIdentifiers.indices.filter { oldIndex[newIdentifiers[$0]] == nil })\n"),
            .lineStart("        "),
            .text("var deletedRows: [IndexPath] = []\n"),
            .lineStart("        "),
            .text("var insertedRows: [IndexPath] = []\n"),
            .lineStart("        "),
            .text("for (old, section) in sectionIdentifiers.enumerated() {\n"),
            .lineStart("            "),
            .text("guard let new = newIndex[section] else { continue }\n"),
            .lineStart("            "),
            .text("let oldIDs = Set(sections[old].map(\\.id))\n"),
            .lineStart("            "),
            .text("let newIDs = Set(newSections[new].map(\\.id))\n"),
            .lineStart("            "),
            .text("for (item, row) in sections[old].enumerated() where !newIDs.contains(row.id) {\n"),
            .lineStart("                "),
            .text("deletedRows.append(IndexPath(item: item, section: old))\n"),
            .lineStart("            "),
            .text("}\n"),
            .lineStart("            "),
            .text("for (item, row) in newSections[new].enumerated() where !oldIDs.contains(row.id) {\n"),
            .lineStart("                "),
            .text("insertedRows.append(IndexPath(item: item, section: new))\n"),
            .lineStart("            "),
            .text("}\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("change(\n"),
            .lineStart("            "),
            .text("reconfiguring: ids,\n"),
            .lineStart("            "),
            .text(".regroup(\n"),
            .lineStart("                "),
            .text("deletedSections: deletedSections, deletedRows: deletedRows, insertedSections: insertedSections,\n"),
            .lineStart("                "),
            .text("insertedRows: insertedRows)\n"),
            .lineStart("        "),
            .text(") {\n"),
            .lineStart("            "),
            .text("sectionIdentifiers = newIdentifiers\n"),
            .lineStart("            "),
            .text("sections = newSections\n"),
            .lineStart("            "),
            .text("for row in stored { rowsByID[row.id] = row }\n"),
            .lineStart("            "),
            .text("if let removed { rowsByID[removed] = nil }\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Changes the rows with `mutate`, then shows the change in the list (what it shows: the rows, or a\n"),
            .lineStart("    "),
            .text("/// search's results, recomputed after `mutate`; during a search a classic list reloads).\n"),
            .lineStart("    "),
            .text("///\n"),
            .lineStart("    "),
            .text("/// Diffable: the new snapshot (with `ids` reconfigured) is applied, animated only in a window\n"),
            .lineStart("    "),
            .text("/// (UIKit warns about animating a list that is not in the view hierarchy). Classic, in a window:\n"),
            .lineStart("    "),
            .text("/// the list lays out first, so that a `reloadData()` still pending (`UICollectionView` only marks\n"),
            .lineStart("    "),
            .text("/// itself for reloading) reads its counts from the rows before the change, and the change is then\n"),
            .lineStart("    "),
            .text("/// animated; a batch update made before that reload would read its \"before\" counts from the\n"),
            .lineStart("    "),
            .text("/// changed rows and raise \"Invalid update\". Classic, out of a window: the list reloads.\n"),
            .lineStart("    "),
            .text("/// `indexPathsShown`: the classic change's index paths are where the list shows rows (a section\n"),
            .lineStart("    "),
            .text("/// collapsing or expanding), not places in the full list.\n"),
            .lineStart("    "),
            .text("private func change(\n"),
            .lineStart("        "),
            .text("reconfiguring ids: [Row.ID] = [], reloading reloaded: [Section] = [], _ requested: ClassicChange,\n"),
            .lineStart("        "),
            .text("indexPathsShown: Bool = false, _ mutate: () -> Void\n"),
            .lineStart("    "),
            .text(") {\n"),
            .lineStart("        "),
            .text("// The index paths of a change are in the full list; during a search the list shows other ones,\n"),
            .lineStart("        "),
            .text("// and in a collapsed section none.\n"),
            .lineStart("        "),
            .text("let classic =\n"),
            .lineStart("            "),
            .text("activeSearch.isActive || (!indexPathsShown && touchesCollapsedSection(requested))\n"),
            .lineStart("            "),
            .text("? ClassicChange.reload : requested\n"),
            .lineStart("        "),
            .text("func update() {\n"),
            .lineStart("            "),
            .text("mutate()\n"),
            .lineStart("            "),
            .text("shown = shownRows()\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("let textsBefore = sectionsShowingTexts\n"),
            .lineStart("        "),
            .text("switch display {\n"),
            .lineStart("        "),
            .text("case .none:\n"),
            .lineStart("            "),
            .text("update()\n"),
            .lineStart("        "),
            .text("case .diffableList(let list, let apply):\n"),
            .lineStart("            "),
            .text("update()\n"),
            .lineStart("            "),
            .text("var snapshot = self.snapshot\n"),
            .lineStart("            "),
            .text("// A row a search or a collapsed section does not show is not in the snapshot: there is no cell\n"),
            .lineStart("            "),
            .text("// to redraw.\n"),
            .lineStart("            "),
            .text("let hidesRows = activeSearch.isActive || !collapsedSections.isEmpty\n"),
            .lineStart("            "),
            .text("let ids = hidesRows ? ids.filter { snapshot.indexOfItem($0) != nil } : ids\n"),
            .lineStart("            "),
            .text("if !ids.isEmpty { snapshot.reconfigureItems(ids) }\n"),
            .lineStart("            "),
            .text("let toggled = sectionsToggled(since: textsBefore)\n"),
            .lineStart("            "),
            .text("let reloaded = toggled + reloaded.filter { !toggled.contains($0) }\n"),
            .lineStart("            "),
            .text("if !reloaded.isEmpty { snapshot.reloadSections(reloaded) }\n"),
            .lineStart("            "),
            .text("apply(snapshot, list.view.window != nil)\n"),
            .lineStart("        "),
            .text("case .table(let table):\n"),
            .lineStart("            "),
            .text("guard table.window != nil, !classic.isReload else {\n"),
            .lineStart("                "),
            .text("update()\n"),
            .lineStart("                "),
            .text("table.reloadData()\n"),
            .lineStart("                "),
            .text("break\n"),
            .lineStart("            "),
            .text("}\n"),
            .lineStart("            "),
            .text("table.layoutIfNeeded()\n"),
            .lineStart("            "),
            .text("update()\n"),
            .lineStart("            "),
            .text("switch classic {\n"),
            .lineStart("            "),
            .text("case .reload: table.reloadData()\n"),
            .lineStart("            "),
            .text("case .insert(let indexPaths): table.insertRows(at: indexPaths, with: .automatic)\n"),
            .lineStart("            "),
            .text("case .delete(let indexPaths): table.deleteRows(at: indexPaths, with: .automatic)\n"),
            .lineStart("            "),
            .text("case .move(let source, let target): table.moveRow(at: source, to: target)\n"),
            .lineStart("            "),
            .text("case .reconfigure(let indexPaths): table.reconfigureRows(at: indexPaths)\n"),
            .lineStart("            "),
            .text("case .regroup(let deletedSections, let deletedRows, let insertedSections, let insertedRows):\n"),
            .lineStart("                "),
            .text("table.performBatchUpdates {\n"),
            .lineStart("                    "),
            .text("table.deleteSections(deletedSections, with: .automatic)\n"),
            .lineStart("                    "),
            .text("table.deleteRows(at: deletedRows, with: .automatic)\n"),
            .lineStart("                    "),
            .text("table.insertSections(insertedSections, with: .automatic)\n"),
            .lineStart("                    "),
            .text("table.insertRows(at: insertedRows, with: .automatic)\n"),
            .lineStart("                "),
            .text("}\n"),
            .lineStart("            "),
            .text("}\n"),
            .lineStart("            "),
            .text("let toggled = sectionsToggled(since: textsBefore)\n"),
            .lineStart("            "),
            .text("if !toggled.isEmpty { table.reloadSections(IndexSet(toggled.compactMap(index(of:))), with: .automatic) }\n"),
            .lineStart("        "),
            .text("case .collection(let collection):\n"),
            .lineStart("            "),
            .text("guard collection.window != nil, !classic.isReload else {\n"),
            .lineStart("                "),
            .text("update()\n"),
            .lineStart("                "),
            .text("collection.reloadData()\n"),
            .lineStart("                "),
            .text("break\n"),
            .lineStart("            "),
            .text("}\n"),
            .lineStart("            "),
            .text("collection.layoutIfNeeded()\n"),
            .lineStart("            "),
            .text("update()\n"),
            .lineStart("            "),
            .text("switch classic {\n"),
            .lineStart("            "),
            .text("case .reload: collection.reloadData()\n"),
            .lineStart("            "),
            .text("case .insert(let indexPaths): collection.insertItems(at: indexPaths)\n"),
            .lineStart("            "),
            .text("case .delete(let indexPaths): collection.deleteItems(at: indexPaths)\n"),
            .lineStart("            "),
            .text("case .move(let source, let target): collection.moveItem(at: source, to: target)\n"),
            .lineStart("            "),
            .text("case .reconfigure(let indexPaths): collection.reconfigureItems(at: indexPaths)\n"),
            .lineStart("            "),
            .text("case .regroup(let deletedSections, let deletedRows, let insertedSections, let insertedRows):\n"),
            .lineStart("                "),
            .text("collection.performBatchUpdates {\n"),
            .lineStart("                    "),
            .text("collection.deleteSections(deletedSections)\n"),
            .lineStart("                    "),
            .text("collection.deleteItems(at: deletedRows)\n"),
            .lineStart("                    "),
            .text("collection.insertSections(insertedSections)\n"),
            .lineStart("                    "),
            .text("collection.insertItems(at: insertedRows)\n"),
            .lineStart("                "),
            .text("}\n"),
            .lineStart("            "),
            .text("}\n"),
            .lineStart("            "),
            .text("let toggled = sectionsToggled(since: textsBefore)\n"),
            .lineStart("            "),
            .text("if !toggled.isEmpty { collection.reloadSections(IndexSet(toggled.compactMap(index(of:)))) }\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("        "),
            .text("showSelection()\n"),
            .lineStart("        "),
            .text("onChange()\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Whether a classic change names a place in a collapsed section, where the list shows no row: the\n"),
            .lineStart("    "),
            .text("/// list then reloads instead (the change's index paths are in the full list).\n"),
            .lineStart("    "),
            .text("private func touchesCollapsedSection(_ change: ClassicChange) -> Bool {\n"),
            .lineStart("        "),
            .text("guard !collapsedSections.isEmpty else { return false }\n"),
            .lineStart("        "),
            .text("let collapsed = Set(collapsedSections.compactMap(index(of:)))\n"),
            .lineStart("        "),
            .text("switch change {\n"),
            .lineStart("        "),
            .text("case .reload: return false\n"),
            .lineStart("        "),
            .text("case .insert(let indexPaths), .delete(let indexPaths), .reconfigure(let indexPaths):\n"),
            .lineStart("            "),
            .text("return indexPaths.contains { collapsed.contains($0.section) }\n"),
            .lineStart("        "),
            .text("case .move(let source, let target):\n"),
            .lineStart("            "),
            .text("return collapsed.contains(source.section) || collapsed.contains(target.section)\n"),
            .lineStart("        "),
            .text("case .regroup: return true\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Whether each section shows its header and footer now; empty without `showsHeaderAndFooter`.\n"),
            .lineStart("    "),
            .text("private var sectionsShowingTexts: [Section: Bool] {\n"),
            .lineStart("        "),
            .text("guard let showsHeaderAndFooter else { return [:] }\n"),
            .lineStart("        "),
            .text("return Dictionary(\n"),
            .lineStart("            "),
            .text("uniqueKeysWithValues: zip(sectionIdentifiers, shown).map { ($0, showsHeaderAndFooter($0, $1.count)) })\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// The sections, there before and now, whose header and footer appeared or went since `before`\n"),
            .lineStart("    "),
            .text("/// (`sectionsShowingTexts`); a section that came or went is shown or removed whole.\n"),
            .lineStart("    "),
            .text("private func sectionsToggled(since before: [Section: Bool]) -> [Section] {\n"),
            .lineStart("        "),
            .text("let now = sectionsShowingTexts\n"),
            .lineStart("        "),
            .text("return sectionIdentifiers.filter { section in before[section].map { $0 != now[section] } ?? false }\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("// MARK: Paging\n\n"),
            .lineStart("    "),
            .text("/// A page's rows as the screen's `onLoadNextPage` returns them.\n"),
            .lineStart("    "),
            .text("enum Page {\n"),
            .lineStart("        "),
            .text("/// Each section's rows, appended at its end (fixed sections).\n"),
            .lineStart("        "),
            .text("case bySection([Section: [Row]])\n"),
            .lineStart("        "),
            .text("/// Rows in the order given, each appended at the end of its own section, which it creates when\n"),
            .lineStart("        "),
            .text("/// it is new (sections from the rows).\n"),
            .lineStart("        "),
            .text("case rows([Row])\n\n"),
            .lineStart("        "),
            .text("/// The page has no row: it was the last page.\n"),
            .lineStart("        "),
            .text("var isEmpty: Bool {\n"),
            .lineStart("            "),
            .text("switch self {\n"),
            .lineStart("            "),
            .text("case .bySection(let rows): !rows.values.contains { !$0.isEmpty }\n"),
            .lineStart("            "),
            .text("case .rows(let rows): rows.isEmpty\n"),
            .lineStart("            "),
            .text("}\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Loads the next page (the screen's `onLoadNextPage`, bound to its controller), or nil without paging.\n"),
            .lineStart("    "),
            .text("var loadNextPage: (@MainActor () async throws -> Page)?\n"),
            .lineStart("    "),
            .text("/// Gets the error of a failed page (the screen's `onLoadNextPageFailed`).\n"),
            .lineStart("    "),
            .text("var onPageFailed: (@MainActor (any Error) -> Void)?\n"),
            .lineStart("    "),
            .text("/// The page loading now, if any: while it runs, the last row coming into view again (after a\n"),
            .lineStart("    "),
            .text("/// reload, or as its cell is reused) starts nothing.\n"),
            .lineStart("    "),
            .text("private var pageTask: Task<Void, Never>?\n"),
            .lineStart("    "),
            .text("/// False once a page came back empty; `setRows` sets it again.\n"),
            .lineStart("    "),
            .text("private var hasMorePages = true\n\n"),
            .lineStart("    "),
            .text("/// Starts loading the next page when `indexPath` is at most `distance` rows before the last row,\n"),
            .lineStart("    "),
            .text("/// counted over all sections (0: the last row; called from the list delegate's `willDisplay`),\n"),
            .lineStart("    "),
            .text("/// unless a page is loading or the last page came. So a page is asked for once, however many rows\n"),
            .lineStart("    "),
            .text("/// near the end come into view while it loads. The page's rows are appended in one update; an empty\n"),
            .lineStart("    "),
            .text("/// page stops paging until `setRows`; a failed page goes to `onPageFailed` and is asked for again the\n"),
            .lineStart("    "),
            .text("/// next time a row near the end comes into view. A page belongs to the list it was asked for:\n"),
            .lineStart("    "),
            .text("/// `setRows` cancels it, and whatever it returns or throws is then dropped.\n"),
            .lineStart("    "),
            .text("func loadNextPageIfNear(_ indexPath: IndexPath, distance: Int) {\n"),
            .lineStart("        "),
            .text("guard let after = rowsAfter(indexPath), after <= distance else { return }\n"),
            .lineStart("        "),
            .text("startPage()\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// What the paging footer shows now (`paging: { footer: true }`): a spinner while a page loads, a\n"),
            .lineStart("    "),
            .text("/// retry button after a page failed, nothing otherwise (before the first page, after a page came,\n"),
            .lineStart("    "),
            .text("/// after the last page, after `setRows`). `onPageFooterChange` hears each change.\n"),
            .lineStart("    "),
            .text("private(set) var pageFooter = ListPageFooter.hidden {\n"),
            .lineStart("        "),
            .text("didSet { if pageFooter != oldValue { onPageFooterChange?(pageFooter) } }\n"),
            .lineStart("    "),
            .text("}\n"),
            .lineStart("    "),
            .text("/// Shows `pageFooter` (the controller's footer view); called on each change.\n"),
            .lineStart("    "),
            .text("var onPageFooterChange: ((ListPageFooter) -> Void)?\n\n"),
            .lineStart("    "),
            .text("/// The footer's retry button: asks again for the page that failed, once; nothing unless the footer\n"),
            .lineStart("    "),
            .text("/// shows `.failed` (so a second tap while the page loads asks for nothing).\n"),
            .lineStart("    "),
            .text("func retryPage() {\n"),
            .lineStart("        "),
            .text("guard pageFooter == .failed else { return }\n"),
            .lineStart("        "),
            .text("startPage()\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Starts loading the next page unless a page is loading, the last page came, or there is no hook.\n"),
            .lineStart("    "),
            .text("private func startPage() {\n"),
            .lineStart("        "),
            .text("guard pageTask == nil, hasMorePages, let loadNextPage else { return }\n"),
            .lineStart("        "),
            .text("pageFooter = .loading\n"),
            .lineStart("        "),
            .text("pageTask = Task { [weak self] in\n"),
            .lineStart("            "),
            .text("guard self != nil, !Task.isCancelled else { return }\n"),
            .lineStart("            "),
            .text("let page: Result<Page, any Error>\n"),
            .lineStart("            "),
            .text("do {\n"),
            .lineStart("                "),
            .text("page = .success(try await loadNextPage())\n"),
            .lineStart("            "),
            .text("} catch {\n"),
            .lineStart("                "),
            .text("page = .failure(error)\n"),
            .lineStart("            "),
            .text("}\n"),
            .lineStart("            "),
            .text("// Cancelled by `setRows`: the page belongs to the list it was asked for, which is gone.\n"),
            .lineStart("            "),
            .text("guard let self, !Task.isCancelled else { return }\n"),
            .lineStart("            "),
            .text("// Done before the rows go in: the new last row comes into view during that update, and\n"),
            .lineStart("            "),
            .text("// must be able to ask for the next page.\n"),
            .lineStart("            "),
            .text("self.pageTask = nil\n"),
            .lineStart("            "),
            .text("switch page {\n"),
            .lineStart("            "),
            .text("case .failure(let error):\n"),
            .lineStart("                "),
            .text("self.pageFooter = .failed\n"),
            .lineStart("                "),
            .text("self.onPageFailed?(error)\n"),
            .lineStart("            "),
            .text("case .success(let rows) where rows.isEmpty:\n"),
            .lineStart("                "),
            .text("self.hasMorePages = false\n"),
            .lineStart("                "),
            .text("self.pageFooter = .hidden\n"),
            .lineStart("            "),
            .text("case .success(let rows):\n"),
            .lineStart("                "),
            .text("// Hidden before the rows go in: their update may ask for the next page at once.\n"),
            .lineStart("                "),
            .text("self.pageFooter = .hidden\n"),
            .lineStart("                "),
            .text("switch rows {\n"),
            .lineStart("                "),
            .text("case .bySection(let rows): self.append(contentsOf: rows)\n"),
            .lineStart("                "),
            .text("case .rows(let rows): self.append(contentsOf: rows)\n"),
            .lineStart("                "),
            .text("}\n"),
            .lineStart("            "),
            .text("}\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// How many rows the list shows after `indexPath` (during a search, of the rows it finds), counted\n"),
            .lineStart("    "),
            .text("/// over all sections; nil when it names no row.\n"),
            .lineStart("    "),
            .text("private func rowsAfter(_ indexPath: IndexPath) -> Int? {\n"),
            .lineStart("        "),
            .text("guard row(at: indexPath) != nil else { return nil }\n"),
            .lineStart("        "),
            .text("let later = shown[(indexPath.section + 1)...].reduce(0) { $0 + $1.count }\n"),
            .lineStart("        "),
            .text("return shown[indexPath.section].count - 1 - indexPath.item + later\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// The rows were replaced: a page still loading belongs to the old list, so it is cancelled and\n"),
            .lineStart("    "),
            .text("/// dropped, and paging starts again for the new list.\n"),
            .lineStart("    "),
            .text("private func restartPaging() {\n"),
            .lineStart("        "),
            .text("pageTask?.cancel()\n"),
            .lineStart("        "),
            .text("pageTask = nil\n"),
            .lineStart("        "),
            .text("hasMorePages = true\n"),
            .lineStart("        "),
            .text("pageFooter = .hidden\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("// MARK: Refresh\n\n"),
            .lineStart("    "),
            .text("/// The refresh running now, if any.\n"),
            .lineStart("    "),
            .text("private var refreshTask: Task<Void, Never>?\n\n"),
            .lineStart("    "),
            .text("/// Runs `refresh` for a pull unless one is running, then calls `end` (which ends the spinner), so\n"),
            .lineStart("    "),
            .text("/// a refresh can be neither left spinning nor ended twice.\n"),
            .lineStart("    "),
            .text("func refresh(_ refresh: @escaping @MainActor () async -> Void, then end: @escaping @MainActor () -> Void) {\n"),
            .lineStart("        "),
            .text("guard refreshTask == nil else { return }\n"),
            .lineStart("        "),
            .text("refreshTask = Task { [weak self] in\n"),
            .lineStart("            "),
            .text("await refresh()\n"),
            .lineStart("            "),
            .text("end()\n"),
            .lineStart("            "),
            .text("self?.refreshTask = nil\n"),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n"),
            .lineStart(""),
            .text("}\n\n"),
            .lineStart(""),
            .text("/// What a paged list shows after its last row (`paging: { footer: true }`), from the row store's one\n"),
            .lineStart(""),
            .text("/// paging lifecycle (``ListRowStore/pageFooter``); every variant's controller renders it the same way.\n"),
            .lineStart(""),
            .text("enum ListPageFooter: Sendable, Equatable {\n"),
            .lineStart("    "),
            .text("/// No page is loading and none failed: no footer.\n"),
            .lineStart("    "),
            .text("case hidden\n"),
            .lineStart("    "),
            .text("/// A page is loading: a spinner.\n"),
            .lineStart("    "),
            .text("case loading\n"),
            .lineStart("    "),
            .text("/// The last page asked for failed: a retry button that asks for it again.\n"),
            .lineStart("    "),
            .text("case failed\n\n"),
            .lineStart("    "),
            .text("/// The element kind of a collection list's page footer: a boundary supplementary item of the whole\n"),
            .lineStart("    "),
            .text("/// layout, after every section, so that no row's index path changes.\n"),
            .lineStart("    "),
            .text("static let elementKind = \"ListPageFooter\"\n"),
            .lineStart(""),
            .text("}\n\n"),
            .lineStart(""),
            .text("extension ListRowStore where Section: CaseIterable {\n"),
            .lineStart("    "),
            .text("/// A store whose sections are fixed: every case of `Section`, in `allCases` order.\n"),
            .lineStart("    "),
            .text("convenience init() {\n"),
            .lineStart("        "),
            .text("self.init(sections: .fixed(Array(Section.allCases)))\n"),
            .lineStart("    "),
            .text("}\n"),
            .lineStart(""),
            .text("}\n"),
            .partial(MustachePartialTag(name: .fixed("ListRowStore-search"), indent: "", location: MustacheLocation(path_ListRowStore_swift_mustache, 865, 1))),
            .partial(MustachePartialTag(name: .fixed("ListRowStore-images"), indent: "", location: MustacheLocation(path_ListRowStore_swift_mustache, 866, 1))),
            .partial(MustachePartialTag(name: .fixed("ListRowStore-anchors"), indent: "", location: MustacheLocation(path_ListRowStore_swift_mustache, 867, 1))),
            .partial(MustachePartialTag(name: .fixed("ListRowStore-selection"), indent: "", location: MustacheLocation(path_ListRowStore_swift_mustache, 868, 1))),
            .partial(MustachePartialTag(name: .fixed("ListRowStore-collapse"), indent: "", location: MustacheLocation(path_ListRowStore_swift_mustache, 869, 1))),
        ])

    private static let parsed_Model_swift_mustache = MustacheTemplate(
        name: path_Model_swift_mustache, source: sources["Model.swift.mustache"]!,
        nodes: [
            .lineStart(""),
            .text("/// A row model of the "),
            .variable(MustacheName(["screen", "name"], MustacheLocation(path_Model_swift_mustache, 2, 24)), escaped: true),
            .text(" screen, with a stable identity for diffing and tap routing.\n"),
            .lineStart(""),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Model_swift_mustache, 3, 1)), escaped: true),
            .text("struct "),
            .variable(MustacheName(["model", "name"], MustacheLocation(path_Model_swift_mustache, 3, 31)), escaped: true),
            .text(": Identifiable, Hashable, Sendable {\n"),
            .section(MustacheName(["model", "fields"], MustacheLocation(path_Model_swift_mustache, 4, 1)), [
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Model_swift_mustache, 5, 5)), escaped: true),
                .text("var "),
                .variable(MustacheName(["name"], MustacheLocation(path_Model_swift_mustache, 5, 32)), escaped: true),
                .text(": "),
                .variable(MustacheName(["type"], MustacheLocation(path_Model_swift_mustache, 5, 42)), escaped: true),
                .text("\n"),
            ]),
            .section(MustacheName(["screen", "declaresMemberwiseInits"], MustacheLocation(path_Model_swift_mustache, 7, 1)), [
                .text("\n"),
                .lineStart("    "),
                .text("/// Creates a `"),
                .variable(MustacheName(["model", "name"], MustacheLocation(path_Model_swift_mustache, 9, 20)), escaped: true),
                .text("` from its fields.\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Model_swift_mustache, 10, 5)), escaped: true),
                .text("init(\n"),
                .section(MustacheName(["model", "fields"], MustacheLocation(path_Model_swift_mustache, 11, 1)), [
                    .lineStart("        "),
                    .variable(MustacheName(["name"], MustacheLocation(path_Model_swift_mustache, 12, 9)), escaped: true),
                    .text(": "),
                    .variable(MustacheName(["type"], MustacheLocation(path_Model_swift_mustache, 12, 19)), escaped: true),
                    .inverted(MustacheName(["isLast"], MustacheLocation(path_Model_swift_mustache, 12, 27)), [
                        .text(","),
                    ]),
                    .text("\n"),
                ]),
                .lineStart("    "),
                .text(") {\n"),
                .section(MustacheName(["model", "fields"], MustacheLocation(path_Model_swift_mustache, 15, 1)), [
                    .lineStart("        "),
                    .text("self."),
                    .variable(MustacheName(["name"], MustacheLocation(path_Model_swift_mustache, 16, 14)), escaped: true),
                    .text(" = "),
                    .variable(MustacheName(["name"], MustacheLocation(path_Model_swift_mustache, 16, 25)), escaped: true),
                    .text("\n"),
                ]),
                .lineStart("    "),
                .text("}\n"),
            ]),
            .section(MustacheName(["model", "mapsIdentity"], MustacheLocation(path_Model_swift_mustache, 20, 1)), [
                .text("\n"),
                .lineStart("    "),
                .text("/// The stable identity, taken from `"),
                .variable(MustacheName(["model", "idField"], MustacheLocation(path_Model_swift_mustache, 22, 42)), escaped: true),
                .text("`.\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Model_swift_mustache, 23, 5)), escaped: true),
                .text("var id: "),
                .variable(MustacheName(["model", "idType"], MustacheLocation(path_Model_swift_mustache, 23, 36)), escaped: true),
                .text(" { "),
                .variable(MustacheName(["model", "idField"], MustacheLocation(path_Model_swift_mustache, 23, 55)), escaped: true),
                .text(" }\n"),
            ]),
            .lineStart(""),
            .text("}\n"),
        ])

    private static let parsed_Route_swift_mustache = MustacheTemplate(
        name: path_Route_swift_mustache, source: sources["Route.swift.mustache"]!,
        nodes: [
            .lineStart(""),
            .text("/// Where the "),
            .variable(MustacheName(["screen", "name"], MustacheLocation(path_Route_swift_mustache, 2, 15)), escaped: true),
            .text(" screen navigates, with the tapped row's data.\n"),
            .lineStart(""),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Route_swift_mustache, 3, 1)), escaped: true),
            .text("enum "),
            .variable(MustacheName(["screen", "routeType"], MustacheLocation(path_Route_swift_mustache, 3, 29)), escaped: true),
            .text(": Hashable, Sendable {\n"),
            .section(MustacheName(["routes"], MustacheLocation(path_Route_swift_mustache, 4, 1)), [
                .section(MustacheName(["opensURL"], MustacheLocation(path_Route_swift_mustache, 5, 1)), [
                    .lineStart("    "),
                    .text("/// Opens the row's `"),
                    .variable(MustacheName(["urlField"], MustacheLocation(path_Route_swift_mustache, 6, 26)), escaped: true),
                    .text("` ("),
                    .variable(MustacheName(["presentation"], MustacheLocation(path_Route_swift_mustache, 6, 41)), escaped: true),
                    .text(").\n"),
                ]),
                .inverted(MustacheName(["opensURL"], MustacheLocation(path_Route_swift_mustache, 8, 1)), [
                    .lineStart("    "),
                    .text("/// Shows `"),
                    .variable(MustacheName(["destinationType"], MustacheLocation(path_Route_swift_mustache, 9, 16)), escaped: true),
                    .text("` ("),
                    .variable(MustacheName(["presentation"], MustacheLocation(path_Route_swift_mustache, 9, 38)), escaped: true),
                    .text(").\n"),
                ]),
                .lineStart("    "),
                .text("case "),
                .variable(MustacheName(["caseDeclaration"], MustacheLocation(path_Route_swift_mustache, 11, 10)), escaped: true),
                .text("\n"),
            ]),
            .lineStart(""),
            .text("}\n"),
        ])

    private static let parsed_Router_swift_mustache = MustacheTemplate(
        name: path_Router_swift_mustache, source: sources["Router.swift.mustache"]!,
        nodes: [
            .lineStart(""),
            .text("/// Navigates from the "),
            .variable(MustacheName(["screen", "name"], MustacheLocation(path_Router_swift_mustache, 2, 24)), escaped: true),
            .text(" screen.\n"),
            .lineStart(""),
            .text("///\n"),
            .lineStart(""),
            .text("/// The controller hands every routed tap to its router and never builds a destination itself,\n"),
            .lineStart(""),
            .text("/// so a test can pass a fake router and assert on the routes it receives.\n"),
            .lineStart(""),
            .text("@MainActor\n"),
            .lineStart(""),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Router_swift_mustache, 7, 1)), escaped: true),
            .text("protocol "),
            .variable(MustacheName(["screen", "routingType"], MustacheLocation(path_Router_swift_mustache, 7, 33)), escaped: true),
            .text(": AnyObject {\n"),
            .lineStart("    "),
            .text("/// Shows the destination of `route`, starting from `source`.\n"),
            .section(MustacheName(["screen", "routesPopover"], MustacheLocation(path_Router_swift_mustache, 9, 1)), [
                .lineStart("    "),
                .text("/// A popover points at `anchor`: the tapped button while it shows the row, else the cell that shows\n"),
                .lineStart("    "),
                .text("/// the row now (a swipe action, menu item, VoiceOver action or row tap), else the list.\n"),
            ]),
            .lineStart("    "),
            .text("func navigate(to route: "),
            .variable(MustacheName(["screen", "routeType"], MustacheLocation(path_Router_swift_mustache, 13, 29)), escaped: true),
            .text(", from source: UIViewController"),
            .variable(MustacheName(["screen", "navigateAnchorParameter"], MustacheLocation(path_Router_swift_mustache, 13, 80)), escaped: true),
            .text(")\n"),
            .lineStart(""),
            .text("}\n\n"),
            .lineStart(""),
            .text("/// The default router: builds each destination with a factory you supply, then shows it as\n"),
            .lineStart(""),
            .text("/// the spec says.\n"),
            .lineStart(""),
            .text("@MainActor\n"),
            .lineStart(""),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Router_swift_mustache, 19, 1)), escaped: true),
            .text("final class "),
            .variable(MustacheName(["screen", "routerType"], MustacheLocation(path_Router_swift_mustache, 19, 36)), escaped: true),
            .text(": "),
            .variable(MustacheName(["screen", "routingType"], MustacheLocation(path_Router_swift_mustache, 19, 59)), escaped: true),
            .text(" {\n"),
            .section(MustacheName(["routes"], MustacheLocation(path_Router_swift_mustache, 20, 1)), [
                .section(MustacheName(["hasFactory"], MustacheLocation(path_Router_swift_mustache, 21, 1)), [
                    .lineStart("    "),
                    .text("private let "),
                    .variable(MustacheName(["factoryName"], MustacheLocation(path_Router_swift_mustache, 22, 17)), escaped: true),
                    .text(": @MainActor "),
                    .variable(MustacheName(["factoryParameters"], MustacheLocation(path_Router_swift_mustache, 22, 45)), escaped: true),
                    .text(" -> "),
                    .variable(MustacheName(["destinationType"], MustacheLocation(path_Router_swift_mustache, 22, 70)), escaped: true),
                    .text("\n"),
                ]),
            ]),
            .section(MustacheName(["screen", "routesURL"], MustacheLocation(path_Router_swift_mustache, 25, 1)), [
                .lineStart("    "),
                .text("private let openURL: @MainActor (URL) -> Void\n"),
            ]),
            .text("\n"),
            .lineStart("    "),
            .text("/// Creates a router from one destination factory per route.\n"),
            .section(MustacheName(["screen", "routesURL"], MustacheLocation(path_Router_swift_mustache, 30, 1)), [
                .lineStart("    "),
                .text("/// `openURL` opens a URL route's URL outside the app; by default the system's\n"),
                .lineStart("    "),
                .text("/// `UIApplication.shared.open(_:options:completionHandler:)`. A test passes its own to see the URL.\n"),
            ]),
            .lineStart("    "),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Router_swift_mustache, 34, 5)), escaped: true),
            .text("init(\n"),
            .section(MustacheName(["routes"], MustacheLocation(path_Router_swift_mustache, 35, 1)), [
                .section(MustacheName(["hasFactory"], MustacheLocation(path_Router_swift_mustache, 36, 1)), [
                    .lineStart("        "),
                    .variable(MustacheName(["caseName"], MustacheLocation(path_Router_swift_mustache, 37, 9)), escaped: true),
                    .text(" "),
                    .variable(MustacheName(["factoryName"], MustacheLocation(path_Router_swift_mustache, 37, 22)), escaped: true),
                    .text(": @escaping @MainActor "),
                    .variable(MustacheName(["factoryParameters"], MustacheLocation(path_Router_swift_mustache, 37, 60)), escaped: true),
                    .text(" -> "),
                    .variable(MustacheName(["destinationType"], MustacheLocation(path_Router_swift_mustache, 37, 85)), escaped: true),
                    .inverted(MustacheName(["isLastParameter"], MustacheLocation(path_Router_swift_mustache, 37, 104)), [
                        .text(","),
                    ]),
                    .text("\n"),
                ]),
            ]),
            .section(MustacheName(["screen", "routesURL"], MustacheLocation(path_Router_swift_mustache, 40, 1)), [
                .lineStart("        "),
                .text("openURL: @escaping @MainActor (URL) -> Void = {\n"),
                .lineStart("            "),
                .text("UIApplication.shared.open($0, options: [:], completionHandler: nil)\n"),
                .lineStart("        "),
                .text("}\n"),
            ]),
            .lineStart("    "),
            .text(") {\n"),
            .section(MustacheName(["routes"], MustacheLocation(path_Router_swift_mustache, 46, 1)), [
                .section(MustacheName(["hasFactory"], MustacheLocation(path_Router_swift_mustache, 47, 1)), [
                    .lineStart("        "),
                    .text("self."),
                    .variable(MustacheName(["factoryName"], MustacheLocation(path_Router_swift_mustache, 48, 14)), escaped: true),
                    .text(" = "),
                    .variable(MustacheName(["factoryName"], MustacheLocation(path_Router_swift_mustache, 48, 32)), escaped: true),
                    .text("\n"),
                ]),
            ]),
            .section(MustacheName(["screen", "routesURL"], MustacheLocation(path_Router_swift_mustache, 51, 1)), [
                .lineStart("        "),
                .text("self.openURL = openURL\n"),
            ]),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Router_swift_mustache, 56, 5)), escaped: true),
            .text("func navigate(to route: "),
            .variable(MustacheName(["screen", "routeType"], MustacheLocation(path_Router_swift_mustache, 56, 52)), escaped: true),
            .text(", from source: UIViewController"),
            .variable(MustacheName(["screen", "navigateAnchorParameter"], MustacheLocation(path_Router_swift_mustache, 56, 103)), escaped: true),
            .text(") {\n"),
            .lineStart("        "),
            .text("switch route {\n"),
            .section(MustacheName(["routes"], MustacheLocation(path_Router_swift_mustache, 58, 1)), [
                .lineStart("        "),
                .text("case "),
                .variable(MustacheName(["casePattern"], MustacheLocation(path_Router_swift_mustache, 59, 14)), escaped: true),
                .text(":\n"),
                .section(MustacheName(["isPush"], MustacheLocation(path_Router_swift_mustache, 60, 1)), [
                    .lineStart("            "),
                    .text("push("),
                    .variable(MustacheName(["makeExpression"], MustacheLocation(path_Router_swift_mustache, 61, 18)), escaped: true),
                    .text(", from: source)\n"),
                ]),
                .section(MustacheName(["isPresent"], MustacheLocation(path_Router_swift_mustache, 63, 1)), [
                    .lineStart("            "),
                    .text("present("),
                    .variable(MustacheName(["destinationExpression"], MustacheLocation(path_Router_swift_mustache, 64, 21)), escaped: true),
                    .text(", from: source, embedInNavigation: "),
                    .variable(MustacheName(["embedInNavigationLiteral"], MustacheLocation(path_Router_swift_mustache, 64, 81)), escaped: true),
                    .text(")\n"),
                ]),
                .section(MustacheName(["isSheet"], MustacheLocation(path_Router_swift_mustache, 66, 1)), [
                    .lineStart("            "),
                    .text("presentSheet(\n"),
                    .lineStart("                "),
                    .variable(MustacheName(["destinationExpression"], MustacheLocation(path_Router_swift_mustache, 68, 17)), escaped: true),
                    .text(", from: source, embedInNavigation: "),
                    .variable(MustacheName(["embedInNavigationLiteral"], MustacheLocation(path_Router_swift_mustache, 68, 77)), escaped: true),
                    .text(",\n"),
                    .lineStart("                "),
                    .text("detents: "),
                    .variable(MustacheName(["detentsLiteral"], MustacheLocation(path_Router_swift_mustache, 69, 26)), escaped: true),
                    .text(")\n"),
                ]),
                .section(MustacheName(["isShow"], MustacheLocation(path_Router_swift_mustache, 71, 1)), [
                    .lineStart("            "),
                    .text("source.show("),
                    .variable(MustacheName(["makeExpression"], MustacheLocation(path_Router_swift_mustache, 72, 25)), escaped: true),
                    .text(", sender: source)\n"),
                ]),
                .section(MustacheName(["isPopover"], MustacheLocation(path_Router_swift_mustache, 74, 1)), [
                    .lineStart("            "),
                    .text("presentPopover("),
                    .variable(MustacheName(["destinationExpression"], MustacheLocation(path_Router_swift_mustache, 75, 28)), escaped: true),
                    .text(", from: source, anchor: anchor)\n"),
                ]),
                .section(MustacheName(["isSafari"], MustacheLocation(path_Router_swift_mustache, 77, 1)), [
                    .lineStart("            "),
                    .text("openInSafari(url, from: source)\n"),
                ]),
                .section(MustacheName(["isExternal"], MustacheLocation(path_Router_swift_mustache, 80, 1)), [
                    .lineStart("            "),
                    .text("openExternally(url)\n"),
                ]),
            ]),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n"),
            .section(MustacheName(["screen", "routesPush"], MustacheLocation(path_Router_swift_mustache, 86, 1)), [
                .text("\n"),
                .lineStart("    "),
                .text("/// Pushes onto the source's navigation stack; without one, falls back to `show(_:sender:)`.\n"),
                .lineStart("    "),
                .text("private func push(_ destination: UIViewController, from source: UIViewController) {\n"),
                .lineStart("        "),
                .text("if let navigationController = source.navigationController {\n"),
                .lineStart("            "),
                .text("navigationController.pushViewController(destination, animated: true)\n"),
                .lineStart("        "),
                .text("} else {\n"),
                .lineStart("            "),
                .text("source.show(destination, sender: source)\n"),
                .lineStart("        "),
                .text("}\n"),
                .lineStart("    "),
                .text("}\n"),
            ]),
            .section(MustacheName(["screen", "routesPresent"], MustacheLocation(path_Router_swift_mustache, 97, 1)), [
                .text("\n"),
                .lineStart("    "),
                .text("/// Presents modally, optionally inside a navigation controller of its own.\n"),
                .lineStart("    "),
                .text("private func present(_ destination: UIViewController, from source: UIViewController, embedInNavigation: Bool) {\n"),
                .lineStart("        "),
                .text("let presented = embedInNavigation ? UINavigationController(rootViewController: destination) : destination\n"),
                .lineStart("        "),
                .text("source.present(presented, animated: true)\n"),
                .lineStart("    "),
                .text("}\n"),
            ]),
            .section(MustacheName(["screen", "routesSheet"], MustacheLocation(path_Router_swift_mustache, 105, 1)), [
                .text("\n"),
                .lineStart("    "),
                .text("/// Presents as a page sheet resting at `detents` (none: UIKit's default, full height),\n"),
                .lineStart("    "),
                .text("/// optionally inside a navigation controller of its own.\n"),
                .lineStart("    "),
                .text("private func presentSheet(\n"),
                .lineStart("        "),
                .text("_ destination: UIViewController, from source: UIViewController, embedInNavigation: Bool,\n"),
                .lineStart("        "),
                .text("detents: [UISheetPresentationController.Detent]\n"),
                .lineStart("    "),
                .text(") {\n"),
                .lineStart("        "),
                .text("let presented = embedInNavigation ? UINavigationController(rootViewController: destination) : destination\n"),
                .lineStart("        "),
                .text("presented.modalPresentationStyle = .pageSheet\n"),
                .lineStart("        "),
                .text("if !detents.isEmpty, let sheet = presented.sheetPresentationController {\n"),
                .lineStart("            "),
                .text("sheet.detents = detents\n"),
                .lineStart("        "),
                .text("}\n"),
                .lineStart("        "),
                .text("source.present(presented, animated: true)\n"),
                .lineStart("    "),
                .text("}\n"),
            ]),
            .section(MustacheName(["screen", "routesPopover"], MustacheLocation(path_Router_swift_mustache, 121, 1)), [
                .text("\n"),
                .lineStart("    "),
                .text("/// Presents as a popover pointing at `anchor`. In a compact width UIKit shows it as a sheet; in a\n"),
                .lineStart("    "),
                .text("/// regular width (iPad) a popover without an anchor raises, so it always gets one.\n"),
                .lineStart("    "),
                .text("private func presentPopover(_ destination: UIViewController, from source: UIViewController, anchor: ListAnchor) {\n"),
                .lineStart("        "),
                .text("destination.modalPresentationStyle = .popover\n"),
                .lineStart("        "),
                .text("anchor.point(destination)\n"),
                .lineStart("        "),
                .text("source.present(destination, animated: true)\n"),
                .lineStart("    "),
                .text("}\n"),
            ]),
            .section(MustacheName(["screen", "routesSafari"], MustacheLocation(path_Router_swift_mustache, 131, 1)), [
                .text("\n"),
                .lineStart("    "),
                .text("/// Presents Safari's view of `url` modally. `SFSafariViewController` shows only http and https URLs\n"),
                .lineStart("    "),
                .text("/// (it raises for any other scheme), so another URL (`mailto:`, an app's own scheme) is opened\n"),
                .lineStart("    "),
                .text("/// outside the app instead; a nil URL does nothing.\n"),
                .lineStart("    "),
                .text("private func openInSafari(_ url: URL?, from source: UIViewController) {\n"),
                .lineStart("        "),
                .text("guard let url else { return }\n"),
                .lineStart("        "),
                .text("guard let scheme = url.scheme?.lowercased(), scheme == \"http\" || scheme == \"https\" else {\n"),
                .lineStart("            "),
                .text("return openURL(url)\n"),
                .lineStart("        "),
                .text("}\n"),
                .lineStart("        "),
                .text("source.present(SFSafariViewController(url: url), animated: true)\n"),
                .lineStart("    "),
                .text("}\n"),
            ]),
            .section(MustacheName(["screen", "routesURL"], MustacheLocation(path_Router_swift_mustache, 144, 1)), [
                .text("\n"),
                .lineStart("    "),
                .text("/// Opens `url` outside the app (`openURL`); a nil URL does nothing.\n"),
                .lineStart("    "),
                .text("private func openExternally(_ url: URL?) {\n"),
                .lineStart("        "),
                .text("guard let url else { return }\n"),
                .lineStart("        "),
                .text("openURL(url)\n"),
                .lineStart("    "),
                .text("}\n"),
            ]),
            .section(MustacheName(["screen", "routesCloseButton"], MustacheLocation(path_Router_swift_mustache, 152, 1)), [
                .text("\n"),
                .lineStart("    "),
                .text("/// Gives `destination` a Close button (the right bar button item of its navigation item) that\n"),
                .lineStart("    "),
                .text("/// dismisses it. `destination` is weak in the action: its navigation item keeps the button.\n"),
                .lineStart("    "),
                .text("private func withCloseButton(_ destination: UIViewController) -> UIViewController {\n"),
                .lineStart("        "),
                .text("destination.navigationItem.rightBarButtonItem = UIBarButtonItem(\n"),
                .lineStart("            "),
                .text("systemItem: .close,\n"),
                .lineStart("            "),
                .text("primaryAction: UIAction { [weak destination] _ in\n"),
                .lineStart("                "),
                .text("destination?.dismiss(animated: true)\n"),
                .lineStart("            "),
                .text("})\n"),
                .lineStart("        "),
                .text("return destination\n"),
                .lineStart("    "),
                .text("}\n"),
            ]),
            .lineStart(""),
            .text("}\n"),
        ])

    private static let parsed_Row_swift_mustache = MustacheTemplate(
        name: path_Row_swift_mustache, source: sources["Row.swift.mustache"]!,
        nodes: [
            .lineStart(""),
            .text("/// A row of the "),
            .variable(MustacheName(["screen", "name"], MustacheLocation(path_Row_swift_mustache, 2, 18)), escaped: true),
            .text(" screen: one case per cell kind.\n"),
            .lineStart(""),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Row_swift_mustache, 3, 1)), escaped: true),
            .text("enum "),
            .variable(MustacheName(["screen", "rowEnumType"], MustacheLocation(path_Row_swift_mustache, 3, 29)), escaped: true),
            .text(": Identifiable, Hashable, Sendable {\n"),
            .section(MustacheName(["cells"], MustacheLocation(path_Row_swift_mustache, 4, 1)), [
                .lineStart("    "),
                .text("case "),
                .variable(MustacheName(["rowCaseName"], MustacheLocation(path_Row_swift_mustache, 5, 10)), escaped: true),
                .text("("),
                .variable(MustacheName(["modelType"], MustacheLocation(path_Row_swift_mustache, 5, 26)), escaped: true),
                .text(")\n"),
            ]),
            .text("\n"),
            .lineStart("    "),
            .text("/// A row's stable identity: its cell kind and its model's ID.\n"),
            .lineStart("    "),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Row_swift_mustache, 9, 5)), escaped: true),
            .text("enum ID: Hashable, Sendable {\n"),
            .section(MustacheName(["cells"], MustacheLocation(path_Row_swift_mustache, 10, 1)), [
                .lineStart("        "),
                .text("case "),
                .variable(MustacheName(["rowCaseName"], MustacheLocation(path_Row_swift_mustache, 11, 14)), escaped: true),
                .text("("),
                .variable(MustacheName(["modelIDType"], MustacheLocation(path_Row_swift_mustache, 11, 30)), escaped: true),
                .text(")\n"),
            ]),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Row_swift_mustache, 15, 5)), escaped: true),
            .text("var id: ID {\n"),
            .lineStart("        "),
            .text("switch self {\n"),
            .section(MustacheName(["cells"], MustacheLocation(path_Row_swift_mustache, 17, 1)), [
                .lineStart("        "),
                .text("case ."),
                .variable(MustacheName(["rowCaseName"], MustacheLocation(path_Row_swift_mustache, 18, 15)), escaped: true),
                .text("(let "),
                .variable(MustacheName(["parameterName"], MustacheLocation(path_Row_swift_mustache, 18, 35)), escaped: true),
                .text("): ."),
                .variable(MustacheName(["rowCaseName"], MustacheLocation(path_Row_swift_mustache, 18, 56)), escaped: true),
                .text("("),
                .variable(MustacheName(["parameterName"], MustacheLocation(path_Row_swift_mustache, 18, 72)), escaped: true),
                .text(".id)\n"),
            ]),
            .lineStart("        "),
            .text("}\n"),
            .lineStart("    "),
            .text("}\n"),
            .lineStart(""),
            .text("}\n"),
        ])

    private static let parsed_Section_swift_mustache = MustacheTemplate(
        name: path_Section_swift_mustache, source: sources["Section.swift.mustache"]!,
        nodes: [
            .section(MustacheName(["dataSections"], MustacheLocation(path_Section_swift_mustache, 2, 1)), [
                .lineStart(""),
                .text("/// A section of the "),
                .variable(MustacheName(["screen", "name"], MustacheLocation(path_Section_swift_mustache, 3, 22)), escaped: true),
                .text(" screen: the rows whose `"),
                .variable(MustacheName(["field"], MustacheLocation(path_Section_swift_mustache, 3, 62)), escaped: true),
                .text("` "),
                .variable(MustacheName(["groupingDescription"], MustacheLocation(path_Section_swift_mustache, 3, 73)), escaped: true),
                .text(", in the\n"),
                .lineStart(""),
                .text("/// controller's calendar. Its identity is its value, so a row whose `"),
                .variable(MustacheName(["field"], MustacheLocation(path_Section_swift_mustache, 4, 71)), escaped: true),
                .text("` changes moves to\n"),
                .lineStart(""),
                .text("/// another section (a diffable list animates the move). Sections are "),
                .variable(MustacheName(["orderDescription"], MustacheLocation(path_Section_swift_mustache, 5, 71)), escaped: true),
                .text(".\n"),
                .lineStart(""),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Section_swift_mustache, 6, 1)), escaped: true),
                .text("struct "),
                .variable(MustacheName(["screen", "sectionType"], MustacheLocation(path_Section_swift_mustache, 6, 31)), escaped: true),
                .text(": Hashable, Sendable {\n"),
                .lineStart("    "),
                .text("/// The value its rows share"),
                .section(MustacheName(["formatsDate"], MustacheLocation(path_Section_swift_mustache, 7, 33)), [
                    .text(" (the start of the calendar unit of their `"),
                    .variable(MustacheName(["field"], MustacheLocation(path_Section_swift_mustache, 7, 92)), escaped: true),
                    .text("`)"),
                ]),
                .text(".\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Section_swift_mustache, 8, 5)), escaped: true),
                .text("let value: "),
                .variable(MustacheName(["valueType"], MustacheLocation(path_Section_swift_mustache, 8, 39)), escaped: true),
                .text("\n\n"),
                .lineStart("    "),
                .text("/// The section of `row`, grouped in `calendar`.\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Section_swift_mustache, 11, 5)), escaped: true),
                .text("init(of row: "),
                .variable(MustacheName(["screen", "rowType"], MustacheLocation(path_Section_swift_mustache, 11, 41)), escaped: true),
                .text(", in calendar: Calendar) {\n"),
                .section(MustacheName(["screen", "hasMultipleCellKinds"], MustacheLocation(path_Section_swift_mustache, 12, 1)), [
                    .lineStart("        "),
                    .text("let value: "),
                    .variable(MustacheName(["valueType"], MustacheLocation(path_Section_swift_mustache, 13, 20)), escaped: true),
                    .text(" =\n"),
                    .lineStart("            "),
                    .text("switch row {\n"),
                    .section(MustacheName(["cases"], MustacheLocation(path_Section_swift_mustache, 15, 1)), [
                        .lineStart("            "),
                        .text("case "),
                        .variable(MustacheName(["pattern"], MustacheLocation(path_Section_swift_mustache, 16, 18)), escaped: true),
                        .text(": "),
                        .variable(MustacheName(["valueExpression"], MustacheLocation(path_Section_swift_mustache, 16, 31)), escaped: true),
                        .text("\n"),
                    ]),
                    .lineStart("            "),
                    .text("}\n"),
                ]),
                .inverted(MustacheName(["screen", "hasMultipleCellKinds"], MustacheLocation(path_Section_swift_mustache, 20, 1)), [
                    .section(MustacheName(["cases"], MustacheLocation(path_Section_swift_mustache, 21, 1)), [
                        .lineStart("        "),
                        .text("let value = "),
                        .variable(MustacheName(["valueExpression"], MustacheLocation(path_Section_swift_mustache, 22, 21)), escaped: true),
                        .text("\n"),
                    ]),
                ]),
                .lineStart("        "),
                .text("self.value = "),
                .variable(MustacheName(["groupingExpression"], MustacheLocation(path_Section_swift_mustache, 25, 22)), escaped: true),
                .text("\n"),
                .lineStart("    "),
                .text("}\n\n"),
                .lineStart("    "),
                .text("/// The section's header title"),
                .section(MustacheName(["titlesRelativeDay"], MustacheLocation(path_Section_swift_mustache, 28, 35)), [
                    .text(": \"Today\" or \"Yesterday\" as of `now`, else the\n"),
                    .lineStart("    "),
                    .text("/// date"),
                ]),
                .section(MustacheName(["titleField"], MustacheLocation(path_Section_swift_mustache, 29, 35)), [
                    .text(": the `"),
                    .variable(MustacheName([], MustacheLocation(path_Section_swift_mustache, 29, 57)), escaped: true),
                    .text("` of its first row, `firstRow`"),
                ]),
                .section(MustacheName(["titlesValue"], MustacheLocation(path_Section_swift_mustache, 29, 107)), [
                    .text(": its value"),
                ]),
                .text(". Worked out each time the list shows it.\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Section_swift_mustache, 30, 5)), escaped: true),
                .text("func title(firstRow: "),
                .variable(MustacheName(["screen", "rowType"], MustacheLocation(path_Section_swift_mustache, 30, 49)), escaped: true),
                .text(", now: Date, calendar: Calendar) -> String {\n"),
                .section(MustacheName(["titlesRelativeDay"], MustacheLocation(path_Section_swift_mustache, 31, 1)), [
                    .lineStart("        "),
                    .text("if calendar.isDate(value, inSameDayAs: now) { return "),
                    .variable(MustacheName(["todayExpression"], MustacheLocation(path_Section_swift_mustache, 32, 62)), escaped: true),
                    .text(" }\n"),
                    .lineStart("        "),
                    .text("if let yesterday = calendar.date(byAdding: .day, value: -1, to: now),\n"),
                    .lineStart("            "),
                    .text("calendar.isDate(value, inSameDayAs: yesterday)\n"),
                    .lineStart("        "),
                    .text("{\n"),
                    .lineStart("            "),
                    .text("return "),
                    .variable(MustacheName(["yesterdayExpression"], MustacheLocation(path_Section_swift_mustache, 36, 20)), escaped: true),
                    .text("\n"),
                    .lineStart("        "),
                    .text("}\n"),
                    .lineStart("        "),
                    .text("return "),
                    .variable(MustacheName(["valueTitleExpression"], MustacheLocation(path_Section_swift_mustache, 38, 16)), escaped: true),
                    .text("\n"),
                ]),
                .section(MustacheName(["titlesValue"], MustacheLocation(path_Section_swift_mustache, 40, 1)), [
                    .lineStart("        "),
                    .variable(MustacheName(["valueTitleExpression"], MustacheLocation(path_Section_swift_mustache, 41, 9)), escaped: true),
                    .text("\n"),
                ]),
                .section(MustacheName(["titleField"], MustacheLocation(path_Section_swift_mustache, 43, 1)), [
                    .section(MustacheName(["screen", "hasMultipleCellKinds"], MustacheLocation(path_Section_swift_mustache, 44, 1)), [
                        .lineStart("        "),
                        .text("switch firstRow {\n"),
                        .section(MustacheName(["cases"], MustacheLocation(path_Section_swift_mustache, 46, 1)), [
                            .lineStart("        "),
                            .text("case "),
                            .variable(MustacheName(["pattern"], MustacheLocation(path_Section_swift_mustache, 47, 14)), escaped: true),
                            .text(": "),
                            .variable(MustacheName(["titleExpression"], MustacheLocation(path_Section_swift_mustache, 47, 27)), escaped: true),
                            .text("\n"),
                        ]),
                        .lineStart("        "),
                        .text("}\n"),
                    ]),
                    .inverted(MustacheName(["screen", "hasMultipleCellKinds"], MustacheLocation(path_Section_swift_mustache, 51, 1)), [
                        .section(MustacheName(["cases"], MustacheLocation(path_Section_swift_mustache, 52, 1)), [
                            .lineStart("        "),
                            .variable(MustacheName(["titleExpression"], MustacheLocation(path_Section_swift_mustache, 53, 9)), escaped: true),
                            .text("\n"),
                        ]),
                    ]),
                ]),
                .lineStart("    "),
                .text("}\n"),
                .section(MustacheName(["formatsDate"], MustacheLocation(path_Section_swift_mustache, 58, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// `date` as a header shows it, in `calendar`'s time zone and locale.\n"),
                    .lineStart("    "),
                    .text("static func formatted(_ date: Date, in calendar: Calendar) -> String {\n"),
                    .lineStart("        "),
                    .text("let formatter = DateFormatter()\n"),
                    .lineStart("        "),
                    .text("formatter.calendar = calendar\n"),
                    .lineStart("        "),
                    .text("formatter.timeZone = calendar.timeZone\n"),
                    .lineStart("        "),
                    .text("formatter.locale = calendar.locale ?? Locale.current\n"),
                    .lineStart("        "),
                    .variable(MustacheName(["dateFormatSetup"], MustacheLocation(path_Section_swift_mustache, 66, 9)), escaped: true),
                    .text("\n"),
                    .lineStart("        "),
                    .text("return formatter.string(from: date)\n"),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .text("\n"),
                .lineStart("    "),
                .text("/// Whether the section shows its header with `rowCount` rows shown: a section is there only while it\n"),
                .lineStart("    "),
                .text("/// has rows, but during a search it may show none, and then no header.\n"),
                .lineStart("    "),
                .text("func showsHeaderAndFooter(withRowCount rowCount: Int) -> Bool {\n"),
                .lineStart("        "),
                .text("rowCount > 0\n"),
                .lineStart("    "),
                .text("}\n\n"),
                .lineStart("    "),
                .text("/// Where the row store's sections come from: each row's own section in `calendar`, "),
                .variable(MustacheName(["orderDescription"], MustacheLocation(path_Section_swift_mustache, 77, 89)), escaped: true),
                .text(".\n"),
                .lineStart("    "),
                .text("static func fromRows(in calendar: Calendar) -> ListRowStore<"),
                .variable(MustacheName(["screen", "sectionType"], MustacheLocation(path_Section_swift_mustache, 78, 65)), escaped: true),
                .text(", "),
                .variable(MustacheName(["screen", "rowType"], MustacheLocation(path_Section_swift_mustache, 78, 89)), escaped: true),
                .text(">.Sections {\n"),
                .lineStart("        "),
                .text(".fromRows(sectionOf: { "),
                .variable(MustacheName(["screen", "sectionType"], MustacheLocation(path_Section_swift_mustache, 79, 32)), escaped: true),
                .text("(of: $0, in: calendar) }, areInIncreasingOrder: "),
                .variable(MustacheName(["orderExpression"], MustacheLocation(path_Section_swift_mustache, 79, 102)), escaped: true),
                .text(")\n"),
                .lineStart("    "),
                .text("}\n"),
                .lineStart(""),
                .text("}\n"),
            ]),
            .inverted(MustacheName(["dataSections"], MustacheLocation(path_Section_swift_mustache, 83, 1)), [
                .lineStart(""),
                .text("/// The sections of the "),
                .variable(MustacheName(["screen", "name"], MustacheLocation(path_Section_swift_mustache, 84, 25)), escaped: true),
                .text(" screen, in display order.\n"),
                .lineStart(""),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Section_swift_mustache, 85, 1)), escaped: true),
                .text("enum "),
                .variable(MustacheName(["screen", "sectionType"], MustacheLocation(path_Section_swift_mustache, 85, 29)), escaped: true),
                .text(": Int, CaseIterable, Hashable, Sendable {\n"),
                .section(MustacheName(["sections"], MustacheLocation(path_Section_swift_mustache, 86, 1)), [
                    .lineStart("    "),
                    .text("case "),
                    .variable(MustacheName(["caseName"], MustacheLocation(path_Section_swift_mustache, 87, 10)), escaped: true),
                    .text("\n"),
                ]),
                .text("\n"),
                .lineStart("    "),
                .text("/// The section's header title, if it has one.\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Section_swift_mustache, 91, 5)), escaped: true),
                .text("var title: String? {\n"),
                .section(MustacheName(["screen", "hasSectionTitles"], MustacheLocation(path_Section_swift_mustache, 92, 1)), [
                    .lineStart("        "),
                    .text("switch self {\n"),
                    .section(MustacheName(["sections"], MustacheLocation(path_Section_swift_mustache, 94, 1)), [
                        .lineStart("        "),
                        .text("case ."),
                        .variable(MustacheName(["caseName"], MustacheLocation(path_Section_swift_mustache, 95, 15)), escaped: true),
                        .text(": "),
                        .variable(MustacheName(["titleExpression"], MustacheLocation(path_Section_swift_mustache, 95, 29)), escaped: true),
                        .text("\n"),
                    ]),
                    .lineStart("        "),
                    .text("}\n"),
                ]),
                .inverted(MustacheName(["screen", "hasSectionTitles"], MustacheLocation(path_Section_swift_mustache, 99, 1)), [
                    .lineStart("        "),
                    .text("nil\n"),
                ]),
                .lineStart("    "),
                .text("}\n"),
                .section(MustacheName(["screen", "hasSectionFooters"], MustacheLocation(path_Section_swift_mustache, 103, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// The section's footer text, if it has one.\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Section_swift_mustache, 106, 5)), escaped: true),
                    .text("var footer: String? {\n"),
                    .lineStart("        "),
                    .text("switch self {\n"),
                    .section(MustacheName(["sections"], MustacheLocation(path_Section_swift_mustache, 108, 1)), [
                        .lineStart("        "),
                        .text("case ."),
                        .variable(MustacheName(["caseName"], MustacheLocation(path_Section_swift_mustache, 109, 15)), escaped: true),
                        .text(": "),
                        .variable(MustacheName(["footerExpression"], MustacheLocation(path_Section_swift_mustache, 109, 29)), escaped: true),
                        .text("\n"),
                    ]),
                    .lineStart("        "),
                    .text("}\n"),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .section(MustacheName(["sectionViews"], MustacheLocation(path_Section_swift_mustache, 114, 1)), [
                    .section(MustacheName(["hasHeaderViews"], MustacheLocation(path_Section_swift_mustache, 115, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// Whether the section's header is a view that the controller's `onSectionHeader` configures.\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Section_swift_mustache, 118, 5)), escaped: true),
                        .text("var hasHeaderView: Bool {\n"),
                        .lineStart("        "),
                        .text("switch self {\n"),
                        .section(MustacheName(["sections"], MustacheLocation(path_Section_swift_mustache, 120, 1)), [
                            .lineStart("        "),
                            .text("case ."),
                            .variable(MustacheName(["caseName"], MustacheLocation(path_Section_swift_mustache, 121, 15)), escaped: true),
                            .text(": "),
                            .section(MustacheName(["hasHeaderView"], MustacheLocation(path_Section_swift_mustache, 121, 29)), [
                                .text("true"),
                            ]),
                            .inverted(MustacheName(["hasHeaderView"], MustacheLocation(path_Section_swift_mustache, 121, 69)), [
                                .text("false"),
                            ]),
                            .text("\n"),
                        ]),
                        .lineStart("        "),
                        .text("}\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["hasFooterViews"], MustacheLocation(path_Section_swift_mustache, 126, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// Whether the section's footer is a view that the controller's `onSectionFooter` configures.\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Section_swift_mustache, 129, 5)), escaped: true),
                        .text("var hasFooterView: Bool {\n"),
                        .lineStart("        "),
                        .text("switch self {\n"),
                        .section(MustacheName(["sections"], MustacheLocation(path_Section_swift_mustache, 131, 1)), [
                            .lineStart("        "),
                            .text("case ."),
                            .variable(MustacheName(["caseName"], MustacheLocation(path_Section_swift_mustache, 132, 15)), escaped: true),
                            .text(": "),
                            .section(MustacheName(["hasFooterView"], MustacheLocation(path_Section_swift_mustache, 132, 29)), [
                                .text("true"),
                            ]),
                            .inverted(MustacheName(["hasFooterView"], MustacheLocation(path_Section_swift_mustache, 132, 69)), [
                                .text("false"),
                            ]),
                            .text("\n"),
                        ]),
                        .lineStart("        "),
                        .text("}\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["hasCollapsibleSections"], MustacheLocation(path_Section_swift_mustache, 137, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// Whether the section's header view offers a toggle that hides and shows its rows (`collapsible`).\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_Section_swift_mustache, 140, 5)), escaped: true),
                        .text("var isCollapsible: Bool {\n"),
                        .lineStart("        "),
                        .text("switch self {\n"),
                        .section(MustacheName(["sections"], MustacheLocation(path_Section_swift_mustache, 142, 1)), [
                            .lineStart("        "),
                            .text("case ."),
                            .variable(MustacheName(["caseName"], MustacheLocation(path_Section_swift_mustache, 143, 15)), escaped: true),
                            .text(": "),
                            .section(MustacheName(["isCollapsible"], MustacheLocation(path_Section_swift_mustache, 143, 29)), [
                                .text("true"),
                            ]),
                            .inverted(MustacheName(["isCollapsible"], MustacheLocation(path_Section_swift_mustache, 143, 69)), [
                                .text("false"),
                            ]),
                            .text("\n"),
                        ]),
                        .lineStart("        "),
                        .text("}\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                ]),
                .section(MustacheName(["screen", "hasSectionTitlesOrFooters"], MustacheLocation(path_Section_swift_mustache, 149, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// Whether the section shows its header and footer when it has `rowCount` rows: a section with no\n"),
                    .lineStart("    "),
                    .text("/// rows shows neither, unless the spec says `showWhenEmpty`.\n"),
                    .lineStart("    "),
                    .text("func showsHeaderAndFooter(withRowCount rowCount: Int) -> Bool {\n"),
                    .section(MustacheName(["screen", "hasSectionsShownWhenEmpty"], MustacheLocation(path_Section_swift_mustache, 154, 1)), [
                        .lineStart("        "),
                        .text("switch self {\n"),
                        .section(MustacheName(["sections"], MustacheLocation(path_Section_swift_mustache, 156, 1)), [
                            .lineStart("        "),
                            .text("case ."),
                            .variable(MustacheName(["caseName"], MustacheLocation(path_Section_swift_mustache, 157, 15)), escaped: true),
                            .text(": "),
                            .variable(MustacheName(["showsTitlesExpression"], MustacheLocation(path_Section_swift_mustache, 157, 29)), escaped: true),
                            .text("\n"),
                        ]),
                        .lineStart("        "),
                        .text("}\n"),
                    ]),
                    .inverted(MustacheName(["screen", "hasSectionsShownWhenEmpty"], MustacheLocation(path_Section_swift_mustache, 161, 1)), [
                        .lineStart("        "),
                        .text("rowCount > 0\n"),
                    ]),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .lineStart(""),
                .text("}\n"),
            ]),
        ])

    private static let parsed_Strings_swift_mustache = MustacheTemplate(
        name: path_Strings_swift_mustache, source: sources["Strings.swift.mustache"]!,
        nodes: [
            .section(MustacheName(["localization"], MustacheLocation(path_Strings_swift_mustache, 2, 1)), [
                .lineStart(""),
                .text("/// The "),
                .variable(MustacheName(["screen", "name"], MustacheLocation(path_Strings_swift_mustache, 3, 9)), escaped: true),
                .text(" screen's user-visible texts, looked up in the strings table "),
                .variable(MustacheName(["tableLiteral"], MustacheLocation(path_Strings_swift_mustache, 3, 85)), escaped: true),
                .text("\n"),
                .lineStart(""),
                .text("/// (`listgen strings` prints it in English). Each is looked up on every read, in the current language.\n"),
                .lineStart(""),
                .text("enum "),
                .variable(MustacheName(["stringsType"], MustacheLocation(path_Strings_swift_mustache, 5, 6)), escaped: true),
                .text(" {\n"),
                .section(MustacheName(["texts"], MustacheLocation(path_Strings_swift_mustache, 6, 1)), [
                    .inverted(MustacheName(["isFirst"], MustacheLocation(path_Strings_swift_mustache, 7, 1)), [
                        .text("\n"),
                    ]),
                    .lineStart("    "),
                    .text("/// "),
                    .variable(MustacheName(["docValue"], MustacheLocation(path_Strings_swift_mustache, 10, 9)), escaped: true),
                    .text("\n"),
                    .lineStart("    "),
                    .text("static var "),
                    .variable(MustacheName(["memberName"], MustacheLocation(path_Strings_swift_mustache, 11, 16)), escaped: true),
                    .text(": String {\n"),
                    .lineStart("        "),
                    .text("String(\n"),
                    .lineStart("            "),
                    .text("localized: "),
                    .variable(MustacheName(["keyLiteral"], MustacheLocation(path_Strings_swift_mustache, 13, 24)), escaped: true),
                    .text(",\n"),
                    .lineStart("            "),
                    .text("defaultValue: "),
                    .variable(MustacheName(["valueLiteral"], MustacheLocation(path_Strings_swift_mustache, 14, 27)), escaped: true),
                    .text(",\n"),
                    .lineStart("            "),
                    .text("table: "),
                    .variable(MustacheName(["tableLiteral"], MustacheLocation(path_Strings_swift_mustache, 15, 20)), escaped: true),
                    .text(",\n"),
                    .section(MustacheName(["usesModuleBundle"], MustacheLocation(path_Strings_swift_mustache, 16, 1)), [
                        .lineStart("            "),
                        .text("bundle: .module,\n"),
                    ]),
                    .lineStart("            "),
                    .text("comment: "),
                    .variable(MustacheName(["commentLiteral"], MustacheLocation(path_Strings_swift_mustache, 19, 22)), escaped: true),
                    .text(")\n"),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .lineStart(""),
                .text("}\n"),
            ]),
        ])

    private static let parsed_ViewController_anchors_mustache = MustacheTemplate(
        name: path_ViewController_anchors_mustache, source: sources["ViewController-anchors.mustache"]!,
        nodes: [
            .section(MustacheName(["needsAnchors"], MustacheLocation(path_ViewController_anchors_mustache, 2, 1)), [
                .text("\n"),
                .lineStart("    "),
                .text("// MARK: - Anchors\n\n"),
                .lineStart("    "),
                .text("/// Where a popover or action sheet shown for the row at `indexPath` points, worked out when the tap,\n"),
                .lineStart("    "),
                .text("/// swipe action, menu item or accessibility action acts (after any reuse or move), never captured\n"),
                .lineStart("    "),
                .text("/// earlier: `control`, the button that was tapped, while it is in the cell that shows that row now;\n"),
                .lineStart("    "),
                .text("/// else that cell (a swipe action, menu item, VoiceOver action or row tap, or a button whose cell\n"),
                .lineStart("    "),
                .text("/// shows another row by now); else the list itself when the row has no cell on screen.\n"),
                .lineStart("    "),
                .text("private func anchor(forRowAt indexPath: IndexPath, from control: UIView? = nil) -> ListAnchor {\n"),
                .lineStart("        "),
                .text("guard let cell = "),
                .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_anchors_mustache, 12, 26)), escaped: true),
                .text("."),
                .variable(MustacheName(["cellLookupMethod"], MustacheLocation(path_ViewController_anchors_mustache, 12, 43)), escaped: true),
                .text("(at: indexPath) else {\n"),
                .lineStart("            "),
                .text("return ListAnchor(sourceView: "),
                .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_anchors_mustache, 13, 43)), escaped: true),
                .text(")\n"),
                .lineStart("        "),
                .text("}\n"),
                .lineStart("        "),
                .text("if let control, control.isDescendant(of: cell) {\n"),
                .lineStart("            "),
                .text("return ListAnchor(sourceView: control)\n"),
                .lineStart("        "),
                .text("}\n"),
                .lineStart("        "),
                .text("return ListAnchor(sourceView: cell)\n"),
                .lineStart("    "),
                .text("}\n"),
            ]),
        ])

    private static let parsed_ViewController_cells_mustache = MustacheTemplate(
        name: path_ViewController_cells_mustache, source: sources["ViewController-cells.mustache"]!,
        nodes: [
            .section(MustacheName(["isTable"], MustacheLocation(path_ViewController_cells_mustache, 2, 1)), [
                .text("\n"),
                .lineStart("    "),
                .text("private func makeCell(\n"),
                .lineStart("        "),
                .text("for row: "),
                .variable(MustacheName(["rowType"], MustacheLocation(path_ViewController_cells_mustache, 5, 18)), escaped: true),
                .text(", at indexPath: IndexPath, in tableView: UITableView\n"),
                .lineStart("    "),
                .text(") -> UITableViewCell {\n"),
                .section(MustacheName(["singleCell"], MustacheLocation(path_ViewController_cells_mustache, 7, 1)), [
                    .lineStart("        "),
                    .text("let cell = "),
                    .variable(MustacheName(["name"], MustacheLocation(path_ViewController_cells_mustache, 8, 20)), escaped: true),
                    .text(".dequeue(from: tableView, for: indexPath)\n"),
                    .lineStart("        "),
                    .text("cell.configure(with: row, at: indexPath)\n"),
                    .section(MustacheName(["loadsImage"], MustacheLocation(path_ViewController_cells_mustache, 10, 1)), [
                        .lineStart("        "),
                        .text("cell.loadImage(with: imageLoader)\n"),
                    ]),
                    .section(MustacheName(["hasHooks"], MustacheLocation(path_ViewController_cells_mustache, 13, 1)), [
                        .lineStart("        "),
                        .text("connect(cell, to: row)\n"),
                    ]),
                    .lineStart("        "),
                    .text("return cell\n"),
                ]),
                .section(MustacheName(["hasMultipleCellKinds"], MustacheLocation(path_ViewController_cells_mustache, 18, 1)), [
                    .lineStart("        "),
                    .text("switch row {\n"),
                    .section(MustacheName(["cells"], MustacheLocation(path_ViewController_cells_mustache, 20, 1)), [
                        .lineStart("        "),
                        .text("case ."),
                        .variable(MustacheName(["rowCaseName"], MustacheLocation(path_ViewController_cells_mustache, 21, 15)), escaped: true),
                        .text("(let "),
                        .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_cells_mustache, 21, 35)), escaped: true),
                        .text("):\n"),
                        .lineStart("            "),
                        .text("let cell = "),
                        .variable(MustacheName(["name"], MustacheLocation(path_ViewController_cells_mustache, 22, 24)), escaped: true),
                        .text(".dequeue(from: tableView, for: indexPath)\n"),
                        .lineStart("            "),
                        .text("cell.configure(with: "),
                        .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_cells_mustache, 23, 34)), escaped: true),
                        .text(", at: indexPath)\n"),
                        .section(MustacheName(["loadsImage"], MustacheLocation(path_ViewController_cells_mustache, 24, 1)), [
                            .lineStart("            "),
                            .text("cell.loadImage(with: imageLoader)\n"),
                        ]),
                        .section(MustacheName(["hasHooks"], MustacheLocation(path_ViewController_cells_mustache, 27, 1)), [
                            .lineStart("            "),
                            .text("connect(cell, to: "),
                            .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_cells_mustache, 28, 31)), escaped: true),
                            .text(")\n"),
                        ]),
                        .lineStart("            "),
                        .text("return cell\n"),
                    ]),
                    .lineStart("        "),
                    .text("}\n"),
                ]),
                .lineStart("    "),
                .text("}\n"),
            ]),
            .section(MustacheName(["isCollection"], MustacheLocation(path_ViewController_cells_mustache, 36, 1)), [
                .section(MustacheName(["cells"], MustacheLocation(path_ViewController_cells_mustache, 37, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// Created with the controller, before any cell is requested: UIKit raises when a registration\n"),
                    .lineStart("    "),
                    .text("/// is created inside a cell provider or `collectionView(_:cellForItemAt:)`.\n"),
                    .lineStart("    "),
                    .text("private let "),
                    .variable(MustacheName(["registrationName"], MustacheLocation(path_ViewController_cells_mustache, 41, 17)), escaped: true),
                    .text(" = UICollectionView.CellRegistration<"),
                    .variable(MustacheName(["name"], MustacheLocation(path_ViewController_cells_mustache, 41, 74)), escaped: true),
                    .text(", "),
                    .variable(MustacheName(["modelType"], MustacheLocation(path_ViewController_cells_mustache, 41, 84)), escaped: true),
                    .text("> {\n"),
                    .lineStart("        "),
                    .text("cell, indexPath, "),
                    .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_cells_mustache, 42, 26)), escaped: true),
                    .text(" in\n"),
                    .lineStart("        "),
                    .text("cell.configure(with: "),
                    .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_cells_mustache, 43, 30)), escaped: true),
                    .text(", at: indexPath)\n"),
                    .section(MustacheName(["editing", "canReorder"], MustacheLocation(path_ViewController_cells_mustache, 44, 1)), [
                        .lineStart("        "),
                        .text("// The control a person drags the row by, shown while the list is editing (`editing.reorder`).\n"),
                        .lineStart("        "),
                        .text("if !cell.accessories.contains(where: { $0.accessoryType == .reorder }) {\n"),
                        .lineStart("            "),
                        .text("cell.accessories.append(.reorder())\n"),
                        .lineStart("        "),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["showsMultiselectAccessory"], MustacheLocation(path_ViewController_cells_mustache, 50, 1)), [
                        .lineStart("        "),
                        .text("// The selection circle of edit mode, shown while the list is editing (`editing.multiSelect`).\n"),
                        .lineStart("        "),
                        .text("if !cell.accessories.contains(where: { $0.accessoryType == .multiselect }) {\n"),
                        .lineStart("            "),
                        .text("cell.accessories.append(.multiselect())\n"),
                        .lineStart("        "),
                        .text("}\n"),
                    ]),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .section(MustacheName(["supplementaries"], MustacheLocation(path_ViewController_cells_mustache, 58, 1)), [
                    .text("\n"),
                    .inverted(MustacheName(["dataSections"], MustacheLocation(path_ViewController_cells_mustache, 60, 1)), [
                        .lineStart("    "),
                        .text("/// Created with the controller, like the cell registrations.\n"),
                        .lineStart("    "),
                        .text("private let "),
                        .variable(MustacheName(["registrationName"], MustacheLocation(path_ViewController_cells_mustache, 62, 17)), escaped: true),
                        .text(" = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(\n"),
                        .lineStart("        "),
                        .text("elementKind: "),
                        .variable(MustacheName(["elementKind"], MustacheLocation(path_ViewController_cells_mustache, 63, 22)), escaped: true),
                        .text("\n"),
                        .lineStart("    "),
                        .text(") { "),
                        .variable(MustacheName(["viewName"], MustacheLocation(path_ViewController_cells_mustache, 64, 9)), escaped: true),
                        .text(", _, indexPath in\n"),
                        .section(MustacheName(["hasText"], MustacheLocation(path_ViewController_cells_mustache, 65, 1)), [
                            .lineStart("        "),
                            .text("// The list cell's default configuration is styled for where it appears: here, "),
                            .variable(MustacheName(["place"], MustacheLocation(path_ViewController_cells_mustache, 66, 88)), escaped: true),
                            .text(".\n"),
                            .lineStart("        "),
                            .text("var content = "),
                            .variable(MustacheName(["viewName"], MustacheLocation(path_ViewController_cells_mustache, 67, 23)), escaped: true),
                            .text(".defaultContentConfiguration()\n"),
                            .lineStart("        "),
                            .text("content.text = "),
                            .variable(MustacheName(["sectionType"], MustacheLocation(path_ViewController_cells_mustache, 68, 24)), escaped: true),
                            .text("(rawValue: indexPath.section)?."),
                            .variable(MustacheName(["sectionProperty"], MustacheLocation(path_ViewController_cells_mustache, 68, 70)), escaped: true),
                            .text("\n"),
                            .lineStart("        "),
                            .variable(MustacheName(["viewName"], MustacheLocation(path_ViewController_cells_mustache, 69, 9)), escaped: true),
                            .text(".contentConfiguration = content\n"),
                        ]),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_cells_mustache, 73, 1)), [
                        .lineStart("    "),
                        .text("/// Created when first used, after the controller: its section's title comes from the controller.\n"),
                        .lineStart("    "),
                        .text("private lazy var "),
                        .variable(MustacheName(["registrationName"], MustacheLocation(path_ViewController_cells_mustache, 75, 22)), escaped: true),
                        .text(" = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(\n"),
                        .lineStart("        "),
                        .text("elementKind: "),
                        .variable(MustacheName(["elementKind"], MustacheLocation(path_ViewController_cells_mustache, 76, 22)), escaped: true),
                        .text("\n"),
                        .lineStart("    "),
                        .text(") { [weak self] "),
                        .variable(MustacheName(["viewName"], MustacheLocation(path_ViewController_cells_mustache, 77, 21)), escaped: true),
                        .text(", _, indexPath in\n"),
                        .lineStart("        "),
                        .text("// The list cell's default configuration is styled for where it appears: here, "),
                        .variable(MustacheName(["place"], MustacheLocation(path_ViewController_cells_mustache, 78, 88)), escaped: true),
                        .text(".\n"),
                        .lineStart("        "),
                        .text("var content = "),
                        .variable(MustacheName(["viewName"], MustacheLocation(path_ViewController_cells_mustache, 79, 23)), escaped: true),
                        .text(".defaultContentConfiguration()\n"),
                        .lineStart("        "),
                        .text("content.text = self?.title(ofSectionAt: indexPath.section)\n"),
                        .lineStart("        "),
                        .variable(MustacheName(["viewName"], MustacheLocation(path_ViewController_cells_mustache, 81, 9)), escaped: true),
                        .text(".contentConfiguration = content\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                ]),
                .text("\n"),
                .lineStart("    "),
                .text("private func makeCell(\n"),
                .lineStart("        "),
                .text("for row: "),
                .variable(MustacheName(["rowType"], MustacheLocation(path_ViewController_cells_mustache, 87, 18)), escaped: true),
                .text(", at indexPath: IndexPath, in collectionView: UICollectionView\n"),
                .lineStart("    "),
                .text(") -> UICollectionViewCell {\n"),
                .section(MustacheName(["singleCell"], MustacheLocation(path_ViewController_cells_mustache, 89, 1)), [
                    .lineStart("        "),
                    .text("let cell = collectionView.dequeueConfiguredReusableCell(\n"),
                    .lineStart("            "),
                    .text("using: "),
                    .variable(MustacheName(["registrationName"], MustacheLocation(path_ViewController_cells_mustache, 91, 20)), escaped: true),
                    .text(", for: indexPath, item: row)\n"),
                    .section(MustacheName(["loadsImage"], MustacheLocation(path_ViewController_cells_mustache, 92, 1)), [
                        .lineStart("        "),
                        .text("cell.loadImage(with: imageLoader)\n"),
                    ]),
                    .section(MustacheName(["hasHooks"], MustacheLocation(path_ViewController_cells_mustache, 95, 1)), [
                        .lineStart("        "),
                        .text("connect(cell, to: row)\n"),
                    ]),
                    .section(MustacheName(["hasDeleteControl"], MustacheLocation(path_ViewController_cells_mustache, 98, 1)), [
                        .lineStart("        "),
                        .text("showDeleteControl(on: cell, for: row)\n"),
                    ]),
                    .lineStart("        "),
                    .text("return cell\n"),
                ]),
                .section(MustacheName(["hasMultipleCellKinds"], MustacheLocation(path_ViewController_cells_mustache, 103, 1)), [
                    .lineStart("        "),
                    .text("switch row {\n"),
                    .section(MustacheName(["cells"], MustacheLocation(path_ViewController_cells_mustache, 105, 1)), [
                        .lineStart("        "),
                        .text("case ."),
                        .variable(MustacheName(["rowCaseName"], MustacheLocation(path_ViewController_cells_mustache, 106, 15)), escaped: true),
                        .text("(let "),
                        .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_cells_mustache, 106, 35)), escaped: true),
                        .text("):\n"),
                        .lineStart("            "),
                        .text("let cell = collectionView.dequeueConfiguredReusableCell(\n"),
                        .lineStart("                "),
                        .text("using: "),
                        .variable(MustacheName(["registrationName"], MustacheLocation(path_ViewController_cells_mustache, 108, 24)), escaped: true),
                        .text(", for: indexPath, item: "),
                        .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_cells_mustache, 108, 68)), escaped: true),
                        .text(")\n"),
                        .section(MustacheName(["loadsImage"], MustacheLocation(path_ViewController_cells_mustache, 109, 1)), [
                            .lineStart("            "),
                            .text("cell.loadImage(with: imageLoader)\n"),
                        ]),
                        .section(MustacheName(["hasHooks"], MustacheLocation(path_ViewController_cells_mustache, 112, 1)), [
                            .lineStart("            "),
                            .text("connect(cell, to: "),
                            .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_cells_mustache, 113, 31)), escaped: true),
                            .text(")\n"),
                        ]),
                        .section(MustacheName(["hasDeleteControl"], MustacheLocation(path_ViewController_cells_mustache, 115, 1)), [
                            .lineStart("            "),
                            .text("showDeleteControl(on: cell, for: row)\n"),
                        ]),
                        .lineStart("            "),
                        .text("return cell\n"),
                    ]),
                    .lineStart("        "),
                    .text("}\n"),
                ]),
                .lineStart("    "),
                .text("}\n"),
            ]),
            .section(MustacheName(["cells"], MustacheLocation(path_ViewController_cells_mustache, 124, 1)), [
                .section(MustacheName(["hasHooks"], MustacheLocation(path_ViewController_cells_mustache, 125, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// Connects the buttons of `cell`, which shows `"),
                    .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_cells_mustache, 127, 54)), escaped: true),
                    .text("`, to this controller.\n"),
                    .lineStart("    "),
                    .text("private func connect(_ cell: "),
                    .variable(MustacheName(["name"], MustacheLocation(path_ViewController_cells_mustache, 128, 34)), escaped: true),
                    .text(", to "),
                    .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_cells_mustache, 128, 47)), escaped: true),
                    .text(": "),
                    .variable(MustacheName(["modelType"], MustacheLocation(path_ViewController_cells_mustache, 128, 66)), escaped: true),
                    .text(") {\n"),
                    .section(MustacheName(["hasDelegate"], MustacheLocation(path_ViewController_cells_mustache, 129, 1)), [
                        .lineStart("        "),
                        .text("cell.delegate = self\n"),
                    ]),
                    .section(MustacheName(["hasClosures"], MustacheLocation(path_ViewController_cells_mustache, 132, 1)), [
                        .lineStart("        "),
                        .text("// Capture the row's stable ID, never the index path: the row is found again at tap time.\n"),
                        .lineStart("        "),
                        .text("// A cell off the list (waiting for reuse, its hooks not yet cleared) does nothing.\n"),
                        .lineStart("        "),
                        .text("let id: "),
                        .variable(MustacheName(["screen", "rowIDType"], MustacheLocation(path_ViewController_cells_mustache, 135, 17)), escaped: true),
                        .text(" = "),
                        .variable(MustacheName(["rowIDExpression"], MustacheLocation(path_ViewController_cells_mustache, 135, 40)), escaped: true),
                        .text("\n"),
                        .section(MustacheName(["hookEvents"], MustacheLocation(path_ViewController_cells_mustache, 136, 1)), [
                            .section(MustacheName(["isSwitch"], MustacheLocation(path_ViewController_cells_mustache, 137, 1)), [
                                .lineStart("        "),
                                .text("cell."),
                                .variable(MustacheName(["closureName"], MustacheLocation(path_ViewController_cells_mustache, 138, 14)), escaped: true),
                                .text(" = { [weak self, weak cell] isOn in\n"),
                            ]),
                            .section(MustacheName(["sendsControl"], MustacheLocation(path_ViewController_cells_mustache, 140, 1)), [
                                .lineStart("        "),
                                .text("cell."),
                                .variable(MustacheName(["closureName"], MustacheLocation(path_ViewController_cells_mustache, 141, 14)), escaped: true),
                                .text(" = { [weak self, weak cell] control in\n"),
                            ]),
                            .inverted(MustacheName(["isSwitch"], MustacheLocation(path_ViewController_cells_mustache, 143, 1)), [
                                .inverted(MustacheName(["hasButton"], MustacheLocation(path_ViewController_cells_mustache, 144, 1)), [
                                    .lineStart("        "),
                                    .text("cell."),
                                    .variable(MustacheName(["closureName"], MustacheLocation(path_ViewController_cells_mustache, 145, 14)), escaped: true),
                                    .text(" = { [weak self, weak cell] in\n"),
                                ]),
                            ]),
                            .lineStart("            "),
                            .text("guard let self, let cell, self."),
                            .variable(MustacheName(["screen", "listViewName"], MustacheLocation(path_ViewController_cells_mustache, 148, 44)), escaped: true),
                            .text(".indexPath(for: cell) != nil,\n"),
                            .lineStart("                "),
                            .text("let indexPath = self.indexPath(forRowID: id)\n"),
                            .lineStart("            "),
                            .text("else { return }\n"),
                            .section(MustacheName(["isSwitch"], MustacheLocation(path_ViewController_cells_mustache, 151, 1)), [
                                .lineStart("            "),
                                .text("self."),
                                .variable(MustacheName(["tapMethod"], MustacheLocation(path_ViewController_cells_mustache, 152, 18)), escaped: true),
                                .text("(to: isOn, at: indexPath)\n"),
                            ]),
                            .section(MustacheName(["sendsControl"], MustacheLocation(path_ViewController_cells_mustache, 154, 1)), [
                                .lineStart("            "),
                                .text("self."),
                                .variable(MustacheName(["tapMethod"], MustacheLocation(path_ViewController_cells_mustache, 155, 18)), escaped: true),
                                .text("(at: indexPath, from: control)\n"),
                            ]),
                            .inverted(MustacheName(["isSwitch"], MustacheLocation(path_ViewController_cells_mustache, 157, 1)), [
                                .inverted(MustacheName(["hasButton"], MustacheLocation(path_ViewController_cells_mustache, 158, 1)), [
                                    .lineStart("            "),
                                    .text("self."),
                                    .variable(MustacheName(["tapMethod"], MustacheLocation(path_ViewController_cells_mustache, 159, 18)), escaped: true),
                                    .text("(at: indexPath)\n"),
                                ]),
                            ]),
                            .lineStart("        "),
                            .text("}\n"),
                        ]),
                    ]),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
            ]),
        ])

    private static let parsed_ViewController_confirmation_mustache = MustacheTemplate(
        name: path_ViewController_confirmation_mustache, source: sources["ViewController-confirmation.mustache"]!,
        nodes: [
            .section(MustacheName(["confirmation"], MustacheLocation(path_ViewController_confirmation_mustache, 2, 1)), [
                .text("\n"),
                .lineStart("    "),
                .text("// MARK: - Confirmation\n\n"),
                .lineStart("    "),
                .text("/// Asks before acting: presents an alert from this controller with a cancel button and a\n"),
                .lineStart("    "),
                .text("/// confirming one. `onConfirm` runs only when the user confirms, after the alert is dismissed;\n"),
                .lineStart("    "),
                .text("/// it must look its row up again by ID (the list may have changed while the alert was up).\n"),
                .section(MustacheName(["hasConditions"], MustacheLocation(path_ViewController_confirmation_mustache, 9, 1)), [
                    .lineStart("    "),
                    .text("/// With `asks` false (`confirm.when`, read from the row at the tap) it acts at once, without asking.\n"),
                ]),
                .section(MustacheName(["hasActionSheets"], MustacheLocation(path_ViewController_confirmation_mustache, 12, 1)), [
                    .lineStart("    "),
                    .text("/// With an `anchor` it is an action sheet pointing at it (`confirm.style: actionSheet`): on iPad a\n"),
                    .lineStart("    "),
                    .text("/// popover, which UIKit refuses to show unanchored.\n"),
                ]),
                .lineStart("    "),
                .text("private func "),
                .variable(MustacheName(["methodName"], MustacheLocation(path_ViewController_confirmation_mustache, 16, 18)), escaped: true),
                .text("(\n"),
                .lineStart("        "),
                .text("title: String, message: String?, button: String, style: UIAlertAction.Style,\n"),
                .section(MustacheName(["hasConditions"], MustacheLocation(path_ViewController_confirmation_mustache, 18, 1)), [
                    .lineStart("        "),
                    .text("asks: Bool = true,\n"),
                ]),
                .inverted(MustacheName(["hasActionSheets"], MustacheLocation(path_ViewController_confirmation_mustache, 21, 1)), [
                    .lineStart("        "),
                    .text("onConfirm: @escaping () -> Void\n"),
                ]),
                .section(MustacheName(["hasActionSheets"], MustacheLocation(path_ViewController_confirmation_mustache, 24, 1)), [
                    .lineStart("        "),
                    .text("anchor: ListAnchor? = nil, onConfirm: @escaping () -> Void\n"),
                ]),
                .lineStart("    "),
                .text(") {\n"),
                .section(MustacheName(["hasConditions"], MustacheLocation(path_ViewController_confirmation_mustache, 28, 1)), [
                    .lineStart("        "),
                    .text("guard asks else {\n"),
                    .lineStart("            "),
                    .text("onConfirm()\n"),
                    .lineStart("            "),
                    .text("return\n"),
                    .lineStart("        "),
                    .text("}\n"),
                ]),
                .inverted(MustacheName(["hasActionSheets"], MustacheLocation(path_ViewController_confirmation_mustache, 34, 1)), [
                    .lineStart("        "),
                    .text("let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)\n"),
                ]),
                .section(MustacheName(["hasActionSheets"], MustacheLocation(path_ViewController_confirmation_mustache, 37, 1)), [
                    .lineStart("        "),
                    .text("let alert = UIAlertController(\n"),
                    .lineStart("            "),
                    .text("title: title, message: message, preferredStyle: anchor == nil ? .alert : .actionSheet)\n"),
                    .lineStart("        "),
                    .text("anchor?.point(alert)\n"),
                ]),
                .lineStart("        "),
                .text("alert.addAction(UIAlertAction(title: "),
                .variable(MustacheName(["cancelTitleLiteral"], MustacheLocation(path_ViewController_confirmation_mustache, 42, 46)), escaped: true),
                .text(", style: .cancel))\n"),
                .lineStart("        "),
                .text("alert.addAction(UIAlertAction(title: button, style: style) { _ in onConfirm() })\n"),
                .lineStart("        "),
                .text("present(alert, animated: true)\n"),
                .lineStart("    "),
                .text("}\n"),
            ]),
        ])

    private static let parsed_ViewController_conformances_mustache = MustacheTemplate(
        name: path_ViewController_conformances_mustache, source: sources["ViewController-conformances.mustache"]!,
        nodes: [
            .section(MustacheName(["cells"], MustacheLocation(path_ViewController_conformances_mustache, 2, 1)), [
                .section(MustacheName(["hasDelegate"], MustacheLocation(path_ViewController_conformances_mustache, 3, 1)), [
                    .text("\n"),
                    .lineStart(""),
                    .text("extension "),
                    .variable(MustacheName(["screen", "viewControllerType"], MustacheLocation(path_ViewController_conformances_mustache, 5, 11)), escaped: true),
                    .text(": "),
                    .variable(MustacheName(["delegateProtocol"], MustacheLocation(path_ViewController_conformances_mustache, 5, 42)), escaped: true),
                    .text(" {\n"),
                    .section(MustacheName(["hookEvents"], MustacheLocation(path_ViewController_conformances_mustache, 6, 1)), [
                        .inverted(MustacheName(["isFirst"], MustacheLocation(path_ViewController_conformances_mustache, 7, 1)), [
                            .text("\n"),
                        ]),
                        .section(MustacheName(["isSwitch"], MustacheLocation(path_ViewController_conformances_mustache, 10, 1)), [
                            .lineStart("    "),
                            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 11, 5)), escaped: true),
                            .text("func "),
                            .variable(MustacheName(["tapMethod"], MustacheLocation(path_ViewController_conformances_mustache, 11, 33)), escaped: true),
                            .text("(_ isOn: Bool, in cell: "),
                            .variable(MustacheName(["cellName"], MustacheLocation(path_ViewController_conformances_mustache, 11, 70)), escaped: true),
                            .text(") {\n"),
                            .lineStart("        "),
                            .text("// Resolve the row now: the cell may have moved since it was configured.\n"),
                            .lineStart("        "),
                            .text("guard let indexPath = "),
                            .variable(MustacheName(["screen", "listViewName"], MustacheLocation(path_ViewController_conformances_mustache, 13, 31)), escaped: true),
                            .text(".indexPath(for: cell) else { return }\n"),
                            .lineStart("        "),
                            .variable(MustacheName(["tapMethod"], MustacheLocation(path_ViewController_conformances_mustache, 14, 9)), escaped: true),
                            .text("(to: isOn, at: indexPath)\n"),
                            .lineStart("    "),
                            .text("}\n"),
                        ]),
                        .section(MustacheName(["sendsControl"], MustacheLocation(path_ViewController_conformances_mustache, 17, 1)), [
                            .lineStart("    "),
                            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 18, 5)), escaped: true),
                            .text("func "),
                            .variable(MustacheName(["tapMethod"], MustacheLocation(path_ViewController_conformances_mustache, 18, 33)), escaped: true),
                            .text("(in cell: "),
                            .variable(MustacheName(["cellName"], MustacheLocation(path_ViewController_conformances_mustache, 18, 56)), escaped: true),
                            .text(", from control: UIView?) {\n"),
                            .lineStart("        "),
                            .text("// Resolve the row now: the cell may have moved since it was configured.\n"),
                            .lineStart("        "),
                            .text("guard let indexPath = "),
                            .variable(MustacheName(["screen", "listViewName"], MustacheLocation(path_ViewController_conformances_mustache, 20, 31)), escaped: true),
                            .text(".indexPath(for: cell) else { return }\n"),
                            .lineStart("        "),
                            .variable(MustacheName(["tapMethod"], MustacheLocation(path_ViewController_conformances_mustache, 21, 9)), escaped: true),
                            .text("(at: indexPath, from: control)\n"),
                            .lineStart("    "),
                            .text("}\n"),
                        ]),
                        .inverted(MustacheName(["isSwitch"], MustacheLocation(path_ViewController_conformances_mustache, 24, 1)), [
                            .inverted(MustacheName(["hasButton"], MustacheLocation(path_ViewController_conformances_mustache, 25, 1)), [
                                .lineStart("    "),
                                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 26, 5)), escaped: true),
                                .text("func "),
                                .variable(MustacheName(["tapMethod"], MustacheLocation(path_ViewController_conformances_mustache, 26, 33)), escaped: true),
                                .text("(in cell: "),
                                .variable(MustacheName(["cellName"], MustacheLocation(path_ViewController_conformances_mustache, 26, 56)), escaped: true),
                                .text(") {\n"),
                                .lineStart("        "),
                                .text("// Resolve the row now: the cell may have moved since it was configured.\n"),
                                .lineStart("        "),
                                .text("guard let indexPath = "),
                                .variable(MustacheName(["screen", "listViewName"], MustacheLocation(path_ViewController_conformances_mustache, 28, 31)), escaped: true),
                                .text(".indexPath(for: cell) else { return }\n"),
                                .lineStart("        "),
                                .variable(MustacheName(["tapMethod"], MustacheLocation(path_ViewController_conformances_mustache, 29, 9)), escaped: true),
                                .text("(at: indexPath)\n"),
                                .lineStart("    "),
                                .text("}\n"),
                            ]),
                        ]),
                    ]),
                    .lineStart(""),
                    .text("}\n"),
                ]),
            ]),
            .section(MustacheName(["isClassic"], MustacheLocation(path_ViewController_conformances_mustache, 37, 1)), [
                .section(MustacheName(["isTable"], MustacheLocation(path_ViewController_conformances_mustache, 38, 1)), [
                    .text("\n"),
                    .lineStart(""),
                    .text("extension "),
                    .variable(MustacheName(["viewControllerType"], MustacheLocation(path_ViewController_conformances_mustache, 40, 11)), escaped: true),
                    .text(": UITableViewDataSource {\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 41, 5)), escaped: true),
                    .text("func numberOfSections(in tableView: UITableView) -> Int {\n"),
                    .lineStart("        "),
                    .text("store.sectionCount\n"),
                    .lineStart("    "),
                    .text("}\n\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 45, 5)), escaped: true),
                    .text("func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {\n"),
                    .lineStart("        "),
                    .text("store.rowCount(inSection: section)\n"),
                    .lineStart("    "),
                    .text("}\n\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 49, 5)), escaped: true),
                    .text("func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n"),
                    .lineStart("        "),
                    .text("makeCell(for: store.rowForCell(at: indexPath), at: indexPath, in: tableView)\n"),
                    .lineStart("    "),
                    .text("}\n"),
                    .section(MustacheName(["editing", "canReorder"], MustacheLocation(path_ViewController_conformances_mustache, 52, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 54, 5)), escaped: true),
                        .text("func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {\n"),
                        .lineStart("        "),
                        .text("true\n"),
                        .lineStart("    "),
                        .text("}\n\n"),
                        .lineStart("    "),
                        .text("/// The table moved the row on screen: the store takes the move without moving it again.\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 59, 5)), escaped: true),
                        .text("func tableView(\n"),
                        .lineStart("        "),
                        .text("_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath\n"),
                        .lineStart("    "),
                        .text(") {\n"),
                        .lineStart("        "),
                        .text("rowMovedByPerson(at: sourceIndexPath, to: destinationIndexPath)\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["editing", "canDelete"], MustacheLocation(path_ViewController_conformances_mustache, 65, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// A person confirmed a row's delete control: the event fires for the row there now.\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 68, 5)), escaped: true),
                        .text("func tableView(\n"),
                        .lineStart("        "),
                        .text("_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath\n"),
                        .lineStart("    "),
                        .text(") {\n"),
                        .lineStart("        "),
                        .text("guard editingStyle == .delete else { return }\n"),
                        .lineStart("        "),
                        .text("deleteControlCommitted(at: indexPath)\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["hasSectionTitles"], MustacheLocation(path_ViewController_conformances_mustache, 75, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 77, 5)), escaped: true),
                        .text("func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {\n"),
                        .inverted(MustacheName(["dataSections"], MustacheLocation(path_ViewController_conformances_mustache, 78, 1)), [
                            .lineStart("        "),
                            .text("titledSection(at: section)?.title\n"),
                        ]),
                        .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_conformances_mustache, 81, 1)), [
                            .lineStart("        "),
                            .text("title(ofSectionAt: section)\n"),
                        ]),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["hasSectionFooters"], MustacheLocation(path_ViewController_conformances_mustache, 86, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 88, 5)), escaped: true),
                        .text("func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {\n"),
                        .lineStart("        "),
                        .text("titledSection(at: section)?.footer\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["indexTitles"], MustacheLocation(path_ViewController_conformances_mustache, 92, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// The section index now, from the store (`indexTitles: true`).\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 95, 5)), escaped: true),
                        .text("func sectionIndexTitles(for tableView: UITableView) -> [String]? {\n"),
                        .lineStart("        "),
                        .text("store.sectionIndexTitles\n"),
                        .lineStart("    "),
                        .text("}\n\n"),
                        .lineStart("    "),
                        .text("/// The section an index title names now, from the store.\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 100, 5)), escaped: true),
                        .text("func tableView(\n"),
                        .lineStart("        "),
                        .text("_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int\n"),
                        .lineStart("    "),
                        .text(") -> Int {\n"),
                        .lineStart("        "),
                        .text("store.section(forIndexTitle: title, at: index)\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .lineStart(""),
                    .text("}\n"),
                ]),
                .section(MustacheName(["isCollection"], MustacheLocation(path_ViewController_conformances_mustache, 108, 1)), [
                    .text("\n"),
                    .lineStart(""),
                    .text("extension "),
                    .variable(MustacheName(["viewControllerType"], MustacheLocation(path_ViewController_conformances_mustache, 110, 11)), escaped: true),
                    .text(": UICollectionViewDataSource {\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 111, 5)), escaped: true),
                    .text("func numberOfSections(in collectionView: UICollectionView) -> Int {\n"),
                    .lineStart("        "),
                    .text("store.sectionCount\n"),
                    .lineStart("    "),
                    .text("}\n\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 115, 5)), escaped: true),
                    .text("func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {\n"),
                    .lineStart("        "),
                    .text("store.rowCount(inSection: section)\n"),
                    .lineStart("    "),
                    .text("}\n\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 119, 5)), escaped: true),
                    .text("func collectionView(\n"),
                    .lineStart("        "),
                    .text("_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath\n"),
                    .lineStart("    "),
                    .text(") -> UICollectionViewCell {\n"),
                    .lineStart("        "),
                    .text("makeCell(for: store.rowForCell(at: indexPath), at: indexPath, in: collectionView)\n"),
                    .lineStart("    "),
                    .text("}\n"),
                    .section(MustacheName(["indexTitles"], MustacheLocation(path_ViewController_conformances_mustache, 124, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// The section index now, from the store (`indexTitles: true`).\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 127, 5)), escaped: true),
                        .text("func indexTitles(for collectionView: UICollectionView) -> [String]? {\n"),
                        .lineStart("        "),
                        .text("store.sectionIndexTitles\n"),
                        .lineStart("    "),
                        .text("}\n\n"),
                        .lineStart("    "),
                        .text("/// Where an index title jumps now (its whole section), from the store.\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 132, 5)), escaped: true),
                        .text("func collectionView(\n"),
                        .lineStart("        "),
                        .text("_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int\n"),
                        .lineStart("    "),
                        .text(") -> IndexPath {\n"),
                        .lineStart("        "),
                        .text("store.indexPath(forIndexTitle: title, at: index)\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["editing", "canReorder"], MustacheLocation(path_ViewController_conformances_mustache, 138, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 140, 5)), escaped: true),
                        .text("func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {\n"),
                        .lineStart("        "),
                        .text("true\n"),
                        .lineStart("    "),
                        .text("}\n\n"),
                        .lineStart("    "),
                        .text("/// The collection view moved the item on screen: the store takes the move without moving it again.\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 145, 5)), escaped: true),
                        .text("func collectionView(\n"),
                        .lineStart("        "),
                        .text("_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath\n"),
                        .lineStart("    "),
                        .text(") {\n"),
                        .lineStart("        "),
                        .text("rowMovedByPerson(at: sourceIndexPath, to: destinationIndexPath)\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["hasSupplementaries"], MustacheLocation(path_ViewController_conformances_mustache, 151, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_conformances_mustache, 153, 5)), escaped: true),
                        .text("func collectionView(\n"),
                        .lineStart("        "),
                        .text("_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath\n"),
                        .lineStart("    "),
                        .text(") -> UICollectionReusableView {\n"),
                        .section(MustacheName(["hasSeveralSupplementaries"], MustacheLocation(path_ViewController_conformances_mustache, 156, 1)), [
                            .lineStart("        "),
                            .text("switch kind {\n"),
                            .section(MustacheName(["providedSupplementaries"], MustacheLocation(path_ViewController_conformances_mustache, 158, 1)), [
                                .lineStart("        "),
                                .variable(MustacheName(["caseLabel"], MustacheLocation(path_ViewController_conformances_mustache, 159, 9)), escaped: true),
                                .text("\n"),
                                .lineStart("            "),
                                .variable(MustacheName(["dequeueExpression"], MustacheLocation(path_ViewController_conformances_mustache, 160, 13)), escaped: true),
                                .text("\n"),
                            ]),
                            .lineStart("        "),
                            .text("}\n"),
                        ]),
                        .inverted(MustacheName(["hasSeveralSupplementaries"], MustacheLocation(path_ViewController_conformances_mustache, 164, 1)), [
                            .section(MustacheName(["providedSupplementaries"], MustacheLocation(path_ViewController_conformances_mustache, 165, 1)), [
                                .lineStart("        "),
                                .variable(MustacheName(["dequeueExpression"], MustacheLocation(path_ViewController_conformances_mustache, 166, 9)), escaped: true),
                                .text("\n"),
                            ]),
                        ]),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .lineStart(""),
                    .text("}\n"),
                ]),
            ]),
        ])

    private static let parsed_ViewController_editing_conformance_mustache = MustacheTemplate(
        name: path_ViewController_editing_conformance_mustache, source: sources["ViewController-editing-conformance.mustache"]!,
        nodes: [
            .section(MustacheName(["editing", "declaresTableDelegate"], MustacheLocation(path_ViewController_editing_conformance_mustache, 2, 1)), [
                .text("\n"),
                .lineStart(""),
                .text("extension "),
                .variable(MustacheName(["viewControllerType"], MustacheLocation(path_ViewController_editing_conformance_mustache, 4, 11)), escaped: true),
                .text(": UITableViewDelegate {\n"),
                .lineStart("    "),
                .text("// The editing style of each row. Rows are not selectable: no cell kind has `select`.\n"),
                .partial(MustachePartialTag(name: .fixed("ViewController-editing-delegate"), indent: "", location: MustacheLocation(path_ViewController_editing_conformance_mustache, 6, 1))),
                .lineStart(""),
                .text("}\n"),
            ]),
        ])

    private static let parsed_ViewController_editing_delegate_mustache = MustacheTemplate(
        name: path_ViewController_editing_delegate_mustache, source: sources["ViewController-editing-delegate.mustache"]!,
        nodes: [
            .section(MustacheName(["editing"], MustacheLocation(path_ViewController_editing_delegate_mustache, 2, 1)), [
                .section(MustacheName(["declaresEditingStyle"], MustacheLocation(path_ViewController_editing_delegate_mustache, 3, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// In edit mode, a row shows the delete control when it offers `"),
                    .variable(MustacheName(["deleteEvent"], MustacheLocation(path_ViewController_editing_delegate_mustache, 5, 70)), escaped: true),
                    .text("` now\n"),
                    .lineStart("    "),
                    .text("/// (`editing.delete`: its cell kind has the event, visible and enabled for the row), else none. Out of edit mode a row's swipe actions need the `.delete` style, and\n"),
                    .lineStart("    "),
                    .text("/// their configurations are never nil, so UIKit adds no Delete swipe of its own.\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_editing_delegate_mustache, 8, 5)), escaped: true),
                    .text("func tableView(\n"),
                    .lineStart("        "),
                    .text("_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath\n"),
                    .lineStart("    "),
                    .text(") -> UITableViewCell.EditingStyle {\n"),
                    .lineStart("        "),
                    .text("guard tableView.isEditing else { return "),
                    .variable(MustacheName(["editingStyleOutsideEditMode"], MustacheLocation(path_ViewController_editing_delegate_mustache, 11, 49)), escaped: true),
                    .text(" }\n"),
                    .section(MustacheName(["canDelete"], MustacheLocation(path_ViewController_editing_delegate_mustache, 12, 1)), [
                        .lineStart("        "),
                        .text("return hasDeleteControl(at: indexPath) ? .delete : .none\n"),
                    ]),
                    .inverted(MustacheName(["canDelete"], MustacheLocation(path_ViewController_editing_delegate_mustache, 15, 1)), [
                        .lineStart("        "),
                        .text("return .none\n"),
                    ]),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
            ]),
        ])

    private static let parsed_ViewController_editing_mustache = MustacheTemplate(
        name: path_ViewController_editing_mustache, source: sources["ViewController-editing.mustache"]!,
        nodes: [
            .section(MustacheName(["editing"], MustacheLocation(path_ViewController_editing_mustache, 2, 1)), [
                .section(MustacheName(["isUsed"], MustacheLocation(path_ViewController_editing_mustache, 3, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("// MARK: - Editing\n\n"),
                    .lineStart("    "),
                    .text("/// Puts the list into editing mode with the controller, and takes it out again: what\n"),
                    .lineStart("    "),
                    .text("/// `editButtonItem` calls (place it in the navigation item or a toolbar from `onViewDidLoad`).\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_editing_mustache, 9, 5)), escaped: true),
                    .text("override func setEditing(_ editing: Bool, animated: Bool) {\n"),
                    .lineStart("        "),
                    .text("super.setEditing(editing, animated: animated)\n"),
                    .lineStart("        "),
                    .variable(MustacheName(["listEditingStatement"], MustacheLocation(path_ViewController_editing_mustache, 11, 9)), escaped: true),
                    .text("\n"),
                    .section(MustacheName(["multiSelect"], MustacheLocation(path_ViewController_editing_mustache, 12, 1)), [
                        .lineStart("        "),
                        .text("// The rows selected for the batch actions: none when edit mode begins, and none after it.\n"),
                        .lineStart("        "),
                        .text("store.editingChanged()\n"),
                    ]),
                    .lineStart("    "),
                    .text("}\n"),
                    .section(MustacheName(["canReorder"], MustacheLocation(path_ViewController_editing_mustache, 17, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// Called after a person dragged a row to a new place in editing mode, once the row store has moved\n"),
                        .lineStart("    "),
                        .text("/// it (so `row(at:)`, the buttons, swipe actions and menus already act on it there): with the\n"),
                        .lineStart("    "),
                        .text("/// controller, the moved row, the index path it came from and the one it is at now. Apply the same\n"),
                        .lineStart("    "),
                        .text("/// move to the app's own model here; the list needs nothing more.\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_editing_mustache, 23, 5)), escaped: true),
                        .text("var onMoveRow: (("),
                        .variable(MustacheName(["viewControllerType"], MustacheLocation(path_ViewController_editing_mustache, 23, 45)), escaped: true),
                        .text(", _ row: "),
                        .variable(MustacheName(["rowType"], MustacheLocation(path_ViewController_editing_mustache, 23, 76)), escaped: true),
                        .text(", _ from: IndexPath, _ to: IndexPath) -> Void)?\n\n"),
                        .lineStart("    "),
                        .text("/// A person's move, already on screen: the store takes it without moving the row again, then the\n"),
                        .lineStart("    "),
                        .text("/// app hears of it.\n"),
                        .lineStart("    "),
                        .text("private func rowMovedByPerson(at source: IndexPath, to destination: IndexPath) {\n"),
                        .lineStart("        "),
                        .text("guard let move = store.takeMoveMadeOnScreen(at: source, to: destination) else { return }\n"),
                        .lineStart("        "),
                        .text("onMoveRow?(self, move.row, move.source, move.destination)\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["canDelete"], MustacheLocation(path_ViewController_editing_mustache, 32, 1)), [
                        .section(MustacheName(["isTable"], MustacheLocation(path_ViewController_editing_mustache, 33, 1)), [
                            .text("\n"),
                            .lineStart("    "),
                            .text("/// A person confirmed the delete control of the row at `indexPath` (`editing.delete`): UIKit names\n"),
                            .lineStart("    "),
                            .text("/// where the row is when the person confirms, never where it was when the control was shown, and\n"),
                            .lineStart("    "),
                            .text("/// `"),
                            .variable(MustacheName(["deleteEvent"], MustacheLocation(path_ViewController_editing_mustache, 37, 10)), escaped: true),
                            .text("` fires as from its other placements, when the row still offers it then (a row whose\n"),
                            .lineStart("    "),
                            .text("/// event was hidden or disabled meanwhile does nothing). The app deletes the row\n"),
                            .lineStart("    "),
                            .text("/// (`deleteRow(withID:)`), through the row store.\n"),
                            .lineStart("    "),
                            .text("private func deleteControlCommitted(at indexPath: IndexPath) {\n"),
                            .lineStart("        "),
                            .text("guard let row = row(at: indexPath), "),
                            .variable(MustacheName(["deleteTestMethod"], MustacheLocation(path_ViewController_editing_mustache, 41, 45)), escaped: true),
                            .text("(for: row) else { return }\n"),
                            .lineStart("        "),
                            .variable(MustacheName(["deleteMethod"], MustacheLocation(path_ViewController_editing_mustache, 42, 9)), escaped: true),
                            .text("(at: indexPath)\n"),
                            .lineStart("    "),
                            .text("}\n\n"),
                            .lineStart("    "),
                            .text("/// Whether the row at `indexPath` shows a delete control in edit mode: it offers `"),
                            .variable(MustacheName(["deleteEvent"], MustacheLocation(path_ViewController_editing_mustache, 45, 88)), escaped: true),
                            .text("` now,\n"),
                            .lineStart("    "),
                            .text("/// read from the row each time UIKit asks.\n"),
                            .lineStart("    "),
                            .text("private func hasDeleteControl(at indexPath: IndexPath) -> Bool {\n"),
                            .lineStart("        "),
                            .text("guard let row = row(at: indexPath) else { return false }\n"),
                            .lineStart("        "),
                            .text("return "),
                            .variable(MustacheName(["deleteTestMethod"], MustacheLocation(path_ViewController_editing_mustache, 49, 16)), escaped: true),
                            .text("(for: row)\n"),
                            .lineStart("    "),
                            .text("}\n"),
                        ]),
                        .section(MustacheName(["isCollection"], MustacheLocation(path_ViewController_editing_mustache, 52, 1)), [
                            .text("\n"),
                            .lineStart("    "),
                            .text("/// Gives `cell` the delete control a person taps in edit mode (`editing.delete`) when `row` offers\n"),
                            .lineStart("    "),
                            .text("/// `"),
                            .variable(MustacheName(["deleteEvent"], MustacheLocation(path_ViewController_editing_mustache, 55, 10)), escaped: true),
                            .text("` now, replacing the one it had for the row it showed before (a row that does not\n"),
                            .lineStart("    "),
                            .text("/// offer it gets none). The control keeps the row's stable ID, finds the row when it is tapped,\n"),
                            .lineStart("    "),
                            .text("/// wherever it is then, and fires `"),
                            .variable(MustacheName(["deleteEvent"], MustacheLocation(path_ViewController_editing_mustache, 57, 41)), escaped: true),
                            .text("` as from its other placements when the row still\n"),
                            .lineStart("    "),
                            .text("/// offers it. The app deletes the row (`deleteRow(withID:)`), through the row store.\n"),
                            .lineStart("    "),
                            .text("private func showDeleteControl(on cell: UICollectionViewListCell, for row: "),
                            .variable(MustacheName(["screen", "rowType"], MustacheLocation(path_ViewController_editing_mustache, 59, 80)), escaped: true),
                            .text(") {\n"),
                            .lineStart("        "),
                            .text("cell.accessories.removeAll { $0.accessoryType == .delete }\n"),
                            .lineStart("        "),
                            .text("guard "),
                            .variable(MustacheName(["deleteTestMethod"], MustacheLocation(path_ViewController_editing_mustache, 61, 15)), escaped: true),
                            .text("(for: row) else { return }\n"),
                            .lineStart("        "),
                            .text("let id = row.id\n"),
                            .lineStart("        "),
                            .text("cell.accessories.append(\n"),
                            .lineStart("            "),
                            .text(".delete(actionHandler: { [weak self] in\n"),
                            .lineStart("                "),
                            .text("guard let self, let indexPath = self.indexPath(forRowID: id), let row = self.row(at: indexPath),\n"),
                            .lineStart("                    "),
                            .text("self."),
                            .variable(MustacheName(["deleteTestMethod"], MustacheLocation(path_ViewController_editing_mustache, 66, 26)), escaped: true),
                            .text("(for: row)\n"),
                            .lineStart("                "),
                            .text("else { return }\n"),
                            .lineStart("                "),
                            .text("self."),
                            .variable(MustacheName(["deleteMethod"], MustacheLocation(path_ViewController_editing_mustache, 68, 22)), escaped: true),
                            .text("(at: indexPath)\n"),
                            .lineStart("            "),
                            .text("}))\n"),
                            .lineStart("    "),
                            .text("}\n"),
                        ]),
                    ]),
                    .section(MustacheName(["rowEventTests"], MustacheLocation(path_ViewController_editing_mustache, 73, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// Whether `row` offers `"),
                        .variable(MustacheName(["event"], MustacheLocation(path_ViewController_editing_mustache, 75, 31)), escaped: true),
                        .text("` now: its cell kind has the event, and the event's `visible` and\n"),
                        .lineStart("    "),
                        .text("/// `enabled` hold for the row as it is. Asked each time an edit-mode control acts on a row.\n"),
                        .lineStart("    "),
                        .text("private func "),
                        .variable(MustacheName(["methodName"], MustacheLocation(path_ViewController_editing_mustache, 77, 18)), escaped: true),
                        .text("(for row: "),
                        .variable(MustacheName(["screen", "rowType"], MustacheLocation(path_ViewController_editing_mustache, 77, 42)), escaped: true),
                        .text(") -> Bool {\n"),
                        .section(MustacheName(["singleCase"], MustacheLocation(path_ViewController_editing_mustache, 78, 1)), [
                            .lineStart("        "),
                            .variable(MustacheName(["expression"], MustacheLocation(path_ViewController_editing_mustache, 79, 9)), escaped: true),
                            .text("\n"),
                        ]),
                        .inverted(MustacheName(["singleCase"], MustacheLocation(path_ViewController_editing_mustache, 81, 1)), [
                            .lineStart("        "),
                            .text("switch row {\n"),
                            .section(MustacheName(["cases"], MustacheLocation(path_ViewController_editing_mustache, 83, 1)), [
                                .section(MustacheName(["bindsModel"], MustacheLocation(path_ViewController_editing_mustache, 84, 1)), [
                                    .lineStart("        "),
                                    .text("case ."),
                                    .variable(MustacheName(["rowCaseName"], MustacheLocation(path_ViewController_editing_mustache, 85, 15)), escaped: true),
                                    .text("(let "),
                                    .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_editing_mustache, 85, 35)), escaped: true),
                                    .text("): "),
                                    .variable(MustacheName(["expression"], MustacheLocation(path_ViewController_editing_mustache, 85, 55)), escaped: true),
                                    .text("\n"),
                                ]),
                                .inverted(MustacheName(["bindsModel"], MustacheLocation(path_ViewController_editing_mustache, 87, 1)), [
                                    .lineStart("        "),
                                    .text("case ."),
                                    .variable(MustacheName(["rowCaseName"], MustacheLocation(path_ViewController_editing_mustache, 88, 15)), escaped: true),
                                    .text(": "),
                                    .variable(MustacheName(["expression"], MustacheLocation(path_ViewController_editing_mustache, 88, 32)), escaped: true),
                                    .text("\n"),
                                ]),
                            ]),
                            .lineStart("        "),
                            .text("}\n"),
                        ]),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["multiSelect"], MustacheLocation(path_ViewController_editing_mustache, 95, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("// MARK: - Batch actions\n"),
                        .lineStart("    "),
                        .text("//\n"),
                        .lineStart("    "),
                        .text("// `editing.multiSelect`: in edit mode several rows can be selected, kept by ID in the row store\n"),
                        .lineStart("    "),
                        .text("// (`ListRowStore`, `// MARK: - Selection`); each toolbar button performs its event on them.\n\n"),
                        .lineStart("    "),
                        .text("/// The batch buttons, in the spec's order, which `toolbarItems` holds (shown by a navigation\n"),
                        .lineStart("    "),
                        .text("/// controller whose toolbar is visible; place them elsewhere from `onViewDidLoad`). Each is enabled\n"),
                        .lineStart("    "),
                        .text("/// while a row selected in edit mode offers its event (visible and enabled for the row).\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_editing_mustache, 105, 5)), escaped: true),
                        .text("private(set) lazy var batchButtons: [UIBarButtonItem] = [\n"),
                        .section(MustacheName(["buttons"], MustacheLocation(path_ViewController_editing_mustache, 106, 1)), [
                            .lineStart("        "),
                            .text("batchButton(title: "),
                            .variable(MustacheName(["titleLiteral"], MustacheLocation(path_ViewController_editing_mustache, 107, 28)), escaped: true),
                            .text(", image: "),
                            .variable(MustacheName(["imageExpression"], MustacheLocation(path_ViewController_editing_mustache, 107, 53)), escaped: true),
                            .text(") {\n"),
                            .lineStart("            "),
                            .text("$0."),
                            .variable(MustacheName(["methodName"], MustacheLocation(path_ViewController_editing_mustache, 108, 16)), escaped: true),
                            .text("()\n"),
                            .lineStart("        "),
                            .text("},\n"),
                        ]),
                        .lineStart("    "),
                        .text("]\n\n"),
                        .lineStart("    "),
                        .text("/// Whether the row at `indexPath` can be selected in edit mode: its cell kind has one of the events\n"),
                        .lineStart("    "),
                        .text("/// of `editing.multiSelect`.\n"),
                        .lineStart("    "),
                        .text("private func isBatchSelectableRow(at indexPath: IndexPath) -> Bool {\n"),
                        .section(MustacheName(["allRowsSelectable"], MustacheLocation(path_ViewController_editing_mustache, 116, 1)), [
                            .lineStart("        "),
                            .text("row(at: indexPath) != nil\n"),
                        ]),
                        .inverted(MustacheName(["allRowsSelectable"], MustacheLocation(path_ViewController_editing_mustache, 119, 1)), [
                            .lineStart("        "),
                            .text("switch row(at: indexPath) {\n"),
                            .section(MustacheName(["cells"], MustacheLocation(path_ViewController_editing_mustache, 121, 1)), [
                                .lineStart("        "),
                                .text("case ."),
                                .variable(MustacheName(["rowCaseName"], MustacheLocation(path_ViewController_editing_mustache, 122, 15)), escaped: true),
                                .text("?: "),
                                .variable(MustacheName(["isSelectableLiteral"], MustacheLocation(path_ViewController_editing_mustache, 122, 33)), escaped: true),
                                .text("\n"),
                            ]),
                            .lineStart("        "),
                            .text("case nil: false\n"),
                            .lineStart("        "),
                            .text("}\n"),
                        ]),
                        .lineStart("    "),
                        .text("}\n\n"),
                        .lineStart("    "),
                        .text("/// A batch button: a tap calls `perform` with this controller.\n"),
                        .lineStart("    "),
                        .text("private func batchButton(\n"),
                        .lineStart("        "),
                        .text("title: String, image: UIImage?, perform: @escaping ("),
                        .variable(MustacheName(["viewControllerType"], MustacheLocation(path_ViewController_editing_mustache, 131, 61)), escaped: true),
                        .text(") -> Void\n"),
                        .lineStart("    "),
                        .text(") -> UIBarButtonItem {\n"),
                        .lineStart("        "),
                        .text("UIBarButtonItem(\n"),
                        .lineStart("            "),
                        .text("title: title, image: image,\n"),
                        .lineStart("            "),
                        .text("primaryAction: UIAction(title: title, image: image) { [weak self] _ in\n"),
                        .lineStart("                "),
                        .text("if let self { perform(self) }\n"),
                        .lineStart("            "),
                        .text("})\n"),
                        .lineStart("    "),
                        .text("}\n\n"),
                        .lineStart("    "),
                        .text("/// Enables each batch button while a row selected in edit mode offers its event now, and disables it\n"),
                        .lineStart("    "),
                        .text("/// otherwise: called after every change of the selection and of the rows.\n"),
                        .lineStart("    "),
                        .text("private func updateBatchButtons() {\n"),
                        .lineStart("        "),
                        .text("let rows = store.batchSelectedRows\n"),
                        .section(MustacheName(["buttons"], MustacheLocation(path_ViewController_editing_mustache, 144, 1)), [
                            .lineStart("        "),
                            .text("batchButtons["),
                            .variable(MustacheName(["index"], MustacheLocation(path_ViewController_editing_mustache, 145, 22)), escaped: true),
                            .text("].isEnabled = rows.contains { "),
                            .variable(MustacheName(["testMethod"], MustacheLocation(path_ViewController_editing_mustache, 145, 61)), escaped: true),
                            .text("(for: $0) }\n"),
                        ]),
                        .lineStart("    "),
                        .text("}\n"),
                        .section(MustacheName(["buttons"], MustacheLocation(path_ViewController_editing_mustache, 148, 1)), [
                            .text("\n"),
                            .lineStart("    "),
                            .text("/// The "),
                            .variable(MustacheName(["description"], MustacheLocation(path_ViewController_editing_mustache, 150, 13)), escaped: true),
                            .text(" batch button: "),
                            .section(MustacheName(["confirm"], MustacheLocation(path_ViewController_editing_mustache, 150, 43)), [
                                .text("asks first, then "),
                            ]),
                            .text("performs `."),
                            .variable(MustacheName(["caseName"], MustacheLocation(path_ViewController_editing_mustache, 150, 95)), escaped: true),
                            .text("` with the rows\n"),
                            .lineStart("    "),
                            .text("/// selected then that offer `"),
                            .variable(MustacheName(["event"], MustacheLocation(path_ViewController_editing_mustache, 151, 35)), escaped: true),
                            .text("` then, looked up by ID when it fires, in list order; then edit\n"),
                            .lineStart("    "),
                            .text("/// mode ends.\n"),
                            .lineStart("    "),
                            .text("private func "),
                            .variable(MustacheName(["methodName"], MustacheLocation(path_ViewController_editing_mustache, 153, 18)), escaped: true),
                            .text("() {\n"),
                            .section(MustacheName(["confirm"], MustacheLocation(path_ViewController_editing_mustache, 154, 1)), [
                                .lineStart("        "),
                                .variable(MustacheName(["confirmation", "methodName"], MustacheLocation(path_ViewController_editing_mustache, 155, 9)), escaped: true),
                                .text("(\n"),
                                .lineStart("            "),
                                .text("title: "),
                                .variable(MustacheName(["titleLiteral"], MustacheLocation(path_ViewController_editing_mustache, 156, 20)), escaped: true),
                                .text(", message: "),
                                .variable(MustacheName(["messageLiteral"], MustacheLocation(path_ViewController_editing_mustache, 156, 47)), escaped: true),
                                .text(",\n"),
                                .lineStart("            "),
                                .text("button: "),
                                .variable(MustacheName(["buttonLiteral"], MustacheLocation(path_ViewController_editing_mustache, 157, 21)), escaped: true),
                                .text(", style: ."),
                                .variable(MustacheName(["buttonStyle"], MustacheLocation(path_ViewController_editing_mustache, 157, 48)), escaped: true),
                                .text("\n"),
                                .lineStart("        "),
                                .text(") { [weak self] in\n"),
                                .lineStart("            "),
                                .text("guard let self else { return }\n"),
                                .lineStart("            "),
                                .text("self.performBatchAction(offeredBy: { self."),
                                .variable(MustacheName(["testMethod"], MustacheLocation(path_ViewController_editing_mustache, 160, 55)), escaped: true),
                                .text("(for: $0) }) { ."),
                                .variable(MustacheName(["caseName"], MustacheLocation(path_ViewController_editing_mustache, 160, 85)), escaped: true),
                                .text("($0) }\n"),
                                .lineStart("        "),
                                .text("}\n"),
                            ]),
                            .inverted(MustacheName(["confirm"], MustacheLocation(path_ViewController_editing_mustache, 163, 1)), [
                                .lineStart("        "),
                                .text("performBatchAction(offeredBy: { "),
                                .variable(MustacheName(["testMethod"], MustacheLocation(path_ViewController_editing_mustache, 164, 41)), escaped: true),
                                .text("(for: $0) }) { ."),
                                .variable(MustacheName(["caseName"], MustacheLocation(path_ViewController_editing_mustache, 164, 71)), escaped: true),
                                .text("($0) }\n"),
                            ]),
                            .lineStart("    "),
                            .text("}\n"),
                        ]),
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// Performs the action `action` makes of the rows selected in edit mode that `offers` the event now,\n"),
                        .lineStart("    "),
                        .text("/// looked up by ID and tested now, in list order (a row deleted meanwhile is not among them, and a\n"),
                        .lineStart("    "),
                        .text("/// row whose event is hidden or disabled now is left out); then ends edit mode, which deselects the\n"),
                        .lineStart("    "),
                        .text("/// rows left out too. Nothing, and edit mode goes on, when no selected row offers the event.\n"),
                        .lineStart("    "),
                        .text("private func performBatchAction(\n"),
                        .lineStart("        "),
                        .text("offeredBy offers: ("),
                        .variable(MustacheName(["screen", "rowType"], MustacheLocation(path_ViewController_editing_mustache, 174, 28)), escaped: true),
                        .text(") -> Bool, _ action: (["),
                        .variable(MustacheName(["screen", "rowType"], MustacheLocation(path_ViewController_editing_mustache, 174, 69)), escaped: true),
                        .text("]) -> "),
                        .variable(MustacheName(["screen", "actionType"], MustacheLocation(path_ViewController_editing_mustache, 174, 93)), escaped: true),
                        .text("\n"),
                        .lineStart("    "),
                        .text(") {\n"),
                        .lineStart("        "),
                        .text("let rows = store.batchSelectedRows.filter(offers)\n"),
                        .lineStart("        "),
                        .text("guard !rows.isEmpty else {\n"),
                        .lineStart("            "),
                        .text("updateBatchButtons()\n"),
                        .lineStart("            "),
                        .text("return\n"),
                        .lineStart("        "),
                        .text("}\n"),
                        .lineStart("        "),
                        .text("actionHandler?."),
                        .variable(MustacheName(["screen", "actionHandlerMethod"], MustacheLocation(path_ViewController_editing_mustache, 181, 24)), escaped: true),
                        .text("(self, perform: action(rows))\n"),
                        .lineStart("        "),
                        .text("setEditing(false, animated: true)\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                ]),
            ]),
        ])

    private static let parsed_ViewController_feed_conformance_mustache = MustacheTemplate(
        name: path_ViewController_feed_conformance_mustache, source: sources["ViewController-feed-conformance.mustache"]!,
        nodes: [
            .section(MustacheName(["feed"], MustacheLocation(path_ViewController_feed_conformance_mustache, 2, 1)), [
                .section(MustacheName(["hasPaging"], MustacheLocation(path_ViewController_feed_conformance_mustache, 3, 1)), [
                    .section(MustacheName(["screen", "isTable"], MustacheLocation(path_ViewController_feed_conformance_mustache, 4, 1)), [
                        .text("\n"),
                        .lineStart(""),
                        .text("extension "),
                        .variable(MustacheName(["screen", "viewControllerType"], MustacheLocation(path_ViewController_feed_conformance_mustache, 6, 11)), escaped: true),
                        .variable(MustacheName(["pagingConformance"], MustacheLocation(path_ViewController_feed_conformance_mustache, 6, 40)), escaped: true),
                        .text(" {\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_feed_conformance_mustache, 7, 5)), escaped: true),
                        .text("func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {\n"),
                        .lineStart("        "),
                        .text("store.loadNextPageIfNear(indexPath, distance: "),
                        .variable(MustacheName(["pageDistance"], MustacheLocation(path_ViewController_feed_conformance_mustache, 8, 55)), escaped: true),
                        .text(")\n"),
                        .lineStart("    "),
                        .text("}\n"),
                        .lineStart(""),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["screen", "isCollection"], MustacheLocation(path_ViewController_feed_conformance_mustache, 12, 1)), [
                        .text("\n"),
                        .lineStart(""),
                        .text("extension "),
                        .variable(MustacheName(["screen", "viewControllerType"], MustacheLocation(path_ViewController_feed_conformance_mustache, 14, 11)), escaped: true),
                        .variable(MustacheName(["pagingConformance"], MustacheLocation(path_ViewController_feed_conformance_mustache, 14, 40)), escaped: true),
                        .text(" {\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_feed_conformance_mustache, 15, 5)), escaped: true),
                        .text("func collectionView(\n"),
                        .lineStart("        "),
                        .text("_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath\n"),
                        .lineStart("    "),
                        .text(") {\n"),
                        .lineStart("        "),
                        .text("store.loadNextPageIfNear(indexPath, distance: "),
                        .variable(MustacheName(["pageDistance"], MustacheLocation(path_ViewController_feed_conformance_mustache, 18, 55)), escaped: true),
                        .text(")\n"),
                        .lineStart("    "),
                        .text("}\n"),
                        .lineStart(""),
                        .text("}\n"),
                    ]),
                ]),
            ]),
        ])

    private static let parsed_ViewController_feed_load_mustache = MustacheTemplate(
        name: path_ViewController_feed_load_mustache, source: sources["ViewController-feed-load.mustache"]!,
        nodes: [
            .section(MustacheName(["feed"], MustacheLocation(path_ViewController_feed_load_mustache, 2, 1)), [
                .section(MustacheName(["hasEmptyState"], MustacheLocation(path_ViewController_feed_load_mustache, 3, 1)), [
                    .lineStart("        "),
                    .variable(MustacheName(["screen", "listViewName"], MustacheLocation(path_ViewController_feed_load_mustache, 4, 9)), escaped: true),
                    .text(".backgroundView = "),
                    .variable(MustacheName(["emptyState", "backgroundViewName"], MustacheLocation(path_ViewController_feed_load_mustache, 4, 50)), escaped: true),
                    .text("\n"),
                    .lineStart("        "),
                    .text("updateEmptyState()\n"),
                ]),
                .section(MustacheName(["hasRefresh"], MustacheLocation(path_ViewController_feed_load_mustache, 7, 1)), [
                    .lineStart("        "),
                    .text("// Pull to refresh, offered only while `onRefresh` is set.\n"),
                    .lineStart("        "),
                    .text("updateRefreshControl()\n"),
                ]),
                .section(MustacheName(["setsDelegateForPaging"], MustacheLocation(path_ViewController_feed_load_mustache, 11, 1)), [
                    .lineStart("        "),
                    .text("// Paging: the delegate learns when "),
                    .variable(MustacheName(["pageTrigger"], MustacheLocation(path_ViewController_feed_load_mustache, 12, 45)), escaped: true),
                    .text(" comes into view.\n"),
                    .lineStart("        "),
                    .variable(MustacheName(["screen", "listViewName"], MustacheLocation(path_ViewController_feed_load_mustache, 13, 9)), escaped: true),
                    .text(".delegate = self\n"),
                ]),
                .section(MustacheName(["hasPageFooter"], MustacheLocation(path_ViewController_feed_load_mustache, 15, 1)), [
                    .lineStart("        "),
                    .text("// The paging footer shows the row store's paging lifecycle.\n"),
                    .lineStart("        "),
                    .text("store.onPageFooterChange = { [weak self] footer in self?.showPageFooter(footer) }\n"),
                    .lineStart("        "),
                    .text("showPageFooter(store.pageFooter)\n"),
                ]),
            ]),
        ])

    private static let parsed_ViewController_feed_mustache = MustacheTemplate(
        name: path_ViewController_feed_mustache, source: sources["ViewController-feed.mustache"]!,
        nodes: [
            .section(MustacheName(["feed"], MustacheLocation(path_ViewController_feed_mustache, 2, 1)), [
                .section(MustacheName(["isUsed"], MustacheLocation(path_ViewController_feed_mustache, 3, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("// MARK: - Empty state, refresh and paging\n"),
                ]),
                .section(MustacheName(["emptyState"], MustacheLocation(path_ViewController_feed_mustache, 7, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// Shown as the list's `backgroundView` while the list has no rows, hidden before the first\n"),
                    .lineStart("    "),
                    .text("/// `setRows` (so it does not flash while they load) and once rows arrive (every change of the rows\n"),
                    .lineStart("    "),
                    .text("/// updates it). A list content view, so it follows Dynamic Type and the system's\n"),
                    .lineStart("    "),
                    .text("/// colors. Replace its `configuration` in `onViewDidLoad` to change it.\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_feed_mustache, 13, 5)), escaped: true),
                    .text("let emptyStateView: UIListContentView = {\n"),
                    .lineStart("        "),
                    .text("var content = UIListContentConfiguration.cell()\n"),
                    .lineStart("        "),
                    .text("content.text = "),
                    .variable(MustacheName(["textExpression"], MustacheLocation(path_ViewController_feed_mustache, 15, 24)), escaped: true),
                    .text("\n"),
                    .section(MustacheName(["secondaryTextExpression"], MustacheLocation(path_ViewController_feed_mustache, 16, 1)), [
                        .lineStart("        "),
                        .text("content.secondaryText = "),
                        .variable(MustacheName(["secondaryTextExpression"], MustacheLocation(path_ViewController_feed_mustache, 17, 33)), escaped: true),
                        .text("\n"),
                    ]),
                    .section(MustacheName(["imageExpression"], MustacheLocation(path_ViewController_feed_mustache, 19, 1)), [
                        .lineStart("        "),
                        .text("content.image = "),
                        .variable(MustacheName(["imageExpression"], MustacheLocation(path_ViewController_feed_mustache, 20, 25)), escaped: true),
                        .text("\n"),
                    ]),
                    .lineStart("        "),
                    .text("content.textProperties.alignment = .center\n"),
                    .lineStart("        "),
                    .text("content.secondaryTextProperties.alignment = .center\n"),
                    .lineStart("        "),
                    .text("return UIListContentView(configuration: content)\n"),
                    .lineStart("    "),
                    .text("}()\n\n"),
                    .section(MustacheName(["noResults"], MustacheLocation(path_ViewController_feed_mustache, 27, 1)), [
                        .lineStart("    "),
                        .text("/// Shown as the list's `backgroundView`, in place of the empty state, while a search finds no row\n"),
                        .lineStart("    "),
                        .text("/// (the list has rows, but none matches). Replace its `configuration` in `onViewDidLoad` to change it.\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_feed_mustache, 30, 5)), escaped: true),
                        .text("let noResultsView: UIListContentView = {\n"),
                        .lineStart("        "),
                        .text("var content = UIListContentConfiguration.cell()\n"),
                        .lineStart("        "),
                        .text("content.text = "),
                        .variable(MustacheName(["textExpression"], MustacheLocation(path_ViewController_feed_mustache, 32, 24)), escaped: true),
                        .text("\n"),
                        .section(MustacheName(["imageExpression"], MustacheLocation(path_ViewController_feed_mustache, 33, 1)), [
                            .lineStart("        "),
                            .text("content.image = "),
                            .variable(MustacheName(["imageExpression"], MustacheLocation(path_ViewController_feed_mustache, 34, 25)), escaped: true),
                            .text("\n"),
                        ]),
                        .lineStart("        "),
                        .text("content.textProperties.alignment = .center\n"),
                        .lineStart("        "),
                        .text("return UIListContentView(configuration: content)\n"),
                        .lineStart("    "),
                        .text("}()\n\n"),
                    ]),
                    .section(MustacheName(["action"], MustacheLocation(path_ViewController_feed_mustache, 41, 1)), [
                        .lineStart("    "),
                        .text("/// The empty state's button, under its text: "),
                        .section(MustacheName(["routeName"], MustacheLocation(path_ViewController_feed_mustache, 42, 51)), [
                            .text("it follows the route `"),
                            .variable(MustacheName([], MustacheLocation(path_ViewController_feed_mustache, 42, 87)), escaped: true),
                            .text("`"),
                        ]),
                        .section(MustacheName(["actionCaseName"], MustacheLocation(path_ViewController_feed_mustache, 42, 107)), [
                            .text("it performs `."),
                            .variable(MustacheName([], MustacheLocation(path_ViewController_feed_mustache, 42, 140)), escaped: true),
                            .text("` through `actionHandler`"),
                        ]),
                        .text(".\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_feed_mustache, 43, 5)), escaped: true),
                        .text("private(set) lazy var emptyStateButton: UIButton = {\n"),
                        .lineStart("        "),
                        .text("var configuration = UIButton.Configuration.filled()\n"),
                        .lineStart("        "),
                        .text("configuration.title = "),
                        .variable(MustacheName(["titleExpression"], MustacheLocation(path_ViewController_feed_mustache, 45, 31)), escaped: true),
                        .text("\n"),
                        .lineStart("        "),
                        .text("return UIButton(\n"),
                        .lineStart("            "),
                        .text("configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.emptyStateButtonTapped() })\n"),
                        .lineStart("    "),
                        .text("}()\n\n"),
                        .lineStart("    "),
                        .text("/// The empty state with its button: the text's view above the button, as the list's background view.\n"),
                        .lineStart("    "),
                        .text("private lazy var emptyStateBackground: UIStackView = {\n"),
                        .lineStart("        "),
                        .text("let stack = UIStackView(arrangedSubviews: [emptyStateView, emptyStateButton])\n"),
                        .lineStart("        "),
                        .text("stack.axis = .vertical\n"),
                        .lineStart("        "),
                        .text("stack.alignment = .center\n"),
                        .lineStart("        "),
                        .text("stack.spacing = 8\n"),
                        .lineStart("        "),
                        .text("return stack\n"),
                        .lineStart("    "),
                        .text("}()\n\n"),
                        .lineStart("    "),
                        .text("private func emptyStateButtonTapped() {\n"),
                        .section(MustacheName(["routeExpression"], MustacheLocation(path_ViewController_feed_mustache, 60, 1)), [
                            .lineStart("        "),
                            .text("router.navigate(to: "),
                            .variable(MustacheName([], MustacheLocation(path_ViewController_feed_mustache, 61, 29)), escaped: true),
                            .text(", from: self)\n"),
                        ]),
                        .section(MustacheName(["actionCaseName"], MustacheLocation(path_ViewController_feed_mustache, 63, 1)), [
                            .lineStart("        "),
                            .text("actionHandler?."),
                            .variable(MustacheName(["screen", "actionHandlerMethod"], MustacheLocation(path_ViewController_feed_mustache, 64, 24)), escaped: true),
                            .text("(self, perform: ."),
                            .variable(MustacheName([], MustacheLocation(path_ViewController_feed_mustache, 64, 71)), escaped: true),
                            .text(")\n"),
                        ]),
                        .lineStart("    "),
                        .text("}\n\n"),
                    ]),
                    .lineStart("    "),
                    .text("/// Shows the empty state while the list has no rows, once its first rows were set (`setRows`): it\n"),
                    .lineStart("    "),
                    .text("/// stays hidden while they load, and hides once rows arrive.\n"),
                    .lineStart("    "),
                    .text("private func updateEmptyState() {\n"),
                    .lineStart("        "),
                    .variable(MustacheName(["backgroundViewName"], MustacheLocation(path_ViewController_feed_mustache, 72, 9)), escaped: true),
                    .text(".isHidden = "),
                    .variable(MustacheName(["feed", "emptyStateHiddenExpression"], MustacheLocation(path_ViewController_feed_mustache, 72, 43)), escaped: true),
                    .text("\n"),
                    .section(MustacheName(["noResults"], MustacheLocation(path_ViewController_feed_mustache, 73, 1)), [
                        .lineStart("        "),
                        .text("noResultsView.isHidden = !store.showsNoResults\n"),
                        .lineStart("        "),
                        .variable(MustacheName(["screen", "listViewName"], MustacheLocation(path_ViewController_feed_mustache, 75, 9)), escaped: true),
                        .text(".backgroundView = store.showsNoResults ? noResultsView : "),
                        .variable(MustacheName(["backgroundViewName"], MustacheLocation(path_ViewController_feed_mustache, 75, 89)), escaped: true),
                        .text("\n"),
                    ]),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .section(MustacheName(["hasRefresh"], MustacheLocation(path_ViewController_feed_mustache, 79, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// Pull to refresh: called when the user pulls the list down. Replace the rows (`setRows`, or the\n"),
                    .lineStart("    "),
                    .text("/// mutation API) and return when done: the spinner stops when this returns, so a refresh cannot be\n"),
                    .lineStart("    "),
                    .text("/// left spinning or ended twice. Pulls while it runs are ignored. The controller is passed in: use\n"),
                    .lineStart("    "),
                    .text("/// it instead of capturing the controller, which would be a retain cycle. The list offers pull to\n"),
                    .lineStart("    "),
                    .text("/// refresh (has a `UIRefreshControl`) only while this is set: setting it adds the control, setting\n"),
                    .lineStart("    "),
                    .text("/// it to nil removes it.\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_feed_mustache, 87, 5)), escaped: true),
                    .text("var onRefresh: (@MainActor ("),
                    .variable(MustacheName(["screen", "viewControllerType"], MustacheLocation(path_ViewController_feed_mustache, 87, 56)), escaped: true),
                    .text(") async -> Void)? {\n"),
                    .lineStart("        "),
                    .text("didSet { updateRefreshControl() }\n"),
                    .lineStart("    "),
                    .text("}\n\n"),
                    .lineStart("    "),
                    .text("/// Gives the list a refresh control while `onRefresh` is set, and none without: a pull with nothing\n"),
                    .lineStart("    "),
                    .text("/// to run would show a spinner that ends at once, possibly while the finger is still down.\n"),
                    .lineStart("    "),
                    .text("private func updateRefreshControl() {\n"),
                    .lineStart("        "),
                    .text("guard isViewLoaded else { return }\n"),
                    .lineStart("        "),
                    .text("if onRefresh == nil {\n"),
                    .lineStart("            "),
                    .variable(MustacheName(["screen", "listViewName"], MustacheLocation(path_ViewController_feed_mustache, 96, 13)), escaped: true),
                    .text(".refreshControl = nil\n"),
                    .lineStart("        "),
                    .text("} else if "),
                    .variable(MustacheName(["screen", "listViewName"], MustacheLocation(path_ViewController_feed_mustache, 97, 19)), escaped: true),
                    .text(".refreshControl == nil {\n"),
                    .lineStart("            "),
                    .text("let refreshControl = UIRefreshControl()\n"),
                    .lineStart("            "),
                    .text("refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)\n"),
                    .lineStart("            "),
                    .variable(MustacheName(["screen", "listViewName"], MustacheLocation(path_ViewController_feed_mustache, 100, 13)), escaped: true),
                    .text(".refreshControl = refreshControl\n"),
                    .lineStart("        "),
                    .text("}\n"),
                    .lineStart("    "),
                    .text("}\n\n"),
                    .lineStart("    "),
                    .text("/// Runs `onRefresh` for a pull (unless a refresh runs), then ends the refresh control's spinner.\n"),
                    .lineStart("    "),
                    .text("private func refresh() {\n"),
                    .lineStart("        "),
                    .text("store.refresh { [weak self] in\n"),
                    .lineStart("            "),
                    .text("guard let self, let onRefresh = self.onRefresh else { return }\n"),
                    .lineStart("            "),
                    .text("await onRefresh(self)\n"),
                    .lineStart("        "),
                    .text("} then: { [weak self] in\n"),
                    .lineStart("            "),
                    .text("self?."),
                    .variable(MustacheName(["screen", "listViewName"], MustacheLocation(path_ViewController_feed_mustache, 110, 19)), escaped: true),
                    .text(".refreshControl?.endRefreshing()\n"),
                    .lineStart("        "),
                    .text("}\n"),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .section(MustacheName(["hasPaging"], MustacheLocation(path_ViewController_feed_mustache, 114, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// Load more: called once when "),
                    .variable(MustacheName(["pageTrigger"], MustacheLocation(path_ViewController_feed_mustache, 116, 37)), escaped: true),
                    .text(" comes into view, not again while the page loads.\n"),
                    .section(MustacheName(["pagesBySection"], MustacheLocation(path_ViewController_feed_mustache, 117, 1)), [
                        .lineStart("    "),
                        .text("/// Return the next page's rows by section: they are appended at the ends of their sections in one\n"),
                        .lineStart("    "),
                        .text("/// update of the list (`append(contentsOf:)`); a row whose ID is already in the list goes to\n"),
                        .lineStart("    "),
                        .text("/// `onDuplicateRows`.\n"),
                    ]),
                    .inverted(MustacheName(["pagesBySection"], MustacheLocation(path_ViewController_feed_mustache, 122, 1)), [
                        .lineStart("    "),
                        .text("/// Return the next page's rows: each is appended at the end of its own section (a section new to\n"),
                        .lineStart("    "),
                        .text("/// the list is created) in one update of the list (`append(contentsOf:)`); a row whose ID is\n"),
                        .lineStart("    "),
                        .text("/// already in the list goes to `onDuplicateRows`.\n"),
                    ]),
                    .lineStart("    "),
                    .text("/// Once the page is in, when "),
                    .variable(MustacheName(["pageTrigger"], MustacheLocation(path_ViewController_feed_mustache, 127, 35)), escaped: true),
                    .text(" comes into view (at once, when the list is shorter\n"),
                    .lineStart("    "),
                    .text("/// than the screen), the next page is asked for. Return no rows after the last page: paging stops until `setRows`\n"),
                    .lineStart("    "),
                    .text("/// replaces the rows. Throw when the page failed: `onLoadNextPageFailed` gets the error, and this\n"),
                    .lineStart("    "),
                    .text("/// hook is called again the next time "),
                    .variable(MustacheName(["pageTrigger"], MustacheLocation(path_ViewController_feed_mustache, 130, 44)), escaped: true),
                    .text(" comes into view. A page belongs to the list\n"),
                    .lineStart("    "),
                    .text("/// it was asked for: when `setRows` replaces the rows while it loads, its task is cancelled and\n"),
                    .lineStart("    "),
                    .text("/// whatever it returns or throws is dropped. The controller is passed in: use it instead of\n"),
                    .lineStart("    "),
                    .text("/// capturing the controller, which would be a retain cycle.\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_feed_mustache, 134, 5)), escaped: true),
                    .text("var onLoadNextPage: (@MainActor ("),
                    .variable(MustacheName(["screen", "viewControllerType"], MustacheLocation(path_ViewController_feed_mustache, 134, 61)), escaped: true),
                    .text(") async throws -> "),
                    .variable(MustacheName(["pageType"], MustacheLocation(path_ViewController_feed_mustache, 134, 108)), escaped: true),
                    .text(")? {\n"),
                    .lineStart("        "),
                    .text("didSet {\n"),
                    .lineStart("            "),
                    .text("guard let load = onLoadNextPage else { return store.loadNextPage = nil }\n"),
                    .lineStart("            "),
                    .text("store.loadNextPage = { [weak self] in\n"),
                    .lineStart("                "),
                    .text("guard let self else { return ."),
                    .variable(MustacheName(["pageCase"], MustacheLocation(path_ViewController_feed_mustache, 138, 47)), escaped: true),
                    .text("("),
                    .variable(MustacheName(["emptyPageLiteral"], MustacheLocation(path_ViewController_feed_mustache, 138, 60)), escaped: true),
                    .text(") }\n"),
                    .lineStart("                "),
                    .text("return ."),
                    .variable(MustacheName(["pageCase"], MustacheLocation(path_ViewController_feed_mustache, 139, 25)), escaped: true),
                    .text("(try await load(self))\n"),
                    .lineStart("            "),
                    .text("}\n"),
                    .lineStart("        "),
                    .text("}\n"),
                    .lineStart("    "),
                    .text("}\n"),
                    .lineStart("    "),
                    .text("/// Called with the error `onLoadNextPage` threw, on the main actor, so that the app can say the\n"),
                    .lineStart("    "),
                    .text("/// page failed (its rows stay as they were; the page is asked for again the next time\n"),
                    .lineStart("    "),
                    .text("/// "),
                    .variable(MustacheName(["pageTrigger"], MustacheLocation(path_ViewController_feed_mustache, 145, 9)), escaped: true),
                    .text(" comes into view). Not called for a page dropped because `setRows` replaced the\n"),
                    .lineStart("    "),
                    .text("/// rows.\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_feed_mustache, 147, 5)), escaped: true),
                    .text("var onLoadNextPageFailed: (@MainActor ("),
                    .variable(MustacheName(["screen", "viewControllerType"], MustacheLocation(path_ViewController_feed_mustache, 147, 67)), escaped: true),
                    .text(", any Error) -> Void)? {\n"),
                    .lineStart("        "),
                    .text("didSet {\n"),
                    .lineStart("            "),
                    .text("guard let report = onLoadNextPageFailed else { return store.onPageFailed = nil }\n"),
                    .lineStart("            "),
                    .text("store.onPageFailed = { [weak self] error in\n"),
                    .lineStart("                "),
                    .text("if let self { report(self, error) }\n"),
                    .lineStart("            "),
                    .text("}\n"),
                    .lineStart("        "),
                    .text("}\n"),
                    .lineStart("    "),
                    .text("}\n"),
                    .section(MustacheName(["hasPageFooter"], MustacheLocation(path_ViewController_feed_mustache, 155, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// The paging footer's spinner: it turns while a page loads, and hides when stopped.\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_feed_mustache, 158, 5)), escaped: true),
                        .text("let pageFooterSpinner = UIActivityIndicatorView(style: .medium)\n\n"),
                        .lineStart("    "),
                        .text("/// The paging footer's retry button, shown after a page failed: it asks for that page again, once.\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_feed_mustache, 161, 5)), escaped: true),
                        .text("private(set) lazy var pageFooterRetryButton: UIButton = {\n"),
                        .lineStart("        "),
                        .text("var configuration = UIButton.Configuration.plain()\n"),
                        .lineStart("        "),
                        .text("configuration.title = "),
                        .variable(MustacheName(["pageFooterRetryTitleExpression"], MustacheLocation(path_ViewController_feed_mustache, 163, 31)), escaped: true),
                        .text("\n"),
                        .lineStart("        "),
                        .text("return UIButton(\n"),
                        .lineStart("            "),
                        .text("configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.store.retryPage() })\n"),
                        .lineStart("    "),
                        .text("}()\n\n"),
                        .lineStart("    "),
                        .text("/// The paging footer after the last row: the spinner while a page loads, the retry button after it\n"),
                        .lineStart("    "),
                        .text("/// failed, hidden otherwise (the row store's `pageFooter`, the one rule of every variant).\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_feed_mustache, 170, 5)), escaped: true),
                        .text("private(set) lazy var pageFooterView: UIStackView = {\n"),
                        .lineStart("        "),
                        .text("let stack = UIStackView(arrangedSubviews: [pageFooterSpinner, pageFooterRetryButton])\n"),
                        .lineStart("        "),
                        .text("stack.axis = .vertical\n"),
                        .lineStart("        "),
                        .text("stack.alignment = .center\n"),
                        .section(MustacheName(["screen", "isTable"], MustacheLocation(path_ViewController_feed_mustache, 174, 1)), [
                            .lineStart("        "),
                            .text("// A table footer view keeps the height of its frame.\n"),
                            .lineStart("        "),
                            .text("stack.frame.size.height = 44\n"),
                        ]),
                        .lineStart("        "),
                        .text("return stack\n"),
                        .lineStart("    "),
                        .text("}()\n\n"),
                        .lineStart("    "),
                        .text("/// Shows the row store's paging footer.\n"),
                        .lineStart("    "),
                        .text("private func showPageFooter(_ footer: ListPageFooter) {\n"),
                        .lineStart("        "),
                        .text("if footer == .loading {\n"),
                        .lineStart("            "),
                        .text("pageFooterSpinner.startAnimating()\n"),
                        .lineStart("        "),
                        .text("} else {\n"),
                        .lineStart("            "),
                        .text("pageFooterSpinner.stopAnimating()\n"),
                        .lineStart("        "),
                        .text("}\n"),
                        .lineStart("        "),
                        .text("pageFooterRetryButton.isHidden = footer != .failed\n"),
                        .lineStart("        "),
                        .text("pageFooterView.isHidden = footer == .hidden\n"),
                        .section(MustacheName(["screen", "isTable"], MustacheLocation(path_ViewController_feed_mustache, 190, 1)), [
                            .lineStart("        "),
                            .text("tableView.tableFooterView = footer == .hidden ? nil : pageFooterView\n"),
                        ]),
                        .lineStart("    "),
                        .text("}\n"),
                        .section(MustacheName(["screen", "isCollection"], MustacheLocation(path_ViewController_feed_mustache, 194, 1)), [
                            .text("\n"),
                            .lineStart("    "),
                            .text("/// The collection list's page footer: a boundary supplementary item of the whole layout, after\n"),
                            .lineStart("    "),
                            .text("/// every section (so that no row's index path changes), holding `pageFooterView`.\n"),
                            .lineStart("    "),
                            .text("private let pageFooterRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(\n"),
                            .lineStart("        "),
                            .text("elementKind: ListPageFooter.elementKind\n"),
                            .lineStart("    "),
                            .text(") { _, _, _ in }\n\n"),
                            .lineStart("    "),
                            .text("private func dequeuePageFooter(\n"),
                            .lineStart("        "),
                            .text("in collectionView: UICollectionView, at indexPath: IndexPath\n"),
                            .lineStart("    "),
                            .text(") -> UICollectionReusableView {\n"),
                            .lineStart("        "),
                            .text("let view = collectionView.dequeueConfiguredReusableSupplementary(using: pageFooterRegistration, for: indexPath)\n"),
                            .lineStart("        "),
                            .text("guard pageFooterView.superview !== view else { return view }\n"),
                            .lineStart("        "),
                            .text("pageFooterView.translatesAutoresizingMaskIntoConstraints = false\n"),
                            .lineStart("        "),
                            .text("view.addSubview(pageFooterView)\n"),
                            .lineStart("        "),
                            .text("NSLayoutConstraint.activate([\n"),
                            .lineStart("            "),
                            .text("pageFooterView.topAnchor.constraint(equalTo: view.topAnchor),\n"),
                            .lineStart("            "),
                            .text("pageFooterView.bottomAnchor.constraint(equalTo: view.bottomAnchor),\n"),
                            .lineStart("            "),
                            .text("pageFooterView.leadingAnchor.constraint(equalTo: view.leadingAnchor),\n"),
                            .lineStart("            "),
                            .text("pageFooterView.trailingAnchor.constraint(equalTo: view.trailingAnchor),\n"),
                            .lineStart("        "),
                            .text("])\n"),
                            .lineStart("        "),
                            .text("return view\n"),
                            .lineStart("    "),
                            .text("}\n"),
                        ]),
                    ]),
                ]),
            ]),
        ])

    private static let parsed_ViewController_load_mustache = MustacheTemplate(
        name: path_ViewController_load_mustache, source: sources["ViewController-load.mustache"]!,
        nodes: [
            .section(MustacheName(["isClassic"], MustacheLocation(path_ViewController_load_mustache, 2, 1)), [
                .section(MustacheName(["isCollection"], MustacheLocation(path_ViewController_load_mustache, 3, 1)), [
                    .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_load_mustache, 4, 1)), [
                        .section(MustacheName(["supplementaries"], MustacheLocation(path_ViewController_load_mustache, 5, 1)), [
                            .lineStart("        "),
                            .text("// Made now, before the list asks for a view: UIKit refuses a registration made in that request.\n"),
                            .lineStart("        "),
                            .text("_ = "),
                            .variable(MustacheName(["registrationName"], MustacheLocation(path_ViewController_load_mustache, 7, 13)), escaped: true),
                            .text("\n"),
                        ]),
                    ]),
                ]),
            ]),
            .section(MustacheName(["isDiffable"], MustacheLocation(path_ViewController_load_mustache, 12, 1)), [
                .lineStart("        "),
                .text("let dataSource = DataSource("),
                .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_load_mustache, 13, 37)), escaped: true),
                .text(": "),
                .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_load_mustache, 13, 55)), escaped: true),
                .text(") { [weak self] "),
                .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_load_mustache, 13, 87)), escaped: true),
                .text(", indexPath, id in\n"),
                .lineStart("            "),
                .text("// The snapshot comes from the store, and the data source lives no longer than the\n"),
                .lineStart("            "),
                .text("// controller: a missing row is a bug in this generated code, not something the app's data\n"),
                .lineStart("            "),
                .text("// can cause. Stop with a clear message rather than return nil, which UIKit rejects with a\n"),
                .lineStart("            "),
                .text("// vaguer exception.\n"),
                .lineStart("            "),
                .text("guard let self, let row = self.store.row(withID: id) else {\n"),
                .lineStart("                "),
                .text("preconditionFailure(\""),
                .variable(MustacheName(["viewControllerType"], MustacheLocation(path_ViewController_load_mustache, 19, 38)), escaped: true),
                .text(": no row for ID \\(id) at \\(indexPath)\")\n"),
                .lineStart("            "),
                .text("}\n"),
                .lineStart("            "),
                .text("return self.makeCell(for: row, at: indexPath, in: "),
                .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_load_mustache, 21, 63)), escaped: true),
                .text(")\n"),
                .lineStart("        "),
                .text("}\n"),
                .section(MustacheName(["isCollection"], MustacheLocation(path_ViewController_load_mustache, 23, 1)), [
                    .section(MustacheName(["hasSupplementaries"], MustacheLocation(path_ViewController_load_mustache, 24, 1)), [
                        .section(MustacheName(["providedSupplementaries"], MustacheLocation(path_ViewController_load_mustache, 25, 1)), [
                            .section(MustacheName(["copiesRegistration"], MustacheLocation(path_ViewController_load_mustache, 26, 1)), [
                                .lineStart("        "),
                                .text("let "),
                                .variable(MustacheName(["registrationName"], MustacheLocation(path_ViewController_load_mustache, 27, 13)), escaped: true),
                                .text(" = "),
                                .variable(MustacheName(["registrationName"], MustacheLocation(path_ViewController_load_mustache, 27, 36)), escaped: true),
                                .text("\n"),
                            ]),
                        ]),
                        .lineStart("        "),
                        .text("dataSource.supplementaryViewProvider = { "),
                        .variable(MustacheName(["supplementaryProviderCaptures"], MustacheLocation(path_ViewController_load_mustache, 30, 50)), escaped: true),
                        .text("collectionView, "),
                        .variable(MustacheName(["supplementaryKindParameter"], MustacheLocation(path_ViewController_load_mustache, 30, 99)), escaped: true),
                        .text(", indexPath in\n"),
                        .section(MustacheName(["hasSeveralSupplementaries"], MustacheLocation(path_ViewController_load_mustache, 31, 1)), [
                            .lineStart("            "),
                            .text("switch kind {\n"),
                            .section(MustacheName(["providedSupplementaries"], MustacheLocation(path_ViewController_load_mustache, 33, 1)), [
                                .lineStart("            "),
                                .variable(MustacheName(["caseLabel"], MustacheLocation(path_ViewController_load_mustache, 34, 13)), escaped: true),
                                .text("\n"),
                                .lineStart("                "),
                                .variable(MustacheName(["providerDequeueExpression"], MustacheLocation(path_ViewController_load_mustache, 35, 17)), escaped: true),
                                .text("\n"),
                            ]),
                            .lineStart("            "),
                            .text("}\n"),
                        ]),
                        .inverted(MustacheName(["hasSeveralSupplementaries"], MustacheLocation(path_ViewController_load_mustache, 39, 1)), [
                            .section(MustacheName(["providedSupplementaries"], MustacheLocation(path_ViewController_load_mustache, 40, 1)), [
                                .lineStart("            "),
                                .variable(MustacheName(["providerDequeueExpression"], MustacheLocation(path_ViewController_load_mustache, 41, 13)), escaped: true),
                                .text("\n"),
                            ]),
                        ]),
                        .lineStart("        "),
                        .text("}\n"),
                    ]),
                ]),
                .section(MustacheName(["editing", "canDelete"], MustacheLocation(path_ViewController_load_mustache, 47, 1)), [
                    .section(MustacheName(["isTable"], MustacheLocation(path_ViewController_load_mustache, 48, 1)), [
                        .lineStart("        "),
                        .text("dataSource.onCommitDelete = { [weak self] indexPath in\n"),
                        .lineStart("            "),
                        .text("self?.deleteControlCommitted(at: indexPath)\n"),
                        .lineStart("        "),
                        .text("}\n"),
                    ]),
                ]),
                .section(MustacheName(["editing", "canReorder"], MustacheLocation(path_ViewController_load_mustache, 54, 1)), [
                    .section(MustacheName(["isTable"], MustacheLocation(path_ViewController_load_mustache, 55, 1)), [
                        .lineStart("        "),
                        .text("dataSource.onMoveRow = { [weak self] source, destination in\n"),
                        .lineStart("            "),
                        .text("self?.rowMovedByPerson(at: source, to: destination)\n"),
                        .lineStart("        "),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["isCollection"], MustacheLocation(path_ViewController_load_mustache, 60, 1)), [
                        .lineStart("        "),
                        .text("// Rows can be dragged by their reorder accessory; the data source's snapshot has taken the move\n"),
                        .lineStart("        "),
                        .text("// when `didReorder` runs.\n"),
                        .lineStart("        "),
                        .text("dataSource.reorderingHandlers.canReorderItem = { _ in true }\n"),
                        .lineStart("        "),
                        .text("dataSource.reorderingHandlers.didReorder = { [weak self] transaction in\n"),
                        .lineStart("            "),
                        .text("// The dragged row is the one the transaction's difference inserts.\n"),
                        .lineStart("            "),
                        .text("guard let self, case .insert(_, let id, _)? = transaction.difference.insertions.first,\n"),
                        .lineStart("                "),
                        .text("let move = self.store.moveMadeOnScreen(ofRowWithID: id, toMatch: transaction.finalSnapshot)\n"),
                        .lineStart("            "),
                        .text("else { return }\n"),
                        .lineStart("            "),
                        .text("self.rowMovedByPerson(at: move.source, to: move.destination)\n"),
                        .lineStart("        "),
                        .text("}\n"),
                    ]),
                ]),
                .lineStart("        "),
                .text("self.dataSource = dataSource\n"),
                .section(MustacheName(["isTable"], MustacheLocation(path_ViewController_load_mustache, 74, 1)), [
                    .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_load_mustache, 75, 1)), [
                        .lineStart("        "),
                        .text("dataSource.sectionTitle = { [weak self] in self?.title(ofSectionAt: $0) }\n"),
                    ]),
                ]),
                .section(MustacheName(["indexTitles"], MustacheLocation(path_ViewController_load_mustache, 79, 1)), [
                    .lineStart("        "),
                    .text("// The section index, from the store each time UIKit asks.\n"),
                    .lineStart("        "),
                    .text("dataSource.indexTitles = { [weak self] in self?.store.sectionIndexTitles }\n"),
                    .section(MustacheName(["isTable"], MustacheLocation(path_ViewController_load_mustache, 82, 1)), [
                        .lineStart("        "),
                        .text("dataSource.sectionForIndexTitle = { [weak self] title, index in\n"),
                        .lineStart("            "),
                        .text("self?.store.section(forIndexTitle: title, at: index) ?? 0\n"),
                        .lineStart("        "),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["isCollection"], MustacheLocation(path_ViewController_load_mustache, 87, 1)), [
                        .lineStart("        "),
                        .text("dataSource.indexPathForIndexTitle = { [weak self] title, index in\n"),
                        .lineStart("            "),
                        .text("self?.store.indexPath(forIndexTitle: title, at: index) ?? IndexPath(index: 0)\n"),
                        .lineStart("        "),
                        .text("}\n"),
                    ]),
                ]),
                .lineStart("        "),
                .text("dataSource.applySnapshotUsingReloadData(store.snapshot)\n"),
                .lineStart("        "),
                .text("store.display = .diffable("),
                .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_load_mustache, 94, 35)), escaped: true),
                .text(") { snapshot, animated in\n"),
                .lineStart("            "),
                .text("dataSource.apply(snapshot, animatingDifferences: animated)\n"),
                .lineStart("        "),
                .text("}\n"),
            ]),
            .section(MustacheName(["isClassic"], MustacheLocation(path_ViewController_load_mustache, 98, 1)), [
                .lineStart("        "),
                .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_load_mustache, 99, 9)), escaped: true),
                .text(".dataSource = self\n"),
                .lineStart("        "),
                .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_load_mustache, 100, 9)), escaped: true),
                .text(".reloadData()\n"),
                .section(MustacheName(["isTable"], MustacheLocation(path_ViewController_load_mustache, 101, 1)), [
                    .lineStart("        "),
                    .text("store.display = .table("),
                    .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_load_mustache, 102, 32)), escaped: true),
                    .text(")\n"),
                ]),
                .section(MustacheName(["isCollection"], MustacheLocation(path_ViewController_load_mustache, 104, 1)), [
                    .lineStart("        "),
                    .text("store.display = .collection("),
                    .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_load_mustache, 105, 37)), escaped: true),
                    .text(")\n"),
                ]),
            ]),
        ])

    private static let parsed_ViewController_persistent_selection_mustache = MustacheTemplate(
        name: path_ViewController_persistent_selection_mustache, source: sources["ViewController-persistent-selection.mustache"]!,
        nodes: [
            .text("\n"),
            .lineStart("    "),
            .text("// MARK: - Persistent selection\n"),
            .lineStart("    "),
            .text("//\n"),
            .lineStart("    "),
            .text("// `selection: { persistent: true }`: the row store (`ListRowStore`, `// MARK: - Selection`) keeps the\n"),
            .lineStart("    "),
            .text("// selected row by its ID and shows it selected where it is after every change of the rows.\n\n"),
            .lineStart("    "),
            .text("/// The ID of the selected row, nil when no row is selected.\n"),
            .lineStart("    "),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_persistent_selection_mustache, 9, 5)), escaped: true),
            .text("var selectedRowID: "),
            .variable(MustacheName(["rowIDType"], MustacheLocation(path_ViewController_persistent_selection_mustache, 9, 47)), escaped: true),
            .text("? {\n"),
            .lineStart("        "),
            .text("store.selectedRowID\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Called when the selected row changes: a tap on another row, `selectRow(withID:)`, or the\n"),
            .lineStart("    "),
            .text("/// deletion of the selected row (nil). A tap on the selected row changes nothing here.\n"),
            .lineStart("    "),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_persistent_selection_mustache, 15, 5)), escaped: true),
            .text("var onSelectionChange: (("),
            .variable(MustacheName(["rowIDType"], MustacheLocation(path_ViewController_persistent_selection_mustache, 15, 53)), escaped: true),
            .text("?) -> Void)? {\n"),
            .lineStart("        "),
            .text("didSet { store.selection.onChange = { [weak self] id in self?.onSelectionChange?(id) } }\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Selects the row with `id` (nil: none), without animation and without firing its `select`, as\n"),
            .lineStart("    "),
            .text("/// when a split view restores the detail it shows. An ID not in the list selects nothing.\n"),
            .lineStart("    "),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_persistent_selection_mustache, 21, 5)), escaped: true),
            .text("func selectRow(withID id: "),
            .variable(MustacheName(["rowIDType"], MustacheLocation(path_ViewController_persistent_selection_mustache, 21, 54)), escaped: true),
            .text("?) {\n"),
            .lineStart("        "),
            .text("store.selectRow(withID: id)\n"),
            .lineStart("    "),
            .text("}\n"),
        ])

    private static let parsed_ViewController_placement_conformance_mustache = MustacheTemplate(
        name: path_ViewController_placement_conformance_mustache, source: sources["ViewController-placement-conformance.mustache"]!,
        nodes: [
            .section(MustacheName(["placements"], MustacheLocation(path_ViewController_placement_conformance_mustache, 2, 1)), [
                .section(MustacheName(["declaresDelegateConformance"], MustacheLocation(path_ViewController_placement_conformance_mustache, 3, 1)), [
                    .section(MustacheName(["isTable"], MustacheLocation(path_ViewController_placement_conformance_mustache, 4, 1)), [
                        .text("\n"),
                        .lineStart(""),
                        .text("extension "),
                        .variable(MustacheName(["viewControllerType"], MustacheLocation(path_ViewController_placement_conformance_mustache, 6, 11)), escaped: true),
                        .text(": UITableViewDelegate {\n"),
                        .lineStart("    "),
                        .text("// Swipe actions and context menus. Rows are not selectable: no cell kind has `select`.\n"),
                        .partial(MustachePartialTag(name: .fixed("ViewController-placement-delegate"), indent: "", location: MustacheLocation(path_ViewController_placement_conformance_mustache, 8, 1))),
                        .lineStart(""),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["isCollection"], MustacheLocation(path_ViewController_placement_conformance_mustache, 11, 1)), [
                        .text("\n"),
                        .lineStart(""),
                        .text("extension "),
                        .variable(MustacheName(["viewControllerType"], MustacheLocation(path_ViewController_placement_conformance_mustache, 13, 11)), escaped: true),
                        .text(": UICollectionViewDelegate {\n"),
                        .lineStart("    "),
                        .text("// Context menus. Rows are not selectable: no cell kind has `select`.\n"),
                        .partial(MustachePartialTag(name: .fixed("ViewController-placement-delegate"), indent: "", location: MustacheLocation(path_ViewController_placement_conformance_mustache, 15, 1))),
                        .lineStart(""),
                        .text("}\n"),
                    ]),
                ]),
            ]),
        ])

    private static let parsed_ViewController_placement_delegate_mustache = MustacheTemplate(
        name: path_ViewController_placement_delegate_mustache, source: sources["ViewController-placement-delegate.mustache"]!,
        nodes: [
            .section(MustacheName(["placements"], MustacheLocation(path_ViewController_placement_delegate_mustache, 2, 1)), [
                .section(MustacheName(["isTable"], MustacheLocation(path_ViewController_placement_delegate_mustache, 3, 1)), [
                    .section(MustacheName(["swipeEdges"], MustacheLocation(path_ViewController_placement_delegate_mustache, 4, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_placement_delegate_mustache, 6, 5)), escaped: true),
                        .text("func tableView(\n"),
                        .lineStart("        "),
                        .text("_ tableView: UITableView, "),
                        .variable(MustacheName(["tableDelegateLabel"], MustacheLocation(path_ViewController_placement_delegate_mustache, 7, 35)), escaped: true),
                        .text(" indexPath: IndexPath\n"),
                        .lineStart("    "),
                        .text(") -> UISwipeActionsConfiguration? {\n"),
                        .lineStart("        "),
                        .variable(MustacheName(["method"], MustacheLocation(path_ViewController_placement_delegate_mustache, 9, 9)), escaped: true),
                        .text("(forRowAt: indexPath)\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["menu"], MustacheLocation(path_ViewController_placement_delegate_mustache, 12, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_placement_delegate_mustache, 14, 5)), escaped: true),
                        .text("func tableView(\n"),
                        .lineStart("        "),
                        .text("_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint\n"),
                        .lineStart("    "),
                        .text(") -> UIContextMenuConfiguration? {\n"),
                        .lineStart("        "),
                        .variable(MustacheName(["method"], MustacheLocation(path_ViewController_placement_delegate_mustache, 17, 9)), escaped: true),
                        .text("(forRowAt: indexPath)\n"),
                        .lineStart("    "),
                        .text("}\n\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_placement_delegate_mustache, 20, 5)), escaped: true),
                        .text("func tableView(\n"),
                        .lineStart("        "),
                        .text("_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,\n"),
                        .lineStart("        "),
                        .text("animator: any UIContextMenuInteractionCommitAnimating\n"),
                        .lineStart("    "),
                        .text(") {\n"),
                        .lineStart("        "),
                        .text("commitMenuPreview(configuration, animator: animator)\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                ]),
                .section(MustacheName(["isCollection"], MustacheLocation(path_ViewController_placement_delegate_mustache, 28, 1)), [
                    .section(MustacheName(["menu"], MustacheLocation(path_ViewController_placement_delegate_mustache, 29, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// iOS 15 asks this method; iOS 16 and later ask the one below (so it is deprecated, as in UIKit).\n"),
                        .lineStart("    "),
                        .text("@available(iOS, introduced: 13.0, deprecated: 16.0)\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_placement_delegate_mustache, 33, 5)), escaped: true),
                        .text("func collectionView(\n"),
                        .lineStart("        "),
                        .text("_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint\n"),
                        .lineStart("    "),
                        .text(") -> UIContextMenuConfiguration? {\n"),
                        .lineStart("        "),
                        .variable(MustacheName(["method"], MustacheLocation(path_ViewController_placement_delegate_mustache, 36, 9)), escaped: true),
                        .text("(forRowAt: indexPath)\n"),
                        .lineStart("    "),
                        .text("}\n\n"),
                        .lineStart("    "),
                        .text("/// A menu for one item; none for several (a multiple selection) or none (empty space).\n"),
                        .lineStart("    "),
                        .text("@available(iOS 16.0, *)\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_placement_delegate_mustache, 41, 5)), escaped: true),
                        .text("func collectionView(\n"),
                        .lineStart("        "),
                        .text("_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint\n"),
                        .lineStart("    "),
                        .text(") -> UIContextMenuConfiguration? {\n"),
                        .lineStart("        "),
                        .text("guard indexPaths.count == 1 else { return nil }\n"),
                        .lineStart("        "),
                        .text("return "),
                        .variable(MustacheName(["method"], MustacheLocation(path_ViewController_placement_delegate_mustache, 45, 16)), escaped: true),
                        .text("(forRowAt: indexPaths[0])\n"),
                        .lineStart("    "),
                        .text("}\n\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_placement_delegate_mustache, 48, 5)), escaped: true),
                        .text("func collectionView(\n"),
                        .lineStart("        "),
                        .text("_ collectionView: UICollectionView,\n"),
                        .lineStart("        "),
                        .text("willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,\n"),
                        .lineStart("        "),
                        .text("animator: any UIContextMenuInteractionCommitAnimating\n"),
                        .lineStart("    "),
                        .text(") {\n"),
                        .lineStart("        "),
                        .text("commitMenuPreview(configuration, animator: animator)\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                ]),
            ]),
            .section(MustacheName(["isTable"], MustacheLocation(path_ViewController_placement_delegate_mustache, 58, 1)), [
                .partial(MustachePartialTag(name: .fixed("ViewController-editing-delegate"), indent: "", location: MustacheLocation(path_ViewController_placement_delegate_mustache, 59, 1))),
            ]),
        ])

    private static let parsed_ViewController_placement_item_mustache = MustacheTemplate(
        name: path_ViewController_placement_item_mustache, source: sources["ViewController-placement-item.mustache"]!,
        nodes: [
            .section(MustacheName(["isMenu"], MustacheLocation(path_ViewController_placement_item_mustache, 2, 1)), [
                .lineStart("            "),
                .text("menuAction(\n"),
                .section(MustacheName(["hasMenuStructure"], MustacheLocation(path_ViewController_placement_item_mustache, 4, 1)), [
                    .lineStart("                "),
                    .text("group: "),
                    .variable(MustacheName(["menuGroupLiteral"], MustacheLocation(path_ViewController_placement_item_mustache, 5, 24)), escaped: true),
                    .text(", submenu: "),
                    .variable(MustacheName(["submenuTitleLiteral"], MustacheLocation(path_ViewController_placement_item_mustache, 5, 55)), escaped: true),
                    .text(",\n"),
                ]),
                .lineStart("                "),
                .text("title: "),
                .variable(MustacheName(["menuTitleLiteral"], MustacheLocation(path_ViewController_placement_item_mustache, 7, 24)), escaped: true),
                .text(",\n"),
                .lineStart("                "),
                .text("systemImage: "),
                .variable(MustacheName(["systemImageLiteral"], MustacheLocation(path_ViewController_placement_item_mustache, 8, 30)), escaped: true),
                .text(", isDestructive: "),
                .variable(MustacheName(["isDestructiveLiteral"], MustacheLocation(path_ViewController_placement_item_mustache, 8, 69)), escaped: true),
                .text(",\n"),
                .lineStart("                "),
                .text("rowID: id, isVisible: "),
                .variable(MustacheName(["isVisibleExpression"], MustacheLocation(path_ViewController_placement_item_mustache, 9, 39)), escaped: true),
                .text(", isEnabled: "),
                .variable(MustacheName(["isEnabledExpression"], MustacheLocation(path_ViewController_placement_item_mustache, 9, 75)), escaped: true),
                .text(",\n"),
                .lineStart("                "),
                .text("perform: { $0."),
                .variable(MustacheName(["tapMethod"], MustacheLocation(path_ViewController_placement_item_mustache, 10, 31)), escaped: true),
                .text("(at: $1) })"),
                .inverted(MustacheName(["isLast"], MustacheLocation(path_ViewController_placement_item_mustache, 10, 55)), [
                    .text(","),
                ]),
                .section(MustacheName(["isLast"], MustacheLocation(path_ViewController_placement_item_mustache, 10, 78)), [
                    .inverted(MustacheName(["isFirst"], MustacheLocation(path_ViewController_placement_item_mustache, 10, 89)), [
                        .text(","),
                    ]),
                ]),
                .text("\n"),
            ]),
            .inverted(MustacheName(["isMenu"], MustacheLocation(path_ViewController_placement_item_mustache, 12, 1)), [
                .lineStart("            "),
                .text("swipeAction(\n"),
                .lineStart("                "),
                .text("title: "),
                .variable(MustacheName(["swipeTitleLiteral"], MustacheLocation(path_ViewController_placement_item_mustache, 14, 24)), escaped: true),
                .text(", accessibilityLabel: "),
                .variable(MustacheName(["accessibilityLabelLiteral"], MustacheLocation(path_ViewController_placement_item_mustache, 14, 67)), escaped: true),
                .text(",\n"),
                .lineStart("                "),
                .text("systemImage: "),
                .variable(MustacheName(["systemImageLiteral"], MustacheLocation(path_ViewController_placement_item_mustache, 15, 30)), escaped: true),
                .text(", style: ."),
                .variable(MustacheName(["swipeStyle"], MustacheLocation(path_ViewController_placement_item_mustache, 15, 62)), escaped: true),
                .text(","),
                .inverted(MustacheName(["hasSwipeColors"], MustacheLocation(path_ViewController_placement_item_mustache, 15, 77)), [
                    .text(" rowID: id,"),
                ]),
                .text("\n"),
                .section(MustacheName(["hasSwipeColors"], MustacheLocation(path_ViewController_placement_item_mustache, 16, 1)), [
                    .lineStart("                "),
                    .text("backgroundColor: "),
                    .variable(MustacheName(["backgroundColorExpression"], MustacheLocation(path_ViewController_placement_item_mustache, 17, 34)), escaped: true),
                    .text(", rowID: id,\n"),
                ]),
                .lineStart("                "),
                .text("isVisible: "),
                .variable(MustacheName(["isVisibleExpression"], MustacheLocation(path_ViewController_placement_item_mustache, 19, 28)), escaped: true),
                .text(", isEnabled: "),
                .variable(MustacheName(["isEnabledExpression"], MustacheLocation(path_ViewController_placement_item_mustache, 19, 64)), escaped: true),
                .text(",\n"),
                .lineStart("                "),
                .text("perform: { $0."),
                .variable(MustacheName(["tapMethod"], MustacheLocation(path_ViewController_placement_item_mustache, 20, 31)), escaped: true),
                .text("(at: $1) })"),
                .inverted(MustacheName(["isLast"], MustacheLocation(path_ViewController_placement_item_mustache, 20, 55)), [
                    .text(","),
                ]),
                .section(MustacheName(["isLast"], MustacheLocation(path_ViewController_placement_item_mustache, 20, 78)), [
                    .inverted(MustacheName(["isFirst"], MustacheLocation(path_ViewController_placement_item_mustache, 20, 89)), [
                        .text(","),
                    ]),
                ]),
                .text("\n"),
            ]),
        ])

    private static let parsed_ViewController_placement_items_mustache = MustacheTemplate(
        name: path_ViewController_placement_items_mustache, source: sources["ViewController-placement-items.mustache"]!,
        nodes: [
            .section(MustacheName(["singleCase"], MustacheLocation(path_ViewController_placement_items_mustache, 2, 1)), [
                .lineStart("        "),
                .text("guard let "),
                .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_placement_items_mustache, 3, 19)), escaped: true),
                .text(" = row(at: indexPath) else { return "),
                .variable(MustacheName(["emptyResult"], MustacheLocation(path_ViewController_placement_items_mustache, 3, 72)), escaped: true),
                .text(" }\n"),
                .lineStart("        "),
                .text("let id = "),
                .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_placement_items_mustache, 4, 18)), escaped: true),
                .text(".id\n"),
                .section(MustacheName(["setsFullSwipe"], MustacheLocation(path_ViewController_placement_items_mustache, 5, 1)), [
                    .lineStart("        "),
                    .text("let fullSwipe = "),
                    .variable(MustacheName(["fullSwipeLiteral"], MustacheLocation(path_ViewController_placement_items_mustache, 6, 25)), escaped: true),
                    .text("\n"),
                ]),
                .lineStart("        "),
                .text("let actions: ["),
                .variable(MustacheName(["actionType"], MustacheLocation(path_ViewController_placement_items_mustache, 8, 23)), escaped: true),
                .text("?] = [\n"),
                .section(MustacheName(["items"], MustacheLocation(path_ViewController_placement_items_mustache, 9, 1)), [
                    .partial(MustachePartialTag(name: .fixed("ViewController-placement-item"), indent: "", location: MustacheLocation(path_ViewController_placement_items_mustache, 10, 1))),
                ]),
                .lineStart("        "),
                .text("]\n"),
            ]),
            .inverted(MustacheName(["singleCase"], MustacheLocation(path_ViewController_placement_items_mustache, 14, 1)), [
                .lineStart("        "),
                .text("guard let row = row(at: indexPath) else { return "),
                .variable(MustacheName(["emptyResult"], MustacheLocation(path_ViewController_placement_items_mustache, 15, 58)), escaped: true),
                .text(" }\n"),
                .lineStart("        "),
                .text("let id = row.id\n"),
                .lineStart("        "),
                .text("let actions: ["),
                .variable(MustacheName(["actionType"], MustacheLocation(path_ViewController_placement_items_mustache, 17, 23)), escaped: true),
                .text("?]\n"),
                .section(MustacheName(["setsFullSwipe"], MustacheLocation(path_ViewController_placement_items_mustache, 18, 1)), [
                    .lineStart("        "),
                    .text("let fullSwipe: Bool\n"),
                ]),
                .lineStart("        "),
                .text("switch row {\n"),
                .section(MustacheName(["cases"], MustacheLocation(path_ViewController_placement_items_mustache, 22, 1)), [
                    .section(MustacheName(["bindsModel"], MustacheLocation(path_ViewController_placement_items_mustache, 23, 1)), [
                        .lineStart("        "),
                        .text("case ."),
                        .variable(MustacheName(["rowCaseName"], MustacheLocation(path_ViewController_placement_items_mustache, 24, 15)), escaped: true),
                        .text("(let "),
                        .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_placement_items_mustache, 24, 35)), escaped: true),
                        .text("):\n"),
                    ]),
                    .inverted(MustacheName(["bindsModel"], MustacheLocation(path_ViewController_placement_items_mustache, 26, 1)), [
                        .lineStart("        "),
                        .text("case ."),
                        .variable(MustacheName(["rowCaseName"], MustacheLocation(path_ViewController_placement_items_mustache, 27, 15)), escaped: true),
                        .text(":\n"),
                    ]),
                    .section(MustacheName(["setsFullSwipe"], MustacheLocation(path_ViewController_placement_items_mustache, 29, 1)), [
                        .lineStart("            "),
                        .text("fullSwipe = "),
                        .variable(MustacheName(["fullSwipeLiteral"], MustacheLocation(path_ViewController_placement_items_mustache, 30, 25)), escaped: true),
                        .text("\n"),
                    ]),
                    .section(MustacheName(["hasItems"], MustacheLocation(path_ViewController_placement_items_mustache, 32, 1)), [
                        .lineStart("            "),
                        .text("actions = [\n"),
                        .section(MustacheName(["items"], MustacheLocation(path_ViewController_placement_items_mustache, 34, 1)), [
                            .partial(MustachePartialTag(name: .fixed("ViewController-placement-item"), indent: "    ", location: MustacheLocation(path_ViewController_placement_items_mustache, 35, 5))),
                        ]),
                        .lineStart("            "),
                        .text("]\n"),
                    ]),
                    .inverted(MustacheName(["hasItems"], MustacheLocation(path_ViewController_placement_items_mustache, 39, 1)), [
                        .lineStart("            "),
                        .text("actions = []\n"),
                    ]),
                ]),
                .lineStart("        "),
                .text("}\n"),
            ]),
        ])

    private static let parsed_ViewController_placements_mustache = MustacheTemplate(
        name: path_ViewController_placements_mustache, source: sources["ViewController-placements.mustache"]!,
        nodes: [
            .section(MustacheName(["placements"], MustacheLocation(path_ViewController_placements_mustache, 2, 1)), [
                .text("\n"),
                .lineStart("    "),
                .text("// MARK: - Swipe actions and context menus\n"),
                .lineStart("    "),
                .text("//\n"),
                .lineStart("    "),
                .text("// Every placement of an event calls the same `didTap<Event>(at:)` as its button. Each action\n"),
                .lineStart("    "),
                .text("// captures its row's stable ID, never the index path it was made for, and finds the row again\n"),
                .lineStart("    "),
                .text("// when it fires: rows may move or go while a row is swiped open or its menu is shown.\n"),
                .section(MustacheName(["swipeEdges"], MustacheLocation(path_ViewController_placements_mustache, 9, 1)), [
                    .section(MustacheName(["hasItems"], MustacheLocation(path_ViewController_placements_mustache, 10, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// The "),
                        .variable(MustacheName(["edge"], MustacheLocation(path_ViewController_placements_mustache, 12, 13)), escaped: true),
                        .text(" swipe actions of the row now at `indexPath`: its events placed `"),
                        .variable(MustacheName(["placementWord"], MustacheLocation(path_ViewController_placements_mustache, 12, 86)), escaped: true),
                        .text("`\n"),
                        .lineStart("    "),
                        .text("/// that are visible and enabled now.\n"),
                        .lineStart("    "),
                        .text("func "),
                        .variable(MustacheName(["method"], MustacheLocation(path_ViewController_placements_mustache, 14, 10)), escaped: true),
                        .text("(forRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration {\n"),
                        .partial(MustachePartialTag(name: .fixed("ViewController-placement-items"), indent: "", location: MustacheLocation(path_ViewController_placements_mustache, 15, 1))),
                        .inverted(MustacheName(["setsFullSwipe"], MustacheLocation(path_ViewController_placements_mustache, 16, 1)), [
                            .lineStart("        "),
                            .text("return UISwipeActionsConfiguration(actions: actions.compactMap { $0 })\n"),
                        ]),
                        .section(MustacheName(["setsFullSwipe"], MustacheLocation(path_ViewController_placements_mustache, 19, 1)), [
                            .lineStart("        "),
                            .text("// The cell kind's `fullSwipe`: whether a full swipe performs the first action.\n"),
                            .lineStart("        "),
                            .text("let configuration = UISwipeActionsConfiguration(actions: actions.compactMap { $0 })\n"),
                            .lineStart("        "),
                            .text("configuration.performsFirstActionWithFullSwipe = fullSwipe\n"),
                            .lineStart("        "),
                            .text("return configuration\n"),
                        ]),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .inverted(MustacheName(["hasItems"], MustacheLocation(path_ViewController_placements_mustache, 27, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// No event is placed `"),
                        .variable(MustacheName(["placementWord"], MustacheLocation(path_ViewController_placements_mustache, 29, 29)), escaped: true),
                        .text("`: an empty configuration for every row, so that UIKit\n"),
                        .lineStart("    "),
                        .text("/// offers no default "),
                        .variable(MustacheName(["edge"], MustacheLocation(path_ViewController_placements_mustache, 30, 27)), escaped: true),
                        .text(" swipe actions either (a table's editable rows would get Delete).\n"),
                        .lineStart("    "),
                        .text("func "),
                        .variable(MustacheName(["method"], MustacheLocation(path_ViewController_placements_mustache, 31, 10)), escaped: true),
                        .text("(forRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration {\n"),
                        .lineStart("        "),
                        .text("UISwipeActionsConfiguration(actions: [])\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                ]),
                .section(MustacheName(["menu"], MustacheLocation(path_ViewController_placements_mustache, 36, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// Called when a row's context menu opens, with the row found by its stable ID at that moment:\n"),
                    .lineStart("    "),
                    .text("/// the view controller UIKit shows as the menu's preview, or nil for UIKit's own (the row's cell).\n"),
                    .lineStart("    "),
                    .text("/// The row is the one under the menu now, wherever it moved and whatever `update` changed since\n"),
                    .lineStart("    "),
                    .text("/// its cell was configured; none is asked for a row deleted meanwhile. The controller is passed in:\n"),
                    .lineStart("    "),
                    .text("/// use it instead of capturing the controller, which would be a retain cycle.\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_placements_mustache, 43, 5)), escaped: true),
                    .text("var onContextMenuPreview: (("),
                    .variable(MustacheName(["screen", "viewControllerType"], MustacheLocation(path_ViewController_placements_mustache, 43, 56)), escaped: true),
                    .text(", "),
                    .variable(MustacheName(["screen", "rowType"], MustacheLocation(path_ViewController_placements_mustache, 43, 87)), escaped: true),
                    .text(") -> UIViewController?)?\n\n"),
                    .lineStart("    "),
                    .text("/// Called when the user taps a row's context-menu preview (commits it), once the menu is gone:\n"),
                    .lineStart("    "),
                    .text("/// with the row found by the menu's stable ID then, and the preview view controller shown (nil\n"),
                    .lineStart("    "),
                    .text("/// when UIKit previewed the cell), e.g. to push it. The row is the one that is there now, wherever\n"),
                    .lineStart("    "),
                    .text("/// it moved and whatever `update` changed since the menu opened; a row deleted meanwhile gets no\n"),
                    .lineStart("    "),
                    .text("/// call. Without the hook, tapping the preview only closes the menu.\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_placements_mustache, 50, 5)), escaped: true),
                    .text("var onCommitContextMenuPreview: (("),
                    .variable(MustacheName(["screen", "viewControllerType"], MustacheLocation(path_ViewController_placements_mustache, 50, 62)), escaped: true),
                    .text(", "),
                    .variable(MustacheName(["screen", "rowType"], MustacheLocation(path_ViewController_placements_mustache, 50, 93)), escaped: true),
                    .text(", UIViewController?) -> Void)?\n\n"),
                    .lineStart("    "),
                    .text("/// The context menu of the row now at `indexPath`: its events placed `menu` that are visible now,\n"),
                    .lineStart("    "),
                    .text("/// a disabled one shown disabled; nil (no menu) when there is none. The configuration's identifier\n"),
                    .lineStart("    "),
                    .text("/// is the row's stable ID, and a chosen item finds its row by it: a row deleted meanwhile does nothing.\n"),
                    .lineStart("    "),
                    .text("func "),
                    .variable(MustacheName(["method"], MustacheLocation(path_ViewController_placements_mustache, 55, 10)), escaped: true),
                    .text("(forRowAt indexPath: IndexPath) -> UIContextMenuConfiguration? {\n"),
                    .partial(MustachePartialTag(name: .fixed("ViewController-placement-items"), indent: "", location: MustacheLocation(path_ViewController_placements_mustache, 56, 1))),
                    .lineStart("        "),
                    .text("let items = actions.compactMap { $0 }\n"),
                    .lineStart("        "),
                    .text("guard !items.isEmpty else { return nil }\n"),
                    .lineStart("        "),
                    .text("let preview = menuPreview(forRowID: id)\n"),
                    .lineStart("        "),
                    .text("return UIContextMenuConfiguration(identifier: RowMenuIdentifier(id), previewProvider: preview) { _ in\n"),
                    .inverted(MustacheName(["hasMenuStructure"], MustacheLocation(path_ViewController_placements_mustache, 61, 1)), [
                        .lineStart("            "),
                        .text("UIMenu(children: items)\n"),
                    ]),
                    .section(MustacheName(["hasMenuStructure"], MustacheLocation(path_ViewController_placements_mustache, 64, 1)), [
                        .lineStart("            "),
                        .text("UIMenu(children: Self.menuElements(items))\n"),
                    ]),
                    .lineStart("        "),
                    .text("}\n"),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .section(MustacheName(["hasSwipeActions"], MustacheLocation(path_ViewController_placements_mustache, 70, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// A swipe action for the row with `id`, or nil when it is hidden or disabled: a contextual action\n"),
                    .lineStart("    "),
                    .text("/// has no disabled state, and UIKit also offers every swipe action to VoiceOver, so a disabled one\n"),
                    .lineStart("    "),
                    .text("/// is not offered at all. When tapped, it finds the row by `id` and calls `perform` with where the\n"),
                    .lineStart("    "),
                    .text("/// row is now, then calls its completion handler: with `false` when it did nothing (the row is\n"),
                    .lineStart("    "),
                    .text("/// gone). A destructive action completes with `true` only when the row is gone now: UIKit takes a\n"),
                    .lineStart("    "),
                    .text("/// destructive completion as a deletion and animates the row away, so a row that stays (the app\n"),
                    .lineStart("    "),
                    .text("/// kept it, or a confirmation is still up) must complete with `false`, or it disappears and jumps\n"),
                    .lineStart("    "),
                    .text("/// back. It has a title even for an image-only event, which VoiceOver says, and the event's\n"),
                    .lineStart("    "),
                    .text("/// accessibility label, when the spec gives one.\n"),
                    .section(MustacheName(["hasSwipeColors"], MustacheLocation(path_ViewController_placements_mustache, 81, 1)), [
                        .lineStart("    "),
                        .text("/// A `backgroundColor` replaces UIKit's (grey, or red for a destructive action); nil keeps it.\n"),
                    ]),
                    .lineStart("    "),
                    .text("private func swipeAction(\n"),
                    .lineStart("        "),
                    .text("title: String, accessibilityLabel: String?, systemImage: String?, style: UIContextualAction.Style,\n"),
                    .section(MustacheName(["hasSwipeColors"], MustacheLocation(path_ViewController_placements_mustache, 86, 1)), [
                        .lineStart("        "),
                        .text("backgroundColor: UIColor?,\n"),
                    ]),
                    .lineStart("        "),
                    .text("rowID id: "),
                    .variable(MustacheName(["screen", "rowIDType"], MustacheLocation(path_ViewController_placements_mustache, 89, 19)), escaped: true),
                    .text(", isVisible: Bool, isEnabled: Bool,\n"),
                    .lineStart("        "),
                    .text("perform: @escaping @MainActor ("),
                    .variable(MustacheName(["screen", "viewControllerType"], MustacheLocation(path_ViewController_placements_mustache, 90, 40)), escaped: true),
                    .text(", IndexPath) -> Void\n"),
                    .lineStart("    "),
                    .text(") -> UIContextualAction? {\n"),
                    .lineStart("        "),
                    .text("guard isVisible, isEnabled else { return nil }\n"),
                    .lineStart("        "),
                    .text("let action = UIContextualAction(style: style, title: title) { [weak self] _, _, completion in\n"),
                    .lineStart("            "),
                    .text("guard let self, let indexPath = self.indexPath(forRowID: id) else {\n"),
                    .lineStart("                "),
                    .text("completion(false)\n"),
                    .lineStart("                "),
                    .text("return\n"),
                    .lineStart("            "),
                    .text("}\n"),
                    .lineStart("            "),
                    .text("perform(self, indexPath)\n"),
                    .lineStart("            "),
                    .text("completion(style != .destructive || self.indexPath(forRowID: id) == nil)\n"),
                    .lineStart("        "),
                    .text("}\n"),
                    .lineStart("        "),
                    .text("action.image = systemImage.flatMap { UIImage(systemName: $0) }\n"),
                    .lineStart("        "),
                    .text("action.accessibilityLabel = accessibilityLabel\n"),
                    .section(MustacheName(["hasSwipeColors"], MustacheLocation(path_ViewController_placements_mustache, 103, 1)), [
                        .lineStart("        "),
                        .text("if let backgroundColor {\n"),
                        .lineStart("            "),
                        .text("action.backgroundColor = backgroundColor\n"),
                        .lineStart("        "),
                        .text("}\n"),
                    ]),
                    .lineStart("        "),
                    .text("return action\n"),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .section(MustacheName(["menu"], MustacheLocation(path_ViewController_placements_mustache, 111, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// A context-menu item for the row with `id`, or nil when it is not visible. When chosen, it finds\n"),
                    .lineStart("    "),
                    .text("/// the row by `id` and calls `perform` with where the row is now; a row deleted meanwhile does\n"),
                    .lineStart("    "),
                    .text("/// nothing. UIKit does not let the user choose a disabled item.\n"),
                    .section(MustacheName(["hasMenuStructure"], MustacheLocation(path_ViewController_placements_mustache, 116, 1)), [
                        .lineStart("    "),
                        .text("/// `group` is the spec's `menuGroup`: the inline section the item joins, nil for the top level;\n"),
                        .lineStart("    "),
                        .text("/// `submenu` the spec's `submenu`: the title of the submenu it joins, nil for none.\n"),
                    ]),
                    .lineStart("    "),
                    .text("private func menuAction(\n"),
                    .section(MustacheName(["hasMenuStructure"], MustacheLocation(path_ViewController_placements_mustache, 121, 1)), [
                        .lineStart("        "),
                        .text("group: String?, submenu: String?,\n"),
                    ]),
                    .lineStart("        "),
                    .text("title: String, systemImage: String?, isDestructive: Bool, rowID id: "),
                    .variable(MustacheName(["screen", "rowIDType"], MustacheLocation(path_ViewController_placements_mustache, 124, 77)), escaped: true),
                    .text(",\n"),
                    .lineStart("        "),
                    .text("isVisible: Bool, isEnabled: Bool, perform: @escaping @MainActor ("),
                    .variable(MustacheName(["screen", "viewControllerType"], MustacheLocation(path_ViewController_placements_mustache, 125, 74)), escaped: true),
                    .text(", IndexPath) -> Void\n"),
                    .lineStart("    "),
                    .text(") -> "),
                    .variable(MustacheName(["actionType"], MustacheLocation(path_ViewController_placements_mustache, 126, 10)), escaped: true),
                    .text("? {\n"),
                    .lineStart("        "),
                    .text("guard isVisible else { return nil }\n"),
                    .lineStart("        "),
                    .text("var attributes: UIMenuElement.Attributes = []\n"),
                    .lineStart("        "),
                    .text("if isDestructive {\n"),
                    .lineStart("            "),
                    .text("attributes.insert(.destructive)\n"),
                    .lineStart("        "),
                    .text("}\n"),
                    .lineStart("        "),
                    .text("if !isEnabled {\n"),
                    .lineStart("            "),
                    .text("attributes.insert(.disabled)\n"),
                    .lineStart("        "),
                    .text("}\n"),
                    .lineStart("        "),
                    .text("let image = systemImage.flatMap { UIImage(systemName: $0) }\n"),
                    .inverted(MustacheName(["hasMenuStructure"], MustacheLocation(path_ViewController_placements_mustache, 136, 1)), [
                        .lineStart("        "),
                        .text("return UIAction(title: title, image: image, attributes: attributes) { [weak self] _ in\n"),
                        .lineStart("            "),
                        .text("guard let self, let indexPath = self.indexPath(forRowID: id) else { return }\n"),
                        .lineStart("            "),
                        .text("perform(self, indexPath)\n"),
                        .lineStart("        "),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["hasMenuStructure"], MustacheLocation(path_ViewController_placements_mustache, 142, 1)), [
                        .lineStart("        "),
                        .text("let action = UIAction(title: title, image: image, attributes: attributes) { [weak self] _ in\n"),
                        .lineStart("            "),
                        .text("guard let self, let indexPath = self.indexPath(forRowID: id) else { return }\n"),
                        .lineStart("            "),
                        .text("perform(self, indexPath)\n"),
                        .lineStart("        "),
                        .text("}\n"),
                        .lineStart("        "),
                        .text("return RowMenuItem(group: group, submenu: submenu, action: action)\n"),
                    ]),
                    .lineStart("    "),
                    .text("}\n"),
                    .section(MustacheName(["hasMenuStructure"], MustacheLocation(path_ViewController_placements_mustache, 150, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// A context-menu item, the spec's `menuGroup` it joins (nil: the menu's top level) and the title of\n"),
                        .lineStart("    "),
                        .text("/// the `submenu` it joins (nil: none).\n"),
                        .lineStart("    "),
                        .text("private struct RowMenuItem {\n"),
                        .lineStart("        "),
                        .text("let group: String?\n"),
                        .lineStart("        "),
                        .text("let submenu: String?\n"),
                        .lineStart("        "),
                        .text("let action: UIAction\n"),
                        .lineStart("    "),
                        .text("}\n\n"),
                        .lineStart("    "),
                        .text("/// The row menu's elements, in event order: an item of no group stays at the top level; the items\n"),
                        .lineStart("    "),
                        .text("/// of one group form one inline `UIMenu` (`.displayInline`: shown in place, between separators),\n"),
                        .lineStart("    "),
                        .text("/// placed where the group's first item is; the items of one submenu form one `UIMenu` with its\n"),
                        .lineStart("    "),
                        .text("/// title, placed where its first item is, in its items' group. A group or submenu whose items are\n"),
                        .lineStart("    "),
                        .text("/// all hidden shows nothing.\n"),
                        .lineStart("    "),
                        .text("private static func menuElements(_ items: [RowMenuItem], inGroup: Bool = false) -> [UIMenuElement] {\n"),
                        .lineStart("        "),
                        .text("var elements: [UIMenuElement] = []\n"),
                        .lineStart("        "),
                        .text("var placedGroups: Set<String> = []\n"),
                        .lineStart("        "),
                        .text("var placedSubmenus: Set<String> = []\n"),
                        .lineStart("        "),
                        .text("for item in items {\n"),
                        .lineStart("            "),
                        .text("if !inGroup, let group = item.group {\n"),
                        .lineStart("                "),
                        .text("guard placedGroups.insert(group).inserted else { continue }\n"),
                        .lineStart("                "),
                        .text("let members = menuElements(items.filter { $0.group == group }, inGroup: true)\n"),
                        .lineStart("                "),
                        .text("elements.append(UIMenu(title: \"\", options: .displayInline, children: members))\n"),
                        .lineStart("            "),
                        .text("} else if let submenu = item.submenu {\n"),
                        .lineStart("                "),
                        .text("guard placedSubmenus.insert(submenu).inserted else { continue }\n"),
                        .lineStart("                "),
                        .text("let members = items.filter { $0.submenu == submenu }.map(\\.action)\n"),
                        .lineStart("                "),
                        .text("elements.append(UIMenu(title: submenu, children: members))\n"),
                        .lineStart("            "),
                        .text("} else {\n"),
                        .lineStart("                "),
                        .text("elements.append(item.action)\n"),
                        .lineStart("            "),
                        .text("}\n"),
                        .lineStart("        "),
                        .text("}\n"),
                        .lineStart("        "),
                        .text("return elements\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// The menu's preview provider: nil without `onContextMenuPreview` (UIKit previews the row's cell);\n"),
                    .lineStart("    "),
                    .text("/// else one that finds the row by `id` when UIKit asks for the preview, and hands it to the hook.\n"),
                    .lineStart("    "),
                    .text("private func menuPreview(forRowID id: "),
                    .variable(MustacheName(["screen", "rowIDType"], MustacheLocation(path_ViewController_placements_mustache, 188, 43)), escaped: true),
                    .text(") -> UIContextMenuContentPreviewProvider? {\n"),
                    .lineStart("        "),
                    .text("guard onContextMenuPreview != nil else { return nil }\n"),
                    .lineStart("        "),
                    .text("return { [weak self] in\n"),
                    .lineStart("            "),
                    .text("guard let self, let indexPath = self.indexPath(forRowID: id), let row = self.row(at: indexPath) else {\n"),
                    .lineStart("                "),
                    .text("return nil\n"),
                    .lineStart("            "),
                    .text("}\n"),
                    .lineStart("            "),
                    .text("return self.onContextMenuPreview?(self, row)\n"),
                    .lineStart("        "),
                    .text("}\n"),
                    .lineStart("    "),
                    .text("}\n\n"),
                    .lineStart("    "),
                    .text("/// The user tapped the preview of the menu with `configuration`: without `onCommitContextMenuPreview`,\n"),
                    .lineStart("    "),
                    .text("/// the preview just goes (`.dismiss`, no animation); else, once the commit's animations end, the\n"),
                    .lineStart("    "),
                    .text("/// row is found by the menu's identifier (its stable ID) and handed to the hook with the preview.\n"),
                    .lineStart("    "),
                    .text("func commitMenuPreview(\n"),
                    .lineStart("        "),
                    .text("_ configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating\n"),
                    .lineStart("    "),
                    .text(") {\n"),
                    .lineStart("        "),
                    .text("guard onCommitContextMenuPreview != nil, let id = (configuration.identifier as? RowMenuIdentifier)?.rowID\n"),
                    .lineStart("        "),
                    .text("else {\n"),
                    .lineStart("            "),
                    .text("animator.preferredCommitStyle = .dismiss\n"),
                    .lineStart("            "),
                    .text("return\n"),
                    .lineStart("        "),
                    .text("}\n"),
                    .lineStart("        "),
                    .text("let preview = animator.previewViewController\n"),
                    .lineStart("        "),
                    .text("animator.addCompletion { [weak self] in\n"),
                    .lineStart("            "),
                    .text("guard let self, let indexPath = self.indexPath(forRowID: id), let row = self.row(at: indexPath) else {\n"),
                    .lineStart("                "),
                    .text("return\n"),
                    .lineStart("            "),
                    .text("}\n"),
                    .lineStart("            "),
                    .text("self.onCommitContextMenuPreview?(self, row, preview)\n"),
                    .lineStart("        "),
                    .text("}\n"),
                    .lineStart("    "),
                    .text("}\n\n"),
                    .lineStart("    "),
                    .text("/// A context menu's identifier: the row's stable ID, as the `NSCopying` object UIKit keeps.\n"),
                    .lineStart("    "),
                    .text("/// Two identifiers are equal when their rows are the same row, wherever it is.\n"),
                    .lineStart("    "),
                    .text("private final class RowMenuIdentifier: NSObject, NSCopying {\n"),
                    .lineStart("        "),
                    .text("let rowID: "),
                    .variable(MustacheName(["screen", "rowIDType"], MustacheLocation(path_ViewController_placements_mustache, 221, 20)), escaped: true),
                    .text("\n\n"),
                    .lineStart("        "),
                    .text("init(_ rowID: "),
                    .variable(MustacheName(["screen", "rowIDType"], MustacheLocation(path_ViewController_placements_mustache, 223, 23)), escaped: true),
                    .text(") {\n"),
                    .lineStart("            "),
                    .text("self.rowID = rowID\n"),
                    .lineStart("        "),
                    .text("}\n\n"),
                    .lineStart("        "),
                    .text("func copy(with zone: NSZone? = nil) -> Any {\n"),
                    .lineStart("            "),
                    .text("self\n"),
                    .lineStart("        "),
                    .text("}\n\n"),
                    .lineStart("        "),
                    .text("override func isEqual(_ object: Any?) -> Bool {\n"),
                    .lineStart("            "),
                    .text("(object as? RowMenuIdentifier)?.rowID == rowID\n"),
                    .lineStart("        "),
                    .text("}\n\n"),
                    .lineStart("        "),
                    .text("override var hash: Int {\n"),
                    .lineStart("            "),
                    .text("rowID.hashValue\n"),
                    .lineStart("        "),
                    .text("}\n"),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
            ]),
        ])

    private static let parsed_ViewController_rows_mustache = MustacheTemplate(
        name: path_ViewController_rows_mustache, source: sources["ViewController-rows.mustache"]!,
        nodes: [
            .text("\n"),
            .lineStart("    "),
            .text("// MARK: - Rows\n"),
            .lineStart("    "),
            .text("//\n"),
            .lineStart("    "),
            .text("// Change rows only through these methods: each one updates the data and the list together, so\n"),
            .lineStart("    "),
            .text("// rows, cells and identities stay in step. They forward to `ListRowStore` (ListRowStore.swift),\n"),
            .lineStart("    "),
            .text("// whose rules every screen and variant shares: row IDs are unique (later duplicates go to\n"),
            .lineStart("    "),
            .text("// `onDuplicateRows`), an index past the end of a section appends to it, an index path that names\n"),
            .lineStart("    "),
            .text("// no place changes nothing, and changes are animated only while the list is in a window.\n"),
            .inverted(MustacheName(["dataSections"], MustacheLocation(path_ViewController_rows_mustache, 10, 1)), [
                .section(MustacheName(["isSingleSection"], MustacheLocation(path_ViewController_rows_mustache, 11, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// Replaces every row.\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_rows_mustache, 14, 5)), escaped: true),
                    .text("func setRows(_ rows: ["),
                    .variable(MustacheName(["rowType"], MustacheLocation(path_ViewController_rows_mustache, 14, 50)), escaped: true),
                    .text("]) {\n"),
                    .lineStart("        "),
                    .text("setRows([."),
                    .variable(MustacheName(["firstSectionCase"], MustacheLocation(path_ViewController_rows_mustache, 15, 19)), escaped: true),
                    .text(": rows])\n"),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
            ]),
            .text("\n"),
            .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_rows_mustache, 20, 1)), [
                .lineStart("    "),
                .text("/// Replaces every row. Each row goes to the section of its `"),
                .variable(MustacheName(["field"], MustacheLocation(path_ViewController_rows_mustache, 21, 66)), escaped: true),
                .text("` (sections "),
                .variable(MustacheName(["orderDescription"], MustacheLocation(path_ViewController_rows_mustache, 21, 87)), escaped: true),
                .text(");\n"),
                .lineStart("    "),
                .text("/// the sections are reloaded, so that their titles are read again. A page still loading belongs to\n"),
                .lineStart("    "),
                .text("/// the old rows and is dropped.\n"),
            ]),
            .inverted(MustacheName(["dataSections"], MustacheLocation(path_ViewController_rows_mustache, 25, 1)), [
                .lineStart("    "),
                .text("/// Replaces every row; a section missing from `rows` becomes empty. A page still loading belongs\n"),
                .lineStart("    "),
                .text("/// to the old rows and is dropped.\n"),
            ]),
            .lineStart("    "),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_rows_mustache, 29, 5)), escaped: true),
            .text("func setRows(_ rows: "),
            .variable(MustacheName(["rowAPI", "setRowsType"], MustacheLocation(path_ViewController_rows_mustache, 29, 49)), escaped: true),
            .text(") {\n"),
            .lineStart("        "),
            .text("store.setRows(rows)\n"),
            .lineStart("    "),
            .text("}\n"),
            .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_rows_mustache, 32, 1)), [
                .text("\n"),
                .lineStart("    "),
                .text("/// The sections there now, in display order: each is there while it has rows.\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_rows_mustache, 35, 5)), escaped: true),
                .text("var sections: ["),
                .variable(MustacheName(["sectionType"], MustacheLocation(path_ViewController_rows_mustache, 35, 43)), escaped: true),
                .text("] {\n"),
                .lineStart("        "),
                .text("store.sectionIdentifiers\n"),
                .lineStart("    "),
                .text("}\n\n"),
                .lineStart("    "),
                .text("/// The section at `index` now, or nil when there is none.\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_rows_mustache, 40, 5)), escaped: true),
                .text("func section(at index: Int) -> "),
                .variable(MustacheName(["sectionType"], MustacheLocation(path_ViewController_rows_mustache, 40, 59)), escaped: true),
                .text("? {\n"),
                .lineStart("        "),
                .text("store.section(at: index)\n"),
                .lineStart("    "),
                .text("}\n"),
            ]),
            .text("\n"),
            .lineStart("    "),
            .text("/// The rows of `section`, in display order"),
            .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_rows_mustache, 45, 48)), [
                .text(" (none when it is not there)"),
            ]),
            .text(".\n"),
            .lineStart("    "),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_rows_mustache, 46, 5)), escaped: true),
            .text("func rows(in section: "),
            .variable(MustacheName(["sectionType"], MustacheLocation(path_ViewController_rows_mustache, 46, 50)), escaped: true),
            .text(") -> ["),
            .variable(MustacheName(["rowType"], MustacheLocation(path_ViewController_rows_mustache, 46, 71)), escaped: true),
            .text("] {\n"),
            .lineStart("        "),
            .text("store.rows(in: section)\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// The row at `indexPath` now, or nil when there is none.\n"),
            .lineStart("    "),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_rows_mustache, 51, 5)), escaped: true),
            .text("func row(at indexPath: IndexPath) -> "),
            .variable(MustacheName(["rowType"], MustacheLocation(path_ViewController_rows_mustache, 51, 65)), escaped: true),
            .text("? {\n"),
            .lineStart("        "),
            .text("store.row(at: indexPath)\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Where the row with `id` is now, or nil when it is not in the list.\n"),
            .lineStart("    "),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_rows_mustache, 56, 5)), escaped: true),
            .text("func indexPath(forRowID id: "),
            .variable(MustacheName(["rowIDType"], MustacheLocation(path_ViewController_rows_mustache, 56, 56)), escaped: true),
            .text(") -> IndexPath? {\n"),
            .lineStart("        "),
            .text("store.indexPath(forRowID: id)\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_rows_mustache, 60, 1)), [
                .lineStart("    "),
                .text("/// Inserts `row` into the section of its `"),
                .variable(MustacheName(["field"], MustacheLocation(path_ViewController_rows_mustache, 61, 48)), escaped: true),
                .text("`: at `indexPath.row` when `indexPath.section`\n"),
                .lineStart("    "),
                .text("/// is that section (or past its end: at the end), else at the end of that section, which is\n"),
                .lineStart("    "),
                .text("/// created when it is not there yet. Nothing happens when `indexPath.row` is negative. A row whose\n"),
                .lineStart("    "),
                .text("/// ID is already in the list goes to `onDuplicateRows`.\n"),
            ]),
            .inverted(MustacheName(["dataSections"], MustacheLocation(path_ViewController_rows_mustache, 66, 1)), [
                .lineStart("    "),
                .text("/// Inserts `row` so that it ends up at `indexPath`, or at the end of the section when\n"),
                .lineStart("    "),
                .text("/// `indexPath` is past it; nothing happens when `indexPath` names no place. A row whose ID is\n"),
                .lineStart("    "),
                .text("/// already in the list goes to `onDuplicateRows`.\n"),
            ]),
            .lineStart("    "),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_rows_mustache, 71, 5)), escaped: true),
            .text("func insert(_ row: "),
            .variable(MustacheName(["rowType"], MustacheLocation(path_ViewController_rows_mustache, 71, 47)), escaped: true),
            .text(", at indexPath: IndexPath) {\n"),
            .lineStart("        "),
            .text("store.insert(row, at: indexPath)\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_rows_mustache, 75, 1)), [
                .lineStart("    "),
                .text("/// Appends `row` at the end of the section of its `"),
                .variable(MustacheName(["field"], MustacheLocation(path_ViewController_rows_mustache, 76, 57)), escaped: true),
                .text("` (created when it is not there yet). A\n"),
                .lineStart("    "),
                .text("/// row whose ID is already in the list goes to `onDuplicateRows`.\n"),
            ]),
            .inverted(MustacheName(["dataSections"], MustacheLocation(path_ViewController_rows_mustache, 79, 1)), [
                .lineStart("    "),
                .text("/// Appends `row` at the end of `section`. A row whose ID is already in the list goes to\n"),
                .lineStart("    "),
                .text("/// `onDuplicateRows`.\n"),
            ]),
            .lineStart("    "),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_rows_mustache, 83, 5)), escaped: true),
            .text("func append(_ row: "),
            .variable(MustacheName(["rowType"], MustacheLocation(path_ViewController_rows_mustache, 83, 47)), escaped: true),
            .variable(MustacheName(["rowAPI", "sectionParameter"], MustacheLocation(path_ViewController_rows_mustache, 83, 58)), escaped: true),
            .text(") {\n"),
            .lineStart("        "),
            .text("store.append(contentsOf: "),
            .variable(MustacheName(["rowAPI", "appendedRowBatch"], MustacheLocation(path_ViewController_rows_mustache, 84, 34)), escaped: true),
            .text(")\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_rows_mustache, 87, 1)), [
                .lineStart("    "),
                .text("/// Appends `rows`, in order, each at the end of the section of its `"),
                .variable(MustacheName(["field"], MustacheLocation(path_ViewController_rows_mustache, 88, 74)), escaped: true),
                .text("`, all in one update of\n"),
                .lineStart("    "),
                .text("/// the list. A row whose ID is already in the list, or earlier in `rows`, goes to `onDuplicateRows`.\n"),
            ]),
            .inverted(MustacheName(["dataSections"], MustacheLocation(path_ViewController_rows_mustache, 91, 1)), [
                .lineStart("    "),
                .text("/// Appends `rows` at the end of `section`, in order, in one update of the list. A row whose ID is\n"),
                .lineStart("    "),
                .text("/// already in the list, or earlier in `rows`, goes to `onDuplicateRows`.\n"),
            ]),
            .lineStart("    "),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_rows_mustache, 95, 5)), escaped: true),
            .text("func append(contentsOf rows: ["),
            .variable(MustacheName(["rowType"], MustacheLocation(path_ViewController_rows_mustache, 95, 58)), escaped: true),
            .text("]"),
            .variable(MustacheName(["rowAPI", "sectionParameter"], MustacheLocation(path_ViewController_rows_mustache, 95, 70)), escaped: true),
            .text(") {\n"),
            .lineStart("        "),
            .text("store.append(contentsOf: "),
            .variable(MustacheName(["rowAPI", "appendedRowsBatch"], MustacheLocation(path_ViewController_rows_mustache, 96, 34)), escaped: true),
            .text(")\n"),
            .lineStart("    "),
            .text("}\n"),
            .inverted(MustacheName(["dataSections"], MustacheLocation(path_ViewController_rows_mustache, 98, 1)), [
                .text("\n"),
                .lineStart("    "),
                .text("/// Appends each section's rows at the end of that section, all in one update of the list (one\n"),
                .lineStart("    "),
                .text("/// animation and one layout pass, however many rows and sections). A row whose ID is already in the\n"),
                .lineStart("    "),
                .text("/// list, or earlier in the batch (sections taken in `"),
                .variable(MustacheName(["sectionType"], MustacheLocation(path_ViewController_rows_mustache, 102, 59)), escaped: true),
                .text(".allCases` order), goes to\n"),
                .lineStart("    "),
                .text("/// `onDuplicateRows` once the other rows are in.\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_rows_mustache, 104, 5)), escaped: true),
                .text("func append(contentsOf rows: ["),
                .variable(MustacheName(["sectionType"], MustacheLocation(path_ViewController_rows_mustache, 104, 58)), escaped: true),
                .text(": ["),
                .variable(MustacheName(["rowType"], MustacheLocation(path_ViewController_rows_mustache, 104, 76)), escaped: true),
                .text("]]) {\n"),
                .lineStart("        "),
                .text("store.append(contentsOf: rows)\n"),
                .lineStart("    "),
                .text("}\n"),
            ]),
            .text("\n"),
            .lineStart("    "),
            .text("/// Deletes the row at `indexPath`, if there is one"),
            .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_rows_mustache, 109, 56)), [
                .text(", and its section with it when it was the last"),
            ]),
            .text(".\n"),
            .lineStart("    "),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_rows_mustache, 110, 5)), escaped: true),
            .text("func deleteRow(at indexPath: IndexPath) {\n"),
            .lineStart("        "),
            .text("store.deleteRow(at: indexPath)\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .lineStart("    "),
            .text("/// Deletes the row with `id`, if it is in the list"),
            .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_rows_mustache, 114, 56)), [
                .text(", and its section with it when it was the last"),
            ]),
            .text(".\n"),
            .lineStart("    "),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_rows_mustache, 115, 5)), escaped: true),
            .text("func deleteRow(withID id: "),
            .variable(MustacheName(["rowIDType"], MustacheLocation(path_ViewController_rows_mustache, 115, 54)), escaped: true),
            .text(") {\n"),
            .lineStart("        "),
            .text("store.deleteRow(withID: id)\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_rows_mustache, 119, 1)), [
                .lineStart("    "),
                .text("/// Moves the row at `source` so that it ends up at `destination` within its own section, or at the\n"),
                .lineStart("    "),
                .text("/// end of the section when `destination` is past it. Nothing happens when there is no row at\n"),
                .lineStart("    "),
                .text("/// `source`, or when `destination` is in another section (a row's section is its `"),
                .variable(MustacheName(["field"], MustacheLocation(path_ViewController_rows_mustache, 122, 88)), escaped: true),
                .text("`'s).\n"),
            ]),
            .inverted(MustacheName(["dataSections"], MustacheLocation(path_ViewController_rows_mustache, 124, 1)), [
                .lineStart("    "),
                .text("/// Moves the row at `source` so that it ends up at `destination`, in the same or another section,\n"),
                .lineStart("    "),
                .text("/// or at the end of that section when `destination` is past it. Nothing happens when there is no\n"),
                .lineStart("    "),
                .text("/// row at `source`, or when `destination` names no place.\n"),
            ]),
            .lineStart("    "),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_rows_mustache, 129, 5)), escaped: true),
            .text("func moveRow(at source: IndexPath, to destination: IndexPath) {\n"),
            .lineStart("        "),
            .text("store.moveRow(at: source, to: destination)\n"),
            .lineStart("    "),
            .text("}\n\n"),
            .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_rows_mustache, 133, 1)), [
                .lineStart("    "),
                .text("/// Replaces the row that has `row`'s ID and redraws its cell in place; when its `"),
                .variable(MustacheName(["field"], MustacheLocation(path_ViewController_rows_mustache, 134, 87)), escaped: true),
                .text("` puts it\n"),
                .lineStart("    "),
                .text("/// in another section, it moves to the end of that section (created when it is not there yet, and\n"),
                .lineStart("    "),
                .text("/// its old section goes when it empties).\n"),
            ]),
            .inverted(MustacheName(["dataSections"], MustacheLocation(path_ViewController_rows_mustache, 138, 1)), [
                .lineStart("    "),
                .text("/// Replaces the row that has `row`'s ID and redraws its cell in place (no reuse, no animation).\n"),
            ]),
            .lineStart("    "),
            .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_rows_mustache, 141, 5)), escaped: true),
            .text("func update(_ row: "),
            .variable(MustacheName(["rowType"], MustacheLocation(path_ViewController_rows_mustache, 141, 47)), escaped: true),
            .text(") {\n"),
            .lineStart("        "),
            .text("store.update(row)\n"),
            .lineStart("    "),
            .text("}\n"),
        ])

    private static let parsed_ViewController_search_conformance_mustache = MustacheTemplate(
        name: path_ViewController_search_conformance_mustache, source: sources["ViewController-search-conformance.mustache"]!,
        nodes: [
            .section(MustacheName(["search"], MustacheLocation(path_ViewController_search_conformance_mustache, 2, 1)), [
                .text("\n"),
                .lineStart(""),
                .text("extension "),
                .variable(MustacheName(["screen", "viewControllerType"], MustacheLocation(path_ViewController_search_conformance_mustache, 4, 11)), escaped: true),
                .text(": UISearchResultsUpdating {\n"),
                .lineStart("    "),
                .text("/// The search bar's text or scope changed, or a search began or ended: the list shows the rows the\n"),
                .lineStart("    "),
                .text("/// search finds (every row once it ends), and `onSearch` learns the new query.\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_search_conformance_mustache, 7, 5)), escaped: true),
                .text("func updateSearchResults(for searchController: UISearchController) {\n"),
                .lineStart("        "),
                .text("let bar = searchController.searchBar\n"),
                .lineStart("        "),
                .text("let query =\n"),
                .lineStart("            "),
                .text("searchController.isActive\n"),
                .lineStart("            "),
                .text("? ListSearchQuery(text: bar.text ?? \"\", scopeIndex: bar.selectedScopeButtonIndex) : nil\n"),
                .lineStart("        "),
                .text("guard query != store.searchQuery else { return }\n"),
                .lineStart("        "),
                .text("store.search(query)\n"),
                .lineStart("        "),
                .text("onSearch?(query)\n"),
                .lineStart("    "),
                .text("}\n"),
                .lineStart(""),
                .text("}\n"),
            ]),
        ])

    private static let parsed_ViewController_search_mustache = MustacheTemplate(
        name: path_ViewController_search_mustache, source: sources["ViewController-search.mustache"]!,
        nodes: [
            .section(MustacheName(["search"], MustacheLocation(path_ViewController_search_mustache, 2, 1)), [
                .text("\n"),
                .lineStart("    "),
                .text("// MARK: - Search\n"),
                .lineStart("    "),
                .text("//\n"),
                .lineStart("    "),
                .text("// The row store keeps every row; a search only changes which ones the list shows, so the mutation\n"),
                .lineStart("    "),
                .text("// API above keeps working on the full list during a search, and a row inserted or updated meanwhile\n"),
                .lineStart("    "),
                .text("// shows in the results when it matches. During a search, index paths that name a row the list shows\n"),
                .lineStart("    "),
                .text("// (`row(at:)`, `indexPath(forRowID:)`, `deleteRow(at:)`, the taps) are where the list shows it;\n"),
                .lineStart("    "),
                .text("// `insert(_:at:)`, `moveRow(at:to:)` and `rows(in:)` address the full list. Ending the search shows\n"),
                .lineStart("    "),
                .text("// every row again, rows added during it included.\n\n"),
                .lineStart("    "),
                .text("/// The search bar, in the navigation bar (`navigationItem.searchController`); this controller is its\n"),
                .lineStart("    "),
                .text("/// results updater. Configure its look freely in `onViewDidLoad`.\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_search_mustache, 15, 5)), escaped: true),
                .text("let searchController = UISearchController(searchResultsController: nil)\n\n"),
                .lineStart("    "),
                .text("/// Whether a row matches a search: by default ``matchesSearch(_:_:)``, the spec's rule. Set your own\n"),
                .lineStart("    "),
                .text("/// (a search that is active runs again with it).\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_search_mustache, 19, 5)), escaped: true),
                .text("var searchPredicate: @MainActor ("),
                .variable(MustacheName(["screen", "rowType"], MustacheLocation(path_ViewController_search_mustache, 19, 61)), escaped: true),
                .text(", ListSearchQuery) -> Bool {\n"),
                .lineStart("        "),
                .text("get { store.searchPredicate }\n"),
                .lineStart("        "),
                .text("set { store.searchPredicate = newValue }\n"),
                .lineStart("    "),
                .text("}\n\n"),
                .lineStart("    "),
                .text("/// Called with each new query while a search is active, and with nil when the search ends: for a\n"),
                .lineStart("    "),
                .text("/// search the app runs itself (a server search). Hand its results back with\n"),
                .lineStart("    "),
                .text("/// `showSearchResults(withIDs:)`; until then the list shows the rows `searchPredicate` matches.\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_search_mustache, 27, 5)), escaped: true),
                .text("var onSearch: ((ListSearchQuery?) -> Void)?\n\n"),
                .lineStart("    "),
                .text("/// The search shown now, or nil when no search is active.\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_search_mustache, 30, 5)), escaped: true),
                .text("var searchQuery: ListSearchQuery? { store.searchQuery }\n\n"),
                .lineStart("    "),
                .text("/// Shows, while a search is active, the rows with these IDs (the app's own results, in the list's\n"),
                .lineStart("    "),
                .text("/// order) until the search ends or new results come; nil lets `searchPredicate` decide again.\n"),
                .lineStart("    "),
                .text("/// Results that arrive after the search ended are dropped.\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_search_mustache, 35, 5)), escaped: true),
                .text("func showSearchResults(withIDs ids: ["),
                .variable(MustacheName(["screen", "rowType"], MustacheLocation(path_ViewController_search_mustache, 35, 65)), escaped: true),
                .text(".ID]?) {\n"),
                .lineStart("        "),
                .text("store.showSearchResults(withIDs: ids)\n"),
                .lineStart("    "),
                .text("}\n\n"),
                .lineStart("    "),
                .text("/// The spec's rule: the row is in the selected scope, and one of its fields contains the query's text,\n"),
                .lineStart("    "),
                .text("/// ignoring case and diacritics. The fields: "),
                .variable(MustacheName(["fieldList"], MustacheLocation(path_ViewController_search_mustache, 40, 51)), escaped: true),
                .text(".\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_search_mustache, 41, 5)), escaped: true),
                .text("nonisolated static func matchesSearch(_ row: "),
                .variable(MustacheName(["screen", "rowType"], MustacheLocation(path_ViewController_search_mustache, 41, 73)), escaped: true),
                .text(", _ query: ListSearchQuery) -> Bool {\n"),
                .section(MustacheName(["hasFilteringScopes"], MustacheLocation(path_ViewController_search_mustache, 42, 1)), [
                    .lineStart("        "),
                    .text("let isInScope: Bool\n"),
                    .lineStart("        "),
                    .text("switch query.scopeIndex {\n"),
                    .section(MustacheName(["filteringScopes"], MustacheLocation(path_ViewController_search_mustache, 45, 1)), [
                        .lineStart("        "),
                        .text("case "),
                        .variable(MustacheName(["index"], MustacheLocation(path_ViewController_search_mustache, 46, 14)), escaped: true),
                        .text(": isInScope = "),
                        .variable(MustacheName(["conditionExpression"], MustacheLocation(path_ViewController_search_mustache, 46, 37)), escaped: true),
                        .text("\n"),
                    ]),
                    .lineStart("        "),
                    .text("default: isInScope = true\n"),
                    .lineStart("        "),
                    .text("}\n"),
                    .lineStart("        "),
                    .text("return isInScope && ("),
                    .variable(MustacheName(["textMatchExpression"], MustacheLocation(path_ViewController_search_mustache, 50, 30)), escaped: true),
                    .text(")\n"),
                ]),
                .inverted(MustacheName(["hasFilteringScopes"], MustacheLocation(path_ViewController_search_mustache, 52, 1)), [
                    .lineStart("        "),
                    .text("return "),
                    .variable(MustacheName(["textMatchExpression"], MustacheLocation(path_ViewController_search_mustache, 53, 16)), escaped: true),
                    .text("\n"),
                ]),
                .lineStart("    "),
                .text("}\n\n"),
                .lineStart("    "),
                .text("/// Puts the search bar in the navigation bar, with the spec's placeholder and scopes.\n"),
                .lineStart("    "),
                .text("private func setUpSearch() {\n"),
                .lineStart("        "),
                .text("searchController.searchResultsUpdater = self\n"),
                .lineStart("        "),
                .text("searchController.obscuresBackgroundDuringPresentation = false\n"),
                .section(MustacheName(["placeholderExpression"], MustacheLocation(path_ViewController_search_mustache, 61, 1)), [
                    .lineStart("        "),
                    .text("searchController.searchBar.placeholder = "),
                    .variable(MustacheName([], MustacheLocation(path_ViewController_search_mustache, 62, 50)), escaped: true),
                    .text("\n"),
                ]),
                .section(MustacheName(["scopeTitlesExpression"], MustacheLocation(path_ViewController_search_mustache, 64, 1)), [
                    .lineStart("        "),
                    .text("searchController.searchBar.scopeButtonTitles = "),
                    .variable(MustacheName([], MustacheLocation(path_ViewController_search_mustache, 65, 56)), escaped: true),
                    .text("\n"),
                ]),
                .lineStart("        "),
                .text("navigationItem.searchController = searchController\n"),
                .lineStart("    "),
                .text("}\n"),
            ]),
        ])

    private static let parsed_ViewController_section_views_conformance_mustache = MustacheTemplate(
        name: path_ViewController_section_views_conformance_mustache, source: sources["ViewController-section-views-conformance.mustache"]!,
        nodes: [
            .section(MustacheName(["sectionViews"], MustacheLocation(path_ViewController_section_views_conformance_mustache, 2, 1)), [
                .section(MustacheName(["screen", "isTable"], MustacheLocation(path_ViewController_section_views_conformance_mustache, 3, 1)), [
                    .text("\n"),
                    .lineStart(""),
                    .text("extension "),
                    .variable(MustacheName(["screen", "viewControllerType"], MustacheLocation(path_ViewController_section_views_conformance_mustache, 5, 11)), escaped: true),
                    .variable(MustacheName(["tableDelegateConformance"], MustacheLocation(path_ViewController_section_views_conformance_mustache, 5, 40)), escaped: true),
                    .text(" {\n"),
                    .section(MustacheName(["views"], MustacheLocation(path_ViewController_section_views_conformance_mustache, 6, 1)), [
                        .inverted(MustacheName(["isFirst"], MustacheLocation(path_ViewController_section_views_conformance_mustache, 7, 1)), [
                            .text("\n"),
                        ]),
                        .lineStart("    "),
                        .text("/// The "),
                        .variable(MustacheName(["role"], MustacheLocation(path_ViewController_section_views_conformance_mustache, 10, 13)), escaped: true),
                        .text(" view of a section with `"),
                        .variable(MustacheName(["role"], MustacheLocation(path_ViewController_section_views_conformance_mustache, 10, 46)), escaped: true),
                        .text("View: true` while it shows its "),
                        .variable(MustacheName(["role"], MustacheLocation(path_ViewController_section_views_conformance_mustache, 10, 85)), escaped: true),
                        .text("; nil for\n"),
                        .lineStart("    "),
                        .text("/// the others, which show their text, if any.\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_section_views_conformance_mustache, 12, 5)), escaped: true),
                        .text("func tableView(_ tableView: UITableView, "),
                        .variable(MustacheName(["tableDelegateLabel"], MustacheLocation(path_ViewController_section_views_conformance_mustache, 12, 69)), escaped: true),
                        .text(" index: Int) -> UIView? {\n"),
                        .lineStart("        "),
                        .text("guard let section = titledSection(at: index), section."),
                        .variable(MustacheName(["sectionFlag"], MustacheLocation(path_ViewController_section_views_conformance_mustache, 13, 63)), escaped: true),
                        .text(",\n"),
                        .lineStart("            "),
                        .text("let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "),
                        .variable(MustacheName(["reuseIdentifierLiteral"], MustacheLocation(path_ViewController_section_views_conformance_mustache, 14, 82)), escaped: true),
                        .text(")\n"),
                        .lineStart("        "),
                        .text("else { return nil }\n"),
                        .lineStart("        "),
                        .variable(MustacheName(["configureMethod"], MustacheLocation(path_ViewController_section_views_conformance_mustache, 16, 9)), escaped: true),
                        .text("(view, for: section)\n"),
                        .lineStart("        "),
                        .text("return view\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .lineStart(""),
                    .text("}\n"),
                ]),
            ]),
        ])

    private static let parsed_ViewController_section_views_mustache = MustacheTemplate(
        name: path_ViewController_section_views_mustache, source: sources["ViewController-section-views.mustache"]!,
        nodes: [
            .section(MustacheName(["sectionViews"], MustacheLocation(path_ViewController_section_views_mustache, 2, 1)), [
                .text("\n"),
                .lineStart("    "),
                .text("// MARK: - Section header and footer views\n"),
                .section(MustacheName(["views"], MustacheLocation(path_ViewController_section_views_mustache, 5, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// Called with the "),
                    .variable(MustacheName(["role"], MustacheLocation(path_ViewController_section_views_mustache, 7, 25)), escaped: true),
                    .text(" view of each section that has `"),
                    .variable(MustacheName(["role"], MustacheLocation(path_ViewController_section_views_mustache, 7, 65)), escaped: true),
                    .text("View: true`, and the section, each time\n"),
                    .lineStart("    "),
                    .text("/// the list shows it, and again after rows changed (so that a count it shows stays right). The view\n"),
                    .lineStart("    "),
                    .text("/// comes showing the section's text, if any; listgen registers, dequeues and reuses it, so a view\n"),
                    .lineStart("    "),
                    .text("/// comes back for another section: set everything the hook shows each time, and let a button's action\n"),
                    .lineStart("    "),
                    .text("/// use the section it is given now (a `UIAction` with a fixed `identifier` replaces the previous one).\n"),
                    .lineStart("    "),
                    .text("/// The controller is passed in: use it instead of capturing the controller, which would be a retain\n"),
                    .lineStart("    "),
                    .text("/// cycle.\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_section_views_mustache, 14, 5)), escaped: true),
                    .text("var "),
                    .variable(MustacheName(["hookName"], MustacheLocation(path_ViewController_section_views_mustache, 14, 32)), escaped: true),
                    .text(": (("),
                    .variable(MustacheName(["screen", "viewControllerType"], MustacheLocation(path_ViewController_section_views_mustache, 14, 48)), escaped: true),
                    .text(", "),
                    .variable(MustacheName(["viewType"], MustacheLocation(path_ViewController_section_views_mustache, 14, 79)), escaped: true),
                    .text(", "),
                    .variable(MustacheName(["screen", "sectionType"], MustacheLocation(path_ViewController_section_views_mustache, 14, 93)), escaped: true),
                    .text(") -> Void)? {\n"),
                    .lineStart("        "),
                    .text("didSet { updateSectionViews() }\n"),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .section(MustacheName(["views"], MustacheLocation(path_ViewController_section_views_mustache, 18, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// Shows `section` in `view`, its "),
                    .variable(MustacheName(["role"], MustacheLocation(path_ViewController_section_views_mustache, 20, 40)), escaped: true),
                    .text(" view: the view's default content with the section's text,\n"),
                    .lineStart("    "),
                    .text("/// then whatever `"),
                    .variable(MustacheName(["hookName"], MustacheLocation(path_ViewController_section_views_mustache, 21, 24)), escaped: true),
                    .text("` sets.\n"),
                    .lineStart("    "),
                    .text("private func "),
                    .variable(MustacheName(["configureMethod"], MustacheLocation(path_ViewController_section_views_mustache, 22, 18)), escaped: true),
                    .text("(_ view: "),
                    .variable(MustacheName(["viewType"], MustacheLocation(path_ViewController_section_views_mustache, 22, 46)), escaped: true),
                    .text(", for section: "),
                    .variable(MustacheName(["screen", "sectionType"], MustacheLocation(path_ViewController_section_views_mustache, 22, 73)), escaped: true),
                    .text(") {\n"),
                    .section(MustacheName(["textExpression"], MustacheLocation(path_ViewController_section_views_mustache, 23, 1)), [
                        .lineStart("        "),
                        .text("var content = view.defaultContentConfiguration()\n"),
                        .lineStart("        "),
                        .text("content.text = "),
                        .variable(MustacheName([], MustacheLocation(path_ViewController_section_views_mustache, 25, 24)), escaped: true),
                        .text("\n"),
                        .lineStart("        "),
                        .text("view.contentConfiguration = content\n"),
                    ]),
                    .inverted(MustacheName(["textExpression"], MustacheLocation(path_ViewController_section_views_mustache, 28, 1)), [
                        .lineStart("        "),
                        .text("view.contentConfiguration = view.defaultContentConfiguration()\n"),
                    ]),
                    .section(MustacheName(["isHeader"], MustacheLocation(path_ViewController_section_views_mustache, 31, 1)), [
                        .section(MustacheName(["hasCollapsibleSections"], MustacheLocation(path_ViewController_section_views_mustache, 32, 1)), [
                            .lineStart("        "),
                            .text("showCollapseToggle(in: view.contentView, for: section)\n"),
                        ]),
                    ]),
                    .lineStart("        "),
                    .variable(MustacheName(["hookName"], MustacheLocation(path_ViewController_section_views_mustache, 36, 9)), escaped: true),
                    .text("?(self, view, section)\n"),
                    .lineStart("    "),
                    .text("}\n"),
                    .section(MustacheName(["screen", "isCollection"], MustacheLocation(path_ViewController_section_views_mustache, 38, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// The "),
                        .variable(MustacheName(["role"], MustacheLocation(path_ViewController_section_views_mustache, 40, 13)), escaped: true),
                        .text(" of the section at `indexPath`, from `"),
                        .variable(MustacheName(["registrationName"], MustacheLocation(path_ViewController_section_views_mustache, 40, 59)), escaped: true),
                        .text("`, shown through\n"),
                        .lineStart("    "),
                        .text("/// `"),
                        .variable(MustacheName(["configureMethod"], MustacheLocation(path_ViewController_section_views_mustache, 41, 10)), escaped: true),
                        .text("(_:for:)` when that section has a "),
                        .variable(MustacheName(["role"], MustacheLocation(path_ViewController_section_views_mustache, 41, 63)), escaped: true),
                        .text(" view.\n"),
                        .lineStart("    "),
                        .text("private func "),
                        .variable(MustacheName(["dequeueMethod"], MustacheLocation(path_ViewController_section_views_mustache, 42, 18)), escaped: true),
                        .text("(\n"),
                        .lineStart("        "),
                        .text("in collectionView: UICollectionView, at indexPath: IndexPath\n"),
                        .lineStart("    "),
                        .text(") -> "),
                        .variable(MustacheName(["viewType"], MustacheLocation(path_ViewController_section_views_mustache, 44, 10)), escaped: true),
                        .text(" {\n"),
                        .lineStart("        "),
                        .text("let view = collectionView.dequeueConfiguredReusableSupplementary(using: "),
                        .variable(MustacheName(["registrationName"], MustacheLocation(path_ViewController_section_views_mustache, 45, 81)), escaped: true),
                        .text(", for: indexPath)\n"),
                        .lineStart("        "),
                        .text("if let section = "),
                        .variable(MustacheName(["screen", "sectionType"], MustacheLocation(path_ViewController_section_views_mustache, 46, 26)), escaped: true),
                        .text("(rawValue: indexPath.section), section."),
                        .variable(MustacheName(["sectionFlag"], MustacheLocation(path_ViewController_section_views_mustache, 46, 87)), escaped: true),
                        .text(" {\n"),
                        .lineStart("            "),
                        .variable(MustacheName(["configureMethod"], MustacheLocation(path_ViewController_section_views_mustache, 47, 13)), escaped: true),
                        .text("(view, for: section)\n"),
                        .lineStart("        "),
                        .text("}\n"),
                        .lineStart("        "),
                        .text("return view\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                ]),
                .section(MustacheName(["hasCollapsibleSections"], MustacheLocation(path_ViewController_section_views_mustache, 53, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("// MARK: - Collapsible sections\n\n"),
                    .lineStart("    "),
                    .text("/// Whether `section` is collapsed: its header shows, its rows do not. They stay in the list, and\n"),
                    .lineStart("    "),
                    .text("/// every change made to them meanwhile shows when it expands.\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_section_views_mustache, 59, 5)), escaped: true),
                    .text("func isSectionCollapsed(_ section: "),
                    .variable(MustacheName(["screen", "sectionType"], MustacheLocation(path_ViewController_section_views_mustache, 59, 63)), escaped: true),
                    .text(") -> Bool {\n"),
                    .lineStart("        "),
                    .text("store.isCollapsed(section)\n"),
                    .lineStart("    "),
                    .text("}\n\n"),
                    .lineStart("    "),
                    .text("/// Collapses `section` (the list stops showing its rows) or expands it (the list shows them as they\n"),
                    .lineStart("    "),
                    .text("/// are now), animated in a window; its header's toggle shows the new state. A section without\n"),
                    .lineStart("    "),
                    .text("/// `collapsible` is always expanded: nothing changes for it. The rows stay in the list meanwhile,\n"),
                    .lineStart("    "),
                    .text("/// with their IDs, the selected row and the rows selected for batch actions: a collapsed section's\n"),
                    .lineStart("    "),
                    .text("/// rows cannot be tapped, and a selected one shows selected again when the section expands.\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_section_views_mustache, 68, 5)), escaped: true),
                    .text("func setSection(_ section: "),
                    .variable(MustacheName(["screen", "sectionType"], MustacheLocation(path_ViewController_section_views_mustache, 68, 55)), escaped: true),
                    .text(", collapsed: Bool) {\n"),
                    .lineStart("        "),
                    .text("guard section.isCollapsible else { return }\n"),
                    .lineStart("        "),
                    .text("store.setSection(section, collapsed: collapsed)\n"),
                    .lineStart("    "),
                    .text("}\n\n"),
                    .lineStart("    "),
                    .text("/// Expands `section` when it is collapsed, else collapses it: what its header's toggle does.\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_section_views_mustache, 74, 5)), escaped: true),
                    .text("func toggleSection(_ section: "),
                    .variable(MustacheName(["screen", "sectionType"], MustacheLocation(path_ViewController_section_views_mustache, 74, 58)), escaped: true),
                    .text(") {\n"),
                    .lineStart("        "),
                    .text("setSection(section, collapsed: !isSectionCollapsed(section))\n"),
                    .lineStart("    "),
                    .text("}\n\n"),
                    .lineStart("    "),
                    .text("/// The `accessibilityIdentifier` of the toggle button in a collapsible section's header view (and the\n"),
                    .lineStart("    "),
                    .text("/// identifier of its `UIAction`).\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_section_views_mustache, 80, 5)), escaped: true),
                    .text("nonisolated static let collapseToggleIdentifier = \"listgen.collapseToggle\"\n\n"),
                    .lineStart("    "),
                    .text("/// Shows the toggle of `section` in a header view's `contentView`: one button per view, kept across\n"),
                    .lineStart("    "),
                    .text("/// reuse (found by its identifier), hidden for a section that is not collapsible; its chevron and its\n"),
                    .lineStart("    "),
                    .text("/// selected state (expanded) say the section's state now, and its action, replaced each time, toggles\n"),
                    .lineStart("    "),
                    .text("/// the section shown now.\n"),
                    .lineStart("    "),
                    .text("private func showCollapseToggle(in contentView: UIView, for section: "),
                    .variable(MustacheName(["screen", "sectionType"], MustacheLocation(path_ViewController_section_views_mustache, 86, 74)), escaped: true),
                    .text(") {\n"),
                    .lineStart("        "),
                    .text("let toggle =\n"),
                    .lineStart("            "),
                    .text("contentView.subviews.lazy.compactMap { $0 as? UIButton }\n"),
                    .lineStart("            "),
                    .text(".first { $0.accessibilityIdentifier == Self.collapseToggleIdentifier }\n"),
                    .lineStart("            "),
                    .text("?? {\n"),
                    .lineStart("                "),
                    .text("let button = UIButton(configuration: .plain())\n"),
                    .lineStart("                "),
                    .text("button.accessibilityIdentifier = Self.collapseToggleIdentifier\n"),
                    .lineStart("                "),
                    .text("contentView.addSubview(button)\n"),
                    .lineStart("                "),
                    .text("return button\n"),
                    .lineStart("            "),
                    .text("}()\n"),
                    .lineStart("        "),
                    .text("toggle.isHidden = !section.isCollapsible\n"),
                    .lineStart("        "),
                    .text("let collapsed = isSectionCollapsed(section)\n"),
                    .lineStart("        "),
                    .text("toggle.configuration?.image = UIImage(systemName: collapsed ? \"chevron.right\" : \"chevron.down\")\n"),
                    .lineStart("        "),
                    .text("toggle.isSelected = !collapsed\n"),
                    .lineStart("        "),
                    .text("toggle.accessibilityLabel = section.title\n"),
                    .lineStart("        "),
                    .text("toggle.addAction(\n"),
                    .lineStart("            "),
                    .text("UIAction(identifier: UIAction.Identifier(Self.collapseToggleIdentifier)) { [weak self] _ in\n"),
                    .lineStart("                "),
                    .text("self?.toggleSection(section)\n"),
                    .lineStart("            "),
                    .text("}, for: .primaryActionTriggered)\n"),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .text("\n"),
                .lineStart("    "),
                .text("/// Hands the header and footer views on screen to their hooks again: a list keeps a section's views\n"),
                .lineStart("    "),
                .text("/// while only its rows change.\n"),
                .lineStart("    "),
                .text("private func updateSectionViews() {\n"),
                .lineStart("        "),
                .text("guard isViewLoaded else { return }\n"),
                .lineStart("        "),
                .text("for section in "),
                .variable(MustacheName(["screen", "sectionType"], MustacheLocation(path_ViewController_section_views_mustache, 112, 24)), escaped: true),
                .text(".allCases {\n"),
                .section(MustacheName(["views"], MustacheLocation(path_ViewController_section_views_mustache, 113, 1)), [
                    .lineStart("            "),
                    .text("if section."),
                    .variable(MustacheName(["sectionFlag"], MustacheLocation(path_ViewController_section_views_mustache, 114, 24)), escaped: true),
                    .text(",\n"),
                    .lineStart("                "),
                    .text("let view = "),
                    .variable(MustacheName(["visibleViewExpression"], MustacheLocation(path_ViewController_section_views_mustache, 115, 28)), escaped: true),
                    .text("\n"),
                    .lineStart("            "),
                    .text("{\n"),
                    .lineStart("                "),
                    .variable(MustacheName(["configureMethod"], MustacheLocation(path_ViewController_section_views_mustache, 117, 17)), escaped: true),
                    .text("(view, for: section)\n"),
                    .lineStart("            "),
                    .text("}\n"),
                ]),
                .lineStart("        "),
                .text("}\n"),
                .lineStart("    "),
                .text("}\n"),
            ]),
        ])

    private static let parsed_ViewController_selection_conformance_mustache = MustacheTemplate(
        name: path_ViewController_selection_conformance_mustache, source: sources["ViewController-selection-conformance.mustache"]!,
        nodes: [
            .section(MustacheName(["selection"], MustacheLocation(path_ViewController_selection_conformance_mustache, 2, 1)), [
                .section(MustacheName(["isTable"], MustacheLocation(path_ViewController_selection_conformance_mustache, 3, 1)), [
                    .text("\n"),
                    .lineStart(""),
                    .text("extension "),
                    .variable(MustacheName(["viewControllerType"], MustacheLocation(path_ViewController_selection_conformance_mustache, 5, 11)), escaped: true),
                    .text(": UITableViewDelegate {\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_selection_conformance_mustache, 6, 5)), escaped: true),
                    .text("func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {\n"),
                    .lineStart("        "),
                    .variable(MustacheName(["selectableCheckMethod"], MustacheLocation(path_ViewController_selection_conformance_mustache, 7, 9)), escaped: true),
                    .text("(at: indexPath)\n"),
                    .lineStart("    "),
                    .text("}\n\n"),
                    .lineStart("    "),
                    .text("/// Asked for every selection, also one made without touch (a hardware keyboard, focus), which\n"),
                    .lineStart("    "),
                    .text("/// highlighting never sees: a row that cannot be selected is refused here too.\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_selection_conformance_mustache, 12, 5)), escaped: true),
                    .text("func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {\n"),
                    .lineStart("        "),
                    .variable(MustacheName(["selectableCheckMethod"], MustacheLocation(path_ViewController_selection_conformance_mustache, 13, 9)), escaped: true),
                    .text("(at: indexPath) ? indexPath : nil\n"),
                    .lineStart("    "),
                    .text("}\n\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_selection_conformance_mustache, 16, 5)), escaped: true),
                    .text("func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {\n"),
                    .lineStart("        "),
                    .text("// Checked again: a selection made some other way than through the delegate is undone.\n"),
                    .lineStart("        "),
                    .text("guard "),
                    .variable(MustacheName(["selectableCheckMethod"], MustacheLocation(path_ViewController_selection_conformance_mustache, 18, 15)), escaped: true),
                    .text("(at: indexPath) else {\n"),
                    .lineStart("            "),
                    .text("tableView.deselectRow(at: indexPath, animated: false)\n"),
                    .section(MustacheName(["persistent"], MustacheLocation(path_ViewController_selection_conformance_mustache, 20, 1)), [
                        .lineStart("            "),
                        .text("store.showSelection()\n"),
                    ]),
                    .lineStart("            "),
                    .text("return\n"),
                    .lineStart("        "),
                    .text("}\n"),
                    .section(MustacheName(["editing", "multiSelect"], MustacheLocation(path_ViewController_selection_conformance_mustache, 25, 1)), [
                        .lineStart("        "),
                        .text("// In edit mode a tap selects the row for the batch actions and never follows its `select`.\n"),
                        .lineStart("        "),
                        .text("if tableView.isEditing {\n"),
                        .lineStart("            "),
                        .text("store.batchSelectRow(at: indexPath)\n"),
                        .lineStart("            "),
                        .text("return\n"),
                        .lineStart("        "),
                        .text("}\n"),
                    ]),
                    .lineStart("        "),
                    .variable(MustacheName(["selectMethod"], MustacheLocation(path_ViewController_selection_conformance_mustache, 32, 9)), escaped: true),
                    .text("(at: indexPath)\n"),
                    .lineStart("    "),
                    .text("}\n"),
                    .section(MustacheName(["editing", "multiSelect"], MustacheLocation(path_ViewController_selection_conformance_mustache, 34, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// In edit mode a tap on a selected row deselects it: it leaves the batch selection.\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_selection_conformance_mustache, 37, 5)), escaped: true),
                        .text("func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {\n"),
                        .lineStart("        "),
                        .text("if tableView.isEditing { store.batchDeselectRow(at: indexPath) }\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .partial(MustachePartialTag(name: .fixed("ViewController-placement-delegate"), indent: "", location: MustacheLocation(path_ViewController_selection_conformance_mustache, 41, 1))),
                    .lineStart(""),
                    .text("}\n"),
                ]),
                .section(MustacheName(["isCollection"], MustacheLocation(path_ViewController_selection_conformance_mustache, 44, 1)), [
                    .text("\n"),
                    .lineStart(""),
                    .text("extension "),
                    .variable(MustacheName(["viewControllerType"], MustacheLocation(path_ViewController_selection_conformance_mustache, 46, 11)), escaped: true),
                    .text(": UICollectionViewDelegate {\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_selection_conformance_mustache, 47, 5)), escaped: true),
                    .text("func collectionView(\n"),
                    .lineStart("        "),
                    .text("_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath\n"),
                    .lineStart("    "),
                    .text(") -> Bool {\n"),
                    .lineStart("        "),
                    .variable(MustacheName(["selectableCheckMethod"], MustacheLocation(path_ViewController_selection_conformance_mustache, 50, 9)), escaped: true),
                    .text("(at: indexPath)\n"),
                    .lineStart("    "),
                    .text("}\n\n"),
                    .lineStart("    "),
                    .text("/// Asked for every selection, also one made without touch (a hardware keyboard, focus), which\n"),
                    .lineStart("    "),
                    .text("/// highlighting never sees: an item that cannot be selected is refused here too.\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_selection_conformance_mustache, 55, 5)), escaped: true),
                    .text("func collectionView(\n"),
                    .lineStart("        "),
                    .text("_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath\n"),
                    .lineStart("    "),
                    .text(") -> Bool {\n"),
                    .lineStart("        "),
                    .variable(MustacheName(["selectableCheckMethod"], MustacheLocation(path_ViewController_selection_conformance_mustache, 58, 9)), escaped: true),
                    .text("(at: indexPath)\n"),
                    .lineStart("    "),
                    .text("}\n\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_selection_conformance_mustache, 61, 5)), escaped: true),
                    .text("func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {\n"),
                    .lineStart("        "),
                    .text("// Checked again: a selection made some other way than through the delegate is undone.\n"),
                    .lineStart("        "),
                    .text("guard "),
                    .variable(MustacheName(["selectableCheckMethod"], MustacheLocation(path_ViewController_selection_conformance_mustache, 63, 15)), escaped: true),
                    .text("(at: indexPath) else {\n"),
                    .lineStart("            "),
                    .text("collectionView.deselectItem(at: indexPath, animated: false)\n"),
                    .section(MustacheName(["persistent"], MustacheLocation(path_ViewController_selection_conformance_mustache, 65, 1)), [
                        .lineStart("            "),
                        .text("store.showSelection()\n"),
                    ]),
                    .lineStart("            "),
                    .text("return\n"),
                    .lineStart("        "),
                    .text("}\n"),
                    .section(MustacheName(["editing", "multiSelect"], MustacheLocation(path_ViewController_selection_conformance_mustache, 70, 1)), [
                        .lineStart("        "),
                        .text("// In edit mode a tap selects the row for the batch actions and never follows its `select`.\n"),
                        .lineStart("        "),
                        .text("if collectionView.isEditing {\n"),
                        .lineStart("            "),
                        .text("store.batchSelectRow(at: indexPath)\n"),
                        .lineStart("            "),
                        .text("return\n"),
                        .lineStart("        "),
                        .text("}\n"),
                    ]),
                    .lineStart("        "),
                    .variable(MustacheName(["selectMethod"], MustacheLocation(path_ViewController_selection_conformance_mustache, 77, 9)), escaped: true),
                    .text("(at: indexPath)\n"),
                    .lineStart("    "),
                    .text("}\n"),
                    .section(MustacheName(["editing", "multiSelect"], MustacheLocation(path_ViewController_selection_conformance_mustache, 79, 1)), [
                        .text("\n"),
                        .lineStart("    "),
                        .text("/// In edit mode a tap on a selected row deselects it: it leaves the batch selection.\n"),
                        .lineStart("    "),
                        .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_selection_conformance_mustache, 82, 5)), escaped: true),
                        .text("func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {\n"),
                        .lineStart("        "),
                        .text("if collectionView.isEditing { store.batchDeselectRow(at: indexPath) }\n"),
                        .lineStart("    "),
                        .text("}\n"),
                    ]),
                    .partial(MustachePartialTag(name: .fixed("ViewController-placement-delegate"), indent: "", location: MustacheLocation(path_ViewController_selection_conformance_mustache, 86, 1))),
                    .lineStart(""),
                    .text("}\n"),
                ]),
            ]),
        ])

    private static let parsed_ViewController_selection_tap_mustache = MustacheTemplate(
        name: path_ViewController_selection_tap_mustache, source: sources["ViewController-selection-tap.mustache"]!,
        nodes: [
            .section(MustacheName(["confirm"], MustacheLocation(path_ViewController_selection_tap_mustache, 2, 1)), [
                .section(MustacheName(["persistent"], MustacheLocation(path_ViewController_selection_tap_mustache, 3, 1)), [
                    .lineStart(""),
                    .text("// Asks first: the selection stays where it was until the user confirms; the row is looked up\n"),
                    .lineStart(""),
                    .text("// again, by ID, then.\n"),
                    .lineStart(""),
                    .text("store.showSelection()\n"),
                ]),
                .inverted(MustacheName(["persistent"], MustacheLocation(path_ViewController_selection_tap_mustache, 8, 1)), [
                    .lineStart(""),
                    .text("// Asks first: the row is deselected now and looked up again, by ID, when the user confirms.\n"),
                    .lineStart(""),
                    .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_selection_tap_mustache, 10, 1)), escaped: true),
                    .text("."),
                    .variable(MustacheName(["deselectMethod"], MustacheLocation(path_ViewController_selection_tap_mustache, 10, 18)), escaped: true),
                    .text("(at: indexPath, animated: true)\n"),
                ]),
                .lineStart(""),
                .text("let id = "),
                .variable(MustacheName(["rowIDExpression"], MustacheLocation(path_ViewController_selection_tap_mustache, 12, 10)), escaped: true),
                .text("\n"),
                .lineStart(""),
                .variable(MustacheName(["confirmation", "methodName"], MustacheLocation(path_ViewController_selection_tap_mustache, 13, 1)), escaped: true),
                .text("(\n"),
                .lineStart("    "),
                .text("title: "),
                .variable(MustacheName(["titleLiteral"], MustacheLocation(path_ViewController_selection_tap_mustache, 14, 12)), escaped: true),
                .text(", message: "),
                .variable(MustacheName(["messageLiteral"], MustacheLocation(path_ViewController_selection_tap_mustache, 14, 39)), escaped: true),
                .text(",\n"),
                .lineStart("    "),
                .text("button: "),
                .variable(MustacheName(["buttonLiteral"], MustacheLocation(path_ViewController_selection_tap_mustache, 15, 13)), escaped: true),
                .text(", style: ."),
                .variable(MustacheName(["buttonStyle"], MustacheLocation(path_ViewController_selection_tap_mustache, 15, 40)), escaped: true),
                .variable(MustacheName(["asksArgument"], MustacheLocation(path_ViewController_selection_tap_mustache, 15, 55)), escaped: true),
                .variable(MustacheName(["anchorArgument"], MustacheLocation(path_ViewController_selection_tap_mustache, 15, 71)), escaped: true),
                .text("\n"),
                .lineStart(""),
                .text(") { [weak self] in\n"),
                .lineStart("    "),
                .text("guard let self, let indexPath = self.indexPath(forRowID: id),\n"),
                .lineStart("        "),
                .variable(MustacheName(["rowLookupPattern"], MustacheLocation(path_ViewController_selection_tap_mustache, 18, 9)), escaped: true),
                .text(" = self.row(at: indexPath)\n"),
                .lineStart("    "),
                .text("else { return }\n"),
                .section(MustacheName(["stillOfferedExpression"], MustacheLocation(path_ViewController_selection_tap_mustache, 20, 1)), [
                    .lineStart("    "),
                    .text("// Still offered? It may have been disabled or hidden while the alert was up.\n"),
                    .lineStart("    "),
                    .text("guard "),
                    .variable(MustacheName(["stillOfferedExpression"], MustacheLocation(path_ViewController_selection_tap_mustache, 22, 11)), escaped: true),
                    .text(" else { return }\n"),
                ]),
                .section(MustacheName(["persistent"], MustacheLocation(path_ViewController_selection_tap_mustache, 24, 1)), [
                    .lineStart("    "),
                    .text("self.store.selectRow(withID: id)\n"),
                ]),
                .section(MustacheName(["hasRoute"], MustacheLocation(path_ViewController_selection_tap_mustache, 27, 1)), [
                    .lineStart("    "),
                    .text("self.router.navigate(to: "),
                    .variable(MustacheName(["routeExpression"], MustacheLocation(path_ViewController_selection_tap_mustache, 28, 30)), escaped: true),
                    .text(", from: self"),
                    .variable(MustacheName(["screen", "navigateAnchorArgument"], MustacheLocation(path_ViewController_selection_tap_mustache, 28, 61)), escaped: true),
                    .text(")\n"),
                ]),
                .inverted(MustacheName(["hasRoute"], MustacheLocation(path_ViewController_selection_tap_mustache, 30, 1)), [
                    .lineStart("    "),
                    .text("self.actionHandler?."),
                    .variable(MustacheName(["screen", "actionHandlerMethod"], MustacheLocation(path_ViewController_selection_tap_mustache, 31, 25)), escaped: true),
                    .text("(self, perform: ."),
                    .variable(MustacheName(["actionCaseName"], MustacheLocation(path_ViewController_selection_tap_mustache, 31, 72)), escaped: true),
                    .text("("),
                    .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_selection_tap_mustache, 31, 91)), escaped: true),
                    .text("))\n"),
                ]),
                .lineStart(""),
                .text("}\n"),
            ]),
            .inverted(MustacheName(["confirm"], MustacheLocation(path_ViewController_selection_tap_mustache, 35, 1)), [
                .section(MustacheName(["persistent"], MustacheLocation(path_ViewController_selection_tap_mustache, 36, 1)), [
                    .lineStart(""),
                    .text("// Kept selected, by ID, before it acts: the app reads `selectedRowID` as this row.\n"),
                    .lineStart(""),
                    .text("store.selectRow(withID: "),
                    .variable(MustacheName(["rowIDExpression"], MustacheLocation(path_ViewController_selection_tap_mustache, 38, 25)), escaped: true),
                    .text(")\n"),
                ]),
                .section(MustacheName(["hasRoute"], MustacheLocation(path_ViewController_selection_tap_mustache, 40, 1)), [
                    .lineStart(""),
                    .text("router.navigate(to: "),
                    .variable(MustacheName(["routeExpression"], MustacheLocation(path_ViewController_selection_tap_mustache, 41, 21)), escaped: true),
                    .text(", from: self"),
                    .variable(MustacheName(["screen", "navigateAnchorArgument"], MustacheLocation(path_ViewController_selection_tap_mustache, 41, 52)), escaped: true),
                    .text(")\n"),
                    .inverted(MustacheName(["persistent"], MustacheLocation(path_ViewController_selection_tap_mustache, 42, 1)), [
                        .section(MustacheName(["presents"], MustacheLocation(path_ViewController_selection_tap_mustache, 43, 1)), [
                            .lineStart(""),
                            .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_selection_tap_mustache, 44, 1)), escaped: true),
                            .text("."),
                            .variable(MustacheName(["deselectMethod"], MustacheLocation(path_ViewController_selection_tap_mustache, 44, 18)), escaped: true),
                            .text("(at: indexPath, animated: true)\n"),
                        ]),
                        .inverted(MustacheName(["presents"], MustacheLocation(path_ViewController_selection_tap_mustache, 46, 1)), [
                            .lineStart(""),
                            .text("if navigationController == nil {\n"),
                            .lineStart("    "),
                            .text("// Shown modally: no appearance callback comes back to deselect the row.\n"),
                            .lineStart("    "),
                            .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_selection_tap_mustache, 49, 5)), escaped: true),
                            .text("."),
                            .variable(MustacheName(["deselectMethod"], MustacheLocation(path_ViewController_selection_tap_mustache, 49, 22)), escaped: true),
                            .text("(at: indexPath, animated: true)\n"),
                            .lineStart(""),
                            .text("}\n"),
                        ]),
                    ]),
                ]),
                .inverted(MustacheName(["hasRoute"], MustacheLocation(path_ViewController_selection_tap_mustache, 54, 1)), [
                    .lineStart(""),
                    .text("actionHandler?."),
                    .variable(MustacheName(["screen", "actionHandlerMethod"], MustacheLocation(path_ViewController_selection_tap_mustache, 55, 16)), escaped: true),
                    .text("(self, perform: ."),
                    .variable(MustacheName(["actionCaseName"], MustacheLocation(path_ViewController_selection_tap_mustache, 55, 63)), escaped: true),
                    .text("("),
                    .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_selection_tap_mustache, 55, 82)), escaped: true),
                    .text("))\n"),
                    .inverted(MustacheName(["persistent"], MustacheLocation(path_ViewController_selection_tap_mustache, 56, 1)), [
                        .lineStart(""),
                        .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_selection_tap_mustache, 57, 1)), escaped: true),
                        .text("."),
                        .variable(MustacheName(["deselectMethod"], MustacheLocation(path_ViewController_selection_tap_mustache, 57, 18)), escaped: true),
                        .text("(at: indexPath, animated: true)\n"),
                    ]),
                ]),
            ]),
        ])

    private static let parsed_ViewController_selection_mustache = MustacheTemplate(
        name: path_ViewController_selection_mustache, source: sources["ViewController-selection.mustache"]!,
        nodes: [
            .section(MustacheName(["selection"], MustacheLocation(path_ViewController_selection_mustache, 2, 1)), [
                .text("\n"),
                .lineStart("    "),
                .text("// MARK: - Row taps\n\n"),
                .lineStart("    "),
                .text("/// Handles a tap on the row now at `indexPath`. The row is looked up now, from the current data.\n"),
                .section(MustacheName(["persistent"], MustacheLocation(path_ViewController_selection_mustache, 7, 1)), [
                    .lineStart("    "),
                    .text("/// The row becomes the selected row and stays selected (`selection: { persistent: true }`): the row\n"),
                    .lineStart("    "),
                    .text("/// store keeps it by ID. A tap on the selected row acts again (a split view shows its detail again).\n"),
                    .lineStart("    "),
                    .text("/// A row that asks first stays unselected until the person confirms; the selection is kept meanwhile.\n"),
                ]),
                .inverted(MustacheName(["persistent"], MustacheLocation(path_ViewController_selection_mustache, 12, 1)), [
                    .lineStart("    "),
                    .text("/// A row that navigates stays selected while its destination is shown and is deselected when\n"),
                    .lineStart("    "),
                    .text("/// navigation returns (`viewWillAppear(_:)`); any other tap deselects it at once.\n"),
                ]),
                .lineStart("    "),
                .text("func "),
                .variable(MustacheName(["selectMethod"], MustacheLocation(path_ViewController_selection_mustache, 16, 10)), escaped: true),
                .text("(at indexPath: IndexPath) {\n"),
                .section(MustacheName(["singleCase"], MustacheLocation(path_ViewController_selection_mustache, 17, 1)), [
                    .section(MustacheName(["isSelectable"], MustacheLocation(path_ViewController_selection_mustache, 18, 1)), [
                        .lineStart("        "),
                        .text("guard let "),
                        .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_selection_mustache, 19, 19)), escaped: true),
                        .text(" = row(at: indexPath) else { return }\n"),
                        .partial(MustachePartialTag(name: .fixed("ViewController-selection-tap"), indent: "        ", location: MustacheLocation(path_ViewController_selection_mustache, 20, 9))),
                    ]),
                    .inverted(MustacheName(["isSelectable"], MustacheLocation(path_ViewController_selection_mustache, 22, 1)), [
                        .lineStart("        "),
                        .text("// Not selectable (no `select` in the spec); the delegate refuses the selection.\n"),
                        .section(MustacheName(["persistent"], MustacheLocation(path_ViewController_selection_mustache, 24, 1)), [
                            .lineStart("        "),
                            .text("store.showSelection()\n"),
                        ]),
                        .inverted(MustacheName(["persistent"], MustacheLocation(path_ViewController_selection_mustache, 27, 1)), [
                            .lineStart("        "),
                            .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_selection_mustache, 28, 9)), escaped: true),
                            .text("."),
                            .variable(MustacheName(["deselectMethod"], MustacheLocation(path_ViewController_selection_mustache, 28, 26)), escaped: true),
                            .text("(at: indexPath, animated: false)\n"),
                        ]),
                    ]),
                ]),
                .inverted(MustacheName(["singleCase"], MustacheLocation(path_ViewController_selection_mustache, 32, 1)), [
                    .lineStart("        "),
                    .text("guard let row = row(at: indexPath) else { return }\n"),
                    .lineStart("        "),
                    .text("switch row {\n"),
                    .section(MustacheName(["cases"], MustacheLocation(path_ViewController_selection_mustache, 35, 1)), [
                        .section(MustacheName(["isSelectable"], MustacheLocation(path_ViewController_selection_mustache, 36, 1)), [
                            .lineStart("        "),
                            .text("case ."),
                            .variable(MustacheName(["rowCaseName"], MustacheLocation(path_ViewController_selection_mustache, 37, 15)), escaped: true),
                            .variable(MustacheName(["tapBinding"], MustacheLocation(path_ViewController_selection_mustache, 37, 30)), escaped: true),
                            .text(":\n"),
                            .partial(MustachePartialTag(name: .fixed("ViewController-selection-tap"), indent: "            ", location: MustacheLocation(path_ViewController_selection_mustache, 38, 13))),
                        ]),
                        .inverted(MustacheName(["isSelectable"], MustacheLocation(path_ViewController_selection_mustache, 40, 1)), [
                            .lineStart("        "),
                            .text("case ."),
                            .variable(MustacheName(["rowCaseName"], MustacheLocation(path_ViewController_selection_mustache, 41, 15)), escaped: true),
                            .text(":\n"),
                            .lineStart("            "),
                            .text("// Not selectable (no `select` in the spec); the delegate refuses the selection.\n"),
                            .section(MustacheName(["persistent"], MustacheLocation(path_ViewController_selection_mustache, 43, 1)), [
                                .lineStart("            "),
                                .text("store.showSelection()\n"),
                            ]),
                            .inverted(MustacheName(["persistent"], MustacheLocation(path_ViewController_selection_mustache, 46, 1)), [
                                .lineStart("            "),
                                .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_selection_mustache, 47, 13)), escaped: true),
                                .text("."),
                                .variable(MustacheName(["deselectMethod"], MustacheLocation(path_ViewController_selection_mustache, 47, 30)), escaped: true),
                                .text("(at: indexPath, animated: false)\n"),
                            ]),
                        ]),
                    ]),
                    .lineStart("        "),
                    .text("}\n"),
                ]),
                .lineStart("    "),
                .text("}\n\n"),
                .lineStart("    "),
                .text("/// Whether the row at `indexPath` can be selected: its cell kind has a row tap (and the row's\n"),
                .lineStart("    "),
                .text("/// `enabled` field, when the spec names one, is true).\n"),
                .lineStart("    "),
                .text("func isSelectableRow(at indexPath: IndexPath) -> Bool {\n"),
                .section(MustacheName(["singleCase"], MustacheLocation(path_ViewController_selection_mustache, 58, 1)), [
                    .inverted(MustacheName(["isSelectable"], MustacheLocation(path_ViewController_selection_mustache, 59, 1)), [
                        .lineStart("        "),
                        .text("false\n"),
                    ]),
                    .section(MustacheName(["isSelectable"], MustacheLocation(path_ViewController_selection_mustache, 62, 1)), [
                        .section(MustacheName(["enabledExpression"], MustacheLocation(path_ViewController_selection_mustache, 63, 1)), [
                            .lineStart("        "),
                            .text("guard let "),
                            .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_selection_mustache, 64, 19)), escaped: true),
                            .text(" = row(at: indexPath) else { return false }\n"),
                            .lineStart("        "),
                            .text("return "),
                            .variable(MustacheName(["enabledExpression"], MustacheLocation(path_ViewController_selection_mustache, 65, 16)), escaped: true),
                            .text("\n"),
                        ]),
                        .inverted(MustacheName(["enabledExpression"], MustacheLocation(path_ViewController_selection_mustache, 67, 1)), [
                            .lineStart("        "),
                            .text("row(at: indexPath) != nil\n"),
                        ]),
                    ]),
                ]),
                .inverted(MustacheName(["singleCase"], MustacheLocation(path_ViewController_selection_mustache, 72, 1)), [
                    .lineStart("        "),
                    .text("switch row(at: indexPath) {\n"),
                    .section(MustacheName(["cases"], MustacheLocation(path_ViewController_selection_mustache, 74, 1)), [
                        .section(MustacheName(["enabledExpression"], MustacheLocation(path_ViewController_selection_mustache, 75, 1)), [
                            .lineStart("        "),
                            .text("case ."),
                            .variable(MustacheName(["rowCaseName"], MustacheLocation(path_ViewController_selection_mustache, 76, 15)), escaped: true),
                            .text("(let "),
                            .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_selection_mustache, 76, 35)), escaped: true),
                            .text(")?: "),
                            .variable(MustacheName(["enabledExpression"], MustacheLocation(path_ViewController_selection_mustache, 76, 56)), escaped: true),
                            .text("\n"),
                        ]),
                        .inverted(MustacheName(["enabledExpression"], MustacheLocation(path_ViewController_selection_mustache, 78, 1)), [
                            .lineStart("        "),
                            .text("case ."),
                            .variable(MustacheName(["rowCaseName"], MustacheLocation(path_ViewController_selection_mustache, 79, 15)), escaped: true),
                            .text("?: "),
                            .variable(MustacheName(["isSelectableLiteral"], MustacheLocation(path_ViewController_selection_mustache, 79, 33)), escaped: true),
                            .text("\n"),
                        ]),
                    ]),
                    .lineStart("        "),
                    .text("case nil: false\n"),
                    .lineStart("        "),
                    .text("}\n"),
                ]),
                .lineStart("    "),
                .text("}\n"),
                .section(MustacheName(["editing", "multiSelect"], MustacheLocation(path_ViewController_selection_mustache, 86, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// Whether a person can select the row at `indexPath` now: in edit mode for the batch actions (its\n"),
                    .lineStart("    "),
                    .text("/// cell kind has one of their events), else for its `select`.\n"),
                    .lineStart("    "),
                    .text("private func canSelectRow(at indexPath: IndexPath) -> Bool {\n"),
                    .lineStart("        "),
                    .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_selection_mustache, 91, 9)), escaped: true),
                    .text(".isEditing ? isBatchSelectableRow(at: indexPath) : isSelectableRow(at: indexPath)\n"),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .text("\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_selection_mustache, 95, 5)), escaped: true),
                .text("override func viewWillAppear(_ animated: Bool) {\n"),
                .lineStart("        "),
                .text("super.viewWillAppear(animated)\n"),
                .section(MustacheName(["persistent"], MustacheLocation(path_ViewController_selection_mustache, 97, 1)), [
                    .lineStart("        "),
                    .text("// The selection stays when the screen reappears (UITableViewController would clear it unless\n"),
                    .lineStart("        "),
                    .text("// `clearsSelectionOnViewWillAppear` is false): the selected row is shown selected where it is now.\n"),
                    .lineStart("        "),
                    .text("store.showSelection()\n"),
                ]),
                .inverted(MustacheName(["persistent"], MustacheLocation(path_ViewController_selection_mustache, 102, 1)), [
                    .section(MustacheName(["editing", "multiSelect"], MustacheLocation(path_ViewController_selection_mustache, 103, 1)), [
                        .lineStart("        "),
                        .text("// In edit mode the rows selected for the batch actions stay selected.\n"),
                        .lineStart("        "),
                        .text("if isEditing {\n"),
                        .lineStart("            "),
                        .text("store.showSelection()\n"),
                        .lineStart("            "),
                        .text("return\n"),
                        .lineStart("        "),
                        .text("}\n"),
                    ]),
                    .lineStart("        "),
                    .text("// Navigation returned: clear the row its tap left selected, as UITableViewController does.\n"),
                    .lineStart("        "),
                    .text("for indexPath in "),
                    .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_selection_mustache, 111, 26)), escaped: true),
                    .text("."),
                    .variable(MustacheName(["selectedIndexPathsProperty"], MustacheLocation(path_ViewController_selection_mustache, 111, 43)), escaped: true),
                    .text(" ?? [] {\n"),
                    .lineStart("            "),
                    .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_selection_mustache, 112, 13)), escaped: true),
                    .text("."),
                    .variable(MustacheName(["deselectMethod"], MustacheLocation(path_ViewController_selection_mustache, 112, 30)), escaped: true),
                    .text("(at: indexPath, animated: animated)\n"),
                    .lineStart("        "),
                    .text("}\n"),
                ]),
                .lineStart("    "),
                .text("}\n"),
                .section(MustacheName(["persistent"], MustacheLocation(path_ViewController_selection_mustache, 116, 1)), [
                    .partial(MustachePartialTag(name: .fixed("ViewController-persistent-selection"), indent: "", location: MustacheLocation(path_ViewController_selection_mustache, 117, 1))),
                ]),
            ]),
        ])

    private static let parsed_ViewController_storage_mustache = MustacheTemplate(
        name: path_ViewController_storage_mustache, source: sources["ViewController-storage.mustache"]!,
        nodes: [
            .section(MustacheName(["isDiffable"], MustacheLocation(path_ViewController_storage_mustache, 2, 1)), [
                .section(MustacheName(["needsDataSourceSubclass"], MustacheLocation(path_ViewController_storage_mustache, 3, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// A diffable data source that also provides what the list asks beyond its cells.\n"),
                    .lineStart("    "),
                    .text("private final class DataSource: "),
                    .variable(MustacheName(["diffableDataSourceType"], MustacheLocation(path_ViewController_storage_mustache, 6, 37)), escaped: true),
                    .text("<"),
                    .variable(MustacheName(["sectionType"], MustacheLocation(path_ViewController_storage_mustache, 6, 64)), escaped: true),
                    .text(", "),
                    .variable(MustacheName(["rowIDType"], MustacheLocation(path_ViewController_storage_mustache, 6, 81)), escaped: true),
                    .text("> {\n"),
                    .section(MustacheName(["isCollection"], MustacheLocation(path_ViewController_storage_mustache, 7, 1)), [
                        .section(MustacheName(["indexTitles"], MustacheLocation(path_ViewController_storage_mustache, 8, 1)), [
                            .lineStart("        "),
                            .text("/// The section index's titles now, from the controller's row store (`indexTitles: true`).\n"),
                            .lineStart("        "),
                            .text("var indexTitles: () -> [String]? = { nil }\n"),
                            .lineStart("        "),
                            .text("/// Where an index title jumps (its whole section), from the controller's row store.\n"),
                            .lineStart("        "),
                            .text("var indexPathForIndexTitle: (String, Int) -> IndexPath = { _, _ in IndexPath(index: 0) }\n\n"),
                            .lineStart("        "),
                            .text("override func indexTitles(for collectionView: UICollectionView) -> [String]? {\n"),
                            .lineStart("            "),
                            .text("indexTitles()\n"),
                            .lineStart("        "),
                            .text("}\n\n"),
                            .lineStart("        "),
                            .text("override func collectionView(\n"),
                            .lineStart("            "),
                            .text("_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int\n"),
                            .lineStart("        "),
                            .text(") -> IndexPath {\n"),
                            .lineStart("            "),
                            .text("indexPathForIndexTitle(title, index)\n"),
                            .lineStart("        "),
                            .text("}\n"),
                        ]),
                    ]),
                    .section(MustacheName(["isTable"], MustacheLocation(path_ViewController_storage_mustache, 25, 1)), [
                        .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_storage_mustache, 26, 1)), [
                            .lineStart("        "),
                            .text("/// The title of the section at an index now (the controller's `title(ofSectionAt:)`).\n"),
                            .lineStart("        "),
                            .text("var sectionTitle: (Int) -> String? = { _ in nil }\n\n"),
                            .lineStart("        "),
                            .text("override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {\n"),
                            .lineStart("            "),
                            .text("sectionTitle(section)\n"),
                            .lineStart("        "),
                            .text("}\n"),
                        ]),
                        .inverted(MustacheName(["dataSections"], MustacheLocation(path_ViewController_storage_mustache, 34, 1)), [
                            .section(MustacheName(["hasSectionTitles"], MustacheLocation(path_ViewController_storage_mustache, 35, 1)), [
                                .lineStart("        "),
                                .text("override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {\n"),
                                .lineStart("            "),
                                .text("titledSection(at: section)?.title\n"),
                                .lineStart("        "),
                                .text("}\n"),
                            ]),
                        ]),
                        .section(MustacheName(["hasSectionFooters"], MustacheLocation(path_ViewController_storage_mustache, 41, 1)), [
                            .text("\n"),
                            .lineStart("        "),
                            .text("override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {\n"),
                            .lineStart("            "),
                            .text("titledSection(at: section)?.footer\n"),
                            .lineStart("        "),
                            .text("}\n"),
                        ]),
                        .section(MustacheName(["hasSectionTitlesOrFooters"], MustacheLocation(path_ViewController_storage_mustache, 47, 1)), [
                            .text("\n"),
                            .lineStart("        "),
                            .text("/// The section at `index` when it shows its header and footer now (a section with no rows shows\n"),
                            .lineStart("        "),
                            .text("/// neither, unless `showWhenEmpty`), else nil.\n"),
                            .lineStart("        "),
                            .text("private func titledSection(at index: Int) -> "),
                            .variable(MustacheName(["sectionType"], MustacheLocation(path_ViewController_storage_mustache, 51, 54)), escaped: true),
                            .text("? {\n"),
                            .lineStart("            "),
                            .text("guard let section = sectionIdentifier(for: index),\n"),
                            .lineStart("                "),
                            .text("section.showsHeaderAndFooter(withRowCount: snapshot().numberOfItems(inSection: section))\n"),
                            .lineStart("            "),
                            .text("else { return nil }\n"),
                            .lineStart("            "),
                            .text("return section\n"),
                            .lineStart("        "),
                            .text("}\n"),
                        ]),
                        .section(MustacheName(["editing"], MustacheLocation(path_ViewController_storage_mustache, 58, 1)), [
                            .section(MustacheName(["makesRowsEditable"], MustacheLocation(path_ViewController_storage_mustache, 59, 1)), [
                                .inverted(MustacheName(["canDelete"], MustacheLocation(path_ViewController_storage_mustache, 60, 1)), [
                                    .text("\n"),
                                    .lineStart("        "),
                                    .text("/// Rows are editable so that UIKit offers their swipe actions (it offers them only on rows the\n"),
                                    .lineStart("        "),
                                    .text("/// data source can edit, and a diffable data source says no by default). Nothing else is\n"),
                                    .lineStart("        "),
                                    .text("/// edited: the list never enters editing mode and no row is committed.\n"),
                                    .lineStart("        "),
                                    .text("override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {\n"),
                                    .lineStart("            "),
                                    .text("true\n"),
                                    .lineStart("        "),
                                    .text("}\n"),
                                ]),
                                .section(MustacheName(["canDelete"], MustacheLocation(path_ViewController_storage_mustache, 69, 1)), [
                                    .text("\n"),
                                    .lineStart("        "),
                                    .text("/// Rows are editable, so that UIKit offers their swipe actions and, in edit mode, the delete\n"),
                                    .lineStart("        "),
                                    .text("/// control (a diffable data source says no by default). The delegate's editing style says which\n"),
                                    .lineStart("        "),
                                    .text("/// rows show the control.\n"),
                                    .lineStart("        "),
                                    .text("override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {\n"),
                                    .lineStart("            "),
                                    .text("true\n"),
                                    .lineStart("        "),
                                    .text("}\n\n"),
                                    .lineStart("        "),
                                    .text("/// Gets each delete a person confirmed (`editing.delete`), with where the row is now.\n"),
                                    .lineStart("        "),
                                    .text("var onCommitDelete: ((IndexPath) -> Void)?\n\n"),
                                    .lineStart("        "),
                                    .text("/// A person confirmed a row's delete control: the controller fires the event for the row there now.\n"),
                                    .lineStart("        "),
                                    .text("override func tableView(\n"),
                                    .lineStart("            "),
                                    .text("_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath\n"),
                                    .lineStart("        "),
                                    .text(") {\n"),
                                    .lineStart("            "),
                                    .text("guard editingStyle == .delete else { return }\n"),
                                    .lineStart("            "),
                                    .text("onCommitDelete?(indexPath)\n"),
                                    .lineStart("        "),
                                    .text("}\n"),
                                ]),
                            ]),
                        ]),
                        .section(MustacheName(["editing", "canReorder"], MustacheLocation(path_ViewController_storage_mustache, 91, 1)), [
                            .text("\n"),
                            .lineStart("        "),
                            .text("/// Gets each move a person made (`editing.reorder`), once the snapshot took it.\n"),
                            .lineStart("        "),
                            .text("var onMoveRow: ((IndexPath, IndexPath) -> Void)?\n\n"),
                            .lineStart("        "),
                            .text("/// Rows can be dragged in editing mode.\n"),
                            .lineStart("        "),
                            .text("override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {\n"),
                            .lineStart("            "),
                            .text("true\n"),
                            .lineStart("        "),
                            .text("}\n\n"),
                            .lineStart("        "),
                            .text("/// The table moved the row on screen; super makes the snapshot match, then the controller's\n"),
                            .lineStart("        "),
                            .text("/// store takes the move.\n"),
                            .lineStart("        "),
                            .text("override func tableView(\n"),
                            .lineStart("            "),
                            .text("_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath\n"),
                            .lineStart("        "),
                            .text(") {\n"),
                            .lineStart("            "),
                            .text("super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)\n"),
                            .lineStart("            "),
                            .text("onMoveRow?(sourceIndexPath, destinationIndexPath)\n"),
                            .lineStart("        "),
                            .text("}\n"),
                        ]),
                        .section(MustacheName(["indexTitles"], MustacheLocation(path_ViewController_storage_mustache, 110, 1)), [
                            .text("\n"),
                            .lineStart("        "),
                            .text("/// The section index's titles now, from the controller's row store (`indexTitles: true`).\n"),
                            .lineStart("        "),
                            .text("var indexTitles: () -> [String]? = { nil }\n"),
                            .lineStart("        "),
                            .text("/// The section an index title jumps to, from the controller's row store.\n"),
                            .lineStart("        "),
                            .text("var sectionForIndexTitle: (String, Int) -> Int = { _, _ in 0 }\n\n"),
                            .lineStart("        "),
                            .text("override func sectionIndexTitles(for tableView: UITableView) -> [String]? {\n"),
                            .lineStart("            "),
                            .text("indexTitles()\n"),
                            .lineStart("        "),
                            .text("}\n\n"),
                            .lineStart("        "),
                            .text("override func tableView(\n"),
                            .lineStart("            "),
                            .text("_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int\n"),
                            .lineStart("        "),
                            .text(") -> Int {\n"),
                            .lineStart("            "),
                            .text("sectionForIndexTitle(title, index)\n"),
                            .lineStart("        "),
                            .text("}\n"),
                        ]),
                    ]),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .inverted(MustacheName(["needsDataSourceSubclass"], MustacheLocation(path_ViewController_storage_mustache, 130, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("private typealias DataSource = "),
                    .variable(MustacheName(["diffableDataSourceType"], MustacheLocation(path_ViewController_storage_mustache, 132, 36)), escaped: true),
                    .text("<"),
                    .variable(MustacheName(["sectionType"], MustacheLocation(path_ViewController_storage_mustache, 132, 63)), escaped: true),
                    .text(", "),
                    .variable(MustacheName(["rowIDType"], MustacheLocation(path_ViewController_storage_mustache, 132, 80)), escaped: true),
                    .text(">\n"),
                ]),
                .text("\n"),
                .lineStart("    "),
                .text("/// Created when the view loads.\n"),
                .lineStart("    "),
                .text("private var dataSource: DataSource?\n"),
            ]),
            .lineStart("    "),
            .text("/// Every row, by section and stable ID: what the list shows, and what taps are resolved against.\n"),
            .inverted(MustacheName(["dataSections"], MustacheLocation(path_ViewController_storage_mustache, 139, 1)), [
                .lineStart("    "),
                .text("private let store = ListRowStore<"),
                .variable(MustacheName(["sectionType"], MustacheLocation(path_ViewController_storage_mustache, 140, 38)), escaped: true),
                .text(", "),
                .variable(MustacheName(["rowType"], MustacheLocation(path_ViewController_storage_mustache, 140, 55)), escaped: true),
                .text(">()\n"),
            ]),
            .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_storage_mustache, 142, 1)), [
                .lineStart("    "),
                .text("/// Its sections come from the rows' `"),
                .variable(MustacheName(["field"], MustacheLocation(path_ViewController_storage_mustache, 143, 43)), escaped: true),
                .text("` (`"),
                .variable(MustacheName(["sectionType"], MustacheLocation(path_ViewController_storage_mustache, 143, 56)), escaped: true),
                .text("`).\n"),
                .lineStart("    "),
                .text("private let store: ListRowStore<"),
                .variable(MustacheName(["sectionType"], MustacheLocation(path_ViewController_storage_mustache, 144, 37)), escaped: true),
                .text(", "),
                .variable(MustacheName(["rowType"], MustacheLocation(path_ViewController_storage_mustache, 144, 54)), escaped: true),
                .text(">\n"),
                .lineStart("    "),
                .text("/// The calendar, with its time zone and locale, that groups the rows into sections and formats\n"),
                .lineStart("    "),
                .text("/// their titles. Given when the controller is created: every row's section depends on it.\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_storage_mustache, 147, 5)), escaped: true),
                .text("let calendar: Calendar\n"),
                .lineStart("    "),
                .text("/// The time now, read each time a section's title is shown (\"Today\", \"Yesterday\"). Replace it to\n"),
                .lineStart("    "),
                .text("/// show the list at another time (a test rolling the clock past midnight); `setRows` reloads the\n"),
                .lineStart("    "),
                .text("/// sections, so that their titles are read again.\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_storage_mustache, 151, 5)), escaped: true),
                .text("var now: () -> Date = { Date() }\n"),
            ]),
        ])

    private static let parsed_ViewController_swift_mustache = MustacheTemplate(
        name: path_ViewController_swift_mustache, source: sources["ViewController.swift.mustache"]!,
        nodes: [
            .section(MustacheName(["screen"], MustacheLocation(path_ViewController_swift_mustache, 2, 1)), [
                .lineStart(""),
                .text("/// The "),
                .variable(MustacheName(["name"], MustacheLocation(path_ViewController_swift_mustache, 3, 9)), escaped: true),
                .text(" screen: a list whose cells carry buttons, each tap routed with its own row.\n"),
                .lineStart(""),
                .text("///\n"),
                .lineStart(""),
                .text("/// Rows are identified by stable IDs. A tap is resolved to its row when it happens, from the\n"),
                .lineStart(""),
                .text("/// current data, so it reaches the right row after cell reuse and after any insert, delete or\n"),
                .lineStart(""),
                .text("/// move made through the mutation API below.\n"),
                .lineStart(""),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_swift_mustache, 8, 1)), escaped: true),
                .text("final class "),
                .variable(MustacheName(["viewControllerType"], MustacheLocation(path_ViewController_swift_mustache, 8, 36)), escaped: true),
                .text(": UIViewController {\n"),
                .lineStart("    "),
                .text("/// The list. Configure its appearance freely; the controller owns its data source.\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_swift_mustache, 10, 5)), escaped: true),
                .text("let "),
                .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_swift_mustache, 10, 32)), escaped: true),
                .text(": "),
                .variable(MustacheName(["listViewType"], MustacheLocation(path_ViewController_swift_mustache, 10, 50)), escaped: true),
                .text("\n"),
                .section(MustacheName(["hasRoutes"], MustacheLocation(path_ViewController_swift_mustache, 11, 1)), [
                    .lineStart("    "),
                    .text("/// Performs navigation for routed taps.\n"),
                    .lineStart("    "),
                    .text("private let router: any "),
                    .variable(MustacheName(["routingType"], MustacheLocation(path_ViewController_swift_mustache, 13, 29)), escaped: true),
                    .text("\n"),
                ]),
                .section(MustacheName(["loadsImages"], MustacheLocation(path_ViewController_swift_mustache, 15, 1)), [
                    .lineStart("    "),
                    .text("/// Loads the rows' images from their URLs, for the cells that show them.\n"),
                    .lineStart("    "),
                    .text("private let imageLoader: any ListImageLoader\n"),
                ]),
                .section(MustacheName(["hasActions"], MustacheLocation(path_ViewController_swift_mustache, 19, 1)), [
                    .lineStart("    "),
                    .text("/// Performs taps whose event has no route. Weak: the handler usually owns this controller.\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_swift_mustache, 21, 5)), escaped: true),
                    .text("weak var actionHandler: (any "),
                    .variable(MustacheName(["actionHandlingType"], MustacheLocation(path_ViewController_swift_mustache, 21, 57)), escaped: true),
                    .text(")?\n"),
                ]),
                .lineStart("    "),
                .text("/// Called with the rows that `setRows`, `insert` or `append` dropped because their ID was\n"),
                .lineStart("    "),
                .text("/// already in the list, or earlier in the same call: the first row with an ID wins, the rest\n"),
                .lineStart("    "),
                .text("/// are dropped. The default stops a debug build (`assertionFailure`) and does nothing in a\n"),
                .lineStart("    "),
                .text("/// release build; set it to log or count the drops (lists fed by a server do get duplicates).\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_swift_mustache, 27, 5)), escaped: true),
                .text("var onDuplicateRows: (["),
                .variable(MustacheName(["rowType"], MustacheLocation(path_ViewController_swift_mustache, 27, 51)), escaped: true),
                .text("]) -> Void = { rows in\n"),
                .lineStart("        "),
                .text("assertionFailure(\"dropped \\(rows.count) row(s) with an ID already in the list: \\(rows.map(\\.id))\")\n"),
                .lineStart("    "),
                .text("}\n"),
                .lineStart("    "),
                .text("/// The app's hook for customising the screen without editing generated code or subclassing:\n"),
                .lineStart("    "),
                .text("/// called with this controller once its view has loaded, after listgen has set up the list\n"),
                .lineStart("    "),
                .text("/// and its data source: at the end of `viewDidLoad()`, or at once when set after the view\n"),
                .lineStart("    "),
                .text("/// loaded. Use it for the navigation item, a search controller, a header view, the list's\n"),
                .lineStart("    "),
                .text("/// appearance. Leave the data source, the delegate wiring and the rows to the controller\n"),
                .lineStart("    "),
                .text("/// (change rows through its mutation API).\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_swift_mustache, 36, 5)), escaped: true),
                .text("var onViewDidLoad: (("),
                .variable(MustacheName(["viewControllerType"], MustacheLocation(path_ViewController_swift_mustache, 36, 49)), escaped: true),
                .text(") -> Void)? {\n"),
                .lineStart("        "),
                .text("didSet {\n"),
                .lineStart("            "),
                .text("if isViewLoaded {\n"),
                .lineStart("                "),
                .text("onViewDidLoad?(self)\n"),
                .lineStart("            "),
                .text("}\n"),
                .lineStart("        "),
                .text("}\n"),
                .lineStart("    "),
                .text("}\n"),
                .partial(MustachePartialTag(name: .fixed("ViewController-storage"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 43, 1))),
                .text("\n"),
                .section(MustacheName(["hasRoutes"], MustacheLocation(path_ViewController_swift_mustache, 45, 1)), [
                    .lineStart("    "),
                    .text("/// Creates the screen. Navigation goes through `router`"),
                    .section(MustacheName(["loadsImages"], MustacheLocation(path_ViewController_swift_mustache, 46, 61)), [
                        .text("; images from URLs load through `imageLoader`"),
                    ]),
                    .text(".\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_swift_mustache, 47, 5)), escaped: true),
                    .text("init(router: any "),
                    .variable(MustacheName(["routingType"], MustacheLocation(path_ViewController_swift_mustache, 47, 45)), escaped: true),
                    .section(MustacheName(["loadsImages"], MustacheLocation(path_ViewController_swift_mustache, 47, 60)), [
                        .text(", imageLoader: any ListImageLoader"),
                    ]),
                    .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_swift_mustache, 47, 126)), [
                        .text(", calendar: Calendar = .current"),
                    ]),
                    .text(") {\n"),
                    .lineStart("        "),
                    .text("self.router = router\n"),
                ]),
                .inverted(MustacheName(["hasRoutes"], MustacheLocation(path_ViewController_swift_mustache, 50, 1)), [
                    .lineStart("    "),
                    .text("/// Creates the screen"),
                    .section(MustacheName(["loadsImages"], MustacheLocation(path_ViewController_swift_mustache, 51, 27)), [
                        .text("; images from URLs load through `imageLoader`"),
                    ]),
                    .text(".\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_swift_mustache, 52, 5)), escaped: true),
                    .text("init("),
                    .section(MustacheName(["loadsImages"], MustacheLocation(path_ViewController_swift_mustache, 52, 33)), [
                        .text("imageLoader: any ListImageLoader"),
                    ]),
                    .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_swift_mustache, 52, 97)), [
                        .section(MustacheName(["loadsImages"], MustacheLocation(path_ViewController_swift_mustache, 52, 114)), [
                            .text(", "),
                        ]),
                        .text("calendar: Calendar = .current"),
                    ]),
                    .text(") {\n"),
                ]),
                .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_swift_mustache, 54, 1)), [
                    .lineStart("        "),
                    .text("self.calendar = calendar\n"),
                    .lineStart("        "),
                    .text("store = ListRowStore(sections: "),
                    .variable(MustacheName(["screen", "sectionType"], MustacheLocation(path_ViewController_swift_mustache, 56, 40)), escaped: true),
                    .text(".fromRows(in: calendar))\n"),
                ]),
                .section(MustacheName(["loadsImages"], MustacheLocation(path_ViewController_swift_mustache, 58, 1)), [
                    .lineStart("        "),
                    .text("self.imageLoader = imageLoader\n"),
                ]),
                .section(MustacheName(["isTable"], MustacheLocation(path_ViewController_swift_mustache, 61, 1)), [
                    .lineStart("        "),
                    .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_swift_mustache, 62, 9)), escaped: true),
                    .text(" = UITableView(frame: .zero, style: ."),
                    .variable(MustacheName(["listStyle"], MustacheLocation(path_ViewController_swift_mustache, 62, 62)), escaped: true),
                    .text(")\n"),
                ]),
                .section(MustacheName(["isCollection"], MustacheLocation(path_ViewController_swift_mustache, 64, 1)), [
                    .lineStart("        "),
                    .text("var layout = UICollectionLayoutListConfiguration(appearance: ."),
                    .variable(MustacheName(["listStyle"], MustacheLocation(path_ViewController_swift_mustache, 65, 71)), escaped: true),
                    .text(")\n"),
                    .lineStart("        "),
                    .text("layout.headerMode = ."),
                    .variable(MustacheName(["headerMode"], MustacheLocation(path_ViewController_swift_mustache, 66, 30)), escaped: true),
                    .text("\n"),
                    .section(MustacheName(["hidesSeparators"], MustacheLocation(path_ViewController_swift_mustache, 67, 1)), [
                        .lineStart("        "),
                        .text("layout.showsSeparators = false\n"),
                    ]),
                    .section(MustacheName(["hasFooterBands"], MustacheLocation(path_ViewController_swift_mustache, 70, 1)), [
                        .lineStart("        "),
                        .text("layout.footerMode = .supplementary\n"),
                    ]),
                    .lineStart("        "),
                    .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_swift_mustache, 73, 9)), escaped: true),
                    .text(" = UICollectionView(\n"),
                    .lineStart("            "),
                    .text("frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: layout))\n"),
                ]),
                .lineStart("        "),
                .text("super.init(nibName: nil, bundle: nil)\n"),
                .section(MustacheName(["isCollection"], MustacheLocation(path_ViewController_swift_mustache, 77, 1)), [
                    .section(MustacheName(["placements"], MustacheLocation(path_ViewController_swift_mustache, 78, 1)), [
                        .section(MustacheName(["hasSwipeActions"], MustacheLocation(path_ViewController_swift_mustache, 79, 1)), [
                            .lineStart("        "),
                            .text("// The list layout's swipe-action providers call this controller, which exists only now: the\n"),
                            .lineStart("        "),
                            .text("// layout is made again with them.\n"),
                            .section(MustacheName(["swipeEdges"], MustacheLocation(path_ViewController_swift_mustache, 82, 1)), [
                                .lineStart("        "),
                                .text("layout."),
                                .variable(MustacheName(["listProviderName"], MustacheLocation(path_ViewController_swift_mustache, 83, 16)), escaped: true),
                                .text(" = { [weak self] indexPath in\n"),
                                .lineStart("            "),
                                .text("self?."),
                                .variable(MustacheName(["method"], MustacheLocation(path_ViewController_swift_mustache, 84, 19)), escaped: true),
                                .text("(forRowAt: indexPath)\n"),
                                .lineStart("        "),
                                .text("}\n"),
                            ]),
                        ]),
                    ]),
                    .section(MustacheName(["remakesListLayout"], MustacheLocation(path_ViewController_swift_mustache, 89, 1)), [
                        .lineStart("        "),
                        .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_swift_mustache, 90, 9)), escaped: true),
                        .text(".collectionViewLayout = UICollectionViewCompositionalLayout.list(using: layout)\n"),
                    ]),
                    .section(MustacheName(["usesSectionProvider"], MustacheLocation(path_ViewController_swift_mustache, 92, 1)), [
                        .lineStart("        "),
                        .text("// Each section gets its own list configuration: a header (or footer) band only where the section\n"),
                        .lineStart("        "),
                        .text("// has a title (or footer) and shows it. The layout asks when it lays a section out; the rows'\n"),
                        .lineStart("        "),
                        .text("// changes reload a section whose header and footer appear or go.\n"),
                        .lineStart("        "),
                        .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_swift_mustache, 96, 9)), escaped: true),
                        .text(".collectionViewLayout = UICollectionViewCompositionalLayout {\n"),
                        .lineStart("            "),
                        .text("[weak self, layout] index, environment in\n"),
                        .lineStart("            "),
                        .text("var configuration = layout\n"),
                        .lineStart("            "),
                        .text("let section = self?.titledSection(at: index)\n"),
                        .section(MustacheName(["supplementaries"], MustacheLocation(path_ViewController_swift_mustache, 100, 1)), [
                            .lineStart("            "),
                            .text("configuration."),
                            .variable(MustacheName(["modeProperty"], MustacheLocation(path_ViewController_swift_mustache, 101, 27)), escaped: true),
                            .text(" = "),
                            .variable(MustacheName(["bandCondition"], MustacheLocation(path_ViewController_swift_mustache, 101, 46)), escaped: true),
                            .text(" ? .supplementary : .none\n"),
                        ]),
                        .lineStart("            "),
                        .text("return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)\n"),
                        .lineStart("        "),
                        .text("}\n"),
                    ]),
                    .section(MustacheName(["feed", "hasPageFooter"], MustacheLocation(path_ViewController_swift_mustache, 106, 1)), [
                        .lineStart("        "),
                        .text("// The paging footer: one boundary supplementary item of the whole layout, after every section,\n"),
                        .lineStart("        "),
                        .text("// so that no row's index path changes.\n"),
                        .lineStart("        "),
                        .text("let pageFooterLayout = UICollectionViewCompositionalLayoutConfiguration()\n"),
                        .lineStart("        "),
                        .text("let pageFooterSize = NSCollectionLayoutSize(\n"),
                        .lineStart("            "),
                        .text("widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))\n"),
                        .lineStart("        "),
                        .text("pageFooterLayout.boundarySupplementaryItems = [\n"),
                        .lineStart("            "),
                        .text("NSCollectionLayoutBoundarySupplementaryItem(\n"),
                        .lineStart("                "),
                        .text("layoutSize: pageFooterSize, elementKind: ListPageFooter.elementKind, alignment: .bottom)\n"),
                        .lineStart("        "),
                        .text("]\n"),
                        .lineStart("        "),
                        .text("(collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.configuration = pageFooterLayout\n"),
                    ]),
                ]),
                .lineStart("        "),
                .text("store.onDuplicateRows = { [weak self] rows in self?.onDuplicateRows(rows) }\n"),
                .section(MustacheName(["selection"], MustacheLocation(path_ViewController_swift_mustache, 120, 1)), [
                    .section(MustacheName(["persistent"], MustacheLocation(path_ViewController_swift_mustache, 121, 1)), [
                        .lineStart("        "),
                        .text("store.selection.isPersistent = true\n"),
                    ]),
                ]),
                .section(MustacheName(["editing", "multiSelect"], MustacheLocation(path_ViewController_swift_mustache, 125, 1)), [
                    .lineStart("        "),
                    .text("store.batchSelection.isEnabled = true\n"),
                    .lineStart("        "),
                    .text("store.batchSelection.onChange = { [weak self] in self?.updateBatchButtons() }\n"),
                ]),
                .section(MustacheName(["search"], MustacheLocation(path_ViewController_swift_mustache, 129, 1)), [
                    .lineStart("        "),
                    .text("store.searchPredicate = Self.matchesSearch\n"),
                ]),
                .section(MustacheName(["hasSectionTitlesOrFooters"], MustacheLocation(path_ViewController_swift_mustache, 132, 1)), [
                    .lineStart("        "),
                    .text("store.showsHeaderAndFooter = { section, rowCount in section.showsHeaderAndFooter(withRowCount: rowCount) }\n"),
                ]),
                .section(MustacheName(["indexTitles"], MustacheLocation(path_ViewController_swift_mustache, 135, 1)), [
                    .lineStart("        "),
                    .text("// `indexTitles: true`: the section index shows each section's header title while it shows rows.\n"),
                    .inverted(MustacheName(["dataSections"], MustacheLocation(path_ViewController_swift_mustache, 137, 1)), [
                        .lineStart("        "),
                        .text("store.indexTitle = { section, _ in section.title }\n"),
                    ]),
                    .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_swift_mustache, 140, 1)), [
                        .lineStart("        "),
                        .text("store.indexTitle = { [weak self] section, firstRow in\n"),
                        .lineStart("            "),
                        .text("self.map { section.title(firstRow: firstRow, now: $0.now(), calendar: $0.calendar) }\n"),
                        .lineStart("        "),
                        .text("}\n"),
                    ]),
                ]),
                .inverted(MustacheName(["sectionViews"], MustacheLocation(path_ViewController_swift_mustache, 146, 1)), [
                    .section(MustacheName(["feed", "hasEmptyState"], MustacheLocation(path_ViewController_swift_mustache, 147, 1)), [
                        .lineStart("        "),
                        .text("store.onChange = { [weak self] in self?.updateEmptyState() }\n"),
                    ]),
                ]),
                .section(MustacheName(["sectionViews"], MustacheLocation(path_ViewController_swift_mustache, 151, 1)), [
                    .lineStart("        "),
                    .text("store.onChange = { [weak self] in\n"),
                    .section(MustacheName(["feed", "hasEmptyState"], MustacheLocation(path_ViewController_swift_mustache, 153, 1)), [
                        .lineStart("            "),
                        .text("self?.updateEmptyState()\n"),
                    ]),
                    .lineStart("            "),
                    .text("self?.updateSectionViews()\n"),
                    .lineStart("        "),
                    .text("}\n"),
                ]),
                .section(MustacheName(["hasTitle"], MustacheLocation(path_ViewController_swift_mustache, 159, 1)), [
                    .lineStart("        "),
                    .text("title = "),
                    .variable(MustacheName(["titleLiteral"], MustacheLocation(path_ViewController_swift_mustache, 160, 17)), escaped: true),
                    .text("\n"),
                ]),
                .lineStart("    "),
                .text("}\n\n"),
                .lineStart("    "),
                .text("@available(*, unavailable, message: \""),
                .variable(MustacheName(["viewControllerType"], MustacheLocation(path_ViewController_swift_mustache, 164, 42)), escaped: true),
                .text(" is created in code\")\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_swift_mustache, 165, 5)), escaped: true),
                .text("required init?(coder: NSCoder) {\n"),
                .lineStart("        "),
                .text("fatalError(\""),
                .variable(MustacheName(["viewControllerType"], MustacheLocation(path_ViewController_swift_mustache, 166, 21)), escaped: true),
                .text(" is created in code\")\n"),
                .lineStart("    "),
                .text("}\n\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_swift_mustache, 169, 5)), escaped: true),
                .text("override func loadView() {\n"),
                .lineStart("        "),
                .text("view = "),
                .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_swift_mustache, 170, 16)), escaped: true),
                .text("\n"),
                .lineStart("    "),
                .text("}\n\n"),
                .lineStart("    "),
                .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_swift_mustache, 173, 5)), escaped: true),
                .text("override func viewDidLoad() {\n"),
                .lineStart("        "),
                .text("super.viewDidLoad()\n"),
                .inverted(MustacheName(["selection"], MustacheLocation(path_ViewController_swift_mustache, 175, 1)), [
                    .lineStart("        "),
                    .text("// No event is a tap on the row itself (the buttons are the actions), so rows are not\n"),
                    .lineStart("        "),
                    .text("// selectable: a tap beside the buttons highlights nothing.\n"),
                    .lineStart("        "),
                    .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_swift_mustache, 178, 9)), escaped: true),
                    .text(".allowsSelection = false\n"),
                ]),
                .section(MustacheName(["selection"], MustacheLocation(path_ViewController_swift_mustache, 180, 1)), [
                    .lineStart("        "),
                    .text("// Row taps: the delegate lets only rows of a cell kind with `select` be selected.\n"),
                    .lineStart("        "),
                    .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_swift_mustache, 182, 9)), escaped: true),
                    .text(".delegate = self\n"),
                ]),
                .section(MustacheName(["placements"], MustacheLocation(path_ViewController_swift_mustache, 184, 1)), [
                    .section(MustacheName(["declaresDelegateConformance"], MustacheLocation(path_ViewController_swift_mustache, 185, 1)), [
                        .lineStart("        "),
                        .text("// Swipe actions and context menus come through the delegate.\n"),
                        .lineStart("        "),
                        .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_swift_mustache, 187, 9)), escaped: true),
                        .text(".delegate = self\n"),
                    ]),
                ]),
                .section(MustacheName(["editing", "declaresTableDelegate"], MustacheLocation(path_ViewController_swift_mustache, 190, 1)), [
                    .lineStart("        "),
                    .text("// Which rows show a delete control in edit mode comes through the delegate.\n"),
                    .lineStart("        "),
                    .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_swift_mustache, 192, 9)), escaped: true),
                    .text(".delegate = self\n"),
                ]),
                .section(MustacheName(["editing", "multiSelect"], MustacheLocation(path_ViewController_swift_mustache, 194, 1)), [
                    .lineStart("        "),
                    .text("// `editing.multiSelect`: in edit mode several rows can be selected, for the toolbar's batch buttons\n"),
                    .lineStart("        "),
                    .text("// (enabled while one is).\n"),
                    .section(MustacheName(["listFlagStatements"], MustacheLocation(path_ViewController_swift_mustache, 197, 1)), [
                        .lineStart("        "),
                        .variable(MustacheName([], MustacheLocation(path_ViewController_swift_mustache, 198, 9)), escaped: true),
                        .text("\n"),
                    ]),
                    .lineStart("        "),
                    .text("toolbarItems = batchButtons\n"),
                    .lineStart("        "),
                    .text("updateBatchButtons()\n"),
                ]),
                .section(MustacheName(["isTable"], MustacheLocation(path_ViewController_swift_mustache, 203, 1)), [
                    .section(MustacheName(["hidesSeparators"], MustacheLocation(path_ViewController_swift_mustache, 204, 1)), [
                        .lineStart("        "),
                        .text("// `separators: false`\n"),
                        .lineStart("        "),
                        .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_swift_mustache, 206, 9)), escaped: true),
                        .text(".separatorStyle = .none\n"),
                    ]),
                    .section(MustacheName(["cells"], MustacheLocation(path_ViewController_swift_mustache, 208, 1)), [
                        .lineStart("        "),
                        .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_swift_mustache, 209, 9)), escaped: true),
                        .text(".register("),
                        .variable(MustacheName(["name"], MustacheLocation(path_ViewController_swift_mustache, 209, 35)), escaped: true),
                        .text(".self, forCellReuseIdentifier: "),
                        .variable(MustacheName(["name"], MustacheLocation(path_ViewController_swift_mustache, 209, 74)), escaped: true),
                        .text(".reuseIdentifier)\n"),
                    ]),
                    .section(MustacheName(["sectionViews"], MustacheLocation(path_ViewController_swift_mustache, 211, 1)), [
                        .section(MustacheName(["setsTableDelegate"], MustacheLocation(path_ViewController_swift_mustache, 212, 1)), [
                            .lineStart("        "),
                            .text("// Section header and footer views come from the delegate.\n"),
                            .lineStart("        "),
                            .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_swift_mustache, 214, 9)), escaped: true),
                            .text(".delegate = self\n"),
                        ]),
                        .section(MustacheName(["views"], MustacheLocation(path_ViewController_swift_mustache, 216, 1)), [
                            .lineStart("        "),
                            .variable(MustacheName(["listViewName"], MustacheLocation(path_ViewController_swift_mustache, 217, 9)), escaped: true),
                            .text(".register(\n"),
                            .lineStart("            "),
                            .text("UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "),
                            .variable(MustacheName(["reuseIdentifierLiteral"], MustacheLocation(path_ViewController_swift_mustache, 218, 83)), escaped: true),
                            .text(")\n"),
                        ]),
                    ]),
                ]),
                .partial(MustachePartialTag(name: .fixed("ViewController-load"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 222, 1))),
                .partial(MustachePartialTag(name: .fixed("ViewController-feed-load"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 223, 1))),
                .section(MustacheName(["search"], MustacheLocation(path_ViewController_swift_mustache, 224, 1)), [
                    .lineStart("        "),
                    .text("setUpSearch()\n"),
                ]),
                .lineStart("        "),
                .text("onViewDidLoad?(self)\n"),
                .lineStart("    "),
                .text("}\n"),
                .partial(MustachePartialTag(name: .fixed("ViewController-rows"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 229, 1))),
                .section(MustacheName(["looksUpTitledSections"], MustacheLocation(path_ViewController_swift_mustache, 230, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// The section at `index` when it shows its header and footer now (a section with no rows shows\n"),
                    .lineStart("    "),
                    .text("/// neither, unless `showWhenEmpty`), else nil.\n"),
                    .lineStart("    "),
                    .text("private func titledSection(at index: Int) -> "),
                    .variable(MustacheName(["sectionType"], MustacheLocation(path_ViewController_swift_mustache, 234, 50)), escaped: true),
                    .text("? {\n"),
                    .inverted(MustacheName(["dataSections"], MustacheLocation(path_ViewController_swift_mustache, 235, 1)), [
                        .lineStart("        "),
                        .text("guard let section = "),
                        .variable(MustacheName(["sectionType"], MustacheLocation(path_ViewController_swift_mustache, 236, 29)), escaped: true),
                        .text("(rawValue: index),\n"),
                        .lineStart("            "),
                        .text("section.showsHeaderAndFooter(withRowCount: "),
                        .variable(MustacheName(["sectionRowCountExpression"], MustacheLocation(path_ViewController_swift_mustache, 237, 56)), escaped: true),
                        .text(")\n"),
                        .lineStart("        "),
                        .text("else { return nil }\n"),
                    ]),
                    .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_swift_mustache, 240, 1)), [
                        .lineStart("        "),
                        .text("guard let section = store.section(at: index),\n"),
                        .lineStart("            "),
                        .text("section.showsHeaderAndFooter(withRowCount: store.rowCount(inSection: index))\n"),
                        .lineStart("        "),
                        .text("else { return nil }\n"),
                    ]),
                    .lineStart("        "),
                    .text("return section\n"),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .section(MustacheName(["dataSections"], MustacheLocation(path_ViewController_swift_mustache, 248, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// The header title of the section at `index` now, or nil when there is no such section or it\n"),
                    .lineStart("    "),
                    .text("/// shows no rows (during a search): worked out each time the list asks, from its first row,\n"),
                    .lineStart("    "),
                    .text("/// `now()` and `calendar`.\n"),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_swift_mustache, 253, 5)), escaped: true),
                    .text("func title(ofSectionAt index: Int) -> String? {\n"),
                    .lineStart("        "),
                    .text("guard let section = titledSection(at: index), let firstRow = store.rows(in: section).first else { return nil }\n"),
                    .lineStart("        "),
                    .text("return section.title(firstRow: firstRow, now: now(), calendar: calendar)\n"),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .partial(MustachePartialTag(name: .fixed("ViewController-feed"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 258, 1))),
                .partial(MustachePartialTag(name: .fixed("ViewController-search"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 259, 1))),
                .partial(MustachePartialTag(name: .fixed("ViewController-section-views"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 260, 1))),
                .text("\n"),
                .lineStart("    "),
                .text("// MARK: - Taps\n"),
                .section(MustacheName(["events"], MustacheLocation(path_ViewController_swift_mustache, 263, 1)), [
                    .text("\n"),
                    .section(MustacheName(["isSwitch"], MustacheLocation(path_ViewController_swift_mustache, 265, 1)), [
                        .lineStart("    "),
                        .text("/// Handles a toggle of the "),
                        .variable(MustacheName(["description"], MustacheLocation(path_ViewController_swift_mustache, 266, 33)), escaped: true),
                        .text(" switch of the row now at `indexPath`; `isOn` is its new value.\n"),
                    ]),
                    .inverted(MustacheName(["isSwitch"], MustacheLocation(path_ViewController_swift_mustache, 268, 1)), [
                        .section(MustacheName(["hasButton"], MustacheLocation(path_ViewController_swift_mustache, 269, 1)), [
                            .lineStart("    "),
                            .text("/// Handles a tap on the "),
                            .variable(MustacheName(["description"], MustacheLocation(path_ViewController_swift_mustache, 270, 30)), escaped: true),
                            .text(" button of the row now at `indexPath`.\n"),
                        ]),
                    ]),
                    .inverted(MustacheName(["hasButton"], MustacheLocation(path_ViewController_swift_mustache, 273, 1)), [
                        .lineStart("    "),
                        .text("/// Handles the "),
                        .variable(MustacheName(["description"], MustacheLocation(path_ViewController_swift_mustache, 274, 21)), escaped: true),
                        .text(" event (a swipe action, menu item or accessibility action) of the\n"),
                        .lineStart("    "),
                        .text("/// row now at `indexPath`.\n"),
                    ]),
                    .lineStart("    "),
                    .text("/// The row is looked up now, from the current data, never from when the cell was configured.\n"),
                    .section(MustacheName(["sendsControl"], MustacheLocation(path_ViewController_swift_mustache, 278, 1)), [
                        .lineStart("    "),
                        .text("/// `control` is the button that was tapped (nil for a swipe action, menu item or VoiceOver action):\n"),
                        .lineStart("    "),
                        .text("/// a popover or action sheet points at it while it is in the cell that shows the row.\n"),
                    ]),
                    .section(MustacheName(["asksFirst"], MustacheLocation(path_ViewController_swift_mustache, 282, 1)), [
                        .lineStart("    "),
                        .text("/// It asks first (an alert); the row is looked up again, by its ID, when the user confirms.\n"),
                    ]),
                    .lineStart("    "),
                    .variable(MustacheName(["screen", "accessPrefix"], MustacheLocation(path_ViewController_swift_mustache, 285, 5)), escaped: true),
                    .text("func "),
                    .variable(MustacheName(["tapMethod"], MustacheLocation(path_ViewController_swift_mustache, 285, 33)), escaped: true),
                    .text("("),
                    .variable(MustacheName(["valueParameter"], MustacheLocation(path_ViewController_swift_mustache, 285, 47)), escaped: true),
                    .text("at indexPath: IndexPath"),
                    .variable(MustacheName(["controlParameter"], MustacheLocation(path_ViewController_swift_mustache, 285, 88)), escaped: true),
                    .text(") {\n"),
                    .section(MustacheName(["singleCase"], MustacheLocation(path_ViewController_swift_mustache, 286, 1)), [
                        .lineStart("        "),
                        .text("guard let "),
                        .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_swift_mustache, 287, 19)), escaped: true),
                        .text(" = row(at: indexPath) else { return }\n"),
                        .section(MustacheName(["confirm"], MustacheLocation(path_ViewController_swift_mustache, 288, 1)), [
                            .lineStart("        "),
                            .text("let id = "),
                            .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_swift_mustache, 289, 18)), escaped: true),
                            .text(".id\n"),
                            .lineStart("        "),
                            .variable(MustacheName(["confirmation", "methodName"], MustacheLocation(path_ViewController_swift_mustache, 290, 9)), escaped: true),
                            .text("(\n"),
                            .lineStart("            "),
                            .text("title: "),
                            .variable(MustacheName(["titleLiteral"], MustacheLocation(path_ViewController_swift_mustache, 291, 20)), escaped: true),
                            .text(", message: "),
                            .variable(MustacheName(["messageLiteral"], MustacheLocation(path_ViewController_swift_mustache, 291, 47)), escaped: true),
                            .text(",\n"),
                            .lineStart("            "),
                            .text("button: "),
                            .variable(MustacheName(["buttonLiteral"], MustacheLocation(path_ViewController_swift_mustache, 292, 21)), escaped: true),
                            .text(", style: ."),
                            .variable(MustacheName(["buttonStyle"], MustacheLocation(path_ViewController_swift_mustache, 292, 48)), escaped: true),
                            .variable(MustacheName(["asksArgument"], MustacheLocation(path_ViewController_swift_mustache, 292, 63)), escaped: true),
                            .variable(MustacheName(["anchorArgument"], MustacheLocation(path_ViewController_swift_mustache, 292, 79)), escaped: true),
                            .text("\n"),
                            .lineStart("        "),
                            .text(") { [weak self] in\n"),
                            .lineStart("            "),
                            .text("// Looked up again, by ID: the row may have moved, or gone, while the alert was up.\n"),
                            .lineStart("            "),
                            .text("guard let self, let indexPath = self.indexPath(forRowID: id), let "),
                            .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_swift_mustache, 295, 79)), escaped: true),
                            .text(" = self.row(at: indexPath)\n"),
                            .lineStart("            "),
                            .text("else { return }\n"),
                            .section(MustacheName(["stillOfferedExpression"], MustacheLocation(path_ViewController_swift_mustache, 297, 1)), [
                                .lineStart("            "),
                                .text("// Still offered? It may have been disabled or hidden while the alert was up.\n"),
                                .lineStart("            "),
                                .text("guard "),
                                .variable(MustacheName(["stillOfferedExpression"], MustacheLocation(path_ViewController_swift_mustache, 299, 19)), escaped: true),
                                .text(" else { return }\n"),
                            ]),
                            .section(MustacheName(["hasRoute"], MustacheLocation(path_ViewController_swift_mustache, 301, 1)), [
                                .lineStart("            "),
                                .text("self.router.navigate(to: "),
                                .variable(MustacheName(["routeExpression"], MustacheLocation(path_ViewController_swift_mustache, 302, 38)), escaped: true),
                                .text(", from: self"),
                                .variable(MustacheName(["navigateAnchorArgument"], MustacheLocation(path_ViewController_swift_mustache, 302, 69)), escaped: true),
                                .text(")\n"),
                            ]),
                            .inverted(MustacheName(["hasRoute"], MustacheLocation(path_ViewController_swift_mustache, 304, 1)), [
                                .lineStart("            "),
                                .text("self.actionHandler?."),
                                .variable(MustacheName(["screen", "actionHandlerMethod"], MustacheLocation(path_ViewController_swift_mustache, 305, 33)), escaped: true),
                                .text("(self, perform: ."),
                                .variable(MustacheName(["actionCaseName"], MustacheLocation(path_ViewController_swift_mustache, 305, 80)), escaped: true),
                                .text("("),
                                .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_swift_mustache, 305, 99)), escaped: true),
                                .variable(MustacheName(["valueArgument"], MustacheLocation(path_ViewController_swift_mustache, 305, 116)), escaped: true),
                                .text("))\n"),
                            ]),
                            .lineStart("        "),
                            .text("}\n"),
                        ]),
                        .inverted(MustacheName(["confirm"], MustacheLocation(path_ViewController_swift_mustache, 309, 1)), [
                            .section(MustacheName(["hasRoute"], MustacheLocation(path_ViewController_swift_mustache, 310, 1)), [
                                .lineStart("        "),
                                .text("router.navigate(to: "),
                                .variable(MustacheName(["routeExpression"], MustacheLocation(path_ViewController_swift_mustache, 311, 29)), escaped: true),
                                .text(", from: self"),
                                .variable(MustacheName(["navigateAnchorArgument"], MustacheLocation(path_ViewController_swift_mustache, 311, 60)), escaped: true),
                                .text(")\n"),
                            ]),
                            .inverted(MustacheName(["hasRoute"], MustacheLocation(path_ViewController_swift_mustache, 313, 1)), [
                                .lineStart("        "),
                                .text("actionHandler?."),
                                .variable(MustacheName(["screen", "actionHandlerMethod"], MustacheLocation(path_ViewController_swift_mustache, 314, 24)), escaped: true),
                                .text("(self, perform: ."),
                                .variable(MustacheName(["actionCaseName"], MustacheLocation(path_ViewController_swift_mustache, 314, 71)), escaped: true),
                                .text("("),
                                .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_swift_mustache, 314, 90)), escaped: true),
                                .variable(MustacheName(["valueArgument"], MustacheLocation(path_ViewController_swift_mustache, 314, 107)), escaped: true),
                                .text("))\n"),
                            ]),
                        ]),
                    ]),
                    .inverted(MustacheName(["singleCase"], MustacheLocation(path_ViewController_swift_mustache, 318, 1)), [
                        .lineStart("        "),
                        .text("guard let row = row(at: indexPath) else { return }\n"),
                        .lineStart("        "),
                        .text("switch row {\n"),
                        .section(MustacheName(["cases"], MustacheLocation(path_ViewController_swift_mustache, 321, 1)), [
                            .section(MustacheName(["handles"], MustacheLocation(path_ViewController_swift_mustache, 322, 1)), [
                                .section(MustacheName(["confirm"], MustacheLocation(path_ViewController_swift_mustache, 323, 1)), [
                                    .lineStart("        "),
                                    .text("case ."),
                                    .variable(MustacheName(["rowCaseName"], MustacheLocation(path_ViewController_swift_mustache, 324, 15)), escaped: true),
                                    .variable(MustacheName(["caseBinding"], MustacheLocation(path_ViewController_swift_mustache, 324, 30)), escaped: true),
                                    .text(":\n"),
                                    .lineStart("            "),
                                    .text("let id = row.id\n"),
                                    .lineStart("            "),
                                    .variable(MustacheName(["confirmation", "methodName"], MustacheLocation(path_ViewController_swift_mustache, 326, 13)), escaped: true),
                                    .text("(\n"),
                                    .lineStart("                "),
                                    .text("title: "),
                                    .variable(MustacheName(["titleLiteral"], MustacheLocation(path_ViewController_swift_mustache, 327, 24)), escaped: true),
                                    .text(", message: "),
                                    .variable(MustacheName(["messageLiteral"], MustacheLocation(path_ViewController_swift_mustache, 327, 51)), escaped: true),
                                    .text(",\n"),
                                    .lineStart("                "),
                                    .text("button: "),
                                    .variable(MustacheName(["buttonLiteral"], MustacheLocation(path_ViewController_swift_mustache, 328, 25)), escaped: true),
                                    .text(", style: ."),
                                    .variable(MustacheName(["buttonStyle"], MustacheLocation(path_ViewController_swift_mustache, 328, 52)), escaped: true),
                                    .variable(MustacheName(["asksArgument"], MustacheLocation(path_ViewController_swift_mustache, 328, 67)), escaped: true),
                                    .variable(MustacheName(["anchorArgument"], MustacheLocation(path_ViewController_swift_mustache, 328, 83)), escaped: true),
                                    .text("\n"),
                                    .lineStart("            "),
                                    .text(") { [weak self] in\n"),
                                    .lineStart("                "),
                                    .text("// Looked up again, by ID: the row may have moved, or gone, while the alert was up.\n"),
                                    .lineStart("                "),
                                    .text("guard let self, let indexPath = self.indexPath(forRowID: id),\n"),
                                    .lineStart("                    "),
                                    .text("case ."),
                                    .variable(MustacheName(["rowCaseName"], MustacheLocation(path_ViewController_swift_mustache, 332, 27)), escaped: true),
                                    .text("(let "),
                                    .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_swift_mustache, 332, 47)), escaped: true),
                                    .text(")? = self.row(at: indexPath)\n"),
                                    .lineStart("                "),
                                    .text("else { return }\n"),
                                    .section(MustacheName(["stillOfferedExpression"], MustacheLocation(path_ViewController_swift_mustache, 334, 1)), [
                                        .lineStart("                "),
                                        .text("// Still offered? It may have been disabled or hidden while the alert was up.\n"),
                                        .lineStart("                "),
                                        .text("guard "),
                                        .variable(MustacheName(["stillOfferedExpression"], MustacheLocation(path_ViewController_swift_mustache, 336, 23)), escaped: true),
                                        .text(" else { return }\n"),
                                    ]),
                                    .section(MustacheName(["hasRoute"], MustacheLocation(path_ViewController_swift_mustache, 338, 1)), [
                                        .lineStart("                "),
                                        .text("self.router.navigate(to: "),
                                        .variable(MustacheName(["routeExpression"], MustacheLocation(path_ViewController_swift_mustache, 339, 42)), escaped: true),
                                        .text(", from: self"),
                                        .variable(MustacheName(["navigateAnchorArgument"], MustacheLocation(path_ViewController_swift_mustache, 339, 73)), escaped: true),
                                        .text(")\n"),
                                    ]),
                                    .inverted(MustacheName(["hasRoute"], MustacheLocation(path_ViewController_swift_mustache, 341, 1)), [
                                        .lineStart("                "),
                                        .text("self.actionHandler?."),
                                        .variable(MustacheName(["screen", "actionHandlerMethod"], MustacheLocation(path_ViewController_swift_mustache, 342, 37)), escaped: true),
                                        .text("(self, perform: ."),
                                        .variable(MustacheName(["actionCaseName"], MustacheLocation(path_ViewController_swift_mustache, 342, 84)), escaped: true),
                                        .text("("),
                                        .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_swift_mustache, 342, 103)), escaped: true),
                                        .variable(MustacheName(["valueArgument"], MustacheLocation(path_ViewController_swift_mustache, 342, 120)), escaped: true),
                                        .text("))\n"),
                                    ]),
                                    .lineStart("            "),
                                    .text("}\n"),
                                ]),
                                .inverted(MustacheName(["confirm"], MustacheLocation(path_ViewController_swift_mustache, 346, 1)), [
                                    .lineStart("        "),
                                    .text("case ."),
                                    .variable(MustacheName(["rowCaseName"], MustacheLocation(path_ViewController_swift_mustache, 347, 15)), escaped: true),
                                    .text("(let "),
                                    .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_swift_mustache, 347, 35)), escaped: true),
                                    .text("):\n"),
                                    .section(MustacheName(["hasRoute"], MustacheLocation(path_ViewController_swift_mustache, 348, 1)), [
                                        .lineStart("            "),
                                        .text("router.navigate(to: "),
                                        .variable(MustacheName(["routeExpression"], MustacheLocation(path_ViewController_swift_mustache, 349, 33)), escaped: true),
                                        .text(", from: self"),
                                        .variable(MustacheName(["navigateAnchorArgument"], MustacheLocation(path_ViewController_swift_mustache, 349, 64)), escaped: true),
                                        .text(")\n"),
                                    ]),
                                    .inverted(MustacheName(["hasRoute"], MustacheLocation(path_ViewController_swift_mustache, 351, 1)), [
                                        .lineStart("            "),
                                        .text("actionHandler?."),
                                        .variable(MustacheName(["screen", "actionHandlerMethod"], MustacheLocation(path_ViewController_swift_mustache, 352, 28)), escaped: true),
                                        .text("(self, perform: ."),
                                        .variable(MustacheName(["actionCaseName"], MustacheLocation(path_ViewController_swift_mustache, 352, 75)), escaped: true),
                                        .text("("),
                                        .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_swift_mustache, 352, 94)), escaped: true),
                                        .variable(MustacheName(["valueArgument"], MustacheLocation(path_ViewController_swift_mustache, 352, 111)), escaped: true),
                                        .text("))\n"),
                                    ]),
                                ]),
                            ]),
                            .inverted(MustacheName(["handles"], MustacheLocation(path_ViewController_swift_mustache, 356, 1)), [
                                .lineStart("        "),
                                .text("case ."),
                                .variable(MustacheName(["rowCaseName"], MustacheLocation(path_ViewController_swift_mustache, 357, 15)), escaped: true),
                                .text(":\n"),
                                .lineStart("            "),
                                .text("break\n"),
                            ]),
                        ]),
                        .lineStart("        "),
                        .text("}\n"),
                    ]),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .partial(MustachePartialTag(name: .fixed("ViewController-selection"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 365, 1))),
                .partial(MustachePartialTag(name: .fixed("ViewController-confirmation"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 366, 1))),
                .partial(MustachePartialTag(name: .fixed("ViewController-anchors"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 367, 1))),
                .section(MustacheName(["routeChoices"], MustacheLocation(path_ViewController_swift_mustache, 368, 1)), [
                    .text("\n"),
                    .lineStart("    "),
                    .text("/// The route of "),
                    .variable(MustacheName(["description"], MustacheLocation(path_ViewController_swift_mustache, 370, 22)), escaped: true),
                    .text(", chosen by the row's `"),
                    .variable(MustacheName(["field"], MustacheLocation(path_ViewController_swift_mustache, 370, 60)), escaped: true),
                    .text("` as it is at the tap.\n"),
                    .lineStart("    "),
                    .text("private func "),
                    .variable(MustacheName(["methodName"], MustacheLocation(path_ViewController_swift_mustache, 371, 18)), escaped: true),
                    .text("(_ "),
                    .variable(MustacheName(["parameterName"], MustacheLocation(path_ViewController_swift_mustache, 371, 35)), escaped: true),
                    .text(": "),
                    .variable(MustacheName(["modelType"], MustacheLocation(path_ViewController_swift_mustache, 371, 54)), escaped: true),
                    .text(") -> "),
                    .variable(MustacheName(["routeType"], MustacheLocation(path_ViewController_swift_mustache, 371, 72)), escaped: true),
                    .text(" {\n"),
                    .section(MustacheName(["cases"], MustacheLocation(path_ViewController_swift_mustache, 372, 1)), [
                        .lineStart("        "),
                        .text("if "),
                        .variable(MustacheName(["conditionExpression"], MustacheLocation(path_ViewController_swift_mustache, 373, 12)), escaped: true),
                        .text(" { return "),
                        .variable(MustacheName(["routeExpression"], MustacheLocation(path_ViewController_swift_mustache, 373, 45)), escaped: true),
                        .text(" }\n"),
                    ]),
                    .lineStart("        "),
                    .text("return "),
                    .variable(MustacheName(["defaultRouteExpression"], MustacheLocation(path_ViewController_swift_mustache, 375, 16)), escaped: true),
                    .text("\n"),
                    .lineStart("    "),
                    .text("}\n"),
                ]),
                .partial(MustachePartialTag(name: .fixed("ViewController-placements"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 378, 1))),
                .partial(MustachePartialTag(name: .fixed("ViewController-editing"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 379, 1))),
                .text("\n"),
                .lineStart("    "),
                .text("// MARK: - Cells\n"),
                .partial(MustachePartialTag(name: .fixed("ViewController-cells"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 382, 1))),
                .lineStart(""),
                .text("}\n"),
                .partial(MustachePartialTag(name: .fixed("ViewController-conformances"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 384, 1))),
                .partial(MustachePartialTag(name: .fixed("ViewController-selection-conformance"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 385, 1))),
                .partial(MustachePartialTag(name: .fixed("ViewController-feed-conformance"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 386, 1))),
                .partial(MustachePartialTag(name: .fixed("ViewController-search-conformance"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 387, 1))),
                .partial(MustachePartialTag(name: .fixed("ViewController-placement-conformance"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 388, 1))),
                .partial(MustachePartialTag(name: .fixed("ViewController-editing-conformance"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 389, 1))),
                .partial(MustachePartialTag(name: .fixed("ViewController-section-views-conformance"), indent: "", location: MustacheLocation(path_ViewController_swift_mustache, 390, 1))),
            ]),
        ])

    private static let parsed_header_mustache = MustacheTemplate(
        name: path_header_mustache, source: sources["header.mustache"]!,
        nodes: [
            .lineStart(""),
            .text("// "),
            .variable(MustacheName(["fileName"], MustacheLocation(path_header_mustache, 2, 4)), escaped: true),
            .text("\n"),
            .lineStart(""),
            .text("// Generated by listgen from "),
            .variable(MustacheName(["specFileName"], MustacheLocation(path_header_mustache, 3, 30)), escaped: true),
            .text(". Do not edit: change the spec and run listgen again.\n\n"),
            .section(MustacheName(["importsSafariServices"], MustacheLocation(path_header_mustache, 5, 1)), [
                .lineStart(""),
                .text("import "),
                .variable(MustacheName(["safariServicesModule"], MustacheLocation(path_header_mustache, 6, 8)), escaped: true),
                .text("\n"),
            ]),
            .lineStart(""),
            .text("import "),
            .variable(MustacheName(["framework"], MustacheLocation(path_header_mustache, 8, 8)), escaped: true),
            .text("\n"),
        ])
}

private let path_Action_swift_mustache = "Templates/Action.swift.mustache"
private let path_Cell_content_mustache = "Templates/Cell-content.mustache"
private let path_Cell_swift_mustache = "Templates/Cell.swift.mustache"
private let path_ListRowStore_anchors_mustache = "Templates/ListRowStore-anchors.mustache"
private let path_ListRowStore_collapse_mustache = "Templates/ListRowStore-collapse.mustache"
private let path_ListRowStore_images_mustache = "Templates/ListRowStore-images.mustache"
private let path_ListRowStore_search_mustache = "Templates/ListRowStore-search.mustache"
private let path_ListRowStore_selection_mustache = "Templates/ListRowStore-selection.mustache"
private let path_ListRowStore_swift_mustache = "Templates/ListRowStore.swift.mustache"
private let path_Model_swift_mustache = "Templates/Model.swift.mustache"
private let path_Route_swift_mustache = "Templates/Route.swift.mustache"
private let path_Router_swift_mustache = "Templates/Router.swift.mustache"
private let path_Row_swift_mustache = "Templates/Row.swift.mustache"
private let path_Section_swift_mustache = "Templates/Section.swift.mustache"
private let path_Strings_swift_mustache = "Templates/Strings.swift.mustache"
private let path_ViewController_anchors_mustache = "Templates/ViewController-anchors.mustache"
private let path_ViewController_cells_mustache = "Templates/ViewController-cells.mustache"
private let path_ViewController_confirmation_mustache = "Templates/ViewController-confirmation.mustache"
private let path_ViewController_conformances_mustache = "Templates/ViewController-conformances.mustache"
private let path_ViewController_editing_conformance_mustache = "Templates/ViewController-editing-conformance.mustache"
private let path_ViewController_editing_delegate_mustache = "Templates/ViewController-editing-delegate.mustache"
private let path_ViewController_editing_mustache = "Templates/ViewController-editing.mustache"
private let path_ViewController_feed_conformance_mustache = "Templates/ViewController-feed-conformance.mustache"
private let path_ViewController_feed_load_mustache = "Templates/ViewController-feed-load.mustache"
private let path_ViewController_feed_mustache = "Templates/ViewController-feed.mustache"
private let path_ViewController_load_mustache = "Templates/ViewController-load.mustache"
private let path_ViewController_persistent_selection_mustache = "Templates/ViewController-persistent-selection.mustache"
private let path_ViewController_placement_conformance_mustache = "Templates/ViewController-placement-conformance.mustache"
private let path_ViewController_placement_delegate_mustache = "Templates/ViewController-placement-delegate.mustache"
private let path_ViewController_placement_item_mustache = "Templates/ViewController-placement-item.mustache"
private let path_ViewController_placement_items_mustache = "Templates/ViewController-placement-items.mustache"
private let path_ViewController_placements_mustache = "Templates/ViewController-placements.mustache"
private let path_ViewController_rows_mustache = "Templates/ViewController-rows.mustache"
private let path_ViewController_search_conformance_mustache = "Templates/ViewController-search-conformance.mustache"
private let path_ViewController_search_mustache = "Templates/ViewController-search.mustache"
private let path_ViewController_section_views_conformance_mustache = "Templates/ViewController-section-views-conformance.mustache"
private let path_ViewController_section_views_mustache = "Templates/ViewController-section-views.mustache"
private let path_ViewController_selection_conformance_mustache = "Templates/ViewController-selection-conformance.mustache"
private let path_ViewController_selection_tap_mustache = "Templates/ViewController-selection-tap.mustache"
private let path_ViewController_selection_mustache = "Templates/ViewController-selection.mustache"
private let path_ViewController_storage_mustache = "Templates/ViewController-storage.mustache"
private let path_ViewController_swift_mustache = "Templates/ViewController.swift.mustache"
private let path_header_mustache = "Templates/header.mustache"
