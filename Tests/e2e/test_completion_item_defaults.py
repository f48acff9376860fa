"""LSP 3.17 completion item defaults: VS Code declares `completion.completionList.itemDefaults`, and
the server then sends the range every item replaces and the items' shared `data` once per list. A
chosen item, applied as the client applies it (its own edit, else the list's edit range with its
`textEditText` or label), gives the same text as in a session whose client does not declare them.
Marked texts: `|` is the cursor.
"""

import attrs

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient, client_capabilities

from conftest import marked, server_config, start_in_folder

SHEET = """@brand: #0A6ED1;
@brandDark: #00264D;

Label {
    font-color: @brand;
}
"""

# What VS Code declares (vscode-languageclient 8 and later).
VS_CODE_ITEM_DEFAULTS = ["commitCharacters", "editRange", "insertTextFormat", "insertTextMode", "data"]


def vs_code_capabilities(item_defaults: bool) -> types.ClientCapabilities:
    capabilities = client_capabilities("visual-studio-code")
    if item_defaults:
        completion = attrs.evolve(
            capabilities.text_document.completion,
            completion_list=types.CompletionListCapabilities(item_defaults=VS_CODE_ITEM_DEFAULTS),
        )
        capabilities.text_document = attrs.evolve(capabilities.text_document, completion=completion)
    return capabilities


@pytest_lsp.fixture(config=server_config(), params=["item-defaults", "without"])
async def client(request, lsp_client: LanguageClient, tmp_path_factory):
    root = tmp_path_factory.mktemp("ws")
    (root / "Sheet.nss").write_text(SHEET)
    lsp_client.item_defaults = request.param == "item-defaults"
    await start_in_folder(lsp_client, root, vs_code_capabilities(lsp_client.item_defaults))
    yield
    await lsp_client.shutdown_session()
    assert lsp_client.error is None


def offset(text: str, position: types.Position) -> int:
    lines = text.split("\n")
    return sum(len(line) + 1 for line in lines[: position.line]) + position.character


def applied(text: str, result: types.CompletionList, item: types.CompletionItem) -> str:
    """The text after the client inserts `item` (ASCII texts)."""
    if item.text_edit is not None:
        edit_range, new_text = item.text_edit.range, item.text_edit.new_text
    else:
        assert result.item_defaults is not None and result.item_defaults.edit_range is not None, item
        edit_range, new_text = result.item_defaults.edit_range, item.text_edit_text or item.label
    return text[: offset(text, edit_range.start)] + new_text + text[offset(text, edit_range.end) :]


async def complete(client: LanguageClient, name: str, text_with_cursor: str):
    text, position = marked(text_with_cursor)
    uri = (client.root / name).as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="nss", version=1, text=text)))
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position))
    assert isinstance(result, types.CompletionList)
    if client.item_defaults:
        assert result.item_defaults is not None and result.item_defaults.edit_range is not None
        assert result.item_defaults.data is not None
        assert all(item.text_edit is None and item.data is None for item in result.items)
    else:
        assert result.item_defaults is None
        assert all(item.text_edit is not None and item.data is not None for item in result.items)
    return text, result


@pytest.mark.parametrize(
    "text_with_cursor, label, expected",
    [
        ("Label {\n    font-color: @br|;\n}\n", "@brandDark", "Label {\n    font-color: @brandDark;\n}\n"),
        ("Label {\n    font-color: |\n}\n", "@brand", "Label {\n    font-color: @brand\n}\n"),
        ("Label {\n    font-co|\n}\n", "font-color", "Label {\n    font-color: \n}\n"),
        ("Label {\n    font-co|: red;\n}\n", "font-color", "Label {\n    font-color: red;\n}\n"),
        ("Lab| {\n}\n", "Label", "Label {\n}\n"),
    ],
)
async def test_a_chosen_item_gives_the_same_text_with_and_without_item_defaults(
    client: LanguageClient, text_with_cursor: str, label: str, expected: str
):
    text, result = await complete(client, "Completion.nss", SHEET + "\n" + text_with_cursor)
    item = next((i for i in result.items if i.label == label), None)
    assert item is not None, [i.label for i in result.items]
    assert applied(text, result, item) == SHEET + "\n" + expected


async def test_resolve_reads_the_data_the_list_gives_once(client: LanguageClient):
    _, result = await complete(client, "Resolve.nss", SHEET + "\nSwitch {\n    on-t|\n}\n")
    item = next(i for i in result.items if i.label == "on-tint-color")
    # The client gives each item the list's `data` before it asks to resolve it.
    if item.data is None and result.item_defaults is not None:
        item = attrs.evolve(item, data=result.item_defaults.data)
    resolved = await client.completion_item_resolve_async(item)
    assert resolved.documentation is not None
    assert "Switch" in (resolved.documentation if isinstance(resolved.documentation, str) else resolved.documentation.value)
