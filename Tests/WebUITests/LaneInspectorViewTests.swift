import RxCore
import RxLanes
import RxTesting
import RxUI
import WebUI
import XCTest

/// The stream inspector in the browser: the top screen's lanes as an SVG marble diagram, sent
/// as patches of what moved, in virtual time (a tick of the test scheduler is a tenth of a second).
final class LaneInspectorViewTests: WebTestCase, @unchecked Sendable {
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    private lazy var recorder = LaneRecorder(clock: { [scheduler] in Double(scheduler.clock) / 10 })

    override func setUp() {
        super.setUp()
        // The screens' lanes report to the process-wide recorder, in their screens' scopes, as in an app.
        recorder.start()
    }

    override func tearDown() {
        recorder.stop()
        super.tearDown()
    }

    @MainActor
    private func inspected(_ screen: Screen) -> (HeadlessBrowser, NavigationController, LaneInspectorView) {
        let navigation = NavigationController(root: screen)
        let inspector = LaneInspectorView(
            recorder: recorder, columnSeconds: 1, columns: 8, frameInterval: .milliseconds(100),
            scheduler: scheduler, resources: { .init(total: 7, byKind: [("MapSink<Int, Int>", 2)]) })
        navigation.inspector = inspector
        return (HeadlessBrowser(root: navigation), navigation, inspector)
    }

    /// The inspector's `<section>` as the views describe it now.
    @MainActor
    private func inspectorHTML(_ page: HeadlessBrowser, _ inspector: LaneInspectorView) -> String {
        let html = page.html
        guard let id = inspector.nodeID, let start = html.range(of: "<section id=\"\(id)\"") else { return "" }
        return String(html[start.lowerBound...].dropLast("</main>".count))
    }

    /// Moves virtual time to `seconds`: the inspector's frames run, then the page flushes.
    @MainActor
    @discardableResult
    private func advance(_ page: HeadlessBrowser, to seconds: Double) -> [WebPatch] {
        scheduler.advanceTo(Int((seconds * 10).rounded()))
        return page.refresh()
    }

    /// Closes the page and lets the scheduler drop the timer it disposed.
    @MainActor
    private func finish(_ page: HeadlessBrowser) {
        assertPatchesRebuildThePage(page)
        page.document.close()
        scheduler.advanceTo(scheduler.clock + 1)
    }

    private static let closed =
        #"<section id="w10" hidden="" class="inspector" aria-label="Stream inspector"><h2 id="w11">Stream inspector</h2>"#
        + #"<p id="w12" hidden="" class="dim">No lane of this screen is live. Streams are named with .lane(&quot;name&quot;).</p>"#
        + #"<svg id="w13" hidden="" class="lanes"><g id="w14" class="names"></g><svg id="w15"><g id="w16" class="runs"></g>"#
        + #"<g id="w17" class="marks"></g></svg></svg><p id="w18" class="dim"></p></section>"#

    func testF12OpensTheScreensLanesAsAnSVGMarbleDiagramAndClosesIt() {
        MainActor.assumeIsolated {
            let query = PublishSubject<String>()
            let elsewhere = PublishSubject<Int>()
            let screen = TestScreen(content: View()) { screen in
                query.lane("search").subscribe().disposed(by: screen.disposeBag)
            }
            // Subscribed outside every screen: another tab's, or the server's; never shown.
            let outside = elsewhere.lane("another tab").subscribe()
            let (page, _, inspector) = inspected(screen)
            XCTAssertTrue(
                page.firstPage.hasPrefix(
                    #"<main id="w1"><nav id="w2" class="stack horizontal"><button id="w3" hidden="" type="button">Back</button>"#
                        + #"<button id="w4" type="button" aria-expanded="false">Streams (F12)</button></nav>"#),
                page.firstPage)
            XCTAssertEqual(inspectorHTML(page, inspector), Self.closed, "closed: empty and hidden")
            advance(page, to: 2)
            query.onNext("a")
            advance(page, to: 5)
            query.onNext("b")
            elsewhere.onNext(1)
            XCTAssertEqual(advance(page, to: 9.5), [], "closed, nothing is sent")
            page.press("F12")
            XCTAssertTrue(inspector.isOpen)
            XCTAssertEqual(
                inspectorHTML(page, inspector),
                #"<section id="w10" class="inspector" aria-label="Stream inspector"><h2 id="w11">Stream inspector · Test</h2>"#
                    + #"<p id="w12" hidden="" class="dim">No lane of this screen is live. Streams are named with .lane(&quot;name&quot;).</p>"#
                    + #"<svg id="w13" class="lanes" role="img" aria-label="Marble diagram, 1 s a column, newest at the right: search" viewBox="0 0 304 24">"#
                    + #"<g id="w14" class="names"><text id="w14.n1" x="0" y="16">search</text></g>"#
                    + #"<svg id="w15" x="176" width="128" height="24" viewBox="-112 0 128 24">"#
                    + #"<g id="w16" class="runs"><line id="w16.r1c0" class="run live" x1="-144" y1="12" x2="240" y2="12"></line></g>"#
                    + #"<g id="w17" class="marks">"#
                    + #"<g id="w17.m1c2" class="mark next"><title>a</title><circle cx="-104" cy="12" r="7"></circle><text x="-104" y="15.5">a</text></g>"#
                    + #"<g id="w17.m1c5" class="mark next"><title>b</title><circle cx="-56" cy="12" r="7"></circle><text x="-56" y="15.5">b</text></g>"#
                    + #"</g></svg></svg>"#
                    + #"<p id="w18" class="dim">Elements in the last second: 0 · 7 live resources in this server · 2 × MapSink&lt;Int, Int&gt;</p></section>"#
            )
            assertPatchesRebuildThePage(page)
            XCTAssertEqual(
                page.click(navigationToggle(page)).first, .attribute(id: "w4", name: "aria-expanded", value: "false"))
            XCTAssertFalse(inspector.isOpen, "the bar's button closes it")
            XCTAssertEqual(inspectorHTML(page, inspector), Self.closed, "closed, it forgets what it drew")
            XCTAssertEqual(advance(page, to: 12), [], "closed, no timer runs")
            page.press("F12")
            XCTAssertTrue(inspector.isOpen)
            page.press("F12")
            XCTAssertFalse(inspector.isOpen)
            outside.dispose()
            finish(page)
        }
    }

    func testAFrameSendsOnlyWhatMovedAndABusyStreamIsOneMarkAColumn() {
        MainActor.assumeIsolated {
            let query = PublishSubject<String>()
            let screen = TestScreen(content: View()) { screen in
                query.lane("search").subscribe().disposed(by: screen.disposeBag)
            }
            let (page, _, _) = inspected(screen)
            advance(page, to: 2)
            query.onNext("a")
            advance(page, to: 9.5)
            page.press("F12")
            query.onNext("c")
            XCTAssertEqual(
                advance(page, to: 9.6),
                [
                    .append(
                        id: "w17",
                        html:
                            #"<g id="w17.m1c9" class="mark next"><title>c</title><circle cx="8" cy="12" r="7"></circle>"#
                            + #"<text x="8" y="15.5">c</text></g>"#),
                    .text(
                        id: "w18",
                        text: "Elements in the last second: 1 · 7 live resources in this server · 2 × MapSink<Int, Int>"
                    ),
                ], "a new element: one mark appended")
            XCTAssertEqual(advance(page, to: 9.9), [], "nothing moved, nothing sent")
            XCTAssertEqual(
                advance(page, to: 10),
                [.attribute(id: "w15", name: "viewBox", value: "-96 0 128 24"), .remove(id: "w17.m1c2")],
                "a new column: the track moves a column and the mark that left the window is removed")
            XCTAssertEqual(
                advance(page, to: 11),
                [
                    .attribute(id: "w15", name: "viewBox", value: "-80 0 128 24"),
                    .text(
                        id: "w18",
                        text: "Elements in the last second: 0 · 7 live resources in this server · 2 × MapSink<Int, Int>"
                    ),
                ])
            for index in 0..<10_000 { query.onNext("\(index)") }
            let busy = advance(page, to: 11.1)
            // The recorder keeps the newest 256 entries of a lane: the mark counts those, and
            // the "c" at 9.5 s left the ring.
            XCTAssertEqual(
                busy,
                [
                    .remove(id: "w17.m1c9"),
                    .append(
                        id: "w17",
                        html: #"<g id="w17.m1c11" class="mark next"><title>256 elements, the last: 9999</title>"#
                            + #"<circle cx="40" cy="12" r="7"></circle><text x="40" y="15.5">9</text></g>"#),
                    .text(
                        id: "w18",
                        text:
                            "Elements in the last second: 256 · 7 live resources in this server · 2 × MapSink<Int, Int>"
                    ),
                ], "10,000 elements in a frame: one mark")
            XCTAssertLessThan(WebPatch.json(busy).utf8.count, 400)
            query.onCompleted()
            XCTAssertEqual(
                advance(page, to: 11.2),
                [
                    // The ring let go of the start: the line now starts at the first entry kept.
                    .remove(id: "w16.r1c0"),
                    .append(
                        id: "w16", html: #"<line id="w16.r1c11" class="run" x1="32" y1="12" x2="48" y2="12"></line>"#),
                    .replace(
                        id: "w17.m1c11",
                        html: #"<g id="w17.m1c11" class="mark completed"><title>completed</title>"#
                            + #"<line x1="40" y1="4" x2="40" y2="20"></line></g>"#),
                    .text(
                        id: "w18",
                        text:
                            "Elements in the last second: 255 · 7 live resources in this server · 2 × MapSink<Int, Int>"
                    ),
                ], "the line ends where the lane completed; an end wins its column")
            finish(page)
        }
    }

    func testPushingAScreenShowsItsLanesOnlyAndPoppingBringsBackTheOthers() {
        MainActor.assumeIsolated {
            let prices = PublishSubject<Int>()
            let first = TestScreen(title: "First", content: View()) { screen in
                prices.lane("prices").subscribe().disposed(by: screen.disposeBag)
            }
            let (page, navigation, inspector) = inspected(first)
            advance(page, to: 1)
            page.press("F12")
            navigation.push(
                TestScreen(title: "Second", content: Button("Go")) { screen in
                    Observable<Int>.never().lane("details").subscribe().disposed(by: screen.disposeBag)
                })
            page.refresh()
            XCTAssertTrue(inspectorHTML(page, inspector).contains(#"<h2 id="w11">Stream inspector · Second</h2>"#))
            XCTAssertTrue(inspectorHTML(page, inspector).contains(">details</text>"))
            XCTAssertFalse(inspectorHTML(page, inspector).contains("prices"))
            page.press("Escape")
            XCTAssertTrue(inspectorHTML(page, inspector).contains(">prices</text>"))
            XCTAssertFalse(inspectorHTML(page, inspector).contains("details"))
            finish(page)
        }
    }

    func testLaneNamesAndElementsAreEscaped() {
        MainActor.assumeIsolated {
            let hostile = PublishSubject<String>()
            let screen = TestScreen(content: View()) { screen in
                hostile.lane("<script>x</script>").subscribe().disposed(by: screen.disposeBag)
            }
            let (page, _, inspector) = inspected(screen)
            page.press("F12")
            hostile.onNext(#"<img src=x onerror="alert(1)">"#)
            advance(page, to: 0.1)
            let html = inspectorHTML(page, inspector)
            XCTAssertTrue(html.contains(#">&lt;script&gt;x&lt;/script&gt;</text>"#), html)
            XCTAssertTrue(html.contains(#"<title>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</title>"#), html)
            XCTAssertTrue(html.contains(#"<text x="8" y="15.5">&lt;</text>"#), html)
            XCTAssertFalse(html.contains("<script"))
            XCTAssertFalse(html.contains("<img"))
            finish(page)
        }
    }

    @MainActor
    private func navigationToggle(_ page: HeadlessBrowser) -> View {
        guard let navigation = page.document.root as? NavigationController else { return View() }
        return navigation.children[0].children[1]
    }
}
