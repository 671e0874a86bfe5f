// Security notices pushed outside the back office (ASVS 2.2.3): the worker posts every notice the
// api wrote to `public.security_notices` to a webhook, signed so the receiver can tell it came
// from here. At least once, in the order written, with growing waits while the receiver fails;
// where each notice stands is kept in its row, so a restart neither loses nor repeats a delivered
// one. docs/operations.md, "Security notices outside the back office".
#pragma once
#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>

namespace worker {

struct NoticePushConfig {
  std::string url{};     // empty: no push (notices stay in the back office)
  std::string secret{};  // HMAC-SHA256 key of the signature header
  std::string origin{};  // the public origin, named in the body
  std::chrono::milliseconds backoff{1000};        // first wait after a failure, doubled each time
  std::chrono::milliseconds max_backoff{300000};  // the longest wait
  std::chrono::milliseconds timeout{10000};       // one try, connecting included
  std::chrono::milliseconds poll{1000};           // how often new notices are looked for
  std::size_t max_answer = 64 * 1024;             // the most of a receiver's answer read
};

// Checks BONUS_SECURITY_WEBHOOK_URL: an absolute http(s) URL, https unless its host is loopback
// (localhost, 127.0.0.0/8, ::1), no user information. Returns the origin (scheme://host[:port]),
// the only part ever logged or shown; throws std::invalid_argument naming the variable otherwise.
std::string check_webhook_url(const std::string& url);

// The signature header's value for `body` sent at `unix_seconds`:
// "t=<unix_seconds>,v1=<hex HMAC-SHA256(secret, "<unix_seconds>." + body)>".
std::string webhook_signature(const std::string& secret, std::int64_t unix_seconds, const std::string& body);

// What a receiver gets: the notice's stable id, kind, Turkish text, time, account, browser family
// and coarse address (the /24 or /48 the notice holds), and the site's origin. Never a secret.
struct PushedNotice {
  long long id = 0;
  std::string kind, created_at, email, browser, address;
};
std::string notice_body(const PushedNotice& n, const std::string& origin);

// The wait before try number `attempts + 1` after `attempts` failed ones.
std::chrono::milliseconds push_backoff(const NoticePushConfig& c, int attempts);

// Runs until `stop`: records whether a push is configured, then delivers (or, with no webhook,
// marks as not sent) every pending notice. Errors (Postgres away) restart it after a second.
void run_notice_push(const std::string& pg_url, const NoticePushConfig& config, const std::atomic<bool>& stop);

}  // namespace worker
