"""Tokenizes sample files with babi's TextMate engine (PyPI `babi`, Oniguruma via `onigurumacffi`).

babi resolves a grammar by its scope name from `<scopeName>.json` files in a directory and does not
load external injection grammars, so `GrammarSet` writes the grammars under test into a temporary
directory by scope name and applies an injection grammar the way VS Code does for the selectors we
use: every begin/end rule whose `name` or `contentName` matches an `injectionSelector` alternative
gets the injection grammar included first (`L:`) or last among its patterns. Supported selectors:
comma-separated alternatives of space-separated scope names; the last one must match the rule's own
scope and the earlier ones the grammar's root scope (enclosing rules are not consulted).
"""
from __future__ import annotations

import copy
import json
from pathlib import Path

from babi.highlight import Grammars, highlight_line


def _scope_matches(selector: str, scope: str) -> bool:
    return scope == selector or scope.startswith(selector + ".")


def _parse_selector(selector: str) -> list[tuple[bool, list[str]]]:
    alternatives = []
    for alternative in selector.split(","):
        alternative = alternative.strip()
        left = alternative.startswith("L:")
        if alternative[:2] in ("L:", "R:"):
            alternative = alternative[2:].strip()
        alternatives.append((left, alternative.split()))
    return alternatives


def inject(base: dict, injection: dict) -> dict:
    """Returns a copy of `base` with `injection` included in every rule its selector matches."""
    base = copy.deepcopy(base)
    root = base["scopeName"]
    alternatives = _parse_selector(injection["injectionSelector"])
    include = {"include": injection["scopeName"]}

    def visit(rule: dict) -> None:
        own_scopes = (rule.get("name", "") + " " + rule.get("contentName", "")).split()
        if "begin" in rule:
            for left, path in alternatives:
                *outer, last = path
                if all(_scope_matches(s, root) for s in outer) and any(
                    _scope_matches(last, s) for s in own_scopes
                ):
                    patterns = rule.setdefault("patterns", [])
                    patterns.insert(0, include) if left else patterns.append(include)
                    break
        for child in rule.get("patterns", []):
            visit(child)
        for child in rule.get("repository", {}).values():
            visit(child)

    visit(base)
    return base


class GrammarSet:
    """Grammars (as JSON objects) made available to babi by scope name."""

    def __init__(self, directory: Path, grammars: list[dict]):
        for grammar in grammars:
            (directory / f"{grammar['scopeName']}.json").write_text(json.dumps(grammar))
        self._grammars = Grammars(str(directory))

    def tokenize(self, scope: str, text: str) -> list[list[tuple[str, tuple[str, ...]]]]:
        """Per line, the tokens as (text, scopes without the root scope)."""
        compiler = self._grammars.compiler_for_scope(scope)
        state = compiler.root_state
        lines = []
        for index, line in enumerate(text.split("\n")):
            state, regions = highlight_line(compiler, state, line + "\n", first_line=index == 0)
            tokens = []
            for region in regions:
                piece = (line + "\n")[region.start:region.end].rstrip("\n")
                if piece:
                    tokens.append((piece, tuple(region.scope[1:])))
            lines.append(tokens)
        return lines


def render(text: str, lines: list[list[tuple[str, tuple[str, ...]]]]) -> str:
    """Golden-file form: each source line, then one row per non-blank token with its scopes."""
    out = []
    for number, (source, tokens) in enumerate(zip(text.split("\n"), lines), start=1):
        out.append(f"{number:>3} | {source}".rstrip())
        for piece, scopes in tokens:
            if piece.strip():
                out.append(f"    {json.dumps(piece, ensure_ascii=False)} {' '.join(scopes)}".rstrip())
    return "\n".join(out) + "\n"
