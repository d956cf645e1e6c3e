#!/usr/bin/env bash
# Redraws the marble diagrams in docs/images from the tested runs that make them
# (Tests/RxLanesTests/DocumentationDiagramTests.swift). The same tests, run without
# REGENERATE_DIAGRAMS (as CI runs every test), fail when a checked-in diagram is out of date.
set -euo pipefail
cd "$(dirname "$0")/.."
REGENERATE_DIAGRAMS=1 swift test --filter DocumentationDiagramTests
git status --short -- docs/images
