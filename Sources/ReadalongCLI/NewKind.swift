import ArgumentParser
import Readalong

/// What `publish new` creates: a whole site, or one item of an existing site.
enum NewKind: String, CaseIterable, ExpressibleByArgument {
    case site, book, member, room, transcript, news, list, pick

    /// The item this kind scaffolds inside a site; `nil` for a whole site.
    var item: Scaffold.Kind? { Scaffold.Kind(rawValue: rawValue) }
}
