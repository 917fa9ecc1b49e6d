import UIKit

// The app's destination screens, named in the specs' `routes:`. The generated routers take a
// factory for each one, so their initializers are the app's choice.

/// Shows one contact (route `detail` of Contacts/List.listgen.yaml). Public, like the screen: the
/// public router's factory names it, and the App target creates it.
public final class ContactDetailViewController: UIViewController {
    public let contact: Contact

    public init(contact: Contact) {
        self.contact = contact
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("ContactDetailViewController is created in code")
    }
}

/// Writes a reply (route `compose` of Inbox/List.listgen.yaml).
final class ComposeViewController: UIViewController {
    let replyingTo: Message

    init(replyingTo message: Message) {
        self.replyingTo = message
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ComposeViewController is created in code")
    }
}

/// Shows a message thread (route `thread` of Inbox/List.listgen.yaml).
final class ThreadViewController: UIViewController {
    let messageID: Message.ID

    init(messageID: Message.ID) {
        self.messageID = messageID
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ThreadViewController is created in code")
    }
}
