"""One content detection for `.nss` files: the server's (Sources/NSS/NSSContentDetection.swift), the
VS Code extension's (detect.js) and the Neovim plugin's (detect.lua) read the tables generated from
editors/nss-content-detection.json, and must give the reviewed verdicts of
Tests/NSSTests/Golden/nss-silos-content.txt on the 1,525 public files of ../shared/wild/nss-silos."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from editor_paths import NEOVIM, ROOT, VSCODE

NODE = shutil.which("node")
NVIM = shutil.which("nvim")
SILOS = ROOT.parent / "shared" / "wild" / "nss-silos"
GOLDEN = ROOT / "Tests" / "NSSTests" / "Golden" / "nss-silos-content.txt"
STATION = ROOT / "Examples" / "FioriTheme" / "Themes" / "Station.nss"


def expected_verdicts() -> dict[str, bool]:
    verdicts = {}
    for line in GOLDEN.read_text(encoding="utf-8").splitlines():
        kind, name = line.split("\t", 1)
        verdicts[name] = kind == "nui"
    return verdicts


def vscode_verdicts(folder: Path) -> dict[str, bool]:
    program = (
        "const { looksLikeNui } = require(process.argv[1]);"
        "const fs = require('fs'); const path = require('path');"
        "const names = fs.readdirSync(process.argv[2]).filter((n) => /\\.nss$/i.test(n)).sort();"
        "console.log(JSON.stringify(Object.fromEntries(names.map((n) =>"
        " [n, looksLikeNui(fs.readFileSync(path.join(process.argv[2], n), 'utf8'))]))));"
    )
    output = subprocess.run([NODE, "-e", program, str(VSCODE / "detect.js"), str(folder)],
                            check=True, capture_output=True, text=True).stdout
    return json.loads(output)


def neovim_verdicts(folder: Path, tmp_path: Path) -> dict[str, bool]:
    result = tmp_path / "verdicts.txt"
    env = {**os.environ, "NUANCE_TEST_FOLDER": str(folder), "NUANCE_TEST_RESULT": str(result)}
    subprocess.run([NVIM, "--headless", "-u", "NONE", "-i", "NONE", "--cmd", f"set rtp^={NEOVIM}",
                    "-c", f"luafile {Path(__file__).with_name('detect_folder.lua')}"],
                   env=env, stdin=subprocess.DEVNULL, capture_output=True, timeout=120)
    assert result.exists(), "the Neovim detection wrote no result"
    verdicts = {}
    for line in result.read_text(encoding="utf-8").splitlines():
        kind, name = line.split("\t", 1)
        verdicts[name] = kind == "nui"
    return verdicts


def test_generated_tables_are_up_to_date():
    completed = subprocess.run([sys.executable, str(ROOT / "scripts" / "generate-content-detection"), "--check"],
                               capture_output=True, text=True)
    assert completed.returncode == 0, completed.stderr


def differences(actual: dict[str, bool], expected: dict[str, bool]) -> list[str]:
    return [f"{name}: {'NUI' if actual.get(name) else 'foreign'}, golden {'NUI' if nui else 'foreign'}"
            for name, nui in expected.items() if actual.get(name) != nui]


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_vscode_detection_matches_the_golden_on_the_whole_silos_folder():
    if not SILOS.exists():
        pytest.skip(f"no {SILOS}")
    verdicts = vscode_verdicts(SILOS)
    assert len(verdicts) == 1525
    assert differences(verdicts, expected_verdicts()) == []


@pytest.mark.skipif(NVIM is None, reason="nvim is not installed")
def test_neovim_detection_matches_the_golden_on_the_whole_silos_folder(tmp_path):
    if not SILOS.exists():
        pytest.skip(f"no {SILOS}")
    verdicts = neovim_verdicts(SILOS, tmp_path)
    assert len(verdicts) == 1525
    assert differences(verdicts, expected_verdicts()) == []


@pytest.mark.skipif(NODE is None or NVIM is None, reason="node or nvim is not installed")
def test_example_niagara_sheet_gets_no_nui_grammar_in_either_editor(tmp_path):
    folder = STATION.parent
    assert vscode_verdicts(folder)["Station.nss"] is False
    assert neovim_verdicts(folder, tmp_path)["Station.nss"] is False
    assert vscode_verdicts(folder)["Palette.nss"] is True
    assert neovim_verdicts(folder, tmp_path)["Palette.nss"] is True
