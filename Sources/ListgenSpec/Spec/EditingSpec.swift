/// `editing:` — what a person may change in the list's edit mode (issue #22).
package struct EditingSpec: Sendable, Hashable {
    /// `reorder`: rows can be dragged to a new place; the row store moves them and tells the app.
    package var reorder: Bool

    /// `nil` takes the spec format's default (``SpecFormat/Editing``).
    package init(reorder: Bool? = nil) {
        self.reorder = reorder ?? SpecFormat.Editing.reorder.defaultValue
    }
}
