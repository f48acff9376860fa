"""Checks the VS Code extension without VS Code: manifest, scripts, grammar copies, content detection,
and the client the extension starts (extension.js run by node against a stand-in API, vscode_host.js)."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from editor_paths import CORPUS, GRAMMARS, ROOT, VSCODE, WORKSPACE, WORKSPACE_NSS, corpus_nss, detection_cases

NODE = shutil.which("node")
needs_node = pytest.mark.skipif(NODE is None, reason="node is not installed")
MANIFEST = json.loads((VSCODE / "package.json").read_text(encoding="utf-8"))
CONTRIBUTES = MANIFEST["contributes"]


def extension_file(relative: str) -> Path:
    path = (VSCODE / relative).resolve()
    assert VSCODE.resolve() in path.parents, f"{relative} is outside the extension folder"
    assert path.is_file(), f"{relative} does not exist"
    return path


def test_manifest_identity_and_entry_point():
    for key in ("name", "displayName", "description", "version", "publisher", "engines", "main"):
        assert MANIFEST.get(key), f"package.json lacks {key}"
    assert re.fullmatch(r"\d+\.\d+\.\d+", MANIFEST["version"])
    assert MANIFEST["engines"]["vscode"].startswith("^")
    extension_file(MANIFEST["main"])
    assert "vscode-languageclient" in MANIFEST["dependencies"]


def test_every_contributed_file_exists_inside_the_extension():
    for language in CONTRIBUTES["languages"]:
        if "configuration" in language:
            extension_file(language["configuration"])
    for grammar in CONTRIBUTES["grammars"]:
        path = extension_file(grammar["path"])
        assert json.loads(path.read_text(encoding="utf-8"))["scopeName"] == grammar["scopeName"]


def test_nss_language_and_grammars():
    nss = next(language for language in CONTRIBUTES["languages"] if language["id"] == "nss")
    assert nss["extensions"] == [".nss"]
    assert nss["aliases"] and nss["firstLine"]
    grammars = {grammar["scopeName"]: grammar for grammar in CONTRIBUTES["grammars"]}
    assert grammars["source.nss.nui"]["language"] == "nss"
    injection = next(grammar for grammar in CONTRIBUTES["grammars"] if "injectTo" in grammar)
    assert injection["injectTo"] == ["source.swift"]
    assert "language" not in injection
    injection_file = json.loads(extension_file(injection["path"]).read_text(encoding="utf-8"))
    assert "comment" in injection_file["injectionSelector"]


def test_activation_events_cover_every_served_file_kind():
    events = set(MANIFEST["activationEvents"])
    assert {"onLanguage:nss", "onLanguage:swift"} <= events
    default_globs = CONTRIBUTES["configuration"]["properties"]["nuance.files.tokens"]["default"]
    for glob in default_globs:
        assert f"workspaceContains:{glob}" in events


def test_settings_and_commands_are_declared():
    properties = CONTRIBUTES["configuration"]["properties"]
    for key in ("nuance.server.path", "nuance.trace.server", "nuance.dialect", "nuance.hover.swatches",
                "nuance.files.tokens"):
        assert key in properties, key
        assert "default" in properties[key] and properties[key].get("type")
    assert properties["nuance.trace.server"]["enum"] == ["off", "messages", "verbose"]
    source = (VSCODE / "extension.js").read_text(encoding="utf-8")
    for key in re.findall(r"settings\(\)\.get\('([\w.]+)'\)", source):
        assert f"nuance.{key}" in properties, f"extension.js reads undeclared setting nuance.{key}"
    for key in re.findall(r"'(nuance\.[\w.]+)'", source):
        assert key in properties or key in {c["command"] for c in CONTRIBUTES["commands"]}, key
    for command in re.findall(r"registerCommand\('([\w.]+)'", source):
        assert command in {c["command"] for c in CONTRIBUTES["commands"]}, command


def test_language_configuration_has_block_comments_only():
    configuration = json.loads((VSCODE / "language-configuration.json").read_text(encoding="utf-8"))
    assert configuration["comments"] == {"blockComment": ["/*", "*/"]}
    assert ["{", "}"] in configuration["brackets"]
    assert {"open": "{", "close": "}"} in configuration["autoClosingPairs"]


def test_grammar_copies_match_the_grammars_folder():
    sources = sorted(GRAMMARS.glob("*.tmLanguage.json"))
    assert sources
    copies = sorted((VSCODE / "syntaxes").glob("*.tmLanguage.json"))
    assert [p.name for p in copies] == [p.name for p in sources]
    for source in sources:
        assert (VSCODE / "syntaxes" / source.name).read_bytes() == source.read_bytes(), (
            f"syntaxes/{source.name} is stale: run `node editors/vscode/sync-grammars.js`"
        )


def test_first_line_pattern_separates_workspace_files():
    nss = next(language for language in CONTRIBUTES["languages"] if language["id"] == "nss")
    pattern = re.compile(nss["firstLine"])
    for relative, nui in WORKSPACE_NSS.items():
        first_line = (WORKSPACE / relative).read_text(encoding="utf-8").split("\n", 1)[0]
        assert bool(pattern.match(first_line)) == nui, relative


@needs_node
@pytest.mark.parametrize("script", ["extension.js", "detect.js", "served.js", "sync-grammars.js"])
def test_scripts_parse(script):
    subprocess.run([NODE, "--check", str(extension_file(script))], check=True)


def detect(paths: list[Path]) -> list[bool]:
    program = (
        "const { looksLikeNui } = require(process.argv[1]);"
        "const fs = require('fs');"
        "console.log(JSON.stringify(process.argv.slice(2).map((p) => looksLikeNui(fs.readFileSync(p, 'utf8')))));"
    )
    output = subprocess.run([NODE, "-e", program, str(VSCODE / "detect.js"), *map(str, paths)],
                            check=True, capture_output=True, text=True).stdout
    return json.loads(output)


@needs_node
def test_content_detection_on_workspace_files_and_edge_cases():
    files = {WORKSPACE / relative: nui for relative, nui in WORKSPACE_NSS.items()} | detection_cases()
    results = dict(zip(files, detect(list(files))))
    assert {path.name: results[path] for path in files} == {path.name: nui for path, nui in files.items()}


@needs_node
def test_content_detection_on_corpus():
    files = corpus_nss()
    if not files:
        pytest.skip(f"no corpus at {CORPUS}")
    results = dict(zip(files, detect(list(files))))
    # A stylesheet holding only a comment says nothing either way; it counts as NUI.
    wrong = [path.name for path, nui in files.items() if results[path] != nui]
    assert wrong == []


def run_extension(scenario: dict) -> dict:
    completed = subprocess.run(
        [NODE, str(Path(__file__).with_name("vscode_host.js")), str(VSCODE), json.dumps(scenario)],
        capture_output=True, text=True, timeout=60,
    )
    assert completed.returncode == 0, completed.stderr
    return json.loads(completed.stdout)


@needs_node
def test_extension_starts_nuance_lsp_with_defaults():
    defaults = {key: value["default"] for key, value in CONTRIBUTES["configuration"]["properties"].items()}
    report = run_extension({"settings": defaults, "workspaceFolder": "/ws", "workspaceFiles": ["/ws/Theme.nss"]})
    [client] = report["clients"]
    assert client["id"] == "nuance" and client["started"]
    assert client["serverOptions"] == {"command": "nuance", "args": ["lsp"]}
    options = client["clientOptions"]
    assert options["initializationOptions"] == {"hoverSwatches": True}
    selector = options["documentSelector"]
    assert {"scheme": "file", "language": "nss"} in selector and {"scheme": "untitled", "language": "nss"} in selector
    assert {"scheme": "file", "language": "swift"} in selector
    assert all(entry.get("scheme") in {"file", "untitled"} for entry in selector), selector
    for glob in defaults["nuance.files.tokens"]:
        assert {"scheme": "file", "pattern": glob} in selector
    assert "nuance.restartServer" in report["commands"]


@needs_node
def test_extension_passes_settings_to_the_server():
    report = run_extension({
        "settings": {"nuance.server.path": "tools/nuance", "nuance.dialect": "fiori",
                     "nuance.hover.swatches": False, "nuance.files.tokens": ["**/*.json5"]},
        "workspaceFolder": "/ws", "workspaceFiles": ["/ws/nuance.json"],
    })
    [client] = report["clients"]
    assert client["serverOptions"]["command"] == "/ws/tools/nuance"
    assert client["clientOptions"]["initializationOptions"] == {"hoverSwatches": False, "dialect": "fiori"}
    assert {"scheme": "file", "pattern": "**/*.json5"} in client["clientOptions"]["documentSelector"]


@needs_node
@pytest.mark.parametrize("known, expected", [(["plaintext", "nwscript"], "nwscript"), (["plaintext"], "plaintext")])
def test_extension_reassigns_nss_documents_by_content(known, expected):
    documents = [
        {"fileName": str(WORKSPACE / relative), "languageId": "nss" if nui else "nwscript",
         "text": (WORKSPACE / relative).read_text(encoding="utf-8")}
        for relative, nui in WORKSPACE_NSS.items()
    ]
    # Swap the languages the documents were opened with, so that every one must be corrected.
    for document in documents:
        document["languageId"] = "nwscript" if document["languageId"] == "nss" else "nss"
    report = run_extension({"settings": {}, "languages": known + ["nss"], "documents": documents})
    changes = {Path(change["fileName"]).relative_to(WORKSPACE).as_posix(): change["languageId"]
               for change in report["languageChanges"]}
    assert changes == {relative: ("nss" if nui else expected) for relative, nui in WORKSPACE_NSS.items()}


@needs_node
def test_first_line_pattern_is_a_javascript_regex_that_separates_workspace_files():
    nss = next(language for language in CONTRIBUTES["languages"] if language["id"] == "nss")
    first_lines = [(WORKSPACE / relative).read_text(encoding="utf-8").split("\n", 1)[0] for relative in WORKSPACE_NSS]
    program = "const r = new RegExp(process.argv[1]); console.log(JSON.stringify(process.argv.slice(2).map((l) => r.test(l))));"
    output = subprocess.run([NODE, "-e", program, nss["firstLine"], *first_lines],
                            check=True, capture_output=True, text=True).stdout
    assert json.loads(output) == list(WORKSPACE_NSS.values())


def test_settings_are_described():
    for key, setting in CONTRIBUTES["configuration"]["properties"].items():
        assert setting.get("description") or setting.get("markdownDescription"), key


def test_packaging_keeps_every_file_the_extension_needs():
    import fnmatch

    ignored = [line.strip() for line in (VSCODE / ".vscodeignore").read_text(encoding="utf-8").splitlines()
               if line.strip() and not line.startswith("#")]
    needed = [MANIFEST["main"], "detect.js", "detect-rules.js", "served.js", "package.json", "README.md"]
    needed += [language["configuration"] for language in CONTRIBUTES["languages"] if "configuration" in language]
    needed += [grammar["path"] for grammar in CONTRIBUTES["grammars"]]
    for relative in needed:
        relative = relative.removeprefix("./")
        extension_file(relative)
        assert not any(fnmatch.fnmatch(relative, pattern) for pattern in ignored), f".vscodeignore drops {relative}"


TOKENS = '{ "color": { "brand": { "$type": "color", "$value": "#0A6ED1" } } }'
STYLE_DICTIONARY = '{ "color": { "base": { "red": { "value": "#FF0000" } } } }'
PACKAGE = '{ "name": "app", "version": "1.0.0", "dependencies": { "left-pad": "1.3.0" } }'


@needs_node
def test_a_token_file_opened_without_a_folder_starts_the_server_by_its_content():
    report = run_extension({"settings": {}, "documents": [
        {"fileName": "/tmp/colors.json", "languageId": "json", "text": TOKENS},
        {"fileName": "/tmp/sd.json", "languageId": "json", "text": STYLE_DICTIONARY},
        {"fileName": "/tmp/package.json", "languageId": "json", "text": PACKAGE},
    ]})
    [client] = report["clients"]
    assert client["started"]
    assert report["served"] == {"/tmp/colors.json": True, "/tmp/sd.json": True, "/tmp/package.json": False}


@needs_node
def test_other_json_opened_without_a_folder_starts_nothing():
    report = run_extension({"settings": {}, "documents": [
        {"fileName": "/tmp/package.json", "languageId": "json", "text": PACKAGE},
        {"fileName": "/tmp/broken.json", "languageId": "json", "text": '{ "value": '},
    ]})
    assert report["clients"] == []


@needs_node
def test_swift_files_are_served_only_when_they_are_sourcery_input():
    report = run_extension({
        "settings": {"nuance.files.sourcery": ["**/Generated/Inputs/**"]},
        "workspaceFolder": "/ws", "workspaceFiles": ["/ws/Theme.nss"],
        "documents": [
            {"fileName": "/ws/Models/Card.swift", "languageId": "swift", "text": "// sourcery: BaseComponent\nprotocol Card {}\n"},
            {"fileName": "/ws/App/AppDelegate.swift", "languageId": "swift", "text": "import UIKit\nfinal class AppDelegate {}\n"},
            {"fileName": "/ws/Generated/Inputs/Row.swift", "languageId": "swift", "text": "protocol Row {}\n"},
            {"fileName": "/ws/Themes/Theme.nss", "languageId": "nss", "text": "Button { font-size: 14; }\n"},
        ],
    })
    assert report["served"] == {
        "/ws/Models/Card.swift": True, "/ws/App/AppDelegate.swift": False, "/ws/Generated/Inputs/Row.swift": True,
        "/ws/Themes/Theme.nss": True,
    }


@needs_node
def test_diagnostics_are_shown_for_files_only():
    report = run_extension({
        "settings": {}, "workspaceFolder": "/ws", "workspaceFiles": ["/ws/Theme.nss"],
        "diagnosticURIs": [{"scheme": "file", "path": "/ws/Theme.nss"}, {"scheme": "git", "path": "/ws/Theme.nss"},
                           {"scheme": "untitled", "path": "Untitled-1"}],
    })
    assert report["diagnosticsShown"] == ["file:/ws/Theme.nss"]


@needs_node
def test_server_path_of_an_untrusted_workspace_is_the_users_own():
    scenario = {"settings": {"nuance.server.path": "tools/evil"}, "workspaceFolder": "/ws", "workspaceFiles": ["/ws/a.nss"]}
    [client] = run_extension({**scenario, "trusted": False})["clients"]
    assert client["serverOptions"]["command"] == "nuance"
    [client] = run_extension({**scenario, "trusted": False, "userSettings": {"nuance.server.path": "/opt/nuance/bin/nuance"}})["clients"]
    assert client["serverOptions"]["command"] == "/opt/nuance/bin/nuance"
    [client] = run_extension(scenario)["clients"]
    assert client["serverOptions"]["command"] == "/ws/tools/evil"
    restricted = MANIFEST["capabilities"]["untrustedWorkspaces"]
    assert restricted["supported"] == "limited" and restricted["restrictedConfigurations"] == ["nuance.server.path"]


def test_nuance_json_is_validated_by_the_repository_schema():
    [validation] = CONTRIBUTES["jsonValidation"]
    assert validation["fileMatch"] == "nuance.json"
    assert validation["url"] == "./schemas/nuance.schema.json"
    assert "onLanguage:json" in MANIFEST["activationEvents"]


@needs_node
def test_prepublish_copies_the_schema_into_the_extension(tmp_path):
    copy = tmp_path / "editors" / "vscode"
    shutil.copytree(VSCODE, copy, ignore=shutil.ignore_patterns("node_modules", "schemas"))
    (tmp_path / "grammars").symlink_to(GRAMMARS)
    (tmp_path / "schemas").symlink_to(ROOT / "schemas")
    subprocess.run([NODE, str(copy / "sync-grammars.js")], check=True, capture_output=True)
    assert (copy / "schemas" / "nuance.schema.json").read_bytes() == (ROOT / "schemas" / "nuance.schema.json").read_bytes()


def without_comments(text: str) -> str:
    """JSON with comments and trailing commas (as nuance.json is written) as strict JSON."""
    text = re.sub(r'("(?:[^"\\\n]|\\.)*")|//[^\n]*|/\*[\s\S]*?\*/', lambda m: m.group(1) or "", text)
    return re.sub(r",(\s*[}\]])", r"\1", text)


@pytest.mark.parametrize("example", sorted((ROOT / "Examples").glob("**/nuance.json")), ids=lambda p: p.parent.name)
def test_examples_nuance_json_validates_against_the_schema(example):
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((ROOT / "schemas" / "nuance.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(schema)
    jsonschema.validate(json.loads(without_comments(example.read_text(encoding="utf-8"))), schema)
    # The schema is strict: a misspelt setting fails.
    broken = json.loads(without_comments(example.read_text(encoding="utf-8"))) | {"dialects": "nui"}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(broken, schema)


@needs_node
def test_a_uses_lens_opens_the_references_view_with_vscode_types():
    location = {"uri": "file:///ws/View.swift", "range": {"start": {"line": 2, "character": 4}, "end": {"line": 2, "character": 13}}}
    position = {"line": 0, "character": 1}
    report = run_extension({
        "workspaceFolder": "/ws", "workspaceFiles": ["/ws/Theme.nss"],
        "runCommands": [{"command": "nuance.showReferences", "args": ["file:///ws/Theme.nss", position, [location]]}],
    })
    assert "nuance.showReferences" in report["commands"]
    [executed] = report["executed"]
    assert executed["command"] == "editor.action.showReferences"
    uri, converted_position, [converted_location] = executed["args"]
    assert uri == {"type": "Uri", "uri": "file:///ws/Theme.nss"}
    assert converted_position == {"type": "Position", **position}
    assert converted_location["type"] == "Location" and converted_location["uri"]["uri"] == location["uri"]
    palette = {item["command"]: item["when"] for item in MANIFEST["contributes"]["menus"]["commandPalette"]}
    assert palette["nuance.showReferences"] == "false", "an internal command stays out of the command palette"
