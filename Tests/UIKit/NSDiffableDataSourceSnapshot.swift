@available(iOS 13.0, *)
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    @unchecked Sendable
{
    private(set) var sections: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    @available(iOS 15.0, *)
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    @available(iOS 15.0, *)
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    @available(iOS 15.0, *)
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    @available(iOS 13.0, *)
    public init() {}

    // MARK: Reading

    @available(iOS 13.0, *)
    public var numberOfItems: Int { sectionOfItem.count }
    @available(iOS 13.0, *)
    public var numberOfSections: Int { sections.count }
    @available(iOS 13.0, *)
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    @available(iOS 13.0, *)
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

    @available(iOS 13.0, *)
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }
    @available(iOS 13.0, *)
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        items[identifier] ?? []
    }
    @available(iOS 13.0, *)
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    @available(iOS 13.0, *)
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let sectionIndex = sections.firstIndex(of: section),
            let row = items[section]?.firstIndex(of: identifier)
        else { return nil }
        return sections[..<sectionIndex].reduce(0) { $0 + (items[$1]?.count ?? 0) } + row
    }

    @available(iOS 13.0, *)
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let sectionIndex = sections.firstIndex(of: section),
            let row = items[section]?.firstIndex(of: identifier)
        else { return nil }
        return IndexPath(item: row, section: sectionIndex)
    }

    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            let list = items[sections[indexPath.section]], list.indices.contains(indexPath.item)
        else { return nil }
        return list[indexPath.item]
    }

    func clearingReloads() -> Self {
        var copy = self
        copy.reloadedSectionIdentifiers = []
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        return copy
    }

    // MARK: Sections

    private mutating func checkNewSections(_ identifiers: [SectionIdentifierType]) -> [SectionIdentifierType] {
        var seen = Set(sections)
        var accepted: [SectionIdentifierType] = []
        for identifier in identifiers {
            if seen.insert(identifier).inserted {
                accepted.append(identifier)
            } else {
                UIKitStandIn.fail(
                    "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(identifier))}")
            }
        }
        return accepted
    }

    @available(iOS 13.0, *)
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for section in checkNewSections(identifiers) {
            sections.append(section)
            items[section] = []
        }
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        let accepted = checkNewSections(identifiers)
        sections.insert(contentsOf: accepted, at: index)
        for section in accepted { items[section] = [] }
    }

    private func sectionIndex(_ identifier: SectionIdentifierType, _ verb: String) -> Int? {
        guard let index = sections.firstIndex(of: identifier) else {
            UIKitStandIn.fail("Invalid section identifier specified for \(verb): \(identifier)")
            return nil
        }
        return index
    }

    @available(iOS 13.0, *)
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = sectionIndex(toIdentifier, "insert") else { return }
        insertSections(identifiers, at: index)
    }

    @available(iOS 13.0, *)
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = sectionIndex(toIdentifier, "insert") else { return }
        insertSections(identifiers, at: index + 1)
    }

    @available(iOS 13.0, *)
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            guard let index = sections.firstIndex(of: section) else { continue }
            sections.remove(at: index)
            for item in items[section] ?? [] { sectionOfItem[item] = nil }
            items[section] = nil
        }
    }

    @available(iOS 13.0, *)
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let from = sectionIndex(identifier, "move"), sectionIndex(toIdentifier, "move") != nil else { return }
        sections.remove(at: from)
        sections.insert(identifier, at: sections.firstIndex(of: toIdentifier)!)
    }

    @available(iOS 13.0, *)
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let from = sectionIndex(identifier, "move"), sectionIndex(toIdentifier, "move") != nil else { return }
        sections.remove(at: from)
        sections.insert(identifier, at: sections.firstIndex(of: toIdentifier)! + 1)
    }

    @available(iOS 13.0, *)
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers where sectionIndex(section, "reload") != nil {
            reloadedSectionIdentifiers.append(section)
        }
    }

    // MARK: Items

    private mutating func checkNewItems(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        var accepted: [ItemIdentifierType] = []
        for identifier in identifiers {
            if sectionOfItem[identifier] == nil, seen.insert(identifier).inserted {
                accepted.append(identifier)
            } else {
                UIKitStandIn.fail(
                    "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(identifier))}")
            }
        }
        return accepted
    }

    @available(iOS 13.0, *)
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard let section = sectionIdentifier ?? sections.last else {
            UIKitStandIn.fail("There are currently no sections in the data source. Please add a section first.")
            return
        }
        guard sections.contains(section) else {
            UIKitStandIn.fail("Invalid section identifier specified for append: \(section)")
            return
        }
        let accepted = checkNewItems(identifiers)
        items[section, default: []] += accepted
        for item in accepted { sectionOfItem[item] = section }
    }

    private mutating func insertItems(
        _ identifiers: [ItemIdentifierType], relativeTo identifier: ItemIdentifierType, offset: Int
    ) {
        guard let section = sectionOfItem[identifier], let index = items[section]?.firstIndex(of: identifier) else {
            UIKitStandIn.fail("Invalid item identifier specified for insert: \(identifier)")
            return
        }
        let accepted = checkNewItems(identifiers)
        items[section]!.insert(contentsOf: accepted, at: index + offset)
        for item in accepted { sectionOfItem[item] = section }
    }

    @available(iOS 13.0, *)
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insertItems(identifiers, relativeTo: beforeIdentifier, offset: 0)
    }

    @available(iOS 13.0, *)
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insertItems(identifiers, relativeTo: afterIdentifier, offset: 1)
    }

    @available(iOS 13.0, *)
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            guard let section = sectionOfItem[item] else {
                UIKitStandIn.fail("Invalid item identifier specified for delete: \(item)")
                continue
            }
            items[section]?.removeAll { $0 == item }
            sectionOfItem[item] = nil
        }
    }

    private mutating func removeItem(_ item: ItemIdentifierType) {
        guard let section = sectionOfItem[item] else { return }
        items[section]?.removeAll { $0 == item }
        sectionOfItem[item] = nil
    }

    @available(iOS 13.0, *)
    public mutating func deleteAllItems() {
        self = Self()
    }

    @available(iOS 13.0, *)
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, sectionOfItem[identifier] != nil, sectionOfItem[toIdentifier] != nil else {
            UIKitStandIn.fail("Invalid item identifier specified for move: \(identifier)")
            return
        }
        removeItem(identifier)
        insertItems([identifier], beforeItem: toIdentifier)
    }

    @available(iOS 13.0, *)
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, sectionOfItem[identifier] != nil, sectionOfItem[toIdentifier] != nil else {
            UIKitStandIn.fail("Invalid item identifier specified for move: \(identifier)")
            return
        }
        removeItem(identifier)
        insertItems([identifier], afterItem: toIdentifier)
    }

    @available(iOS 13.0, *)
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            if sectionOfItem[item] == nil {
                UIKitStandIn.fail("Invalid item identifier specified for reload: \(item)")
            } else {
                reloadedItemIdentifiers.append(item)
            }
        }
    }

    @available(iOS 15.0, *)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            if sectionOfItem[item] == nil {
                UIKitStandIn.fail("Invalid item identifier specified for reconfigure: \(item)")
            } else {
                reconfiguredItemIdentifiers.append(item)
            }
        }
    }
}
