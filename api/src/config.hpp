// The api's configuration, read from environment variables (documented in --help and README).
#pragma once
#include <chrono>
#include <string>

namespace api {

struct Config {
  std::string address;
  unsigned short port;
  unsigned io_threads;
  bool pin_io_threads;                 // one I/O thread a CPU when they are as many (io_threads.hpp)
  std::chrono::microseconds io_slice;  // time slice the I/O threads ask for (0: the kernel's default)
  unsigned handler_threads;
  std::size_t pg_pool;
  std::string pg_url;
  std::string brokers;
  std::string topic_prefix;
  std::string jwt_secret;           // signs access tokens (HS256)
  std::string jwt_secret_previous;  // still verifies during a rotation
  std::string totp_key;             // seals stored TOTP secrets; empty: stored as base32
  std::string password_pepper;      // keys password hashes (HMAC before Argon2id); empty: none
  std::chrono::seconds access_ttl;
  std::chrono::seconds refresh_ttl;
  unsigned login_unknown_device_failures;  // failures for one account from unknown devices per window
  std::chrono::seconds session_max_age;  // a session's absolute lifetime
  std::chrono::seconds refresh_grace;    // a rotated refresh token may come back this soon
  unsigned login_failures_per_email;
  unsigned login_failures_per_address;
  std::chrono::seconds login_window;
  std::string upload_dir;
  std::size_t body_limit;
  std::size_t header_limit;
  std::chrono::milliseconds read_timeout;
  std::chrono::milliseconds command_wait;       // admins' commands
  std::chrono::milliseconds anon_command_wait;  // visitors' commands (comments)
  std::size_t command_waiters;                  // commands waiting for the projection at once
  std::size_t max_connections;                  // open HTTP connections
  std::size_t handler_queue;                    // requests queued or running on the handler pool
  std::chrono::milliseconds drain_timeout;      // lingering close after a refused request
  std::chrono::milliseconds send_timeout;       // one answer's whole write
  std::size_t max_connections_per_address;      // open HTTP connections from one peer (0: no cap)
  std::chrono::milliseconds delivery_timeout;
  std::chrono::milliseconds kafka_ready_grace;  // a pod that loses Kafka stays ready this long
  bool access_log;
  std::string log_format;
  std::size_t bench_fixed_bytes;  // > 0 adds GET /__bench/fixed (benchmark ceiling only)

  // The public site.
  std::string public_origin;  // e.g. https://bonus.example: canonical URLs, sitemap fallback, robots.txt
  std::string product_name;
  std::string web_root;  // directory with the built web app (index.html + assets); empty: built-in template
  std::chrono::milliseconds cache_ttl;  // response cache entries live at most this long
  std::size_t cache_max_bytes;          // 0 turns the response cache off
  std::size_t comment_rate_limit;       // comments per address per window
  std::chrono::seconds comment_rate_window;
  unsigned trust_forwarded_for;         // trusted proxies appending to X-Forwarded-For (0: none)
  std::string visitor_salt;             // keys the visitor hash in event actors; random when unset
  std::string indexnow_key;             // served at /{key}.txt for IndexNow; empty: none
  std::string metrics_token;            // bearer token that reads /metrics; empty: loopback only
  std::chrono::milliseconds view_flush_interval;  // at least 1000: one view event per post per interval
  std::chrono::milliseconds click_flush_interval;  // at least 1000: one click event per link, referrer, device
  std::string request_hash_key;  // keys the Idempotency-Key request hash; empty: derived from jwt_secret
  bool require_totp;         // every admin must use TOTP (default: on unless the origin is loopback http)
  std::string admin_origin;  // the back office's own origin; empty: served on the public origin
};

// Throws std::invalid_argument naming the variable when a value does not parse, or when
// BONUS_JWT_SECRET is missing or shorter than 32 bytes.
Config load_config();

// Only what the admin CLI needs (BONUS_PG_URL).
std::string load_pg_url();

extern const char* const kUsage;

}  // namespace api
