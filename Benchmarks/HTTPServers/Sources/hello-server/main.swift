import Hummingbird

// `hello-server PORT`: GET / answers "Hello, world!" on 127.0.0.1 — Hummingbird's hello world.
let port = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 8090
let router = Router()
router.get("/") { _, _ in "Hello, world!" }
let application = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await application.runService()
