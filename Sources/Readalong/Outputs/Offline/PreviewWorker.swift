/// What the preview server (`publish serve`) answers at the service worker's address instead
/// of the built one: a worker that removes itself. Pages of the preview never register a
/// worker, but a browser that opened a built copy of the site on the same address keeps the
/// worker it installed there and asks for its script again; this one then replaces it,
/// deletes the site's caches, unregisters and reloads the open pages, so that no cached copy
/// hides an edit.
public enum PreviewWorker {
    /// The worker's path inside the site.
    public static let path = OfflineFiles.worker

    /// The script.
    public static let script = """
    // Served by Readalong's preview in place of the site's service worker: it removes itself.
    "use strict";
    self.addEventListener("install", function () { self.skipWaiting(); });
    self.addEventListener("activate", function (event) {
      event.waitUntil(caches.keys().then(function (names) {
        return Promise.all(names.filter(function (name) { return name.indexOf("readalong ") === 0; })
          .map(function (name) { return caches.delete(name); }));
      }).then(function () { return self.registration.unregister(); }).then(function () {
        return self.clients.matchAll({ type: "window" });
      }).then(function (windows) {
        windows.forEach(function (client) { client.navigate(client.url); });
      }));
    });

    """
}
