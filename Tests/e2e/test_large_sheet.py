"""A 1 MB stylesheet made of the real sheets of `../shared/corpus/nss`, with their findings: the
diagnostics the server publishes after edits (computed incrementally) equal those of the same text
opened fresh. Speed is `make bench`'s (`nuance-bench real-sheets`), not asserted here."""

import pathlib
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import BINARY, ROOT, published, start_in_folder

CORPUS = ROOT.parent / "shared" / "corpus" / "nss"
SIZE = 1_000_000
# A debug build takes seconds per analysis of a megabyte.
WAIT = 300


def large_sheet() -> str:
    """The corpus sheets in name order, repeated until the text reaches 1 MB (as the benchmark does)."""
    sheets = [path.read_text(encoding="utf-8") for path in sorted(CORPUS.glob("*.nss"))]
    text = ""
    while len(text.encode()) < SIZE:
        for sheet in sheets:
            if len(text.encode()) >= SIZE:
                break
            text += sheet if sheet.endswith("\n") else sheet + "\n"
    return text


class Lines:
    """The document's lines as the client edits them, one line at a time (no edit adds a line)."""

    def __init__(self, text: str):
        self.lines = text.split("\n")

    def change(self, line: int, text: str, column: int | None = None, removing: int = 0):
        """Replaces `removing` characters at `column` (the end of the line when None) with `text`."""
        current = self.lines[line]
        column = len(current) if column is None else column
        start = types.Position(line=line, character=utf16_length(current[:column]))
        end = types.Position(line=line, character=start.character + utf16_length(current[column:column + removing]))
        self.lines[line] = current[:column] + text + current[column + removing:]
        return types.TextDocumentContentChangePartial(range=types.Range(start=start, end=end), text=text)

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def comparable(diagnostics: list[types.Diagnostic], uri: str) -> list[tuple]:
    """Everything a diagnostic says, with the document's own URI left out of related locations."""
    def related(info: types.DiagnosticRelatedInformation) -> tuple:
        location = "self" if info.location.uri == uri else info.location.uri
        return (location, str(info.location.range), info.message)

    return [
        (str(d.range), d.severity, d.code, d.source, d.message, tuple(d.tags or ()),
         tuple(related(r) for r in d.related_information or ()))
        for d in diagnostics
    ]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp", "--log-level", "error"]))
async def large_client(lsp_client: LanguageClient):
    if not CORPUS.is_dir():
        pytest.skip(f"no corpus at {CORPUS}")
    root = pathlib.Path(tempfile.mkdtemp(prefix="nuance-large-sheet-"))
    await start_in_folder(lsp_client, root, client_capabilities("visual-studio-code"), name="large")
    yield
    await lsp_client.shutdown_session()
    assert lsp_client.error is None


async def test_diagnostics_after_edits_equal_a_fresh_open(large_client: LanguageClient):
    client = large_client
    text = large_sheet()
    lines = text.split("\n")
    middle = len(lines) // 2
    declaration = next(i for i in range(middle, len(lines)) if lines[i].endswith(";") and ":" in lines[i] and not lines[i].lstrip().startswith("@"))
    definition = next(i for i in range(middle, len(lines)) if lines[i].startswith("@") and lines[i].rstrip().endswith(";"))
    early = next(i for i in range(len(lines) // 10, len(lines)) if lines[i].endswith(";") and ":" in lines[i])

    uri = (client.root / "Edited.nss").as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="nss", version=1, text=text))
    )
    opened = await published(client, uri, WAIT)
    assert any(d.severity == types.DiagnosticSeverity.Error for d in opened)
    assert len(opened) == 1000  # the cap: the sheet has far more findings

    # Each change adds or removes a stray word after a declaration, so each changes the diagnostics
    # and is published; one renames a constant that later lines use.
    document = Lines(text)
    changes = [
        lambda: [document.change(declaration, "x")],
        lambda: [document.change(declaration, "", column=len(document.lines[declaration]) - 1, removing=1)],
        lambda: [document.change(definition, "renamed", column=1), document.change(declaration, " stray")],
        lambda: [document.change(early, " x")],
        lambda: [document.change(declaration + 3, "x"), document.change(early, "", column=len(document.lines[early]) - 2, removing=2)],
    ]
    after = opened
    for version, change in enumerate(changes, start=2):
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version), content_changes=change()
            )
        )
        after = await published(client, uri, WAIT)

    # The same text, opened under another name once the edited document is gone, is analysed afresh.
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert len(await published(client, uri, WAIT)) == 0
    fresh_uri = (client.root / "Fresh.nss").as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=fresh_uri, language_id="nss", version=1, text=document.text)
        )
    )
    fresh = await published(client, fresh_uri, WAIT)
    assert comparable(after, uri) == comparable(fresh, fresh_uri)
    assert comparable(after, uri) != comparable(opened, uri)
