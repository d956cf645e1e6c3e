import WebUI

/// The page a tab loads first: no content and no inline script, only our style sheet and
/// script file; the script opens the socket and receives the page.
enum ShellPage {
    /// The page titled `title` in `language` (a BCP 47 tag we chose: "en", "ko"), in `theme`
    /// (`data-theme`, which app.css colours: "dark", "light", "high-contrast"; none follows the
    /// browser's own preference).
    static func html(title: String, language: String = "en", theme: String? = nil) -> String {
        let themeAttribute = theme.map { #" data-theme="\#(HTML.escape($0))""# } ?? ""
        return """
            <!doctype html>
            <html lang="\(HTML.escape(language))"\(themeAttribute)>
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTML.escape(title))</title>
            <link rel="stylesheet" href="/app.css">
            <script src="/client.js" defer></script>
            </head>
            <body>
            <div id="app"></div>
            <p id="connection" role="status"></p>
            <noscript>This page needs JavaScript: its views run in the Swift process and reach the page over a WebSocket.</noscript>
            </body>
            </html>

            """
    }
}
