-- Runs the Neovim plugin's content detection on every `.nss` file of a folder.
-- Environment: NUANCE_TEST_FOLDER (the folder), NUANCE_TEST_RESULT (output: one `nui|foreign<TAB>name` a line).
local detect = require("nuance.detect")
local folder = os.getenv("NUANCE_TEST_FOLDER")
local lines = {}
for _, name in ipairs(vim.fn.sort(vim.fn.readdir(folder))) do
  if name:lower():match("%.nss$") then
    local verdict = detect.looks_like_nui(vim.fn.readfile(folder .. "/" .. name, "b")) and "nui" or "foreign"
    lines[#lines + 1] = verdict .. "\t" .. name
  end
end
vim.fn.writefile(lines, os.getenv("NUANCE_TEST_RESULT"))
vim.cmd("qa!")
