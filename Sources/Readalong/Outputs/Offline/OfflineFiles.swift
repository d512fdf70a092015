/// The files that make a site readable offline (`site.yml` `offline`, on unless turned off):
/// the web app manifest, the icons, the offline page and the service worker that stores the
/// theme, those files, the home page and the pages of the rooms under way.
enum OfflineFiles {
    /// Paths inside `output/` (and inside the site's URL path).
    static let worker = "sw.js"
    static let manifest = "manifest.webmanifest"
    static let offlinePage = "offline.html"
    /// The icons: a plain one at the two sizes launchers ask for, and a maskable one.
    static let icons: [(path: String, size: Int, maskable: Bool)] = [
        ("icons/icon-192.png", 192, false), ("icons/icon-512.png", 512, false), ("icons/maskable-512.png", 512, true),
    ]

    /// The rooms whose pages the worker stores when it installs: listed rooms that are under
    /// way or about to start at the build clock (which `ClockWindow` follows, so an
    /// incremental build sees the same rooms).
    static func activeRooms(_ view: PublicView) -> [Room] {
        view.listedRooms.filter { [.active, .upcoming].contains(view.status(of: $0)) }
    }

    /// The planned files; `theme` names the files of the built-in theme.
    static func plan(published: PublishedSite, kit: PageKit, theme: [String]) -> [SitePlan.PlannedFile] {
        let urls = kit.urls
        let config = kit.config
        let colours = ThemeColours.builtIn
        let title = kit.text(config.title)
        let icons = Self.icons.map { icon in
            (url: urls.shared(icon.path), icon: SiteIcon(size: icon.size, maskable: icon.maskable, colours: colours))
        }
        let manifest = WebAppManifest(name: title, shortName: WebAppManifest.shortName(of: title),
                                      description: config.description.map(kit.text), language: config.language,
                                      home: urls.home, colours: colours,
                                      icons: icons.map { .init(url: $0.url, size: $0.icon.size, maskable: $0.icon.maskable) })
        var files = icons.map { SitePlan.PlannedFile(path: urls.outputFile(for: $0.url), source: .icon($0.icon)) }
        files.append(SitePlan.PlannedFile(path: urls.outputFile(for: urls.webManifest), source: .text { manifest.json }))
        files.append(SitePlan.PlannedFile(path: offlinePage, source: .page(.offline)))
        let precache = theme.sorted().map(urls.theme) + icons.map(\.url)
            + [urls.webManifest, urls.offlinePage, urls.home] + activeRooms(published.view).map { urls.room($0.slug) }
        let paths = precache.map(urls.outputFile)
        let scope = urls.basePath, offline = urls.offlinePage
        // A stored room page shows its room's transcripts: the worker counts on every room's, the
        // one scope that covers them all (rebuilt, it gives the same bytes unless a stored file changed).
        files.append(SitePlan.PlannedFile(path: worker, source: .fingerprints(of: paths) { prints in
            let version = ServiceWorker.version(of: Array(zip(precache, prints)).map { (url: $0.0, fingerprint: $0.1) })
            return ServiceWorker(scope: scope, precache: precache, offlinePage: offline, version: version).script
        }, transcripts: .all))
        return files
    }
}

extension SiteURLs {
    /// The web app manifest, the service worker and the offline page.
    var webManifest: String { shared(OfflineFiles.manifest) }
    var serviceWorker: String { shared(OfflineFiles.worker) }
    var offlinePage: String { shared(OfflineFiles.offlinePage) }
}
