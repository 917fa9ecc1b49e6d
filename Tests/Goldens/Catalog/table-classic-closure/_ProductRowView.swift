// Examples/Catalog/ProductRowView.swift — the app's own view for `ProductCell` rows (Catalog.listgen.yaml).
// Hand-written, as in an app: listgen generates `ProductCellContent`, and this view conforms to it.

import ListgenRuntime
import UIKit

/// A product row: the product's photo, its name and price, and an "Add to cart" button.
final class ProductRowView: UIView, ProductCellContent {
    let addButton = UIButton(configuration: .tinted())
    let photoView = UIImageView()
    private let nameLabel = UILabel()
    private let priceLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        photoView.contentMode = .scaleAspectFill
        photoView.tintColor = .secondaryLabel
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.numberOfLines = 0
        priceLabel.font = .preferredFont(forTextStyle: .subheadline)
        priceLabel.adjustsFontForContentSizeCategory = true
        priceLabel.textColor = .secondaryLabel
        var button = UIButton.Configuration.tinted()
        button.title = "Add to cart"
        button.image = UIImage(systemName: "cart.badge.plus")
        button.imagePadding = 4
        addButton.configuration = button

        let text = UIStackView(arrangedSubviews: [nameLabel, priceLabel])
        text.axis = .vertical
        text.spacing = 2
        let row = UIStackView(arrangedSubviews: [photoView, text, addButton])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([
            photoView.widthAnchor.constraint(equalToConstant: 44),
            photoView.heightAnchor.constraint(equalToConstant: 44),
            row.topAnchor.constraint(equalTo: topAnchor),
            row.leadingAnchor.constraint(equalTo: leadingAnchor),
            row.trailingAnchor.constraint(equalTo: trailingAnchor),
            row.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ProductRowView is created in code")
    }

    func show(_ product: Product) {
        nameLabel.text = product.name
        priceLabel.text = product.price.formatted(.currency(code: "EUR"))
    }

    /// The photo, through the screen's loader: `images` shows it only while the cell shows this product.
    func loadImages(for product: Product, with images: ListRowImages<Product.ID>) {
        images.load(product.photoURL, into: photoView, placeholder: UIImage(systemName: "photo"))
    }

    func prepareForReuse() {
        photoView.image = nil
        nameLabel.text = nil
        priceLabel.text = nil
    }
}
