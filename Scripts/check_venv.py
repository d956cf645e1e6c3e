"""The virtual environments the browser and GitHub checks run in, made one way.

Each check installs what it needs from PyPI into a virtual environment of its own (a registry
that cannot be reached fails the run loudly). `.ci/run` makes all of them with `--install-only`
in the background while the Swift packages build, so the installs cost no wall time; a check
run afterwards finds its requirements satisfied and goes on at once.
"""
import os
import subprocess
import sys


def prepare(venv, requirements, pip_options=(), what=None):
    """Creates `venv` if it does not exist and installs `requirements` into it; returns its
    python. Exits with a clear message when pip fails (an unreachable registry included)."""
    python = os.path.join(venv, "bin", "python")
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    pip = subprocess.run([python, "-m", "pip", "install", "--quiet", *pip_options, *requirements])
    if pip.returncode != 0:
        sys.exit("error: could not install %s from the package registry (pip exited %d)"
                 % (what or ", ".join(requirements), pip.returncode))
    return python
