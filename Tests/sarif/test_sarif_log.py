"""The SARIF that `nuance check --format sarif` writes, loaded by an independent SARIF 2.1.0 model."""
import json
import pathlib

import pytest
import sarif_pydantic

GOLDEN_FOLDER = pathlib.Path(__file__).resolve().parents[1] / "NuanceCLITests" / "Golden"
# The reporter's own fixture, and `nuance check --format sarif` on the bundled example workspace.
GOLDEN_LOGS = ["report.sarif.txt", "example.sarif.txt"]


@pytest.fixture(params=GOLDEN_LOGS)
def log(request):
    return json.loads((GOLDEN_FOLDER / request.param).read_text())


def test_golden_sarif_is_a_valid_sarif_log(log):
    parsed = sarif_pydantic.Sarif.model_validate(log)
    assert parsed.version == "2.1.0"
    assert len(parsed.runs) == 1
    assert parsed.runs[0].tool.driver.name == "nuance"
    assert len(parsed.runs[0].results) == len(log["runs"][0]["results"]) > 0


def test_results_carry_what_github_code_scanning_needs(log):
    run = log["runs"][0]
    assert "%SRCROOT%" in run["originalUriBaseIds"]
    for result in run["results"]:
        assert result["ruleId"]
        assert result["message"]["text"]
        assert result["level"] in {"error", "warning", "note"}
        location = result["locations"][0]["physicalLocation"]
        assert location["artifactLocation"]["uri"]
        assert location["region"]["startLine"] >= 1
        assert location["region"]["startColumn"] >= 1


def test_rules_carry_help_for_code_scanning():
    log = json.loads((GOLDEN_FOLDER / "example.sarif.txt").read_text())
    rules = log["runs"][0]["tool"]["driver"]["rules"]
    assert rules, "the example run lists its rules"
    for rule in rules:
        # No `nuance.json` names published rule pages: nothing links to a site that does not exist.
        assert "helpUri" not in rule
        assert rule["shortDescription"]["text"]
        assert rule["fullDescription"]["text"]
        assert "Examples that trigger the rule:" in rule["help"]["text"]
        assert "## Examples that trigger the rule" in rule["help"]["markdown"]
        assert "```" in rule["help"]["markdown"]
        assert rule["defaultConfiguration"]["level"] in {"error", "warning", "note"}
    assert "informationUri" not in log["runs"][0]["tool"]["driver"]
    indices = {r["ruleId"]: r["ruleIndex"] for r in log["runs"][0]["results"]}
    assert all(rules[index]["id"] == rule_id for rule_id, index in indices.items())


def test_relative_paths_use_the_source_root(log):
    uris = [r["locations"][0]["physicalLocation"]["artifactLocation"] for r in log["runs"][0]["results"]]
    relative = [u for u in uris if not u["uri"].startswith("file:")]
    assert relative, "the fixture has findings inside the root"
    assert all(u.get("uriBaseId") == "%SRCROOT%" for u in relative)
