/// One libyaml parse event, mirroring the event model of the YAML test suite (`test.event` files).
///
/// Tags are in libyaml's expanded form (`tag:yaml.org,2002:str`, `!local`, or `!` for the non-specific tag);
/// `nil` means the node carries no tag. Anchors and alias names are given without `&` / `*`.
package enum YAMLEvent: Sendable, Hashable {
    /// The start of the stream (`+STR`).
    case streamStart
    /// The end of the stream (`-STR`).
    case streamEnd
    /// The start of a document (`+DOC`); `explicit` when it starts with `---`.
    case documentStart(explicit: Bool)
    /// The end of a document (`-DOC`); `explicit` when it ends with `...`.
    case documentEnd(explicit: Bool)
    /// The start of a mapping (`+MAP`); `flow` for `{…}` style.
    case mappingStart(anchor: String?, tag: String?, flow: Bool)
    /// The end of a mapping (`-MAP`).
    case mappingEnd
    /// The start of a sequence (`+SEQ`); `flow` for `[…]` style.
    case sequenceStart(anchor: String?, tag: String?, flow: Bool)
    /// The end of a sequence (`-SEQ`).
    case sequenceEnd
    /// A scalar (`=VAL`) with its style and its text after unescaping and folding.
    case scalar(anchor: String?, tag: String?, style: YAMLScalar.Style, value: String)
    /// An alias (`=ALI`) to the anchor with the given name.
    case alias(String)
}
