import ListgenMustache
import ListgenOutput
import ListgenRendering
import ListgenSpec
import ListgenYAML

/// listgen's pipeline, from spec bytes to generated files, in named stages (see `run`):
/// bytes → ``YAMLReader`` (located nodes) → ``SpecDecoder`` (validated ``ScreenSpec``)
/// → ``TemplateContext`` → ``TemplateRenderer`` → ``GeneratedFile``s → the ``OutputStage``
/// it is given, if any. It writes nothing itself.
///
/// The CLI, the build plugin (through the CLI) and the tests all call ``generate(_:)``.
package struct Generator: Sendable {
    /// What to generate and how.
    package struct Options: Sendable {
        /// The templates (built-ins, possibly with overrides).
        package var templates: TemplateSet
        /// File per type, or a single file per spec.
        package var fileNaming: FileNaming
        /// Overrides of the spec's `list`, `dataSource` and `wiring` (every cell), if any; the spec
        /// is validated with them.
        package var variant: Variant
        /// Specs processed at once. Defaults to the number of active processors.
        package var concurrency: Int
        /// When set, the output stage the run hands each spec's files to as soon as they are
        /// rendered (``OutputStage/take(_:of:)``); a writing stage stages them instead of leaving
        /// them in ``Result/files``, so memory holds one spec's output per worker. The caller
        /// commits or discards them.
        package var output: OutputStage?
        /// False to stop after validation: ``Result/specs`` and diagnostics only, no context and
        /// no files (`listgen context`, which builds the one context it prints itself).
        package var renders = true
        /// How generated code gets the runtime every screen uses: it imports the `ListgenRuntime`
        /// library (the default), or a run writes the library's sources into the output folder.
        package var runtime: RuntimeLibrary.Mode = .library
        /// With ``runtime`` `.embedded`, false to leave out `ListgenRuntime.swift`, which a run otherwise
        /// adds once (the build plugin asks one command per target for it).
        package var emitsSupport = true
        /// When set, the run writes each screen's tests (`listgen tests`) for the module of this name
        /// instead of its code, and no `ListgenRuntime.swift`.
        package var testsModule: String?

        package init(
            templates: TemplateSet = .builtIn, fileNaming: FileNaming = .filePerType,
            variant: Variant = Variant(), concurrency: Int = 0
        ) {
            self.templates = templates
            self.fileNaming = fileNaming
            self.variant = variant
            self.concurrency = concurrency
        }
    }

    /// Forces one kind of list, data source or wiring, whatever the spec says: the command line's
    /// overrides, applied before validation (``SpecOverrides``).
    package typealias Variant = SpecOverrides

    /// The result of a run: files only when no spec had an error.
    package struct Result: Sendable {
        /// Every generated file, spec by spec in input order; empty when ``diagnostics`` has an error,
        /// and when ``Options/output`` staged them instead.
        package var files: [GeneratedFile]
        /// What each spec generated (paths and content hashes), for the stale-file rule.
        package var outputs: [SpecOutput] = []
        /// Every diagnostic of every spec, spec by spec in input order, each spec's in source order
        /// (``Diagnostic/inSourceOrder(_:)``).
        package var diagnostics: [Diagnostic]
        /// The validated specs (for `listgen context`).
        package var specs: [ScreenSpec]
        /// Time per phase, summed over specs (CPU time when specs run on several workers).
        package var timings: PhaseTimings

        /// Whether any diagnostic is an error.
        package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Specs larger than this are refused with a clear message instead of being parsed.
    package static let maximumSpecSize = 8 << 20

    package let options: Options

    package init(options: Options = Options()) {
        self.options = options
    }

    /// Runs the whole pipeline over `inputs`. Writes nothing.
    package func generate(_ inputs: [SpecInput]) -> Result {
        var renderer: TemplateRenderer?
        var templateDiagnostics = DiagnosticEngine()
        do {
            renderer = try TemplateRenderer(templates: options.templates, runtime: options.runtime)
        } catch {
            templateDiagnostics.emit(Self.diagnostic(for: error))
        }
        let parsedTemplates = renderer
        let outcomes = Self.map(inputs, concurrency: options.concurrency) { input in
            process(input, renderer: parsedTemplates)
        }
        var result = Result(files: [], diagnostics: templateDiagnostics.diagnostics, specs: [], timings: PhaseTimings())
        var owners: [String: String] = [:]
        result.timings.workers = Self.workers(for: inputs.count, concurrency: options.concurrency)
        for (input, outcome) in zip(inputs, outcomes) {
            result.diagnostics += outcome.diagnostics
            result.timings.merge(outcome.timings)
            if let spec = outcome.spec { result.specs.append(spec) }
            if !outcome.paths.isEmpty { result.outputs.append(outcome.output) }
            for path in outcome.paths {
                if Self.isRuntimeName(path) {
                    // A type of the runtime's names would hide the runtime's type (or replace its file).
                    result.diagnostics.append(
                        .error(
                            "generates \(path), a name of the ListgenRuntime library every generated screen uses; "
                                + "rename the type",
                            at: SourceLocation(path: input.path, line: 1, column: 1)))
                } else if let owner = owners[path] {
                    result.diagnostics.append(
                        .error(
                            "generates \(path), which \(owner) generates too; rename a type in one of them",
                            at: SourceLocation(path: input.path, line: 1, column: 1)))
                } else {
                    owners[path] = input.path
                }
            }
            result.files += outcome.files
        }
        result.diagnostics = Diagnostic.inSourceOrder(result.diagnostics)
        if options.runtime == .embedded, options.emitsSupport, !result.hasErrors, renderer != nil,
            !result.outputs.isEmpty
        {
            emitRuntime(into: &result)
        }
        if result.hasErrors { result.files = [] }
        return result
    }

    /// Whether a generated file's path is the embedded runtime's, or names a type of the runtime.
    static func isRuntimeName(_ path: String) -> Bool {
        path == RuntimeLibrary.embeddedFileName
            || (path.hasSuffix(".swift") && RuntimeLibrary.typeNames.contains(String(path.dropLast(6))))
    }

    /// Adds the embedded runtime every screen uses, once for the run (each spec's output lists it too,
    /// so the manifest deletes it only when no spec of the folder is left).
    private func emitRuntime(into result: inout Result) {
        let runtime = RuntimeLibrary.embeddedFile
        if let output = options.output {
            do throws(OutputWriter.Failure) {
                result.files += try output.take([runtime], of: "")
            } catch {
                result.diagnostics.append(
                    .error(error.message, at: SourceLocation(path: error.path, line: 1, column: 1)))
            }
        } else {
            result.files.append(runtime)
        }
        for index in result.outputs.indices {
            result.outputs[index].record(runtime.path, hash: RuntimeLibrary.embeddedFileHash)
        }
    }

    struct Outcome: Sendable {
        var spec: ScreenSpec?
        var files: [GeneratedFile] = []
        /// The relative paths of the files this spec generates (kept when files are staged).
        var paths: [String] = []
        var output = SpecOutput(specPath: "", files: [])
        var diagnostics: [Diagnostic] = []
        var timings = PhaseTimings()
    }

    /// One spec through every stage.
    func process(_ input: SpecInput, renderer: TemplateRenderer?) -> Outcome {
        var outcome = Outcome()
        var diagnostics = DiagnosticEngine()
        run(input, renderer: renderer, into: &outcome, diagnostics: &diagnostics)
        outcome.diagnostics = diagnostics.diagnostics
        return outcome
    }

    /// Appended to a YAML error about a list item where a mapping was meant: `; 'events' is a mapping of
    /// event names, not a list`.
    static func notAList(key: String, holds: String) -> String { "; '\(key)' is \(holds), not a list" }

    /// One spec through the named stages, each ending in its boundary type: ``SpecInput`` →
    /// ``parse(_:timings:diagnostics:)`` → `YAMLNode` → ``validate(_:of:timings:diagnostics:)`` →
    /// ``ScreenSpec`` → ``render(_:of:with:timings:diagnostics:)`` → ``GeneratedFile``s →
    /// ``hand(_:of:timings:diagnostics:)`` → ``Options/output``. A stage with an error ends the run.
    private func run(
        _ input: SpecInput, renderer: TemplateRenderer?, into outcome: inout Outcome,
        diagnostics: inout DiagnosticEngine
    ) {
        guard let node = parse(input, timings: &outcome.timings, diagnostics: &diagnostics) else { return }
        guard let spec = validate(node, of: input, timings: &outcome.timings, diagnostics: &diagnostics)
        else { return }
        outcome.spec = spec
        guard options.renders, let renderer else { return }
        let files = render(spec, of: input, with: renderer, timings: &outcome.timings, diagnostics: &diagnostics)
        outcome.paths = files.map(\.path)
        outcome.output = SpecOutput(specPath: input.path, files: files)
        outcome.files = hand(files, of: input, timings: &outcome.timings, diagnostics: &diagnostics)
    }

    /// Spec bytes → located YAML nodes; libyaml's errors as located diagnostics, with hints.
    private func parse(
        _ input: SpecInput, timings: inout PhaseTimings, diagnostics: inout DiagnosticEngine
    ) -> YAMLNode?? {
        guard input.bytes.count <= Self.maximumSpecSize else {
            diagnostics.error(
                "the spec is \(input.bytes.count >> 20) MiB; specs are limited to \(Self.maximumSpecSize >> 20) MiB",
                at: SourceLocation(path: input.path, line: 1, column: 1))
            return nil
        }
        do throws(YAMLErrors) {
            return try timings.measure(.parse) { () throws(YAMLErrors) in
                try YAMLReader.readSingleDocument(input.bytes)
            }
        } catch {
            for yamlError in error.errors {
                var message = yamlError.message
                var notes = yamlError.notes
                if let key = yamlError.listKey, let holds = SpecFormat.mappingDescription(ofKeyNamed: key) {
                    message += Self.notAList(key: key, holds: holds)
                }
                if Self.isTab(at: yamlError.mark, in: input.bytes) {
                    message += " (a tab: YAML indents with spaces only)"
                    // libyaml's context ("while scanning a plain scalar") points away from the tab.
                    notes = []
                }
                diagnostics.error(
                    message, at: SourceLocation(path: input.path, mark: yamlError.mark),
                    notes: notes.map {
                        .init($0.message, at: SourceLocation(path: input.path, mark: $0.mark))
                    })
            }
            return nil
        }
    }

    /// Located nodes (nil for an empty document) → the validated spec, with the command line's
    /// overrides applied before validation.
    private func validate(
        _ node: YAMLNode?, of input: SpecInput, timings: inout PhaseTimings, diagnostics: inout DiagnosticEngine
    ) -> ScreenSpec? {
        timings.measure(.validate) {
            SpecDecoder(path: input.path).decode(node, overrides: options.variant, diagnostics: &diagnostics)
        }
    }

    /// The validated spec → its template context → its files.
    private func render(
        _ spec: ScreenSpec, of input: SpecInput, with renderer: TemplateRenderer, timings: inout PhaseTimings,
        diagnostics: inout DiagnosticEngine
    ) -> [GeneratedFile] {
        if let module = options.testsModule {
            guard spec.list == .table else {
                diagnostics.error(
                    "listgen tests does not support 'list: collection' yet; generate the tests of the table "
                        + "variant with '--list table'", at: SourceLocation(path: input.path, line: 1, column: 1))
                return []
            }
            let context = timings.measure(.context) { TemplateContext.makeTests(for: spec, module: module) }
            do throws(MustacheError) {
                return [try timings.measure(.render) { () throws(MustacheError) in try renderer.renderTests(context) }]
            } catch {
                diagnostics.emit(Self.diagnostic(for: error))
                return []
            }
        }
        let context = timings.measure(.context) { TemplateContext.make(for: spec) }
        do throws(MustacheError) {
            let layout = options.fileNaming.layout(for: input.path)
            return try timings.measure(.render) { () throws(MustacheError) in
                try renderer.render(context, types: GeneratedTypes(spec: spec), layout: layout)
            }
        } catch {
            diagnostics.emit(Self.diagnostic(for: error))
            return []
        }
    }

    /// The files → the output stage, when there is one and the spec has no error; returns what
    /// the result keeps (none when the stage staged them).
    private func hand(
        _ files: [GeneratedFile], of input: SpecInput, timings: inout PhaseTimings,
        diagnostics: inout DiagnosticEngine
    ) -> [GeneratedFile] {
        guard let output = options.output, !diagnostics.hasErrors else { return files }
        do throws(OutputWriter.Failure) {
            return try timings.measure(.write) { () throws(OutputWriter.Failure) in
                try output.take(files, of: input.path)
            }
        } catch {
            diagnostics.error(error.message, at: SourceLocation(path: error.path, line: 1, column: 1))
            return files
        }
    }

    /// Whether the character at `mark` (1-based line and column, in Unicode scalars) is a tab.
    static func isTab(at mark: SourceMark, in bytes: [UInt8]) -> Bool {
        guard let line = DiagnosticRenderer.sourceLine(mark.line, in: bytes) else { return false }
        let scalars = Array(line.unicodeScalars)
        return mark.column >= 1 && mark.column <= scalars.count && scalars[mark.column - 1] == "\t"
    }

    /// A template error as a diagnostic; an unknown name gets a did-you-mean from the names that
    /// were visible where it was looked up.
    static func diagnostic(for error: MustacheError) -> Diagnostic {
        var message = error.message
        if let name = error.unknownName { message += Suggestion.didYouMean(name, among: error.knownNames) }
        return .error(message, at: SourceLocation(path: error.templateName, line: error.line, column: error.column))
    }

    /// The number of threads ``map(_:concurrency:_:)`` uses for `count` inputs (at least 1).
    static func workers(for count: Int, concurrency: Int) -> Int {
        max(1, min(count, concurrency > 0 ? concurrency : activeProcessorCount()))
    }

    /// `transform` over `inputs`, on up to `concurrency` threads, results in input order.
    static func map<T: Sendable>(
        _ inputs: [SpecInput], concurrency: Int, _ transform: @Sendable (SpecInput) -> T
    ) -> [T] {
        let workers = workers(for: inputs.count, concurrency: concurrency)
        if workers <= 1 { return inputs.map(transform) }
        let results = ResultSlots<T>(count: inputs.count)
        Threads.run(workers) { worker in
            var index = worker
            while index < inputs.count {
                results.set(index, transform(inputs[index]))
                index += workers
            }
        }
        return results.values()
    }
}

/// Write-once slots filled from several threads; each index is written by exactly one worker,
/// and ``Threads/run(_:_:)`` returning orders every write before ``values()``.
private final class ResultSlots<T: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func set(_ index: Int, _ value: T) { slots[index] = value }

    func values() -> [T] { slots.map { $0! } }
}

private func activeProcessorCount() -> Int { FileSystem.processorCount }
