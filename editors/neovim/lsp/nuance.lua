-- Server configuration for Neovim 0.11+ (`vim.lsp.enable("nuance")` reads lsp/<name>.lua from the
-- runtimepath) and for nvim-lspconfig's lsp/ folder layout.
local nuance = require("nuance")

return {
  cmd = nuance.defaults.cmd,
  filetypes = nuance.defaults.filetypes,
  root_markers = nuance.defaults.root_markers,
  init_options = nuance.defaults.init_options,
  root_dir = function(bufnr, on_dir)
    if nuance.wants(bufnr) then on_dir(nuance.root_dir(vim.api.nvim_buf_get_name(bufnr))) end
  end,
}
