// The daily salt: rotation at the UTC day boundary, the keyed hash, and its two sources.
#include "daily_salt.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/core_names.h>
#include <openssl/rand.h>

#include <pqxx/pqxx>
#include <stdexcept>
#include <string_view>

#include "storage/postgres.hpp"

namespace api {

namespace {
constexpr const char* kForgetEarlierDays = "DELETE FROM public.daily_salts WHERE day < $1::date";
constexpr const char* kOfferSalt = R"SQL(
  INSERT INTO public.daily_salts (day, salt) VALUES ($1::date, decode($2, 'hex')) ON CONFLICT (day) DO NOTHING
)SQL";
// Used HMAC contexts kept for the next values: about one per thread hashing at the same time.
constexpr std::size_t kSpareMacs = 8;
constexpr const char* kSaltOfDay = "SELECT encode(salt, 'hex') FROM public.daily_salts WHERE day = $1::date";

DailySalt::Salt random_salt() {
  DailySalt::Salt s{};
  if (RAND_bytes(s.data(), static_cast<int>(s.size())) != 1) throw std::runtime_error("no random bytes for a salt");
  return s;
}

std::string hex(const unsigned char* bytes, std::size_t n) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(n * 2);
  for (std::size_t i = 0; i < n; ++i) {
    out += kHex[bytes[i] >> 4];
    out += kHex[bytes[i] & 0xF];
  }
  return out;
}

DailySalt::Salt from_hex(const std::string& h) {
  DailySalt::Salt s{};
  if (h.size() != s.size() * 2) throw std::runtime_error("stored daily salt has the wrong length");
  auto nibble = [](char c) { return c <= '9' ? c - '0' : c - 'a' + 10; };
  for (std::size_t i = 0; i < s.size(); ++i)
    s[i] = static_cast<unsigned char>(nibble(h[2 * i]) << 4 | nibble(h[2 * i + 1]));
  return s;
}
}  // namespace

DailySalt::DailySalt(Source source, Clock clock) : source_(std::move(source)), clock_(std::move(clock)) {}

DailySalt::Source DailySalt::in_memory() {
  return [](const std::string&) { return random_salt(); };
}

DailySalt::Source DailySalt::shared(storage::ConnectionPool& db) {
  return [&db](const std::string& day) {
    const Salt offered = random_salt();
    auto conn = db.acquire();
    pqxx::work tx(*conn);
    tx.exec_params(kForgetEarlierDays, day);
    tx.exec_params(kOfferSalt, day, hex(offered.data(), offered.size()));
    const auto stored = tx.exec_params1(kSaltOfDay, day)[0].as<std::string>();
    tx.commit();
    return from_hex(stored);
  };
}

std::string DailySalt::day_of(std::chrono::system_clock::time_point t) {
  const auto days = std::chrono::floor<std::chrono::days>(t);
  const std::chrono::year_month_day ymd{days};
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                static_cast<unsigned>(ymd.day()));
  return buf;
}

void DailySalt::MacFree::operator()(evp_mac_ctx_st* mac) const { EVP_MAC_CTX_free(mac); }

DailySalt::Mac DailySalt::keyed_mac(const Salt& salt) {
  static EVP_MAC* const hmac = EVP_MAC_fetch(nullptr, OSSL_MAC_NAME_HMAC, nullptr);
  if (!hmac) throw std::runtime_error("HMAC is not available");
  Mac mac(EVP_MAC_CTX_new(hmac));
  char digest[] = "SHA256";
  const OSSL_PARAM params[] = {OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST, digest, 0),
                               OSSL_PARAM_construct_end()};
  if (!mac || EVP_MAC_init(mac.get(), salt.data(), salt.size(), params) != 1)
    throw std::runtime_error("HMAC-SHA256 could not be keyed");
  return mac;
}

DailySalt::Mac DailySalt::take_mac(std::uint64_t& generation) {
  generation = generation_;
  if (!spare_.empty()) {
    Mac mac = std::move(spare_.back());
    spare_.pop_back();
    return mac;
  }
  Mac copy(EVP_MAC_CTX_dup(mac_.get()));
  if (!copy) throw std::runtime_error("HMAC-SHA256 could not be copied");
  return copy;
}

DailySalt::Keyed DailySalt::keyed_hash(std::string_view value) {
  const std::string today = day_of(clock_());
  Mac mac;
  std::uint64_t generation = 0;
  {
    std::lock_guard lock(mutex_);
    if (today != day_) {
      Salt fresh = source_(today);  // throws: the old salt stays unused, the next call tries again
      Mac keyed = keyed_mac(fresh);
      OPENSSL_cleanse(salt_.data(), salt_.size());
      salt_ = fresh;
      OPENSSL_cleanse(fresh.data(), fresh.size());
      mac_ = std::move(keyed);  // the old one is freed, its key state wiped
      spare_.clear();           // and so are the spares keyed with it
      ++generation_;
      day_ = today;
    }
    mac = take_mac(generation);
  }
  return keyed_with(today, std::move(mac), generation, value);
}

std::optional<DailySalt::Keyed> DailySalt::keyed_hash_if_ready(std::string_view value) {
  const std::string today = day_of(clock_());
  Mac mac;
  std::uint64_t generation = 0;
  {
    std::lock_guard lock(mutex_);
    if (today != day_) return std::nullopt;
    mac = take_mac(generation);
  }
  return keyed_with(today, std::move(mac), generation, value);
}

DailySalt::Keyed DailySalt::keyed_with(const std::string& day, Mac mac, std::uint64_t generation,
                                       std::string_view value) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  std::size_t length = 0;
  // A null key: HMAC starts again from the key the context holds (a copy of mac_'s, or its own
  // from an earlier value), without setting it up again.
  if (EVP_MAC_init(mac.get(), nullptr, 0, nullptr) != 1 ||
      EVP_MAC_update(mac.get(), reinterpret_cast<const unsigned char*>(value.data()), value.size()) != 1 ||
      EVP_MAC_final(mac.get(), digest, &length, sizeof digest) != 1)
    throw std::runtime_error("HMAC-SHA256 failed");
  Keyed keyed{day, hex(digest, std::min<std::size_t>(8, length))};
  OPENSSL_cleanse(digest, sizeof digest);
  {
    std::lock_guard lock(mutex_);
    if (generation == generation_ && spare_.size() < kSpareMacs) spare_.push_back(std::move(mac));
  }
  return keyed;
}

}  // namespace api
