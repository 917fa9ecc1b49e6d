import UIKit

/// A team member's row, kept from the hand-written `MemberCell`: a presence dot, the name and role,
/// and a Call button. What changed in the migration: it is a `UIView` instead of a
/// `UITableViewCell`, it adopts the generated `MemberCellContent`, and it no longer knows its row or
/// its controller (no `tag`, no `addTarget`): the generated cell wires `callButton`.
final class MemberRowView: UIView, MemberCellContent {
    let callButton = UIButton(configuration: .tinted())
    private let presenceView = UIImageView(image: UIImage(systemName: "circle.fill"))
    private let nameLabel = UILabel()
    private let roleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        roleLabel.font = .preferredFont(forTextStyle: .subheadline)
        roleLabel.adjustsFontForContentSizeCategory = true
        roleLabel.textColor = .secondaryLabel
        var button = UIButton.Configuration.tinted()
        button.title = "Call"
        button.image = UIImage(systemName: "phone")
        button.imagePadding = 4
        callButton.configuration = button

        let text = UIStackView(arrangedSubviews: [nameLabel, roleLabel])
        text.axis = .vertical
        text.spacing = 2
        let row = UIStackView(arrangedSubviews: [presenceView, text, callButton])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            presenceView.widthAnchor.constraint(equalToConstant: 10),
            presenceView.heightAnchor.constraint(equalToConstant: 10),
            row.topAnchor.constraint(equalTo: topAnchor),
            row.leadingAnchor.constraint(equalTo: leadingAnchor),
            row.trailingAnchor.constraint(equalTo: trailingAnchor),
            row.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("MemberRowView is created in code")
    }

    func show(_ member: Member) {
        nameLabel.text = member.name
        roleLabel.text = member.role
        presenceView.tintColor = member.isOnline ? .systemGreen : .systemGray
    }

    func prepareForReuse() {
        nameLabel.text = nil
        roleLabel.text = nil
    }
}
