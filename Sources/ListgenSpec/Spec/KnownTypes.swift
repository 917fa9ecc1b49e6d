/// The types listgen knows without seeing the app: the standard library's and Foundation's common
/// ones (and the UIKit classes a route may name). A spec type within a small edit distance of one of
/// them, but not equal to it, is most likely a typo (`Strng`, `Intt`, `UUDI`, `Dat`): the compiler
/// would only say so later, inside the generated code. Names far from every known type are the
/// app's own and pass silently.
enum KnownTypes {
    static let names: Set<String> = [
        // Standard library
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Double", "Float", "Float16", "Array", "Dictionary", "Set", "Optional",
        "Result", "Never", "Range", "ClosedRange", "Duration", "Unicode",
        // Foundation
        "UUID", "Date", "URL", "Data", "Decimal", "TimeInterval", "Locale", "TimeZone", "Calendar",
        "DateComponents", "DateInterval", "IndexPath", "IndexSet", "Measurement", "AttributedString",
        "NSAttributedString", "PersonNameComponents", "URLComponents", "CGFloat", "CGPoint", "CGSize", "CGRect",
        // UIKit, for destinations and images
        "UIViewController", "UINavigationController", "UITableViewController", "UICollectionViewController",
        "UIImage", "UIColor",
        // Module qualifiers
        "Swift", "Foundation", "UIKit",
    ]

    /// Whether `known` is suggested for a typo: all but the sized numbers (`Int8`, …), which are
    /// rarely meant (`Intt` is `Int`, not `Int8`).
    static func isSuggested(_ known: String) -> Bool {
        !(known.hasPrefix("Int") || known.hasPrefix("UInt") || known.hasPrefix("Float"))
            || known.last?.isNumber == false
    }

    /// The suggested types closest to `name` when they are close enough to make `name` a likely
    /// typo: one edit (a transposition counts as one), two for names longer than six characters.
    /// Stricter than other did-you-means, because the app's own type names are free. Ties all
    /// count, in alphabetical order (`Dat`: `Data`, `Date`).
    ///
    /// Runs for every type name of a spec that is not a known type, so for each of the app's own
    /// (`Contact`): a known name whose length differs from `name`'s by more than one is skipped before
    /// it is lowercased, and only the few left are sorted (sorting the whole list once, for a
    /// `static let`, cost more than every comparison of a typical spec).
    static func closest(to name: String) -> [String] {
        let lowered = Suggestion.scalarValues(name.lowercased())
        let limit = name.count > 6 ? 2 : 1
        var best: [String] = []
        var distance = Int.max
        // Known names are ASCII: their length in bytes is their length in scalars, lowercased or not.
        for known in names where abs(known.utf8.count - lowered.count) <= 1 && isSuggested(known) {
            let candidate = Suggestion.scalarValues(known.lowercased())
            // Distances past the limit only need to be past it: each stops there.
            let d = Suggestion.editDistance(lowered, candidate, atMost: limit)
            if d < distance {
                (best, distance) = ([known], d)
            } else if d == distance {
                best.append(known)
            }
        }
        guard !best.isEmpty, distance <= limit else { return [] }
        return best.count > 1 ? best.sorted() : best
    }

    /// Each name in `type` (generic arguments, elements, keys and values included) that is a likely
    /// typo of known types, with them, in order of appearance.
    static func likelyTypos(in type: SwiftType) -> [(written: String, known: [String])] {
        var found: [(String, [String])] = []
        func visit(_ type: SwiftType) {
            switch type {
            case .named(let components):
                // `Foundation.Dat` is checked like `Dat`; `MyModule.Thing` is the app's.
                if components.count == 1 || ["Swift", "Foundation", "UIKit"].contains(components[0].name) {
                    let name = components[components.count - 1].name
                    if !names.contains(name) {
                        let known = closest(to: name)
                        if !known.isEmpty { found.append((name, known)) }
                    }
                }
                for component in components { component.arguments.forEach(visit) }
            case .array(let element): visit(element)
            case .dictionary(let key, let value):
                visit(key)
                visit(value)
            case .optional(let wrapped): visit(wrapped)
            }
        }
        visit(type)
        return found
    }
}
