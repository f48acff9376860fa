-- Drives the Neovim plugin headless and writes what happened as JSON. Always ends Neovim.
--
--   nvim --headless -u NONE --cmd "set rtp^=<editors/neovim>" -c "luafile nvim_driver.lua"
--
-- Environment: NUANCE_TEST_RESULT (output file), NUANCE_TEST_MODE ("detect", "lsp", "health", "screens" or "lenses"),
-- NUANCE_TEST_FILES (detect: newline-separated files), NUANCE_TEST_SYNTAX=1 (detect: also syntax groups), NUANCE_TEST_WORKSPACE and NUANCE_BINARY (lsp, health),
-- NUANCE_TEST_TIMEOUT_MS (per wait, default 20000).

local result = { version = vim.version(), errors = {} }
local timeout = tonumber(os.getenv("NUANCE_TEST_TIMEOUT_MS") or "") or 20000

local function json_file(path, value)
  local file = assert(io.open(path, "w"))
  file:write(vim.fn.json_encode(value))
  file:close()
end

local function open(path)
  vim.cmd("edit " .. vim.fn.fnameescape(path))
  return vim.api.nvim_get_current_buf()
end

-- lsp/nuance.lua (read by vim.lsp.enable on 0.11+): its fields and where its root_dir puts buffers.
local function native_config()
  local file = vim.api.nvim_get_runtime_file("lsp/nuance.lua", false)[1]
  local config = dofile(file)
  local roots = {}
  local workspace = os.getenv("NUANCE_TEST_WORKSPACE")
  for _, relative in ipairs({ "Themes/Clean.nss", "Design/brand.tokens.json", "Design/palette.json" }) do
    local bufnr = open(workspace .. "/" .. relative)
    roots[relative] = vim.NIL
    config.root_dir(bufnr, function(dir) roots[relative] = dir end)
  end
  return { cmd = config.cmd, filetypes = config.filetypes, root_markers = config.root_markers, roots = roots }
end

-- Syntax groups per line, as runs of { text, group } (group "" where no syntax item applies).
local function syntax_runs(bufnr)
  local lines = {}
  for lnum, text in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    local runs = {}
    for col = 1, #text do
      local group = vim.fn.synIDattr(vim.fn.synID(lnum, col, 1), "name")
      local last = runs[#runs]
      if last and last[2] == group then
        last[1] = last[1] .. text:sub(col, col)
      else
        table.insert(runs, { text:sub(col, col), group })
      end
    end
    lines[lnum] = runs
  end
  return lines
end

local function detect_mode()
  result.files = {}
  for path in (os.getenv("NUANCE_TEST_FILES") or ""):gmatch("[^\n]+") do
    vim.v.errmsg = ""
    local bufnr = open(path)
    result.files[path] = {
      filetype = vim.bo[bufnr].filetype,
      syntax = vim.b[bufnr].current_syntax or vim.NIL,
      error = vim.v.errmsg,
    }
    if os.getenv("NUANCE_TEST_SYNTAX") == "1" then result.files[path].syntax_runs = syntax_runs(bufnr) end
    vim.cmd("bwipeout!")
  end
  if os.getenv("NUANCE_TEST_WORKSPACE") then result.native_config = native_config() end
end

local function attached_client(bufnr)
  local clients = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = bufnr }) or vim.lsp.buf_get_clients(bufnr)
  for _, client in pairs(clients) do
    if client.name == "nuance" then return client end
  end
  return nil
end

local function diagnostics_of(bufnr)
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(list, {
      lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col, severity = d.severity,
      message = d.message, source = d.source or vim.NIL,
      code = (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or vim.NIL,
    })
  end
  return list
end

local function lsp_mode()
  local workspace = assert(os.getenv("NUANCE_TEST_WORKSPACE"), "NUANCE_TEST_WORKSPACE is not set")
  local binary = assert(os.getenv("NUANCE_BINARY"), "NUANCE_BINARY is not set")

  local published = {}
  local publish = vim.lsp.handlers["textDocument/publishDiagnostics"]
  vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, params, ctx, config)
    published[vim.uri_to_fname(params.uri)] = true
    return publish(err, params, ctx, config)
  end

  require("nuance").setup({ cmd = { binary, "lsp" }, init_options = { dialect = "nui" } })

  local buffers, files = {}, {}
  for _, relative in ipairs({ "Themes/Broken.nss", "Themes/Clean.nss", "Scripts/door_open.nss",
                              "Design/brand.tokens.json", "Design/palette.json", "Models/Card.swift" }) do
    local path = workspace .. "/" .. relative
    buffers[relative] = open(path)
    files[relative] = vim.api.nvim_buf_get_name(buffers[relative])
  end

  local broken = buffers["Themes/Broken.nss"]
  result.initialized = vim.wait(timeout, function()
    local client = attached_client(broken)
    return client ~= nil and client.initialized == true
  end, 50)
  local client = attached_client(broken)
  if client then
    result.client = {
      name = client.name,
      root_dir = client.config.root_dir,
      cmd = client.config.cmd,
      init_options = client.config.init_options,
      has_capabilities = next(client.server_capabilities or client.resolved_capabilities or {}) ~= nil,
    }
  end

  result.broken_diagnostics_arrived = vim.wait(timeout, function()
    return #vim.diagnostic.get(broken) > 0
  end, 50)
  local clean_file = files["Themes/Clean.nss"]
  result.clean_published = vim.wait(math.min(timeout, 5000), function() return published[clean_file] == true end, 50)

  -- Editor features through the real client, at the use of `@accent` in Themes/Clean.nss
  -- (line 5: `    background-color: @accent;`, the `@` at column 22).
  local clean = buffers["Themes/Clean.nss"]
  local function request(method, params)
    local responses = vim.lsp.buf_request_sync(clean, method, params, timeout) or {}
    for _, response in pairs(responses) do
      if response.error then return { error = response.error.message } end
      return { result = response.result }
    end
    return { error = "no response" }
  end
  local document = { uri = vim.uri_from_bufnr(clean) }
  local typed = { textDocument = document, position = { line = 4, character = 24 } }
  local on_use = { textDocument = document, position = { line = 4, character = 25 } }
  local completion = request("textDocument/completion", typed)
  local items = completion.result and (completion.result.items or completion.result) or {}
  result.completion_labels = {}
  for _, item in ipairs(items) do table.insert(result.completion_labels, item.label) end
  local hover = request("textDocument/hover", on_use)
  result.hover = hover.result and hover.result.contents or hover.error
  local definition = request("textDocument/definition", on_use)
  result.definition = definition.result or definition.error
  local rename = request("textDocument/rename", {
    textDocument = document, position = on_use.position, newName = "brand" })
  result.rename = rename.result or rename.error

  result.buffers = {}
  for relative, bufnr in pairs(buffers) do
    local attached = attached_client(bufnr)
    result.buffers[relative] = {
      filetype = vim.bo[bufnr].filetype,
      attached = attached ~= nil,
      same_client = attached ~= nil and client ~= nil and attached.id == client.id,
      diagnostics = diagnostics_of(bufnr),
    }
  end

  -- What a user sees after `:bd` + `:e` and after `:e!` of a sheet with findings: the client drops
  -- the diagnostics when it closes the buffer, the server must send them again.
  vim.api.nvim_set_current_buf(broken)
  vim.cmd("bdelete")
  result.diagnostics_after_bdelete = #vim.diagnostic.get(broken)
  open(workspace .. "/Themes/Broken.nss")
  result.diagnostics_after_reopen = vim.wait(timeout, function() return #vim.diagnostic.get(broken) > 0 end, 50)
  vim.cmd("edit!")
  result.diagnostics_after_reload = vim.wait(timeout, function() return #vim.diagnostic.get(broken) > 0 end, 50)

  -- Formatting a sheet with a syntax error: the user is told why nothing happens.
  local notified = {}
  local notify = vim.notify
  vim.notify = function(message, level) table.insert(notified, { message = message, level = level or vim.NIL }) end
  if vim.lsp.buf.format then vim.lsp.buf.format({ async = true }) else vim.lsp.buf.formatting() end
  vim.wait(timeout, function() return #notified > 0 end, 50)
  vim.notify = notify
  result.format_notifications = notified

  if client then
    vim.lsp.stop_client(client.id)
    result.stopped = vim.wait(timeout, function() return vim.lsp.get_client_by_id(client.id) == nil end, 50)
  end
end

-- What a user sees in the floating hover window (`K`) and in the completion menu (`<C-x><C-o>`) at
-- each of NUANCE_TEST_POSITIONS (JSON: [{ file, line, character }], zero-based), in a workspace.
local function screens_mode()
  local workspace = assert(os.getenv("NUANCE_TEST_WORKSPACE"), "NUANCE_TEST_WORKSPACE is not set")
  local binary = assert(os.getenv("NUANCE_BINARY"), "NUANCE_BINARY is not set")
  local positions = vim.fn.json_decode((assert(os.getenv("NUANCE_TEST_POSITIONS"), "NUANCE_TEST_POSITIONS is not set")))
  local published = {}
  local publish = vim.lsp.handlers["textDocument/publishDiagnostics"]
  vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, params, ctx, config)
    published[vim.uri_to_fname(params.uri)] = true
    return publish(err, params, ctx, config)
  end
  require("nuance").setup({ cmd = { binary, "lsp" } })
  result.screens = {}
  for _, position in ipairs(positions) do
    local bufnr = open(workspace .. "/" .. position.file)
    local ready = vim.wait(timeout, function()
      local client = attached_client(bufnr)
      return client ~= nil and client.initialized == true
    end, 50)
    -- The workspace is read once diagnostics of a file not opened are published (the opened file's
    -- come first, from its own text, while the workspace is read beside).
    local opened = vim.api.nvim_buf_get_name(bufnr)
    ready = ready and vim.wait(timeout, function()
      for name in pairs(published) do
        if name ~= opened then return true end
      end
      return false
    end, 50)
    local screen = { file = position.file, line = position.line, character = position.character, ready = ready }
    vim.api.nvim_win_set_cursor(0, { position.line + 1, position.character })
    local params = vim.lsp.util.make_position_params()
    -- The hover as Neovim shows it: the handler opens a floating window; its lines are the screen.
    local responses = vim.lsp.buf_request_sync(bufnr, "textDocument/hover", params, timeout) or {}
    for client_id, response in pairs(responses) do
      if response.result then
        local _, winid = vim.lsp.handlers.hover(nil, response.result, { method = "textDocument/hover", client_id = client_id, bufnr = bufnr }, {})
        if winid then
          screen.hover = vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(winid), 0, -1, false)
          vim.api.nvim_win_close(winid, true)
        end
      end
    end
    -- The completion menu as the built-in omnifunc fills it: items in the order shown.
    responses = vim.lsp.buf_request_sync(bufnr, "textDocument/completion", params, timeout) or {}
    for _, response in pairs(responses) do
      if response.result then
        local prefix = vim.api.nvim_get_current_line():sub(1, position.character):match("[%w@_%-]*$") or ""
        local items = vim.lsp.util.text_document_completion_list_to_complete_items(response.result, prefix)
        screen.menu = {}
        for _, item in ipairs(items) do
          local lsp_item = item.user_data and item.user_data.nvim and item.user_data.nvim.lsp and item.user_data.nvim.lsp.completion_item or {}
          table.insert(screen.menu, { word = item.word, abbr = item.abbr, kind = item.kind, menu = item.menu,
                                      deprecated = (lsp_item.tags and vim.tbl_contains(lsp_item.tags, 1)) or lsp_item.deprecated == true })
        end
      end
    end
    table.insert(result.screens, screen)
  end
end

-- The code lenses of one file as the screen shows them (virtual text per line), then what running the
-- lens on NUANCE_TEST_LENS_LINE (0-based) with `vim.lsp.codelens.run()` puts in the quickfix list.
local function lenses_mode()
  local workspace = assert(os.getenv("NUANCE_TEST_WORKSPACE"), "NUANCE_TEST_WORKSPACE is not set")
  local binary = assert(os.getenv("NUANCE_BINARY"), "NUANCE_BINARY is not set")
  local line = tonumber((assert(os.getenv("NUANCE_TEST_LENS_LINE"), "NUANCE_TEST_LENS_LINE is not set")))
  require("nuance").setup({ cmd = { binary, "lsp" } })
  local bufnr = open(workspace .. "/" .. assert(os.getenv("NUANCE_TEST_FILE"), "NUANCE_TEST_FILE is not set"))
  result.ready = vim.wait(timeout, function()
    local client = attached_client(bufnr)
    return client ~= nil and client.initialized == true
  end, 50)
  local client = attached_client(bufnr)
  result.has_code_lens_provider = client ~= nil and client.server_capabilities.codeLensProvider ~= nil
  -- The plugin refreshes lenses on CursorHold and the like; a headless session fires none by itself.
  vim.cmd("doautocmd CursorHold")
  local ns = client and vim.lsp.codelens.__namespaces[client.id]
  result.shown = vim.wait(timeout, function()
    return ns ~= nil and #vim.api.nvim_buf_get_extmarks(bufnr, ns, 0, -1, {}) > 0
  end, 50)
  result.screen = {}
  if ns then
    for _, mark in ipairs(vim.api.nvim_buf_get_extmarks(bufnr, ns, 0, -1, { details = true })) do
      local text = ""
      for _, chunk in ipairs(mark[4].virt_text or {}) do text = text .. chunk[1] end
      table.insert(result.screen, { line = mark[2], text = vim.api.nvim_buf_get_lines(bufnr, mark[2], mark[2] + 1, false)[1] .. "  " .. text })
    end
  end
  vim.api.nvim_win_set_cursor(0, { line + 1, 0 })
  vim.lsp.codelens.run()
  result.quickfix_title = vim.fn.getqflist({ title = 1 }).title
  result.quickfix = {}
  for _, item in ipairs(vim.fn.getqflist()) do
    table.insert(result.quickfix, { file = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(item.bufnr), ":t"), lnum = item.lnum, col = item.col, text = item.text })
  end
end

-- `:checkhealth nuance` with a server started for a sheet of the workspace: the report's lines.
local function health_mode()
  local workspace = assert(os.getenv("NUANCE_TEST_WORKSPACE"), "NUANCE_TEST_WORKSPACE is not set")
  local binary = assert(os.getenv("NUANCE_BINARY"), "NUANCE_BINARY is not set")
  require("nuance").setup({ cmd = { binary, "lsp" } })
  local bufnr = open(workspace .. "/Themes/Clean.nss")
  result.initialized = vim.wait(timeout, function()
    local client = attached_client(bufnr)
    return client ~= nil and client.initialized == true
  end, 50)
  vim.cmd("checkhealth nuance")
  result.health = vim.api.nvim_buf_get_lines(0, 0, -1, false)
end

local ok, err = pcall(function()
  vim.cmd("filetype on")
  vim.cmd("syntax on")
  local mode = os.getenv("NUANCE_TEST_MODE") or "detect"
  if mode == "lsp" then lsp_mode() elseif mode == "health" then health_mode()
  elseif mode == "screens" then screens_mode() elseif mode == "lenses" then lenses_mode() else detect_mode() end
end)
if not ok then table.insert(result.errors, tostring(err)) end
pcall(json_file, assert(os.getenv("NUANCE_TEST_RESULT"), "NUANCE_TEST_RESULT is not set"), result)
vim.cmd("qa!")
