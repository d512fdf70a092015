import ArgumentParser
import Readalong

/// What `publish new` creates: a whole site, one item of an existing site, or the issue forms
/// and workflow that let its members take part.
enum NewKind: String, CaseIterable, ExpressibleByArgument {
    case site, book, member, room, transcript, news, list, pick, forms

    /// The item this kind scaffolds inside a site; `nil` for a whole site and for the forms.
    var item: Scaffold.Kind? { Scaffold.Kind(rawValue: rawValue) }
}
