// Environment parsing with defaults.
#include "config.hpp"

#include <cstdlib>
#include <stdexcept>
#include <thread>

namespace api {

const char* const kUsage = R"(bonus-api: the HTTP API of the casino-bonus guide.

Usage:
  bonus-api                                   serve HTTP until SIGTERM/SIGINT
  bonus-api admin set-password <email> [--role admin|none] [--if-missing]
                                              create an account or reset its password; the
                                              password is read from standard input (one line,
                                              at least 6 characters). --role admin (default)
                                              grants admin rights, none leaves the account
                                              without them; a reset ends the account's
                                              sessions; --if-missing leaves an existing
                                              account untouched
  bonus-api admin remove <email>              take admin rights away, end every session
  bonus-api admin list                        accounts with their role
  bonus-api --help                            this text
The admin commands apply pending migrations first and need only BONUS_PG_URL.

Environment (defaults in brackets):
  BONUS_API_ADDR            [127.0.0.1]  listen address
  BONUS_API_PORT            [8080]       listen port (0 picks a free one, printed at start)
  BONUS_API_THREADS         [cores]      I/O threads
  BONUS_HANDLER_THREADS     [32]         threads running handlers (blocking database work)
  BONUS_PG_URL              [postgresql://bonus:bonus@127.0.0.1:5433/bonus]
  BONUS_PG_POOL             [16]         Postgres connections
  BONUS_KAFKA_BROKERS       [127.0.0.1:19092]
  BONUS_TOPIC_PREFIX        [bonus.]
  BONUS_JWT_SECRET          (required)   HMAC secret signing access tokens, at least 32 bytes
  BONUS_JWT_SECRET_PREVIOUS []           previous secret, still accepted while rotating
  BONUS_ACCESS_TOKEN_TTL_S  [900]        access token lifetime
  BONUS_REFRESH_TOKEN_TTL_S [1209600]    refresh token lifetime (renewed on every rotation)
  BONUS_LOGIN_MAX_FAILURES_EMAIL   [5]   failed logins per email within the window, then 429
  BONUS_LOGIN_MAX_FAILURES_ADDRESS [20]  failed logins per client address within the window
  BONUS_LOGIN_WINDOW_S      [900]        throttling window
  BONUS_UPLOAD_DIR          [.data/uploads] root of uploaded images (served under /uploads/)
  BONUS_BODY_LIMIT          [1048576]    request body bytes
  BONUS_HEADER_LIMIT        [8192]       request header bytes
  BONUS_READ_TIMEOUT_MS     [15000]      time allowed to receive one request
  BONUS_COMMAND_WAIT_MS     [3000]       read-your-writes wait before answering 202
  BONUS_DELIVERY_TIMEOUT_MS [3000]       Kafka delivery wait before answering 503
  BONUS_ACCESS_LOG          [1]          0 turns the per-request log line off
  BONUS_LOG_FORMAT          [text]       text or json
  BONUS_BENCH_FIXED_BYTES   [0]          >0 serves GET /__bench/fixed with that many bytes
)";

namespace {
std::string text(const char* name, const char* fallback) {
  const char* v = std::getenv(name);
  return v && *v ? v : fallback;
}
unsigned long long number(const char* name, unsigned long long fallback) {
  const char* v = std::getenv(name);
  if (!v || !*v) return fallback;
  try {
    std::size_t used = 0;
    auto n = std::stoull(v, &used);
    if (used != std::string(v).size()) throw std::invalid_argument(name);
    return n;
  } catch (const std::exception&) {
    throw std::invalid_argument(std::string(name) + " must be a whole number, got '" + v + "'");
  }
}
}  // namespace

Config load_config() {
  Config c;
  c.address = text("BONUS_API_ADDR", "127.0.0.1");
  auto port = number("BONUS_API_PORT", 8080);
  if (port > 65535) throw std::invalid_argument("BONUS_API_PORT must be at most 65535");
  c.port = static_cast<unsigned short>(port);
  c.io_threads = static_cast<unsigned>(number("BONUS_API_THREADS", std::max(1u, std::thread::hardware_concurrency())));
  c.handler_threads = static_cast<unsigned>(number("BONUS_HANDLER_THREADS", 32));
  c.pg_pool = number("BONUS_PG_POOL", 16);
  c.pg_url = text("BONUS_PG_URL", "postgresql://bonus:bonus@127.0.0.1:5433/bonus");
  c.brokers = text("BONUS_KAFKA_BROKERS", "127.0.0.1:19092");
  c.topic_prefix = text("BONUS_TOPIC_PREFIX", "bonus.");
  c.jwt_secret = text("BONUS_JWT_SECRET", "");
  if (c.jwt_secret.size() < 32)
    throw std::invalid_argument("BONUS_JWT_SECRET must be set to at least 32 bytes (e.g. openssl rand -hex 32)");
  c.jwt_secret_previous = text("BONUS_JWT_SECRET_PREVIOUS", "");
  c.access_ttl = std::chrono::seconds(number("BONUS_ACCESS_TOKEN_TTL_S", 900));
  c.refresh_ttl = std::chrono::seconds(number("BONUS_REFRESH_TOKEN_TTL_S", 14 * 24 * 3600));
  c.login_failures_per_email = static_cast<unsigned>(number("BONUS_LOGIN_MAX_FAILURES_EMAIL", 5));
  c.login_failures_per_address = static_cast<unsigned>(number("BONUS_LOGIN_MAX_FAILURES_ADDRESS", 20));
  c.login_window = std::chrono::seconds(number("BONUS_LOGIN_WINDOW_S", 900));
  if (c.access_ttl.count() < 1 || c.refresh_ttl.count() < 1 || c.login_window.count() < 1)
    throw std::invalid_argument("token lifetimes and the login window must be at least 1 second");
  c.upload_dir = text("BONUS_UPLOAD_DIR", ".data/uploads");
  c.body_limit = number("BONUS_BODY_LIMIT", 1024 * 1024);
  c.header_limit = number("BONUS_HEADER_LIMIT", 8192);
  c.read_timeout = std::chrono::milliseconds(number("BONUS_READ_TIMEOUT_MS", 15000));
  c.command_wait = std::chrono::milliseconds(number("BONUS_COMMAND_WAIT_MS", 3000));
  c.delivery_timeout = std::chrono::milliseconds(number("BONUS_DELIVERY_TIMEOUT_MS", 3000));
  c.access_log = number("BONUS_ACCESS_LOG", 1) != 0;
  c.log_format = text("BONUS_LOG_FORMAT", "text");
  c.bench_fixed_bytes = number("BONUS_BENCH_FIXED_BYTES", 0);
  if (c.io_threads == 0 || c.handler_threads == 0 || c.pg_pool == 0)
    throw std::invalid_argument("thread and pool sizes must be at least 1");
  return c;
}

std::string load_pg_url() { return text("BONUS_PG_URL", "postgresql://bonus:bonus@127.0.0.1:5433/bonus"); }

}  // namespace api
