"""End-to-end tests of the rule explanation in hovers on findings (issue 28) and of the "N uses" code
lenses (issue 30), with the capabilities of real clients (VS Code, Neovim 0.7, which shows lenses
without announcing it: the server offers them to every client).

Marked texts: `|` is the cursor.
"""

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import BINARY, marked, start_in_folder

THEME = """@brand: #0A6ED1;
@spare: #FF0000;
@tintColor: #E9730C;
@tintColor_darkBackground: #FFFFFF;
Button {
    font-color: @brand;
}
Switch {
    on-tint-color: tintColor;
}
"""

VIEW = """import SwiftUI

let accent = Color.preferredColor(.tintColor)
let label = Color.preferredColor(.primaryLabel)
"""


def config() -> ClientServerConfig:
    return ClientServerConfig(server_command=[BINARY, "lsp", "--log-level", "error"])


async def start(lsp_client: LanguageClient, root, capabilities: types.ClientCapabilities) -> None:
    (root / "nuance.json").write_text('{ "dialect": "fiori" }\n')
    (root / "Theme.nss").write_text(THEME)
    (root / "View.swift").write_text(VIEW)
    await start_in_folder(lsp_client, root, capabilities)


@pytest_lsp.fixture(config=config(), params=["visual-studio-code", "neovim@v0.7.0"])
async def client(request, lsp_client: LanguageClient, tmp_path_factory):
    await start(lsp_client, tmp_path_factory.mktemp("ws"), client_capabilities(request.param))
    yield
    await lsp_client.shutdown_session()
    assert lsp_client.error is None


def open_document(client: LanguageClient, name: str, text: str, language: str = "nss") -> str:
    uri = (client.root / name).as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id=language, version=1, text=text)))
    return uri


async def lenses_of(client: LanguageClient, uri: str) -> list[types.CodeLens]:
    return await client.text_document_code_lens_async(types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri)))


async def hover_at(client: LanguageClient, name: str, marked_text: str) -> str | None:
    text, position = marked(marked_text)
    uri = open_document(client, name, text)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position))
    if hover is None:
        return None
    return hover.contents.value if isinstance(hover.contents, types.MarkupContent) else str(hover.contents)


async def test_a_finding_hover_explains_its_rule_before_the_name(client: LanguageClient):
    hover = await hover_at(client, "Theme.nss", THEME.replace("@spare", "@sp|are"))
    lines = hover.splitlines()
    # The rule first: id and summary, why, how to fix, one example; then the constant's own hover.
    assert "nuance/unused-constant" in lines[0] and "a stylesheet constant that no value of its file uses" in lines[0], hover
    assert "NUI substitutes a `@constant` only in the file that defines it" in hover, hover
    assert "How to fix it: Remove the definition" in hover, hover
    assert hover.count("```") == 2, "only the first example is shown"
    assert "↓" not in hover, "the test markers are removed from the example"
    separator = lines.index("---")
    assert any(line.startswith("**@spare**") or line.startswith("@spare") for line in lines[separator + 1:]), hover
    assert len(lines) < 30, hover


async def test_a_finding_with_no_other_hover_gives_the_explanation_alone(client: LanguageClient):
    hover = await hover_at(client, "Theme.nss", "Button {\n    font-size: 14 !impor|tant;\n}\n")
    assert hover is not None
    assert "nss/syntax" in hover.splitlines()[0], hover
    assert "---" not in hover.splitlines(), hover


async def test_a_name_without_finding_has_no_explanation(client: LanguageClient):
    hover = await hover_at(client, "Theme.nss", THEME.replace("font-color: @brand", "font-color: @br|and"))
    assert hover is not None and "nuance/" not in hover and "nss/" not in hover, hover


def lens_at(lenses: list[types.CodeLens], line: int) -> types.CodeLens:
    [lens] = [lens for lens in lenses if lens.range.start.line == line]
    return lens


async def test_uses_lenses_above_constants_and_overrides_open_the_references(client: LanguageClient):
    assert client.initialize_result.capabilities.code_lens_provider is not None
    uri = open_document(client, "Theme.nss", THEME)
    lenses = await lenses_of(client, uri)
    titles = {lens.range.start.line: lens.command.title for lens in lenses}
    # @brand: one value; @spare: none; @tintColor and its dark variant: the stylesheet value and the Swift call.
    assert titles == {0: "1 use", 1: "no uses", 2: "2 uses", 3: "2 uses"}, titles
    command = lens_at(lenses, 2).command
    assert command.command == "nuance.showReferences"
    document, position, locations = command.arguments
    assert document == uri and position == {"line": 2, "character": 0}
    assert sorted((location["uri"].rsplit("/", 1)[1], location["range"]["start"]["line"]) for location in locations) == [
        ("Theme.nss", 8), ("View.swift", 2)]
    [brand_use] = lens_at(lenses, 0).command.arguments[2]
    assert brand_use["range"]["start"] == {"line": 5, "character": 16}


async def test_a_uses_lens_above_a_component_protocol(client: LanguageClient):
    open_document(client, "Card.nss", "fdlCard_title {\n    font-size: 14;\n}\n")
    model = open_document(
        client, "Card.swift", "// sourcery: BaseComponent\nprotocol _CardComponent {\n    var title: String { get }\n}\n", "swift")
    lenses = await lenses_of(client, model)
    lens = lens_at(lenses, 1)
    assert lens.command.title == "1 use", lens
    [use] = lens.command.arguments[2]
    assert use["uri"].endswith("/Card.nss") and use["range"]["start"]["line"] == 0


async def test_uses_lenses_above_tokens_count_references_from_every_token_file(client: LanguageClient):
    open_document(client, "alias.tokens.json", '{ "accent": { "$type": "color", "$value": "{color.base}" } }\n', "json")
    text = '{\n  "color": {\n    "base": { "$type": "color", "$value": "#0A6ED1" },\n    "brand": { "$type": "color", "$value": "{color.base}" }\n  }\n}\n'
    uri = open_document(client, "brand.tokens.json", text, "json")
    lenses = await lenses_of(client, uri)
    titles = {lens.range.start.line: lens.command.title for lens in lenses}
    assert titles == {2: "2 uses", 3: "no uses"}, titles  # groups are no tokens
    uses = sorted((location["uri"].rsplit("/", 1)[1], location["range"]["start"]["line"]) for location in lens_at(lenses, 2).command.arguments[2])
    assert uses == [("alias.tokens.json", 0), ("brand.tokens.json", 3)]
