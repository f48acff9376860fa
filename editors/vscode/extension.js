'use strict';

const os = require('os');
const path = require('path');
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');
const { looksLikeNui } = require('./detect');
const { looksLikeTokens, isSourceryInput } = require('./served');

const LANGUAGE_ID = 'nss';
// Language ids other extensions give `.nss` files (NWScript).
const OTHER_NSS_LANGUAGES = ['nwscript'];
// Settings that only take effect when the server starts.
const RESTART_SETTINGS = [
  'nuance.server.path', 'nuance.dialect', 'nuance.hover.swatches', 'nuance.files.tokens', 'nuance.files.sourcery',
];
// Requests (their first argument is the document) the server answers only for the documents it
// serves (see `isServed`).
const DOCUMENT_REQUESTS = [
  'provideCompletionItem', 'provideHover', 'provideDefinition', 'provideReferences', 'provideDocumentHighlights',
  'provideDocumentSymbols', 'provideCodeActions', 'provideDocumentColors',
  'provideRenameEdits', 'prepareRename', 'provideDocumentFormattingEdits', 'provideDocumentRangeFormattingEdits',
  'provideFoldingRanges', 'provideSelectionRanges', 'provideInlayHints', 'provideDocumentLinks',
];

let client;
const decidedDocuments = new Set();

function settings() {
  return vscode.workspace.getConfiguration('nuance');
}

// In an untrusted workspace a workspace could name any program as the server: only the user's own
// setting counts there (`restrictedConfigurations` in package.json), and never relative to the folder.
function serverCommand() {
  const trusted = vscode.workspace.isTrusted !== false;
  const setting = trusted ? settings().get('server.path') : (settings().inspect('server.path') || {}).globalValue;
  const configured = (setting || 'nuance').replace(/^~(?=$|[\\/])/, os.homedir());
  if (path.isAbsolute(configured) || !/[\\/]/.test(configured)) return configured;
  if (!trusted) return 'nuance';
  const folder = vscode.workspace.workspaceFolders && vscode.workspace.workspaceFolders[0];
  return folder ? path.join(folder.uri.fsPath, configured) : configured;
}

function initializationOptions() {
  const dialect = settings().get('dialect');
  return {
    hoverSwatches: settings().get('hover.swatches') !== false,
    dialect: dialect === 'nui' || dialect === 'fiori' ? dialect : undefined,
  };
}

function tokenSelector() {
  return [{ scheme: 'file', pattern: '**/nuance.json' }, ...(settings().get('files.tokens') || []).map((pattern) => ({ scheme: 'file', pattern }))];
}

function sourcerySelector() {
  return (settings().get('files.sourcery') || []).map((pattern) => ({ scheme: 'file', language: 'swift', pattern }));
}

// Swift and JSON documents reach the server only when `isServed` says so (middleware below).
function documentSelector() {
  return [
    { scheme: 'file', language: LANGUAGE_ID },
    { scheme: 'untitled', language: LANGUAGE_ID },
    { scheme: 'file', language: 'swift' },
    { scheme: 'file', language: 'json' },
    { scheme: 'file', language: 'jsonc' },
    ...tokenSelector(),
  ];
}

// What a document is decided once per session (by its content for Swift and JSON).
const servedDocuments = new Map();

function isServed(document) {
  if (document.languageId === LANGUAGE_ID) return true;
  const key = document.uri.toString();
  if (servedDocuments.has(key)) return servedDocuments.get(key);
  let served = false;
  if (document.languageId === 'swift') {
    served = vscode.languages.match(sourcerySelector(), document) > 0 || isSourceryInput(document.getText());
  } else if (document.languageId === 'json' || document.languageId === 'jsonc') {
    served = vscode.languages.match(tokenSelector(), document) > 0 || looksLikeTokens(document.getText());
  }
  servedDocuments.set(key, served);
  return served;
}

function middleware() {
  const result = {
    didOpen: (document, next) => (isServed(document) ? next(document) : Promise.resolve()),
    didChange: (event, next) => (isServed(event.document) ? next(event) : Promise.resolve()),
    didSave: (document, next) => (isServed(document) ? next(document) : Promise.resolve()),
    didClose: (document, next) => (isServed(document) ? next(document) : Promise.resolve()),
    // Diagnostics belong to files: not to a diff view's or a preview's copy of one.
    handleDiagnostics: (uri, diagnostics, next) => {
      if (uri.scheme === 'file') next(uri, diagnostics);
    },
  };
  for (const name of DOCUMENT_REQUESTS) {
    result[name] = (document, ...rest) => {
      const next = rest[rest.length - 1];
      return isServed(document) ? next(document, ...rest.slice(0, -1)) : undefined;
    };
  }
  return result;
}

function createClient() {
  const serverOptions = { command: serverCommand(), args: ['lsp'] };
  const clientOptions = {
    documentSelector: documentSelector(),
    middleware: middleware(),
    initializationOptions: initializationOptions(),
    synchronize: { configurationSection: 'nuance' },
    outputChannelName: 'Nuance',
  };
  return new LanguageClient('nuance', 'Nuance', serverOptions, clientOptions);
}

async function startClient() {
  client = createClient();
  try {
    await client.start();
  } catch (error) {
    const choice = await vscode.window.showErrorMessage(
      `Nuance: cannot start \`${serverCommand()} lsp\` (${error.message || error})`,
      'Open Settings',
    );
    if (choice === 'Open Settings') {
      vscode.commands.executeCommand('workbench.action.openSettings', 'nuance.server.path');
    }
  }
}

async function stopClient() {
  if (!client) return;
  const running = client;
  client = undefined;
  try {
    await running.stop();
  } catch {
    // the server may already be gone
  }
}

async function restartClient() {
  const wasRunning = client !== undefined;
  await stopClient();
  if (wasRunning || (await shouldStart())) await startClient();
}

// `.nss` is shared with NWScript: give each `.nss` document the language its content shows, once per
// session, so that a language the user picks afterwards sticks.
async function detectLanguage(document) {
  if (!document.fileName.toLowerCase().endsWith('.nss')) return;
  const key = document.uri.toString();
  if (decidedDocuments.has(key)) return;
  decidedDocuments.add(key);
  const nui = looksLikeNui(document.getText());
  if (nui && document.languageId !== LANGUAGE_ID) {
    await vscode.languages.setTextDocumentLanguage(document, LANGUAGE_ID);
  } else if (!nui && document.languageId === LANGUAGE_ID) {
    const known = await vscode.languages.getLanguages();
    const other = OTHER_NSS_LANGUAGES.find((id) => known.includes(id)) || 'plaintext';
    await vscode.languages.setTextDocumentLanguage(document, other);
  }
}

// The files that make a folder Nuance's (as the `workspaceContains` activation events say).
const WORKSPACE_FILES = '{**/*.nss,**/nuance.json,**/*.tokens,**/*.tokens.json,**/*.resolver.json}';

// Activated by a JSON or Swift document (`onLanguage:`), the server starts only for a document it
// serves or a folder holding Nuance's files: not for every `package.json` opened without a folder.
async function shouldStart() {
  if (vscode.workspace.textDocuments.some(isServed)) return true;
  if (!vscode.workspace.workspaceFolders || vscode.workspace.workspaceFolders.length === 0) return false;
  const found = await vscode.workspace.findFiles(WORKSPACE_FILES, '**/node_modules/**', 1);
  return found.length > 0;
}

async function documentOpened(document) {
  await detectLanguage(document);
  if (!client && isServed(document)) await startClient();
}

// The server's code lenses ("3 uses") run `nuance.showReferences` with the arguments of
// `editor.action.showReferences` in their LSP form: the document URI, the definition's position and the
// uses' locations. VS Code's command needs its own types.
function showReferences(uri, position, locations) {
  if (!client) return undefined;
  const convert = client.protocol2CodeConverter;
  return vscode.commands.executeCommand(
    'editor.action.showReferences', convert.asUri(uri), convert.asPosition(position), (locations || []).map((location) => convert.asLocation(location)),
  );
}

async function activate(context) {
  context.subscriptions.push(
    vscode.workspace.onDidOpenTextDocument(documentOpened),
    vscode.commands.registerCommand('nuance.restartServer', restartClient),
    vscode.commands.registerCommand('nuance.showReferences', showReferences),
    vscode.workspace.onDidGrantWorkspaceTrust(restartClient),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (RESTART_SETTINGS.some((section) => event.affectsConfiguration(section))) {
        servedDocuments.clear();
        restartClient();
      }
    }),
    { dispose: stopClient },
  );
  for (const document of vscode.workspace.textDocuments) await detectLanguage(document);
  if (await shouldStart()) await startClient();
}

function deactivate() {
  return stopClient();
}

module.exports = { activate, deactivate };
