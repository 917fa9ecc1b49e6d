import Testing

/// Rule 30 of Tests/UIKit/README.md: a tap on a section index title asks the data source for the titles
/// and for the title's section, and scrolls there; an answer that names no section, titles without the
/// jump method, and an index on a table that is not plain are reported (stricter than UIKit, whose
/// documentation says nothing of these cases). Each report has its negative control below.
@MainActor
@Suite struct SectionIndexRuleTests {
    /// Three sections of 20 rows each, titled "A", "B", "C"; the jump answers `section(title, index)`.
    final class IndexedSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
        var section: (String, Int) -> Int = { title, _ in ["A", "B", "C"].firstIndex(of: title) ?? 0 }
        var indexPath: ((String, Int) -> IndexPath)?

        func numberOfSections(in tableView: UITableView) -> Int { 3 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B", "C"] }
        func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            section(title, index)
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A", "B", "C"] }
        func collectionView(
            _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
        ) -> IndexPath {
            indexPath?(title, index) ?? IndexPath(index: section(title, index))
        }
    }

    /// A data source with titles and no jump method.
    final class TitlesOnlySource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A"] }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A"] }
    }

    private func table(_ source: UITableViewDataSource, style: UITableView.Style = .plain) -> UITableView {
        let table = UITableView(frame: .zero, style: style)
        table.dataSource = source
        table.reloadData()
        return table
    }

    private func collection(_ source: UICollectionViewDataSource) -> UICollectionView {
        let collection = UICollectionView(
            frame: .zero,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = source
        collection.reloadData()
        return collection
    }

    @Test func aTapOnATitleScrollsToTheSectionTheDataSourceNames() {
        let source = IndexedSource()
        let table = table(source)
        let raised = UIKitStandIn.recordingInconsistencies {
            #expect(table.simulatedSectionIndexTitles == ["A", "B", "C"])
            #expect(table.simulateSectionIndexTap(at: 2) == 2)
            #expect(table.firstVisibleFlatRow == 40)
            #expect(table.simulateSectionIndexTap(at: 1) == 1)
            #expect(table.firstVisibleFlatRow == 20)
        }
        #expect(raised.isEmpty, "\(raised)")
    }

    /// The negative control: an answer past the last section is reported, and the table does not scroll.
    @Test func anAnswerThatNamesNoSectionIsReported() {
        let source = IndexedSource()
        source.section = { _, index in index + 1 }
        let table = table(source)
        let raised = UIKitStandIn.recordingInconsistencies {
            #expect(table.simulateSectionIndexTap(at: 1) == 2)
            #expect(table.simulateSectionIndexTap(at: 2) == nil)
        }
        #expect(
            raised == [
                "stand-in: tableView(_:sectionForSectionIndexTitle:at:) answered section 3 for the index title 'C' "
                    + "at 2, but the table has 3 sections"
            ])
    }

    @Test func titlesWithoutTheJumpMethodAreReported() {
        let source = TitlesOnlySource()
        let table = table(source)
        let collection = collection(source)
        let raised = UIKitStandIn.recordingInconsistencies {
            table.simulateSectionIndexTap(at: 0)
            collection.simulateIndexTitleTap(at: 0)
        }
        #expect(
            raised == [
                UITableView.standInMissingSectionForIndexTitle, UICollectionView.standInMissingIndexPathForIndexTitle,
            ])
    }

    /// Apple: "The table view must be in the plain style". The negative control is the same data source
    /// on an inset grouped table.
    @Test func anIndexOnATableThatIsNotPlainIsReported() {
        let source = IndexedSource()
        let grouped = table(source, style: .insetGrouped)
        let raised = UIKitStandIn.recordingInconsistencies { #expect(grouped.simulateSectionIndexTap(at: 0) == nil) }
        #expect(raised.count == 1 && raised[0].contains("plain style"), "\(raised)")
    }

    /// An index path of one index is a whole section (`UICollectionView.h`); one of two an item. An index
    /// path past the sections, or past the section's items, is reported (the negative controls).
    @Test func aCollectionViewJumpsToTheIndexPathItIsGiven() {
        let source = IndexedSource()
        let collection = collection(source)
        var raised = UIKitStandIn.recordingInconsistencies {
            #expect(collection.simulatedIndexTitles == ["A", "B", "C"])
            #expect(collection.simulateIndexTitleTap(at: 1) == 1)
            #expect(collection.firstVisibleFlatRow == 20)
            source.indexPath = { _, _ in IndexPath(item: 5, section: 2) }
            #expect(collection.simulateIndexTitleTap(at: 0) == 2)
            #expect(collection.firstVisibleFlatRow == 45)
        }
        #expect(raised.isEmpty, "\(raised)")
        raised = UIKitStandIn.recordingInconsistencies {
            source.indexPath = { _, _ in IndexPath(index: 3) }
            #expect(collection.simulateIndexTitleTap(at: 0) == nil)
            source.indexPath = { _, _ in IndexPath(item: 20, section: 0) }
            #expect(collection.simulateIndexTitleTap(at: 0) == nil)
        }
        #expect(raised.count == 2, "\(raised)")
    }
}
