/// The service worker (`sw.js` at the site's root) that lets readers open the site without
/// a connection.
///
/// Installing it stores the theme, the icons, the manifest, the offline page, the home page
/// and the pages of the rooms under way (its precache, in a cache named after its version).
/// Every file is fetched from the network first, so that a new build shows at once (and a
/// worker left behind when a site turns `offline` off, which browsers keep, changes nothing
/// online); each page read, and each image, is kept in a second cache for reading later.
/// Without a connection a file comes from the caches, and the offline page stands in for a
/// page never read.
///
/// Its version is the fingerprint of the bytes of every precached file: a build that changes
/// any of them gives a new script, which browsers install in place of the old one (its old
/// precache is deleted); a build that changes none gives the same bytes.
struct ServiceWorker: Sendable {
    /// The site's base path (`/` or `/club/`): the worker's scope, and the prefix of its
    /// caches' names, so that two sites on one host keep apart.
    let scope: String
    /// URLs stored when the worker installs, in order.
    let precache: [String]
    let offlinePage: String
    let version: String

    /// The version of a precache: the fingerprint of its URLs and of their files' bytes.
    static func version(of files: [(url: String, fingerprint: ContentHash)]) -> String {
        var hasher = Hasher128()
        for file in files {
            hasher.add(file.url)
            hasher.add(file.fingerprint)
        }
        return hasher.finish().description
    }

    /// The script.
    var script: String {
        let list = precache.map { "  " + Escaping.jsonString($0) }.joined(separator: ",\n")
        return """
        // Readalong's service worker, written by the build: it keeps the site readable offline.
        "use strict";
        var SCOPE = \(Escaping.jsonString(scope));
        var VERSION = \(Escaping.jsonString(version));
        var PREFIX = "readalong " + SCOPE + " ";
        var PRECACHE = PREFIX + VERSION;
        var READ = PREFIX + "read";
        var OFFLINE = \(Escaping.jsonString(offlinePage));
        var FILES = [
        \(list)
        ];

        self.addEventListener("install", function (event) {
          event.waitUntil(caches.open(PRECACHE).then(function (cache) {
            return cache.addAll(FILES.map(function (url) { return new Request(url, { cache: "no-cache" }); }));
          }).then(function () { return self.skipWaiting(); }));
        });

        // The precaches of older versions go; the pages read stay readable.
        self.addEventListener("activate", function (event) {
          event.waitUntil(caches.keys().then(function (names) {
            return Promise.all(names.filter(function (name) {
              return name.indexOf(PREFIX) === 0 && name !== PRECACHE && name !== READ;
            }).map(function (name) { return caches.delete(name); }));
          }).then(function () { return self.clients.claim(); }));
        });

        function keep(request, response) {
          if (response.ok && response.type === "basic") {
            var copy = response.clone();
            caches.open(READ).then(function (cache) { return cache.put(request, copy); });
          }
          return response;
        }

        function page(request) {
          return fetch(request).then(function (response) { return keep(request, response); }, function () {
            return caches.match(request, { ignoreSearch: true }).then(function (found) {
              return found || caches.match(OFFLINE);
            });
          });
        }

        function file(request) {
          return fetch(request).then(function (response) {
            return request.destination === "image" ? keep(request, response) : response;
          }, function () {
            return caches.match(request).then(function (found) { return found || Response.error(); });
          });
        }

        self.addEventListener("fetch", function (event) {
          var request = event.request;
          var url = new URL(request.url);
          if (request.method !== "GET" || url.origin !== self.location.origin || url.pathname.indexOf(SCOPE) !== 0) return;
          event.respondWith(request.mode === "navigate" ? page(request) : file(request));
        });

        """
    }
}
