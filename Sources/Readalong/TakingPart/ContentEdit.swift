/// The change one submission makes: a file's new text and what it says to the member.
struct ContentEdit {
    /// The site-relative path of the edited file.
    let path: String
    /// Its text after the change.
    let text: String
    /// What was done, for the one line the member reads.
    let outcome: TakePartOutcome
}
