// The security notices' push: the notices table is the outbox (migration 019), this loop its
// only reader. A try leases the oldest pending notice (push_next_at moved past the try's
// timeout, so a worker that dies mid-try leaves it to the next), posts it, and records the
// outcome in the notice's row; a failure waits longer each time, and newer notices wait behind
// the oldest, so a receiver gets them in the order written.
#include "jobs/notice_push.hpp"

#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <boost/url.hpp>
#include <cctype>
#include <pqxx/pqxx>
#include <stdexcept>
#include <thread>

#include "jobs/http_client.hpp"

namespace worker {

using namespace std::chrono_literals;

namespace {

constexpr const char* kRecordConfig = R"SQL(
  INSERT INTO public.security_notice_push (id, configured, target, updated_at) VALUES (true, $1, $2, now())
  ON CONFLICT (id) DO UPDATE SET configured = EXCLUDED.configured, target = EXCLUDED.target, updated_at = now(),
    last_sent_at  = CASE WHEN security_notice_push.target = EXCLUDED.target THEN security_notice_push.last_sent_at END,
    last_error    = CASE WHEN security_notice_push.target = EXCLUDED.target THEN security_notice_push.last_error END,
    last_error_at = CASE WHEN security_notice_push.target = EXCLUDED.target THEN security_notice_push.last_error_at END
)SQL";
// Without a webhook, what is pending stays in the back office only.
constexpr const char* kMarkNotSent =
    "UPDATE public.security_notices SET push_state = 'not_sent' WHERE push_state = 'pending'";
// The oldest pending notice, leased for one try when it is due (another worker's lease, or a
// wait after a failure, makes it not due: nothing newer goes before it).
constexpr const char* kLeaseOldest = R"SQL(
  WITH oldest AS (
    SELECT id FROM public.security_notices WHERE push_state = 'pending' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
  UPDATE public.security_notices n SET push_next_at = now() + make_interval(secs => $1)
    FROM oldest, public.users u
   WHERE n.id = oldest.id AND n.push_next_at <= now() AND u.id = n.user_id
  RETURNING n.id, n.kind, to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), u.email, n.browser,
            n.address_prefix, n.push_attempts
)SQL";
constexpr const char* kDelivered = R"SQL(
  UPDATE public.security_notices SET push_state = 'sent', pushed_at = now(), push_attempts = push_attempts + 1,
         push_error = NULL
   WHERE id = $1 AND push_state = 'pending'
)SQL";
constexpr const char* kFailed = R"SQL(
  UPDATE public.security_notices SET push_attempts = push_attempts + 1, push_error = $3,
         push_next_at = now() + make_interval(secs => $2)
   WHERE id = $1 AND push_state = 'pending'
)SQL";
constexpr const char* kStatusSent = "UPDATE public.security_notice_push SET last_sent_at = now()";
constexpr const char* kStatusFailed = "UPDATE public.security_notice_push SET last_error = $1, last_error_at = now()";

// The Turkish line of each kind, as the security screen shows it (webapp security-notices-api.ts).
std::string text_of(const std::string& kind) {
  if (kind == "password_changed") return "Şifreniz değiştirildi";
  if (kind == "totp_enabled") return "İki adımlı giriş açıldı";
  if (kind == "totp_disabled") return "İki adımlı giriş kapatıldı";
  if (kind == "totp_reset") return "İki adımlı giriş sunucu yöneticisi tarafından sıfırlandı";
  if (kind == "recovery_codes_renewed") return "Yeni kurtarma kodları oluşturuldu";
  if (kind == "new_device") return "Yeni bir cihazdan giriş yapıldı";
  if (kind == "totp_code_reused") return "Daha önce kullanılmış bir doğrulama kodu reddedildi";
  return kind;
}

bool is_loopback(const boost::urls::url_view& u) {
  switch (u.host_type()) {
    case boost::urls::host_type::ipv4: return u.host_ipv4_address().is_loopback();
    case boost::urls::host_type::ipv6: return u.host_ipv6_address().is_loopback();
    case boost::urls::host_type::name: {
      std::string host = u.host();
      for (auto& ch : host) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      return host == "localhost";
    }
    default: return false;
  }
}

void sleep_unless_stopped(std::chrono::milliseconds total, const std::atomic<bool>& stop) {
  for (auto left = total; left > 0ms && !stop; left -= 100ms) std::this_thread::sleep_for(std::min(left, 100ms));
}

double seconds(std::chrono::milliseconds ms) { return static_cast<double>(ms.count()) / 1000.0; }

std::int64_t unix_now() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

// Why a try failed, without the URL (its path may hold a token).
std::string failure_of(const HttpResponse& r) {
  if (r.status != 0) return "HTTP " + std::to_string(r.status);
  if (r.timed_out) return "no answer in time";
  return "no answer: " + r.transport_error;
}

// One try of the oldest due notice. Returns false when there was none, or it failed (the
// receiver is then given its wait before anything else is tried).
bool push_one(pqxx::connection& db, const NoticePushConfig& c, const std::string& target,
              const std::atomic<bool>& stop) {
  PushedNotice n;
  int failed_before = 0;
  {
    pqxx::work tx(db);
    auto rows = tx.exec_params(kLeaseOldest, seconds(c.timeout) + 30.0);
    tx.commit();
    if (rows.empty()) return false;
    const auto& r = rows[0];
    n = {r[0].as<long long>(), r[1].as<std::string>(), r[2].as<std::string>(), r[3].as<std::string>(),
         r[4].as<std::string>(), r[5].as<std::string>()};
    failed_before = r[6].as<int>();
  }
  HttpRequest request;
  request.method = "POST";
  request.url = c.url;
  request.body = notice_body(n, c.origin);
  request.headers = {{"Content-Type", "application/json"},
                     {"User-Agent", "bonus-worker security-notices"},
                     {"X-Bonus-Notice-Id", std::to_string(n.id)},
                     {"X-Bonus-Signature", webhook_signature(c.secret, unix_now(), request.body)}};
  request.timeout = c.timeout;
  request.abort = &stop;
  request.max_body = c.max_answer;
  const auto answer = http_send(request);
  pqxx::work tx(db);
  if (answer.status >= 200 && answer.status < 300) {
    tx.exec_params(kDelivered, n.id);
    tx.exec(kStatusSent);
    tx.commit();
    spdlog::info("security notice {} delivered to {}", n.id, target);
    return true;
  }
  const auto wait = push_backoff(c, failed_before + 1);
  const auto why = failure_of(answer);
  tx.exec_params(kFailed, n.id, seconds(wait), why);
  tx.exec_params(kStatusFailed, why);
  tx.commit();
  if (!stop)
    spdlog::warn("security notice {} not delivered to {} (try {}): {}; next try in {} ms", n.id, target,
                 failed_before + 1, why, wait.count());
  return false;
}

}  // namespace

std::string check_webhook_url(const std::string& url) {
  constexpr const char* name = "BONUS_SECURITY_WEBHOOK_URL";
  auto parsed = boost::urls::parse_absolute_uri(url);
  if (!parsed) throw std::invalid_argument(std::string(name) + " must be an absolute http(s) URL");
  const auto& u = *parsed;
  const std::string scheme(u.scheme());
  if (scheme != "https" && scheme != "http") throw std::invalid_argument(std::string(name) + " must be an https URL");
  if (u.encoded_host().empty()) throw std::invalid_argument(std::string(name) + " must name a host");
  if (u.has_userinfo())
    throw std::invalid_argument(std::string(name) + " must not hold a user or password (the signature proves the sender)");
  if (scheme == "http" && !is_loopback(u))
    throw std::invalid_argument(std::string(name) + " must be https (plain http only to a loopback host), got " +
                                scheme + "://" + std::string(u.encoded_host_and_port()));
  return scheme + "://" + std::string(u.encoded_host_and_port());
}

std::string webhook_signature(const std::string& secret, std::int64_t unix_seconds, const std::string& body) {
  const std::string t = std::to_string(unix_seconds);
  const std::string signed_text = t + "." + body;
  unsigned char mac[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  if (!HMAC(EVP_sha256(), secret.data(), static_cast<int>(secret.size()),
            reinterpret_cast<const unsigned char*>(signed_text.data()), signed_text.size(), mac, &len))
    throw std::runtime_error("HMAC-SHA256 failed");
  static constexpr char hex[] = "0123456789abcdef";
  std::string out = "t=" + t + ",v1=";
  for (unsigned int i = 0; i < len; ++i) (out += hex[mac[i] >> 4]) += hex[mac[i] & 15];
  return out;
}

std::string notice_body(const PushedNotice& n, const std::string& origin) {
  return boost::json::serialize(boost::json::object{{"type", "security_notice"},
                                                    {"id", n.id},
                                                    {"kind", n.kind},
                                                    {"text", text_of(n.kind)},
                                                    {"created_at", n.created_at},
                                                    {"account", n.email},
                                                    {"browser", n.browser},
                                                    {"address", n.address},
                                                    {"site", origin}});
}

std::chrono::milliseconds push_backoff(const NoticePushConfig& c, int attempts) {
  auto wait = c.backoff;
  for (int i = 1; i < attempts && wait < c.max_backoff; ++i) wait *= 2;
  return std::min(wait, c.max_backoff);
}

void run_notice_push(const std::string& pg_url, const NoticePushConfig& c, const std::atomic<bool>& stop) {
  const std::string target = c.url.empty() ? "" : check_webhook_url(c.url);
  if (!target.empty()) spdlog::info("security notices are pushed to {}", target);
  while (!stop) {
    try {
      pqxx::connection db(pg_url);
      {
        pqxx::work tx(db);
        tx.exec_params(kRecordConfig, !target.empty(), target);
        tx.commit();
      }
      while (!stop) {
        if (target.empty()) {
          pqxx::work tx(db);
          tx.exec(kMarkNotSent);
          tx.commit();
        } else {
          while (!stop && push_one(db, c, target, stop)) {
          }
        }
        sleep_unless_stopped(c.poll, stop);
      }
    } catch (const std::exception& e) {
      if (stop) break;
      spdlog::error("security notice push stopped: {}; restarting in 1 s", e.what());
      sleep_unless_stopped(1000ms, stop);
    }
  }
}

}  // namespace worker
