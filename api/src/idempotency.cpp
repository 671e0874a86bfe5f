// Deterministic ids for commands sent with an Idempotency-Key.
#include "idempotency.hpp"

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <stdexcept>

#include "events/envelope.hpp"

namespace api {

namespace {
// Name spaces of the name-based UUIDs (fixed forever: changing one changes every derived id).
constexpr std::string_view kScopeSpace = "6d1f3b2a-9c4e-5b7a-8e2d-0f4c6a8b1d3e";
constexpr std::size_t kMaxKeyLength = 200;

// One key of one actor on one route.
std::string scope(const Request& req, std::string_view actor) {
  std::string name;
  name.append(actor).append("\n").append(req.raw.method_string()).append("\n").append(req.path).append("\n");
  name.append(req.command_key->key);
  return events::name_uuid(kScopeSpace, name);
}
}  // namespace

std::string request_hash(std::string_view key, std::string_view body) {
  unsigned char mac[EVP_MAX_MD_SIZE];
  unsigned int mac_len = 0;
  if (!HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()), reinterpret_cast<const unsigned char*>(body.data()),
            body.size(), mac, &mac_len))
    throw std::runtime_error("HMAC-SHA256 failed");
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (unsigned int i = 0; i < mac_len; ++i) {
    out.push_back(kHex[mac[i] >> 4]);
    out.push_back(kHex[mac[i] & 15]);
  }
  return out;
}

void read_idempotency_key(Request& req, std::string_view hash_key) {
  auto it = req.raw.find("Idempotency-Key");
  if (it == req.raw.end()) return;
  std::string_view key(it->value().data(), it->value().size());
  bool printable = !key.empty() && key.size() <= kMaxKeyLength;
  for (char c : key) printable = printable && c >= 0x20 && c <= 0x7e;
  if (!printable)
    throw ApiError(http::status::bad_request, "invalid_idempotency_key",
                   "Idempotency-Key başlığı 1 ile 200 arasında yazdırılabilir ASCII karakterden oluşmalıdır.");
  // The body's keyed hash: a retry must send the very same request under the key.
  req.command_key = CommandKey{std::string(key), request_hash(hash_key, req.body()), 0};
}

std::string entity_id(const Request& req, std::string_view actor, std::string_view what) {
  if (!req.command_key) return events::new_uuid();
  return events::name_uuid(scope(req, actor), std::string("entity:").append(what));
}

std::string next_event_id(Request& req, std::string_view actor) {
  return events::name_uuid(scope(req, actor), "event:" + std::to_string(req.command_key->events++));
}

}  // namespace api
