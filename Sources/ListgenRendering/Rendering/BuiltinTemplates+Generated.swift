// BuiltinTemplates+Generated.swift
// Generated from Templates/ by `LISTGEN_RECORD=1 swift test --filter FreshnessTests`. Do not edit.

extension BuiltinTemplates {
    /// The built-in templates by file name, embedded so the binary needs no resources at run time.
    static let sources: [String: String] = [
        "Action.swift.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
        /// A button tap of the {{screen.name}} screen that does not navigate: the spec gives its event no route.
        {{screen.accessPrefix}}enum {{screen.actionType}}: Hashable, Sendable {
        {{#actions}}
            /// {{description}}
            case {{caseName}}({{modelType}})
        {{/actions}}
        }

        /// Performs the actions of the {{screen.name}} screen. The controller holds it weakly.
        @MainActor
        {{screen.accessPrefix}}protocol {{screen.actionHandlingType}}: AnyObject {
            /// Performs `action`, triggered by a button in `controller`'s list.
            func {{screen.actionHandlerMethod}}(_ controller: {{screen.viewControllerType}}, perform action: {{screen.actionType}})
        }

        """#,
        "Cell-content.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
        {{#contentView}}
        /// Your view for the rows of a `{{cell.name}}`: it shows one `{{cell.modelType}}`, and the cell does the rest.
        ///
        /// The cell creates the view once, pins it to its content view's layout margins with Auto Layout,
        /// wires its buttons with `UIAction` (add no target or action of your own), calls `show(_:)` from
        /// `configure(with:at:)` and `prepareForReuse()` from its own. The view decides how a row looks.
        @MainActor
        {{screen.accessPrefix}}protocol {{protocolName}}: UIView {
            /// Creates the view, laid out with Auto Layout.
            init()
            /// Shows `{{cell.parameterName}}`. Called each time the cell shows a row, a recycled cell too.
            func show(_ {{cell.parameterName}}: {{cell.modelType}})
            /// Clears what `show(_:)` set. Called from the cell's `prepareForReuse()`.
            func prepareForReuse()
        {{#controlEvents}}
            /// The {{description}} button. The cell wires it; its title and look are yours.
            var {{buttonName}}: UIButton { get }
        {{/controlEvents}}
        }

        {{/contentView}}

        """#,
        "Cell.swift.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
        {{#cell}}
        {{> Cell-content}}
        {{#hasDelegate}}
        /// Receives the button taps of a `{{name}}`.
        @MainActor
        {{screen.accessPrefix}}protocol {{delegateProtocol}}: AnyObject {
        {{#hookEvents}}
        {{#hasButton}}
            /// The {{description}} button of `cell` was tapped.
        {{/hasButton}}
        {{^hasButton}}
            /// The {{description}} accessibility action of `cell` was performed.
        {{/hasButton}}
            func {{tapMethod}}(in cell: {{cellName}})
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
        {{#hasButton}}
            /// Called when the {{description}} button is tapped. Cleared in `prepareForReuse()`.
        {{/hasButton}}
        {{^hasButton}}
            /// Called when the {{description}} accessibility action is performed (the event has no button).
            /// Cleared in `prepareForReuse()`.
        {{/hasButton}}
            var {{closureName}}: (() -> Void)?
        {{/hookEvents}}

        {{/hasClosures}}
        {{#hasDelegate}}
            /// Receives button taps. Weak, so the cell never keeps its controller alive.
            weak var delegate: (any {{delegateProtocol}})?

        {{/hasDelegate}}
            /// The stable ID of the row this cell shows, or nil while it shows none.
            private(set) var rowID: {{modelIDType}}?
        {{#usesListContentView}}
            /// Shows the row's text and image, above the buttons.
            private let listContentView = UIListContentView(configuration: .cell())
        {{/usesListContentView}}
        {{#contentView}}
            /// Your `{{viewType}}`, created once with the cell. Typed by its protocol, so the compiler checks
            /// that the view conforms to `{{protocolName}}`.
            let content: some {{protocolName}} = {{viewType}}()
        {{/contentView}}
        {{#events}}
        {{#hasButton}}
        {{^cell.hasContentView}}
            private let {{buttonName}} = UIButton(configuration: .plain())
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
        {{/hasContentView}}
        {{^hasContentView}}
        {{^display.hasContent}}
                {{contentTarget}} = defaultContentConfiguration()
        {{/display.hasContent}}
        {{#display.hasContent}}
                var content = defaultContentConfiguration()
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
        {{/display}}
                {{contentTarget}} = content
        {{/display.hasContent}}
        {{/hasContentView}}
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
        {{#hasContentView}}
                content.prepareForReuse()
        {{/hasContentView}}
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

        {{#hasButton}}
            /// Reports a tap on the {{description}} button{{#hasAccessibilityAction}} (or its accessibility action){{/hasAccessibilityAction}}.
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
        {{#needsAccessibilityLabel}}
                {{buttonName}}.accessibilityLabel = {{accessibilityLabelLiteral}}
        {{/needsAccessibilityLabel}}
                {{buttonName}}.accessibilityIdentifier = {{accessibilityIdentifierLiteral}}
                {{buttonName}}.addAction(UIAction { [weak self] _ in self?.{{reportMethod}}() }, for: .primaryActionTriggered)

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
            private func buttonLine(_ lineButtons: [UIButton]) -> UIStackView {
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
        "ListRowStore.swift.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
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
        ///
        /// `Section`'s raw values are its positions in `allCases` (as in every generated section enum).
        @MainActor
        final class ListRowStore<Section, Row>
        where
            Section: CaseIterable & Hashable & Sendable & RawRepresentable, Section.RawValue == Int,
            Row: Identifiable & Equatable, Row.ID: Sendable
        {
            /// How the list shows a change of the rows.
            enum Display {
                /// Not connected yet (the view has not loaded): changes are only stored.
                case none
                /// A diffable data source over the IDs of `snapshot`: `apply` shows a snapshot, animated or not.
                case diffable(UIView, apply: (NSDiffableDataSourceSnapshot<Section, Row.ID>, Bool) -> Void)
                /// A classic table data source over `rows(in:)`.
                case table(UITableView)
                /// A classic collection data source over `rows(in:)`.
                case collection(UICollectionView)
            }

            /// How a classic list animates a change (a diffable list diffs the snapshots instead).
            private enum ClassicChange {
                case reload
                case insert([IndexPath])
                case delete([IndexPath])
                case move(IndexPath, IndexPath)
                case reconfigure([IndexPath])

                var isReload: Bool {
                    if case .reload = self { return true }
                    return false
                }
            }

            /// The rows of each section, in `Section.allCases` order.
            private var sections: [[Row]]
            /// Every row, by ID (the diffable cell provider looks rows up here).
            private var rowsByID: [Row.ID: Row] = [:]
            /// How changes reach the list; set when the view loads.
            var display: Display = .none
            /// Gets the rows dropped because their ID was already in the list.
            var onDuplicateRows: ([Row]) -> Void = { _ in }
            /// Called after every change of the rows (the empty state follows it).
            var onChange: () -> Void = {}
            /// Whether a section shows its header and footer with a number of rows (the screen's
            /// `showsHeaderAndFooter(withRowCount:)` of its section enum); nil when the screen has no section
            /// texts. A change that makes a section's header and footer appear or go reloads that section: a
            /// list reads a section's titles when it loads the section, not when one of its rows changes.
            var showsHeaderAndFooter: ((Section, Int) -> Bool)?

            init() {
                sections = Section.allCases.map { _ in [] }
            }

            // MARK: Reading

            /// Whether the list has no rows.
            var isEmpty: Bool { !sections.contains { !$0.isEmpty } }

            /// The number of sections (all of `Section.allCases`, with rows or not).
            var sectionCount: Int { sections.count }

            /// The number of rows in the section at `index`.
            func rowCount(inSection index: Int) -> Int { sections[index].count }

            /// The rows of `section`, in display order.
            func rows(in section: Section) -> [Row] { sections[section.rawValue] }

            /// The row a classic data source shows at `indexPath`: the list asks only for index paths it was
            /// told about, so a missing row is a bug in this code, and stops with a clear message.
            func rowForCell(at indexPath: IndexPath) -> Row {
                guard let row = row(at: indexPath) else { preconditionFailure("ListRowStore: no row at \(indexPath)") }
                return row
            }

            /// The row with `id`, or nil when it is not in the list.
            func row(withID id: Row.ID) -> Row? { rowsByID[id] }

            /// The row at `indexPath` now, or nil when there is none.
            func row(at indexPath: IndexPath) -> Row? {
                guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item)
                else { return nil }
                return sections[indexPath.section][indexPath.item]
            }

            /// Where the row with `id` is now, or nil when it is not in the list.
            func indexPath(forRowID id: Row.ID) -> IndexPath? {
                guard rowsByID[id] != nil else { return nil }
                for (section, rows) in sections.enumerated() {
                    if let item = rows.firstIndex(where: { $0.id == id }) { return IndexPath(item: item, section: section) }
                }
                return nil
            }

            /// Whether `indexPath` is the last row of the list, counted over every section.
            func isLastRow(_ indexPath: IndexPath) -> Bool {
                guard let section = sections.indices.last(where: { !sections[$0].isEmpty }) else { return false }
                return indexPath.section == section && indexPath.item == sections[section].count - 1
            }

            /// The rows' IDs by section, for a diffable data source.
            var snapshot: NSDiffableDataSourceSnapshot<Section, Row.ID> {
                var snapshot = NSDiffableDataSourceSnapshot<Section, Row.ID>()
                snapshot.appendSections(Array(Section.allCases))
                for (section, rows) in zip(Section.allCases, sections) {
                    snapshot.appendItems(rows.map(\.id), toSection: section)
                }
                return snapshot
            }

            // MARK: Changing

            /// Replaces every row; a section missing from `rows` becomes empty.
            func setRows(_ rows: [Section: [Row]]) {
                // Before the rows change: the new list's last row may come into view during the update.
                restartPaging()
                var dropped: [Row] = []
                var newRowsByID: [Row.ID: Row] = [:]
                let newSections = Section.allCases.map { section in
                    (rows[section] ?? []).filter { row in
                        guard newRowsByID[row.id] == nil else {
                            dropped.append(row)
                            return false
                        }
                        newRowsByID[row.id] = row
                        return true
                    }
                }
                // Rows that keep their ID but changed are redrawn in place (diffable lists).
                let changed = newRowsByID.compactMap { id, row in rowsByID[id].map { $0 != row } == true ? id : nil }
                change(reconfiguring: changed, .reload) {
                    sections = newSections
                    rowsByID = newRowsByID
                }
                if !dropped.isEmpty { onDuplicateRows(dropped) }
            }

            /// Inserts `row` so that it ends up at `indexPath`, or at the end of the section when `indexPath`
            /// is past it; nothing happens when `indexPath` names no place. A row whose ID is already in the
            /// list goes to `onDuplicateRows`.
            func insert(_ row: Row, at indexPath: IndexPath) {
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
            func append(contentsOf rows: [Section: [Row]]) {
                var seen = Set(rowsByID.keys)
                var added: [(section: Int, rows: [Row])] = []
                var dropped: [Row] = []
                for section in Section.allCases {
                    let kept = (rows[section] ?? []).filter { row in
                        if seen.insert(row.id).inserted { return true }
                        dropped.append(row)
                        return false
                    }
                    if !kept.isEmpty { added.append((section.rawValue, kept)) }
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

            /// Deletes the row at `indexPath`, if there is one.
            func deleteRow(at indexPath: IndexPath) {
                guard let row = row(at: indexPath) else { return }
                change(.delete([indexPath])) {
                    sections[indexPath.section].remove(at: indexPath.item)
                    rowsByID[row.id] = nil
                }
            }

            /// Deletes the row with `id`, if it is in the list.
            func deleteRow(withID id: Row.ID) {
                guard let indexPath = indexPath(forRowID: id) else { return }
                deleteRow(at: indexPath)
            }

            /// Moves the row at `source` so that it ends up at `destination`, in the same or another section,
            /// or at the end of that section when `destination` is past it. Nothing happens when there is no
            /// row at `source`, or when `destination` names no place.
            func moveRow(at source: IndexPath, to destination: IndexPath) {
                guard let row = row(at: source), let target = landing(at: destination, movingFrom: source), target != source
                else { return }
                change(.move(source, target)) {
                    sections[source.section].remove(at: source.item)
                    sections[target.section].insert(row, at: target.item)
                }
            }

            /// Replaces the row that has `row`'s ID and redraws its cell in place (no reuse, no animation).
            func update(_ row: Row) {
                guard let indexPath = indexPath(forRowID: row.id) else { return }
                change(reconfiguring: [row.id], .reconfigure([indexPath])) {
                    sections[indexPath.section][indexPath.item] = row
                    rowsByID[row.id] = row
                }
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

            /// Changes the rows with `update`, then shows the change in the list.
            ///
            /// Diffable: the new snapshot (with `ids` reconfigured) is applied, animated only in a window
            /// (UIKit warns about animating a list that is not in the view hierarchy). Classic, in a window:
            /// the list lays out first, so that a `reloadData()` still pending (`UICollectionView` only marks
            /// itself for reloading) reads its counts from the rows before the change, and the change is then
            /// animated; a batch update made before that reload would read its "before" counts from the
            /// changed rows and raise "Invalid update". Classic, out of a window: the list reloads.
            private func change(
                reconfiguring ids: [Row.ID] = [], _ classic: ClassicChange, _ update: () -> Void
            ) {
                let textsBefore = sectionsShowingTexts
                switch display {
                case .none:
                    update()
                case .diffable(let list, let apply):
                    update()
                    var snapshot = self.snapshot
                    if !ids.isEmpty { snapshot.reconfigureItems(ids) }
                    let toggled = sectionsToggled(since: textsBefore)
                    if !toggled.isEmpty { snapshot.reloadSections(toggled) }
                    apply(snapshot, list.window != nil)
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
                    }
                    let toggled = sectionsToggled(since: textsBefore)
                    if !toggled.isEmpty { table.reloadSections(IndexSet(toggled.map(\.rawValue)), with: .automatic) }
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
                    }
                    let toggled = sectionsToggled(since: textsBefore)
                    if !toggled.isEmpty { collection.reloadSections(IndexSet(toggled.map(\.rawValue))) }
                }
                onChange()
            }

            /// Whether each section shows its header and footer now; empty without `showsHeaderAndFooter`.
            private var sectionsShowingTexts: [Bool] {
                guard let showsHeaderAndFooter else { return [] }
                return zip(Section.allCases, sections).map { showsHeaderAndFooter($0, $1.count) }
            }

            /// The sections whose header and footer appeared or went since `before` (`sectionsShowingTexts`).
            private func sectionsToggled(since before: [Bool]) -> [Section] {
                zip(Section.allCases, zip(before, sectionsShowingTexts)).compactMap { $1.0 != $1.1 ? $0 : nil }
            }

            // MARK: Paging

            /// Loads the next page (the screen's `onLoadNextPage`, bound to its controller), or nil without paging.
            var loadNextPage: (@MainActor () async throws -> [Section: [Row]])?
            /// Gets the error of a failed page (the screen's `onLoadNextPageFailed`).
            var onPageFailed: (@MainActor (any Error) -> Void)?
            /// The page loading now, if any: while it runs, the last row coming into view again (after a
            /// reload, or as its cell is reused) starts nothing.
            private var pageTask: Task<Void, Never>?
            /// False once a page came back empty; `setRows` sets it again.
            private var hasMorePages = true

            /// Starts loading the next page when `indexPath` is the last row (called from the list delegate's
            /// `willDisplay`), unless a page is loading or the last page came. The page's rows are appended in
            /// one update; an empty page stops paging until `setRows`; a failed page goes to `onPageFailed`
            /// and is asked for again the next time the last row comes into view. A page belongs to the list
            /// it was asked for: `setRows` cancels it, and whatever it returns or throws is then dropped.
            func loadNextPageIfLast(_ indexPath: IndexPath) {
                guard pageTask == nil, hasMorePages, let loadNextPage, isLastRow(indexPath) else { return }
                pageTask = Task { [weak self] in
                    guard self != nil, !Task.isCancelled else { return }
                    let page: Result<[Section: [Row]], any Error>
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
                        self.onPageFailed?(error)
                    case .success(let rows) where !rows.values.contains(where: { !$0.isEmpty }):
                        self.hasMorePages = false
                    case .success(let rows):
                        self.append(contentsOf: rows)
                    }
                }
            }

            /// The rows were replaced: a page still loading belongs to the old list, so it is cancelled and
            /// dropped, and paging starts again for the new list.
            private func restartPaging() {
                pageTask?.cancel()
                pageTask = nil
                hasMorePages = true
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

        """#,
        "Model.swift.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
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
        {{! listgen template, contextVersion: 2 }}
        /// Where the {{screen.name}} screen navigates, with the tapped row's data.
        {{screen.accessPrefix}}enum {{screen.routeType}}: Hashable, Sendable {
        {{#routes}}
            /// Shows `{{destinationType}}` ({{presentation}}).
            case {{caseName}}({{payloadType}})
        {{/routes}}
        }

        """#,
        "Router.swift.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
        /// Navigates from the {{screen.name}} screen.
        ///
        /// The controller hands every routed tap to its router and never builds a destination itself,
        /// so a test can pass a fake router and assert on the routes it receives.
        @MainActor
        {{screen.accessPrefix}}protocol {{screen.routingType}}: AnyObject {
            /// Shows the destination of `route`, starting from `source`.
            func navigate(to route: {{screen.routeType}}, from source: UIViewController)
        }

        /// The default router: builds each destination with a factory you supply, then shows it as
        /// the spec says.
        @MainActor
        {{screen.accessPrefix}}final class {{screen.routerType}}: {{screen.routingType}} {
        {{#routes}}
            private let {{factoryName}}: @MainActor ({{payloadType}}) -> {{destinationType}}
        {{/routes}}

            /// Creates a router from one destination factory per route.
            {{screen.accessPrefix}}init(
        {{#routes}}
                {{caseName}} {{factoryName}}: @escaping @MainActor ({{payloadType}}) -> {{destinationType}}{{^isLast}},{{/isLast}}
        {{/routes}}
            ) {
        {{#routes}}
                self.{{factoryName}} = {{factoryName}}
        {{/routes}}
            }

            {{screen.accessPrefix}}func navigate(to route: {{screen.routeType}}, from source: UIViewController) {
                switch route {
        {{#routes}}
                case .{{caseName}}(let {{payloadName}}):
        {{#isPush}}
                    push({{factoryName}}({{payloadName}}), from: source)
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
                    source.show({{factoryName}}({{payloadName}}), sender: source)
        {{/isShow}}
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
        {{! listgen template, contextVersion: 2 }}
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
        {{! listgen template, contextVersion: 2 }}
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

        """#,
        "Strings.swift.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
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
        "ViewController-cells.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
        {{#isTable}}

            private func makeCell(
                for row: {{rowType}}, at indexPath: IndexPath, in tableView: UITableView
            ) -> UITableViewCell {
        {{#singleCell}}
                let cell = {{name}}.dequeue(from: tableView, for: indexPath)
                cell.configure(with: row, at: indexPath)
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
            }
        {{/cells}}
        {{#supplementaries}}

            /// Created with the controller, like the cell registrations.
            private let {{registrationName}} = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: {{elementKind}}
            ) { {{viewName}}, _, indexPath in
                // The list cell's default configuration is styled for where it appears: here, {{place}}.
                var content = {{viewName}}.defaultContentConfiguration()
                content.text = {{sectionType}}(rawValue: indexPath.section)?.{{sectionProperty}}
                {{viewName}}.contentConfiguration = content
            }
        {{/supplementaries}}

            private func makeCell(
                for row: {{rowType}}, at indexPath: IndexPath, in collectionView: UICollectionView
            ) -> UICollectionViewCell {
        {{#singleCell}}
                let cell = collectionView.dequeueConfiguredReusableCell(
                    using: {{registrationName}}, for: indexPath, item: row)
        {{#hasHooks}}
                connect(cell, to: row)
        {{/hasHooks}}
                return cell
        {{/singleCell}}
        {{#hasMultipleCellKinds}}
                switch row {
        {{#cells}}
                case .{{rowCaseName}}(let {{parameterName}}):
                    let cell = collectionView.dequeueConfiguredReusableCell(
                        using: {{registrationName}}, for: indexPath, item: {{parameterName}})
        {{#hasHooks}}
                    connect(cell, to: {{parameterName}})
        {{/hasHooks}}
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
                cell.{{closureName}} = { [weak self, weak cell] in
                    guard let self, let cell, self.{{screen.listViewName}}.indexPath(for: cell) != nil,
                        let indexPath = self.indexPath(forRowID: id)
                    else { return }
                    self.{{tapMethod}}(at: indexPath)
                }
        {{/hookEvents}}
        {{/hasClosures}}
            }
        {{/hasHooks}}
        {{/cells}}

        """#,
        "ViewController-confirmation.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
        {{#confirmation}}

            // MARK: - Confirmation

            /// Asks before acting: presents an alert from this controller with a cancel button and a
            /// confirming one. `onConfirm` runs only when the user confirms, after the alert is dismissed;
            /// it must look its row up again by ID (the list may have changed while the alert was up).
            private func {{methodName}}(
                title: String, message: String?, button: String, style: UIAlertAction.Style,
                onConfirm: @escaping () -> Void
            ) {
                let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: {{cancelTitleLiteral}}, style: .cancel))
                alert.addAction(UIAlertAction(title: button, style: style) { _ in onConfirm() })
                present(alert, animated: true)
            }
        {{/confirmation}}

        """#,
        "ViewController-conformances.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
        {{#cells}}
        {{#hasDelegate}}

        extension {{screen.viewControllerType}}: {{delegateProtocol}} {
        {{#hookEvents}}
        {{^isFirst}}

        {{/isFirst}}
            {{screen.accessPrefix}}func {{tapMethod}}(in cell: {{cellName}}) {
                // Resolve the row now: the cell may have moved since it was configured.
                guard let indexPath = {{screen.listViewName}}.indexPath(for: cell) else { return }
                {{tapMethod}}(at: indexPath)
            }
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
        {{#hasSectionTitles}}

            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                titledSection(at: section)?.title
            }
        {{/hasSectionTitles}}
        {{#hasSectionFooters}}

            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                titledSection(at: section)?.footer
            }
        {{/hasSectionFooters}}
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
        {{#hasSupplementaries}}

            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
            ) -> UICollectionReusableView {
        {{#hasSeveralSupplementaries}}
                switch kind {
        {{#supplementaries}}
                {{caseLabel}}
                    collectionView.dequeueConfiguredReusableSupplementary(using: {{registrationName}}, for: indexPath)
        {{/supplementaries}}
                }
        {{/hasSeveralSupplementaries}}
        {{^hasSeveralSupplementaries}}
        {{#supplementaries}}
                collectionView.dequeueConfiguredReusableSupplementary(using: {{registrationName}}, for: indexPath)
        {{/supplementaries}}
        {{/hasSeveralSupplementaries}}
            }
        {{/hasSupplementaries}}
        }
        {{/isCollection}}
        {{/isClassic}}

        """#,
        "ViewController-feed-conformance.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
        {{#feed}}
        {{#hasPaging}}
        {{#screen.isTable}}

        extension {{screen.viewControllerType}}{{pagingConformance}} {
            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                store.loadNextPageIfLast(indexPath)
            }
        }
        {{/screen.isTable}}
        {{#screen.isCollection}}

        extension {{screen.viewControllerType}}{{pagingConformance}} {
            {{screen.accessPrefix}}func collectionView(
                _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
            ) {
                store.loadNextPageIfLast(indexPath)
            }
        }
        {{/screen.isCollection}}
        {{/hasPaging}}
        {{/feed}}

        """#,
        "ViewController-feed-load.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
        {{#feed}}
        {{#hasEmptyState}}
                {{screen.listViewName}}.backgroundView = emptyStateView
                updateEmptyState()
        {{/hasEmptyState}}
        {{#hasRefresh}}
                // Pull to refresh, offered only while `onRefresh` is set.
                updateRefreshControl()
        {{/hasRefresh}}
        {{#setsDelegateForPaging}}
                // Paging: the delegate learns when the last row comes into view.
                {{screen.listViewName}}.delegate = self
        {{/setsDelegateForPaging}}
        {{/feed}}

        """#,
        "ViewController-feed.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
        {{#feed}}
        {{#isUsed}}

            // MARK: - Empty state, refresh and paging
        {{/isUsed}}
        {{#emptyState}}

            /// Shown as the list's `backgroundView` while the list has no rows, hidden once rows arrive (every
            /// change of the rows updates it). A list content view, so it follows Dynamic Type and the system's
            /// colors. Replace its `configuration` in `onViewDidLoad` to change it.
            {{screen.accessPrefix}}let emptyStateView: UIListContentView = {
                var content = UIListContentConfiguration.cell()
                content.text = {{textExpression}}
        {{#secondaryTextExpression}}
                content.secondaryText = {{secondaryTextExpression}}
        {{/secondaryTextExpression}}
        {{#systemImageLiteral}}
                content.image = UIImage(systemName: {{systemImageLiteral}})
        {{/systemImageLiteral}}
                content.textProperties.alignment = .center
                content.secondaryTextProperties.alignment = .center
                return UIListContentView(configuration: content)
            }()

            /// Shows the empty state while the list has no rows, and hides it once rows arrive.
            private func updateEmptyState() {
                emptyStateView.isHidden = {{hasRowsExpression}}
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

            /// Load more: called once when the last row comes into view, and not again while the page loads.
            /// Return the next page's rows by section: they are appended at the ends of their sections in one
            /// update of the list (`append(contentsOf:)`), and a row whose ID is already in the list goes to
            /// `onDuplicateRows`. When the new last row comes into view (at once, when the list is shorter than
            /// the screen), the next page is asked for. Return no rows after the last page: paging stops until
            /// `setRows` replaces the rows. Throw when the page failed: `onLoadNextPageFailed` gets the error,
            /// and this hook is called again the next time the last row comes into view. A page belongs to the
            /// list it was asked for: when `setRows` replaces the rows while it loads, its task is cancelled and
            /// whatever it returns or throws is dropped. The controller is passed in: use it instead of
            /// capturing the controller, which would be a retain cycle.
            {{screen.accessPrefix}}var onLoadNextPage: (@MainActor ({{screen.viewControllerType}}) async throws -> [{{screen.sectionType}}: [{{screen.rowType}}]])? {
                didSet {
                    guard let load = onLoadNextPage else { return store.loadNextPage = nil }
                    store.loadNextPage = { [weak self] in
                        guard let self else { return [:] }
                        return try await load(self)
                    }
                }
            }
            /// Called with the error `onLoadNextPage` threw, on the main actor, so that the app can say the
            /// page failed (its rows stay as they were; the page is asked for again the next time the last row
            /// comes into view). Not called for a page dropped because `setRows` replaced the rows.
            {{screen.accessPrefix}}var onLoadNextPageFailed: (@MainActor ({{screen.viewControllerType}}, any Error) -> Void)? {
                didSet {
                    guard let report = onLoadNextPageFailed else { return store.onPageFailed = nil }
                    store.onPageFailed = { [weak self] error in
                        if let self { report(self, error) }
                    }
                }
            }
        {{/hasPaging}}
        {{/feed}}

        """#,
        "ViewController-load.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
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
        {{#supplementaries}}
                let {{registrationName}} = {{registrationName}}
        {{/supplementaries}}
                dataSource.supplementaryViewProvider = { collectionView, {{supplementaryKindParameter}}, indexPath in
        {{#hasSeveralSupplementaries}}
                    switch kind {
        {{#supplementaries}}
                    {{caseLabel}}
                        collectionView.dequeueConfiguredReusableSupplementary(using: {{registrationName}}, for: indexPath)
        {{/supplementaries}}
                    }
        {{/hasSeveralSupplementaries}}
        {{^hasSeveralSupplementaries}}
        {{#supplementaries}}
                    collectionView.dequeueConfiguredReusableSupplementary(using: {{registrationName}}, for: indexPath)
        {{/supplementaries}}
        {{/hasSeveralSupplementaries}}
                }
        {{/hasSupplementaries}}
        {{/isCollection}}
                self.dataSource = dataSource
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
        "ViewController-placement-conformance.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
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
        {{! listgen template, contextVersion: 2 }}
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
        {{/menu}}
        {{/isCollection}}
        {{/placements}}

        """#,
        "ViewController-placement-item.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
        {{#isMenu}}
                    menuAction(
                        title: {{menuTitleLiteral}}, systemImage: {{systemImageLiteral}}, isDestructive: {{isDestructiveLiteral}},
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
        {{! listgen template, contextVersion: 2 }}
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
        {{! listgen template, contextVersion: 2 }}
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

            /// The context menu of the row now at `indexPath`: its events placed `menu` that are visible now,
            /// a disabled one shown disabled; nil (no menu) when there is none. The configuration's identifier
            /// is the row's stable ID, and a chosen item finds its row by it: a row deleted meanwhile does nothing.
            func {{method}}(forRowAt indexPath: IndexPath) -> UIContextMenuConfiguration? {
        {{> ViewController-placement-items}}
                let items = actions.compactMap { $0 }
                guard !items.isEmpty else { return nil }
                return UIContextMenuConfiguration(identifier: RowMenuIdentifier(id), previewProvider: nil) { _ in
                    UIMenu(children: items)
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
            private func menuAction(
                title: String, systemImage: String?, isDestructive: Bool, rowID id: {{screen.rowIDType}},
                isVisible: Bool, isEnabled: Bool, perform: @escaping @MainActor ({{screen.viewControllerType}}, IndexPath) -> Void
            ) -> UIAction? {
                guard isVisible else { return nil }
                var attributes: UIMenuElement.Attributes = []
                if isDestructive {
                    attributes.insert(.destructive)
                }
                if !isEnabled {
                    attributes.insert(.disabled)
                }
                let image = systemImage.flatMap { UIImage(systemName: $0) }
                return UIAction(title: title, image: image, attributes: attributes) { [weak self] _ in
                    guard let self, let indexPath = self.indexPath(forRowID: id) else { return }
                    perform(self, indexPath)
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
        {{! listgen template, contextVersion: 2 }}

            // MARK: - Rows
            //
            // Change rows only through these methods: each one updates the data and the list together, so
            // rows, cells and identities stay in step. They forward to `ListRowStore` (ListRowStore.swift),
            // whose rules every screen and variant shares: row IDs are unique (later duplicates go to
            // `onDuplicateRows`), an index past the end of a section appends to it, an index path that names
            // no place changes nothing, and changes are animated only while the list is in a window.
        {{#isSingleSection}}

            /// Replaces every row.
            {{screen.accessPrefix}}func setRows(_ rows: [{{rowType}}]) {
                setRows([.{{firstSectionCase}}: rows])
            }
        {{/isSingleSection}}

            /// Replaces every row; a section missing from `rows` becomes empty. A page still loading belongs
            /// to the old rows and is dropped.
            {{screen.accessPrefix}}func setRows(_ rows: [{{sectionType}}: [{{rowType}}]]) {
                store.setRows(rows)
            }

            /// The rows of `section`, in display order.
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

            /// Inserts `row` so that it ends up at `indexPath`, or at the end of the section when
            /// `indexPath` is past it; nothing happens when `indexPath` names no place. A row whose ID is
            /// already in the list goes to `onDuplicateRows`.
            {{screen.accessPrefix}}func insert(_ row: {{rowType}}, at indexPath: IndexPath) {
                store.insert(row, at: indexPath)
            }

            /// Appends `row` at the end of `section`. A row whose ID is already in the list goes to
            /// `onDuplicateRows`.
            {{screen.accessPrefix}}func append(_ row: {{rowType}}, to section: {{sectionType}}) {
                store.append(contentsOf: [section: [row]])
            }

            /// Appends `rows` at the end of `section`, in order, in one update of the list. A row whose ID is
            /// already in the list, or earlier in `rows`, goes to `onDuplicateRows`.
            {{screen.accessPrefix}}func append(contentsOf rows: [{{rowType}}], to section: {{sectionType}}) {
                store.append(contentsOf: [section: rows])
            }

            /// Appends each section's rows at the end of that section, all in one update of the list (one
            /// animation and one layout pass, however many rows and sections). A row whose ID is already in the
            /// list, or earlier in the batch (sections taken in `{{sectionType}}.allCases` order), goes to
            /// `onDuplicateRows` once the other rows are in.
            {{screen.accessPrefix}}func append(contentsOf rows: [{{sectionType}}: [{{rowType}}]]) {
                store.append(contentsOf: rows)
            }

            /// Deletes the row at `indexPath`, if there is one.
            {{screen.accessPrefix}}func deleteRow(at indexPath: IndexPath) {
                store.deleteRow(at: indexPath)
            }

            /// Deletes the row with `id`, if it is in the list.
            {{screen.accessPrefix}}func deleteRow(withID id: {{rowIDType}}) {
                store.deleteRow(withID: id)
            }

            /// Moves the row at `source` so that it ends up at `destination`, in the same or another section,
            /// or at the end of that section when `destination` is past it. Nothing happens when there is no
            /// row at `source`, or when `destination` names no place.
            {{screen.accessPrefix}}func moveRow(at source: IndexPath, to destination: IndexPath) {
                store.moveRow(at: source, to: destination)
            }

            /// Replaces the row that has `row`'s ID and redraws its cell in place (no reuse, no animation).
            {{screen.accessPrefix}}func update(_ row: {{rowType}}) {
                store.update(row)
            }

        """#,
        "ViewController-selection-conformance.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
        {{#selection}}
        {{#isTable}}

        extension {{viewControllerType}}: UITableViewDelegate {
            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
                isSelectableRow(at: indexPath)
            }

            /// Asked for every selection, also one made without touch (a hardware keyboard, focus), which
            /// highlighting never sees: a row that cannot be selected is refused here too.
            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                isSelectableRow(at: indexPath) ? indexPath : nil
            }

            {{screen.accessPrefix}}func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                // Checked again: a selection made some other way than through the delegate is undone.
                guard isSelectableRow(at: indexPath) else {
                    tableView.deselectRow(at: indexPath, animated: false)
                    return
                }
                {{selectMethod}}(at: indexPath)
            }
        {{> ViewController-placement-delegate}}
        }
        {{/isTable}}
        {{#isCollection}}

        extension {{viewControllerType}}: UICollectionViewDelegate {
            {{screen.accessPrefix}}func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
                isSelectableRow(at: indexPath)
            }

            /// Asked for every selection, also one made without touch (a hardware keyboard, focus), which
            /// highlighting never sees: an item that cannot be selected is refused here too.
            {{screen.accessPrefix}}func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
                isSelectableRow(at: indexPath)
            }

            {{screen.accessPrefix}}func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                // Checked again: a selection made some other way than through the delegate is undone.
                guard isSelectableRow(at: indexPath) else {
                    collectionView.deselectItem(at: indexPath, animated: false)
                    return
                }
                {{selectMethod}}(at: indexPath)
            }
        {{> ViewController-placement-delegate}}
        }
        {{/isCollection}}
        {{/selection}}

        """#,
        "ViewController-selection.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
        {{#selection}}

            // MARK: - Row taps

            /// Handles a tap on the row now at `indexPath`. The row is looked up now, from the current data.
            /// A row that navigates stays selected while its destination is shown and is deselected when
            /// navigation returns (`viewWillAppear(_:)`); any other tap deselects it at once.
            func {{selectMethod}}(at indexPath: IndexPath) {
        {{#singleCase}}
                guard let {{parameterName}} = row(at: indexPath) else { return }
        {{#confirm}}
                // Asks first: the row is deselected now and looked up again, by ID, when the user confirms.
                {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: true)
                let id = {{parameterName}}.id
                {{confirmation.methodName}}(
                    title: {{titleLiteral}}, message: {{messageLiteral}},
                    button: {{buttonLiteral}}, style: .{{buttonStyle}}
                ) { [weak self] in
                    guard let self, let indexPath = self.indexPath(forRowID: id), let {{parameterName}} = self.row(at: indexPath)
                    else { return }
        {{#stillOfferedExpression}}
                    // Still offered? It may have been disabled or hidden while the alert was up.
                    guard {{stillOfferedExpression}} else { return }
        {{/stillOfferedExpression}}
        {{#hasRoute}}
                    self.router.navigate(to: .{{routeCaseName}}({{payload}}), from: self)
        {{/hasRoute}}
        {{^hasRoute}}
                    self.actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}))
        {{/hasRoute}}
                }
        {{/confirm}}
        {{^confirm}}
        {{#hasRoute}}
                router.navigate(to: .{{routeCaseName}}({{payload}}), from: self)
        {{#presents}}
                {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: true)
        {{/presents}}
        {{^presents}}
                if navigationController == nil {
                    // Shown modally: no appearance callback comes back to deselect the row.
                    {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: true)
                }
        {{/presents}}
        {{/hasRoute}}
        {{^hasRoute}}
                actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}))
                {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: true)
        {{/hasRoute}}
        {{/confirm}}
        {{/singleCase}}
        {{^singleCase}}
                guard let row = row(at: indexPath) else { return }
                switch row {
        {{#cases}}
        {{#isSelectable}}
        {{#confirm}}
                case .{{rowCaseName}}:
                    // Asks first: the row is deselected now and looked up again, by ID, when the user confirms.
                    {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: true)
                    let id = row.id
                    {{confirmation.methodName}}(
                        title: {{titleLiteral}}, message: {{messageLiteral}},
                        button: {{buttonLiteral}}, style: .{{buttonStyle}}
                    ) { [weak self] in
                        guard let self, let indexPath = self.indexPath(forRowID: id),
                            case .{{rowCaseName}}(let {{parameterName}})? = self.row(at: indexPath)
                        else { return }
        {{#stillOfferedExpression}}
                        // Still offered? It may have been disabled or hidden while the alert was up.
                        guard {{stillOfferedExpression}} else { return }
        {{/stillOfferedExpression}}
        {{#hasRoute}}
                        self.router.navigate(to: .{{routeCaseName}}({{payload}}), from: self)
        {{/hasRoute}}
        {{^hasRoute}}
                        self.actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}))
        {{/hasRoute}}
                    }
        {{/confirm}}
        {{^confirm}}
                case .{{rowCaseName}}(let {{parameterName}}):
        {{#hasRoute}}
                    router.navigate(to: .{{routeCaseName}}({{payload}}), from: self)
        {{#presents}}
                    {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: true)
        {{/presents}}
        {{^presents}}
                    if navigationController == nil {
                        // Shown modally: no appearance callback comes back to deselect the row.
                        {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: true)
                    }
        {{/presents}}
        {{/hasRoute}}
        {{^hasRoute}}
                    actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}))
                    {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: true)
        {{/hasRoute}}
        {{/confirm}}
        {{/isSelectable}}
        {{^isSelectable}}
                case .{{rowCaseName}}:
                    // Not selectable (no `select` in the spec); the delegate refuses the selection.
                    {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: false)
        {{/isSelectable}}
        {{/cases}}
                }
        {{/singleCase}}
            }

            /// Whether the row at `indexPath` can be selected: its cell kind has a row tap (and the row's
            /// `enabled` field, when the spec names one, is true).
            func isSelectableRow(at indexPath: IndexPath) -> Bool {
        {{#singleCase}}
        {{#enabledExpression}}
                guard let {{parameterName}} = row(at: indexPath) else { return false }
                return {{enabledExpression}}
        {{/enabledExpression}}
        {{^enabledExpression}}
                row(at: indexPath) != nil
        {{/enabledExpression}}
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

            {{screen.accessPrefix}}override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                // Navigation returned: clear the row its tap left selected, as UITableViewController does.
                for indexPath in {{listViewName}}.{{selectedIndexPathsProperty}} ?? [] {
                    {{listViewName}}.{{deselectMethod}}(at: indexPath, animated: animated)
                }
            }
        {{/selection}}

        """#,
        "ViewController-storage.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
        {{#isDiffable}}
        {{#needsDataSourceSubclass}}

            /// A diffable data source that also provides the section titles.
            private final class DataSource: UITableViewDiffableDataSource<{{sectionType}}, {{rowIDType}}> {
        {{#hasSectionTitles}}
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    titledSection(at: section)?.title
                }
        {{/hasSectionTitles}}
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
        {{#placements}}
        {{#hasSwipeActions}}

                /// Rows are editable so that UIKit offers their swipe actions (it offers them only on rows the
                /// data source can edit, and a diffable data source says no by default). Nothing else is
                /// edited: the list never enters editing mode and no row is committed.
                override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
                    true
                }
        {{/hasSwipeActions}}
        {{/placements}}
            }
        {{/needsDataSourceSubclass}}
        {{^needsDataSourceSubclass}}

            private typealias DataSource = {{diffableDataSourceType}}<{{sectionType}}, {{rowIDType}}>
        {{/needsDataSourceSubclass}}

            /// Created when the view loads.
            private var dataSource: DataSource?
        {{/isDiffable}}
            /// Every row, by section and stable ID: what the list shows, and what taps are resolved against.
            private let store = ListRowStore<{{sectionType}}, {{rowType}}>()

        """#,
        "ViewController.swift.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
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
            /// Creates the screen. Navigation goes through `router`.
            {{screen.accessPrefix}}init(router: any {{routingType}}) {
                self.router = router
        {{/hasRoutes}}
        {{^hasRoutes}}
            /// Creates the screen.
            {{screen.accessPrefix}}init() {
        {{/hasRoutes}}
        {{#isTable}}
                {{listViewName}} = UITableView(frame: .zero, style: .{{listStyle}})
        {{/isTable}}
        {{#isCollection}}
                var layout = UICollectionLayoutListConfiguration(appearance: .{{listStyle}})
                layout.headerMode = .{{headerMode}}
        {{#hidesSeparators}}
                layout.showsSeparators = false
        {{/hidesSeparators}}
        {{#hasSectionFooters}}
                layout.footerMode = .supplementary
        {{/hasSectionFooters}}
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
        {{#hasSectionTitles}}
                    configuration.headerMode = section?.title != nil ? .supplementary : .none
        {{/hasSectionTitles}}
        {{#hasSectionFooters}}
                    configuration.footerMode = section?.footer != nil ? .supplementary : .none
        {{/hasSectionFooters}}
                    return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
                }
        {{/usesSectionProvider}}
        {{/isCollection}}
                store.onDuplicateRows = { [weak self] rows in self?.onDuplicateRows(rows) }
        {{#hasSectionTitlesOrFooters}}
                store.showsHeaderAndFooter = { section, rowCount in section.showsHeaderAndFooter(withRowCount: rowCount) }
        {{/hasSectionTitlesOrFooters}}
        {{#feed.hasEmptyState}}
                store.onChange = { [weak self] in self?.updateEmptyState() }
        {{/feed.hasEmptyState}}
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
        {{#isTable}}
        {{#hidesSeparators}}
                // `separators: false`
                {{listViewName}}.separatorStyle = .none
        {{/hidesSeparators}}
        {{#cells}}
                {{listViewName}}.register({{name}}.self, forCellReuseIdentifier: {{name}}.reuseIdentifier)
        {{/cells}}
        {{/isTable}}
        {{> ViewController-load}}
        {{> ViewController-feed-load}}
                onViewDidLoad?(self)
            }
        {{> ViewController-rows}}
        {{#looksUpTitledSections}}

            /// The section at `index` when it shows its header and footer now (a section with no rows shows
            /// neither, unless `showWhenEmpty`), else nil.
            private func titledSection(at index: Int) -> {{sectionType}}? {
                guard let section = {{sectionType}}(rawValue: index),
                    section.showsHeaderAndFooter(withRowCount: {{sectionRowCountExpression}})
                else { return nil }
                return section
            }
        {{/looksUpTitledSections}}
        {{> ViewController-feed}}

            // MARK: - Taps
        {{#events}}

        {{#hasButton}}
            /// Handles a tap on the {{description}} button of the row now at `indexPath`.
        {{/hasButton}}
        {{^hasButton}}
            /// Handles the {{description}} event (a swipe action, menu item or accessibility action) of the
            /// row now at `indexPath`.
        {{/hasButton}}
            /// The row is looked up now, from the current data, never from when the cell was configured.
        {{#asksFirst}}
            /// It asks first (an alert); the row is looked up again, by its ID, when the user confirms.
        {{/asksFirst}}
            {{screen.accessPrefix}}func {{tapMethod}}(at indexPath: IndexPath) {
        {{#singleCase}}
                guard let {{parameterName}} = row(at: indexPath) else { return }
        {{#confirm}}
                let id = {{parameterName}}.id
                {{confirmation.methodName}}(
                    title: {{titleLiteral}}, message: {{messageLiteral}},
                    button: {{buttonLiteral}}, style: .{{buttonStyle}}
                ) { [weak self] in
                    // Looked up again, by ID: the row may have moved, or gone, while the alert was up.
                    guard let self, let indexPath = self.indexPath(forRowID: id), let {{parameterName}} = self.row(at: indexPath)
                    else { return }
        {{#stillOfferedExpression}}
                    // Still offered? It may have been disabled or hidden while the alert was up.
                    guard {{stillOfferedExpression}} else { return }
        {{/stillOfferedExpression}}
        {{#hasRoute}}
                    self.router.navigate(to: .{{routeCaseName}}({{payload}}), from: self)
        {{/hasRoute}}
        {{^hasRoute}}
                    self.actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}))
        {{/hasRoute}}
                }
        {{/confirm}}
        {{^confirm}}
        {{#hasRoute}}
                router.navigate(to: .{{routeCaseName}}({{payload}}), from: self)
        {{/hasRoute}}
        {{^hasRoute}}
                actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}))
        {{/hasRoute}}
        {{/confirm}}
        {{/singleCase}}
        {{^singleCase}}
                guard let row = row(at: indexPath) else { return }
                switch row {
        {{#cases}}
        {{#handles}}
        {{#confirm}}
                case .{{rowCaseName}}:
                    let id = row.id
                    {{confirmation.methodName}}(
                        title: {{titleLiteral}}, message: {{messageLiteral}},
                        button: {{buttonLiteral}}, style: .{{buttonStyle}}
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
                        self.router.navigate(to: .{{routeCaseName}}({{payload}}), from: self)
        {{/hasRoute}}
        {{^hasRoute}}
                        self.actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}))
        {{/hasRoute}}
                    }
        {{/confirm}}
        {{^confirm}}
                case .{{rowCaseName}}(let {{parameterName}}):
        {{#hasRoute}}
                    router.navigate(to: .{{routeCaseName}}({{payload}}), from: self)
        {{/hasRoute}}
        {{^hasRoute}}
                    actionHandler?.{{screen.actionHandlerMethod}}(self, perform: .{{actionCaseName}}({{parameterName}}))
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
        {{> ViewController-placements}}

            // MARK: - Cells
        {{> ViewController-cells}}
        }
        {{> ViewController-conformances}}
        {{> ViewController-selection-conformance}}
        {{> ViewController-feed-conformance}}
        {{> ViewController-placement-conformance}}
        {{/screen}}

        """#,
        "header.mustache": #"""
        {{! listgen template, contextVersion: 2 }}
        // {{fileName}}
        // Generated by listgen from {{specFileName}}. Do not edit: change the spec and run listgen again.

        import {{framework}}

        """#,
    ]
}
