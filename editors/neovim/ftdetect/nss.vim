" `.nss` is shared by NUI stylesheets and NWScript: decide by content.
autocmd BufRead,BufNewFile *.nss lua require('nuance.detect').set_filetype(tonumber(vim.fn.expand('<abuf>')))
