// GNU readline for the dnd executable only (GPL-3.0); the libraries never import this module.
// Readline's state lives in C globals, which Swift 6 cannot touch safely; these accessors are
// the one doorway, used only by the executable's LineEditor on its single thread.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <readline/readline.h>
#include <readline/history.h>

typedef char **(*dnd_completion_function)(const char *text, int start, int end);
typedef void (*dnd_display_hook)(char **matches, int count, int max_length);

static inline void dnd_rl_configure(const char *name) {
  rl_readline_name = strdup(name);
  rl_catch_signals = 0;
  rl_catch_sigwinch = 0;
  rl_completer_quote_characters = "\"";
  rl_completer_word_break_characters = " \t;";
}
static inline void dnd_rl_set_completion(dnd_completion_function function) {
  rl_attempted_completion_function = function;
}
static inline void dnd_rl_set_display_hook(dnd_display_hook hook) {
  rl_completion_display_matches_hook = hook;
}
static inline int dnd_rl_end(void) { return rl_end; }
static inline void dnd_rl_set_point(int point) { rl_point = point; }
static inline const char *dnd_rl_line_buffer(void) { return rl_line_buffer; }
static inline void dnd_rl_set_completion_over(int over) { rl_attempted_completion_over = over; }
static inline void dnd_rl_suppress_quote(int suppress) { rl_completion_suppress_quote = suppress; }
static inline FILE *dnd_stdout(void) { return stdout; }
typedef int (*dnd_getc_function)(FILE *);
static inline void dnd_rl_set_getc(dnd_getc_function function) { rl_getc_function = function; }
