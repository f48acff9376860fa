-- Content detection for `.nss` files: NUI stylesheets share the extension with NWScript, Niagara
-- theme sheets, Nidium and Nilesoft Shell files. The same rules live in editors/vscode/detect.js;
-- keep the two in step.

local M = {}

M.max_lines = 200

local preprocessor = { include = true, define = true, ["if"] = true, ifdef = true, ifndef = true, endif = true, pragma = true }
local code_words = {
  void = true, int = true, float = true, string = true, object = true, effect = true, location = true,
  vector = true, struct = true, const = true, ["if"] = true, ["else"] = true, ["while"] = true,
  ["for"] = true, ["return"] = true, switch = true, case = true,
}

-- A line only a NUI stylesheet has.
local function is_nui_line(line)
  if line:match("^@[%w_%-\\%.]+%s*:") or line:match("^@media%s*%(") then
    return true
  end
  local property = line:match("^([a-z][a-z0-9%-]*)%s*:")
  -- a hyphenated property name: single hyphens between letters or digits
  return property ~= nil and property:find("-", 1, true) ~= nil
    and not property:find("--", 1, true) and property:sub(-1) ~= "-"
end

-- A line only code or other formats have.
local function is_other_line(line)
  local directive = line:match("^#%s*(%a+)")
  if directive and preprocessor[directive] then return true end
  if line:find('"', 1, true) then return true end
  if line:match("^[%a_][%w_]*%s*%(") then return true end
  local word = line:match("^([%a_]+)[%s(]")
  if word and code_words[word] then return true end
  return line:match("^%$[%a_]") ~= nil
end

local function strip_block_comments(text)
  local function blank(comment) return (comment:gsub("[^\n]", " ")) end
  text = text:gsub("/%*.-%*/", blank)
  return (text:gsub("/%*.*$", blank))
end

--- Whether `lines` (a list of strings) read as a NUI stylesheet (an empty one does).
function M.looks_like_nui(lines)
  local first = {}
  for i = 1, math.min(#lines, M.max_lines) do first[i] = lines[i] end
  local text = strip_block_comments(table.concat(first, "\n"))
  local nui, other = 0, 0
  for raw in (text .. "\n"):gmatch("(.-)\n") do
    local line = raw:match("^%s*(.-)%s*$")
    if line ~= "" and line:sub(1, 2) ~= "//" then
      if is_other_line(line) then
        other = other + 1
      elseif is_nui_line(line) then
        nui = nui + 1
      end
    end
  end
  return nui >= other
end

--- The filetype of a `.nss` buffer: `nss` for NUI stylesheets, else `nwscript`.
function M.filetype(bufnr)
  local lines = vim.api.nvim_buf_get_lines(bufnr, 0, M.max_lines, false)
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
