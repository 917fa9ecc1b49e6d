import Testing

@MainActor
@Suite struct WindowTests {
    @Test func aViewIsInAWindowOnlyThroughItsSuperviews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = LifecycleController()
        #expect(controller.tableView.window == nil)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
        #expect(window.window === window)
        #expect(controller.isViewLoaded)
        #expect(controller.tableView.window === window)
        let child = UIView(frame: .zero)
        controller.tableView.addSubview(child)
        #expect(child.window === window)
        child.removeFromSuperview()
        #expect(child.window == nil)
        window.rootViewController = nil
        #expect(controller.tableView.window == nil)
    }

    @Test func onlyTheTopOfANavigationStackIsInTheWindow() {
        let window = UIWindow(frame: .zero)
        let root = LifecycleController()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        #expect(root.view.window === window)
        let pushed = LifecycleController()
        navigation.pushViewController(pushed, animated: false)
        #expect(pushed.view.window === window)
        #expect(root.view.window == nil, "the covered controller's view leaves the hierarchy")
        navigation.popViewController(animated: false)
        #expect(root.view.window === window)
        #expect(pushed.view.window == nil)
    }

    @Test func aPresentedControllerIsInThePresentersWindowUntilDismissed() {
        let window = UIWindow(frame: .zero)
        let root = LifecycleController()
        window.rootViewController = root
        let presented = LifecycleController()
        root.present(UINavigationController(rootViewController: presented), animated: false)
        #expect(presented.view.window === window)
        root.dismiss(animated: false)
        #expect(presented.view.window == nil)
        // Not in a window: presenting does not put anything in one.
        let loose = LifecycleController()
        let other = LifecycleController()
        loose.present(other, animated: false)
        #expect(other.view.window == nil)
    }
}

@MainActor
@Suite struct AccessibilityTests {
    @Test func customActionsRunTheirHandlerThroughTheVoiceOverPath() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var performed: [String] = []
        cell.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Call") { action in
                performed.append(action.name)
                return true
            },
            UIAccessibilityCustomAction(name: "Delete") { _ in false },
        ]
        #expect(cell.simulatedAccessibilityCustomActionNames == ["Call", "Delete"])
        #expect(cell.simulateAccessibilityCustomAction(named: "Call") == true)
        #expect(cell.simulateAccessibilityCustomAction(named: "Delete") == false)
        #expect(cell.simulateAccessibilityCustomAction(named: "Missing") == nil)
        #expect(performed == ["Call"])
        let button = UIButton(configuration: .plain())
        #expect(button.accessibilityLabel == nil, "the stand-in derives no label from an image")
        button.accessibilityLabel = "Flag"
        #expect(button.accessibilityLabel == "Flag")
    }

    @Test func layoutMarginsGuideIsOneObjectPerView() {
        let view = UIView(frame: .zero)
        let label = UILabel(frame: .zero)
        view.addSubview(label)
        let constraint = label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)
        #expect(view.layoutMarginsGuide === view.layoutMarginsGuide)
        #expect(constraint.firstItem === label)
        #expect(constraint.secondItem === view.layoutMarginsGuide)
        #expect(constraint.firstAttribute == .leading)
        #expect(constraint.secondAttribute == .leading)
        let height = label.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
        #expect(height.secondAttribute == .notAnAttribute)
        #expect(height.relation == .greaterThanOrEqual)
    }
}

@MainActor
@Suite struct SelectionTests {
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource,
        UICollectionViewDelegate
    {
        var selected: [IndexPath] = []
        var highlights = true
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { highlights }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        )
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
            highlights
        }
    }

    @Test func aTappedRowStaysSelectedUntilDeselected() {
        let source = Source()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        let path = IndexPath(row: 1, section: 0)
        table.simulateRowSelection(at: path)
        #expect(source.selected == [path])
        #expect(table.indexPathForSelectedRow == path)
        #expect(table.cellForRow(at: path)?.isSelected == true)
        table.deselectRow(at: path, animated: true)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: path)?.isSelected == false)
        table.allowsSelection = false
        table.simulateRowSelection(at: path)
        #expect(source.selected == [path] && table.indexPathForSelectedRow == nil)
        table.allowsSelection = true
        source.highlights = false
        table.simulateRowSelection(at: path)
        #expect(source.selected == [path] && table.indexPathForSelectedRow == nil)
    }

    @Test func aTappedItemStaysSelectedUntilDeselected() {
        let source = Source()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.delegate = source
        let path = IndexPath(item: 2, section: 0)
        collection.simulateItemSelection(at: path)
        #expect(source.selected == [path])
        #expect(collection.indexPathsForSelectedItems == [path])
        #expect(collection.cellForItem(at: path)?.isSelected == true)
        collection.deselectItem(at: path, animated: true)
        #expect(collection.indexPathsForSelectedItems == [])
        #expect(collection.cellForItem(at: path)?.isSelected == false)
        collection.allowsSelection = false
        collection.simulateItemSelection(at: path)
        #expect(source.selected == [path])
    }
}

@MainActor
@Suite struct WarningLogTests {
    @Test func recordingWarningsReturnsOnlyWhatWasLoggedInside() {
        UIKitStandIn.resetLoggedWarnings()
        let inside = UIKitStandIn.recordingWarnings {}
        #expect(inside.isEmpty)
        #expect(UIKitStandIn.loggedWarnings.isEmpty)
    }
}

@MainActor
@Suite struct ConstraintInstallationTests {
    @Test func activationInstallsOnTheClosestCommonAncestor() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let stack = UIStackView(arrangedSubviews: [])
        let label = UILabel(frame: .zero)
        cell.contentView.addSubview(stack)
        cell.contentView.addSubview(label)
        let margins = cell.contentView.layoutMarginsGuide
        let constraints = [
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: stack.leadingAnchor, constant: -8),
            stack.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ]
        NSLayoutConstraint.activate(constraints)
        #expect(cell.contentView.constraints.count == 2)
        #expect(cell.contentView.constraints.contains { $0 === constraints[0] })
        #expect(stack.constraints.first === constraints[2], "a one-item constraint goes on its own view")
        constraints[1].isActive = false
        #expect(cell.contentView.constraints.count == 1)
    }

    @Test func activatingAcrossHierarchiesRaises() {
        let a = UIView(frame: .zero)
        let b = UILabel(frame: .zero)
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let messages = UIKitStandIn.recordingInconsistencies { constraint.isActive = true }
        #expect(
            messages == [
                "Unable to activate constraint with anchors <UIView.leading> and <UILabel.leading> because they have "
                    + "no common ancestor.  Does the constraint or its anchors reference items in different view "
                    + "hierarchies?  That's illegal."
            ])
    }
}
