"""GitHub's operations and response models from `githubkit-schemas-2022-11-28`, and a walk of an
answer against them (used by check-github-schema.py inside its virtual environment).

The package holds, for each REST operation, a method whose docstring names `METHOD /path` and
whose body passes `response_model=` and `error_models=` to the request; they are read here from
the source with `ast`, without calling anything. The models are pydantic classes whose fields
are the description's properties (a required one is `Field()`, an optional one `Missing[...]`).
"""

import ast
import enum
import glob
import importlib
import json
import os
import re
import types
import typing

from pydantic import BaseModel, TypeAdapter, ValidationError

VERSION = "v2022_11_28"


_ADAPTERS = {}


def adapter(annotation):
    """A TypeAdapter for `annotation`, built once (building one is what the check spends most on)."""
    key = repr(annotation) + str(id(annotation))
    if key not in _ADAPTERS:
        _ADAPTERS[key] = TypeAdapter(annotation)
    return _ADAPTERS[key]


class Coverage:
    """The key paths an operation's answers could carry (`defined`), did carry (`present`), and
    left out as docs/Servers.md allows (`excused`)."""

    def __init__(self):
        self.defined = set()
        self.present = set()
        self.excused = set()


def bare(key):
    return key


class Operation:
    def __init__(self, method, template, response, errors, name):
        self.method = method
        self.template = template
        self.response = response
        self.errors = errors
        self.name = name
        # `{path}` may be empty (`/repos/o/r/contents` is the root's listing).
        pattern = re.escape(template).replace("/\\{path\\}", "(?:/.*)?")
        pattern = re.sub(r"\\\{[a-z_]+\\\}", "[^/]+", pattern)
        self.regex = re.compile("^" + pattern + "/?$")
        # The most literal template wins (`/user/repos` over `/users/{username}`).
        self.rank = len(re.sub(r"\{[a-z_]+\}", "", template))


class Operations:
    """Every operation of the description, by method and path."""

    def __init__(self):
        import githubkit_schemas

        root = os.path.join(list(githubkit_schemas.__path__)[0], VERSION)
        self.models = importlib.import_module("githubkit_schemas.%s.models" % VERSION)
        self.operations = []
        for path in sorted(glob.glob(os.path.join(root, "rest", "*.py"))):
            with open(path, encoding="utf-8") as handle:
                tree = ast.parse(handle.read())
            for node in ast.walk(tree):
                if isinstance(node, ast.FunctionDef) and not node.name.startswith("_"):
                    operation = self._operation(node)
                    if operation:
                        self.operations.append(operation)
        self.generic = Operation("ANY", "/", None, {}, "an error of no operation")
        if len(self.operations) < 500:
            raise SystemExit("error: read only %d operations from the schemas package" % len(self.operations))

    def _operation(self, node):
        doc = ast.get_docstring(node) or ""
        match = re.search(r"^(GET|POST|PUT|PATCH|DELETE) (/\S*)$", doc, re.M)
        if not match:
            return None
        response, errors = None, {}
        for call in ast.walk(node):
            if not isinstance(call, ast.Call):
                continue
            for keyword in call.keywords:
                if keyword.arg == "response_model":
                    response = ast.unparse(keyword.value)
                elif keyword.arg == "error_models" and isinstance(keyword.value, ast.Dict):
                    errors = {ast.literal_eval(k): ast.unparse(v) for k, v in zip(keyword.value.keys, keyword.value.values)}
        return Operation(match.group(1), match.group(2), response, errors, node.name)

    def find(self, method, path):
        found = [op for op in self.operations if op.method == method and op.regex.match(path)]
        return max(found, key=lambda op: op.rank) if found else None

    def annotation(self, expression):
        models = self.models

        class Names(dict):
            # The models module loads each model when first asked for it.
            def __missing__(self, name):
                try:
                    return getattr(models, name)
                except AttributeError:
                    raise KeyError(name) from None

        namespace = {"Union": typing.Union, "Any": typing.Any, "list": list, "dict": dict, "str": str, "int": int}
        return eval(expression, namespace, Names())  # the package's own type expressions

    def model_for(self, operation, status):
        """The annotation for `status`, or (None, why) when the description names none."""
        if 200 <= status < 300:
            if operation.response is None:
                return None, None
            return self.annotation(operation.response), None
        expression = operation.errors.get(str(status))
        if expression is None:
            # GitHub's own error shapes, for a status the operation does not list.
            return self.annotation("ValidationError" if status == 422 else "BasicError"), "undocumented"
        return self.annotation(expression), None

    def validate(self, operation, status, body, coverage, accept="", allowed=(), absent=()):
        """The problems of `body` (text) as the answer `status` of `operation`: [] when valid.

        `allowed`: key paths GitHub's description lacks that this route may carry; `absent`:
        key paths (`items[].score`) or model keys (`SimpleUser.starred_at`) it may leave out.
        Any other key the description defines for an object the answer holds must be there."""
        annotation, _ = self.model_for(operation, status)
        if annotation is None:
            return [] if body.strip() == "" else ["a body where the description defines none: %r" % body[:80]]
        if status in (204, 205, 304):
            return [] if body == "" else ["a body with %d" % status]
        try:
            value = json.loads(body)
        except ValueError as error:
            return ["not JSON: %s" % error]
        try:
            adapter(annotation).validate_json(body, strict=True)
        except ValidationError as error:
            return [
                "%s: %s" % (".".join(str(p) for p in e["loc"]), e["msg"]) for e in error.errors(include_url=False)
            ][:10] or [str(error)]
        walker = Walker(coverage, allowed, absent)
        walker.walk(annotation, value, "")
        return walker.problems


def _members(annotation):
    """The meaningful members of a union (Missing's `Unset` and `None` left out)."""
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        out = []
        for arg in typing.get_args(annotation):
            if arg is type(None):
                continue
            if typing.get_origin(arg) is typing.Literal and all(isinstance(a, enum.Enum) for a in typing.get_args(arg)):
                continue
            out.extend(_members(arg))
        return out
    if origin is typing.Annotated:
        return _members(typing.get_args(annotation)[0])
    return [annotation]


class Walker:
    """Records defined and present key paths, and keys the description does not define."""

    def __init__(self, coverage, allowed, absent=()):
        self.coverage = coverage
        self.allowed = allowed
        self.absent = absent
        self.problems = []

    def walk(self, annotation, value, path):
        if value is None:
            return
        candidates = _members(annotation)
        if isinstance(value, list):
            lists = [c for c in candidates if typing.get_origin(c) is list]
            if len(lists) > 1:
                lists = [self._fitting(typing.Union[tuple(lists)], value)]
            for kind in lists[:1]:
                (item,) = typing.get_args(kind) or (typing.Any,)
                for element in value:
                    self.walk(self._fitting(item, element), element, path + "[]")
            return
        if isinstance(value, dict):
            models = [c for c in candidates if isinstance(c, type) and issubclass(c, BaseModel)]
            if not models:
                return  # a free-form object (additionalProperties): any key is the description's
            model = self._fitting(typing.Union[tuple(models)] if len(models) > 1 else models[0], value)
            self.object(model, value, path)

    def _fitting(self, annotation, value):
        """The union member `value` validates as with the fewest keys it does not define (the first when none validates)."""
        candidates = _members(annotation)
        if len(candidates) <= 1:
            return candidates[0] if candidates else annotation
        fits = []
        for index, candidate in enumerate(candidates):
            try:
                adapter(candidate).validate_python(value, strict=False)
            except ValidationError:
                continue
            sample = value[0] if isinstance(value, list) and value else value
            model = candidate
            if typing.get_origin(candidate) is list:
                (model,) = typing.get_args(candidate)
            extra = 0
            if isinstance(model, type) and issubclass(model, BaseModel) and isinstance(sample, dict):
                names = {f.alias or n for n, f in model.model_fields.items()}
                extra = len(set(sample) - names)
            missing = 0
            if isinstance(model, type) and issubclass(model, BaseModel) and isinstance(sample, dict):
                missing = len({f.alias or n for n, f in model.model_fields.items()} - set(sample))
            fits.append((extra, missing, index, candidate))
        return min(fits)[3] if fits else candidates[0]

    def object(self, model, value, path):
        fields = {(field.alias or name): field for name, field in model.model_fields.items()}
        extra_allowed = model.model_config.get("extra") == "allow"
        prefix = path + "." if path else ""
        for key, field in fields.items():
            if self.coverage is not None:
                self.coverage.defined.add(prefix + key)
                if key in value:
                    self.coverage.present.add(prefix + key)
            if key in value:
                self.walk(field.annotation, value[key], prefix + key)
            elif (prefix + key) in self.absent or "%s.%s" % (model.__name__, key) in self.absent:
                if self.coverage is not None:
                    self.coverage.excused.add(prefix + key)
            else:
                nullable = type(None) in typing.get_args(field.annotation) or any(
                    type(None) in typing.get_args(a) for a in typing.get_args(field.annotation))
                self.problems.append("%s%s: %s defines it%s; the answer lacks it" % (
                    prefix, key, model.__name__, " (nullable)" if nullable else ""))
        for key in value:
            if key not in fields and not extra_allowed and (prefix + key) not in self.allowed:
                self.problems.append("%s%s: a key %s does not define" % (prefix, key, model.__name__))
