-- dnd's language server for Markdown documents and boards in Neovim 0.7 or later
-- (Docs/editors.md). In init.lua:
--
--   require("dnd").setup()                    -- `dnd lsp` for every Markdown buffer
--   require("dnd").setup({ keys = true })     -- and Alt+Up, Alt+Down, Alt+Right, Alt+Left
--
-- The moves are code actions (`:lua vim.lsp.buf.code_action()`), where a block is is hover
-- (`:lua vim.lsp.buf.hover()`), the outline is the document's symbols. After a move, the
-- server says where the block went as a message (`:messages` keeps it), which a screen reader
-- following the terminal reads.
local M = {}

-- The one client, shared by every Markdown buffer.
local client_id = nil

local function start(options)
  if client_id and vim.lsp.get_client_by_id(client_id) then
    return client_id
  end
  client_id = vim.lsp.start_client({
    name = "dnd",
    cmd = options.cmd or { "dnd", "lsp" },
    root_dir = options.root_dir or vim.fn.getcwd(),
  })
  return client_id
end

-- Runs the code action whose title is `title` on the block under the cursor, applying its edit
-- and letting the server say where the block went. Nothing happens when dnd offers no such
-- move there (up from the top, say).
function M.move(title)
  local buffer = vim.api.nvim_get_current_buf()
  local line = vim.api.nvim_win_get_cursor(0)[1] - 1
  local params = {
    textDocument = vim.lsp.util.make_text_document_params(buffer),
    range = { start = { line = line, character = 0 }, ["end"] = { line = line, character = 0 } },
    context = { diagnostics = {} },
  }
  local replies = vim.lsp.buf_request_sync(buffer, "textDocument/codeAction", params, 5000) or {}
  for id, reply in pairs(replies) do
    for _, action in ipairs(reply.result or {}) do
      if action.title == title then
        local client = vim.lsp.get_client_by_id(id)
        vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
        if action.command then
          client.request("workspace/executeCommand", action.command, nil, buffer)
        end
        return true
      end
    end
  end
  return false
end

function M.setup(options)
  options = options or {}
  vim.api.nvim_create_autocmd("FileType", {
    pattern = "markdown",
    callback = function(event)
      vim.lsp.buf_attach_client(event.buf, start(options))
      if options.keys then
        local map = function(key, title)
          vim.keymap.set("n", key, function() M.move(title) end, { buffer = event.buf, desc = "dnd: " .. title })
        end
        map("<M-Up>", "Move up")
        map("<M-Down>", "Move down")
        map("<M-Right>", "Indent")
        map("<M-Left>", "Outdent")
      end
    end,
  })
end

return M
