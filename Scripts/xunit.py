"""The results in an xunit report, as `swift test --xunit-output FILE` writes it; shared by the
scripts that run another project's tests against ours (check-rxswift-libraries.py,
check-rxdatasources.py)."""

import os
import xml.etree.ElementTree as ElementTree


def test_results(xunit_path):
    """The test cases in an xunit report, read once: how many ran and the names of those that failed
    (`Class.test`); none ran when there is no report."""
    if not os.path.exists(xunit_path):
        return 0, []
    cases = ElementTree.parse(xunit_path).getroot().findall(".//testcase")
    failed = [
        f'{c.get("classname")}.{c.get("name")}'
        for c in cases
        if c.find("failure") is not None or c.find("error") is not None
    ]
    return len(cases), failed
