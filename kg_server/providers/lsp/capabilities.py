"""What the client tells a server it can do, what it answers when the server asks, and how to read
what the server says it can do.

Servers send requests too: `workspace/configuration` (answered from the table row's `settings`, by
section, dotted sections walked: "basedpyright.analysis"), `window/workDoneProgress/create` and
`client/registerCapability` (accepted: a server that hears "method not found" stops reporting
progress, or registering the diagnostics it wants pulled), the refresh requests (accepted, ignored),
`workspace/workspaceFolders` (the root) and `workspace/applyEdit` (refused: we never edit).
"""

from __future__ import annotations

import logging
import os
from collections import deque
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.lsp.client import LanguageClient

from .locations import file_uri
from .servers import DEFINITION, REFERENCES, SYMBOLS, Launch

log = logging.getLogger(__name__)

# The capability in ServerCapabilities that announces each method the code graph uses.
PROVIDERS = {
    SYMBOLS: "document_symbol_provider",
    REFERENCES: "references_provider",
    DEFINITION: "definition_provider",
}


def advertised(capabilities: types.ServerCapabilities, method: str) -> bool:
    provider = PROVIDERS.get(method)
    value = getattr(capabilities, provider, None) if provider else None
    return value is not None and value is not False


def client_capabilities() -> types.ClientCapabilities:
    every_kind = types.ClientSymbolKindOptions(value_set=list(types.SymbolKind))
    return types.ClientCapabilities(
        text_document=types.TextDocumentClientCapabilities(
            synchronization=types.TextDocumentSyncClientCapabilities(did_save=False),
            document_symbol=types.DocumentSymbolClientCapabilities(
                hierarchical_document_symbol_support=True, symbol_kind=every_kind),
            references=types.ReferenceClientCapabilities(),
            definition=types.DefinitionClientCapabilities(link_support=True),
            # Pull diagnostics: basedpyright then checks no opened file until asked, and we never ask.
            diagnostic=types.DiagnosticClientCapabilities(dynamic_registration=True),
        ),
        window=types.WindowClientCapabilities(work_done_progress=True),
        workspace=types.WorkspaceClientCapabilities(
            configuration=True,
            workspace_folders=True,
            # The client watches files (it registers nothing), so no server starts a watcher of its own
            # over the repository: a session lives for one ingest, which reads the files as they are.
            did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True),
        ),
        general=types.GeneralClientCapabilities(position_encodings=[types.PositionEncodingKind.Utf16]),
    )


def initialize_params(root: Path, launch: Launch) -> types.InitializeParams:
    return types.InitializeParams(
        capabilities=client_capabilities(),
        process_id=os.getpid(),  # servers end themselves when this process is gone
        client_info=types.ClientInfo(name="kg-server"),
        root_uri=file_uri(root),
        root_path=str(root),
        workspace_folders=[types.WorkspaceFolder(uri=file_uri(root), name=root.name)],
        initialization_options=dict(launch.initialization_options) or None,
    )


def section(settings: Mapping[str, Any], name: str | None) -> Any:
    """The settings under a dotted section name ("basedpyright.analysis"), or None; all of them for None."""
    value: Any = settings
    for part in (name.split(".") if name else []):
        if not isinstance(value, Mapping) or part not in value:
            return None
        value = value[part]
    return value


def answer_server_requests(client: LanguageClient, settings: Mapping[str, Any], root: Path,
                           on_progress: Callable[[str, str], None], log_tail: deque[str]) -> None:
    """Register the handlers for what a server asks or tells the client (see the module docstring)."""

    @client.feature("workspace/configuration")
    def configuration(params: types.ConfigurationParams) -> list[Any]:
        return [section(settings, item.section) for item in params.items]

    @client.feature("workspace/workspaceFolders")
    def folders(params: Any) -> list[types.WorkspaceFolder]:
        return [types.WorkspaceFolder(uri=file_uri(root), name=root.name)]

    @client.feature("workspace/applyEdit")
    def apply_edit(params: Any) -> types.ApplyWorkspaceEditResult:
        return types.ApplyWorkspaceEditResult(applied=False, failure_reason="kg-server never edits code")

    for accepted in ("window/workDoneProgress/create", "client/registerCapability", "client/unregisterCapability",
                     "workspace/diagnostic/refresh", "workspace/semanticTokens/refresh",
                     "workspace/inlayHint/refresh", "workspace/codeLens/refresh", "workspace/inlineValue/refresh",
                     "window/showMessageRequest", "window/showDocument"):
        client.feature(accepted)(_accept)

    @client.feature("$/progress")
    def progress(params: types.ProgressParams) -> None:
        value = params.value
        kind = value.get("kind") if isinstance(value, Mapping) else getattr(value, "kind", None)
        if kind in ("begin", "end"):
            on_progress(str(params.token), str(kind))

    @client.feature("window/logMessage")
    def log_message(params: types.LogMessageParams) -> None:
        log_tail.append(params.message)
        log.debug("%s", params.message)

    # JDT LS's own notifications: its state, its progress besides LSP's, events of the projects it imports.
    for ignored in ("textDocument/publishDiagnostics", "window/showMessage", "telemetry/event", "$/typescriptVersion",
                    "$/logTrace", "language/status", "language/progressReport", "language/eventNotification",
                    "language/actionableNotification"):
        client.feature(ignored)(_ignore)


def _accept(params: Any) -> None:
    return None


def _ignore(params: Any) -> None:
    return None
