"""The release archive of `make dist`: its checksum, the binary's dynamic dependencies, and the binary
run from an empty folder with nothing of the build beside it.

`NUANCE_DIST` names the folder holding the archive (`make test` builds it and sets it); without it the
tests are skipped.
"""
import hashlib
import json
import os
import pathlib
import platform
import re
import shutil
import subprocess
import tarfile

import pytest

DIST = os.environ.get("NUANCE_DIST")
if not DIST:
    pytest.skip("NUANCE_DIST is not set: run `make dist`, then NUANCE_DIST=dist", allow_module_level=True)

# glibc's own libraries and the system loader: what every Linux machine with glibc has.
GLIBC_LIBRARIES = re.compile(r"^(libc|libm|libpthread|libdl|librt|libutil|ld-linux[-\w.]*)\.so(\.\d+)*$")
STYLESHEET = "@primary: #FF0000;\n\nButton {\n    background-color: @primry;\n}\n"
TOKENS = '{\n  "color": {\n    "brand": { "$type": "color", "$value": "{color.missing}" }\n  }\n}\n'


@pytest.fixture(scope="module")
def archive():
    archives = sorted(pathlib.Path(DIST).glob("nuance-*.tar.gz"))
    assert len(archives) == 1, f"expected one release archive in {DIST}, found {[a.name for a in archives]}"
    return archives[0]


@pytest.fixture(scope="module")
def binary(archive, tmp_path_factory):
    """The archive's `nuance`, copied alone into an empty folder."""
    unpacked = tmp_path_factory.mktemp("unpacked")
    with tarfile.open(archive) as tar:
        tar.extractall(unpacked, filter="data")
    (folder,) = unpacked.iterdir()
    assert folder.name == archive.name.removesuffix(".tar.gz")
    alone = tmp_path_factory.mktemp("alone") / "nuance"
    shutil.copy2(folder / "nuance", alone)
    shutil.rmtree(unpacked)
    return alone


def run(arguments, cwd):
    # No Swift, json-c or build folder reachable through the environment.
    environment = {"PATH": "/usr/bin:/bin", "HOME": str(cwd), "LANG": "C.UTF-8"}
    return subprocess.run(arguments, cwd=cwd, env=environment, capture_output=True, text=True, timeout=120)


def test_the_archive_is_named_by_version_os_and_architecture_and_matches_its_checksum(archive, binary):
    version = run([binary, "--version"], binary.parent).stdout.strip()
    assert archive.name == f"nuance-{version}-{platform.system().lower()}-{platform.machine()}.tar.gz"
    checksum_file = archive.with_name(archive.name + ".sha256")
    digest, name = checksum_file.read_text().split()
    assert name == archive.name
    assert digest == hashlib.sha256(archive.read_bytes()).hexdigest()


def test_the_binary_needs_only_the_c_library_and_the_system_loader(binary):
    dynamic = subprocess.run(["readelf", "--dynamic", "--program-headers", binary], capture_output=True, text=True, check=True).stdout
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic)
    assert needed, "readelf lists the binary's libraries"
    assert [name for name in needed if not GLIBC_LIBRARIES.match(name)] == []
    assert "RPATH" not in dynamic and "RUNPATH" not in dynamic
    interpreter = re.search(r"Requesting program interpreter: ([^\]]+)\]", dynamic).group(1)
    assert re.fullmatch(r"/lib(64)?/ld-linux[-\w.]*\.so\.\d+", interpreter), interpreter

    resolved = subprocess.run(["ldd", binary], capture_output=True, text=True, check=True).stdout
    assert "not found" not in resolved
    for line in resolved.splitlines():
        name = line.split()[0]
        assert name == "linux-vdso.so.1" or GLIBC_LIBRARIES.match(pathlib.Path(name).name), line


def test_the_binary_runs_from_an_empty_folder(binary):
    result = run([binary, "--version"], binary.parent)
    assert result.returncode == 0, result.stderr
    assert re.fullmatch(r"\d+\.\d+\.\d+", result.stdout.strip())


def test_the_binary_checks_a_workspace_with_the_bundled_palette(binary, tmp_path):
    (tmp_path / "Theme.nss").write_text(STYLESHEET)
    (tmp_path / "brand.tokens.json").write_text(TOKENS)
    # `tintColor` is a name of the built-in Fiori palette, `tintColr` a misspelling of it.
    (tmp_path / "Palette.nss").write_text("Label {\n    font-color: tintColor;\n    background-color: tintColr;\n}\n")
    (tmp_path / "nuance.json").write_text('{ "dialect": "fiori", "palette": "fiori-v8" }\n')

    result = run([binary, "check", "--format", "json", "."], tmp_path)

    assert result.returncode == 1, result.stderr
    findings = json.loads(result.stdout)["findings"]
    assert {(f["path"], f["rule"]) for f in findings} >= {
        ("Theme.nss", "nss/undefined-variable"), ("brand.tokens.json", "tokens/unresolved-reference")}
    palette_findings = [f for f in findings if f["path"] == "Palette.nss"]
    assert [f["range"]["start"]["line"] for f in palette_findings] == [3], palette_findings
    assert "did you mean `tintColor`?" in palette_findings[0]["message"]
