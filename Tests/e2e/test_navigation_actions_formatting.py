"""End-to-end tests of navigation, rename, code actions, symbols, formatting and structure.

Each test opens a copy of `Examples/FioriTheme/` in a session started with the capabilities of a
real client (VS Code, Neovim 0.7); pygls structures every answer into the lsprotocol types, so an
answer that does not fit the LSP 3.17 types fails the test.
"""

import pathlib
import shutil

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient, client_capabilities

from conftest import ROOT, accept_registrations, server_config

EXAMPLE = ROOT / "Examples" / "FioriTheme"


@pytest_lsp.fixture(config=server_config(), params=["visual-studio-code", "neovim@v0.7.0"])
async def client(request, lsp_client: LanguageClient, tmp_path_factory):
    root = tmp_path_factory.mktemp("ws") / "FioriTheme"
    shutil.copytree(EXAMPLE, root)
    lsp_client.root = root
    lsp_client.registrations = accept_registrations(lsp_client)
    lsp_client.client_name = request.param
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities(request.param),
            root_uri=root.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name="FioriTheme")],
        )
    )
    for path in sorted(root.rglob("*")):
        if path.suffix in (".nss", ".json"):
            lsp_client.text_document_did_open(
                types.DidOpenTextDocumentParams(
                    text_document=types.TextDocumentItem(
                        uri=path.as_uri(), language_id="nss" if path.suffix == ".nss" else "json", version=1, text=path.read_text()
                    )
                )
            )
    yield
    await lsp_client.shutdown_session()
    assert lsp_client.error is None


def uri(client: LanguageClient, relative: str) -> str:
    return (client.root / relative).as_uri()


def position_of(client: LanguageClient, relative: str, needle: str, occurrence: int = 0, shift: int = 1) -> types.Position:
    """The position `shift` characters into the `occurrence`-th `needle` (lines count UTF-16 units)."""
    text = (client.root / relative).read_text()
    index = -1
    for _ in range(occurrence + 1):
        index = text.index(needle, index + 1)
    index += shift
    line = text.count("\n", 0, index)
    column = index - (text.rfind("\n", 0, index) + 1)
    return types.Position(line=line, character=len(text[index - column : index].encode("utf-16-le")) // 2)


COMPONENTS = "Themes/Components.nss"
LIGHT = "tokens/alias/light.tokens.json"
GLOBAL = "tokens/global/colors.tokens.json"


async def test_capabilities_are_advertised(client: LanguageClient):
    capabilities = client.initialize_result.capabilities
    assert capabilities.definition_provider
    assert capabilities.references_provider
    assert capabilities.document_highlight_provider
    assert capabilities.rename_provider.prepare_provider is True
    assert "quickfix" in capabilities.code_action_provider.code_action_kinds
    assert capabilities.document_symbol_provider and capabilities.workspace_symbol_provider
    assert capabilities.document_formatting_provider and capabilities.document_range_formatting_provider
    assert capabilities.folding_range_provider and capabilities.selection_range_provider
    assert capabilities.semantic_tokens_provider.full


async def test_constant_definition_references_and_highlights(client: LanguageClient):
    document = types.TextDocumentIdentifier(uri=uri(client, COMPONENTS))
    use = position_of(client, COMPONENTS, "@brandFontBold", occurrence=1)
    definitions = await client.text_document_definition_async(types.DefinitionParams(text_document=document, position=use))
    assert [(d.uri, d.range.start.line) for d in definitions] == [(uri(client, COMPONENTS), position_of(client, COMPONENTS, "@brandFontBold").line)]
    references = await client.text_document_references_async(
        types.ReferenceParams(text_document=document, position=use, context=types.ReferenceContext(include_declaration=True))
    )
    text = (client.root / COMPONENTS).read_text()
    assert len(references) == text.count("@brandFontBold")
    highlights = await client.text_document_document_highlight_async(types.DocumentHighlightParams(text_document=document, position=use))
    assert sorted(h.kind for h in highlights) == [types.DocumentHighlightKind.Read] * (len(references) - 1) + [types.DocumentHighlightKind.Write]


async def test_token_references_cross_files(client: LanguageClient):
    document = types.TextDocumentIdentifier(uri=uri(client, LIGHT))
    reference = position_of(client, LIGHT, "{blue.60}", shift=2)
    definitions = await client.text_document_definition_async(types.DefinitionParams(text_document=document, position=reference))
    assert definitions and all(d.uri.endswith(".tokens.json") for d in definitions)
    references = await client.text_document_references_async(
        types.ReferenceParams(text_document=document, position=reference, context=types.ReferenceContext(include_declaration=False))
    )
    assert len({r.uri for r in references}) >= 1
    assert all(r.uri.endswith(".tokens.json") or r.uri.endswith(".nss") for r in references)


async def test_rename_constant_and_refusal(client: LanguageClient):
    document = types.TextDocumentIdentifier(uri=uri(client, COMPONENTS))
    use = position_of(client, COMPONENTS, "@cardRadius", occurrence=1)
    prepared = await client.text_document_prepare_rename_async(types.PrepareRenameParams(text_document=document, position=use))
    assert prepared.placeholder == "@cardRadius"
    edit = await client.text_document_rename_async(types.RenameParams(text_document=document, position=use, new_name="@cornerRadius"))
    text = (client.root / COMPONENTS).read_text()
    if edit.document_changes:
        edits = [e for change in edit.document_changes for e in change.edits]
    else:
        edits = [e for changes in edit.changes.values() for e in changes]
    assert len(edits) == text.count("@cardRadius")
    assert all(e.new_text == "@cornerRadius" for e in edits)

    button = position_of(client, COMPONENTS, "Button {", shift=2)
    with pytest.raises(Exception) as failure:
        await client.text_document_prepare_rename_async(types.PrepareRenameParams(text_document=document, position=button))
    assert "built-in class" in str(failure.value)


async def test_code_actions_fix_and_disable(client: LanguageClient):
    document = types.TextDocumentIdentifier(uri=uri(client, COMPONENTS))
    typo = position_of(client, COMPONENTS, "font-colour")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=document,
            range=types.Range(start=typo, end=typo),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    titles = [a.title for a in actions]
    assert any(a.kind == types.CodeActionKind.QuickFix and a.is_preferred for a in actions), titles
    assert "Disable `nss/unknown-property` for this line" in titles
    assert any(a.kind == "source.fixAll.nuance" for a in actions)


async def test_symbols(client: LanguageClient):
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri(client, COMPONENTS)))
    )
    names = [s.name for s in symbols]
    assert "@brandFont" in names and "Button" in names
    tokens = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri(client, LIGHT)))
    )
    assert "surface" in [s.name for s in tokens]
    found = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="brndFnt"))
    assert "@brandFont" in [s.name for s in found]


def apply_edits(text: str, edits) -> str:
    """Applies LSP edits (positions on BMP-only text) from the last to the first."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(position: types.Position) -> int:
        return starts[min(position.line, len(lines))] + position.character

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end) :]
    return text


async def test_formatting_is_idempotent(client: LanguageClient):
    formatted_files = 0
    for path in ["Themes/Palette.nss", "Themes/Station.nss", COMPONENTS]:
        document = types.TextDocumentIdentifier(uri=uri(client, path))
        options = types.FormattingOptions(tab_size=2, insert_spaces=True)
        try:
            edits = await client.text_document_formatting_async(types.DocumentFormattingParams(text_document=document, options=options))
        except Exception as refusal:  # a stylesheet with syntax problems is left alone, and the user told why
            assert "cannot format" in str(refusal), refusal
            continue
        if edits is None:
            continue  # not a NUI stylesheet
        formatted_files += 1
        formatted = apply_edits((client.root / path).read_text(), edits)
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=document.uri, version=2),
                content_changes=[types.TextDocumentContentChangeWholeDocument(text=formatted)],
            )
        )
        again = await client.text_document_formatting_async(types.DocumentFormattingParams(text_document=document, options=options))
        assert list(again) == [], path
        ranged = await client.text_document_range_formatting_async(
            types.DocumentRangeFormattingParams(
                text_document=document,
                range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=3, character=0)),
                options=options,
            )
        )
        assert list(ranged) == [], path
    assert formatted_files > 0


async def test_folding_selection_and_semantic_tokens(client: LanguageClient):
    document = types.TextDocumentIdentifier(uri=uri(client, COMPONENTS))
    folds = await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=document))
    assert any(f.kind == types.FoldingRangeKind.Comment for f in folds)
    assert sum(1 for f in folds if f.kind == types.FoldingRangeKind.Region) >= 5
    position = position_of(client, COMPONENTS, "@cardRadius", occurrence=1, shift=3)
    selections = await client.text_document_selection_range_async(
        types.SelectionRangeParams(text_document=document, positions=[position])
    )
    depth, current = 0, selections[0]
    while current:
        depth, current = depth + 1, current.parent
    assert depth >= 4
    tokens = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=document))
    assert len(tokens.data) % 5 == 0 and len(tokens.data) > 0
    delta = await client.text_document_semantic_tokens_full_delta_async(
        types.SemanticTokensDeltaParams(text_document=document, previous_result_id=tokens.result_id)
    )
    assert delta.edits == [] or delta.edits is None or len(delta.edits) == 0


async def test_document_links_point_at_workspace_images(client: LanguageClient):
    (client.root / "Images").mkdir()
    (client.root / "Images" / "hero@2x.png").write_bytes(b"\x89PNG")
    document = (client.root / "Themes" / "Images.nss").as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=document, language_id="nss", version=1, text="Button {\n    background-image: hero;\n}\n"
            )
        )
    )
    links = await client.text_document_document_link_async(
        types.DocumentLinkParams(text_document=types.TextDocumentIdentifier(uri=document))
    )
    assert [(link.range.start.line, link.target) for link in links] == [(1, (client.root / "Images" / "hero@2x.png").as_uri())]


@pytest_lsp.fixture(config=server_config())
async def pulling_client(lsp_client: LanguageClient):
    """A client that pulls diagnostics and sends its settings as `initializationOptions`."""
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(
                text_document=types.TextDocumentClientCapabilities(
                    diagnostic=types.DiagnosticClientCapabilities(dynamic_registration=False, related_document_support=False)
                ),
                workspace=types.WorkspaceClientCapabilities(configuration=True, did_change_configuration=types.DidChangeConfigurationClientCapabilities()),
            ),
            initialization_options={"nuance": {"rules": {"nss/unknown-property": "error"}}},
        )
    )
    yield
    await lsp_client.shutdown_session()
    assert lsp_client.error is None


async def test_pull_diagnostics_follow_the_client_settings(pulling_client: LanguageClient):
    assert pulling_client.initialize_result.capabilities.diagnostic_provider.workspace_diagnostics is True
    uri = (EXAMPLE / "Themes" / "Pulled.nss").as_uri()
    pulling_client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="nss", version=1, text="Button {\n    font-colr: red;\n}\n")
        )
    )
    report = await pulling_client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert [(d.code, d.severity) for d in report.items] == [("nss/unknown-property", types.DiagnosticSeverity.Error)]

    pulling_client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"nuance": {"rules": {"nss/unknown-property": "off"}}})
    )
    report = await pulling_client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert list(report.items) == []
    workspace = await pulling_client.workspace_diagnostic_async(types.WorkspaceDiagnosticParams(previous_result_ids=[]))
    assert [item.uri for item in workspace.items] == [uri]
    assert uri not in pulling_client.diagnostics  # nothing is pushed to a pulling client
