/// A transcript as listed on its room's page and list of chats: title, date, message
/// count, milestone warning and polls.
struct TranscriptSummary: KeyedTemplateModel {
    enum Key: String, CaseIterable { case title, titleLang, url, date, messages, covers, polls, chapter }
    let title: String
    /// The original's language when the title is an event's written in the original's
    /// schedule, on a page of another language; `nil` (`false`) otherwise.
    let titleLang: String?
    let url: String
    /// `false` when the title is the date already.
    let date: String?
    /// `42 messages`.
    let messages: String
    /// The spoiler warning: what the chat covers.
    let covers: String?
    let polls: [PollModel]
    /// The last chapter of its milestone when that is numeric: the spoiler gate compares it.
    let chapter: Int?

    var templateValue: TemplateValue {
        fields([.title: .text(title), .titleLang: titleLang.orFalse, .url: .text(url), .date: date.orFalse, .messages: .text(messages),
                .covers: covers.orFalse, .polls: polls.orFalseWhenEmpty, .chapter: chapter.map { .text(String($0)) } ?? .flag(false)])
    }
}
