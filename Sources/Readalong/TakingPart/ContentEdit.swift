/// The change one submission makes: a file's new text and what it says to the member.
struct ContentEdit {
    /// The site-relative path of the edited file.
    let path: String
    /// Its text after the change.
    let text: String
    /// What was done, for the one line the member reads.
    var outcome: TakePartOutcome
    /// New files the change adds beside the edit: a book (and its cover) imported by ISBN
    /// for a nomination.
    var added: [ImportedFile] = []
}
