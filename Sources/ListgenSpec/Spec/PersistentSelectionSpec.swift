/// `selection:` — how the list keeps its selected row (issue #22).
package struct PersistentSelectionSpec: Sendable, Hashable {
    /// `persistent`: the selected row stays selected, by its ID, across every change of the rows and
    /// when the screen reappears (a split view's sidebar or timeline).
    package var persistent: Bool

    /// `nil` takes the spec format's default (``SpecFormat/Selection``).
    package init(persistent: Bool? = nil) {
        self.persistent = persistent ?? SpecFormat.Selection.persistent.defaultValue
    }
}
