-- Nuance language server client for Neovim 0.7+.
--
--   require("nuance").setup({ cmd = { "nuance", "lsp" }, settings = {}, init_options = {} })
--
-- On Neovim 0.11+ the server is registered with vim.lsp.config / vim.lsp.enable; earlier versions
-- start one client per root with vim.lsp.start_client and attach buffers with buf_attach_client.

local detect = require("nuance.detect")

local M = {}

M.defaults = {
  cmd = { "nuance", "lsp" },
  filetypes = { "nss", "json", "jsonc", "swift" },
  root_markers = { "nuance.json", ".git" },
  -- JSON buffers are served only when their file name matches one of these Lua patterns.
  json_files = { "%.tokens$", "%.tokens%.json$", "%.resolver%.json$", "^nuance%.json$" },
  settings = {},
  -- Neovim's hover window shows no images, so colour swatches are off.
  init_options = { hoverSwatches = false },
  capabilities = nil,
  on_attach = nil,
  -- Show the server's code lenses ("3 uses") in served buffers, refreshed when entering a buffer and
  -- after editing; `vim.lsp.codelens.run()` on a lens lists the uses in the quickfix window.
  codelens = true,
}

M.config = vim.deepcopy(M.defaults)

local clients_by_root = {}

local function contains(list, value)
  for _, item in ipairs(list) do
    if item == value then return true end
  end
  return false
end

local function basename(path)
  return path:match("([^/\\]+)$") or path
end

local function dirname(path)
  return path:match("^(.*)[/\\][^/\\]*$") or "."
end

local function exists(path)
  return vim.loop.fs_stat(path) ~= nil
end

--- The root of the workspace holding `path`: the nearest folder with one of the root markers.
function M.root_dir(path)
  local dir = dirname(vim.fn.fnamemodify(path, ":p"))
  local start = dir
  while true do
    for _, marker in ipairs(M.config.root_markers) do
      if exists(dir .. "/" .. marker) then return dir end
    end
    local parent = dirname(dir)
    if parent == dir or parent == "" then return start end
    dir = parent
  end
end

--- Whether the server should serve this buffer.
function M.wants(bufnr)
  local filetype = vim.bo[bufnr].filetype
  local name = vim.api.nvim_buf_get_name(bufnr)
  if name == "" or not contains(M.config.filetypes, filetype) then return false end
  if filetype == "json" or filetype == "jsonc" then
    local file = basename(name)
    for _, pattern in ipairs(M.config.json_files) do
      if file:match(pattern) then return true end
    end
    return false
  end
  return true
end

local function client_config(root)
  return {
    name = "nuance",
    cmd = M.config.cmd,
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = basename(root) } },
    settings = M.config.settings,
    init_options = M.config.init_options,
    capabilities = M.config.capabilities,
    on_attach = M.config.on_attach,
  }
end

-- Neovim 0.7–0.10: one client per root, started on the first buffer that wants it.
function M.attach(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  if not M.wants(bufnr) then return nil end
  local root = M.root_dir(vim.api.nvim_buf_get_name(bufnr))
  local client_id = clients_by_root[root]
  if client_id == nil or vim.lsp.get_client_by_id(client_id) == nil then
    client_id = vim.lsp.start_client(client_config(root))
    if client_id == nil then return nil end
    clients_by_root[root] = client_id
  end
  vim.lsp.buf_attach_client(bufnr, client_id)
  return client_id
end

--- The code lenses' command: its arguments are the document URI, the definition's position and the
--- locations of the uses, in their LSP form.
function M.show_references(command, ctx)
  local locations = (command.arguments or {})[3] or {}
  local client = vim.lsp.get_client_by_id(ctx.client_id)
  local items = vim.lsp.util.locations_to_items(locations, client and client.offset_encoding or "utf-16")
  vim.fn.setqflist({}, " ", { title = command.title, items = items })
  if #items > 0 then vim.cmd("copen") end
end

local function served_by_nuance(bufnr)
  local clients = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = bufnr }) or vim.lsp.buf_get_clients(bufnr)
  for _, client in pairs(clients) do
    if client.name == "nuance" then return true end
  end
  return false
end

local function codelens_refresh()
  vim.lsp.commands["nuance.showReferences"] = M.show_references
  if not M.config.codelens then return end
  local group = vim.api.nvim_create_augroup("nuance_codelens", { clear = true })
  vim.api.nvim_create_autocmd({ "BufEnter", "InsertLeave", "BufWritePost", "CursorHold" }, {
    group = group,
    callback = function(args)
      if served_by_nuance(args.buf) then vim.lsp.codelens.refresh() end
    end,
  })
end

local function filetype_detection()
  local config = { extension = { nss = function(_, bufnr) return detect.filetype(bufnr) end } }
  if vim.filetype and vim.filetype.add then vim.filetype.add(config) end
end

local function setup_native()
  vim.lsp.config("nuance", {
    cmd = M.config.cmd,
    filetypes = M.config.filetypes,
    root_markers = M.config.root_markers,
    settings = M.config.settings,
    init_options = M.config.init_options,
    capabilities = M.config.capabilities,
    on_attach = M.config.on_attach,
    root_dir = function(bufnr, on_dir)
      if M.wants(bufnr) then on_dir(M.root_dir(vim.api.nvim_buf_get_name(bufnr))) end
    end,
  })
  vim.lsp.enable("nuance")
end

local function setup_legacy()
  local group = vim.api.nvim_create_augroup("nuance", { clear = true })
  vim.api.nvim_create_autocmd("FileType", {
    group = group,
    pattern = M.config.filetypes,
    callback = function(args) M.attach(args.buf) end,
  })
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) then M.attach(bufnr) end
  end
end

--- Configures filetype detection and the language server. Options extend `M.defaults`.
function M.setup(options)
  M.config = vim.tbl_deep_extend("force", vim.deepcopy(M.defaults), options or {})
  for _, key in ipairs({ "cmd", "filetypes", "root_markers", "json_files" }) do
    if options and options[key] then M.config[key] = options[key] end
  end
  filetype_detection()
  codelens_refresh()
  if vim.lsp.config and vim.lsp.enable then
    setup_native()
  else
    setup_legacy()
  end
  return M
end

return M
