import ListgenYAML

extension SpecDecoder.Context {
    /// An event's or a row tap's `confirm`: a mapping with a required `title`, and an optional
    /// `message` and `button` (keys from ``SpecFormat/Confirm``).
    mutating func confirm(_ node: YAMLNode, of what: String) -> ConfirmSpec? {
        typealias Format = SpecFormat.Confirm
        let whatConfirm = "\(SpecFormat.Event.confirm.quoted) of \(what)"
        guard let entries = mapping(node, whatConfirm) else { return nil }
        let keys = fields(of: entries, known: Format.mapping.keyNames, in: whatConfirm)
        let message = keys[Format.message.name].flatMap { string($0.value, Format.message.quoted, lenient: true) }
        let button = keys[Format.button.name].flatMap { string($0.value, Format.button.quoted, lenient: true) }
        guard let titleNode = required(Format.title, in: keys, of: node, whatConfirm),
            let title = string(titleNode, Format.title.quoted, lenient: true)
        else { return nil }
        for (key, text, valueNode) in [
            (Format.title, title, titleNode), (Format.button, button, keys[Format.button.name]?.value),
        ] {
            if let text, let valueNode, text.isEmpty {
                error("\(key.quoted) of \(whatConfirm) cannot be empty", at: valueNode)
            }
        }
        return ConfirmSpec(title: title, message: message, button: button)
    }
}
