"""Runs the Neovim plugin in a headless Neovim (nvim_driver.lua) and checks what it reports.

Filetype detection and the syntax file need only `nvim`. The language server test needs the
`nuance` binary: `NUANCE_BINARY`, default `<repo>/.build/debug/nuance`; it is skipped without it.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from editor_paths import CORPUS, NEOVIM, ROOT, WORKSPACE, WORKSPACE_NSS, corpus_nss, detection_cases

NVIM = shutil.which("nvim")
DRIVER = Path(__file__).with_name("nvim_driver.lua")
BINARY = Path(os.environ.get("NUANCE_BINARY", ROOT / ".build" / "debug" / "nuance"))
WAIT_MS = 20000

pytestmark = pytest.mark.skipif(NVIM is None, reason="nvim is not installed")


def run_driver(tmp_path: Path, **environment: str) -> dict:
    output = tmp_path / "result.json"
    env = {**os.environ, "NUANCE_TEST_RESULT": str(output), "NUANCE_TEST_TIMEOUT_MS": str(WAIT_MS),
           **environment}
    command = [NVIM, "--headless", "-u", "NONE", "-i", "NONE", "--cmd", f"set rtp^={NEOVIM}",
               "-c", f"luafile {DRIVER}"]
    completed = subprocess.run(command, env=env, cwd=tmp_path, capture_output=True, text=True,
                               timeout=4 * WAIT_MS / 1000 + 30)
    assert output.exists(), f"the driver wrote no result\nstdout: {completed.stdout}\nstderr: {completed.stderr}"
    result = json.loads(output.read_text(encoding="utf-8"))
    assert result["errors"] == [], result["errors"]
    return result


def detect(tmp_path: Path, files: dict[Path, bool]) -> dict:
    result = run_driver(tmp_path, NUANCE_TEST_MODE="detect", NUANCE_TEST_FILES="\n".join(map(str, files)))
    return {Path(path): outcome for path, outcome in result["files"].items()}


def test_filetype_and_syntax_for_workspace_files_and_edge_cases(tmp_path):
    files = {WORKSPACE / relative: nui for relative, nui in WORKSPACE_NSS.items()} | detection_cases()
    outcomes = detect(tmp_path, files)
    for path, nui in files.items():
        outcome = outcomes[path]
        assert outcome["error"] == "", (path.name, outcome["error"])
        assert outcome["filetype"] == ("nss" if nui else "nwscript"), path.name
        if nui:
            assert outcome["syntax"] == "nss", path.name


def test_filetype_for_corpus_files(tmp_path):
    files = corpus_nss()
    if not files:
        pytest.skip(f"no corpus at {CORPUS}")
    outcomes = detect(tmp_path, files)
    wrong = [path.name for path, nui in files.items() if outcomes[path]["filetype"] != ("nss" if nui else "nwscript")]
    assert wrong == []
    errors = {path.name: outcome["error"] for path, outcome in outcomes.items() if outcome["error"]}
    assert errors == {}


@pytest.mark.skipif(not BINARY.is_file(), reason=f"no nuance binary at {BINARY} (set NUANCE_BINARY)")
def test_language_server_attaches_and_reports_syntax_errors(tmp_path):
    workspace = tmp_path / "workspace"
    shutil.copytree(WORKSPACE, workspace)
    cache = tmp_path / "cache"  # Neovim's `lsp.log` goes to its cache folder
    result = run_driver(tmp_path, NUANCE_TEST_MODE="lsp", NUANCE_TEST_WORKSPACE=str(workspace),
                        NUANCE_BINARY=str(BINARY), XDG_CACHE_HOME=str(cache))

    assert result["initialized"], "the client did not initialize"
    client = result["client"]
    assert client["name"] == "nuance" and client["has_capabilities"]
    assert Path(client["root_dir"]).resolve() == workspace.resolve()  # found by nuance.json
    assert client["cmd"] == [str(BINARY), "lsp"]
    assert client["init_options"] == {"hoverSwatches": False, "dialect": "nui"}

    buffers = result["buffers"]
    expected_attachment = {
        "Themes/Broken.nss": ("nss", True),
        "Themes/Clean.nss": ("nss", True),
        "Scripts/door_open.nss": ("nwscript", False),
        "Design/brand.tokens.json": ("json", True),
        "Design/palette.json": ("json", False),
        "Models/Card.swift": ("swift", True),
    }
    for relative, (filetype, attached) in expected_attachment.items():
        assert buffers[relative]["filetype"] == filetype, relative
        assert buffers[relative]["attached"] == attached, relative
        if attached:
            assert buffers[relative]["same_client"], f"{relative} has its own client"

    assert result["broken_diagnostics_arrived"], "no diagnostics for Themes/Broken.nss"
    broken = buffers["Themes/Broken.nss"]["diagnostics"]
    syntax = [d for d in broken if d["code"] == "nss/syntax"]
    assert syntax, broken
    # the `//` comment is on line 3 (0-based 2)
    assert any(d["lnum"] == 2 and d["col"] == 0 and d["severity"] == 1 for d in syntax), syntax
    clean = buffers["Themes/Clean.nss"]["diagnostics"]
    assert [d for d in clean if d["severity"] == 1] == []

    # Completion, hover, definition and rename through Neovim's own client (no snippet support).
    assert "@accent" in result["completion_labels"], result["completion_labels"]
    hover = json.dumps(result["hover"])
    assert "#0A6ED1" in hover.upper(), hover
    definition = result["definition"]
    locations = definition if isinstance(definition, list) else [definition]
    assert any(loc["uri"].endswith("Themes/Clean.nss") and loc["range"]["start"]["line"] == 1 for loc in locations), definition
    rename = result["rename"]
    edits = [edit for change in (rename.get("documentChanges") or []) for edit in change["edits"]]
    edits += [edit for changes in (rename.get("changes") or {}).values() for edit in changes]
    assert sorted(edit["range"]["start"]["line"] for edit in edits) == [1, 4], rename
    assert all("brand" in edit["newText"] for edit in edits), rename
    assert result["stopped"], "the client did not stop"

    # Closing and opening a sheet again (`:bd` + `:e`, `:e!`) shows its diagnostics again.
    assert result["diagnostics_after_reopen"], "no diagnostics after `:bd` + `:e`"
    assert result["diagnostics_after_reload"], "no diagnostics after `:e!`"
    # Formatting the sheet with a `//` comment says why it cannot.
    messages = [n["message"] for n in result["format_notifications"]]
    assert any("cannot format `Broken.nss`" in m and "line 3" in m for m in messages), messages
    # Neovim logs every line of the server's standard error as an error: informational messages
    # must not go there.
    log = cache / "nvim" / "lsp.log"
    stderr_lines = [line for line in log.read_text().splitlines() if "stderr" in line] if log.exists() else []
    assert stderr_lines == [], stderr_lines


@pytest.mark.skipif(not BINARY.is_file(), reason=f"no nuance binary at {BINARY} (set NUANCE_BINARY)")
def test_checkhealth_reports_binary_version_server_and_root(tmp_path):
    workspace = tmp_path / "workspace"
    shutil.copytree(WORKSPACE, workspace)
    result = run_driver(tmp_path, NUANCE_TEST_MODE="health", NUANCE_TEST_WORKSPACE=str(workspace),
                        NUANCE_BINARY=str(BINARY))
    assert result["initialized"], "the client did not initialize"
    report = "\n".join(result["health"])
    version = subprocess.run([str(BINARY), "--version"], capture_output=True, text=True).stdout.strip()
    assert f"found {BINARY}" in report, report
    assert f"version {version}" in report, report
    assert f"workspace root {workspace}" in report or f"workspace root {workspace.resolve()}" in report, report
    assert "nuance.json is readable" in report, report
    assert "ERROR" not in report, report

    # A configuration file the server cannot read is an error of the report.
    (workspace / "nuance.json").write_text('{ "rules": { "nss/syntax": "off" ')
    result = run_driver(tmp_path, NUANCE_TEST_MODE="health", NUANCE_TEST_WORKSPACE=str(workspace),
                        NUANCE_BINARY=str(BINARY))
    report = "\n".join(result["health"])
    assert "ERROR" in report and "nuance.json is not valid JSON" in report, report


def test_native_configuration_file(tmp_path):
    result = run_driver(tmp_path, NUANCE_TEST_MODE="detect", NUANCE_TEST_FILES="",
                        NUANCE_TEST_WORKSPACE=str(WORKSPACE))
    config = result["native_config"]
    assert config["cmd"] == ["nuance", "lsp"]
    assert set(config["filetypes"]) >= {"nss", "json", "swift"}
    assert config["root_markers"][0] == "nuance.json"
    roots = config["roots"]
    assert Path(roots["Themes/Clean.nss"]) == WORKSPACE
    assert Path(roots["Design/brand.tokens.json"]) == WORKSPACE
    assert roots["Design/palette.json"] is None  # not a token file: the server does not serve it


GRAMMAR_SAMPLES = ROOT / "Tests" / "grammars" / "samples"
SYNTAX_GOLDEN = Path(__file__).with_name("golden")


def render_syntax(text: str, runs: list) -> str:
    out = []
    for number, (source, line_runs) in enumerate(zip(text.split("\n"), runs), start=1):
        out.append(f"{number:>3} | {source}".rstrip())
        for piece, group in line_runs:
            if piece.strip() and group:
                out.append(f"    {json.dumps(piece, ensure_ascii=False)} {group}")
    return "\n".join(out) + "\n"


def test_syntax_file_groups_match_golden(tmp_path):
    """syntax/nss.vim on the grammar samples; re-record with NUANCE_RECORD=1."""
    samples = sorted(GRAMMAR_SAMPLES.glob("*.nss"))
    assert samples
    result = run_driver(tmp_path, NUANCE_TEST_MODE="detect", NUANCE_TEST_SYNTAX="1",
                        NUANCE_TEST_FILES="\n".join(map(str, samples)))
    for sample in samples:
        outcome = result["files"][str(sample)]
        assert outcome["syntax"] == "nss" and outcome["error"] == "", sample.name
        actual = render_syntax(sample.read_text(encoding="utf-8"), outcome["syntax_runs"])
        golden = SYNTAX_GOLDEN / f"{sample.name}.vim.txt"
        if os.environ.get("NUANCE_RECORD") == "1":
            golden.parent.mkdir(exist_ok=True)
            golden.write_text(actual, encoding="utf-8")
        assert golden.exists(), f"missing {golden.name}: run with NUANCE_RECORD=1"
        assert actual == golden.read_text(encoding="utf-8"), sample.name


@pytest.mark.skipif(not BINARY.is_file(), reason=f"no nuance binary at {BINARY} (set NUANCE_BINARY)")
def test_hover_and_completion_screens_in_a_fiori_workspace(tmp_path):
    """What a user sees with `K` and `<C-x><C-o>` in the example Fiori theme: the hover's first line says
    what wins, stays short and names files relative to the root; deprecated palette names come last."""
    workspace = tmp_path / "workspace"
    shutil.copytree(ROOT / "Examples" / "FioriTheme", workspace)
    positions = [
        {"file": "Themes/Components.nss", "line": 12, "character": 17},  # font-color: primaryLabel;
        {"file": "Themes/Components.nss", "line": 16, "character": 2},  # Button {
        {"file": "Themes/Components.nss", "line": 31, "character": 16},  # font-color: primary2;
    ]
    result = run_driver(tmp_path, NUANCE_TEST_MODE="screens", NUANCE_TEST_WORKSPACE=str(workspace),
                        NUANCE_BINARY=str(BINARY), NUANCE_TEST_POSITIONS=json.dumps(positions))
    label, button, deprecated = result["screens"]
    assert all(screen["ready"] for screen in result["screens"])
    for screen in (label, button, deprecated):
        assert screen["hover"] and len(screen["hover"]) < 25, screen["hover"]
        assert not any(str(workspace) in line or str(tmp_path) in line for line in screen["hover"]), screen["hover"]
    assert label["hover"][0].startswith("**primaryLabel** — palette colour `#1D2D3E` on the light background"), label["hover"]
    assert "`@primaryLabel` in Themes/Palette.nss wins over the palette" in label["hover"][0], label["hover"]
    assert "4 properties in effect from 1 block in Themes/Components.nss" in button["hover"][0], button["hover"]
    assert any(line.startswith("- [Themes/Components.nss:17](Components.nss#L17)") for line in button["hover"]), button["hover"]
    assert any("renamed to `secondaryLabel`" in line for line in deprecated["hover"]), deprecated["hover"]
    menu = deprecated["menu"]
    flags = [item["deprecated"] for item in menu if item["kind"] == "Color" and "palette" in (item["menu"] or "")]
    assert True in flags and False in flags, menu
    assert flags == sorted(flags), [(item["word"], item["deprecated"]) for item in menu]  # every current name first


@pytest.mark.skipif(not BINARY.is_file(), reason=f"no nuance binary at {BINARY} (set NUANCE_BINARY)")
def test_uses_lenses_show_and_run_in_neovim(tmp_path):
    """The "N uses" lenses above the example's constants, as Neovim 0.7+ draws them, and running the
    one above `@brandFontBold` with `vim.lsp.codelens.run()`: its uses fill the quickfix list."""
    workspace = tmp_path / "workspace"
    shutil.copytree(ROOT / "Examples" / "FioriTheme", workspace)
    sheet = (workspace / "Themes" / "Components.nss").read_text(encoding="utf-8").splitlines()
    bold = next(number for number, line in enumerate(sheet) if line.startswith("@brandFontBold:"))
    result = run_driver(tmp_path, NUANCE_TEST_MODE="lenses", NUANCE_TEST_WORKSPACE=str(workspace), NUANCE_BINARY=str(BINARY),
                        NUANCE_TEST_FILE="Themes/Components.nss", NUANCE_TEST_LENS_LINE=str(bold))
    assert result["ready"] and result["has_code_lens_provider"] and result["shown"], result
    screen = {entry["line"]: entry["text"] for entry in result["screen"]}
    uses = [number for number, line in enumerate(sheet) if "@brandFontBold;" in line]
    assert screen[bold] == f"{sheet[bold]}  {len(uses)} uses", screen
    assert all(text.endswith((" use", " uses")) for text in screen.values()), screen
    assert result["quickfix_title"] == f"{len(uses)} uses"
    assert [(item["file"], item["lnum"]) for item in result["quickfix"]] == [("Components.nss", number + 1) for number in uses]
