'use strict';

// Copies the grammars from the repository's `grammars/` folder into `syntaxes/`, and the schema of
// `nuance.json` from `schemas/` into `schemas/` (not kept in git: the repository's is the one copy),
// because a packaged extension may only reference files inside its own folder. Runs before
// `vsce package`.

const fs = require('fs');
const path = require('path');

const source = path.join(__dirname, '..', '..', 'grammars');
const target = path.join(__dirname, 'syntaxes');

if (!fs.existsSync(source)) {
  console.log(`no ${source}: keeping the grammars in syntaxes/`);
  process.exit(0);
}
fs.mkdirSync(target, { recursive: true });
for (const name of fs.readdirSync(source)) {
  if (name.endsWith('.tmLanguage.json')) {
    fs.copyFileSync(path.join(source, name), path.join(target, name));
    console.log(`copied ${name}`);
  }
}

const schema = path.join(__dirname, '..', '..', 'schemas', 'nuance.schema.json');
if (fs.existsSync(schema)) {
  fs.mkdirSync(path.join(__dirname, 'schemas'), { recursive: true });
  fs.copyFileSync(schema, path.join(__dirname, 'schemas', 'nuance.schema.json'));
  console.log('copied nuance.schema.json');
}
