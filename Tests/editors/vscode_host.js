'use strict';

// Runs editors/vscode/extension.js against a minimal stand-in for the VS Code API and
// vscode-languageclient (neither can be installed here) and prints, as JSON, what the extension did:
// the LanguageClient it created and the languages it gave documents.
// Usage: node vscode_host.js <extension-dir> '<scenario JSON>'
//   scenario: { settings: {key: value}, userSettings: {key: value}, trusted, workspaceFolder, workspaceFiles: [paths],
//               languages: [ids], documents: [{fileName, languageId, text}], diagnosticURIs: [{scheme, path}],
//               runCommands: [{command, args}] }
// `settings` are the effective values, `userSettings` the user's own (what `inspect().globalValue` gives).
// For every document and URI it reports what the client's middleware passes to the server.

const Module = require('module');
const path = require('path');

const [extensionDir, scenarioJSON] = process.argv.slice(2);
const scenario = JSON.parse(scenarioJSON);
const report = { clients: [], languageChanges: [], commands: [], served: {}, diagnosticsShown: [], executed: [] };
const commandHandlers = {};

// `*`, `**` and `{a,b}` globs as VS Code's document filters read them.
function globToRegExp(glob) {
  let source = '';
  for (let index = 0; index < glob.length; index += 1) {
    const character = glob[index];
    if (character === '*' && glob[index + 1] === '*') {
      source += glob[index + 2] === '/' ? '(?:.*/)?' : '.*';
      index += glob[index + 2] === '/' ? 2 : 1;
    } else if (character === '*') source += '[^/]*';
    else if (character === '{') source += '(?:';
    else if (character === '}') source += ')';
    else if (character === ',') source += '|';
    else source += character.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

function matchesFilter(filter, document) {
  if (filter.language && filter.language !== document.languageId) return false;
  if (filter.scheme && filter.scheme !== 'file') return false;
  if (filter.pattern && !globToRegExp(filter.pattern).test(document.fileName)) return false;
  return true;
}
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
    isTrusted: scenario.trusted !== false,
    getConfiguration(section) {
      return {
        get: (key) => (scenario.settings || {})[`${section}.${key}`],
        inspect: (key) => ({ globalValue: (scenario.userSettings || {})[`${section}.${key}`] }),
      };
    },
    findFiles: async () => (scenario.workspaceFiles || []).slice(0, 1),
    onDidGrantWorkspaceTrust: () => disposable,
    onDidOpenTextDocument: () => disposable,
    onDidCloseTextDocument: () => disposable,
    onDidChangeConfiguration: () => disposable,
  },
  languages: {
    match: (selector, document) => (selector.some((filter) => matchesFilter(filter, document)) ? 10 : 0),
    getLanguages: async () => scenario.languages || [],
    async setTextDocumentLanguage(document, languageId) {
      report.languageChanges.push({ fileName: document.fileName, languageId });
      return document;
    },
  },
  commands: {
    registerCommand(command, handler) {
      report.commands.push(command);
      commandHandlers[command] = handler;
      return disposable;
    },
    async executeCommand(command, ...args) {
      report.executed.push({ command, args });
      return undefined;
    },
  },
  window: { showErrorMessage: async () => undefined },
};

class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    report.clients.push({ id, name, serverOptions, clientOptions, started: false });
    this.record = report.clients[report.clients.length - 1];
    // Functions do not survive JSON: the middleware is exercised after activation, then dropped.
    Object.defineProperty(this.record, 'middleware', { value: clientOptions.middleware, enumerable: false });
  }
  async start() {
    this.record.started = true;
  }
  // Tags each converted value with the type VS Code would give it.
  get protocol2CodeConverter() {
    return {
      asUri: (uri) => ({ type: 'Uri', uri }),
      asPosition: (position) => ({ type: 'Position', ...position }),
      asLocation: (location) => ({ type: 'Location', uri: { type: 'Uri', uri: location.uri }, range: location.range }),
    };
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
  .then(async () => {
    report.subscriptions = context.subscriptions.length;
    const middleware = report.clients.length > 0 ? report.clients[0].middleware : undefined;
    if (middleware) {
      for (const document of vscode.workspace.textDocuments) {
        middleware.didOpen(document, () => {
          report.served[document.fileName] = true;
          return Promise.resolve();
        });
        if (!report.served[document.fileName]) report.served[document.fileName] = false;
      }
      for (const uri of scenario.diagnosticURIs || []) {
        middleware.handleDiagnostics(uri, [], () => report.diagnosticsShown.push(`${uri.scheme}:${uri.path}`));
      }
    }
    for (const run of scenario.runCommands || []) {
      await commandHandlers[run.command](...run.args);
    }
    process.stdout.write(JSON.stringify(report));
  })
  .catch((error) => {
    process.stderr.write(String(error && error.stack ? error.stack : error));
    process.exit(1);
  });
