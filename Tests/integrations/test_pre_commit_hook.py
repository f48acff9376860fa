"""The `nuance-check` hook of `.pre-commit-hooks.yaml`, run by the real pre-commit on `git commit`.

A hook repository holding the project's hook definition and a project repository using it are made in
a temporary folder; `nuance` is put on the PATH from `NUANCE_BINARY`, as a team would install it.
"""
import os
import pathlib
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("NUANCE_BINARY", str(ROOT / ".build" / "debug" / "nuance"))
PRE_COMMIT = [sys.executable, "-m", "pre_commit"]

BROKEN_STYLESHEET = "@primary: #FF0000;\n\nButton {\n    background-color: @primry;\n}\n"
FIXED_STYLESHEET = "@primary: #FF0000;\n\nButton {\n    background-color: @primary;\n}\n"
BROKEN_TOKENS = '{\n  "color": {\n    "brand": { "$type": "color", "$value": "{color.missing}" }\n  }\n}\n'
FIXED_TOKENS = '{\n  "color": {\n    "brand": { "$type": "color", "$value": "#0A6ED1" }\n  }\n}\n'


@pytest.fixture
def environment(tmp_path):
    tools = tmp_path / "bin"
    tools.mkdir()
    (tools / "nuance").symlink_to(BINARY)
    identity = {"GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com"}
    identity |= {"GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com"}
    return os.environ | identity | {
        "PATH": f"{tools}{os.pathsep}{os.environ['PATH']}",
        "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-cache"),
        "GIT_CONFIG_GLOBAL": os.devnull,
        "GIT_CONFIG_NOSYSTEM": "1",
    }


def run(arguments, cwd, environment, check=True):
    result = subprocess.run(arguments, cwd=cwd, env=environment, capture_output=True, text=True, timeout=300)
    if check:
        assert result.returncode == 0, result.stdout + result.stderr
    return result


def git_repository(folder, environment):
    folder.mkdir()
    run(["git", "init", "-q", "-b", "main"], folder, environment)
    run(["git", "config", "commit.gpgsign", "false"], folder, environment)


@pytest.fixture
def project(tmp_path, environment):
    """A project whose pre-commit configuration uses the hook repository at its one commit."""
    hooks = tmp_path / "hooks"
    git_repository(hooks, environment)
    shutil.copy(ROOT / ".pre-commit-hooks.yaml", hooks)
    run(["git", "add", "."], hooks, environment)
    run(["git", "commit", "-q", "-m", "hooks"], hooks, environment)
    revision = run(["git", "rev-parse", "HEAD"], hooks, environment).stdout.strip()

    project = tmp_path / "project"
    git_repository(project, environment)
    (project / ".pre-commit-config.yaml").write_text(
        f"repos:\n  - repo: {hooks}\n    rev: {revision}\n    hooks:\n      - id: nuance-check\n")
    (project / "README.md").write_text("# A project\n")
    run(["git", "add", "."], project, environment)
    run(["git", "commit", "-q", "-m", "start"], project, environment)
    run(PRE_COMMIT + ["install"], project, environment)
    return project


def commit(project, environment, files):
    for name, text in files.items():
        path = project / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    run(["git", "add", *files], project, environment)
    return run(["git", "commit", "-m", "change"], project, environment, check=False)


def test_a_commit_with_findings_is_refused_and_names_them(project, environment):
    result = commit(project, environment, {"Themes/Theme.nss": BROKEN_STYLESHEET, "tokens/brand.tokens.json": BROKEN_TOKENS})

    output = result.stdout + result.stderr
    assert result.returncode != 0, output
    assert "nuance check" in output and "Failed" in output
    assert "Themes/Theme.nss:4:23: error:" in output and "[nss/undefined-variable]" in output
    assert "tokens/brand.tokens.json:3:46: error:" in output and "[tokens/unresolved-reference]" in output
    assert run(["git", "rev-list", "--count", "HEAD"], project, environment).stdout.strip() == "1"


def test_a_clean_commit_passes(project, environment):
    result = commit(project, environment, {"Themes/Theme.nss": FIXED_STYLESHEET, "tokens/brand.tokens.json": FIXED_TOKENS})

    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "nuance check" in output and "Passed" in output


def test_files_of_other_kinds_are_passed_over(project, environment):
    """Plain JSON that is not tokens and Swift without Sourcery annotations reach the hook and are not checked."""
    result = commit(
        project, environment,
        {"package.json": '{"name": "app", "version": "1.0.0"}\n', "Sources/App.swift": "struct App {}\n", "notes.txt": "@primry\n"})

    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "nuance check" in output and "Passed" in output


def test_only_staged_files_are_checked(project, environment):
    """An unstaged broken stylesheet beside the staged clean one does not fail the commit."""
    (project / "Themes").mkdir()
    (project / "Themes" / "Draft.nss").write_text(BROKEN_STYLESHEET)
    result = commit(project, environment, {"Themes/Theme.nss": FIXED_STYLESHEET})

    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "nuance check" in output and "Passed" in output
