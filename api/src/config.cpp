// Environment parsing with defaults.
#include "config.hpp"

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <thread>

#include "domain/site.hpp"
#include "storage/postgres.hpp"

#ifndef BONUS_SOURCE_WEBAPP_DIST
#define BONUS_SOURCE_WEBAPP_DIST ""
#endif

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
  BONUS_API_PIN_THREADS     [1]          with as many I/O threads as CPUs the process may use, each
                                         runs on one CPU and serves the connections whose packets
                                         arrive there; 0: the threads share their work
  BONUS_API_IO_SLICE_US     [100]        time slice each I/O thread asks of the kernel (Linux 6.12+:
                                         a waking I/O thread runs sooner); 0: the kernel's default
  BONUS_HANDLER_THREADS     [32]         threads running handlers (blocking database work)
  BONUS_PG_URL              [postgresql://bonus:bonus@127.0.0.1:5433/bonus]
  BONUS_PG_POOL             [16]         Postgres connections
  BONUS_PG_STATEMENT_TIMEOUT_MS [30000]  longest statement on any connection (0: none)
  BONUS_KAFKA_BROKERS       [127.0.0.1:19092]
  BONUS_KAFKA_SECURITY_PROTOCOL, BONUS_KAFKA_SASL_MECHANISM, BONUS_KAFKA_SASL_USERNAME,
  BONUS_KAFKA_SASL_PASSWORD, BONUS_KAFKA_SSL_CA_LOCATION [unset: plaintext]  how the clients
                                         log in to Kafka (librdkafka's security.protocol,
                                         sasl.*, ssl.ca.location), e.g. SASL_SSL, SCRAM-SHA-512
  BONUS_TOPIC_PREFIX        [bonus.]
  BONUS_JWT_SECRET          (required)   HMAC secret signing access tokens, at least 32 bytes
  BONUS_JWT_SECRET_PREVIOUS []           previous secret, still accepted while rotating
  BONUS_REQUEST_HASH_KEY    []           keys the request hash an Idempotency-Key's events carry
                                         (HMAC-SHA256), at least 32 bytes; unset: derived from
                                         BONUS_JWT_SECRET
  BONUS_TOTP_KEY            []           seals admins' TOTP secrets in the database (AES-256-GCM),
                                         at least 32 bytes; unset: TOTP cannot be set up (plain
                                         secrets stored by older versions are sealed at start)
  BONUS_REQUIRE_TOTP        [1, 0 on a loopback http origin]  every admin must use TOTP: one
                                         without it is signed in only to set it up (needs
                                         BONUS_TOTP_KEY)
  BONUS_PASSWORD_PEPPER     []           a secret kept outside the database that keys every password
                                         hash (HMAC-SHA256 before Argon2id), at least 32 bytes; old
                                         hashes are upgraded at their next sign-in; also read by
                                         'bonus-api admin'
  BONUS_INITIAL_PASSWORD_TTL_H [72]      hours an initial password from 'bonus-api admin
                                         set-password' (without --chosen) signs in
  BONUS_ADMIN_ORIGIN        []           the back office's own origin (production choice, e.g.
                                         https://yonetim.bonus.example): sign-in cookies only there
  BONUS_ACCESS_TOKEN_TTL_S  [900]        access token lifetime
  BONUS_REFRESH_TOKEN_TTL_S [1209600]    refresh token lifetime (renewed on every rotation,
                                         never past the session's end)
  BONUS_SESSION_MAX_AGE_S   [43200]      a session ends this long after its sign-in, however
                                         often it is refreshed
  BONUS_REFRESH_GRACE_S     [30]         a rotated refresh token presented again this soon (a
                                         retry after a lost answer) is rotated once more instead
                                         of ending the session as a stolen copy (0..300)
  BONUS_LOGIN_MAX_FAILURES_EMAIL   [5]   failed logins for one email from one client address
                                         within the window, then 429 (other addresses are not
                                         locked out)
  BONUS_LOGIN_MAX_FAILURES_ADDRESS [20]  failed logins per client address within the window
  BONUS_LOGIN_UNKNOWN_DEVICE_FAILURES [20]  failed logins for one email from all unknown devices
                                         within the window, then 429 for unknown devices only; a
                                         device with a device cookie of that account counts only
                                         its own failures (at most 100 an hour: ASVS 2.2.1)
  BONUS_LOGIN_WINDOW_S      [900]        throttling window
  BONUS_UPLOAD_DIR          [.data/uploads] root of uploaded images (served under /uploads/)
  BONUS_BODY_LIMIT          [1048576]    request body bytes
  BONUS_HEADER_LIMIT        [8192]       request header bytes
  BONUS_READY_KAFKA_GRACE_MS [60000]     /readyz stays ready this long after Kafka stops answering
                                         (a pod that never reached Kafka is not ready): a short
                                         broker outage does not empty the Service
  BONUS_READ_TIMEOUT_MS     [15000]      time allowed to receive one request, headers and body
                                         (one deadline, however slowly the bytes come)
  BONUS_MAX_CONNECTIONS     [10000]      open HTTP connections; over it a new connection is
                                         closed at once (lowered to fit the open-files limit,
                                         whose soft value is raised to the hard one at start)
  BONUS_SEND_TIMEOUT_MS     [60000]      time allowed to write one answer, sendfile of a kept
                                         answer included (one deadline, however slowly the
                                         client reads); then the connection is closed
  BONUS_MAX_CONNECTIONS_PER_ADDRESS [256] open HTTP connections from one peer address (0: no
                                         cap); over it its new connections are closed at once.
                                         Behind a proxy every connection is the proxy's: raise it
  BONUS_HANDLER_QUEUE       [256]        requests queued or running on the handler threads;
                                         beyond it 503 "busy" with Retry-After
  BONUS_DRAIN_TIMEOUT_MS    [5000]       after refusing a request (400, 401, 413 ...), its
                                         body is read and discarded for at most this long in
                                         all, then the connection is closed
  BONUS_COMMAND_WAIT_MS     [3000]       read-your-writes wait of an admin command before
                                         answering 202
  BONUS_ANON_COMMAND_WAIT_MS [1000]      the same for visitors' commands (comments)
  BONUS_COMMAND_WAITERS     [3/4 of BONUS_HANDLER_THREADS]  commands waiting at once; more
                                         answer without waiting, so reads keep threads (less
                                         than BONUS_HANDLER_THREADS)
  BONUS_DELIVERY_TIMEOUT_MS [3000]       Kafka delivery wait before answering 503
  BONUS_ACCESS_LOG          [1]          0 turns the per-request log line off
  BONUS_LOG_FORMAT          [text]       text or json
  BONUS_BENCH_FIXED_BYTES   [0]          >0 serves GET /__bench/fixed with that many bytes

  BONUS_PUBLIC_ORIGIN       [http://127.0.0.1:8080]  the site's public origin (canonical URLs, robots.txt)
  BONUS_PRODUCT_NAME        [Bonus Rehberi]  product name in page titles
  BONUS_INDEXNOW_KEY        []   IndexNow key, served at /{key}.txt (the worker submits with it)
  BONUS_WEB_ROOT            [webapp/dist of the source tree if it has an index.html, else the
                             built-in template]  the built web app: index.html and its assets
  BONUS_CACHE_TTL_MS        [10000]      public GET answers are kept in memory at most this long
                                         (and dropped at once when the projection changes)
  BONUS_CACHE_MAX_BYTES     [67108864]   memory for kept answers; 0 turns the cache off
  BONUS_COMMENT_RATE_LIMIT  [5]          comments per client address per window
  BONUS_COMMENT_RATE_WINDOW_S [60]       the window, in seconds
  BONUS_TRUST_FORWARDED_FOR [0]          how many proxies in front of the api append to
                                         X-Forwarded-For: with N, the client address is the N-th
                                         entry from the end, when it is a valid IP address (else
                                         the peer's); 0: the peer address
  BONUS_VISITOR_SALT        [random]     key of the hashed visitor address in event actors
  BONUS_METRICS_TOKEN       []           /metrics for 'Authorization: Bearer <token>' (16+
                                         characters); unset: only for a client on this machine
                                         that no proxy forwarded. Everyone else gets 404
  BONUS_VIEW_FLUSH_MS       [1000]       blog views are sent as one event per post per interval
                                         (at least 1000)
  BONUS_CLICK_FLUSH_MS      [5000]       outbound clicks are sent as one event per link, referrer
                                         page and device per interval (at least 1000)
)";

namespace {
// Where the web app of this source tree is built (set by CMake); the default web root.
constexpr std::string_view kSourceWebappDist = BONUS_SOURCE_WEBAPP_DIST;

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
  c.pin_io_threads = number("BONUS_API_PIN_THREADS", 1) != 0;
  c.io_slice = std::chrono::microseconds(number("BONUS_API_IO_SLICE_US", 100));
  if (c.io_slice.count() != 0 && (c.io_slice.count() < 100 || c.io_slice.count() > 100000))
    throw std::invalid_argument("BONUS_API_IO_SLICE_US must be 0 or 100 to 100000 (microseconds)");
  c.pg_pool = number("BONUS_PG_POOL", 16);
  c.pg_url = load_pg_url();
  c.brokers = text("BONUS_KAFKA_BROKERS", "127.0.0.1:19092");
  c.topic_prefix = text("BONUS_TOPIC_PREFIX", "bonus.");
  c.jwt_secret = text("BONUS_JWT_SECRET", "");
  if (c.jwt_secret.size() < 32)
    throw std::invalid_argument("BONUS_JWT_SECRET must be set to at least 32 bytes (e.g. openssl rand -hex 32)");
  c.jwt_secret_previous = text("BONUS_JWT_SECRET_PREVIOUS", "");
  c.totp_key = text("BONUS_TOTP_KEY", "");
  if (!c.totp_key.empty() && c.totp_key.size() < 32)
    throw std::invalid_argument("BONUS_TOTP_KEY must be at least 32 bytes (e.g. openssl rand -hex 32)");
  c.password_pepper = text("BONUS_PASSWORD_PEPPER", "");
  if (!c.password_pepper.empty() && c.password_pepper.size() < 32)
    throw std::invalid_argument("BONUS_PASSWORD_PEPPER must be at least 32 bytes (e.g. openssl rand -hex 32)");
  c.access_ttl = std::chrono::seconds(number("BONUS_ACCESS_TOKEN_TTL_S", 900));
  c.refresh_ttl = std::chrono::seconds(number("BONUS_REFRESH_TOKEN_TTL_S", 14 * 24 * 3600));
  c.session_max_age = std::chrono::seconds(number("BONUS_SESSION_MAX_AGE_S", 12 * 3600));
  c.refresh_grace = std::chrono::seconds(number("BONUS_REFRESH_GRACE_S", 30));
  if (c.session_max_age.count() < 1) throw std::invalid_argument("BONUS_SESSION_MAX_AGE_S must be at least 1 second");
  if (c.refresh_grace.count() > 300) throw std::invalid_argument("BONUS_REFRESH_GRACE_S must be at most 300");
  c.login_failures_per_email = static_cast<unsigned>(number("BONUS_LOGIN_MAX_FAILURES_EMAIL", 5));
  c.login_failures_per_address = static_cast<unsigned>(number("BONUS_LOGIN_MAX_FAILURES_ADDRESS", 20));
  c.login_unknown_device_failures = static_cast<unsigned>(number("BONUS_LOGIN_UNKNOWN_DEVICE_FAILURES", 20));
  c.login_window = std::chrono::seconds(number("BONUS_LOGIN_WINDOW_S", 900));
  // The account's budget for unknown devices, over an hour, stays within ASVS 2.2.1's 100.
  if (c.login_window.count() >= 1 && c.login_unknown_device_failures * ((3600 + c.login_window.count() - 1) /
                                                                         c.login_window.count()) > 100)
    throw std::invalid_argument(
        "BONUS_LOGIN_UNKNOWN_DEVICE_FAILURES per BONUS_LOGIN_WINDOW_S allows more than 100 failed logins an hour");
  if (c.access_ttl.count() < 1 || c.refresh_ttl.count() < 1 || c.login_window.count() < 1)
    throw std::invalid_argument("token lifetimes and the login window must be at least 1 second");
  c.upload_dir = text("BONUS_UPLOAD_DIR", ".data/uploads");
  c.body_limit = number("BONUS_BODY_LIMIT", 1024 * 1024);
  c.header_limit = number("BONUS_HEADER_LIMIT", 8192);
  c.read_timeout = std::chrono::milliseconds(number("BONUS_READ_TIMEOUT_MS", 15000));
  c.command_wait = std::chrono::milliseconds(number("BONUS_COMMAND_WAIT_MS", 3000));
  c.anon_command_wait = std::chrono::milliseconds(number("BONUS_ANON_COMMAND_WAIT_MS", 1000));
  c.command_waiters = number("BONUS_COMMAND_WAITERS", c.handler_threads * 3 / 4);
  if (c.command_waiters >= c.handler_threads)
    throw std::invalid_argument("BONUS_COMMAND_WAITERS must be less than BONUS_HANDLER_THREADS");
  c.max_connections = number("BONUS_MAX_CONNECTIONS", 10000);
  c.handler_queue = number("BONUS_HANDLER_QUEUE", 256);
  c.drain_timeout = std::chrono::milliseconds(number("BONUS_DRAIN_TIMEOUT_MS", 5000));
  c.send_timeout = std::chrono::milliseconds(number("BONUS_SEND_TIMEOUT_MS", 60000));
  if (c.send_timeout < std::chrono::milliseconds(100))
    throw std::invalid_argument("BONUS_SEND_TIMEOUT_MS must be at least 100");
  c.max_connections_per_address = number("BONUS_MAX_CONNECTIONS_PER_ADDRESS", 256);
  if (c.max_connections == 0 || c.handler_queue == 0)
    throw std::invalid_argument("BONUS_MAX_CONNECTIONS and BONUS_HANDLER_QUEUE must be at least 1");
  c.delivery_timeout = std::chrono::milliseconds(number("BONUS_DELIVERY_TIMEOUT_MS", 3000));
  c.access_log = number("BONUS_ACCESS_LOG", 1) != 0;
  c.log_format = text("BONUS_LOG_FORMAT", "text");
  c.bench_fixed_bytes = number("BONUS_BENCH_FIXED_BYTES", 0);

  const std::string origin = text("BONUS_PUBLIC_ORIGIN", "http://127.0.0.1:8080");
  c.public_origin = domain::normalize_public_origin(origin);
  if (c.public_origin.empty())
    throw std::invalid_argument("BONUS_PUBLIC_ORIGIN must be an http(s) origin such as https://bonus.example, got '" +
                                origin + "'");
  c.product_name = text("BONUS_PRODUCT_NAME", std::string(domain::kDefaultProductName).c_str());
  c.web_root = text("BONUS_WEB_ROOT", "");
  if (c.web_root.empty()) {
    std::error_code ec;
    const std::string built = std::string(kSourceWebappDist);
    if (!built.empty() && std::filesystem::is_regular_file(built + "/index.html", ec)) c.web_root = built;
  } else {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(c.web_root + "/index.html", ec))
      throw std::invalid_argument("BONUS_WEB_ROOT must be a directory with an index.html, got '" + c.web_root + "'");
  }
  c.kafka_ready_grace = std::chrono::milliseconds(number("BONUS_READY_KAFKA_GRACE_MS", 60000));
  c.cache_ttl = std::chrono::milliseconds(number("BONUS_CACHE_TTL_MS", 10000));
  c.cache_max_bytes = number("BONUS_CACHE_MAX_BYTES", 64ULL * 1024 * 1024);
  c.comment_rate_limit = number("BONUS_COMMENT_RATE_LIMIT", 5);
  c.comment_rate_window = std::chrono::seconds(number("BONUS_COMMENT_RATE_WINDOW_S", 60));
  c.trust_forwarded_for = static_cast<unsigned>(number("BONUS_TRUST_FORWARDED_FOR", 0));
  if (c.trust_forwarded_for > 10) throw std::invalid_argument("BONUS_TRUST_FORWARDED_FOR must be at most 10 (proxies)");
  c.visitor_salt = text("BONUS_VISITOR_SALT", "");
  c.metrics_token = text("BONUS_METRICS_TOKEN", "");
  if (!c.metrics_token.empty() && c.metrics_token.size() < 16)
    throw std::invalid_argument("BONUS_METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 16)");
  c.indexnow_key = text("BONUS_INDEXNOW_KEY", "");
  for (char ch : c.indexnow_key)
    if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '-')
      throw std::invalid_argument("BONUS_INDEXNOW_KEY may hold only letters, digits and '-'");
  c.view_flush_interval = std::chrono::milliseconds(number("BONUS_VIEW_FLUSH_MS", 1000));
  if (c.view_flush_interval < std::chrono::milliseconds(1000))
    throw std::invalid_argument("BONUS_VIEW_FLUSH_MS must be at least 1000");
  c.click_flush_interval = std::chrono::milliseconds(number("BONUS_CLICK_FLUSH_MS", 5000));
  if (c.click_flush_interval < std::chrono::milliseconds(1000))
    throw std::invalid_argument("BONUS_CLICK_FLUSH_MS must be at least 1000");
  c.request_hash_key = text("BONUS_REQUEST_HASH_KEY", "");
  if (!c.request_hash_key.empty() && c.request_hash_key.size() < 32)
    throw std::invalid_argument("BONUS_REQUEST_HASH_KEY must be at least 32 bytes (e.g. openssl rand -hex 32)");
  // The second factor is required wherever the site is not a developer's loopback http origin.
  const bool loopback = c.public_origin.starts_with("http://127.") ||
                        c.public_origin.starts_with("http://localhost") || c.public_origin.starts_with("http://[::1]");
  c.require_totp = number("BONUS_REQUIRE_TOTP", loopback ? 0 : 1) != 0;
  if (c.require_totp && c.totp_key.empty())
    throw std::invalid_argument("BONUS_REQUIRE_TOTP needs BONUS_TOTP_KEY (e.g. openssl rand -hex 32)");
  const std::string admin_origin = text("BONUS_ADMIN_ORIGIN", "");
  c.admin_origin = admin_origin.empty() ? "" : domain::normalize_public_origin(admin_origin);
  if (!admin_origin.empty() && c.admin_origin.empty())
    throw std::invalid_argument("BONUS_ADMIN_ORIGIN must be an http(s) origin, got '" + admin_origin + "'");
  if (c.comment_rate_limit == 0 || c.comment_rate_window.count() == 0)
    throw std::invalid_argument("BONUS_COMMENT_RATE_LIMIT and BONUS_COMMENT_RATE_WINDOW_S must be at least 1");
  if (c.io_threads == 0 || c.handler_threads == 0 || c.pg_pool == 0)
    throw std::invalid_argument("thread and pool sizes must be at least 1");
  return c;
}

// Every connection gets TCP keepalives and a statement timeout (storage::with_session_limits).
std::string load_pg_url() {
  auto timeout = std::chrono::milliseconds(number("BONUS_PG_STATEMENT_TIMEOUT_MS", 30000));
  if (timeout > std::chrono::hours(1)) throw std::invalid_argument("BONUS_PG_STATEMENT_TIMEOUT_MS must be at most 3600000");
  return storage::with_session_limits(text("BONUS_PG_URL", "postgresql://bonus:bonus@127.0.0.1:5433/bonus"), timeout);
}

}  // namespace api
