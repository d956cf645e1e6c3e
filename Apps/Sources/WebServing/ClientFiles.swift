import Foundation

/// The client's script and style sheet, read once from the target's resources.
enum ClientFiles {
    static let script = read("client", "js")
    static let styleSheet = read("app", "css")

    private static func read(_ name: String, _ type: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: type),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return "" }
        return text
    }
}
