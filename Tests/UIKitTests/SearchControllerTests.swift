import Testing

/// `UISearchController`, `UISearchBar` and their protocols, as the iOS 18 SDK headers describe them
/// (sources in Declarations.tsv), and the typing, scope and cancel simulations.
@MainActor
@Suite struct SearchControllerTests {
    /// Records what the updater and the bar's delegate are told.
    final class Recorder: NSObject, UISearchResultsUpdating, UISearchBarDelegate {
        var events: [String] = []

        func updateSearchResults(for searchController: UISearchController) {
            events.append("update \(searchController.isActive) '\(searchController.searchBar.text ?? "")'")
        }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            events.append("text '\(searchText)'")
        }

        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            events.append("scope \(selectedScope)")
        }

        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
            events.append("cancel")
        }
    }

    func wired() -> (UISearchController, Recorder) {
        let search = UISearchController(searchResultsController: nil)
        let recorder = Recorder()
        search.searchResultsUpdater = recorder
        search.searchBar.delegate = recorder
        return (search, recorder)
    }

    @Test func defaultsFollowTheHeaders() {
        let search = UISearchController(searchResultsController: nil)
        #expect(!search.isActive)
        #expect(!search.obscuresBackgroundDuringPresentation)
        #expect(search.hidesNavigationBarDuringPresentation)
        #expect(search.searchResultsController == nil)
        #expect(search.searchBar.text == nil)
        #expect(search.searchBar.placeholder == nil)
        #expect(search.searchBar.scopeButtonTitles == nil)
        #expect(search.searchBar.selectedScopeButtonIndex == 0)
        let item = UINavigationItem()
        #expect(item.searchController == nil)
        item.searchController = search
        #expect(item.searchController === search)
    }

    @Test func typingActivatesThenReportsTheText() {
        let (search, recorder) = wired()
        search.searchBar.simulateTyping("ca")
        #expect(search.isActive)
        #expect(recorder.events == ["update true ''", "text 'ca'", "update true 'ca'"])
        search.searchBar.simulateTyping("ca")
        #expect(recorder.events.count == 3)
    }

    @Test func settingTheTextFromCodeTellsNobody() {
        let (search, recorder) = wired()
        search.searchBar.text = "x"
        search.searchBar.selectedScopeButtonIndex = 1
        #expect(recorder.events.isEmpty)
    }

    @Test func aScopeNeedsTwoTitlesAndAnotherButton() {
        let (search, recorder) = wired()
        search.searchBar.scopeButtonTitles = ["All"]
        #expect(!search.searchBar.simulateScopeSelection(at: 0))
        search.searchBar.scopeButtonTitles = ["All", "Starred"]
        #expect(!search.searchBar.simulateScopeSelection(at: 0))
        #expect(!search.searchBar.simulateScopeSelection(at: 2))
        #expect(recorder.events.isEmpty)
        #expect(search.searchBar.simulateScopeSelection(at: 1))
        #expect(search.searchBar.selectedScopeButtonIndex == 1)
        #expect(recorder.events == ["update true ''", "scope 1", "update true ''"])
    }

    @Test func cancelClearsTheTextAndEndsTheSearch() {
        let (search, recorder) = wired()
        #expect(!search.searchBar.simulateCancel())
        search.searchBar.simulateTyping("ca")
        recorder.events = []
        #expect(search.searchBar.simulateCancel())
        #expect(!search.isActive)
        #expect(search.searchBar.text == "")
        #expect(recorder.events == ["cancel", "update false ''"])
    }

    @Test func theUpdaterAndDelegateAreWeak() {
        let search = UISearchController(searchResultsController: nil)
        do {
            let recorder = Recorder()
            search.searchResultsUpdater = recorder
            search.searchBar.delegate = recorder
        }
        #expect(search.searchResultsUpdater == nil)
        #expect(search.searchBar.delegate == nil)
    }
}
