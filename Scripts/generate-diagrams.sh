#!/usr/bin/env bash
# Redraws the marble diagrams the documentation shows from the tested runs that make them: the
# search lanes of docs/images (Tests/RxLanesTests/DocumentationDiagramTests.swift) and the
# pictures of the DocC articles in each catalogue's Resources folder — RxTesting's search
# (Tests/RxTestingTests/SearchDiagramTests.swift), RxUI's Driver replay
# (Tests/RxUITests/DriverReplayDiagramTests.swift) and MVVM's login validation
# (Tests/MVVMTests/LoginFormDiagramTests.swift). The same tests, run without
# REGENERATE_DIAGRAMS (as CI runs every test), fail when a checked-in diagram is out of date.
set -euo pipefail
cd "$(dirname "$0")/.."
REGENERATE_DIAGRAMS=1 swift test \
    --filter 'DocumentationDiagramTests|SearchDiagramTests|DriverReplayDiagramTests|LoginFormDiagramTests'
git status --short -- docs/images 'Sources/*/*.docc/Resources/*.svg'
