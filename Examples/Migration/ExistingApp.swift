import UIKit

// What the app had before the migration and keeps: its model and the screens a row leads to.

/// A person, as the app's model layer has it.
struct Person: Identifiable, Sendable {
    let id: UUID
    var fullName: String
    var jobTitle: String
    var isOnline: Bool
}

/// The app's team store.
@MainActor
final class TeamService {
    static let shared = TeamService()
    private(set) var people: [Person] = []

    func remove(_ id: Person.ID) {
        people.removeAll { $0.id == id }
    }
}

/// Calls a person.
final class CallViewController: UIViewController {
    let personID: UUID

    init(personID: UUID) {
        self.personID = personID
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("created in code") }
}

/// A person's profile.
final class ProfileViewController: UIViewController {
    let personID: UUID

    init(personID: UUID) {
        self.personID = personID
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("created in code") }
}
