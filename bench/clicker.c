/* bench/clicker.c: the click generator of bench/clicks.sh. The same load as `wrk -s` with a Lua
 * delay() of 20 ms: CONNECTIONS keep-alive connections, each sending the next of the preformatted
 * requests, waiting for the whole answer, then DELAY_MS, then the next; the requests are taken in
 * turn from a file (one request per line, "PATH<TAB>USER-AGENT<TAB>REFERER"). One thread and one
 * epoll set: per click a write, a read and a share of one epoll_wait, where wrk's timer and its two
 * Lua calls add four epoll_ctl and two more wake-ups (bench/README.md, "The click generator").
 * Prints wrk's summary lines (latency distribution, "Requests/sec:", failures) so the bench reads
 * both alike.
 *
 *   cc -O2 -o clicker bench/clicker.c
 *   clicker HOST PORT CONNECTIONS SECONDS DELAY_MS REQUESTS_FILE
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "http_answer.h"

struct conn {
  int fd;
  int64_t next_send_us; /* 0: waiting for an answer */
  int64_t sent_us;
  char buf[16384];
  size_t have;
};

static int64_t now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000000 + t.tv_nsec / 1000;
}

static char **requests;
static size_t *request_len;
static size_t request_count, next_request;
static struct sockaddr_in address;
static int epoll_fd;
static uint64_t socket_errors, non_2xx, bytes_read;

static int open_conn(struct conn *c, int index) {
  c->fd = socket(AF_INET, SOCK_STREAM, 0);
  if (c->fd < 0 || connect(c->fd, (struct sockaddr *)&address, sizeof address) != 0) return -1;
  int one = 1;
  setsockopt(c->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  struct epoll_event ev = {.events = EPOLLIN, .data.u32 = (uint32_t)index};
  if (epoll_ctl(epoll_fd, EPOLL_CTL_ADD, c->fd, &ev) != 0) return -1;
  c->have = 0;
  return 0;
}

static int send_next(struct conn *c) {
  const char *r = requests[next_request];
  size_t n = request_len[next_request], off = 0;
  next_request = (next_request + 1) % request_count;
  while (off < n) { /* a request is a few hundred bytes: the socket takes it at once */
    ssize_t w = write(c->fd, r + off, n - off);
    if (w <= 0) return -1;
    off += (size_t)w;
  }
  c->sent_us = now_us();
  c->next_send_us = 0;
  return 0;
}

static int compare(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}

static void format_us(char *out, size_t size, double us) {
  if (us < 1000) snprintf(out, size, "%.2fus", us);
  else if (us < 1000000) snprintf(out, size, "%.2fms", us / 1000);
  else snprintf(out, size, "%.2fs", us / 1000000);
}

static void load_requests(const char *file, const char *host, const char *port) {
  FILE *f = fopen(file, "r");
  if (!f) { perror(file); exit(2); }
  char line[4096];
  size_t cap = 0;
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\r\n")] = 0;
    char *path = strtok(line, "\t"), *agent = strtok(NULL, "\t"), *referer = strtok(NULL, "\t");
    if (!path || !agent || !referer) continue;
    if (request_count == cap) {
      cap = cap ? cap * 2 : 256;
      requests = realloc(requests, cap * sizeof *requests);
      request_len = realloc(request_len, cap * sizeof *request_len);
    }
    int n = asprintf(&requests[request_count], "GET %s HTTP/1.1\r\nHost: %s:%s\r\nUser-Agent: %s\r\nReferer: %s\r\n\r\n",
                     path, host, port, agent, referer);
    if (n < 0) exit(2);
    request_len[request_count++] = (size_t)n;
  }
  fclose(f);
  if (request_count == 0) { fprintf(stderr, "%s: no requests\n", file); exit(2); }
}

int main(int argc, char **argv) {
  if (argc != 7) {
    fprintf(stderr, "usage: %s HOST PORT CONNECTIONS SECONDS DELAY_MS REQUESTS_FILE\n", argv[0]);
    return 2;
  }
  const int connections = atoi(argv[3]);
  const int64_t duration_us = (int64_t)atoi(argv[4]) * 1000000, delay_us = (int64_t)atoi(argv[5]) * 1000;
  load_requests(argv[6], argv[1], argv[2]);
  address.sin_family = AF_INET;
  address.sin_port = htons((uint16_t)atoi(argv[2]));
  if (inet_pton(AF_INET, argv[1], &address.sin_addr) != 1) { fprintf(stderr, "HOST must be an IPv4 address\n"); return 2; }
  epoll_fd = epoll_create1(0);
  struct conn *conns = calloc((size_t)connections, sizeof *conns);
  size_t latency_cap = (size_t)(duration_us / (delay_us > 0 ? delay_us : 1000) + 16) * (size_t)connections;
  int64_t *latency = malloc(latency_cap * sizeof *latency);
  size_t done = 0;
  const int64_t start = now_us(), stop = start + duration_us;
  for (int i = 0; i < connections; i++) {
    if (open_conn(&conns[i], i) != 0) { perror("connect"); return 1; }
    conns[i].next_send_us = start;
  }
  struct epoll_event events[64];
  for (;;) {
    int64_t now = now_us(), soonest = stop;
    if (now >= stop) break;
    for (int i = 0; i < connections; i++) {
      struct conn *c = &conns[i];
      if (c->next_send_us == 0) continue;
      if (c->next_send_us <= now) {
        if (send_next(c) != 0) {
          socket_errors++;
          close(c->fd);
          if (open_conn(c, i) != 0) return 1;
          c->next_send_us = now;
        }
      } else if (c->next_send_us < soonest) {
        soonest = c->next_send_us;
      }
    }
    int timeout_ms = (int)((soonest - now + 999) / 1000);
    int n = epoll_wait(epoll_fd, events, 64, timeout_ms);
    if (n < 0 && errno != EINTR) { perror("epoll_wait"); return 1; }
    for (int e = 0; e < n; e++) {
      struct conn *c = &conns[events[e].data.u32];
      ssize_t r = read(c->fd, c->buf + c->have, sizeof c->buf - c->have);
      if (r <= 0) {
        if (r < 0 && errno == EAGAIN) continue;
        socket_errors++;
        close(c->fd);
        if (open_conn(c, (int)events[e].data.u32) != 0) return 1;
        c->next_send_us = now_us() + delay_us;
        continue;
      }
      c->have += (size_t)r;
      bytes_read += (uint64_t)r;
      size_t length = http_answer_length(c->buf, c->have);
      if (length == 0) {
        if (c->have == sizeof c->buf) { fprintf(stderr, "an answer over %zu bytes\n", sizeof c->buf); return 1; }
        continue;
      }
      const int64_t t = now_us();
      if (strncmp(c->buf, "HTTP/1.1 2", 10) != 0 && strncmp(c->buf, "HTTP/1.1 3", 10) != 0) non_2xx++;
      if (done < latency_cap) latency[done] = t - c->sent_us;
      done++;
      memmove(c->buf, c->buf + length, c->have - length);
      c->have -= length;
      c->next_send_us = t + delay_us;
    }
  }
  const double seconds = (double)(now_us() - start) / 1e6;
  size_t kept = done < latency_cap ? done : latency_cap;
  qsort(latency, kept, sizeof *latency, compare);
  double sum = 0;
  for (size_t i = 0; i < kept; i++) sum += (double)latency[i];
  char avg[32] = "0", p50[32] = "0", p75[32] = "0", p90[32] = "0", p99[32] = "0";
  if (kept) {
    format_us(avg, sizeof avg, sum / (double)kept);
    format_us(p50, sizeof p50, (double)latency[kept * 50 / 100]);
    format_us(p75, sizeof p75, (double)latency[kept * 75 / 100]);
    format_us(p90, sizeof p90, (double)latency[kept * 90 / 100]);
    format_us(p99, sizeof p99, (double)latency[kept * 99 / 100]);
  }
  printf("Running %.0fs test @ http://%s:%s/ (bench/clicker.c)\n", seconds, argv[1], argv[2]);
  printf("  1 threads and %d connections\n", connections);
  printf("    Latency   %s\n", avg);
  printf("  Latency Distribution\n     50%%   %s\n     75%%   %s\n     90%%   %s\n     99%%   %s\n", p50, p75, p90, p99);
  printf("  %zu requests in %.2fs, %.2fMB read\n", done, seconds, (double)bytes_read / 1048576);
  if (socket_errors) printf("  Socket errors: connect 0, read %llu, write 0, timeout 0\n", (unsigned long long)socket_errors);
  if (non_2xx) printf("  Non-2xx or 3xx responses: %llu\n", (unsigned long long)non_2xx);
  printf("Requests/sec: %10.2f\n", (double)done / seconds);
  return 0;
}
