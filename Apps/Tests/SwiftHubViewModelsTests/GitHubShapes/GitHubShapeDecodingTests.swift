import Foundation
import GitHubAPI
import OfflineGitHub
import XCTest

/// SwiftHub's decoders against what GitHub sends: every answer recorded from api.github.com
/// since 2015 (its shape, rebuilt with our values), and answers generated from GitHub's REST
/// description, each decoded by the `Endpoint` SwiftHub sends for it.
final class GitHubShapeDecodingTests: XCTestCase {
    /// Random answers per operation and alternative, besides the minimal and the full one.
    static let randomAnswers = 40

    private func decode(_ operation: SwiftHubOperation, _ answer: JSONValue) -> String? {
        let status = operation.key.hasPrefix("POST") ? 201 : 200
        switch operation.endpoint.decode(GitHubResponse(status: status, body: answer.data)) {
        case .success: return nil
        case .failure(let error): return "\(operation.key): \(error)"
        }
    }

    /// Every operation the extract describes is one SwiftHub sends, and the other way round.
    func testTheOperationsAreSwiftHubs() throws {
        let schema = try XCTUnwrap(GitHubSchema.committed, "Apps/Tests/GitHubShapes/github-schema.json")
        XCTAssertEqual(schema.operations.map(\.key).sorted(), SwiftHubOperation.all.map(\.key).sorted())
        XCTAssertEqual(SwiftHubOperation.all.count, 40)
        XCTAssertEqual(schema.schemas.count, 175)
    }

    /// 188 answers rebuilt from the 376 distinct ones recorded since 2015 for 23 of the 40
    /// operations (with the media types SwiftHub asks for) all decode — among them the minimal repositories of notifications and code
    /// search, which failed with "missing stargazersCount" before.
    func testEveryRecordedAnswerSince2015Decodes() {
        var failures: [String] = []
        var decoded = 0
        let recorded = GitHubShapeFiles.recordedAnswers()
        for (key, answers) in recorded {
            guard let operation = SwiftHubOperation.all.first(where: { $0.key == key }) else {
                failures.append("\(key): not an operation of SwiftHub's")
                continue
            }
            for answer in answers {
                if let failure = decode(operation, answer) { failures.append(failure) } else { decoded += 1 }
            }
        }
        XCTAssertEqual(failures, [])
        XCTAssertEqual(decoded, 188)
        XCTAssertEqual(GitHubShapeFiles.recordedCounts().values.reduce(0, +), 376)
        // The operations nobody recorded since 2015: their shape comes from the description only.
        let unrecorded = Set(SwiftHubOperation.all.map(\.key)).subtracting(recorded.map(\.operation)).sorted()
        XCTAssertEqual(unrecorded.count, 17)
        XCTAssertEqual(recorded.count, 23)
    }

    /// Every operation decodes, for each alternative its answer may take, the minimal answer,
    /// the full one and 40 random ones generated from GitHub's description: 1,890 answers.
    func testEveryGeneratedAnswerDecodes() throws {
        let schema = try XCTUnwrap(GitHubSchema.committed)
        var failures: [String] = []
        var count = 0
        for (index, (key, type)) in schema.operations.enumerated() {
            guard let operation = SwiftHubOperation.all.first(where: { $0.key == key }) else { continue }
            for (alternativeIndex, alternative) in GitHubSchema.alternatives(GitHubSchema.nullable(type).type)
                .enumerated()
            {
                let runs =
                    [(SchemaAnswerGenerator.Variant.minimal, 0), (.full, 0)]
                    + (0..<Self.randomAnswers).map { (.random, $0) }
                for (variant, run) in runs {
                    let seed = UInt64(index) << 32 | UInt64(alternativeIndex) << 16 | UInt64(run)
                    var generator = SchemaAnswerGenerator(schema: schema, variant: variant, seed: seed)
                    let answer = generator.answer(alternative)
                    count += 1
                    if let failure = decode(operation, answer) {
                        failures.append("\(failure) — \(variant) answer, seed \(seed)")
                    }
                }
            }
        }
        XCTAssertEqual(failures.prefix(20), [])
        XCTAssertEqual(failures.count, 0)
        XCTAssertEqual(count, 1_890)
    }

    /// The same seed makes the same answer; the variants differ as documented.
    func testGeneratedAnswersAreSeededAndShapedByTheirVariant() throws {
        let schema = try XCTUnwrap(GitHubSchema.committed)
        func answer(_ variant: SchemaAnswerGenerator.Variant, _ seed: UInt64) -> JSONValue {
            var generator = SchemaAnswerGenerator(schema: schema, variant: variant, seed: seed)
            return generator.answer("@Thread")
        }
        XCTAssertEqual(answer(.random, 7), answer(.random, 7))
        let minimal = answer(.minimal, 1)
        XCTAssertEqual(
            minimal.members?.map(\.key),
            [
                "id", "repository", "subject", "reason", "unread", "updated_at", "last_read_at", "url",
                "subscription_url",
            ])
        XCTAssertEqual(minimal["last_read_at"], .null)
        // A minimal repository: none of the counts or dates GitHub may leave out.
        let repository = try XCTUnwrap(minimal["repository"]?.members?.map(\.key))
        XCTAssertFalse(repository.contains("stargazers_count"))
        XCTAssertFalse(repository.contains("created_at"))
        XCTAssertEqual(repository.count, 46)
        let full = answer(.full, 1)
        XCTAssertEqual(full.members?.last?.key, "zz_added_later")
        XCTAssertEqual(full["repository"]?.members?.count, 91)
    }
}
