/// `/members/`: current members, `ListPaging.members` a page; former members (who left;
/// erased members are never listed) follow them in a section of the last page.
struct MembersPageBuilder: Sendable {
    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    /// The number of pages of `/members/`.
    var pageCount: Int { ListPaging.pageCount(published.view.publishedMembers.count { $0.left == nil }, size: ListPaging.members) }

    func page(_ number: Int = 1) -> MembersPageModel {
        let (urls, strings) = (kit.urls, kit.strings)
        var shell = kit.shell(title: strings["nav.members"], description: strings["members.description"],
                              url: urls.paged(urls.members, page: number), section: .members)
        let pages = pageCount
        let byName = { (first: Member, second: Member) in
            (first.name.lowercased(), first.handle) < (second.name.lowercased(), second.handle)
        }
        let members = published.view.publishedMembers
        let former = number == pages ? members.filter(\.isFormer).sorted(by: byName).map { parts.references.member($0.handle) } : []
        let current = members.filter { $0.left == nil }.sorted(by: byName)
        let pagination = kit.paged(&shell.page, page: number, of: pages, label: strings["pager.members"]) { urls.paged(urls.members, page: $0) }
        return MembersPageModel(shell: shell,
                                members: ListPaging.slice(current, page: number, size: ListPaging.members).map { parts.references.member($0.handle) },
                                former: former, pagination: pagination)
    }
}
