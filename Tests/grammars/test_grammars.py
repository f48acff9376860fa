"""Tokenizes the samples with a real TextMate engine and compares scopes with golden files.

Re-record the golden files with `NUANCE_RECORD=1`.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tmengine import GrammarSet, inject, render

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
GRAMMARS = ROOT / "grammars"
SAMPLES = HERE / "samples"
GOLDEN = HERE / "golden"
RECORD = os.environ.get("NUANCE_RECORD") == "1"


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


NSS = load(GRAMMARS / "nss.tmLanguage.json")
SOURCERY = load(GRAMMARS / "sourcery-annotations.tmLanguage.json")
SWIFT = load(HERE / "swift-minimal.tmLanguage.json")


@pytest.fixture(scope="module")
def grammars(tmp_path_factory) -> GrammarSet:
    return GrammarSet(tmp_path_factory.mktemp("grammars"), [NSS, SOURCERY, inject(SWIFT, SOURCERY)])


def tokens(grammars: GrammarSet, sample: Path) -> tuple[str, list]:
    text = sample.read_text(encoding="utf-8")
    scope = NSS["scopeName"] if sample.suffix == ".nss" else SWIFT["scopeName"]
    return text, grammars.tokenize(scope, text)


def scopes_of(lines, needle: str) -> tuple[str, ...]:
    """Scopes of the first token whose text is `needle`."""
    for line in lines:
        for piece, scopes in line:
            if piece == needle:
                return scopes
    raise AssertionError(f"no token {needle!r}")


@pytest.mark.parametrize("sample", sorted(SAMPLES.iterdir()), ids=lambda p: p.name)
def test_golden(grammars, sample):
    text, lines = tokens(grammars, sample)
    actual = render(text, lines)
    golden = GOLDEN / (sample.name + ".txt")
    if RECORD:
        golden.write_text(actual, encoding="utf-8")
    assert golden.exists(), f"missing {golden.name}: run with NUANCE_RECORD=1"
    assert actual == golden.read_text(encoding="utf-8")


def test_scope_names_are_distinct_from_nwscript():
    assert NSS["scopeName"] == "source.nss.nui"
    assert SOURCERY["scopeName"] != SWIFT["scopeName"]


@pytest.mark.parametrize(
    "text, needle, expected",
    [
        ("@tint: #0A6ED1;", "@tint", "variable.other.constant.definition.nss"),
        ("Button { font-color: @tint; }", "@tint", "variable.other.constant.nss"),
        ("Button { }", "Button", "entity.name.tag.nss"),
        ("fdlFUIObjectView_headlineLabel { }", "fdlFUIObjectView_headlineLabel",
         "entity.other.attribute-name.class.fiori.nss"),
        ("MyCard { }", "MyCard", "entity.other.attribute-name.class.nss"),
        ("Label { font-color: red; }", "red", "support.constant.color.named.nss"),
        ("Label { font-color: #FF000080; }", "#FF000080", "constant.other.color.rgb-value.hex.nss"),
        ("Label { font-color: RGBA(1, 0, 0, 0.5); }", "RGBA", "support.function.color.nss"),
        ("Label { font-size: 12; }", "12", "constant.numeric.nss"),
        ("Table { separator-style: single-line-etched; }", "single-line-etched",
         "support.constant.property-value.nss"),
        ("Label { font-color: red; } // note", "// note", "invalid.illegal.comment.line.double-slash.nss"),
        ("Label { font-color: red !important; }", "!important", "invalid.illegal.important.nss"),
        ("Label { font-name: \"Helvetica\"; }", "\"Helvetica\"", "invalid.illegal.string.nss"),
        ("Label { font-color: android_green; }", "android_green", "invalid.illegal.reserved-prefix.nss"),
        ("Button:Large { }", ":", "invalid.illegal.selector-chain.nss"),
        ("Label { @x: red; }", "@x", "invalid.illegal.definition-in-rule-set.nss"),
        ("@media (device:ipad) { }", "ipad", "support.constant.media.nss"),
    ],
)
def test_nss_scopes(grammars, text, needle, expected):
    lines = grammars.tokenize(NSS["scopeName"], text)
    assert expected in scopes_of(lines, needle)


@pytest.mark.parametrize(
    "text, needle, expected",
    [
        ("// sourcery: skipEquality", "sourcery", "storage.type.annotation.sourcery"),
        ("/// sourcery: jsonKey = \"k\"", "\"", "punctuation.definition.string.begin.sourcery"),
        ("// sourcery:begin: skip", "begin", "keyword.control.block.sourcery"),
        ("/* sourcery: thirdProperty = -3 */", "-3", "constant.numeric.sourcery"),
        ("let p: Int // sourcery: a = [\"Combine\"]", "[", "punctuation.definition.array.begin.sourcery"),
    ],
)
def test_sourcery_scopes(grammars, text, needle, expected):
    lines = grammars.tokenize(SWIFT["scopeName"], text)
    assert expected in scopes_of(lines, needle)


@pytest.mark.parametrize(
    "text",
    [
        "// Sourcery: skipEquality",
        "// sourcery : skipEquality",
        "// TODO sourcery: skipEquality",
        "let s = \"// sourcery: skipEquality\"",
    ],
)
def test_sourcery_not_an_annotation(grammars, text):
    lines = grammars.tokenize(SWIFT["scopeName"], text)
    assert not any("sourcery" in " ".join(scopes) for line in lines for _, scopes in line)


# `shared/` sits next to the repository and is not shipped: without it this test skips.
CORPUS = ROOT.parent / "shared" / "corpus" / "nss"


def corpus_rows() -> list[dict]:
    manifest = CORPUS / "MANIFEST.tsv"
    if not manifest.exists():
        return []
    header, *rows = manifest.read_text(encoding="utf-8").splitlines()
    names = header.split("\t")
    return [dict(zip(names, row.split("\t"))) for row in rows if row.strip()]


def test_corpus_invalid_scopes_agree_with_nui(grammars):
    """Real stylesheets NUI 0.5 reads get no `invalid` scope; those its tokenizer rejects get one on the
    line it fails on (the manifest records an emulated NUI 0.5.5 parse of each file)."""
    rows = corpus_rows()
    if not rows:
        pytest.skip(f"no corpus at {CORPUS}")
    checked = 0
    for row in rows:
        verdict = row["emulated_NUI_0.5.5_parse"]
        text = (CORPUS / row["file"]).read_text(encoding="utf-8", errors="replace")
        lines = grammars.tokenize(NSS["scopeName"], text)
        invalid_lines = {number for number, line in enumerate(lines, start=1)
                         for _, scopes in line if any(s.startswith("invalid.") for s in scopes)}
        if verdict.startswith(("OK", "PARSES")):
            assert invalid_lines == set(), row["file"]
            checked += 1
        elif verdict.startswith("FAIL(tokenize)"):
            failing_line = int(verdict.split("line ")[1].split()[0])
            assert failing_line in invalid_lines, row["file"]
            checked += 1
    assert checked > 0


def regexes(rule, path="$"):
    """Every (path, regex) of a grammar, including rules no sample reaches."""
    if isinstance(rule, dict):
        for key, value in rule.items():
            if key in ("match", "begin", "end", "while") and isinstance(value, str):
                yield f"{path}.{key}", value
            else:
                yield from regexes(value, f"{path}.{key}")
    elif isinstance(rule, list):
        for index, value in enumerate(rule):
            yield from regexes(value, f"{path}[{index}]")


@pytest.mark.parametrize("grammar", [NSS, SOURCERY, SWIFT], ids=lambda g: g["scopeName"])
def test_every_regex_compiles_with_oniguruma(grammar):
    import onigurumacffi

    found = list(regexes(grammar))
    assert found
    for path, regex in found:
        try:
            onigurumacffi.compile(regex)
        except Exception as error:  # onigurumacffi raises its own error type
            pytest.fail(f"{path}: {regex!r}: {error}")
