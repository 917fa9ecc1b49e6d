/// Test input with expected positions marked inside it: `❶`, `❷`, … stand just before the
/// character a diagnostic must point at, and are removed from the text.
struct MarkedText {
    let text: String
    /// `"line:column"` of each marker, by marker number (1-based).
    let marks: [Int: String]

    static let markers: [Character] = ["❶", "❷", "❸", "❹", "❺", "❻", "❼", "❽", "❾"]

    init(_ marked: String) {
        var text = ""
        var marks: [Int: String] = [:]
        var line = 1
        var column = 1
        for character in marked {
            if let index = Self.markers.firstIndex(of: character) {
                marks[index + 1] = "\(line):\(column)"
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        self.text = text
        self.marks = marks
    }

    /// The location prefix of marker `number` in `path`: `spec.yaml:3:5`.
    func at(_ number: Int, path: String = "spec.yaml") -> String { "\(path):\(marks[number]!)" }
}
