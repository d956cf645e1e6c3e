import Foundation
import TmuxTesting
import XCTest

/// Runs `gallery` in tmux as a learner would: the chat sends a message and gets the bot's
/// reply; the work form saves an edit the board then shows.
final class GalleryEndToEndTests: XCTestCase {
    private func start() throws -> TmuxSession {
        guard let gallery = TmuxSession.executable(named: "gallery") else {
            XCTFail("gallery was not built")
            throw XCTSkip("no executable")
        }
        let session = try TmuxSession(command: "'\(gallery)'", width: 100, height: 30)
        session.waitFor("↑/↓: choose  Enter: open  Esc: back  q: quit")
        return session
    }

    func testTheChatSendsAMessageAndGetsAReply() throws {
        let session = try start()
        session.send("Enter")
        session.waitFor("No messages yet — say hi.")
        session.send("Tab")
        session.waitFor("Sign in to chat")
        session.send("Enter")
        session.waitFor("Signed in")
        session.send("안녕하세요 👋", "Enter")
        session.waitFor("me:  안녕하세요 👋")
        session.waitFor("bot: Hello! Ask me anything.")
        session.send("Escape", "Escape", "q")
        XCTAssertEqual(session.exitStatus(), 0)
    }

    func testTheWorkFormSavesAnEdit() throws {
        let session = try start()
        session.send("Down", "Enter")
        session.waitFor("3 works, 1 done")
        session.send("Down", "Down", "Enter")
        session.waitFor("[ Edit ]")
        session.send("C-u", "Translate the README", "Tab", "2026-12-24", "Tab", "Tab", "Right", "Right", "Tab", "Enter")
        session.waitFor("[Done] Translate the README")
        session.waitFor("due 2026-12-24 · README.ko.md")
        session.waitFor("3 works, 2 done")
        session.send("q")
        XCTAssertEqual(session.exitStatus(), 0)
    }
}
