'use strict';

// Which documents the extension hands to the server. The document selector names languages and
// schemes; these checks look at a document's name and content, which a selector cannot:
// - Swift files only when they are Sourcery input: they contain `sourcery:` or match
//   `nuance.files.sourcery`;
// - JSON files only when they are token files: by name (`nuance.files.tokens`), `nuance.json`, or by
//   content (tokens with `$value` or `value`), so that a token file opened without a folder is served.

// Larger `.json` files are data, not tokens someone edits (as the server decides).
const MAXIMUM_SNIFFED_SIZE = 1 << 20;

function stripComments(text) {
  return text.replace(/("(?:[^"\\\n]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (match, string) => string || '');
}

/** True when some object below the root is a token: it has a `$value`, or a `value` that is not an object. */
function looksLikeTokens(text) {
  if (text.length > MAXIMUM_SNIFFED_SIZE) return false;
  let root;
  try {
    root = JSON.parse(stripComments(text).replace(/,(\s*[}\]])/g, '$1'));
  } catch {
    return false;
  }
  if (root === null || typeof root !== 'object' || Array.isArray(root)) return false;
  const pending = Object.values(root);
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
    if ('$value' in value) return true;
    if ('value' in value && (value.value === null || typeof value.value !== 'object')) return true;
    pending.push(...Object.values(value));
  }
  return false;
}

function isSourceryInput(text) {
  return text.includes('sourcery:');
}

module.exports = { looksLikeTokens, isSourceryInput };
