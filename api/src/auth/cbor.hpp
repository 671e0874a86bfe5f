// A bounded decoder for the CBOR (RFC 8949) that WebAuthn sends: the attestation object and the
// COSE public key inside authenticator data. Definite lengths only, no tags, no floats; nesting
// and the number of items are capped, and every length is checked against the bytes left, so no
// input makes it read past its end or allocate more than the input's size.
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace api::auth::cbor {

struct Value {
  enum class Type { integer, bytes, text, array, map, boolean, null };
  Type type = Type::null;
  std::int64_t integer = 0;  // integer (negative ones too); boolean: 0 or 1
  std::string string;        // bytes or text
  std::vector<Value> items;  // array; map: key, value, key, value, ...

  // A map's value under an integer or a text key, or null when absent (or not a map).
  const Value* find(std::int64_t key) const;
  const Value* find(std::string_view key) const;
  bool is_int() const { return type == Type::integer; }
  bool is_bytes() const { return type == Type::bytes; }
  bool is_text() const { return type == Type::text; }
  bool is_map() const { return type == Type::map; }
};

constexpr int kMaxDepth = 8;
constexpr std::size_t kMaxItems = 512;

// The first item of `in`; `used` is set to its length. Nothing when it is malformed, truncated,
// nested deeper than kMaxDepth, holds more than kMaxItems items, or uses what is left out above.
std::optional<Value> decode(std::string_view in, std::size_t& used);
// The whole of `in` as one item (nothing when bytes are left over).
std::optional<Value> decode_all(std::string_view in);

}  // namespace api::auth::cbor
