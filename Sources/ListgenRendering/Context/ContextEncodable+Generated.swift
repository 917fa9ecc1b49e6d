// Written from the stored properties of the context structs in this folder by
// ContextEncodingTests (LISTGEN_RECORD=1 swift test), which fails when it is stale.
// Do not edit. A renamed or removed field stops this file compiling: delete its line, re-record.
import ListgenMustache

extension AccessoriesContext: ContextEncodable {
    static var fieldCount: Int { 4 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["accessoryTypeExpression"] = accessoryTypeExpression.map { v0 in .string(v0) } ?? .null
        object["accessoryTypesLiteral"] = .string(accessoryTypesLiteral)
        object["cellAccessories"] = .array(cellAccessories.map { v0 in v0.contextValue })
        object["badge"] = badge.map { v0 in v0.contextValue } ?? .null
    }
}

extension AccessoryExpressionContext: ContextEncodable {
    static var fieldCount: Int { 1 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["expression"] = .string(expression)
    }
}

extension ActionContext: ContextEncodable {
    static var fieldCount: Int { 9 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["caseName"] = .string(caseName)
        object["modelType"] = .string(modelType)
        object["parameterName"] = .string(parameterName)
        object["description"] = .string(description)
        object["index"] = .int(index)
        object["isFirst"] = .bool(isFirst)
        object["isLast"] = .bool(isLast)
        object["valueParameter"] = .string(valueParameter)
        object["isSwitch"] = .bool(isSwitch)
    }
}

extension BadgeContext: ContextEncodable {
    static var fieldCount: Int { 4 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["countExpression"] = .string(countExpression)
        object["textExpression"] = .string(textExpression)
        object["fieldName"] = .string(fieldName)
        object["accessibilityLabelLiteral"] = .string(accessibilityLabelLiteral)
    }
}

extension BatchButtonContext: ContextEncodable {
    static var fieldCount: Int { 9 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["event"] = .string(event)
        object["caseName"] = .string(caseName)
        object["methodName"] = .string(methodName)
        object["testMethod"] = .string(testMethod)
        object["index"] = .int(index)
        object["titleLiteral"] = .string(titleLiteral)
        object["imageExpression"] = .string(imageExpression)
        object["description"] = .string(description)
        object["confirm"] = confirm.map { v0 in v0.contextValue } ?? .null
    }
}

extension BatchCellContext: ContextEncodable {
    static var fieldCount: Int { 2 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["rowCaseName"] = .string(rowCaseName)
        object["isSelectableLiteral"] = .string(isSelectableLiteral)
    }
}

extension BatchConfirmContext: ContextEncodable {
    static var fieldCount: Int { 5 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["titleLiteral"] = .string(titleLiteral)
        object["messageLiteral"] = .string(messageLiteral)
        object["buttonLiteral"] = .string(buttonLiteral)
        object["buttonStyle"] = .string(buttonStyle)
        object["anchorArgument"] = .string(anchorArgument)
    }
}

extension ButtonAnchorCellContext: ContextEncodable {
    static var fieldCount: Int { 3 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["cellName"] = .string(cellName)
        object["buttonName"] = .string(buttonName)
        object["isLast"] = .bool(isLast)
    }
}

extension ButtonAnchorContext: ContextEncodable {
    static var fieldCount: Int { 3 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["methodName"] = .string(methodName)
        object["description"] = .string(description)
        object["cells"] = .array(cells.map { v0 in v0.contextValue })
    }
}

extension ButtonContext: ContextEncodable {
    static var fieldCount: Int { 4 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["buttonName"] = .string(buttonName)
        object["index"] = .int(index)
        object["isFirst"] = .bool(isFirst)
        object["isLast"] = .bool(isLast)
    }
}

extension ButtonLineContext: ContextEncodable {
    static var fieldCount: Int { 4 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["buttons"] = .array(buttons.map { v0 in v0.contextValue })
        object["index"] = .int(index)
        object["isFirst"] = .bool(isFirst)
        object["isLast"] = .bool(isLast)
    }
}

extension CellContext: ContextEncodable {
    static var fieldCount: Int { 40 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["name"] = .string(name)
        object["registrationName"] = .string(registrationName)
        object["reuseIdentifierLiteral"] = .string(reuseIdentifierLiteral)
        object["superclass"] = .string(superclass)
        object["isTableCell"] = .bool(isTableCell)
        object["isCollectionCell"] = .bool(isCollectionCell)
        object["modelType"] = .string(modelType)
        object["modelIDType"] = .string(modelIDType)
        object["parameterName"] = .string(parameterName)
        object["rowCaseName"] = .string(rowCaseName)
        object["rowIDExpression"] = .string(rowIDExpression)
        object["delegateProtocol"] = .string(delegateProtocol)
        object["display"] = display.contextValue
        object["events"] = .array(events.map { v0 in v0.contextValue })
        object["hookEvents"] = .array(hookEvents.map { v0 in v0.contextValue })
        object["hasEvents"] = .bool(hasEvents)
        object["hasClosures"] = .bool(hasClosures)
        object["hasDelegate"] = .bool(hasDelegate)
        object["hasHooks"] = .bool(hasHooks)
        object["hasDeleteControl"] = .bool(hasDeleteControl)
        object["showsMultiselectAccessory"] = .bool(showsMultiselectAccessory)
        object["usesListContentView"] = .bool(usesListContentView)
        object["contentTarget"] = .string(contentTarget)
        object["maxButtonsPerLine"] = .int(maxButtonsPerLine)
        object["buttonLines"] = .array(buttonLines.map { v0 in v0.contextValue })
        object["index"] = .int(index)
        object["isFirst"] = .bool(isFirst)
        object["isLast"] = .bool(isLast)
        object["hasEventStates"] = .bool(hasEventStates)
        object["buttons"] = .array(buttons.map { v0 in v0.contextValue })
        object["hasButtons"] = .bool(hasButtons)
        object["installMethod"] = .string(installMethod)
        object["accessibilityActionEvents"] = .array(accessibilityActionEvents.map { v0 in v0.contextValue })
        object["hasAccessibilityActions"] = .bool(hasAccessibilityActions)
        object["filtersAccessibilityActions"] = .bool(filtersAccessibilityActions)
        object["accessibilityActionsTarget"] = .string(accessibilityActionsTarget)
        object["loadsImage"] = .bool(loadsImage)
        object["hasContentView"] = .bool(hasContentView)
        object["contentView"] = contentView.map { v0 in v0.contextValue } ?? .null
        object["touchHighlightStatement"] = touchHighlightStatement.map { v0 in .string(v0) } ?? .null
    }
}

extension ConfirmContext: ContextEncodable {
    static var fieldCount: Int { 10 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["titleLiteral"] = .string(titleLiteral)
        object["messageLiteral"] = .string(messageLiteral)
        object["buttonLiteral"] = .string(buttonLiteral)
        object["buttonStyle"] = .string(buttonStyle)
        object["stillOfferedExpression"] = stillOfferedExpression.map { v0 in .string(v0) } ?? .null
        object["anchorArgument"] = .string(anchorArgument)
        object["asksArgument"] = .string(asksArgument)
        object["caseBinding"] = .string(caseBinding)
        object["lookupBinding"] = .string(lookupBinding)
        object["singleLookup"] = .string(singleLookup)
    }
}

extension ConfirmationContext: ContextEncodable {
    static var fieldCount: Int { 4 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["methodName"] = .string(methodName)
        object["cancelTitleLiteral"] = .string(cancelTitleLiteral)
        object["hasActionSheets"] = .bool(hasActionSheets)
        object["hasConditions"] = .bool(hasConditions)
    }
}

extension ContentViewContext: ContextEncodable {
    static var fieldCount: Int { 5 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["viewType"] = .string(viewType)
        object["protocolName"] = .string(protocolName)
        object["controlEvents"] = .array(controlEvents.map { v0 in v0.contextValue })
        object["hasControls"] = .bool(hasControls)
        object["loadsImages"] = .bool(loadsImages)
    }
}

extension ControllerEventCaseContext: ContextEncodable {
    static var fieldCount: Int { 2 + RowTapContext.fieldCount }

    func encodeFields(into object: inout [String: MustacheValue]) {
        tap.encodeFields(into: &object)
        object["handles"] = .bool(handles)
        object["description"] = description.map { v0 in .string(v0) } ?? .null
    }
}

extension ControllerEventContext: ContextEncodable {
    static var fieldCount: Int { 15 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["name"] = .string(name)
        object["tapMethod"] = .string(tapMethod)
        object["description"] = .string(description)
        object["cases"] = .array(cases.map { v0 in v0.contextValue })
        object["singleCase"] = singleCase.map { v0 in v0.contextValue } ?? .null
        object["asksFirst"] = .bool(asksFirst)
        object["index"] = .int(index)
        object["isFirst"] = .bool(isFirst)
        object["isLast"] = .bool(isLast)
        object["hasButton"] = .bool(hasButton)
        object["isSwitch"] = .bool(isSwitch)
        object["valueParameter"] = .string(valueParameter)
        object["valueArgument"] = .string(valueArgument)
        object["buttonAnchor"] = buttonAnchor.map { v0 in v0.contextValue } ?? .null
        object["navigateAnchorArgument"] = .string(navigateAnchorArgument)
    }
}

extension DataSectionCaseContext: ContextEncodable {
    static var fieldCount: Int { 3 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["pattern"] = pattern.map { v0 in .string(v0) } ?? .null
        object["valueExpression"] = .string(valueExpression)
        object["titleExpression"] = titleExpression.map { v0 in .string(v0) } ?? .null
    }
}

extension DataSectionsContext: ContextEncodable {
    static var fieldCount: Int { 15 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["field"] = .string(field)
        object["valueType"] = .string(valueType)
        object["cases"] = .array(cases.map { v0 in v0.contextValue })
        object["groupingExpression"] = .string(groupingExpression)
        object["groupingDescription"] = .string(groupingDescription)
        object["orderExpression"] = .string(orderExpression)
        object["orderDescription"] = .string(orderDescription)
        object["titlesRelativeDay"] = .bool(titlesRelativeDay)
        object["titleField"] = titleField.map { v0 in .string(v0) } ?? .null
        object["titlesValue"] = .bool(titlesValue)
        object["valueTitleExpression"] = .string(valueTitleExpression)
        object["formatsDate"] = .bool(formatsDate)
        object["dateFormatSetup"] = .string(dateFormatSetup)
        object["todayExpression"] = todayExpression.map { v0 in .string(v0) } ?? .null
        object["yesterdayExpression"] = yesterdayExpression.map { v0 in .string(v0) } ?? .null
    }
}

extension DisplayContext: ContextEncodable {
    static var fieldCount: Int { 11 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["text"] = text.map { v0 in .string(v0) } ?? .null
        object["secondaryText"] = secondaryText.map { v0 in .string(v0) } ?? .null
        object["imageExpression"] = imageExpression.map { v0 in .string(v0) } ?? .null
        object["imageURL"] = imageURL.map { v0 in v0.contextValue } ?? .null
        object["hasText"] = .bool(hasText)
        object["hasSecondaryText"] = .bool(hasSecondaryText)
        object["hasContent"] = .bool(hasContent)
        object["indentationExpression"] = indentationExpression.map { v0 in .string(v0) } ?? .null
        object["textColorExpression"] = textColorExpression.map { v0 in .string(v0) } ?? .null
        object["contentConfigurationExpression"] = .string(contentConfigurationExpression)
        object["accessories"] = accessories.map { v0 in v0.contextValue } ?? .null
    }
}

extension EditingContext: ContextEncodable {
    static var fieldCount: Int { 13 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["isUsed"] = .bool(isUsed)
        object["listEditingStatement"] = .string(listEditingStatement)
        object["canReorder"] = .bool(canReorder)
        object["canDelete"] = .bool(canDelete)
        object["deleteEvent"] = .string(deleteEvent)
        object["deleteMethod"] = .string(deleteMethod)
        object["deleteTestMethod"] = .string(deleteTestMethod)
        object["declaresEditingStyle"] = .bool(declaresEditingStyle)
        object["editingStyleOutsideEditMode"] = .string(editingStyleOutsideEditMode)
        object["declaresTableDelegate"] = .bool(declaresTableDelegate)
        object["makesRowsEditable"] = .bool(makesRowsEditable)
        object["multiSelect"] = multiSelect.map { v0 in v0.contextValue } ?? .null
        object["rowEventTests"] = .array(rowEventTests.map { v0 in v0.contextValue })
    }
}

extension EmptyStateActionContext: ContextEncodable {
    static var fieldCount: Int { 4 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["titleExpression"] = .string(titleExpression)
        object["routeName"] = routeName.map { v0 in .string(v0) } ?? .null
        object["routeExpression"] = routeExpression.map { v0 in .string(v0) } ?? .null
        object["actionCaseName"] = actionCaseName.map { v0 in .string(v0) } ?? .null
    }
}

extension EmptyStateContext: ContextEncodable {
    static var fieldCount: Int { 7 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["textExpression"] = .string(textExpression)
        object["secondaryTextExpression"] = secondaryTextExpression.map { v0 in .string(v0) } ?? .null
        object["systemImageLiteral"] = systemImageLiteral.map { v0 in .string(v0) } ?? .null
        object["imageExpression"] = imageExpression.map { v0 in .string(v0) } ?? .null
        object["action"] = action.map { v0 in v0.contextValue } ?? .null
        object["backgroundViewName"] = .string(backgroundViewName)
        object["noResults"] = noResults.map { v0 in v0.contextValue } ?? .null
    }
}

extension EventCheckContext: ContextEncodable {
    static var fieldCount: Int { 14 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["testName"] = .string(testName)
        object["displayName"] = .string(displayName)
        object["eventDescription"] = .string(eventDescription)
        object["rowExpression"] = .string(rowExpression)
        object["bindingStatement"] = .string(bindingStatement)
        object["parameterName"] = .string(parameterName)
        object["cellType"] = .string(cellType)
        object["isButton"] = .bool(isButton)
        object["buttonName"] = .string(buttonName)
        object["isRowTap"] = .bool(isRowTap)
        object["isSwipe"] = .bool(isSwipe)
        object["swipeMethod"] = .string(swipeMethod)
        object["swipeIndex"] = .int(swipeIndex)
        object["expectedExpression"] = .string(expectedExpression)
    }
}

extension EventContext: ContextEncodable {
    static var fieldCount: Int { 32 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["name"] = .string(name)
        object["cellName"] = .string(cellName)
        object["closureName"] = .string(closureName)
        object["tapMethod"] = .string(tapMethod)
        object["buttonName"] = .string(buttonName)
        object["configurationName"] = .string(configurationName)
        object["accessibilityIdentifierLiteral"] = .string(accessibilityIdentifierLiteral)
        object["hasTitle"] = .bool(hasTitle)
        object["hasSystemImage"] = .bool(hasSystemImage)
        object["hasRoute"] = .bool(hasRoute)
        object["description"] = .string(description)
        object["reportMethod"] = .string(reportMethod)
        object["accessibilityLabelLiteral"] = .string(accessibilityLabelLiteral)
        object["needsAccessibilityLabel"] = .bool(needsAccessibilityLabel)
        object["titleLiteral"] = titleLiteral.map { v0 in .string(v0) } ?? .null
        object["systemImageLiteral"] = systemImageLiteral.map { v0 in .string(v0) } ?? .null
        object["routeCaseName"] = routeCaseName.map { v0 in .string(v0) } ?? .null
        object["actionCaseName"] = actionCaseName.map { v0 in .string(v0) } ?? .null
        object["index"] = .int(index)
        object["isFirst"] = .bool(isFirst)
        object["isLast"] = .bool(isLast)
        object["enabledExpression"] = enabledExpression.map { v0 in .string(v0) } ?? .null
        object["hiddenExpression"] = hiddenExpression.map { v0 in .string(v0) } ?? .null
        object["isDestructive"] = .bool(isDestructive)
        object["hasButton"] = .bool(hasButton)
        object["hasAccessibilityAction"] = .bool(hasAccessibilityAction)
        object["offeredCheck"] = .string(offeredCheck)
        object["offeredName"] = offeredName.map { v0 in .string(v0) } ?? .null
        object["offeredExpression"] = offeredExpression.map { v0 in .string(v0) } ?? .null
        object["stateTexts"] = stateTexts.map { v0 in v0.contextValue } ?? .null
        object["isSwitch"] = .bool(isSwitch)
        object["switchValueExpression"] = switchValueExpression.map { v0 in .string(v0) } ?? .null
    }
}

extension FeedContext: ContextEncodable {
    static var fieldCount: Int { 17 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["isUsed"] = .bool(isUsed)
        object["emptyState"] = emptyState.map { v0 in v0.contextValue } ?? .null
        object["hasEmptyState"] = .bool(hasEmptyState)
        object["hasRefresh"] = .bool(hasRefresh)
        object["hasPaging"] = .bool(hasPaging)
        object["pagesBySection"] = .bool(pagesBySection)
        object["pageType"] = .string(pageType)
        object["pageCase"] = .string(pageCase)
        object["emptyPageLiteral"] = .string(emptyPageLiteral)
        object["pageDistance"] = .int(pageDistance)
        object["pageTrigger"] = .string(pageTrigger)
        object["setsDelegateForPaging"] = .bool(setsDelegateForPaging)
        object["pagingConformance"] = .string(pagingConformance)
        object["hasPageFooter"] = .bool(hasPageFooter)
        object["pageFooterRetryTitleExpression"] = pageFooterRetryTitleExpression.map { v0 in .string(v0) } ?? .null
        object["sectionCountExpression"] = .string(sectionCountExpression)
        object["emptyStateHiddenExpression"] = .string(emptyStateHiddenExpression)
    }
}

extension FieldContext: ContextEncodable {
    static var fieldCount: Int { 5 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["name"] = .string(name)
        object["type"] = .string(type)
        object["index"] = .int(index)
        object["isFirst"] = .bool(isFirst)
        object["isLast"] = .bool(isLast)
    }
}

extension ImageURLContext: ContextEncodable {
    static var fieldCount: Int { 4 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["urlExpression"] = .string(urlExpression)
        object["placeholderExpression"] = .string(placeholderExpression)
        object["hasPlaceholder"] = .bool(hasPlaceholder)
        object["fieldName"] = .string(fieldName)
    }
}

extension LocalizationContext: ContextEncodable {
    static var fieldCount: Int { 4 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["stringsType"] = .string(stringsType)
        object["tableLiteral"] = .string(tableLiteral)
        object["usesModuleBundle"] = .bool(usesModuleBundle)
        object["texts"] = .array(texts.map { v0 in v0.contextValue })
    }
}

extension ModelContext: ContextEncodable {
    static var fieldCount: Int { 5 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["name"] = .string(name)
        object["fields"] = .array(fields.map { v0 in v0.contextValue })
        object["idField"] = .string(idField)
        object["idType"] = .string(idType)
        object["mapsIdentity"] = .bool(mapsIdentity)
    }
}

extension MultiSelectContext: ContextEncodable {
    static var fieldCount: Int { 5 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["buttons"] = .array(buttons.map { v0 in v0.contextValue })
        object["cells"] = .array(cells.map { v0 in v0.contextValue })
        object["allRowsSelectable"] = .bool(allRowsSelectable)
        object["listFlagStatements"] = .array(listFlagStatements.map { v0 in .string(v0) })
        object["showsMultiselectAccessory"] = .bool(showsMultiselectAccessory)
    }
}

extension NoResultsContext: ContextEncodable {
    static var fieldCount: Int { 3 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["textExpression"] = .string(textExpression)
        object["systemImageLiteral"] = systemImageLiteral.map { v0 in .string(v0) } ?? .null
        object["imageExpression"] = imageExpression.map { v0 in .string(v0) } ?? .null
    }
}

extension PlacementCaseContext: ContextEncodable {
    static var fieldCount: Int { 6 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["rowCaseName"] = .string(rowCaseName)
        object["parameterName"] = .string(parameterName)
        object["bindsModel"] = .bool(bindsModel)
        object["items"] = .array(items.map { v0 in v0.contextValue })
        object["hasItems"] = .bool(hasItems)
        object["fullSwipeLiteral"] = .string(fullSwipeLiteral)
    }
}

extension PlacementItemContext: ContextEncodable {
    static var fieldCount: Int { 15 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["tapMethod"] = .string(tapMethod)
        object["titleLiteral"] = .string(titleLiteral)
        object["menuTitleLiteral"] = .string(menuTitleLiteral)
        object["accessibilityLabelLiteral"] = .string(accessibilityLabelLiteral)
        object["swipeTitleLiteral"] = .string(swipeTitleLiteral)
        object["menuGroupLiteral"] = .string(menuGroupLiteral)
        object["submenuTitleLiteral"] = .string(submenuTitleLiteral)
        object["backgroundColorExpression"] = .string(backgroundColorExpression)
        object["systemImageLiteral"] = .string(systemImageLiteral)
        object["swipeStyle"] = .string(swipeStyle)
        object["isDestructiveLiteral"] = .string(isDestructiveLiteral)
        object["isVisibleExpression"] = .string(isVisibleExpression)
        object["isEnabledExpression"] = .string(isEnabledExpression)
        object["isFirst"] = .bool(isFirst)
        object["isLast"] = .bool(isLast)
    }
}

extension PlacementListContext: ContextEncodable {
    static var fieldCount: Int { 12 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["method"] = .string(method)
        object["placementWord"] = .string(placementWord)
        object["edge"] = edge.map { v0 in .string(v0) } ?? .null
        object["tableDelegateLabel"] = tableDelegateLabel.map { v0 in .string(v0) } ?? .null
        object["listProviderName"] = listProviderName.map { v0 in .string(v0) } ?? .null
        object["emptyResult"] = .string(emptyResult)
        object["actionType"] = .string(actionType)
        object["isMenu"] = .bool(isMenu)
        object["hasItems"] = .bool(hasItems)
        object["setsFullSwipe"] = .bool(setsFullSwipe)
        object["cases"] = .array(cases.map { v0 in v0.contextValue })
        object["singleCase"] = singleCase.map { v0 in v0.contextValue } ?? .null
    }
}

extension PlacementsContext: ContextEncodable {
    static var fieldCount: Int { 8 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["swipeEdges"] = .array(swipeEdges.map { v0 in v0.contextValue })
        object["hasSwipeActions"] = .bool(hasSwipeActions)
        object["hasSwipeColors"] = .bool(hasSwipeColors)
        object["menu"] = menu.map { v0 in v0.contextValue } ?? .null
        object["hasMenuGroups"] = .bool(hasMenuGroups)
        object["hasSubmenus"] = .bool(hasSubmenus)
        object["hasMenuStructure"] = .bool(hasMenuStructure)
        object["declaresDelegateConformance"] = .bool(declaresDelegateConformance)
    }
}

extension RootContext: ContextEncodable {
    static var fieldCount: Int { 20 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["contextVersion"] = .int(contextVersion)
        object["specFileName"] = .string(specFileName)
        object["screen"] = screen.contextValue
        object["sections"] = .array(sections.map { v0 in v0.contextValue })
        object["cells"] = .array(cells.map { v0 in v0.contextValue })
        object["singleCell"] = singleCell.map { v0 in v0.contextValue } ?? .null
        object["models"] = .array(models.map { v0 in v0.contextValue })
        object["routes"] = .array(routes.map { v0 in v0.contextValue })
        object["actions"] = .array(actions.map { v0 in v0.contextValue })
        object["events"] = .array(events.map { v0 in v0.contextValue })
        object["selection"] = selection.map { v0 in v0.contextValue } ?? .null
        object["feed"] = feed.contextValue
        object["editing"] = editing.contextValue
        object["search"] = search.map { v0 in v0.contextValue } ?? .null
        object["localization"] = localization.map { v0 in v0.contextValue } ?? .null
        object["routeChoices"] = .array(routeChoices.map { v0 in v0.contextValue })
        object["confirmation"] = confirmation.map { v0 in v0.contextValue } ?? .null
        object["placements"] = placements.map { v0 in v0.contextValue } ?? .null
        object["sectionViews"] = sectionViews.map { v0 in v0.contextValue } ?? .null
        object["dataSections"] = dataSections.map { v0 in v0.contextValue } ?? .null
    }
}

extension RouteChoiceCaseContext: ContextEncodable {
    static var fieldCount: Int { 2 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["conditionExpression"] = .string(conditionExpression)
        object["routeExpression"] = .string(routeExpression)
    }
}

extension RouteChoiceContext: ContextEncodable {
    static var fieldCount: Int { 7 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["methodName"] = .string(methodName)
        object["parameterName"] = .string(parameterName)
        object["modelType"] = .string(modelType)
        object["description"] = .string(description)
        object["field"] = .string(field)
        object["cases"] = .array(cases.map { v0 in v0.contextValue })
        object["defaultRouteExpression"] = .string(defaultRouteExpression)
    }
}

extension RouteContext: ContextEncodable {
    static var fieldCount: Int { 33 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["name"] = .string(name)
        object["caseName"] = .string(caseName)
        object["factoryName"] = .string(factoryName)
        object["destinationType"] = .string(destinationType)
        object["payloadType"] = .string(payloadType)
        object["payloadName"] = .string(payloadName)
        object["passesModel"] = .bool(passesModel)
        object["passesID"] = .bool(passesID)
        object["passesNothing"] = .bool(passesNothing)
        object["caseDeclaration"] = .string(caseDeclaration)
        object["factoryParameters"] = .string(factoryParameters)
        object["casePattern"] = .string(casePattern)
        object["makeExpression"] = .string(makeExpression)
        object["isDrillDown"] = .bool(isDrillDown)
        object["isPush"] = .bool(isPush)
        object["isPresent"] = .bool(isPresent)
        object["isShow"] = .bool(isShow)
        object["isSheet"] = .bool(isSheet)
        object["isPopover"] = .bool(isPopover)
        object["opensURL"] = .bool(opensURL)
        object["isSafari"] = .bool(isSafari)
        object["isExternal"] = .bool(isExternal)
        object["urlField"] = .string(urlField)
        object["hasFactory"] = .bool(hasFactory)
        object["isLastParameter"] = .bool(isLastParameter)
        object["destinationExpression"] = .string(destinationExpression)
        object["detentsLiteral"] = .string(detentsLiteral)
        object["hasCloseButton"] = .bool(hasCloseButton)
        object["embedInNavigationLiteral"] = .string(embedInNavigationLiteral)
        object["presentation"] = .string(presentation)
        object["index"] = .int(index)
        object["isFirst"] = .bool(isFirst)
        object["isLast"] = .bool(isLast)
    }
}

extension RowAPIContext: ContextEncodable {
    static var fieldCount: Int { 4 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["setRowsType"] = .string(setRowsType)
        object["sectionParameter"] = .string(sectionParameter)
        object["appendedRowBatch"] = .string(appendedRowBatch)
        object["appendedRowsBatch"] = .string(appendedRowsBatch)
    }
}

extension RowEventTestCaseContext: ContextEncodable {
    static var fieldCount: Int { 4 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["rowCaseName"] = .string(rowCaseName)
        object["parameterName"] = .string(parameterName)
        object["bindsModel"] = .bool(bindsModel)
        object["expression"] = .string(expression)
    }
}

extension RowEventTestContext: ContextEncodable {
    static var fieldCount: Int { 4 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["event"] = .string(event)
        object["methodName"] = .string(methodName)
        object["singleCase"] = singleCase.map { v0 in v0.contextValue } ?? .null
        object["cases"] = .array(cases.map { v0 in v0.contextValue })
    }
}

extension RowTapContext: ContextEncodable {
    static var fieldCount: Int { 11 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["cellName"] = .string(cellName)
        object["rowCaseName"] = .string(rowCaseName)
        object["parameterName"] = .string(parameterName)
        object["hasRoute"] = hasRoute.map { v0 in .bool(v0) } ?? .null
        object["routeCaseName"] = routeCaseName.map { v0 in .string(v0) } ?? .null
        object["payload"] = payload.map { v0 in .string(v0) } ?? .null
        object["routeExpression"] = routeExpression.map { v0 in .string(v0) } ?? .null
        object["actionCaseName"] = actionCaseName.map { v0 in .string(v0) } ?? .null
        object["confirm"] = confirm.map { v0 in v0.contextValue } ?? .null
        object["modelBinding"] = modelBinding.map { v0 in .string(v0) } ?? .null
        object["rowGuard"] = rowGuard.map { v0 in .string(v0) } ?? .null
    }
}

extension SampleRowContext: ContextEncodable {
    static var fieldCount: Int { 4 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["functionName"] = .string(functionName)
        object["modelType"] = .string(modelType)
        object["valueExpression"] = .string(valueExpression)
        object["missingFields"] = .string(missingFields)
    }
}

extension ScreenContext: ContextEncodable {
    static var fieldCount: Int { 62 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["name"] = .string(name)
        object["viewControllerType"] = .string(viewControllerType)
        object["sectionType"] = .string(sectionType)
        object["rowType"] = .string(rowType)
        object["rowIDType"] = .string(rowIDType)
        object["rowEnumType"] = .string(rowEnumType)
        object["routeType"] = .string(routeType)
        object["routingType"] = .string(routingType)
        object["routerType"] = .string(routerType)
        object["actionType"] = .string(actionType)
        object["actionHandlingType"] = .string(actionHandlingType)
        object["hasTitle"] = .bool(hasTitle)
        object["isTable"] = .bool(isTable)
        object["isCollection"] = .bool(isCollection)
        object["isDiffable"] = .bool(isDiffable)
        object["isClassic"] = .bool(isClassic)
        object["hasMultipleCellKinds"] = .bool(hasMultipleCellKinds)
        object["isSingleSection"] = .bool(isSingleSection)
        object["hasSectionTitles"] = .bool(hasSectionTitles)
        object["hasSectionFooters"] = .bool(hasSectionFooters)
        object["hasSectionTitlesOrFooters"] = .bool(hasSectionTitlesOrFooters)
        object["hasFooterBands"] = .bool(hasFooterBands)
        object["hasSectionsShownWhenEmpty"] = .bool(hasSectionsShownWhenEmpty)
        object["looksUpTitledSections"] = .bool(looksUpTitledSections)
        object["usesSectionProvider"] = .bool(usesSectionProvider)
        object["remakesListLayout"] = .bool(remakesListLayout)
        object["sectionRowCountExpression"] = .string(sectionRowCountExpression)
        object["listStyle"] = .string(listStyle)
        object["hidesSeparators"] = .bool(hidesSeparators)
        object["headerMode"] = .string(headerMode)
        object["supplementaries"] = .array(supplementaries.map { v0 in v0.contextValue })
        object["providedSupplementaries"] = .array(providedSupplementaries.map { v0 in v0.contextValue })
        object["hasSupplementaries"] = .bool(hasSupplementaries)
        object["hasSeveralSupplementaries"] = .bool(hasSeveralSupplementaries)
        object["supplementaryKindParameter"] = .string(supplementaryKindParameter)
        object["supplementaryProviderCaptures"] = .string(supplementaryProviderCaptures)
        object["hasRoutes"] = .bool(hasRoutes)
        object["hasActions"] = .bool(hasActions)
        object["loadsImages"] = .bool(loadsImages)
        object["firstSectionCase"] = .string(firstSectionCase)
        object["listViewName"] = .string(listViewName)
        object["listViewType"] = .string(listViewType)
        object["rowKey"] = .string(rowKey)
        object["diffableDataSourceType"] = .string(diffableDataSourceType)
        object["needsDataSourceSubclass"] = .bool(needsDataSourceSubclass)
        object["indexTitles"] = .bool(indexTitles)
        object["actionHandlerMethod"] = .string(actionHandlerMethod)
        object["routesPush"] = .bool(routesPush)
        object["routesPresent"] = .bool(routesPresent)
        object["routesSheet"] = .bool(routesSheet)
        object["routesCloseButton"] = .bool(routesCloseButton)
        object["routesPopover"] = .bool(routesPopover)
        object["routesURL"] = .bool(routesURL)
        object["routesSafari"] = .bool(routesSafari)
        object["navigateAnchorParameter"] = .string(navigateAnchorParameter)
        object["navigateAnchorArgument"] = .string(navigateAnchorArgument)
        object["cellLookupMethod"] = .string(cellLookupMethod)
        object["needsAnchors"] = .bool(needsAnchors)
        object["titleLiteral"] = titleLiteral.map { v0 in .string(v0) } ?? .null
        object["accessPrefix"] = .string(accessPrefix)
        object["declaresMemberwiseInits"] = .bool(declaresMemberwiseInits)
        object["rowAPI"] = rowAPI.contextValue
    }
}

extension ScreenTestsContext: ContextEncodable {
    static var fieldCount: Int { 26 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["contextVersion"] = .int(contextVersion)
        object["fileName"] = .string(fileName)
        object["specFileName"] = .string(specFileName)
        object["imports"] = .array(imports.map { v0 in .string(v0) })
        object["testableImport"] = testableImport.map { v0 in .string(v0) } ?? .null
        object["suiteType"] = .string(suiteType)
        object["recorderType"] = .string(recorderType)
        object["screenType"] = .string(screenType)
        object["viewControllerType"] = .string(viewControllerType)
        object["routeType"] = .string(routeType)
        object["routingType"] = .string(routingType)
        object["navigateAnchorParameter"] = .string(navigateAnchorParameter)
        object["actionType"] = actionType.map { v0 in .string(v0) } ?? .null
        object["actionHandlingType"] = .string(actionHandlingType)
        object["actionHandlerMethod"] = .string(actionHandlerMethod)
        object["imageLoaderType"] = imageLoaderType.map { v0 in .string(v0) } ?? .null
        object["makeControllerExpression"] = .string(makeControllerExpression)
        object["rowType"] = .string(rowType)
        object["setRowsArgument"] = .string(setRowsArgument)
        object["builtSamples"] = .array(builtSamples.map { v0 in v0.contextValue })
        object["askedSamples"] = .array(askedSamples.map { v0 in v0.contextValue })
        object["samplesProtocol"] = samplesProtocol.map { v0 in .string(v0) } ?? .null
        object["checks"] = .array(checks.map { v0 in v0.contextValue })
        object["uncovered"] = .array(uncovered.map { v0 in .string(v0) })
        object["hasUncovered"] = .bool(hasUncovered)
        object["releaseCheck"] = releaseCheck.map { v0 in v0.contextValue } ?? .null
    }
}

extension SearchContext: ContextEncodable {
    static var fieldCount: Int { 6 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["placeholderExpression"] = placeholderExpression.map { v0 in .string(v0) } ?? .null
        object["scopeTitlesExpression"] = scopeTitlesExpression.map { v0 in .string(v0) } ?? .null
        object["filteringScopes"] = .array(filteringScopes.map { v0 in v0.contextValue })
        object["hasFilteringScopes"] = .bool(hasFilteringScopes)
        object["textMatchExpression"] = .string(textMatchExpression)
        object["fieldList"] = .string(fieldList)
    }
}

extension SearchScopeContext: ContextEncodable {
    static var fieldCount: Int { 2 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["index"] = .int(index)
        object["conditionExpression"] = .string(conditionExpression)
    }
}

extension SectionContext: ContextEncodable {
    static var fieldCount: Int { 14 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["caseName"] = .string(caseName)
        object["hasTitle"] = .bool(hasTitle)
        object["titleLiteral"] = titleLiteral.map { v0 in .string(v0) } ?? .null
        object["titleExpression"] = .string(titleExpression)
        object["hasFooter"] = .bool(hasFooter)
        object["footerExpression"] = .string(footerExpression)
        object["showWhenEmpty"] = .bool(showWhenEmpty)
        object["showsTitlesExpression"] = .string(showsTitlesExpression)
        object["hasHeaderView"] = .bool(hasHeaderView)
        object["hasFooterView"] = .bool(hasFooterView)
        object["isCollapsible"] = .bool(isCollapsible)
        object["index"] = .int(index)
        object["isFirst"] = .bool(isFirst)
        object["isLast"] = .bool(isLast)
    }
}

extension SectionViewContext: ContextEncodable {
    static var fieldCount: Int { 13 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["role"] = .string(role)
        object["isHeader"] = .bool(isHeader)
        object["isFirst"] = .bool(isFirst)
        object["hookName"] = .string(hookName)
        object["viewType"] = .string(viewType)
        object["sectionFlag"] = .string(sectionFlag)
        object["textExpression"] = textExpression.map { v0 in .string(v0) } ?? .null
        object["configureMethod"] = .string(configureMethod)
        object["dequeueMethod"] = .string(dequeueMethod)
        object["registrationName"] = .string(registrationName)
        object["reuseIdentifierLiteral"] = .string(reuseIdentifierLiteral)
        object["tableDelegateLabel"] = .string(tableDelegateLabel)
        object["visibleViewExpression"] = .string(visibleViewExpression)
    }
}

extension SectionViewsContext: ContextEncodable {
    static var fieldCount: Int { 8 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["hasHeaderViews"] = .bool(hasHeaderViews)
        object["hasFooterViews"] = .bool(hasFooterViews)
        object["hasCollapsibleSections"] = .bool(hasCollapsibleSections)
        object["collapsedValueLiteral"] = collapsedValueLiteral.map { v0 in .string(v0) } ?? .null
        object["expandedValueLiteral"] = expandedValueLiteral.map { v0 in .string(v0) } ?? .null
        object["views"] = .array(views.map { v0 in v0.contextValue })
        object["tableDelegateConformance"] = .string(tableDelegateConformance)
        object["setsTableDelegate"] = .bool(setsTableDelegate)
    }
}

extension SelectionCaseContext: ContextEncodable {
    static var fieldCount: Int { 7 + RowTapContext.fieldCount }

    func encodeFields(into object: inout [String: MustacheValue]) {
        tap.encodeFields(into: &object)
        object["isSelectable"] = .bool(isSelectable)
        object["isSelectableLiteral"] = .string(isSelectableLiteral)
        object["presents"] = presents.map { v0 in .bool(v0) } ?? .null
        object["enabledExpression"] = enabledExpression.map { v0 in .string(v0) } ?? .null
        object["tapBinding"] = .string(tapBinding)
        object["rowIDExpression"] = .string(rowIDExpression)
        object["rowLookup"] = .string(rowLookup)
    }
}

extension SelectionContext: ContextEncodable {
    static var fieldCount: Int { 7 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["selectMethod"] = .string(selectMethod)
        object["deselectMethod"] = .string(deselectMethod)
        object["selectedIndexPathsProperty"] = .string(selectedIndexPathsProperty)
        object["cases"] = .array(cases.map { v0 in v0.contextValue })
        object["singleCase"] = singleCase.map { v0 in v0.contextValue } ?? .null
        object["selectableCheckMethod"] = .string(selectableCheckMethod)
        object["persistent"] = .bool(persistent)
    }
}

extension StateTextsContext: ContextEncodable {
    static var fieldCount: Int { 5 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["buttonTitle"] = buttonTitle.map { v0 in .string(v0) } ?? .null
        object["buttonSystemImage"] = buttonSystemImage.map { v0 in .string(v0) } ?? .null
        object["buttonAccessibilityLabel"] = buttonAccessibilityLabel.map { v0 in .string(v0) } ?? .null
        object["accessibilityActionName"] = accessibilityActionName.map { v0 in .string(v0) } ?? .null
        object["accessibilityAction"] = accessibilityAction.map { v0 in .string(v0) } ?? .null
    }
}

extension SupplementaryContext: ContextEncodable {
    static var fieldCount: Int { 12 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["registrationName"] = .string(registrationName)
        object["viewName"] = .string(viewName)
        object["elementKind"] = .string(elementKind)
        object["sectionProperty"] = .string(sectionProperty)
        object["hasText"] = .bool(hasText)
        object["place"] = .string(place)
        object["caseLabel"] = .string(caseLabel)
        object["modeProperty"] = .string(modeProperty)
        object["bandCondition"] = .string(bandCondition)
        object["dequeueExpression"] = .string(dequeueExpression)
        object["providerDequeueExpression"] = .string(providerDequeueExpression)
        object["copiesRegistration"] = .bool(copiesRegistration)
    }
}

extension UserTextContext: ContextEncodable {
    static var fieldCount: Int { 6 }

    func encodeFields(into object: inout [String: MustacheValue]) {
        object["memberName"] = .string(memberName)
        object["keyLiteral"] = .string(keyLiteral)
        object["valueLiteral"] = .string(valueLiteral)
        object["commentLiteral"] = .string(commentLiteral)
        object["docValue"] = .string(docValue)
        object["isFirst"] = .bool(isFirst)
    }
}
