"""Palette names in Swift calls, end to end: hover, definition, references and findings, in a small
workspace of this suite and in SAP's FioriSwiftUI sources (`../shared/wild/fiori`, skipped when absent)."""

import asyncio
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient, client_capabilities

from conftest import ROOT, accept_registrations, published, server_config

WORKSPACE = pathlib.Path(__file__).resolve().parent / "swift-palette"
FIORI = ROOT.parent / "shared" / "wild" / "fiori"


async def start(client: LanguageClient, root: pathlib.Path, name: str):
    client.registrations = accept_registrations(client)
    client.initialize_result = await client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities(name),
            root_uri=root.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name=root.name)],
        )
    )


async def workspace_read(client: LanguageClient, seconds: float = 120):
    """Waits for the server's log line saying it has read the workspace's files."""
    for _ in range(int(seconds / 0.05)):
        if any("workspace files" in message.message for message in client.log_messages):
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the server did not read the workspace")


def position_of(text: str, needle: str, occurrence: int = 0) -> types.Position:
    """The position (UTF-16, ASCII text) of the `occurrence`-th `needle`."""
    offset = -1
    for _ in range(occurrence + 1):
        offset = text.index(needle, offset + 1)
    line = text.count("\n", 0, offset)
    return types.Position(line=line, character=offset - (text.rfind("\n", 0, offset) + 1))


def open_document(client: LanguageClient, path: pathlib.Path) -> tuple[str, str]:
    text = path.read_text()
    uri = path.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(
            uri=uri, language_id="swift" if path.suffix == ".swift" else "nss", version=1, text=text)))
    return uri, text


@pytest_lsp.fixture(config=server_config(), params=["visual-studio-code", "neovim@v0.7.0"])
async def client(request, lsp_client: LanguageClient):
    await start(lsp_client, WORKSPACE, request.param)
    yield
    await lsp_client.shutdown_session()
    assert lsp_client.error is None


@pytest.mark.asyncio
async def test_hover_definition_references_in_own_workspace(client: LanguageClient):
    await workspace_read(client)
    uri, text = open_document(client, WORKSPACE / "View.swift")
    at = position_of(text, "tintColor))")
    identifier = types.TextDocumentIdentifier(uri=uri)
    hover = await client.text_document_hover_async(types.HoverParams(text_document=identifier, position=at))
    assert hover is not None
    assert "#112233" in hover.contents.value and "@tintColor_darkBackground" in hover.contents.value
    assert "#445566" in hover.contents.value

    definition = await client.text_document_definition_async(types.DefinitionParams(text_document=identifier, position=at))
    theme = (WORKSPACE / "Theme.nss").as_uri()
    assert sorted((location.uri, location.range.start.line) for location in definition) == [(theme, 0), (theme, 1)]


    references = await client.text_document_references_async(types.ReferenceParams(
        text_document=identifier, position=at, context=types.ReferenceContext(include_declaration=True)))
    assert (uri, at.line) in {(location.uri, location.range.start.line) for location in references}
    assert {location.uri for location in references} == {uri, theme}


@pytest.mark.asyncio
async def test_unknown_palette_name_is_a_finding_with_did_you_mean(client: LanguageClient):
    uri, text = open_document(client, WORKSPACE / "View.swift")
    diagnostics = await published(client, uri)
    unknown = [d for d in diagnostics if d.code == "swift/unknown-palette-name"]
    assert [d.range.start for d in unknown] == [position_of(text, "primaryLable")]
    assert "did you mean `primaryLabel`?" in unknown[0].message


@pytest_lsp.fixture(config=server_config())
async def fiori_client(lsp_client: LanguageClient):
    if not FIORI.is_dir():
        pytest.skip(f"{FIORI} is absent")
    await start(lsp_client, FIORI, "visual-studio-code")
    yield
    await lsp_client.shutdown_session()
    assert lsp_client.error is None


@pytest.mark.asyncio
async def test_fiori_color_preferred_color_call(fiori_client: LanguageClient):
    path = FIORI / "Sources" / "FioriSwiftUICore" / "Views" / "_SectionHeader+View.swift"
    uri, text = open_document(fiori_client, path)
    await workspace_read(fiori_client)
    at = position_of(text, "primaryLabel))")
    identifier = types.TextDocumentIdentifier(uri=uri)
    hover = await fiori_client.text_document_hover_async(types.HoverParams(text_document=identifier, position=at))
    assert hover is not None and "primaryLabel" in hover.contents.value and "palette colour" in hover.contents.value
    # The test stylesheet overrides `@primaryLabel`: it decides, and definition goes there.
    assert "#FF6000" in hover.contents.value.upper()
    definition = await fiori_client.text_document_definition_async(types.DefinitionParams(text_document=identifier, position=at))
    # `@primaryLabel` (light) and `@primaryLabel_darkBackground`: the call does not name a background.
    assert [(pathlib.Path(location.uri).name, location.range.start.line) for location in definition] == [
        ("styleSheet.nss", 12), ("styleSheet.nss", 25)]
    references = await fiori_client.text_document_references_async(types.ReferenceParams(
        text_document=identifier, position=at, context=types.ReferenceContext(include_declaration=False)))
    swift_uses = [location for location in references if location.uri.endswith(".swift")]
    # Several hundred calls name `primaryLabel` across the sources.
    assert len(swift_uses) > 100
    assert uri in {location.uri for location in swift_uses}


@pytest_lsp.fixture(config=server_config(), params=[False, True])
async def unused_client(request, lsp_client: LanguageClient):
    lsp_client.registrations = accept_registrations(lsp_client)
    lsp_client.open_only = request.param
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities("visual-studio-code"),
            root_uri=WORKSPACE.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=WORKSPACE.as_uri(), name=WORKSPACE.name)],
            initialization_options={"unusedOnlyInOpenFiles": request.param},
        )
    )
    yield
    await lsp_client.shutdown_session()
    assert lsp_client.error is None


@pytest.mark.asyncio
async def test_unused_analysis_only_in_open_files_when_asked(unused_client: LanguageClient):
    theme = WORKSPACE / "Theme.nss"
    diagnostics = await published(unused_client, theme.as_uri())
    unused = [d for d in diagnostics if d.code == "nuance/unused-constant"]
    assert len(unused) == (0 if unused_client.open_only else 1)
    uri, text = open_document(unused_client, theme)
    diagnostics = await published(unused_client, uri)
    unused = [d for d in diagnostics if d.code == "nuance/unused-constant"]
    assert [d.range.start for d in unused] == [position_of(text, "@spare")]
    assert list(unused[0].tags) == [types.DiagnosticTag.Unnecessary]
    assert unused[0].severity == types.DiagnosticSeverity.Information
