// Examples/Messages/Kind.swift
// The app's kind of conversation, beside the spec that names it (`kind: Kind`): a row tap opens a
// thread or drills into a channel (`select.route: { field: kind, cases: … }`). Golden generation
// copies it as `_Kind.swift` into each golden set, as the app's target would compile it.

/// What a conversation is: a thread with one person, or a channel with its own conversations. Public,
/// so that the screen can be generated with `access: public` too.
public enum Kind: String, Hashable, Sendable {
    case thread
    case channel
}
