// AllHarnesses.swift — rendered by HarnessListTests (Tests/ListgenKitTests/Support/Harness.swift);
// LISTGEN_RECORD=1 swift test --filter HarnessListTests re-records it. Do not edit.

import GoldenCatalogCollectionClassicClosure
import GoldenCatalogCollectionClassicDelegate
import GoldenCatalogCollectionDiffableClosure
import GoldenCatalogCollectionDiffableDelegate
import GoldenCatalogTableClassicClosure
import GoldenCatalogTableClassicDelegate
import GoldenCatalogTableDiffableClosure
import GoldenCatalogTableDiffableDelegate
import GoldenContactsCollectionClassicClosure
import GoldenContactsCollectionClassicDelegate
import GoldenContactsCollectionDiffableClosure
import GoldenContactsCollectionDiffableDelegate
import GoldenContactsTableClassicClosure
import GoldenContactsTableClassicDelegate
import GoldenContactsTableDiffableClosure
import GoldenContactsTableDiffableDelegate
import GoldenDeliveriesCollectionClassicClosure
import GoldenDeliveriesCollectionClassicDelegate
import GoldenDeliveriesCollectionDiffableClosure
import GoldenDeliveriesCollectionDiffableDelegate
import GoldenDeliveriesTableClassicClosure
import GoldenDeliveriesTableClassicDelegate
import GoldenDeliveriesTableDiffableClosure
import GoldenDeliveriesTableDiffableDelegate
import GoldenHistoryCollectionClassicClosure
import GoldenHistoryCollectionClassicDelegate
import GoldenHistoryCollectionDiffableClosure
import GoldenHistoryCollectionDiffableDelegate
import GoldenHistoryTableClassicClosure
import GoldenHistoryTableClassicDelegate
import GoldenHistoryTableDiffableClosure
import GoldenHistoryTableDiffableDelegate
import GoldenInboxCollectionClassicClosure
import GoldenInboxCollectionClassicDelegate
import GoldenInboxCollectionDiffableClosure
import GoldenInboxCollectionDiffableDelegate
import GoldenInboxTableClassicClosure
import GoldenInboxTableClassicDelegate
import GoldenInboxTableDiffableClosure
import GoldenInboxTableDiffableDelegate
import GoldenLibraryAsWritten
import GoldenLibraryCollectionClassicClosure
import GoldenLibraryCollectionClassicDelegate
import GoldenLibraryCollectionDiffableClosure
import GoldenLibraryCollectionDiffableDelegate
import GoldenLibraryTableClassicClosure
import GoldenLibraryTableClassicDelegate
import GoldenLibraryTableDiffableClosure
import GoldenLibraryTableDiffableDelegate
import GoldenMessagesCollectionClassicClosure
import GoldenMessagesCollectionClassicDelegate
import GoldenMessagesCollectionDiffableClosure
import GoldenMessagesCollectionDiffableDelegate
import GoldenMessagesTableClassicClosure
import GoldenMessagesTableClassicDelegate
import GoldenMessagesTableDiffableClosure
import GoldenMessagesTableDiffableDelegate
import GoldenOrdersCollectionClassicClosure
import GoldenOrdersCollectionClassicDelegate
import GoldenOrdersCollectionDiffableClosure
import GoldenOrdersCollectionDiffableDelegate
import GoldenOrdersTableClassicClosure
import GoldenOrdersTableClassicDelegate
import GoldenOrdersTableDiffableClosure
import GoldenOrdersTableDiffableDelegate
import GoldenProfilesCollectionClassicClosure
import GoldenProfilesCollectionClassicDelegate
import GoldenProfilesCollectionDiffableClosure
import GoldenProfilesCollectionDiffableDelegate
import GoldenProfilesTableClassicClosure
import GoldenProfilesTableClassicDelegate
import GoldenProfilesTableDiffableClosure
import GoldenProfilesTableDiffableDelegate
import ListgenTestSupport

/// Every golden module's harness: each example in each variant.
let allHarnesses: [HarnessCase] = [
    HarnessCase("Contacts table diffable closure") {
        GoldenContactsTableDiffableClosure.ContactsHarness(router: $0)
    },
    HarnessCase("Contacts table diffable delegate") {
        GoldenContactsTableDiffableDelegate.ContactsHarness(router: $0)
    },
    HarnessCase("Contacts table classic closure") {
        GoldenContactsTableClassicClosure.ContactsHarness(router: $0)
    },
    HarnessCase("Contacts table classic delegate") {
        GoldenContactsTableClassicDelegate.ContactsHarness(router: $0)
    },
    HarnessCase("Contacts collection diffable closure") {
        GoldenContactsCollectionDiffableClosure.ContactsHarness(router: $0)
    },
    HarnessCase("Contacts collection diffable delegate") {
        GoldenContactsCollectionDiffableDelegate.ContactsHarness(router: $0)
    },
    HarnessCase("Contacts collection classic closure") {
        GoldenContactsCollectionClassicClosure.ContactsHarness(router: $0)
    },
    HarnessCase("Contacts collection classic delegate") {
        GoldenContactsCollectionClassicDelegate.ContactsHarness(router: $0)
    },
    HarnessCase("Inbox table diffable closure") {
        GoldenInboxTableDiffableClosure.InboxHarness(router: $0)
    },
    HarnessCase("Inbox table diffable delegate") {
        GoldenInboxTableDiffableDelegate.InboxHarness(router: $0)
    },
    HarnessCase("Inbox table classic closure") {
        GoldenInboxTableClassicClosure.InboxHarness(router: $0)
    },
    HarnessCase("Inbox table classic delegate") {
        GoldenInboxTableClassicDelegate.InboxHarness(router: $0)
    },
    HarnessCase("Inbox collection diffable closure") {
        GoldenInboxCollectionDiffableClosure.InboxHarness(router: $0)
    },
    HarnessCase("Inbox collection diffable delegate") {
        GoldenInboxCollectionDiffableDelegate.InboxHarness(router: $0)
    },
    HarnessCase("Inbox collection classic closure") {
        GoldenInboxCollectionClassicClosure.InboxHarness(router: $0)
    },
    HarnessCase("Inbox collection classic delegate") {
        GoldenInboxCollectionClassicDelegate.InboxHarness(router: $0)
    },
    HarnessCase("Library table diffable closure") {
        GoldenLibraryTableDiffableClosure.LibraryHarness(router: $0)
    },
    HarnessCase("Library table diffable delegate") {
        GoldenLibraryTableDiffableDelegate.LibraryHarness(router: $0)
    },
    HarnessCase("Library table classic closure") {
        GoldenLibraryTableClassicClosure.LibraryHarness(router: $0)
    },
    HarnessCase("Library table classic delegate") {
        GoldenLibraryTableClassicDelegate.LibraryHarness(router: $0)
    },
    HarnessCase("Library collection diffable closure") {
        GoldenLibraryCollectionDiffableClosure.LibraryHarness(router: $0)
    },
    HarnessCase("Library collection diffable delegate") {
        GoldenLibraryCollectionDiffableDelegate.LibraryHarness(router: $0)
    },
    HarnessCase("Library collection classic closure") {
        GoldenLibraryCollectionClassicClosure.LibraryHarness(router: $0)
    },
    HarnessCase("Library collection classic delegate") {
        GoldenLibraryCollectionClassicDelegate.LibraryHarness(router: $0)
    },
    HarnessCase("Library as written") {
        GoldenLibraryAsWritten.LibraryHarness(router: $0)
    },
    HarnessCase("Profiles table diffable closure") {
        GoldenProfilesTableDiffableClosure.ProfilesHarness(router: $0)
    },
    HarnessCase("Profiles table diffable delegate") {
        GoldenProfilesTableDiffableDelegate.ProfilesHarness(router: $0)
    },
    HarnessCase("Profiles table classic closure") {
        GoldenProfilesTableClassicClosure.ProfilesHarness(router: $0)
    },
    HarnessCase("Profiles table classic delegate") {
        GoldenProfilesTableClassicDelegate.ProfilesHarness(router: $0)
    },
    HarnessCase("Profiles collection diffable closure") {
        GoldenProfilesCollectionDiffableClosure.ProfilesHarness(router: $0)
    },
    HarnessCase("Profiles collection diffable delegate") {
        GoldenProfilesCollectionDiffableDelegate.ProfilesHarness(router: $0)
    },
    HarnessCase("Profiles collection classic closure") {
        GoldenProfilesCollectionClassicClosure.ProfilesHarness(router: $0)
    },
    HarnessCase("Profiles collection classic delegate") {
        GoldenProfilesCollectionClassicDelegate.ProfilesHarness(router: $0)
    },
    HarnessCase("Deliveries table diffable closure") {
        GoldenDeliveriesTableDiffableClosure.DeliveriesHarness(router: $0)
    },
    HarnessCase("Deliveries table diffable delegate") {
        GoldenDeliveriesTableDiffableDelegate.DeliveriesHarness(router: $0)
    },
    HarnessCase("Deliveries table classic closure") {
        GoldenDeliveriesTableClassicClosure.DeliveriesHarness(router: $0)
    },
    HarnessCase("Deliveries table classic delegate") {
        GoldenDeliveriesTableClassicDelegate.DeliveriesHarness(router: $0)
    },
    HarnessCase("Deliveries collection diffable closure") {
        GoldenDeliveriesCollectionDiffableClosure.DeliveriesHarness(router: $0)
    },
    HarnessCase("Deliveries collection diffable delegate") {
        GoldenDeliveriesCollectionDiffableDelegate.DeliveriesHarness(router: $0)
    },
    HarnessCase("Deliveries collection classic closure") {
        GoldenDeliveriesCollectionClassicClosure.DeliveriesHarness(router: $0)
    },
    HarnessCase("Deliveries collection classic delegate") {
        GoldenDeliveriesCollectionClassicDelegate.DeliveriesHarness(router: $0)
    },
    HarnessCase("Orders table diffable closure") {
        GoldenOrdersTableDiffableClosure.OrdersHarness(router: $0)
    },
    HarnessCase("Orders table diffable delegate") {
        GoldenOrdersTableDiffableDelegate.OrdersHarness(router: $0)
    },
    HarnessCase("Orders table classic closure") {
        GoldenOrdersTableClassicClosure.OrdersHarness(router: $0)
    },
    HarnessCase("Orders table classic delegate") {
        GoldenOrdersTableClassicDelegate.OrdersHarness(router: $0)
    },
    HarnessCase("Orders collection diffable closure") {
        GoldenOrdersCollectionDiffableClosure.OrdersHarness(router: $0)
    },
    HarnessCase("Orders collection diffable delegate") {
        GoldenOrdersCollectionDiffableDelegate.OrdersHarness(router: $0)
    },
    HarnessCase("Orders collection classic closure") {
        GoldenOrdersCollectionClassicClosure.OrdersHarness(router: $0)
    },
    HarnessCase("Orders collection classic delegate") {
        GoldenOrdersCollectionClassicDelegate.OrdersHarness(router: $0)
    },
    HarnessCase("Catalog table diffable closure") {
        GoldenCatalogTableDiffableClosure.CatalogHarness(router: $0)
    },
    HarnessCase("Catalog table diffable delegate") {
        GoldenCatalogTableDiffableDelegate.CatalogHarness(router: $0)
    },
    HarnessCase("Catalog table classic closure") {
        GoldenCatalogTableClassicClosure.CatalogHarness(router: $0)
    },
    HarnessCase("Catalog table classic delegate") {
        GoldenCatalogTableClassicDelegate.CatalogHarness(router: $0)
    },
    HarnessCase("Catalog collection diffable closure") {
        GoldenCatalogCollectionDiffableClosure.CatalogHarness(router: $0)
    },
    HarnessCase("Catalog collection diffable delegate") {
        GoldenCatalogCollectionDiffableDelegate.CatalogHarness(router: $0)
    },
    HarnessCase("Catalog collection classic closure") {
        GoldenCatalogCollectionClassicClosure.CatalogHarness(router: $0)
    },
    HarnessCase("Catalog collection classic delegate") {
        GoldenCatalogCollectionClassicDelegate.CatalogHarness(router: $0)
    },
    HarnessCase("Messages table diffable closure") {
        GoldenMessagesTableDiffableClosure.MessagesHarness(router: $0)
    },
    HarnessCase("Messages table diffable delegate") {
        GoldenMessagesTableDiffableDelegate.MessagesHarness(router: $0)
    },
    HarnessCase("Messages table classic closure") {
        GoldenMessagesTableClassicClosure.MessagesHarness(router: $0)
    },
    HarnessCase("Messages table classic delegate") {
        GoldenMessagesTableClassicDelegate.MessagesHarness(router: $0)
    },
    HarnessCase("Messages collection diffable closure") {
        GoldenMessagesCollectionDiffableClosure.MessagesHarness(router: $0)
    },
    HarnessCase("Messages collection diffable delegate") {
        GoldenMessagesCollectionDiffableDelegate.MessagesHarness(router: $0)
    },
    HarnessCase("Messages collection classic closure") {
        GoldenMessagesCollectionClassicClosure.MessagesHarness(router: $0)
    },
    HarnessCase("Messages collection classic delegate") {
        GoldenMessagesCollectionClassicDelegate.MessagesHarness(router: $0)
    },
    HarnessCase("History table diffable closure") {
        GoldenHistoryTableDiffableClosure.HistoryHarness(router: $0)
    },
    HarnessCase("History table diffable delegate") {
        GoldenHistoryTableDiffableDelegate.HistoryHarness(router: $0)
    },
    HarnessCase("History table classic closure") {
        GoldenHistoryTableClassicClosure.HistoryHarness(router: $0)
    },
    HarnessCase("History table classic delegate") {
        GoldenHistoryTableClassicDelegate.HistoryHarness(router: $0)
    },
    HarnessCase("History collection diffable closure") {
        GoldenHistoryCollectionDiffableClosure.HistoryHarness(router: $0)
    },
    HarnessCase("History collection diffable delegate") {
        GoldenHistoryCollectionDiffableDelegate.HistoryHarness(router: $0)
    },
    HarnessCase("History collection classic closure") {
        GoldenHistoryCollectionClassicClosure.HistoryHarness(router: $0)
    },
    HarnessCase("History collection classic delegate") {
        GoldenHistoryCollectionClassicDelegate.HistoryHarness(router: $0)
    },
]
