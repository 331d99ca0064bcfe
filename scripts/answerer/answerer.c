/* The bare C answerer: the least a readline program can do to answer a key in a terminal.
 * `scripts/compare key` measures dnd's answer to an arrow on the kanban demo against this one's,
 * side by side in a pseudo-terminal: readline's callback interface in a poll loop, like dnd's,
 * and a fixed sentence of the same length for each arrow, then the prompt again.
 *
 *     cc -O2 -o answerer answerer.c -lreadline
 */
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <readline/readline.h>

static const char *answers[] = {
  "Write docs, in To Do, position 1 of 3.",
  "Set up CI, in Done, position 1 of 1.",
};
static int turn = 0;
static int stop = 0;

static int answer(int count, int key) {
  (void)count;
  (void)key;
  if (rl_end != 0) return 0;
  char line[128];
  int length = snprintf(line, sizeof line, "\r\033[K%s\n", answers[turn]);
  turn = 1 - turn;
  fwrite(line, 1, (size_t)length, rl_outstream);
  rl_on_new_line();
  rl_redisplay();
  fflush(rl_outstream);
  return 0;
}

static void handle_line(char *line) {
  if (line == NULL) stop = 1;
  free(line);
}

int main(void) {
  rl_readline_name = "answerer";
  rl_bind_keyseq("\\e[A", answer);
  rl_bind_keyseq("\\e[B", answer);
  rl_bind_keyseq("\\eOA", answer);
  rl_bind_keyseq("\\eOB", answer);
  rl_callback_handler_install("ans> ", handle_line);
  struct pollfd input = {STDIN_FILENO, POLLIN, 0};
  while (!stop) {
    if (poll(&input, 1, -1) < 0) break;
    if (input.revents & POLLIN) rl_callback_read_char();
    else break;
  }
  rl_callback_handler_remove();
  return 0;
}
