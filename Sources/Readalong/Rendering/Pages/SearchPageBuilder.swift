/// `/search/`: the search box, and the lists to browse instead.
struct SearchPageBuilder {
    let kit: PageKit

    func page() -> SearchPageModel {
        let (strings, urls) = (kit.strings, kit.urls)
        return SearchPageModel(shell: kit.shell(title: strings["nav.search"], description: strings["search.description"],
                                                url: urls.search, section: .search),
                               indexURL: urls.searchIndex, chatsURL: urls.chatSearchManifest, browse: kit.browseLinks)
    }
}
