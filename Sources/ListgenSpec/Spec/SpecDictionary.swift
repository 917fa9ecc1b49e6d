/// The spec half of the fuzz dictionary `Fuzz/spec.dict`: every key of ``SpecFormat`` (alone and as
/// `key:`) and every word a choice allows, with its synonyms, so the fuzzer reaches every decoder.
///
/// The file's second half (YAML syntax, Swift types, awkward scalars) is written by hand, below
/// ``handWrittenMarker``; a freshness test keeps the first half equal to the table.
enum SpecDictionary {
    /// The line that starts the hand-written half.
    static let handWrittenMarker = "# YAML syntax and values (written by hand; the lines above come from SpecFormat)"

    /// The dictionary's lines for the spec format, each a quoted libFuzzer token.
    static var tokens: [String] {
        var seen: Set<String> = []
        var result: [String] = []
        func add(_ token: String) {
            if seen.insert(token).inserted { result.append(token) }
        }
        for key in SpecFormat.allKeys {
            add(key.name + ":")
            add(key.name)
        }
        for key in SpecFormat.allKeys {
            for choice in key.choices {
                add(choice.word)
                choice.synonyms.forEach(add)
                for lookalike in choice.lookalikes { add(lookalike.word) }
            }
        }
        return result.map { "\"\($0)\"" }
    }

    /// `dictionary` with its first half written from the table.
    static func updating(_ dictionary: String) -> String {
        let lines = dictionary.split(separator: "\n", omittingEmptySubsequences: false)
        let handWritten = lines.firstIndex { $0 == handWrittenMarker }.map { lines[$0...].joined(separator: "\n") }
        return (["# libFuzzer dictionary: listgen spec keys and words, then YAML syntax and values."] + tokens)
            .joined(separator: "\n") + "\n" + (handWritten ?? handWrittenMarker + "\n")
    }
}

extension SpecFormat {
    /// Every key of every mapping, in README order (a key in two mappings, such as `confirm`, once per mapping).
    static var allKeys: [SpecKey] {
        var result: [SpecKey] = []
        var pending = [Screen.mapping]
        var seen: Set<String> = []
        while !pending.isEmpty {
            let next = pending.removeFirst()
            guard seen.insert(next.title).inserted else { continue }
            for key in next.keys {
                result.append(key)
                pending += nested(key.value)
            }
        }
        return result
    }
}
