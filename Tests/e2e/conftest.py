"""End-to-end tests of `nuance lsp` with pytest-lsp.

The server binary comes from `NUANCE_BINARY` (default `.build/debug/nuance` in the repository).
pygls structures every message the server sends into the LSP 3.17 types of `lsprotocol`; a message
that does not fit is a client error that fails the test, and pytest-lsp's capability checks raise
`LspSpecificationWarning`, turned into errors by pytest.ini.
"""

import asyncio
import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("NUANCE_BINARY", str(ROOT / ".build" / "debug" / "nuance"))
FIXTURES = pathlib.Path(__file__).resolve().parent / "fixtures"

if not os.access(BINARY, os.X_OK):
    pytest.exit(f"nuance binary not found at {BINARY}: run `swift build` or set NUANCE_BINARY", returncode=4)


def server_config() -> ClientServerConfig:
    return ClientServerConfig(server_command=[BINARY, "lsp", "--log-level", "info"])


def accept_registrations(client: LanguageClient) -> list:
    registrations = []

    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(params: types.RegistrationParams):
        registrations.extend(params.registrations)
        return None

    return registrations


async def start_in_folder(client: LanguageClient, root: pathlib.Path, capabilities: types.ClientCapabilities, name: str = "ws"):
    """Starts a session whose one workspace folder is `root`, accepting the server's registrations."""
    client.root = root
    client.registrations = accept_registrations(client)
    client.initialize_result = await client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities, root_uri=root.as_uri(), workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name=name)]
        )
    )


def marked(text: str) -> tuple[str, types.Position]:
    """The text without its `|` and the position of the `|` (ASCII texts)."""
    offset = text.index("|")
    before = text[:offset]
    return text.replace("|", "", 1), types.Position(line=before.count("\n"), character=offset - (before.rfind("\n") + 1))


@pytest_lsp.fixture(config=server_config(), params=["visual-studio-code", "neovim@v0.7.0"])
async def client(request, lsp_client: LanguageClient):
    """A session started with the capabilities of a real client."""
    lsp_client.registrations = accept_registrations(lsp_client)
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities(request.param),
            root_uri=FIXTURES.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=FIXTURES.as_uri(), name="fixtures")],
        )
    )
    yield
    await lsp_client.shutdown_session()
    assert lsp_client.error is None


@pytest_lsp.fixture(config=server_config())
async def utf8_client(lsp_client: LanguageClient):
    """A session whose client offers UTF-8 positions."""
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(
                general=types.GeneralClientCapabilities(
                    position_encodings=[types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16]
                )
            )
        )
    )
    yield
    await lsp_client.shutdown_session()
    assert lsp_client.error is None


async def published(client: LanguageClient, uri: str, seconds: float = 10):
    """The diagnostics the server publishes next for `uri` (earlier ones are forgotten first)."""
    for _ in range(int(seconds / 0.02)):
        if uri in client.diagnostics:
            return client.diagnostics.pop(uri)
        await asyncio.sleep(0.02)
    raise AssertionError(f"no diagnostics published for {uri}")
