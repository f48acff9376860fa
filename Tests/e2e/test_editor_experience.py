"""End-to-end tests of what a user sees: diagnostics that come back when a sheet is opened again,
quiet standard error, formatting that says why it cannot, quick fixes and completion by context.

Each test starts a session with the capabilities of a real client (VS Code, Neovim 0.7) on a small
workspace written into a temporary folder. Marked texts: `|` is the cursor.
"""

import asyncio
import os
import pathlib
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import BINARY, marked, published, start_in_folder

SHEET = """@brand: #0A6ED1;
@gap: 12;
@bodyFont: HelveticaNeue-Bold;
@centered: center;

Label {
    font-color: @brand;
    font-name: @bodyFont;
    text-align: @centered;
}
"""

BROKEN = """@accent: #0A6ED1;

// primary labels
Label {
    font-color: @acent;
    font-size: 14 !important;
    border-style: roundedRect;
    text-align: centre;
}
"""

# The server's standard error goes to a file that the log test reads.
STDERR = pathlib.Path(tempfile.mkdtemp(prefix="nuance-e2e-")) / "stderr.txt"


def config() -> ClientServerConfig:
    command = 'exec "$0" lsp --log-level info 2>>"$1"'
    return ClientServerConfig(server_command=["sh", "-c", command, BINARY, str(STDERR)])


@pytest_lsp.fixture(config=config(), params=["visual-studio-code", "neovim@v0.7.0"])
async def client(request, lsp_client: LanguageClient, tmp_path_factory):
    root = tmp_path_factory.mktemp("ws")
    (root / "Sheet.nss").write_text(SHEET)
    (root / "Broken.nss").write_text(BROKEN)
    await start_in_folder(lsp_client, root, client_capabilities(request.param))
    yield
    await lsp_client.shutdown_session()
    assert lsp_client.error is None


def open_document(client: LanguageClient, name: str, text: str, version: int = 1) -> str:
    uri = (client.root / name).as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="nss", version=version, text=text))
    )
    return uri


# 1. Diagnostics come back when the client opens a document again.

async def test_diagnostics_are_published_again_when_a_document_is_opened_again(client: LanguageClient):
    uri = (client.root / "Broken.nss").as_uri()
    first = await published(client, uri)  # the workspace's file, before any editor opens it
    assert any(d.code == "nss/syntax" for d in first)

    open_document(client, "Broken.nss", BROKEN)  # unchanged, but the client shows nothing yet
    assert await published(client, uri) == first

    # `:bd` + `:e` in Neovim: the client drops the diagnostics on close.
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    await asyncio.sleep(0.3)
    client.diagnostics.pop(uri, None)
    open_document(client, "Broken.nss", BROKEN, version=2)
    assert await published(client, uri) == first


# 2. Informational messages go to `window/logMessage`, not to standard error.

async def test_informational_messages_go_to_the_client_only(client: LanguageClient):
    for _ in range(250):
        if any("initialized for" in m.message for m in client.log_messages):
            break
        await asyncio.sleep(0.02)
    informational = [m for m in client.log_messages if m.type == types.MessageType.Info]
    assert any("initialized for" in m.message for m in informational), client.log_messages
    await published(client, (client.root / "Sheet.nss").as_uri())
    stderr = STDERR.read_text() if STDERR.exists() else ""
    assert "[info]" not in stderr and "initialized for" not in stderr, stderr


# 3. Formatting a sheet with syntax errors says why it cannot.

async def test_formatting_a_sheet_with_syntax_errors_says_why(client: LanguageClient):
    uri = open_document(client, "Broken.nss", BROKEN)
    options = types.FormattingOptions(tab_size=4, insert_spaces=True)
    with pytest.raises(Exception) as failure:
        await client.text_document_formatting_async(
            types.DocumentFormattingParams(text_document=types.TextDocumentIdentifier(uri=uri), options=options))
    message = str(failure.value)
    assert "cannot format `Broken.nss`" in message and "line 3" in message and "`//`" in message, message
    with pytest.raises(Exception) as ranged:
        await client.text_document_range_formatting_async(
            types.DocumentRangeFormattingParams(
                text_document=types.TextDocumentIdentifier(uri=uri), options=options,
                range=types.Range(start=types.Position(line=4, character=0), end=types.Position(line=5, character=0))))
    assert "cannot format `Broken.nss`" in str(ranged.value)

    # A clean sheet formats without a word.
    clean = open_document(client, "Sheet.nss", SHEET)
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(text_document=types.TextDocumentIdentifier(uri=clean), options=options))
    assert edits is not None


# 4. Quick fixes where the fix is obvious, "disable" last, titles in sentence case.

def apply(text: str, edits: list[types.TextEdit]) -> str:
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(position: types.Position) -> int:
        return starts[position.line] + position.character

    for edit in sorted(edits, key=lambda e: offset(e.range.start), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
    return text


async def test_quick_fixes_for_obvious_repairs(client: LanguageClient):
    uri = open_document(client, "Broken.nss", BROKEN)
    await published(client, uri)
    whole = types.Range(start=types.Position(line=0, character=0), end=types.Position(line=9, character=0))
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), range=whole, context=types.CodeActionContext(diagnostics=[])))
    quick = [a for a in actions if a.kind == types.CodeActionKind.QuickFix]
    titles = [a.title for a in quick]
    expected = {
        "Turn into a `/* … */` comment": "/* primary labels */\n",
        "Remove `!important`": "    font-size: 14;\n",
        "Replace with `@accent`": "    font-color: @accent;\n",
        "Replace with `rounded`": "    border-style: rounded;\n",
        "Replace with `center`": "    text-align: center;\n",
    }
    for title, line in expected.items():
        action = next((a for a in quick if a.title == title), None)
        assert action is not None, (title, titles)
        assert action.is_preferred, title
        changes = action.edit.document_changes or []
        edits = [e for change in changes for e in change.edits] or action.edit.changes[uri]
        fixed = apply(BROKEN, edits)
        assert line in fixed and fixed.count("\n") == BROKEN.count("\n"), (title, fixed)

    disables = [i for i, title in enumerate(titles) if title.startswith("Disable ")]
    assert disables and disables == list(range(len(titles) - len(disables), len(titles))), titles
    assert all(a.title[0].isupper() for a in actions), [a.title for a in actions]


# 5. Completion by context.

async def completion_labels(client: LanguageClient, text_with_cursor: str, name: str = "Completion.nss"):
    text, position = marked(text_with_cursor)
    uri = open_document(client, name, text)
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position))
    items = list(result.items if isinstance(result, types.CompletionList) else (result or []))
    return items


SHEET_HEAD = SHEET.split("Label {")[0]


async def test_values_are_filtered_by_the_property_type(client: LanguageClient):
    colours = await completion_labels(client, SHEET_HEAD + "Label {\n    font-color: |\n}\n")
    labels = {i.label for i in colours}
    assert "@brand" in labels and "@gap" not in labels and "@bodyFont" not in labels and "@centered" not in labels, labels
    assert all(i.kind == types.CompletionItemKind.Color for i in colours), [(i.label, i.kind) for i in colours if i.kind != types.CompletionItemKind.Color]

    fonts = {i.label for i in await completion_labels(client, SHEET_HEAD + "Label {\n    font-name: |\n}\n")}
    assert "@bodyFont" in fonts and "@brand" not in fonts and "@gap" not in fonts and "@centered" not in fonts, fonts

    typed = {i.label for i in await completion_labels(client, SHEET_HEAD + "Label {\n    font-color: @|\n}\n")}
    assert typed == {"@brand"}, typed

    enum = {i.label for i in await completion_labels(client, SHEET_HEAD + "Label {\n    text-align: |\n}\n")}
    assert {"center", "left", "@centered"} <= enum and "@brand" not in enum and "@gap" not in enum, enum

    sizes = {i.label for i in await completion_labels(client, SHEET_HEAD + "Label {\n    font-size: @|\n}\n")}
    assert sizes == {"@gap"}, sizes


async def test_no_completion_inside_comments(client: LanguageClient):
    assert await completion_labels(client, "/* Label font|\n */\nLabel {\n}\n") == []
    assert await completion_labels(client, "Label {\n    /* font-co| */\n}\n") == []


async def test_property_completion_inserts_the_colon(client: LanguageClient):
    items = await completion_labels(client, "Label {\n    font-co|\n}\n")
    item = next(i for i in items if i.label == "font-color")
    assert item.text_edit.new_text == "font-color: "
    assert item.insert_text_format in (None, types.InsertTextFormat.PlainText)

    # An existing `:` is not doubled.
    items = await completion_labels(client, "Label {\n    font-co|: red;\n}\n", name="Other.nss")
    item = next(i for i in items if i.label == "font-color")
    assert item.text_edit.new_text == "font-color"


# Sourcery annotations: SwiftUI views as backing components, `importFrameworks` after `["`.

MODEL = """import SwiftUI

// sourcery: BaseComponent
public protocol _TitleComponent {
    // sourcery: resultBuilder.backingComponent = |
    var title: AttributedString { get }
}
"""


async def model_completion(client: LanguageClient, marked_text: str):
    text, position = marked(marked_text)
    uri = (client.root / "_TitleComponent.swift").as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=text)))
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position))
    return list(result.items if isinstance(result, types.CompletionList) else (result or []))


async def test_backing_components_include_swiftui_views(client: LanguageClient):
    labels = {i.label for i in await model_completion(client, MODEL)}
    assert {"Text", "Image"} <= labels, labels


@pytest.mark.parametrize("typed, inserted", [("", '["SwiftUI"]'), ('["', "SwiftUI"), ("[", '"SwiftUI"')])
async def test_import_frameworks_does_not_repeat_what_is_typed(client: LanguageClient, typed: str, inserted: str):
    model = MODEL.replace("    // sourcery: resultBuilder.backingComponent = |\n", "").replace(
        "// sourcery: BaseComponent\n", f"// sourcery: BaseComponent, importFrameworks = {typed}Sw|\n")
    items = await model_completion(client, model)
    swiftui = [i for i in items if i.text_edit and i.text_edit.new_text == inserted]
    assert swiftui, [(i.label, i.text_edit.new_text if i.text_edit else None) for i in items]
