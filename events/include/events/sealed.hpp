// AES-256-GCM for the few things that must not be readable where they are kept: personal fields
// of events (a comment's name and text, under a key per comment kept outside the log, so deleting
// the key erases them from every copy of the log) and stored TOTP secrets. One copy of the cipher
// code for the api and the worker.
#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace events::sealed {

inline constexpr std::size_t kKeyBytes = 32, kNonceBytes = 12, kTagBytes = 16;

// 32 random bytes (OpenSSL's RAND_bytes).
std::string random_key();

// nonce (12 random bytes) | ciphertext | tag (16 bytes); `aad` is authenticated, not stored.
std::string seal(std::string_view key, std::string_view plain, std::string_view aad);

// The plain text, or nothing when `raw` does not open with `key` and `aad` (another key,
// tampered, too short).
std::optional<std::string> open(std::string_view key, std::string_view raw, std::string_view aad);

// Lower-case hex, for carrying sealed bytes in JSON; from_hex gives nothing for malformed input.
std::string to_hex(std::string_view bytes);
std::optional<std::string> from_hex(std::string_view hex);

// A visitor comment's personal fields, sealed under the comment's key with its id as associated
// data (sealed text moved to another comment does not open): hex of seal({"user_name","comment"}).
struct CommentFields {
  std::string user_name, comment;
};
std::string seal_comment(std::string_view key, std::string_view comment_id, const CommentFields& fields);
// Nothing when the text does not open with `key` (or is not what seal_comment makes).
std::optional<CommentFields> open_comment(std::string_view key, std::string_view comment_id, std::string_view sealed);

}  // namespace events::sealed
