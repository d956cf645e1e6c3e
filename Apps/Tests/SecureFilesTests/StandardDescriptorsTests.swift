import OutsideValues
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// `swifthub 2>&-`: a closed standard error is a free descriptor the next socket takes, and the
/// terminal's capture of standard error then replaced that socket — a crash at launch (issue 54,
/// item 14). The apps fill a closed one with `/dev/null` first.
final class StandardDescriptorsTests: XCTestCase {
    private func isDevNull(_ descriptor: Int32) -> Bool {
        var status = stat()
        var null = stat()
        return fstat(descriptor, &status) == 0 && stat("/dev/null", &null) == 0 && status.st_rdev == null.st_rdev
            && status.st_mode & S_IFMT == S_IFCHR
    }

    func testAClosedStandardErrorIsFilledWithDevNullBeforeAnythingTakesIt() {
        let saved = dup(STDERR_FILENO)
        defer {
            dup2(saved, STDERR_FILENO)
            close(saved)
        }
        close(STDERR_FILENO)
        XCTAssertEqual(StandardDescriptors.reopenClosed(), [2])
        XCTAssertTrue(isDevNull(STDERR_FILENO))
        // What opens next gets a number of its own, not 2.
        let next = open("/dev/null", O_RDONLY)
        XCTAssertGreaterThan(next, 2)
        close(next)
    }

    func testOpenDescriptorsAreLeftAsTheyAre() {
        XCTAssertEqual(StandardDescriptors.reopenClosed(), [])
    }
}
