// Prints what the scenarios of Tests/RxSwiftModuleNamesTests (TimelineScenarios.swift,
// OrderScenarios.swift, SubUnitTimingScenarios.swift, copied beside this file by record-rxswift.sh) record, compiled against
// RxSwift 6.9.1 or against this library: `record order`, `record timelines SEEDS`, `record subunit SEEDS`.
import RxSwift

let arguments = CommandLine.arguments
if arguments.count > 1 && arguments[1] == "order" {
    for line in OrderScenarios.lines() { print(line) }
} else if arguments.count > 1 && arguments[1] == "subunit" {
    let seeds = arguments.count > 2 ? Int(arguments[2]) ?? 25 : 25
    for line in SubUnitTimingScenarios.lines(seeds: seeds) { print(line) }
} else {
    let seeds = arguments.count > 2 ? Int(arguments[2]) ?? 25 : 25
    for line in TimelineScenarios.lines(seeds: seeds) { print(line) }
}
