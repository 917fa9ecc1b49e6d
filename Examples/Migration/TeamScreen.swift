import UIKit

// The app code of the Team screen after the migration: all that is left of TeamViewController's
// hand-written code once listgen writes the list (Documentation/Migration.md).

extension Member {
    /// The row of `person`: the app's model stays the app's, the screen gets what it shows.
    init(_ person: Person) {
        self.init(id: person.id, name: person.fullName, role: person.jobTitle, isOnline: person.isOnline)
    }
}

/// Builds the Team screen and performs its events that have no route (Remove).
@MainActor
final class TeamFlow: TeamActionHandling {
    private let service: TeamService

    init(service: TeamService = .shared) {
        self.service = service
    }

    func makeScreen() -> TeamViewController {
        let router = TeamRouter(
            call: { id in CallViewController(personID: id) },
            profile: { id in ProfileViewController(personID: id) })
        let screen = TeamViewController(router: router)
        screen.actionHandler = self  // weak: the flow is kept by whoever shows the screen
        screen.setRows(service.people.map(Member.init))
        return screen
    }

    func teamViewController(_ controller: TeamViewController, perform action: TeamAction) {
        switch action {
        case .removeMember(let member):  // confirmed; the member as the list has it now
            controller.deleteRow(withID: member.id)
            service.remove(member.id)
        }
    }
}
