-- dnd's language server for Markdown documents and boards in Neovim 0.7 or later
-- (Docs/editors.md). In init.lua:
--
--   require("dnd").setup()                    -- `dnd lsp` for every Markdown buffer
--   require("dnd").setup({ keys = true })     -- and keys for the moves, after <Leader>m
--
-- The moves are code actions (`:lua vim.lsp.buf.code_action()`), where a block is is hover
-- (`:lua vim.lsp.buf.hover()`) and `require("dnd").where()`, the outline is the document's
-- symbols. After a move, the server says where the block went, shown whole on the message line
-- (`:messages` keeps it), which a screen reader following the terminal reads.
--
-- The keys are letters after <Leader>m (Vim's j, k, h and l for down, up, out and in), never
-- Alt, Control or Shift with an arrow: Fenrir takes those for its review commands.
local M = {}

-- The one client, shared by every Markdown buffer.
local client_id = nil

-- What a move's command does once its edit is applied (`dnd.said`, run here rather than by the
-- server): the cursor goes to the block's new line, and where it went is said on the message line.
vim.lsp.commands["dnd.said"] = function(command)
  local said, at = command.arguments[1], command.arguments[2]
  local buffer = vim.api.nvim_get_current_buf()
  if at and at.uri == vim.uri_from_bufnr(buffer) and at.line < vim.api.nvim_buf_line_count(buffer) then
    vim.api.nvim_win_set_cursor(0, { at.line + 1, 0 })
    vim.cmd("normal! ^")
  end
  vim.api.nvim_echo({ { said } }, true, {})
end

local function start(options)
  if client_id and vim.lsp.get_client_by_id(client_id) then
    return client_id
  end
  client_id = vim.lsp.start_client({
    name = "dnd",
    cmd = options.cmd or { "dnd", "lsp" },
    root_dir = options.root_dir or vim.fn.getcwd(),
    handlers = {
      -- Where a block went, whole and without a prefix: the answer is what is heard.
      ["window/showMessage"] = function(_, result)
        vim.api.nvim_echo({ { result.message } }, true, {})
      end,
    },
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
        -- The moves are listed without their edits; the chosen one is made now.
        if not action.edit then
          local resolved = client.request_sync("codeAction/resolve", action, 5000, buffer)
          action = resolved and resolved.result or action
        end
        if not action.edit then
          return false
        end
        vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
        if action.command then
          vim.lsp.commands[action.command.command](action.command, { bufnr = buffer, client_id = id })
        end
        return true
      end
    end
  end
  return false
end

-- Says where the block under the cursor is, on the message line: "Write tests, to do, list
-- item, level 2 under Build the API, 1 of 2, no children."
function M.where()
  local buffer = vim.api.nvim_get_current_buf()
  local line = vim.api.nvim_win_get_cursor(0)[1] - 1
  local params = {
    textDocument = vim.lsp.util.make_text_document_params(buffer),
    position = { line = line, character = 0 },
  }
  for _, reply in pairs(vim.lsp.buf_request_sync(buffer, "dnd/where", params, 5000) or {}) do
    if reply.result then
      vim.api.nvim_echo({ { reply.result.text } }, true, {})
      return reply.result.text
    end
  end
end

-- The keys `keys = true` maps, after <Leader>m: each a move's title, or a function.
M.keys = {
  k = "Move up",
  j = "Move down",
  g = "Move to the top",
  G = "Move to the bottom",
  l = "Indent",
  h = "Outdent",
  a = function() vim.lsp.buf.code_action() end,
  w = function() M.where() end,
}

function M.setup(options)
  options = options or {}
  vim.api.nvim_create_autocmd("FileType", {
    pattern = "markdown",
    callback = function(event)
      vim.lsp.buf_attach_client(event.buf, start(options))
      if options.keys then
        for key, action in pairs(M.keys) do
          local run = type(action) == "function" and action or function() M.move(action) end
          local desc = "dnd: " .. (type(action) == "string" and action or key)
          vim.keymap.set("n", "<Leader>m" .. key, run, { buffer = event.buf, desc = desc })
        end
      end
    end,
  })
end

return M
