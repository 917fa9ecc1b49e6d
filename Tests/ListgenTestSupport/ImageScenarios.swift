// Scenarios for images loaded from URLs (`display.image: { url:, placeholder: }`, issue #23).
//
// The screen's image loader is a fake whose loads wait until the scenario completes them, in any
// order, also after the cell was reused, the row deleted, moved or updated to another URL. Each
// URL's load delivers its own image (an image named after the URL), so a cell that shows an image
// shows whose it is. On screens without URL images the scenarios check nothing.
// Tests/ListgenTestSupport/ImageControls.swift holds hand-written wrong cells that each scenario
// must catch.

/// The loads an image loader started, each waiting until a scenario completes it.
@MainActor
public final class FakeImageLoads {
    /// One load.
    @MainActor
    public final class Request {
        public let url: URL
        /// The cell cancelled it.
        public private(set) var isCancelled = false
        /// It delivered its result (completions after that are ignored).
        public fileprivate(set) var isCompleted = false
        fileprivate let completion: @MainActor (UIImage?) -> Void

        fileprivate init(url: URL, completion: @escaping @MainActor (UIImage?) -> Void) {
            self.url = url
            self.completion = completion
        }

        public func cancel() { isCancelled = true }
    }

    /// Every load started, in order.
    public private(set) var requests: [Request] = []

    public init() {}

    /// Starts a load of `url`; it waits for ``complete(_:succeeding:)``.
    public func start(_ url: URL, completion: @escaping @MainActor (UIImage?) -> Void) -> Request {
        let request = Request(url: url, completion: completion)
        requests.append(request)
        return request
    }

    /// The loads not completed yet, cancelled ones included.
    public var pending: [Request] { requests.filter { !$0.isCompleted } }

    /// Delivers `request`'s result: its URL's image, or nil (a failed load). A cancelled load is
    /// completed too, as by a loader that cannot stop a response already on its way.
    public func complete(_ request: Request, succeeding: Bool = true) {
        guard !request.isCompleted else { return }
        request.isCompleted = true
        request.completion(succeeding ? Self.image(for: request.url) : nil)
    }

    /// Completes every pending load, the most recent first (slow responses arrive late).
    public func completeAll(succeeding: Bool = true) {
        for request in pending.reversed() { complete(request, succeeding: succeeding) }
    }

    /// The image a load of `url` delivers: named after the URL, so a shown image says whose it is.
    public static func image(for url: URL) -> UIImage { UIImage(named: url.absoluteString) ?? UIImage() }
}

/// A screen whose cells load images from URLs, with a ``FakeImageLoads`` loader.
@MainActor
public protocol ImageHarness: ScreenHarness {
    /// The loads the screen's image loader started.
    var imageLoads: FakeImageLoads { get }
    /// The SF Symbol shown until the image arrives, as the spec says (nil: no placeholder).
    var imagePlaceholder: String? { get }
    /// The URL the row's image loads from now (nil: the row has none, or no such row).
    func imageURL(ofRowID rowID: String) -> URL?
    /// The row's cell loads an image (a screen may mix cell kinds that do with kinds that do not).
    func loadsImage(ofRowID rowID: String) -> Bool
    /// The image `cell` shows: its content configuration's, or its own content view's.
    func shownImage(in cell: UIView) -> UIImage?
}

extension ImageHarness {
    /// Every row loads an image (`display.image: { url: }` on the screen's one cell kind).
    public func loadsImage(ofRowID rowID: String) -> Bool { true }
    /// The content configuration's image (`display.image`).
    public func shownImage(in cell: UIView) -> UIImage? { shownConfiguration(in: cell)?.image }
}

extension Scenarios {
    /// Every image scenario, by name.
    public static let images: [(name: String, run: @MainActor (HarnessFactory) -> [String])] = [
        ("imageReuse", imageReuse), ("imageMutations", imageMutations), ("imageLeaks", imageLeaks),
    ]

    /// 200 rows behind a 10-row window. Right after each configure a cell shows the placeholder (or
    /// its own row's image), never the previous row's, and a row without URL loads nothing. Loads left
    /// pending when the window moves on are cancelled and, completed late, land nowhere; the loads of
    /// the window shown then land each on its own row's cell. A failed load keeps the placeholder.
    public static func imageReuse(_ make: HarnessFactory) -> [String] {
        raising {
            guard let harness = make(.recording) as? any ImageHarness else { return [] }
            let driver = Driver(harness)
            let loads = harness.imageLoads
            driver.fill(total: 200)
            checkImages(driver, harness, "first window, nothing loaded", loaded: false)
            loads.completeAll()
            checkImages(driver, harness, "first window, loaded", loaded: true)
            var windowsSeen = 0
            for start in [40, 80, 120, 60] {
                let before = Set(loads.pending.map(ObjectIdentifier.init))
                driver.list.scroll(toFlatRow: start)
                // Right after configure: no cell may show what it showed for its previous row.
                checkImages(driver, harness, "window at \(start), just configured", loaded: false)
                let started = loads.pending.filter { !before.contains(ObjectIdentifier($0)) }
                driver.check(!started.isEmpty, "window at \(start): no image load started")
                // Scroll on before anything arrives: the loads of this window are for rows gone.
                driver.list.scroll(toFlatRow: start + 20)
                // Only with one cell kind: a cell of another kind can wait in its reuse queue, never
                // dequeued (so never prepared for reuse), with its load still running. Harmless: its
                // result is dropped or lands on the row it was for, as the checks below prove.
                for request in started where !request.isCancelled && driver.info.cells.count == 1 {
                    driver.fail("window at \(start): the load of \(request.url) was not cancelled on reuse")
                }
                for request in started.reversed() { loads.complete(request) }
                checkImages(
                    driver, harness, "window at \(start + 20), the previous window's loads arrived late",
                    loaded: false)
                loads.completeAll()
                checkImages(driver, harness, "window at \(start + 20), loaded", loaded: true)
                windowsSeen += 1
            }
            driver.check(driver.list.prepareForReuseCount >= 50, "only \(driver.list.prepareForReuseCount) reuses")

            // A failed load keeps the placeholder.
            driver.list.scroll(toFlatRow: 150)
            loads.completeAll(succeeding: false)
            checkImages(driver, harness, "window at 150, every load failed", loaded: false)
            if let placeholder = harness.imagePlaceholder {
                for (cell, rowID, indexPath) in driver.visibleCells() where harness.loadsImage(ofRowID: rowID) {
                    let shown = harness.shownImage(in: cell)
                    driver.check(
                        shown?.simulatedSystemName == placeholder,
                        "\(indexPath) (\(rowID)): after a failed load the cell shows \(describe(shown))")
                }
            }
            return driver.problems
        }
    }

    /// Loads left pending while rows are deleted, moved, inserted above and updated (an update changes
    /// the row's URL) arrive late, the most recent first: none shows on a row it was not for (the old
    /// URL's response after an update included), and each row ends up with its current URL's image.
    public static func imageMutations(_ make: HarnessFactory) -> [String] {
        raising {
            var problems: [String] = []
            let steps: [(String, @MainActor (Driver) -> Void)] = [
                ("delete", { $0.deleteRow(at: IndexPath(item: 1, section: 0)) }),
                ("move", { $0.moveRow(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 6, section: 0)) }),
                ("insert", { $0.insert($0.newRow(kind: 0), at: IndexPath(item: 0, section: 0)) }),
                ("update", { driver in for item in 0..<5 { driver.update(at: IndexPath(item: item, section: 0)) } }),
            ]
            for (name, step) in steps {
                guard let harness = make(.recording) as? any ImageHarness else { return [] }
                let driver = Driver(harness)
                let loads = harness.imageLoads
                driver.fill(counts: driver.info.sections.enumerated().map { index, _ in index == 0 ? 30 : 0 })
                let started = loads.requests.count
                step(driver)
                checkImages(driver, harness, "after \(name), just configured", loaded: false)
                if name == "update" {
                    driver.check(loads.requests.count > started, "the update of the URLs started no load")
                }
                loads.completeAll()
                checkImages(driver, harness, "after \(name), the loads arrived late", loaded: true)
                problems += driver.problems
            }
            return problems
        }
    }

    /// Once the screen is released with loads still pending, the controller, the list and its cells
    /// are gone; the loads completed afterwards find nothing to show on and do not crash.
    public static func imageLeaks(_ make: HarnessFactory) -> [String] {
        raising {
            var problems: [String] = []
            var objects: [(String, Weak)] = []
            var loads: FakeImageLoads?
            do {
                guard let harness = make(.recording) as? any ImageHarness else { return [] }
                loads = harness.imageLoads
                let driver = Driver(harness)
                driver.fill(total: 30)
                driver.list.scroll(toFlatRow: 12)
                problems += driver.problems
                objects.append(("controller", Weak(harness.viewController)))
                objects.append(("list view", Weak(harness.listView)))
                for (index, cell) in driver.visibleCells().enumerated() {
                    objects.append(("cell \(index)", Weak(cell.cell)))
                }
            }
            if let loads {
                if loads.pending.isEmpty { problems.append("no load was pending when the screen went") }
                loads.completeAll()
            }
            for (name, object) in objects where object.object != nil {
                problems.append("\(name) (\(type(of: object.object!))) still alive after release, with loads pending")
            }
            return problems
        }
    }

    /// Every visible cell that loads images shows its own row's image, or the placeholder (always, for a
    /// row without URL); with `loaded`, every row with a URL shows its own image.
    private static func checkImages(_ driver: Driver, _ harness: any ImageHarness, _ context: String, loaded: Bool) {
        for (cell, rowID, indexPath) in driver.visibleCells() where harness.loadsImage(ofRowID: rowID) {
            let shown = harness.shownImage(in: cell)
            let url = harness.imageURL(ofRowID: rowID)
            let isPlaceholder =
                harness.imagePlaceholder.map { shown?.simulatedSystemName == $0 } ?? (shown == nil)
            let isOwn = url != nil && shown?.simulatedAssetName == url?.absoluteString
            let place = "\(context): \(indexPath) (\(rowID))"
            if url == nil {
                driver.check(isPlaceholder, "\(place) has no URL but shows \(describe(shown))")
            } else if loaded {
                driver.check(isOwn, "\(place) shows \(describe(shown)), not its image \(url!)")
            } else {
                driver.check(
                    isOwn || isPlaceholder, "\(place) shows \(describe(shown)), not its image or the placeholder")
            }
        }
    }

    private static func describe(_ image: UIImage?) -> String {
        guard let image else { return "no image" }
        if let name = image.simulatedSystemName { return "the symbol \(name)" }
        return "the image \(image.simulatedAssetName ?? "?")"
    }
}
