#!/usr/bin/env python3
"""Writes the compact extract of GitHub's REST description (api.github.com, 2022-11-28) that
SwiftHub's generated-answer tests read: for each GET/POST operation SwiftHub decodes, the
schema of its 2xx answer, and every object schema that answer can hold, with each property's
type, whether it is required and whether it is nullable.

The description comes from PyPI's `githubkit-schemas-2022-11-28` (with `githubkit`), whose
models and operations githubkit generates from github/rest-api-description. Its models keep the
description's facts in their annotations: `Missing[T]` is a property the schema does not
require, `Union[T, None]` a nullable one, `Literal[...]` an enum.

Run by hand when the package moves (the output is committed):
    python3 -m venv /tmp/gk && /tmp/gk/bin/pip install githubkit githubkit-schemas-2022-11-28
    /tmp/gk/bin/python Scripts/extract-github-schema.py > \
        Apps/Tests/SwiftHubViewModelsTests/GitHubShapes/Data/github-schema.json
"""

import datetime
import importlib
import inspect
import json
import pkgutil
import re
import sys
import typing

import githubkit_schemas.v2022_11_28.models as models
from githubkit.utils import UNSET
from pydantic import BaseModel

REST = "githubkit_schemas.v2022_11_28.rest"

# SwiftHub's routes (Apps/Sources/GitHubAPI/Endpoints) as GitHub's description writes them.
OPERATIONS = [
    "GET /user", "GET /users/{username}", "GET /users/{username}/repos", "GET /users/{username}/followers",
    "GET /users/{username}/following", "GET /users/{username}/starred", "GET /users/{username}/orgs",
    "GET /users/{username}/received_events", "GET /users/{username}/events", "GET /orgs/{org}/events",
    "GET /repos/{owner}/{repo}/events", "GET /repos/{owner}/{repo}/issues",
    "GET /repos/{owner}/{repo}/issues/{issue_number}", "GET /repos/{owner}/{repo}/issues/{issue_number}/comments",
    "GET /repos/{owner}/{repo}/pulls", "GET /repos/{owner}/{repo}/pulls/{pull_number}",
    "GET /repos/{owner}/{repo}/pulls/{pull_number}/files", "POST /repos/{owner}/{repo}/issues",
    "POST /repos/{owner}/{repo}/issues/{issue_number}/comments", "GET /notifications", "GET /repos/{owner}/{repo}",
    "GET /repos/{owner}/{repo}/commits", "GET /repos/{owner}/{repo}/commits/{ref}",
    "GET /repos/{owner}/{repo}/branches", "GET /repos/{owner}/{repo}/releases",
    "GET /repos/{owner}/{repo}/contributors", "GET /repos/{owner}/{repo}/stargazers",
    "GET /repos/{owner}/{repo}/forks", "POST /repos/{owner}/{repo}/forks", "GET /repos/{owner}/{repo}/readme",
    "GET /repos/{owner}/{repo}/contents/{path}", "GET /repos/{owner}/{repo}/languages", "GET /rate_limit",
    "GET /orgs/{org}", "GET /orgs/{org}/repos", "GET /search/repositories", "GET /search/users",
    "GET /search/issues", "GET /search/code", "GET /repos/{owner}/{repo}/subscribers",
]


# The type of the keys an object allows beyond its properties, which githubkit's models do not
# keep (`additionalProperties` in the description): a language's byte count.
ADDITIONAL_TYPES = {"Language": "integer"}

# Answers GitHub sends only for a media type SwiftHub does not ask for (`star+json`: `starred_at`).
MEDIA_TYPE_ONLY = {"[@StarredRepository]", "[@Stargazer]"}


def operations():
    """Each operation's response model, read from githubkit's generated REST client."""
    found = {}
    package = importlib.import_module(REST)

    for info in pkgutil.iter_modules(package.__path__):
        source = inspect.getsource(importlib.import_module(f"{REST}.{info.name}"))
        # Each method: its docstring's "METHOD /path", then `response_model=...,` (perhaps on several lines).
        for method in source.split("\n    def ")[1:]:
            route = re.search(r'"""[\w/-]+\n\n        (GET|POST|PUT|PATCH|DELETE) (\S+)\n', method)
            model = re.search(r"response_model=(.+?),\n\s+(?:error_models|\))", method, re.S)
            if route and model:
                key = f"{route.group(1)} {route.group(2)}"
                if key in OPERATIONS:
                    found.setdefault(key, " ".join(model.group(1).split()))
    return found


class Models(dict):
    """The models module's names, loaded on first use (githubkit loads its models lazily)."""

    def __missing__(self, name):
        return getattr(models, name)


class Extract:
    def __init__(self):
        self.schemas = {}

    def type_of(self, annotation, namespace):
        """A compact type: "string", "integer", "number", "boolean", "date-time", "enum:a|b",
        "[T]", "@Schema", "object" (free-form), "any", "A|B" (one of); "?" ends a nullable one."""
        if isinstance(annotation, str):
            annotation = eval(annotation, {"typing": typing}, namespace)  # noqa: S307 — the package's own annotations
        nullable = False
        origin = typing.get_origin(annotation)
        if origin is typing.Union or str(origin) == "<class 'types.UnionType'>":
            args = [a for a in typing.get_args(annotation) if a is not type(None)]
            nullable = len(args) < len(typing.get_args(annotation))
            parts = [self.type_of(a, namespace) for a in args]
            text = "|".join(parts) if len(parts) > 1 else parts[0]
        else:
            text = self.plain(annotation, namespace)
        return text + ("?" if nullable else "")

    def plain(self, annotation, namespace):
        origin = typing.get_origin(annotation)
        if origin is typing.Annotated:
            return self.type_of(typing.get_args(annotation)[0], namespace)
        if annotation is None or annotation is type(None):
            return "null"
        if annotation is str:
            return "string"
        if annotation is bool:
            return "boolean"
        if annotation is int:
            return "integer"
        if annotation is float:
            return "number"
        if annotation is datetime.datetime:
            return "date-time"
        if annotation is datetime.date:
            return "date"
        if annotation is typing.Any or annotation is object:
            return "any"
        if origin is typing.Literal:
            return "enum:" + "|".join(str(v).lower() if isinstance(v, bool) else str(v) for v in typing.get_args(annotation))
        if origin is list:
            return "[" + self.type_of(typing.get_args(annotation)[0], namespace) + "]"
        if origin is dict or annotation is dict:
            return "object"
        if inspect.isclass(annotation) and issubclass(annotation, BaseModel):
            self.add(annotation)
            return "@" + annotation.__name__
        raise ValueError(f"unknown annotation {annotation!r}")

    def add(self, model):
        name = model.__name__
        if name in self.schemas:
            return
        self.schemas[name] = None
        namespace = dict(vars(sys.modules[model.__module__]))
        namespace.update(typing=typing, Union=typing.Union, Literal=typing.Literal, Any=typing.Any, _dt=datetime)
        properties, required = {}, []
        for klass in reversed(model.__mro__):
            for field, raw in getattr(klass, "__annotations__", {}).items():
                if field not in model.model_fields:
                    continue
                info = model.model_fields[field]
                key = info.alias or field
                text = raw if isinstance(raw, str) else None
                optional = info.default is UNSET
                if text and text.startswith("Missing["):
                    text = text[len("Missing[") : -1]
                properties[key] = self.type_of(text if text is not None else raw, namespace)
                if not optional:
                    required.append(key)
        extra = model.model_config.get("extra") == "allow"
        additional = {"additional": ADDITIONAL_TYPES.get(name, "any")} if extra else {}
        self.schemas[name] = {"properties": properties, "required": required, **additional}


def main():
    extract = Extract()
    answers = {}
    namespace = Models(Union=typing.Union, list=list, Annotated=typing.Annotated, Field=lambda **_: None, PYDANTIC_V2=True)
    for key, text in sorted(operations().items()):
        variants = extract.type_of(text, namespace).split("|")
        answers[key] = "|".join(v for v in variants if v not in MEDIA_TYPE_ONLY)
    missing = sorted(set(OPERATIONS) - set(answers))
    if missing:
        raise SystemExit(f"operations not found in githubkit: {missing}")
    result = {
        "source": "githubkit-schemas-2022-11-28 (GitHub's REST description, api.github.com, 2022-11-28)",
        "operations": answers,
        "schemas": dict(sorted(extract.schemas.items())),
    }
    json.dump(result, sys.stdout, indent=0, sort_keys=False, separators=(",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
