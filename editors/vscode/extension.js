'use strict';

const os = require('os');
const path = require('path');
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');
const { looksLikeNui } = require('./detect');

const LANGUAGE_ID = 'nss';
// Language ids other extensions give `.nss` files (NWScript).
const OTHER_NSS_LANGUAGES = ['nwscript'];
// Settings that only take effect when the server starts.
const RESTART_SETTINGS = ['nuance.server.path', 'nuance.dialect', 'nuance.hover.swatches', 'nuance.files.tokens'];

let client;
const decidedDocuments = new Set();

function settings() {
  return vscode.workspace.getConfiguration('nuance');
}

function serverCommand() {
  const configured = (settings().get('server.path') || 'nuance').replace(/^~(?=$|[\\/])/, os.homedir());
  if (path.isAbsolute(configured) || !/[\\/]/.test(configured)) return configured;
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

function documentSelector() {
  const tokenGlobs = settings().get('files.tokens') || [];
  return [
    { language: LANGUAGE_ID },
    { scheme: 'file', language: 'swift' },
    { scheme: 'file', pattern: '**/nuance.json' },
    ...tokenGlobs.map((pattern) => ({ scheme: 'file', pattern })),
  ];
}

function createClient() {
  const serverOptions = { command: serverCommand(), args: ['lsp'] };
  const clientOptions = {
    documentSelector: documentSelector(),
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
  await stopClient();
  await startClient();
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

async function activate(context) {
  context.subscriptions.push(
    vscode.workspace.onDidOpenTextDocument(detectLanguage),
    vscode.commands.registerCommand('nuance.restartServer', restartClient),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (RESTART_SETTINGS.some((section) => event.affectsConfiguration(section))) restartClient();
    }),
    { dispose: stopClient },
  );
  for (const document of vscode.workspace.textDocuments) await detectLanguage(document);
  await startClient();
}

function deactivate() {
  return stopClient();
}

module.exports = { activate, deactivate };
