/// One action of taking part on a page: its words, the link to the forge's form (or, on a
/// site with only an e-mail address, to a message), and a link by e-mail beside it when the
/// site has both.
struct ActionLinkModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case label, url, email }

    let label: String
    let url: String
    let email: String?

    /// The model of an action, or `nil` when the site names no way in.
    init?(label: String, links: (forge: String?, email: String?)) {
        guard let url = links.forge ?? links.email else { return nil }
        self.label = label
        self.url = url
        email = links.forge == nil ? nil : links.email
    }

    var templateValue: TemplateValue { fields([.label: .text(label), .url: .text(url), .email: email.orFalse]) }
}
