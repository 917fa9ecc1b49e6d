/// `editing:` — what a person may change in the list's edit mode (issue #22).
package struct EditingSpec: Sendable, Hashable {
    /// `reorder`: rows can be dragged to a new place; the row store moves them and tells the app.
    package var reorder: Bool
    /// `delete`: the event a row's delete control fires in edit mode (an event of the screen's cells);
    /// nil for no delete control.
    package var delete: String?
    /// `multiSelect`: the events offered as batch actions on the rows selected in edit mode, in the order
    /// of their buttons (events of the screen's cells without a route); empty for no multiple selection.
    package var multiSelect: [String]

    /// `nil` takes the spec format's default (``SpecFormat/Editing``).
    package init(reorder: Bool? = nil, delete: String? = nil, multiSelect: [String]? = nil) {
        self.reorder = reorder ?? SpecFormat.Editing.reorder.defaultValue
        self.delete = delete ?? SpecFormat.Editing.delete.defaultValue
        self.multiSelect = multiSelect ?? SpecFormat.Editing.multiSelect.defaultValue
    }
}
