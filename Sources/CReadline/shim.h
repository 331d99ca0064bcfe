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
static inline int dnd_rl_point(void) { return rl_point; }
static inline void dnd_rl_set_point(int point) { rl_point = point; }
static inline const char *dnd_rl_line_buffer(void) { return rl_line_buffer; }
static inline void dnd_rl_set_completion_over(int over) { rl_attempted_completion_over = over; }
static inline void dnd_rl_suppress_quote(int suppress) { rl_completion_suppress_quote = suppress; }
static inline FILE *dnd_stdout(void) { return stdout; }
typedef int (*dnd_getc_function)(FILE *);
static inline void dnd_rl_set_getc(dnd_getc_function function) { rl_getc_function = function; }

// The interactive session's terminal output, readline's included, goes through one writer, so
// everything a key causes (the echo, the answer, the prompt drawn again) reaches the terminal
// in one write: a screen reader that reads each change of the screen then hears the answer
// alone. glibc's fopencookie, declared here because the Swift importer does not see GNU
// extensions; the struct has the layout of its cookie_io_functions_t.
typedef void (*dnd_output_function)(const char *bytes, long count);
struct dnd_cookie_functions {
  void *read;
  long (*write)(void *cookie, const char *bytes, unsigned long count);
  void *seek;
  void *close;
};
extern FILE *fopencookie(void *cookie, const char *mode, struct dnd_cookie_functions functions);
static long dnd_cookie_write(void *cookie, const char *bytes, unsigned long count) {
  ((dnd_output_function)cookie)(bytes, (long)count);
  return (long)count;
}
/// A stream whose every write goes to `output`, unbuffered; readline writes to it.
static inline FILE *dnd_open_output(dnd_output_function output) {
  struct dnd_cookie_functions functions = {0, dnd_cookie_write, 0, 0};
  FILE *file = fopencookie((void *)output, "w", functions);
  if (file) setvbuf(file, NULL, _IONBF, 0);
  return file;
}
static inline void dnd_rl_set_output(FILE *file) { rl_outstream = file; }
/// Forgets an end of input that dnd answered instead of leaving (readline 8.1 and later start
/// each later line with an empty one while it is set).
static inline void dnd_rl_forget_eof(void) {
#if RL_READLINE_VERSION >= 0x0801
  rl_eof_found = 0;
#endif
}
/// Readline's redisplay, replaceable: screen-reader mode leaves the cursor on the last answer
/// until a key changes the line (see LineEditor's answer placement).
typedef void (*dnd_redisplay_function)(void);
static inline void dnd_rl_set_redisplay(dnd_redisplay_function function) { rl_redisplay_function = function; }
/// Readline's `keyseq-timeout` in milliseconds (how long it waits for the rest of a key's bytes);
/// 500 unless an init file sets another, and 0 or less for "wait for ever".
static inline int dnd_rl_keyseq_timeout(void) {
  const char *value = rl_variable_value("keyseq-timeout");
  return value ? atoi(value) : 500;
}
