/* bench/traffic.c: visitor traffic for the read benchmarks (bench/ceiling.sh): blog views and
 * comments at a steady rate, until SIGTERM or SIGINT.
 *
 *   cc -O2 -o traffic bench/traffic.c
 *   traffic HOST PORT POST_IDS_FILE PROMOTION_IDS_FILE [VIEWS_PER_S [COMMENTS_PER_S]]
 *
 * Sends POST /api/blog/{id}/views (VIEWS_PER_S, default 200; the posts in turn) and
 * POST /api/promotions/{id}/comments (COMMENTS_PER_S, default 5; the promotions in turn, comment n
 * signed "Okur n") on a schedule: request n of a kind is due at n / rate seconds. Each kind has a
 * few keep-alive connections, one for every 25 views a second and one for every 2 comments a
 * second, each taking every k-th request (a view answers at once, a comment only once projected,
 * so a loaded api makes one connection fall behind); a connection that answered late sends the
 * ones that fell due meanwhile at once, and one that has waited 10 s for an answer is closed and
 * its request counted as failed. Every answer is read whole and its status checked. Then prints
 * one line: how many of each were answered, how many of those 2xx, the rate reached, and the CPU
 * this process spent.
 *
 * One thread and one epoll set over non-blocking sockets, every request's bytes formatted before
 * the first is sent but a comment's (its number is in it): per request one write, one read and a
 * share of one epoll_wait. It replaced bench/traffic.py, the same requests byte for byte from an
 * interpreter's event loop, which spent about 41 ms of CPU a second on 205 requests a second
 * (bench/README.md, "Against nginx").
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "http_answer.h"

enum { VIEWS, COMMENTS };

struct kind {
  double per_s;
  uint64_t answered, accepted;
};

struct player {
  int fd;
  int kind;
  uint64_t n, step;   /* the next request's number, and how far the one after it is */
  int busy;           /* a request sent, its answer not yet read whole */
  int64_t sent_us;
  char *out;          /* the request's bytes not yet taken by the socket */
  size_t out_len, out_off;
  char *out_owned;    /* a comment's formatted bytes (freed once sent), else NULL */
  char buf[16384];
  size_t have;
};

static volatile sig_atomic_t stopping;
static struct sockaddr_in address;
static int epoll_fd;
static int64_t start_us;
static struct kind kinds[2];
static char **view_bytes;
static size_t *view_len;
static size_t post_count;
static char **promotions;
static size_t promotion_count;
static char host_port[64];

static void stop(int sig) { (void)sig; stopping = 1; }

static int64_t now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000000 + t.tv_nsec / 1000;
}

/* The lines of FILE that are not blank, trimmed. */
static char **read_lines(const char *file, size_t *count) {
  FILE *f = fopen(file, "r");
  if (!f) { perror(file); exit(2); }
  char line[1024], **lines = NULL;
  size_t cap = 0;
  *count = 0;
  while (fgets(line, sizeof line, f)) {
    char *s = line, *e;
    while (*s == ' ' || *s == '\t') s++;
    e = s + strlen(s);
    while (e > s && (e[-1] == '\n' || e[-1] == '\r' || e[-1] == ' ' || e[-1] == '\t')) *--e = 0;
    if (!*s) continue;
    if (*count == cap) lines = realloc(lines, (cap = cap ? cap * 2 : 64) * sizeof *lines);
    lines[(*count)++] = strdup(s);
  }
  fclose(f);
  if (*count == 0) { fprintf(stderr, "%s: no ids\n", file); exit(2); }
  return lines;
}

/* A POST of the JSON BODY to PATH, as bench/traffic.py wrote it. */
static char *post(const char *path, const char *body, size_t *len) {
  char *r;
  int n = asprintf(&r, "POST %s HTTP/1.1\r\nHost: %s\r\nAccept-Encoding: identity\r\n"
                       "Content-Type: application/json\r\nContent-Length: %zu\r\n\r\n%s",
                   path, host_port, strlen(body), body);
  if (n < 0) exit(2);
  *len = (size_t)n;
  return r;
}

/* Comment n: the promotions in turn, the text in JSON's ASCII escapes (as Python's json.dumps). */
static char *comment(uint64_t n, size_t *len) {
  char path[512], body[256];
  snprintf(path, sizeof path, "/api/promotions/%s/comments", promotions[n % promotion_count]);
  snprintf(body, sizeof body,
           "{\"user_name\": \"Okur %llu\", \"comment\": \"Bonus hesab\\u0131ma hemen ge\\u00e7ti, "
           "te\\u015fekk\\u00fcrler.\", \"rating\": 5}",
           (unsigned long long)n);
  return post(path, body, len);
}

static int64_t due_us(const struct player *p) {
  return start_us + (int64_t)((double)p->n * 1e6 / kinds[p->kind].per_s);
}

static void watch(struct player *p, int index, int op) {
  struct epoll_event ev = {.events = EPOLLIN | (p->out_off < p->out_len ? EPOLLOUT : 0), .data.u32 = (uint32_t)index};
  if (epoll_ctl(epoll_fd, op, p->fd, &ev) != 0) { perror("epoll_ctl"); exit(1); }
}

static void done(struct player *p, int ok) {
  kinds[p->kind].answered++;
  kinds[p->kind].accepted += ok != 0;
  p->busy = 0;
  free(p->out_owned);
  p->out_owned = NULL;
  p->out_len = p->out_off = 0;
}

/* The connection is closed (a request on it, if any, counted as failed); the next request opens
 * another. */
static void fail(struct player *p) {
  if (p->fd >= 0) close(p->fd); /* closing removes it from the epoll set */
  p->fd = -1;
  p->have = 0;
  if (p->busy) done(p, 0);
}

/* Writes what the socket takes of the request; asks for EPOLLOUT while some is left. */
static void flush(struct player *p, int index) {
  size_t before = p->out_off;
  while (p->out_off < p->out_len) {
    ssize_t w = write(p->fd, p->out + p->out_off, p->out_len - p->out_off);
    if (w < 0 && errno == EAGAIN) break;
    if (w <= 0) { fail(p); return; }
    p->out_off += (size_t)w;
  }
  /* EPOLLOUT is on only while a request is partly written: change the set when that flips */
  int was_partial = before > 0 || p->out_off < p->out_len;
  if (was_partial) watch(p, index, EPOLL_CTL_MOD);
}

static void send_next(struct player *p, int index) {
  if (p->fd < 0) {
    p->fd = socket(AF_INET, SOCK_STREAM, 0);
    if (p->fd < 0 || connect(p->fd, (struct sockaddr *)&address, sizeof address) != 0) {
      if (p->fd >= 0) close(p->fd);
      p->fd = -1;
      p->busy = 1;
      p->n += p->step;
      done(p, 0);
      return;
    }
    int one = 1;
    setsockopt(p->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    fcntl(p->fd, F_SETFL, fcntl(p->fd, F_GETFL) | O_NONBLOCK);
    p->out_len = p->out_off = 0;
    watch(p, index, EPOLL_CTL_ADD);
  }
  if (p->kind == VIEWS) {
    p->out = view_bytes[p->n % post_count];
    p->out_len = view_len[p->n % post_count];
  } else {
    p->out = p->out_owned = comment(p->n, &p->out_len);
  }
  p->out_off = 0;
  p->n += p->step;
  p->busy = 1;
  p->sent_us = now_us();
  flush(p, index);
}

static void on_readable(struct player *p) {
  ssize_t r = read(p->fd, p->buf + p->have, sizeof p->buf - p->have);
  if (r < 0 && errno == EAGAIN) return;
  if (r <= 0) { fail(p); return; }
  p->have += (size_t)r;
  size_t length = http_answer_length(p->buf, p->have);
  if (length == 0) {
    if (p->have == sizeof p->buf) { fprintf(stderr, "an answer over %zu bytes\n", sizeof p->buf); fail(p); }
    return;
  }
  const char *space = memchr(p->buf, ' ', length);
  const int status = space ? atoi(space + 1) : 0;
  memmove(p->buf, p->buf + length, p->have - length);
  p->have -= length;
  if (p->busy) done(p, status >= 200 && status < 300);
}

int main(int argc, char **argv) {
  if (argc < 5 || argc > 7) {
    fprintf(stderr, "usage: %s HOST PORT POST_IDS_FILE PROMOTION_IDS_FILE [VIEWS_PER_S [COMMENTS_PER_S]]\n", argv[0]);
    return 2;
  }
  kinds[VIEWS].per_s = argc > 5 ? atof(argv[5]) : 200.0;
  kinds[COMMENTS].per_s = argc > 6 ? atof(argv[6]) : 5.0;
  address.sin_family = AF_INET;
  address.sin_port = htons((uint16_t)atoi(argv[2]));
  if (inet_pton(AF_INET, argv[1], &address.sin_addr) != 1) { fprintf(stderr, "HOST must be an IPv4 address\n"); return 2; }
  snprintf(host_port, sizeof host_port, "%s:%s", argv[1], argv[2]);
  char **posts = read_lines(argv[3], &post_count);
  promotions = read_lines(argv[4], &promotion_count);
  /* The bytes of every distinct view request, formatted once (a view's only variable is its post). */
  view_bytes = malloc(post_count * sizeof *view_bytes);
  view_len = malloc(post_count * sizeof *view_len);
  for (size_t i = 0; i < post_count; i++) {
    char path[512];
    snprintf(path, sizeof path, "/api/blog/%s/views", posts[i]);
    view_bytes[i] = post(path, "{}", &view_len[i]);
  }

  struct sigaction sa = {.sa_handler = stop}; /* no SA_RESTART: epoll_wait returns at once */
  sigaction(SIGTERM, &sa, NULL);
  sigaction(SIGINT, &sa, NULL);
  signal(SIGPIPE, SIG_IGN);
  epoll_fd = epoll_create1(0);

  /* One connection for every 25 views a second, and for every 2 comments a second. */
  static struct player players[256];
  int count = 0;
  const double each[2] = {25, 2};
  for (int k = VIEWS; k <= COMMENTS; k++) {
    if (kinds[k].per_s <= 0) continue;
    int connections = (int)((kinds[k].per_s + each[k] - 1) / each[k]);
    if (connections < 1) connections = 1;
    for (int i = 0; i < connections && count < 256; i++)
      players[count++] = (struct player){.fd = -1, .kind = k, .n = (uint64_t)i, .step = (uint64_t)connections};
  }

  start_us = now_us();
  struct epoll_event events[64];
  while (!stopping) {
    int64_t now = now_us(), soonest = now + 500000;
    for (int i = 0; i < count; i++) {
      struct player *p = &players[i];
      if (p->busy) {
        if (now - p->sent_us > 10000000) fail(p); /* 10 s without the whole answer */
        else if (p->sent_us + 10000000 < soonest) soonest = p->sent_us + 10000000;
        continue;
      }
      int64_t due = due_us(p);
      if (due <= now) send_next(p, i);
      if (!p->busy && (due = due_us(p)) < soonest) soonest = due;
    }
    int64_t wait = soonest - now_us();
    int timeout_ms = wait <= 0 ? 0 : (int)((wait + 999) / 1000);
    int n = epoll_wait(epoll_fd, events, 64, timeout_ms);
    if (n < 0 && errno != EINTR) { perror("epoll_wait"); return 1; }
    for (int e = 0; e < n; e++) {
      int i = (int)events[e].data.u32;
      struct player *p = &players[i];
      if (p->fd < 0) continue;
      if ((events[e].events & EPOLLOUT) && p->out_off < p->out_len) flush(p, i);
      if (p->fd >= 0 && (events[e].events & (EPOLLIN | EPOLLHUP | EPOLLERR))) on_readable(p);
    }
  }
  const double elapsed = (double)(now_us() - start_us) / 1e6;
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  const double cpu = (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6 + (double)ru.ru_stime.tv_sec +
                     (double)ru.ru_stime.tv_usec / 1e6;
  printf("%llu views (%llu accepted, %.0f/s of %g/s asked) and %llu comments (%llu accepted, %.1f/s of %g/s asked) "
         "in %.1f s (bench/traffic.c: %.3f s of CPU, %.1f ms a second)\n",
         (unsigned long long)kinds[VIEWS].answered, (unsigned long long)kinds[VIEWS].accepted,
         (double)kinds[VIEWS].answered / elapsed, kinds[VIEWS].per_s, (unsigned long long)kinds[COMMENTS].answered,
         (unsigned long long)kinds[COMMENTS].accepted, (double)kinds[COMMENTS].answered / elapsed,
         kinds[COMMENTS].per_s, elapsed, cpu, cpu * 1000 / elapsed);
  return 0;
}
