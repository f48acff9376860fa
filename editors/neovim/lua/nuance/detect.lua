-- Content detection for `.nss` files: NUI stylesheets share the extension with NWScript, Niagara
-- theme sheets, Nidium, Nilesoft Shell and other files. The tables come from
-- editors/nss-content-detection.json (detect_rules.lua is generated from it); the rules are the
-- server's (Sources/NSS/NSSContentDetection.swift) and the VS Code extension's
-- (editors/vscode/detect.js), stated in docs/content-detection.md.

local rules = require("nuance.detect_rules")

local M = {}

M.max_lines = rules.meaningful_lines

local function set_of(characters)
  local set = {}
  for i = 1, #characters do set[characters:sub(i, i)] = true end
  return set
end

local names = set_of(rules.name_characters)
local definition_names = set_of(rules.definition_name_characters)
local forbidden = set_of(rules.value_forbidden_characters)

local function trim(text)
  return (text:gsub("^[ \t\r\f]+", ""):gsub("[ \t\r\f]+$", ""))
end

local function starts_with(text, prefix)
  return text:sub(1, #prefix) == prefix
end

local function is_name_start(character)
  return character ~= "" and character:match("^[A-Za-z_]$") ~= nil
end

local function all_in(text, set)
  for i = 1, #text do
    if not set[text:sub(i, i)] then return false end
  end
  return true
end

local function any_in(text, set)
  for i = 1, #text do
    if set[text:sub(i, i)] then return true end
  end
  return false
end

local function split(text, separator)
  local parts, start = {}, 1
  while true do
    local at = text:find(separator, start, true)
    if not at then
      parts[#parts + 1] = text:sub(start)
      return parts
    end
    parts[#parts + 1] = text:sub(start, at - 1)
    start = at + 1
  end
end

-- The first lines with something other than blanks and comments, trimmed, block comments blanked.
local function meaningful_lines(lines)
  local result, in_comment = {}, false
  for index, raw in ipairs(lines) do
    if #result >= rules.meaningful_lines then break end
    if index == 1 and starts_with(raw, "\239\187\191") then raw = raw:sub(4) end
    local out, i = {}, 1
    while i <= #raw do
      local character, following = raw:sub(i, i), raw:sub(i + 1, i + 1)
      if in_comment then
        if character == "*" and following == "/" then in_comment = false; i = i + 1 end
        out[#out + 1] = " "
      elseif character == "/" and following == "*" then
        in_comment = true
        out[#out + 1] = " "
        i = i + 1
      else
        out[#out + 1] = character
      end
      i = i + 1
    end
    local line = trim(table.concat(out))
    if line ~= "" and not starts_with(line, "//") then result[#result + 1] = line end
  end
  return result
end

local function starts_foreign(line)
  for _, start in ipairs(rules.foreign_line_starts) do
    if starts_with(line, start) then return true end
  end
  return rules.foreign_selector_starts:find(line:sub(1, 1), 1, true) ~= nil and line:find("{", 1, true) ~= nil
end

-- A value: up to its first `;` (a declaration's end), before any `//` comment.
local function value_verdict(text)
  local value = text
  local comment = value:find("//", 1, true)
  if comment then value = value:sub(1, comment - 1) end
  value = trim(value)
  local semicolon = value:find(";", 1, true)
  local body = trim(semicolon and value:sub(1, semicolon - 1) or value)
  if body == "" or any_in(body, forbidden) then return "other" end
  return semicolon and "nui" or "neutral"
end

-- Class names (each a name, optionally `:`-joined parts) separated by commas; one trailing comma.
local function is_selector_list(text)
  local list = trim(text)
  if list:sub(-1) == "," then list = trim(list:sub(1, -2)) end
  if list == "" then return false end
  for _, raw in ipairs(split(list, ",")) do
    local selector = trim(raw)
    if not is_name_start(selector:sub(1, 1)) then return false end
    for _, part in ipairs(split(selector, ":")) do
      if part == "" or not all_in(part, names) then return false end
    end
  end
  return true
end

local function verdict(line, next_line)
  if line:match("^[{};\t ]+$") then return "neutral" end
  if starts_with(line, "@media") then return "nui" end
  if line:sub(1, 1) == "@" then
    local name_end = 2
    while name_end <= #line and definition_names[line:sub(name_end, name_end)] do name_end = name_end + 1 end
    if name_end == 2 then return "other" end
    local rest = trim(line:sub(name_end))
    if rest:sub(1, 1) == ":" then return value_verdict(rest:sub(2)) end
    return "other"
  end
  local brace = line:find("{", 1, true)
  if brace then
    -- A mistyped selector is neutral; a line that opens with `{` and goes on (JSON) is not NUI.
    if is_selector_list(line:sub(1, brace - 1)) then return "nui" end
    return brace == 1 and "other" or "neutral"
  end
  if not is_name_start(line:sub(1, 1)) then return "other" end
  if (line:sub(-1) == "," or next_line:sub(1, 1) == "{") and is_selector_list(line) then return "nui" end
  local name_end = 1
  while name_end <= #line and names[line:sub(name_end, name_end)] do name_end = name_end + 1 end
  local rest = trim(line:sub(name_end))
  if rest:sub(1, 1) == ":" then return value_verdict(rest:sub(2)) end
  return "other"
end

--- Whether `lines` (a list of strings) read as a NUI stylesheet (an empty one does).
function M.looks_like_nui(lines)
  local meaningful = meaningful_lines(lines)
  local nui, other = 0, 0
  for index, line in ipairs(meaningful) do
    if starts_foreign(line) then return false end
    local result = verdict(line, meaningful[index + 1] or "")
    if result == "nui" then
      nui = nui + 1
    elseif result == "other" then
      other = other + 1
    end
  end
  return other * rules.nui_lines_per_other_line <= nui
end

--- The filetype of a `.nss` buffer: `nss` for NUI stylesheets, else `nwscript`.
function M.filetype(bufnr)
  local lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  return M.looks_like_nui(lines) and "nss" or "nwscript"
end

--- Sets the filetype of a `.nss` buffer from its content (used by ftdetect/nss.vim).
function M.set_filetype(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local filetype = M.filetype(bufnr)
  if vim.bo[bufnr].filetype ~= filetype then
    vim.bo[bufnr].filetype = filetype
  end
end

return M
