"""Paths and expectations shared by the editor client tests."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKSPACE = Path(__file__).resolve().parent / "workspace"
VSCODE = ROOT / "editors" / "vscode"
NEOVIM = ROOT / "editors" / "neovim"
GRAMMARS = ROOT / "grammars"
# `shared/` sits next to the repository and is not shipped: tests that use it skip without it.
CORPUS = ROOT.parent / "shared" / "corpus"

# Workspace `.nss` files and whether they are NUI stylesheets.
WORKSPACE_NSS = {
    "Themes/Clean.nss": True,
    "Themes/Broken.nss": True,
    "Scripts/door_open.nss": False,
}


DETECTION = Path(__file__).resolve().parent / "detection"


def detection_cases() -> dict[Path, bool]:
    """Edge cases for content detection: `nui-*.nss` are NUI stylesheets, `other-*.nss` are not."""
    cases = {path: path.name.startswith("nui-") for path in sorted(DETECTION.glob("*.nss"))}
    assert cases and all(path.name.startswith(("nui-", "other-")) for path in cases)
    return cases


def corpus_nss() -> dict[Path, bool]:
    """Real `.nss` files: `corpus/nss` are NUI stylesheets, `corpus/nss-foreign` are not."""
    files: dict[Path, bool] = {}
    for folder, nui in (("nss", True), ("nss-foreign", False)):
        for path in sorted((CORPUS / folder).glob("*.nss")):
            files[path] = nui
    return files
