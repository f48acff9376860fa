'use strict';

// Runs editors/vscode/extension.js against a minimal stand-in for the VS Code API and
// vscode-languageclient (neither can be installed here) and prints, as JSON, what the extension did:
// the LanguageClient it created and the languages it gave documents.
// Usage: node vscode_host.js <extension-dir> '<scenario JSON>'
//   scenario: { settings: {key: value}, workspaceFolder, languages: [ids], documents: [{fileName, languageId, text}] }

const Module = require('module');
const path = require('path');

const [extensionDir, scenarioJSON] = process.argv.slice(2);
const scenario = JSON.parse(scenarioJSON);
const report = { clients: [], languageChanges: [], commands: [] };

const disposable = { dispose() {} };
const vscode = {
  workspace: {
    workspaceFolders: scenario.workspaceFolder ? [{ uri: { fsPath: scenario.workspaceFolder } }] : undefined,
    textDocuments: (scenario.documents || []).map((d) => ({
      fileName: d.fileName,
      languageId: d.languageId,
      uri: { toString: () => `file://${d.fileName}` },
      getText: () => d.text,
    })),
    getConfiguration(section) {
      return { get: (key) => (scenario.settings || {})[`${section}.${key}`] };
    },
    onDidOpenTextDocument: () => disposable,
    onDidCloseTextDocument: () => disposable,
    onDidChangeConfiguration: () => disposable,
  },
  languages: {
    getLanguages: async () => scenario.languages || [],
    async setTextDocumentLanguage(document, languageId) {
      report.languageChanges.push({ fileName: document.fileName, languageId });
      return document;
    },
  },
  commands: {
    registerCommand(command) {
      report.commands.push(command);
      return disposable;
    },
    executeCommand: async () => undefined,
  },
  window: { showErrorMessage: async () => undefined },
};

class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    report.clients.push({ id, name, serverOptions, clientOptions, started: false });
    this.record = report.clients[report.clients.length - 1];
  }
  async start() {
    this.record.started = true;
  }
  async stop() {}
}

const stubs = { vscode, 'vscode-languageclient/node': { LanguageClient } };
const load = Module._load;
Module._load = function (request, parent, isMain) {
  return Object.prototype.hasOwnProperty.call(stubs, request) ? stubs[request] : load.call(this, request, parent, isMain);
};

const extension = require(path.resolve(extensionDir, require(path.resolve(extensionDir, 'package.json')).main));
const context = { subscriptions: [] };
extension
  .activate(context)
  .then(() => {
    report.subscriptions = context.subscriptions.length;
    process.stdout.write(JSON.stringify(report));
  })
  .catch((error) => {
    process.stderr.write(String(error && error.stack ? error.stack : error));
    process.exit(1);
  });
