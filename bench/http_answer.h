/* bench/http_answer.h: what the bench's C clients (bench/clicker.c, bench/traffic.c) share: the
 * length of a whole HTTP/1.1 answer framed by Content-Length at the start of a buffer. */
#ifndef BENCH_HTTP_ANSWER_H
#define BENCH_HTTP_ANSWER_H
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The length of the whole answer at the start of buf (have bytes), or 0 when it is not all there. */
static size_t http_answer_length(char *buf, size_t have) {
  char *end = memmem(buf, have, "\r\n\r\n", 4);
  if (!end) return 0;
  size_t head = (size_t)(end - buf) + 4, body = 0;
  for (char *p = buf; p && p < end; p = memchr(p, '\n', (size_t)(end - p))) {
    if (*p == '\n') p++;
    if (strncasecmp(p, "Content-Length:", 15) == 0) body = strtoul(p + 15, NULL, 10);
  }
  return have >= head + body ? head + body : 0;
}

#endif
