/// The actions of taking part a page offers (one line of links), with a short note telling
/// members what happens to what they send.
struct TakePartActionsModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case intro, links, note }

    /// The words before the links (`Will you come?`), if any.
    let intro: String?
    let links: [ActionLinkModel]
    let note: String

    /// The model, or `nil` when there is no link to offer.
    init?(intro: String?, links: [ActionLinkModel], strings: UIStrings) {
        guard !links.isEmpty else { return nil }
        self.intro = intro
        self.links = links
        note = strings["takePart.note"]
    }

    var templateValue: TemplateValue { fields([.intro: intro.orFalse, .links: links.templateValue, .note: .text(note)]) }
}
