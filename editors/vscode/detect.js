'use strict';

// Content detection for `.nss` files: NUI stylesheets share the extension with NWScript, Niagara
// theme sheets, Nidium, Nilesoft Shell and other files. The tables come from
// editors/nss-content-detection.json (detect-rules.js is generated from it); the rules are the
// server's (Sources/NSS/NSSContentDetection.swift) and the Neovim plugin's
// (editors/neovim/lua/nuance/detect.lua), stated in docs/content-detection.md.

const RULES = require('./detect-rules');

const NAMES = new Set(RULES.nameCharacters);
const DEFINITION_NAMES = new Set(RULES.definitionNameCharacters);
const FORBIDDEN = new Set(RULES.valueForbiddenCharacters);
const BLANK = /^[ \t\r\f]+|[ \t\r\f]+$/g;

function trim(text) {
  return text.replace(BLANK, '');
}

function isNameStart(character) {
  return /^[A-Za-z_]$/.test(character);
}

/** The first lines with something other than blanks and comments, trimmed, block comments blanked. */
function meaningfulLines(text) {
  const lines = [];
  let inComment = false;
  for (const raw of text.replace(/^\uFEFF/, '').split('\n')) {
    if (lines.length >= RULES.meaningfulLines) break;
    let line = '';
    for (let index = 0; index < raw.length; index += 1) {
      const character = raw[index];
      const following = raw[index + 1];
      if (inComment) {
        if (character === '*' && following === '/') { inComment = false; index += 1; }
        line += ' ';
      } else if (character === '/' && following === '*') {
        inComment = true;
        line += ' ';
        index += 1;
      } else {
        line += character;
      }
    }
    const trimmed = trim(line);
    if (trimmed !== '' && !trimmed.startsWith('//')) lines.push(trimmed);
  }
  return lines;
}

function startsForeign(line) {
  if (RULES.foreignLineStarts.some((start) => line.startsWith(start))) return true;
  return RULES.foreignSelectorStarts.includes(line[0]) && line.includes('{');
}

/** A value: up to its first `;` (a declaration's end), before any `//` comment. */
function valueVerdict(text) {
  let value = text;
  const comment = value.indexOf('//');
  if (comment >= 0) value = value.slice(0, comment);
  value = trim(value);
  const semicolon = value.indexOf(';');
  const body = trim(semicolon >= 0 ? value.slice(0, semicolon) : value);
  if (body === '' || [...body].some((character) => FORBIDDEN.has(character))) return 'other';
  return semicolon < 0 ? 'neutral' : 'nui';
}

/** Class names (each a name, optionally `:`-joined parts) separated by commas; one trailing comma. */
function isSelectorList(text) {
  let list = trim(text);
  if (list.endsWith(',')) list = trim(list.slice(0, -1));
  if (list === '') return false;
  return list.split(',').every((raw) => {
    const selector = trim(raw);
    if (selector === '' || !isNameStart(selector[0])) return false;
    return selector.split(':').every((part) => part !== '' && [...part].every((character) => NAMES.has(character)));
  });
}

function verdict(line, next) {
  if (/^[{};\t ]+$/.test(line)) return 'neutral';
  if (line.startsWith('@media')) return 'nui';
  if (line[0] === '@') {
    let nameEnd = 1;
    while (nameEnd < line.length && DEFINITION_NAMES.has(line[nameEnd])) nameEnd += 1;
    if (nameEnd === 1) return 'other';
    const rest = trim(line.slice(nameEnd));
    return rest[0] === ':' ? valueVerdict(rest.slice(1)) : 'other';
  }
  const brace = line.indexOf('{');
  if (brace >= 0) {
    // A mistyped selector is neutral; a line that opens with `{` and goes on (JSON) is not NUI.
    if (isSelectorList(line.slice(0, brace))) return 'nui';
    return brace === 0 ? 'other' : 'neutral';
  }
  if (!isNameStart(line[0])) return 'other';
  if ((line.endsWith(',') || next[0] === '{') && isSelectorList(line)) return 'nui';
  let nameEnd = 0;
  while (nameEnd < line.length && NAMES.has(line[nameEnd])) nameEnd += 1;
  const rest = trim(line.slice(nameEnd));
  return rest[0] === ':' ? valueVerdict(rest.slice(1)) : 'other';
}

/** Whether `text` reads as a NUI stylesheet rather than another `.nss` format (an empty one does). */
function looksLikeNui(text) {
  const lines = meaningfulLines(text);
  let nui = 0;
  let other = 0;
  for (let index = 0; index < lines.length; index += 1) {
    if (startsForeign(lines[index])) return false;
    const result = verdict(lines[index], lines[index + 1] || '');
    if (result === 'nui') nui += 1;
    else if (result === 'other') other += 1;
  }
  return other * RULES.nuiLinesPerOtherLine <= nui;
}

module.exports = { looksLikeNui };
