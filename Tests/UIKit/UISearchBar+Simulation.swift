// TEST-ONLY simulation API: not part of real UIKit.

extension UISearchBar {
    /// Simulates a person typing in the bar so that it holds `text`: a search controller that owns
    /// the bar becomes active first (its updater is told, as when the bar becomes first responder);
    /// then the text changes, the delegate gets `searchBar(_:textDidChange:)` and the updater
    /// `updateSearchResults(for:)`. Typing the text the bar already holds changes nothing.
    public func simulateTyping(_ text: String) {
        beginSearchIfNeeded()
        guard (self.text ?? "") != text else { return }
        self.text = text
        delegate?.searchBar(self, textDidChange: text)
        if let controller = owningSearchController {
            controller.searchResultsUpdater?.updateSearchResults(for: controller)
        }
    }

    /// Simulates a person tapping the scope button at `index`: the selection changes, the delegate
    /// gets `searchBar(_:selectedScopeButtonIndexDidChange:)` and the updater `updateSearchResults(for:)`.
    /// Returns false, and nothing happens, when there is no such button (fewer than two titles show no
    /// scope bar) or it is already selected.
    @discardableResult
    public func simulateScopeSelection(at index: Int) -> Bool {
        guard let titles = scopeButtonTitles, titles.count >= 2, titles.indices.contains(index),
            index != selectedScopeButtonIndex
        else { return false }
        beginSearchIfNeeded()
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        if let controller = owningSearchController {
            controller.searchResultsUpdater?.updateSearchResults(for: controller)
        }
        return true
    }

    /// Simulates a person tapping Cancel: the delegate gets `searchBarCancelButtonClicked(_:)`; for a
    /// search controller's bar the text is cleared and the controller becomes inactive, and its
    /// updater is told. Returns false, and nothing happens, when no search is active.
    @discardableResult
    public func simulateCancel() -> Bool {
        guard let controller = owningSearchController, controller.isActive else { return false }
        delegate?.searchBarCancelButtonClicked(self)
        text = ""
        controller.isActive = false
        controller.searchResultsUpdater?.updateSearchResults(for: controller)
        return true
    }

    /// A person tapping the bar of an inactive search controller activates it.
    private func beginSearchIfNeeded() {
        guard let controller = owningSearchController, !controller.isActive else { return }
        controller.isActive = true
        controller.searchResultsUpdater?.updateSearchResults(for: controller)
    }
}
