"""Completion, hover, document colours and inlay hints of `nuance lsp` against a copy of
`Examples/FioriTheme/` (plus one annotated Swift model), checked by lsprotocol's types."""

import asyncio
import pathlib
import shutil

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient, client_capabilities

from conftest import ROOT, accept_registrations, server_config

EXAMPLE = ROOT / "Examples" / "FioriTheme"

CARD_MODEL = """// sourcery: BaseComponent
protocol _CardComponent {
    // sourcery: @ViewBuilder
    var title: String { get }
}
"""


def open_all(client: LanguageClient, root: pathlib.Path) -> dict:
    """Opens every file of the workspace (the server reads the others only when told)."""
    texts = {}
    for path in sorted(root.rglob("*")):
        if not path.is_file():
            continue
        language = {"nss": "nss", "swift": "swift"}.get(path.suffix.lstrip("."), "json")
        text = path.read_text()
        texts[path.relative_to(root).as_posix()] = (path.as_uri(), text)
        client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(uri=path.as_uri(), language_id=language, version=1, text=text)
            )
        )
    return texts


def position_after(text: str, needle: str, occurrence: int = 0) -> types.Position:
    """The position just after the `occurrence`-th `needle` (UTF-16 columns)."""
    index = -1
    for _ in range(occurrence + 1):
        index = text.index(needle, index + 1)
    end = index + len(needle)
    line = text.count("\n", 0, end)
    column_text = text[text.rfind("\n", 0, end) + 1 : end]
    return types.Position(line=line, character=len(column_text.encode("utf-16-le")) // 2)


@pytest_lsp.fixture(config=server_config(), params=["visual-studio-code", "neovim@v0.7.0"])
async def theme(request, lsp_client: LanguageClient, tmp_path_factory):
    root = tmp_path_factory.mktemp("FioriTheme")
    shutil.copytree(EXAMPLE, root, dirs_exist_ok=True)
    (root / "Sources" / "_ComponentProtocols").mkdir(parents=True)
    (root / "Sources" / "_ComponentProtocols" / "Card.swift").write_text(CARD_MODEL)
    # A colour constant used as a whole value, for the inlay hint.
    components = root / "Themes" / "Components.nss"
    components.write_text(components.read_text() + "\nSwitch {\n    on-tint-color: @accentOrange;\n}\n")
    capabilities = client_capabilities(request.param)
    lsp_client.registrations = accept_registrations(lsp_client)
    lsp_client.is_vscode = request.param == "visual-studio-code"
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities,
            root_uri=root.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name="FioriTheme")],
            initialization_options={"hoverSwatches": True} if lsp_client.is_vscode else None,
        )
    )
    lsp_client.texts = open_all(lsp_client, root)
    yield
    await lsp_client.shutdown_session()
    assert lsp_client.error is None


async def test_capabilities_are_advertised(theme: LanguageClient):
    capabilities = theme.initialize_result.capabilities
    assert capabilities.completion_provider.resolve_provider is True
    assert "@" in capabilities.completion_provider.trigger_characters
    assert capabilities.hover_provider is True
    assert capabilities.color_provider is True
    assert capabilities.inlay_hint_provider is True


async def test_completion_of_constants_colours_and_model_classes(theme: LanguageClient):
    uri, text = theme.texts["Themes/Components.nss"]
    result = await theme.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=position_after(text, "font-name: @brandF")
        )
    )
    labels = [item.label for item in result.items]
    assert labels[:2] == ["@brandFont", "@brandFontBold"] or labels[:2] == ["@brandFontBold", "@brandFont"]
    assert all(item.text_edit is not None and item.insert_text_format != types.InsertTextFormat.Snippet for item in result.items)

    colour = await theme.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=position_after(text, "font-color: primaryL")
        )
    )
    first = colour.items[0]
    assert first.label == "primaryLabel"
    assert first.kind == types.CompletionItemKind.Color
    assert isinstance(first.documentation, str) and first.documentation.startswith("#")

    resolved = await theme.completion_item_resolve_async(first)
    assert resolved.label == "primaryLabel"
    assert resolved.documentation is not None

    # At the start of a line at top level: selectors, including the model's classes.
    selectors = await theme.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=10, character=0))
    )
    assert {"Button", "fdlCard", "fdlCard_title"} <= {item.label for item in selectors.items}


async def test_completion_in_tokens_and_models(theme: LanguageClient):
    uri, text = theme.texts["tokens/alias/light.tokens.json"]
    result = await theme.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_after(text, '"{gre'))
    )
    assert result.items and all(item.label.startswith("grey.") for item in result.items[:3])

    uri, text = theme.texts["Sources/_ComponentProtocols/Card.swift"]
    result = await theme.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_after(text, "// sourcery: "))
    )
    assert "BaseComponent" in [item.label for item in result.items]


async def test_hover_on_constant_palette_token_and_annotation(theme: LanguageClient):
    uri, text = theme.texts["Themes/Components.nss"]
    hover = await theme.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_after(text, "bar-tint-color: tint"))
    )
    assert hover is not None and "tintColor" in hover.contents.value
    formats = theme.capabilities.text_document.hover.content_format or []
    expected = types.MarkupKind.Markdown if types.MarkupKind.Markdown in formats else types.MarkupKind.PlainText
    assert hover.contents.kind == expected
    # Swatches only for the client that asked for them (the VS Code extension).
    assert ("data:image/svg+xml" in hover.contents.value) == theme.is_vscode

    uri, text = theme.texts["tokens/alias/light.tokens.json"]
    hover = await theme.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_after(text, '"{grey.'))
    )
    assert hover is not None and "#" in hover.contents.value

    uri, text = theme.texts["Sources/_ComponentProtocols/Card.swift"]
    hover = await theme.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_after(text, "// sourcery: Base"))
    )
    assert hover is not None and "_CardComponent" in hover.contents.value


async def test_document_colours_presentations_and_inlay_hints(theme: LanguageClient):
    if not theme.is_vscode:
        pytest.skip("Neovim 0.7 has no document colours or inlay hints")
    uri, text = theme.texts["Themes/Components.nss"]
    colours = await theme.text_document_document_color_async(
        types.DocumentColorParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    hex_colour = next(c for c in colours if c.range.start == position_after(text, "background-color: ", 0))
    presentations = await theme.text_document_color_presentation_async(
        types.ColorPresentationParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            color=types.Color(red=1.0, green=0.0, blue=0.0, alpha=1.0),
            range=hex_colour.range,
        )
    )
    assert [p.label for p in presentations][:2] == ["#FF0000", "red"]

    uri, text = theme.texts["tokens/global/colors.tokens.json"]
    colours = await theme.text_document_document_color_async(
        types.DocumentColorParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert colours

    uri, text = theme.texts["Themes/Components.nss"]
    hints = await theme.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=text.count("\n") + 1, character=0)),
        )
    )
    assert any(hint.label == "#E9730C" for hint in hints)

    uri, text = theme.texts["Sources/_ComponentProtocols/Card.swift"]
    hints = await theme.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=10, character=0)),
        )
    )
    assert [hint.label for hint in hints] == ["→ protocol _CardComponent", "→ property title"]
