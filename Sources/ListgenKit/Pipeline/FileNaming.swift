import ListgenRendering

/// How a run names the files it generates: one per generated type, or one per spec. A value, not
/// a closure, so the pipeline's options say what they do.
package enum FileNaming: Sendable, Hashable {
    /// One file per generated type (`ContactsViewController.swift`, …).
    case filePerType
    /// One file per spec: the name `names` gives for the spec's path, else the spec's own name
    /// (``defaultName(forSpecAt:)``).
    case filePerSpec(names: [String: String] = [:])

    /// The renderer's layout for the spec at `path`.
    package func layout(for path: String) -> TemplateRenderer.Layout {
        switch self {
        case .filePerType: .filePerType
        case .filePerSpec(let names): .singleFile(names[path] ?? Self.defaultName(forSpecAt: path))
        }
    }

    /// `Specs/Contacts.listgen.yaml` → `Contacts.listgen.swift`.
    package static func defaultName(forSpecAt path: String) -> String {
        var name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
        }
        return name + ".swift"
    }
}
