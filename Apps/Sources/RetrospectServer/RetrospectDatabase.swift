import Foundation
import GRDB
import SecureFiles

#if canImport(Glibc)
import Glibc
#endif

/// The goals and their retrospectives in SQLite, through GRDB: the schema comes from
/// migrations, every write is one transaction (a failed request writes nothing), and the
/// database is in WAL mode, so a server killed mid-request leaves it consistent.
package final class RetrospectDatabase: Sendable {
    /// The longest title or reward accepted, in characters.
    package static let maximumTitleLength = 200
    /// The longest retrospective accepted, in characters.
    package static let maximumTextLength = 10_000
    /// Goals per page of `GET /goals`.
    package static let pageSize = 20

    let pool: DatabasePool

    /// Opens (creating it if needed) the database at `path` and brings its schema up to date.
    /// A new database gets `sampleGoals` when `seed` is true. A path that is a symbolic link,
    /// a folder or a FIFO is refused (``RetrospectDatabaseError/unusableFile(_:)``).
    package init(path: String, seed: Bool = false) throws {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(
                    atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw RetrospectDatabaseError.cannotCreateFolder(directory)
            }
        }
        // Only the owner may read the goals and retrospectives: the file is created 0600 (an
        // older one is narrowed to 0600), and SQLite gives its -wal and -shm files the main
        // file's mode. A symbolic link, folder or FIFO at the path is refused, never opened.
        do {
            try ExistingFile.prepare(path, header: Self.sqliteHeader)
        } catch {
            throw RetrospectDatabaseError.unusableFile(error)
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        pool = try DatabasePool(path: path, configuration: configuration)
        try Self.migrator.migrate(pool)
        if seed { try seedIfEmpty() }
    }

    /// The first 16 bytes of every SQLite database file: an existing file without them is not
    /// opened (SQLite would fail on it only after the file's mode was narrowed).
    static let sqliteHeader = Array("SQLite format 3\0".utf8)

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: goals and retrospects") { db in
            try db.create(table: "goal") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("title", .text).notNull()
                table.column("reward", .text).notNull().defaults(to: "")
                table.column("startDate", .text).notNull()
                table.column("endDate", .text).notNull()
                table.column("status", .text).notNull().defaults(to: "active")
                table.column("completedAt", .text)
            }
            try db.create(table: "retrospect") { table in
                table.primaryKey("goalId", .integer).references("goal", onDelete: .cascade)
                table.column("text", .text).notNull()
                table.column("createdAt", .text).notNull()
            }
        }
        migrator.registerMigration("v2: completed goals index") { db in
            try db.create(index: "goal_on_status_id", on: "goal", columns: ["status", "id"])
        }
        return migrator
    }

    /// Goals a new database starts with: some completed (with and without retrospectives), some active.
    package static let sampleGoals:
        [(title: String, reward: String, start: String, end: String, complete: Bool, retrospect: String?)] = [
            (
                "Run 100 km in a month", "New running shoes", "2026-09-01", "2026-09-30", true,
                "Three runs a week worked; the last week was rushed."
            ),
            ("Read 4 books", "A day off", "2026-09-01", "2026-10-31", true, nil),
            ("Learn RxSwift operators", "Concert tickets", "2026-10-01", "2026-10-31", true, nil),
            ("매일 30분 영어 공부", "맛있는 저녁", "2026-10-01", "2026-10-31", true, nil),
            ("Ship the goal app", "A weekend trip", "2026-11-01", "2026-11-30", false, nil),
            ("Sleep before midnight", "A new pillow", "2026-11-01", "2026-12-31", false, nil),
        ]

    private func seedIfEmpty() throws {
        try pool.write { db in
            guard try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM goal") == 0 else { return }
            for goal in Self.sampleGoals {
                try db.execute(
                    sql:
                        "INSERT INTO goal (title, reward, startDate, endDate, status, completedAt) VALUES (?, ?, ?, ?, ?, ?)",
                    arguments: [
                        goal.title, goal.reward, goal.start, goal.end, goal.complete ? "complete" : "active",
                        goal.complete ? goal.end : nil,
                    ])
                if let text = goal.retrospect {
                    try db.execute(
                        sql: "INSERT INTO retrospect (goalId, text, createdAt) VALUES (?, ?, ?)",
                        arguments: [db.lastInsertedRowID, text, "\(goal.end)T20:00:00Z"])
                }
            }
        }
    }

    // MARK: queries

    private static let goalColumns = """
        goal.id, goal.title, goal.reward, goal.startDate, goal.endDate, goal.status,
        EXISTS (SELECT 1 FROM retrospect WHERE retrospect.goalId = goal.id) AS hasRetrospect
        """

    private static func goal(_ row: Row) -> GoalRecord {
        GoalRecord(
            id: row["id"], title: row["title"], reward: row["reward"], startDate: row["startDate"],
            endDate: row["endDate"],
            status: row["status"], hasRetrospect: row["hasRetrospect"])
    }

    private static func fetchGoal(_ db: Database, id: Int) throws -> GoalRecord {
        guard let row = try Row.fetchOne(db, sql: "SELECT \(goalColumns) FROM goal WHERE id = ?", arguments: [id])
        else {
            throw RetrospectFailure.notFound("There is no goal \(id).")
        }
        return goal(row)
    }

    /// Creates an active goal.
    package func createGoal(title: String, reward: String, startDate: String, endDate: String) async throws
        -> GoalRecord
    {
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw RetrospectFailure.invalid("A goal needs a title.") }
        guard title.count <= Self.maximumTitleLength, reward.count <= Self.maximumTitleLength else {
            throw RetrospectFailure.invalid(
                "The title and the reward are at most \(Self.maximumTitleLength) characters.")
        }
        guard !Self.hasControlCharacters(title, allowingLineBreaks: false),
            !Self.hasControlCharacters(reward, allowingLineBreaks: false)
        else {
            throw RetrospectFailure.invalid(
                "The title and the reward are one line of text, without control characters.")
        }
        guard let start = Day(startDate), let end = Day(endDate) else {
            throw RetrospectFailure.invalid("startDate and endDate are days written YYYY-MM-DD.")
        }
        guard start <= end else { throw RetrospectFailure.invalid("The goal ends before it starts.") }
        return try await pool.write { db in
            try db.execute(
                sql: "INSERT INTO goal (title, reward, startDate, endDate) VALUES (?, ?, ?, ?)",
                arguments: [title, reward, startDate, endDate])
            return try Self.fetchGoal(db, id: Int(db.lastInsertedRowID))
        }
    }

    /// Marks a goal complete (again: no change).
    package func completeGoal(id: Int, on day: String) async throws -> GoalRecord {
        try await pool.write { db in
            _ = try Self.fetchGoal(db, id: id)
            try db.execute(
                sql: "UPDATE goal SET status = 'complete', completedAt = COALESCE(completedAt, ?) WHERE id = ?",
                arguments: [day, id])
            return try Self.fetchGoal(db, id: id)
        }
    }

    /// Goals with `status`, after the goal `lastGoalId` (−1: from the start), oldest first,
    /// and whether more follow.
    package func goals(status: String, after lastGoalId: Int) async throws -> (contents: [GoalRecord], next: Bool) {
        guard ["active", "complete"].contains(status) else {
            throw RetrospectFailure.invalid("status is active or complete.")
        }
        return try await pool.read { db in
            let rows = try Row.fetchAll(
                db, sql: "SELECT \(Self.goalColumns) FROM goal WHERE status = ? AND id > ? ORDER BY id LIMIT ?",
                arguments: [status, lastGoalId, Self.pageSize + 1])
            let goals = rows.prefix(Self.pageSize).map(Self.goal)
            return (Array(goals), rows.count > Self.pageSize)
        }
    }

    /// Completed goals without a retrospective.
    package func writableRetrospectCount() async throws -> Int {
        try await pool.read { db in
            try Int.fetchOne(
                db,
                sql: """
                    SELECT COUNT(*) FROM goal WHERE status = 'complete'
                    AND NOT EXISTS (SELECT 1 FROM retrospect WHERE retrospect.goalId = goal.id)
                    """) ?? 0
        }
    }

    /// The retrospective of the goal `goalId`; ``RetrospectFailure/notFound(_:)`` when there is none.
    package func retrospect(goalId: Int) async throws -> RetrospectRecord {
        try await pool.read { db in
            _ = try Self.fetchGoal(db, id: goalId)
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT goalId, text, createdAt FROM retrospect WHERE goalId = ?", arguments: [goalId])
            else {
                throw RetrospectFailure.notFound("Goal \(goalId) has no retrospective yet.")
            }
            return RetrospectRecord(goalId: row["goalId"], text: row["text"], createdAt: row["createdAt"])
        }
    }

    /// Writes a completed goal's one retrospective.
    package func writeRetrospect(goalId: Int, text: String, at moment: String) async throws -> RetrospectRecord {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw RetrospectFailure.invalid("A retrospective needs some text.") }
        guard text.count <= Self.maximumTextLength else {
            throw RetrospectFailure.invalid("A retrospective is at most \(Self.maximumTextLength) characters.")
        }
        guard !Self.hasControlCharacters(text, allowingLineBreaks: true) else {
            throw RetrospectFailure.invalid(
                "A retrospective may hold line breaks and tabs, but no other control characters.")
        }
        return try await pool.write { db in
            let goal = try Self.fetchGoal(db, id: goalId)
            guard goal.status == "complete" else {
                throw RetrospectFailure.conflict("Goal \(goalId) is not complete yet.")
            }
            guard !goal.hasRetrospect else {
                throw RetrospectFailure.conflict("Goal \(goalId) already has a retrospective.")
            }
            try db.execute(
                sql: "INSERT INTO retrospect (goalId, text, createdAt) VALUES (?, ?, ?)",
                arguments: [goalId, text, moment])
            return RetrospectRecord(goalId: goalId, text: text, createdAt: moment)
        }
    }

    /// Whether `text` holds a control character (NUL, escape, DEL, C1…), which a title never
    /// needs and which would be stored differently from what was sent; line breaks and tabs are
    /// allowed where `allowingLineBreaks`.
    static func hasControlCharacters(_ text: String, allowingLineBreaks: Bool) -> Bool {
        text.unicodeScalars.contains { scalar in
            if allowingLineBreaks && (scalar == "\n" || scalar == "\r" || scalar == "\t") { return false }
            return scalar.properties.generalCategory == .control
        }
    }

    /// SQLite's own consistency check: "ok" for a sound file.
    package func integrityCheck() throws -> String {
        try pool.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") ?? "" }
    }
}
