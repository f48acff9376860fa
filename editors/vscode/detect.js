'use strict';

// Content detection for `.nss` files: NUI stylesheets share the extension with NWScript, Niagara
// theme sheets, Nidium and Nilesoft Shell files. The same rules live in
// editors/neovim/lua/nuance/detect.lua; keep the two in step.

const MAX_LINES = 200;

// Lines only a NUI stylesheet has.
const NUI_LINE = [
  /^@[A-Za-z0-9_\-\\.]+\s*:/, //            @primaryColor: #0A6ED1;
  /^[a-z][a-z0-9]*(-[a-z0-9]+)+\s*:/, //      font-color: red;  (hyphenated property)
  /^@media\s*\(/, //                          @media (device:ipad)
];

// Lines only code or other formats have.
const OTHER_LINE = [
  /^#\s*(include|define|if|ifdef|ifndef|endif|pragma)\b/, // preprocessor (NWScript, Niagara)
  /"/, //                                                 quoted strings never occur in NUI
  /^[A-Za-z_][A-Za-z0-9_]*\s*\(/, //                      call or function head at line start
  /^(void|int|float|string|object|effect|location|vector|struct|const|if|else|while|for|return|switch|case)\b[\s(]/,
  /^\$[A-Za-z_]/, //                                      Niagara variables
];

function stripBlockComments(text) {
  return text.replace(/\/\*[\s\S]*?(\*\/|$)/g, (comment) => comment.replace(/[^\n]/g, ' '));
}

/** Whether `text` reads as a NUI stylesheet rather than another `.nss` format (an empty one does). */
function looksLikeNui(text) {
  const lines = stripBlockComments(text).split(/\r?\n/, MAX_LINES);
  let nui = 0;
  let other = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '' || line.startsWith('//')) continue;
    if (OTHER_LINE.some((pattern) => pattern.test(line))) other += 1;
    else if (NUI_LINE.some((pattern) => pattern.test(line))) nui += 1;
  }
  return nui >= other;
}

module.exports = { looksLikeNui };
