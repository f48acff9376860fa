-- `:checkhealth nuance`: is the server found, which version, is it running, for which workspace root,
-- and is the configuration readable.

local M = {}

-- Neovim 0.10+ has vim.health.start/ok/…; 0.7–0.9 have the report_… functions.
local health = vim.health or require("health")
local start = health.start or health.report_start
local ok = health.ok or health.report_ok
local warn = health.warn or health.report_warn
local fail = health.error or health.report_error
local info = health.info or health.report_info

local function clients()
  local all = vim.lsp.get_clients and vim.lsp.get_clients() or vim.lsp.get_active_clients()
  local found = {}
  for _, client in pairs(all) do
    if client.name == "nuance" then table.insert(found, client) end
  end
  return found
end

local function check_binary(cmd)
  start("nuance: server binary")
  if type(cmd) ~= "table" or type(cmd[1]) ~= "string" then
    fail("`cmd` must be a list such as { \"nuance\", \"lsp\" }", { "Pass it to require(\"nuance\").setup({ cmd = … })" })
    return
  end
  local path = vim.fn.exepath(cmd[1])
  if path == "" then
    fail(("`%s` is not an executable on PATH"):format(cmd[1]), {
      "Build it with `swift build -c release` and put `.build/release/nuance` on PATH, or pass its path as `cmd`",
    })
    return
  end
  ok(("found %s"):format(path))
  local output = vim.fn.system({ path, "--version" })
  if vim.v.shell_error ~= 0 then
    fail(("`%s --version` failed: %s"):format(path, vim.trim(output)))
  else
    ok(("version %s"):format(vim.trim(output)))
  end
end

local function check_clients(nuance)
  start("nuance: language server")
  local running = clients()
  if #running == 0 then
    warn("no server is running", { "Open a `.nss` stylesheet, a token file or a Sourcery model to start it" })
    return
  end
  for _, client in ipairs(running) do
    local root = client.config.root_dir or "(no workspace folder)"
    ok(("server %d started, workspace root %s"):format(client.id, root))
  end
  local buffer = vim.api.nvim_buf_get_name(0)
  if buffer ~= "" and nuance.wants(0) then info(("this buffer's workspace root: %s"):format(nuance.root_dir(buffer))) end
end

-- The text without its comments and trailing commas (as the server reads `nuance.json`), strings kept.
local function plain_json(text)
  local out, i, n = {}, 1, #text
  while i <= n do
    local c, two = text:sub(i, i), text:sub(i, i + 1)
    if c == '"' then
      local j = i + 1
      while j <= n and text:sub(j, j) ~= '"' do j = j + (text:sub(j, j) == "\\" and 2 or 1) end
      table.insert(out, text:sub(i, j))
      i = j + 1
    elseif two == "//" then
      i = (text:find("\n", i, true) or n + 1)
    elseif two == "/*" then
      local close = text:find("*/", i + 2, true)
      i = close and close + 2 or n + 1
    else
      table.insert(out, c)
      i = i + 1
    end
  end
  return (table.concat(out):gsub(",(%s*[%]}])", "%1"))
end

local function check_configuration(nuance)
  start("nuance: configuration")
  local roots = {}
  for _, client in ipairs(clients()) do
    if client.config.root_dir then roots[client.config.root_dir] = true end
  end
  local buffer = vim.api.nvim_buf_get_name(0)
  if buffer ~= "" and nuance.wants(0) then roots[nuance.root_dir(buffer)] = true end
  if next(roots) == nil then
    info("no workspace root to look for `nuance.json` in")
    return
  end
  for root in pairs(roots) do
    local file = root .. "/nuance.json"
    if vim.loop.fs_stat(file) == nil then
      info(("%s has no nuance.json: the defaults apply"):format(root))
    else
      local decoded, value = pcall(vim.fn.json_decode, plain_json(table.concat(vim.fn.readfile(file), "\n")))
      if decoded and type(value) == "table" then
        ok(("%s is readable"):format(file))
      else
        fail(("%s is not valid JSON"):format(file), { "Open it: the server reports each problem as a diagnostic" })
      end
    end
  end
end

function M.check()
  local nuance = require("nuance")
  check_binary(nuance.config.cmd)
  check_clients(nuance)
  check_configuration(nuance)
end

return M
