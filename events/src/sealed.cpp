#include "events/sealed.hpp"

#include <boost/json.hpp>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include <memory>
#include <stdexcept>

namespace events::sealed {

namespace {

struct CipherDeleter {
  void operator()(EVP_CIPHER_CTX* c) const { EVP_CIPHER_CTX_free(c); }
};
using Cipher = std::unique_ptr<EVP_CIPHER_CTX, CipherDeleter>;

const unsigned char* bytes(std::string_view s) { return reinterpret_cast<const unsigned char*>(s.data()); }
unsigned char* bytes(std::string& s) { return reinterpret_cast<unsigned char*>(s.data()); }

}  // namespace

std::string random_key() {
  std::string key(kKeyBytes, '\0');
  if (RAND_bytes(bytes(key), static_cast<int>(kKeyBytes)) != 1) throw std::runtime_error("RAND_bytes failed");
  return key;
}

std::string seal(std::string_view key, std::string_view plain, std::string_view aad) {
  if (key.size() != kKeyBytes) throw std::invalid_argument("an AES-256-GCM key has 32 bytes");
  std::string out(kNonceBytes + plain.size() + kTagBytes, '\0');
  if (RAND_bytes(bytes(out), static_cast<int>(kNonceBytes)) != 1) throw std::runtime_error("RAND_bytes failed");
  Cipher c(EVP_CIPHER_CTX_new());
  int len = 0;
  if (!c || EVP_EncryptInit_ex(c.get(), EVP_aes_256_gcm(), nullptr, bytes(key), bytes(out)) != 1 ||
      EVP_EncryptUpdate(c.get(), nullptr, &len, bytes(aad), static_cast<int>(aad.size())) != 1 ||
      EVP_EncryptUpdate(c.get(), bytes(out) + kNonceBytes, &len, bytes(plain), static_cast<int>(plain.size())) != 1 ||
      EVP_EncryptFinal_ex(c.get(), bytes(out) + kNonceBytes + len, &len) != 1 ||
      EVP_CIPHER_CTX_ctrl(c.get(), EVP_CTRL_GCM_GET_TAG, static_cast<int>(kTagBytes),
                          bytes(out) + kNonceBytes + plain.size()) != 1)
    throw std::runtime_error("AES-256-GCM sealing failed");
  return out;
}

std::optional<std::string> open(std::string_view key, std::string_view raw, std::string_view aad) {
  if (key.size() != kKeyBytes || raw.size() < kNonceBytes + kTagBytes) return std::nullopt;
  const std::size_t n = raw.size() - kNonceBytes - kTagBytes;
  std::string plain(n, '\0');
  std::string tag(raw.substr(kNonceBytes + n));
  Cipher c(EVP_CIPHER_CTX_new());
  int len = 0;
  if (!c || EVP_DecryptInit_ex(c.get(), EVP_aes_256_gcm(), nullptr, bytes(key), bytes(raw)) != 1 ||
      EVP_DecryptUpdate(c.get(), nullptr, &len, bytes(aad), static_cast<int>(aad.size())) != 1 ||
      EVP_DecryptUpdate(c.get(), bytes(plain), &len, bytes(raw) + kNonceBytes, static_cast<int>(n)) != 1 ||
      EVP_CIPHER_CTX_ctrl(c.get(), EVP_CTRL_GCM_SET_TAG, static_cast<int>(kTagBytes), bytes(tag)) != 1 ||
      EVP_DecryptFinal_ex(c.get(), bytes(plain) + len, &len) != 1)
    return std::nullopt;
  return plain;
}

std::string to_hex(std::string_view in) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  out.reserve(in.size() * 2);
  for (unsigned char ch : in) {
    out.push_back(kDigits[ch >> 4]);
    out.push_back(kDigits[ch & 0xF]);
  }
  return out;
}

std::optional<std::string> from_hex(std::string_view hex) {
  if (hex.size() % 2 != 0) return std::nullopt;
  auto digit = [](char ch) -> int {
    if (ch >= '0' && ch <= '9') return ch - '0';
    if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
    if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
    return -1;
  };
  std::string out;
  out.reserve(hex.size() / 2);
  for (std::size_t i = 0; i < hex.size(); i += 2) {
    int hi = digit(hex[i]), lo = digit(hex[i + 1]);
    if (hi < 0 || lo < 0) return std::nullopt;
    out.push_back(static_cast<char>((hi << 4) | lo));
  }
  return out;
}

std::string seal_comment(std::string_view key, std::string_view comment_id, const CommentFields& fields) {
  boost::json::object o{{"user_name", fields.user_name}, {"comment", fields.comment}};
  return to_hex(seal(key, boost::json::serialize(o), comment_id));
}

std::optional<CommentFields> open_comment(std::string_view key, std::string_view comment_id, std::string_view sealed) {
  auto raw = from_hex(sealed);
  if (!raw) return std::nullopt;
  auto plain = open(key, *raw, comment_id);
  if (!plain) return std::nullopt;
  boost::system::error_code ec;
  auto v = boost::json::parse(*plain, ec);
  if (ec || !v.is_object()) return std::nullopt;
  const auto& o = v.as_object();
  const auto* name = o.if_contains("user_name");
  const auto* text = o.if_contains("comment");
  if (!name || !text || !name->is_string() || !text->is_string()) return std::nullopt;
  return CommentFields{std::string(name->as_string()), std::string(text->as_string())};
}

}  // namespace events::sealed
