import RxSwift

/// The order in which events arrive when work on the current-thread trampoline mixes with work
/// that runs at once: each expression is merged with a neighbour, so what waits on the
/// trampoline and what does not shows in the order of its elements. Compiled against RxSwift
/// 6.9.1 by `Benchmarks/PeerComparison/record-rxswift.sh`, which writes what RxSwift delivers to
/// `rxswift-6.9.1-order.txt` beside it; `AgainstRxSwiftTests` compares.
enum OrderScenarios {
    struct E: Error {}

    static func received(_ source: Observable<Int>) -> [Int] {
        var received: [Int] = []
        // Disposed once it has delivered what it delivers at once: a subscription still
        // waiting (a connectable whose connection already ended) lets go of what it holds.
        source.subscribe(onNext: { received.append($0) }, onCompleted: { received.append(-1) }).dispose()
        return received
    }

    static var expressions: [(String, Observable<Int>)] {
        [
            (
                "1 merge(concat justs)",
                Observable.merge(Observable.concat(.just(1), .just(2), .just(3)), Observable.concat(.just(4), .just(5)))
            ),
            (
                "2 merge(of(justs).concat())",
                Observable.merge(
                    Observable.of(Observable.just(1), .just(2)).concat(),
                    Observable.of(Observable.just(3), .just(4)).concat())
            ),
            (
                "3 merge(concat(of,of), of)",
                Observable.merge(Observable.concat(Observable.of(1, 2), Observable.of(3, 4)), Observable.of(5, 6))
            ),
            (
                "4 merge(just.concat(just), just)",
                Observable.merge(Observable.just(1).concat(Observable.just(2)), Observable.just(3))
            ),
            (
                "5 merge(startWith)",
                Observable.merge(Observable.of(1, 2).startWith(0), Observable.of(5, 6).startWith(4))
            ),
            (
                "6 merge(concatMap, of)",
                Observable.merge(Observable.of(1, 2).concatMap { Observable.just($0 * 10) }, Observable.of(7, 8))
            ),
            (
                "7 merge(concatMap of, of)",
                Observable.merge(
                    Observable.of(1, 2).concatMap { Observable.of($0 * 10, $0 * 10 + 1) }, Observable.of(7, 8))
            ),
            (
                "8 merge(concat(of, just), concat(just, of))",
                Observable.merge(
                    Observable.concat(Observable.of(1, 2), .just(3)), Observable.concat(.just(4), Observable.of(5, 6)))
            ),
            ("9 flatMap(concat)", Observable.of(1, 2).flatMap { Observable.concat(.just($0), .just($0 * 10)) }),
            (
                "10 merge(of.concat(of), of)",
                Observable.merge(Observable.of(1).concat(Observable.of(2)), Observable.of(3))
            ),
            (
                "11 merge(repeatElement.take, of)",
                Observable.merge(Observable.repeatElement(1).take(3), Observable.of(5, 6))
            ),
            (
                "12 merge(concat(just, error).retry(2).catchAndReturn, just)",
                Observable.merge(Observable.concat(.just(1), .error(E())).retry(2).catchAndReturn(9), .just(5))
            ),
            (
                "13 merge(just.concat(error).catch, just)",
                Observable.merge(
                    Observable.just(1).concat(Observable<Int>.error(E())).catch { _ in .just(2) }, .just(3))
            ),
            (
                "14 merge(catch(sequence), just)",
                Observable.merge(
                    Observable.catch(sequence: [Observable<Int>.error(E()), .just(1), .just(2)]), .just(3))
            ),
            (
                "15 merge(of.retry, of)",
                Observable.merge(
                    Observable.of(1, 2).concat(Observable<Int>.error(E())).retry(2).catchAndReturn(9), .of(5, 6))
            ),
            ("16 merge(andThen)", Observable.merge(Completable.empty().andThen(Observable.just(1)), .just(2))),
            (
                "17 merge(Single.zip concat)",
                Observable.merge(Single.just(1).asObservable().concat(Single.just(2).asObservable()), .just(3))
            ),
            (
                "18 merge(retry(when), just)",
                Observable.merge(
                    Observable.concat(.just(1), .error(E())).retry(when: { (errors: Observable<E>) in
                        errors.enumerated().map { index, error -> Int in
                            if index >= 1 { throw error }
                            return index
                        }
                    }).catchAndReturn(9), .just(5))
            ),
            (
                "19 merge(retry(when) of, of)",
                Observable.merge(
                    Observable.of(1, 2).concat(Observable<Int>.error(E())).retry(when: { (errors: Observable<E>) in
                        errors.take(1)
                    }), .of(5, 6))
            ),
            (
                "20 zip",
                Observable.merge(Observable.zip(Observable.of(1, 2), Observable.of(3, 4)) { $0 + $1 }, .of(10, 20))
            ),
            (
                "21 combineLatest",
                Observable.merge(
                    Observable.combineLatest(Observable.of(1, 2), Observable.of(3, 4)) { $0 * 10 + $1 }, .of(100))
            ),
            ("22 take", Observable.merge(Observable.of(1, 2, 3).take(2), .of(7))),
            (
                "23 startWith.concat",
                Observable.merge(Observable.of(1, 2).startWith(0).concat(Observable.just(9)), .of(5))
            ),
            (
                "24 range/generate",
                Observable.merge(
                    Observable.range(start: 1, count: 3),
                    Observable.generate(initialState: 10, condition: { $0 < 13 }, iterate: { $0 + 1 }))
            ),
            ("25 flatMap of", Observable.merge(Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) }, .of(7, 8))),
            (
                "26 flatMapLatest of",
                Observable.merge(Observable.of(1, 2).flatMapLatest { Observable.of($0, $0 * 10) }, .of(7))
            ),
            ("27 scan", Observable.merge(Observable.from([1, 2]).scan(0, accumulator: +), .of(9))),
            ("28 withLatestFrom", Observable.merge(Observable.of(1, 2).withLatestFrom(Observable.of(5, 6)), .of(9))),
            ("29 amb", Observable.merge(Observable.of(1, 2).amb(Observable.of(3, 4)), .of(9))),
            (
                "30 skip/takeLast",
                Observable.merge(Observable.of(1, 2).skip(1), Observable.of(3, 4).takeLast(1), .of(5))
            ),
            (
                "31 share",
                {
                    let s = Observable.of(1, 2).share(replay: 1)
                    return Observable.merge(s, s.map { $0 * 10 })
                }()
            ),
            ("32 materialize", Observable.merge(Observable.of(1, 2).materialize().dematerialize(), .of(9))),
            ("33 deferred", Observable.merge(Observable.deferred { Observable.of(1, 2) }, .of(9))),
            (
                "34 merge of of",
                Observable.merge(Observable.of(Observable.of(1, 2), Observable.of(3, 4)).merge(), .of(9))
            ),
            ("35 toArray", Observable.merge(Observable.of(1, 2).toArray().asObservable().map { $0.count }, .of(9))),
            ("36 distinct", Observable.merge(Observable.of(1, 1, 2).distinctUntilChanged(), .of(9))),
            (
                "37 elementAt/ignore",
                Observable.merge(
                    Observable.of(1, 2).element(at: 1),
                    Observable.of(3, 4).ignoreElements().asCompletable().andThen(Observable.just(0)), .of(9))
            ),
            (
                "38 zip collection",
                Observable.merge(
                    Observable.zip([Observable.of(1, 2), Observable.of(3, 4)]).map { $0.reduce(0, +) }, .of(9))
            ),
            ("39 groupBy", Observable.merge(Observable.of(1, 2, 3).groupBy { $0 % 2 }.flatMap { $0 }, .of(9))),
            ("40 reduce", Observable.merge(Observable.of(1, 2).reduce(0, accumulator: +), .of(9))),
            ("41 enumerated", Observable.merge(Observable.of(1, 2).enumerated().map { $0.element }, .of(9))),
            (
                "42 combineLatest collection",
                Observable.merge(
                    Observable.combineLatest([Observable.of(1, 2), Observable.of(3, 4)]).map { $0.reduce(0, +) }, .of(9)
                )
            ),
            ("43 from optional/empty", Observable.merge(Observable.from(optional: 1), Observable.empty(), .of(9))),
            ("44 publish refCount", Observable.merge(Observable.of(1, 2).publish().refCount(), .of(9))),
            (
                "45 multicast connect",
                {
                    let c = Observable.of(1, 2).replay(1)
                    _ = c.connect()
                    return Observable.merge(c, .of(9))
                }()
            ),
            (
                "46 single",
                Observable.merge(
                    Observable.of(1).asSingle().asObservable(), Observable.of(2).asMaybe().asObservable(), .of(9))
            ),
            ("47 do", Observable.merge(Observable.of(1, 2).do(onNext: { _ in }), .of(9))),
            (
                "48 compactMap/filter",
                Observable.merge(
                    Observable.of(1, 2, 3).filter { $0 != 2 }, Observable.of(4, 5).compactMap { $0 }, .of(9))
            ),
            ("49 startWith many", Observable.merge(Observable.of(1).startWith(7, 8), .of(9))),
            (
                "50 concat of of",
                Observable.merge(
                    Observable.of(1, 2).concat(Observable.of(3)), Observable.of(5).concat(Observable.of(6)))
            ),
        ]
    }

    /// Each expression's name and what it delivered (-1 for completion), one line each.
    static func lines() -> [String] {
        expressions.map { name, source in "\(name) \(received(source))" }
    }
}
