// The daily-rotating secret salt for visitor pseudonyms: a new random 256-bit salt each UTC day,
// the previous day's discarded (overwritten in memory, its row deleted), never written to the
// event log. A value hashed under it (HMAC-SHA256) is the same all day on every api instance and
// cannot be linked to the next day's hash of the same value, nor back to the value once the salt
// is gone. Used for the actor of a visitor's comment and for unique visitors of outbound clicks.
#pragma once
#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace storage {
class ConnectionPool;
}
struct evp_mac_ctx_st;  // OpenSSL's EVP_MAC_CTX

namespace api {

class DailySalt {
 public:
  using Salt = std::array<unsigned char, 32>;
  // Gives the salt of `day` (YYYY-MM-DD, UTC), creating it when the day has none, and forgets
  // every earlier day's.
  using Source = std::function<Salt(const std::string& day)>;
  using Clock = std::function<std::chrono::system_clock::time_point()>;

  explicit DailySalt(Source source, Clock clock = [] { return std::chrono::system_clock::now(); });

  // A fresh random salt per day, kept in this process only (tests, a single instance).
  static Source in_memory();
  // The day's salt in public.daily_salts, shared by every api instance; older rows are deleted.
  static Source shared(storage::ConnectionPool& db);

  struct Keyed {
    std::string day;   // the UTC day whose salt keyed it
    std::string hash;  // first 16 hex digits of HMAC-SHA256(salt, value)
  };
  Keyed keyed_hash(std::string_view value);
  // The same when today's salt is in memory already; nothing (and no database) otherwise: for a
  // caller that must not block (an answer written on the I/O thread).
  std::optional<Keyed> keyed_hash_if_ready(std::string_view value);

  // The UTC day of `t` as YYYY-MM-DD.
  static std::string day_of(std::chrono::system_clock::time_point t);

 private:
  struct MacFree {
    void operator()(evp_mac_ctx_st* mac) const;
  };
  using Mac = std::unique_ptr<evp_mac_ctx_st, MacFree>;
  // HMAC-SHA256 keyed with `salt`, ready for a value: the algorithm is looked up and the key set
  // once a day, not once a click.
  static Mac keyed_mac(const Salt& salt);
  // A context keyed with today's salt, taken under the lock: a spare one used before, else a copy
  // of `mac_` (EVP_MAC_CTX_dup, which allocates). Sets `generation` to the salt's.
  Mac take_mac(std::uint64_t& generation);
  // HMAC-SHA256 of `value` with `mac` (re-initialised with the key it holds), then `mac` back
  // among the spares when the salt has not changed meanwhile (else freed with its key state).
  Keyed keyed_with(const std::string& day, Mac mac, std::uint64_t generation, std::string_view value);
  Source source_;
  Clock clock_;
  std::mutex mutex_;
  std::string day_;  // whose salt salt_ holds; "" before the first use
  Salt salt_{};
  Mac mac_;  // keyed with salt_
  std::uint64_t generation_ = 0;  // counts the salts set: a spare of an earlier one is not kept
  std::vector<Mac> spare_;        // used contexts keyed with salt_, to be used again (at most a few)
};

}  // namespace api
