/// What happens to content text on its way to a published page: blocked words become
/// bullets, so do contact details the site does not allow, and bidirectional control
/// characters are dropped so that no name can turn the text around it backwards.
struct TextFilter: Sendable {
    let moderation: Moderation
    /// `nil` on a page that opted in to publishing contact details.
    let contacts: ContactPolicy?

    /// The same filter with contact details left as written (a page with `contact: true`).
    func allowingContacts() -> TextFilter { TextFilter(moderation: moderation, contacts: nil) }

    /// `text` ready to publish; the same string when nothing needed replacing.
    func clean(_ text: String) -> String {
        let text = BidiControls.drop(from: moderation.clean(text))
        return contacts?.redact(text) ?? text
    }

    /// Whether a link to `url` may be published.
    func allows(url: String) -> Bool {
        !(contacts?.refuses(url: url) ?? false)
    }
}
