/// `editing:` — what a person may change in the list's edit mode (issue #22).
package struct EditingSpec: Sendable, Hashable {
    /// `reorder`: rows can be dragged to a new place; the row store moves them and tells the app.
    package var reorder: Bool
    /// `delete`: the event a row's delete control fires in edit mode (an event of the screen's cells);
    /// nil for no delete control.
    package var delete: String?

    /// `nil` takes the spec format's default (``SpecFormat/Editing``).
    package init(reorder: Bool? = nil, delete: String? = nil) {
        self.reorder = reorder ?? SpecFormat.Editing.reorder.defaultValue
        self.delete = delete ?? SpecFormat.Editing.delete.defaultValue
    }
}
