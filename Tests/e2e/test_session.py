import asyncio

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcMethodNotFound
from pytest_lsp import LanguageClient

from conftest import FIXTURES, published


async def test_initialize_describes_the_server(client: LanguageClient):
    result = client.initialize_result
    assert result.server_info.name == "nuance"
    assert result.server_info.version
    assert result.capabilities.position_encoding == types.PositionEncodingKind.Utf16
    sync = result.capabilities.text_document_sync
    assert sync.change == types.TextDocumentSyncKind.Incremental
    assert sync.open_close is True


async def test_utf8_is_chosen_when_offered(utf8_client: LanguageClient):
    assert utf8_client.initialize_result.capabilities.position_encoding == types.PositionEncodingKind.Utf8


async def test_watched_files_registration_follows_the_client(client: LanguageClient):
    dynamic = client.capabilities.workspace and client.capabilities.workspace.did_change_watched_files
    wants = bool(dynamic and dynamic.dynamic_registration)
    if wants:
        for _ in range(100):
            if client.registrations:
                break
            await asyncio.sleep(0.02)
        assert [r.method for r in client.registrations] == [types.WORKSPACE_DID_CHANGE_WATCHED_FILES]
    else:
        await asyncio.sleep(0.1)
        assert client.registrations == []


async def test_workspace_files_get_diagnostics_without_being_opened(client: LanguageClient):
    await published(client, (FIXTURES / "Theme.nss").as_uri())


async def test_open_change_close(client: LanguageClient):
    # A document that exists only in the editor: closing it must clear its diagnostics.
    uri = (FIXTURES / "Unsaved Theme.nss").as_uri()
    text = (FIXTURES / "Theme.nss").read_text()
    client.diagnostics.pop(uri, None)
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="nss", version=1, text=text)
        )
    )
    await published(client, uri)

    # An edit that adds a problem at a position counted in UTF-16 after an emoji.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
                    text="/* 😀 */ @undefinedThing: @noSuchConstant;\r\n",
                )
            ],
        )
    )
    after_edit = await published(client, uri)
    assert all(d.source == "nuance" for d in after_edit)
    unresolvable = [d for d in after_edit if d.code == "nss/unresolvable-variable"]
    assert [(d.range.start.line, d.range.start.character, d.range.end.character) for d in unresolvable] == [(0, 26, 41)]
    # No rule-page link unless nuance.json names where the rule pages are published.
    assert unresolvable[0].code_description is None

    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert len(await published(client, uri)) == 0


async def test_unknown_request_is_method_not_found(client: LanguageClient):
    with pytest.raises(JsonRpcMethodNotFound):
        await client.protocol.send_request_async("nuance/noSuchMethod", {})


async def test_log_messages_are_valid(client: LanguageClient):
    for _ in range(100):
        if client.log_messages:
            break
        await asyncio.sleep(0.02)
    assert any("initialized" in message.message for message in client.log_messages)


async def test_utf8_positions_count_bytes(utf8_client: LanguageClient):
    uri = "untitled:utf8.nss"
    utf8_client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="nss", version=1, text="/* 😀 */ @undefinedThing: @noSuchConstant;\n"
            )
        )
    )
    diagnostics = await published(utf8_client, uri)
    unresolvable = [d for d in diagnostics if d.code == "nss/unresolvable-variable"]
    # The emoji is four bytes in UTF-8 where it was two code units in UTF-16.
    assert [(d.range.start.character, d.range.end.character) for d in unresolvable] == [(28, 43)]
