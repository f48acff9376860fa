import asyncio

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcMethodNotFound
from pytest_lsp import LanguageClient

from conftest import FIXTURES


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


async def test_open_and_change_publish_diagnostics(client: LanguageClient):
    # A document that exists only in the editor: closing it must clear its diagnostics.
    uri = (FIXTURES / "Unsaved Theme.nss").as_uri()
    text = (FIXTURES / "Theme.nss").read_text()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="nss", version=1, text=text)
        )
    )
    await asyncio.wait_for(client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), 10)
    assert uri in client.diagnostics

    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
                    text="/* 😀 edited */\r\n",
                )
            ],
        )
    )
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    await asyncio.wait_for(client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), 10)
    assert len(client.diagnostics[uri]) == 0


async def test_unknown_request_is_method_not_found(client: LanguageClient):
    with pytest.raises(JsonRpcMethodNotFound):
        await client.protocol.send_request_async("nuance/noSuchMethod", {})


async def test_log_messages_are_valid(client: LanguageClient):
    for _ in range(100):
        if client.log_messages:
            break
        await asyncio.sleep(0.02)
    assert any("initialized" in message.message for message in client.log_messages)
