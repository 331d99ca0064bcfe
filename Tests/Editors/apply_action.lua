-- Run by test_neovim.py in a headless Neovim: waits for dnd's server to attach to the buffer,
-- applies the code action named by $DND_ACTION on line $DND_LINE (from 1), writes the buffer,
-- and writes what it saw (the actions offered, the hover, the messages) to $DND_REPORT as JSON.
local report = {}
local function finish(ok)
  report.ok = ok
  local file = io.open(os.getenv("DND_REPORT"), "w")
  file:write(vim.fn.json_encode(report))
  file:close()
  vim.cmd("qall!")
end

local buffer = vim.api.nvim_get_current_buf()
local attached = vim.wait(10000, function()
  return #vim.lsp.buf_get_clients(buffer) > 0 and vim.lsp.buf_get_clients(buffer)[next(vim.lsp.buf_get_clients(buffer))].initialized
end, 50)
if not attached then
  report.error = "dnd lsp did not attach"
  return finish(false)
end


local line = tonumber(os.getenv("DND_LINE")) - 1
vim.api.nvim_win_set_cursor(0, { line + 1, 0 })
local params = {
  textDocument = vim.lsp.util.make_text_document_params(buffer),
  range = { start = { line = line, character = 0 }, ["end"] = { line = line, character = 0 } },
  context = { diagnostics = {} },
}
local replies = vim.lsp.buf_request_sync(buffer, "textDocument/codeAction", params, 5000) or {}
report.titles = {}
for _, reply in pairs(replies) do
  for _, action in ipairs(reply.result or {}) do
    table.insert(report.titles, action.title)
  end
end
local hover = vim.lsp.buf_request_sync(buffer, "textDocument/hover", {
  textDocument = params.textDocument, position = { line = line, character = 2 },
}, 5000) or {}
for _, reply in pairs(hover) do
  if reply.result then report.hover = reply.result.contents.value end
end
local symbols = vim.lsp.buf_request_sync(buffer, "textDocument/documentSymbol", {
  textDocument = params.textDocument,
}, 5000) or {}
-- Every symbol's name, indented by its depth: the outline as Neovim received it, nested.
report.symbols = {}
local function walk(list, depth)
  for _, symbol in ipairs(list or {}) do
    table.insert(report.symbols, string.rep("  ", depth) .. symbol.name)
    walk(symbol.children, depth + 1)
  end
end
for _, reply in pairs(symbols) do
  walk(reply.result, 0)
end

-- The move, as the config's key runs it.
report.applied = require("dnd").move(os.getenv("DND_ACTION"))
-- What Neovim showed on the message line, and the line the cursor went to.
report.messages = vim.split(vim.api.nvim_exec("messages", true), "\n", { trimempty = true })
report.cursor_line = vim.api.nvim_get_current_line()
vim.cmd("write")
finish(true)
