"""End-to-end tests of issue 26's second part: nuance.json completion and hover from the schema,
token files opened without a folder, hovers that say what wins, ranking of deprecated palette names,
and colour presentations that keep what was written.

Each test starts a session with the capabilities of a real client (VS Code, Neovim 0.7). Marked
texts: `|` is the cursor.
"""

import asyncio
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import BINARY, accept_registrations, marked, published, start_in_folder

ROOT = pathlib.Path(__file__).resolve().parents[2]


def config() -> ClientServerConfig:
    return ClientServerConfig(server_command=[BINARY, "lsp", "--log-level", "error"])


@pytest_lsp.fixture(config=config(), params=["visual-studio-code", "neovim@v0.7.0"])
async def client(request, lsp_client: LanguageClient, tmp_path_factory):
    root = tmp_path_factory.mktemp("ws")
    (root / "nuance.json").write_text('{ "dialect": "fiori" }\n')
    (root / "Themes").mkdir()
    (root / "Themes" / "Palette.nss").write_text(PALETTE)
    (root / "Themes" / "Components.nss").write_text(COMPONENTS)
    await start_in_folder(lsp_client, root, client_capabilities(request.param))
    yield
    await lsp_client.shutdown_session()
    assert lsp_client.error is None


@pytest_lsp.fixture(config=config(), params=["visual-studio-code", "neovim@v0.7.0"])
async def folderless(request, lsp_client: LanguageClient):
    """A session without a workspace folder, as an editor opened on a single file starts one."""
    lsp_client.registrations = accept_registrations(lsp_client)
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities(request.param), root_uri=None))
    yield
    await lsp_client.shutdown_session()
    assert lsp_client.error is None


def open_document(client: LanguageClient, uri: str, text: str, language: str) -> None:
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id=language, version=1, text=text)))


async def completion(client: LanguageClient, uri: str, marked_text: str, language: str) -> list[types.CompletionItem]:
    text, position = marked(marked_text)
    open_document(client, uri, text, language)
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position))
    return list(result.items if isinstance(result, types.CompletionList) else (result or []))


async def hover_text(client: LanguageClient, uri: str, marked_text: str, language: str) -> str:
    text, position = marked(marked_text)
    open_document(client, uri, text, language)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position))
    assert hover is not None, marked_text
    contents = hover.contents
    return contents.value if isinstance(contents, types.MarkupContent) else str(contents)


# nuance.json: completion and hover from schemas/nuance.schema.json.

@pytest.mark.parametrize("marked_text, expected, absent", [
    ('{\n  "dialect": "fiori",\n  "|"\n}\n', {"palette", "rules", "tokens", "nuiExtensions"}, {"dialect"}),
    ('{\n  "dialect": "|"\n}\n', {"nui", "fiori"}, set()),
    ('{\n  "tokens": { "|" }\n}\n', {"tiers", "modes", "paletteGroups"}, {"dialect"}),
    ('{\n  "sourcery": { "parserVersion": "|" }\n}\n', {"2.1.7", "current"}, set()),
    ('{\n  "rules": { "nss/unknown-p|" }\n}\n', {"nss/unknown-property"}, set()),
    ('{\n  "rules": { "nss/syntax": "|" }\n}\n', {"off", "error", "warning", "hint"}, set()),
])
async def test_nuance_json_completion_comes_from_the_schema(client: LanguageClient, marked_text, expected, absent):
    items = await completion(client, (client.root / "nuance.json").as_uri(), marked_text, "jsonc")
    labels = {item.label for item in items}
    assert expected <= labels, labels
    assert not (absent & labels), labels


async def test_nuance_json_hover_comes_from_the_schema(client: LanguageClient):
    uri = (client.root / "nuance.json").as_uri()
    text = await hover_text(client, uri, '{\n  "dia|lect": "fiori"\n}\n', "jsonc")
    assert "Which readers the stylesheets must satisfy" in text and "`nui`" in text and "`fiori`" in text, text
    text = await hover_text(client, uri, '{\n  "tokens": { "mo|des": {} }\n}\n', "jsonc")
    assert "tokens.modes" in text and "Mode name" in text, text
    text = await hover_text(client, uri, '{\n  "rules": { "nss/unknown-pro|perty": "off" }\n}\n', "jsonc")
    assert "nss/unknown-property" in text and "rule" in text, text


# A token file opened without a folder is known by its content.

async def test_a_token_file_opened_without_a_folder_is_checked(folderless: LanguageClient, tmp_path):
    uri = (tmp_path / "colors.json").as_uri()
    text = '{ "color": { "brand": { "$type": "color", "$value": "{color.missing}" } } }\n'
    open_document(folderless, uri, text, "json")
    diagnostics = await published(folderless, uri)
    assert any("color.missing" in d.message for d in diagnostics), [d.message for d in diagnostics]

    other = (tmp_path / "settings.json").as_uri()
    open_document(folderless, other, '{ "editor.fontSize": 14 }\n', "json")
    await asyncio.sleep(0.5)
    assert not folderless.diagnostics.get(other), folderless.diagnostics.get(other)


# Hovers, ranking and colour presentations in a Fiori workspace.

PALETTE = """/* brand palette */
@tintColor_lightBackground: #0A6ED1;
@tintColor: #0854A0;
@primaryLabel: #1D2D3E;
@brand: #0A6ED1;
@glass: rgba(10, 110, 209, 0.5);
"""

COMPONENTS = """@accent: #E9730C;

Button {
    font-color: primaryLabel;
    font-size: 14;
    background-color: #0A6ED1;
}

Label {
    font-color: @accent;
}

Button {
    font-size: 16;
    corner-radius: 4;
}
"""


async def write_theme(client: LanguageClient) -> None:
    """The theme the session was started on (written before `initialize`, as the workspace's files),
    once the server has read it: its diagnostics are published."""
    assert (client.root / "Themes" / "Palette.nss").read_text() == PALETTE
    await published(client, (client.root / "Themes" / "Palette.nss").as_uri())


async def hover_in(client: LanguageClient, name: str, needle: str, delta: int = 1) -> str:
    text = (client.root / name).read_text()
    offset = text.index(needle) + delta
    return await hover_text(client, (client.root / name).as_uri(), text[:offset] + "|" + text[offset:], "nss")


def table_rows(hover: str) -> list[list[str]]:
    rows = [line.strip("|").split("|") for line in hover.splitlines() if line.startswith("|") and not line.startswith("|---")]
    return [[cell.strip() for cell in row] for row in rows[1:]]


async def test_palette_name_hover_says_what_wins_first(client: LanguageClient):
    await write_theme(client)
    hover = await hover_in(client, "Themes/Components.nss", "primaryLabel")
    # The declaration is a low-contrast finding: its rule's explanation comes first, then the name's.
    explained, _, hover = hover.rpartition("\n\n---\n\n")
    assert explained.startswith("**nss/low-contrast**"), explained
    first = hover.splitlines()[0]
    assert "`#1D2D3E`" in first and "`@primaryLabel` in Themes/Palette.nss wins over the palette" in first, hover
    assert len(hover.splitlines()) <= 25, hover
    assert str(client.root) not in hover, "an absolute path in the hover"
    assert "](Palette.nss#L4)" in hover or "Themes/Palette.nss:4" in hover, hover
    # Every row of the table is one background (or several that agree); two rows for the light
    # background would have to say where each comes from.
    rows = table_rows(hover)
    if rows:
        light = [row for row in rows if "light" in row[-3].split(", ")]
        assert len({row[-2] for row in light}) == len(light) or len({row[-1] for row in light}) == len(light), rows
    # A name nobody overrides says so.
    hover = await hover_in(client, "Themes/Palette.nss", "@primaryLabel", 0)
    explained, _, hover = hover.rpartition("\n\n---\n\n")
    assert explained.startswith("**nss/partial-override**"), explained
    assert hover.splitlines()[0].startswith("**@primaryLabel**"), hover


async def test_class_hover_shows_the_merged_properties_once(client: LanguageClient):
    await write_theme(client)
    hover = await hover_in(client, "Themes/Components.nss", "Button")
    lines = hover.splitlines()
    assert len(lines) < 25, hover
    assert "4 properties in effect from 2 blocks" in lines[0], hover
    rows = table_rows(hover)
    properties = [row[-3] for row in rows] if rows else [line.split(":")[0].strip("- ") for line in lines if line.startswith("- ") and ": `" in line]
    assert sorted(properties) == ["background-color", "corner-radius", "font-color", "font-size"], hover
    assert "`16`" in hover and "`14`" not in hover, "the overridden declaration is shown as a value"
    assert "Components.nss#L3" in hover or "Themes/Components.nss:3" in hover, hover
    assert str(client.root) not in hover


async def test_constant_hover_starts_with_its_value(client: LanguageClient):
    await write_theme(client)
    hover = await hover_in(client, "Themes/Components.nss", "@accent;", 2)
    first = hover.splitlines()[0]
    assert first.startswith("**@accent**") and "`#E9730C`" in first and "line 1" in first, hover
    assert str(client.root) not in hover


async def test_deprecated_palette_names_rank_last_and_swatches_show_the_override(client: LanguageClient):
    await write_theme(client)
    marked_text = COMPONENTS.replace("    font-color: @accent;", "    font-color: |")
    items = await completion(client, (client.root / "Themes/Components.nss").as_uri(), marked_text, "nss")
    ordered = sorted(items, key=lambda item: item.sort_text or item.label)
    deprecated = [i for i, item in enumerate(ordered) if item.detail and "deprecated" in item.detail]
    current = [i for i, item in enumerate(ordered) if item.detail == "palette"]
    assert deprecated and current and max(current) < min(deprecated), [(item.label, item.detail) for item in ordered][:40]
    for item in ordered:
        if item.detail and "deprecated" in item.detail:
            assert list(item.tags or []) == [types.CompletionItemTag.Deprecated], item
    swatch = next(item for item in items if item.label == "primaryLabel")
    assert swatch.documentation == "#1D2D3E", swatch.documentation  # the workspace's override, not the palette's #223548
    tint = next(item for item in items if item.label == "tintColor")
    assert tint.documentation == "#0A6ED1", tint.documentation


async def presentations(client: LanguageClient, name: str, text: str, needle: str, color: types.Color) -> list[str]:
    uri = (client.root / name).as_uri()
    language = "json" if name.endswith(".json") else "nss"
    open_document(client, uri, text, language)
    offset = text.index(needle)
    before = text[:offset]
    start = types.Position(line=before.count("\n"), character=offset - (before.rfind("\n") + 1))
    end = types.Position(line=start.line, character=start.character + len(needle))
    result = await client.text_document_color_presentation_async(
        types.ColorPresentationParams(text_document=types.TextDocumentIdentifier(uri=uri), color=color, range=types.Range(start=start, end=end)))
    return [p.text_edit.new_text if p.text_edit else p.label for p in result]


async def test_colour_presentations_keep_names_alpha_and_colour_space(client: LanguageClient):
    import re
    await write_theme(client)
    sheet = "Themes/Components.nss"
    # A colour with alpha keeps it, and never as the 8-digit hex the Fiori dialect flags.
    forms = await presentations(client, sheet, COMPONENTS, "#0A6ED1", types.Color(red=10 / 255, green=110 / 255, blue=209 / 255, alpha=0.5))
    assert not any(re.search(r"#[0-9A-Fa-f]{8}\b", form) for form in forms), forms
    assert "rgba(10,110,209,0.5)" in forms, forms
    # Picking the colour a constant or palette name already has keeps the name.
    accent = COMPONENTS.replace("background-color: #0A6ED1;", "background-color: @brand;")
    brand = PALETTE.replace("@tintColor: #0854A0;", "@tintColor: #0854A0;") + accent
    forms = await presentations(client, sheet, brand, "@brand;"[:-1], types.Color(red=10 / 255, green=110 / 255, blue=209 / 255, alpha=1.0))
    assert forms[0] == "@brand", forms
    tinted = PALETTE + "Button {\n    tint-color: tintColor;\n}\n"
    forms = await presentations(client, "Themes/Palette.nss", tinted, "tintColor;"[:-1], types.Color(red=10 / 255, green=110 / 255, blue=209 / 255, alpha=1.0))
    assert forms[0] == "tintColor", forms
    # A token written in a colour space stays in it.
    tokens = '{ "brand": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [0.1, 0.4, 0.8] } } }\n'
    needle = '{ "colorSpace": "display-p3", "components": [0.1, 0.4, 0.8] }'
    forms = await presentations(client, "brand.tokens.json", tokens, needle, types.Color(red=0.2, green=0.4, blue=0.6, alpha=1.0))
    assert forms and '"colorSpace": "display-p3"' in forms[0], forms


# Answers that need other files than the open document wait for the workspace's first read.

@pytest_lsp.fixture(config=config(), params=["visual-studio-code", "neovim@v0.7.0"])
async def slow_read_client(request, lsp_client: LanguageClient, tmp_path_factory):
    """The theme among a thousand other stylesheets, so that reading the folder takes a while."""
    root = tmp_path_factory.mktemp("ws")
    (root / "nuance.json").write_text('{ "dialect": "fiori" }\n')
    (root / "Themes").mkdir()
    (root / "Themes" / "Palette.nss").write_text(PALETTE)
    (root / "Themes" / "Components.nss").write_text(COMPONENTS)
    (root / "Screens").mkdir()
    for number in range(1000):
        (root / "Screens" / f"Screen{number}.nss").write_text(f"Screen{number}Title {{\n    font-size: 17;\n}}\n")
    await start_in_folder(lsp_client, root, client_capabilities(request.param))
    yield
    await lsp_client.shutdown_session()
    assert lsp_client.error is None


async def test_a_hover_and_a_definition_right_after_start_see_a_file_not_opened(slow_read_client: LanguageClient):
    client = slow_read_client
    # Asked at once: no wait for the workspace's diagnostics.
    hover = await hover_in(client, "Themes/Components.nss", "primaryLabel")
    assert "`@primaryLabel` in Themes/Palette.nss wins over the palette" in hover, hover
    text = COMPONENTS
    offset = text.index("primaryLabel") + 1
    before = text[:offset]
    position = types.Position(line=before.count("\n"), character=offset - (before.rfind("\n") + 1))
    uri = (client.root / "Themes" / "Components.nss").as_uri()
    locations = await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position))
    assert [pathlib.Path(location.uri).name for location in locations or []] == ["Palette.nss"], locations
