import XCTest
@testable import Readalong

/// The sitemap, robots.txt and redirect page writers: exact bytes, hostile addresses.
final class SitemapAndRedirectTests: XCTestCase {
    func testSitemapListsEscapedLocationsInOrder() {
        XCTAssertEqual(Sitemap.xml(locations: ["https://club.example.org/", "https://club.example.org/b?x=1&y='2'<3>"]), """
            <?xml version="1.0" encoding="utf-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
              <url><loc>https://club.example.org/</loc></url>
              <url><loc>https://club.example.org/b?x=1&amp;y=&apos;2&apos;&lt;3&gt;</loc></url>
            </urlset>

            """)
        XCTAssertEqual(Sitemap.xml(locations: []),
                       "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n</urlset>\n")
    }

    func testRobotsPointsAtTheSitemap() {
        XCTAssertEqual(Sitemap.robots(sitemap: "https://club.example.org/sitemap.xml"),
                       "User-agent: *\nAllow: /\n\nSitemap: https://club.example.org/sitemap.xml\n")
    }

    func testRedirectPageEscapesTitleAndAddressEverywhere() {
        let page = RedirectPage(language: "ca\"", movedLabel: "Ara és a <aquí>:")
            .html(to: "/books/a\"b</script>/", canonical: "https://club.example.org/books/a\"b</script>/", title: "L'<b>hivern</b> & co")
        XCTAssertEqual(page, """
            <!DOCTYPE html>
            <html lang="ca&quot;">
            <head>
            <meta charset="utf-8">
            <title>L&apos;&lt;b&gt;hivern&lt;/b&gt; &amp; co</title>
            <link rel="canonical" href="https://club.example.org/books/a&quot;b&lt;/script&gt;/">
            <meta name="robots" content="noindex">
            <script>location.replace("/books/a\\"b\\u003c/script>/" + location.hash)</script>
            <meta http-equiv="refresh" content="0; url=/books/a&quot;b&lt;/script&gt;/">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            </head>
            <body>
            <main><p>Ara és a &lt;aquí&gt;: <a href="/books/a&quot;b&lt;/script&gt;/" dir="auto">L&apos;&lt;b&gt;hivern&lt;/b&gt; &amp; co</a></p></main>
            </body>
            </html>

            """)
    }
}
