// See cbor.hpp.
#include "auth/cbor.hpp"

#include <limits>

namespace api::auth::cbor {

namespace {

struct Reader {
  std::string_view in;
  std::size_t pos = 0;
  std::size_t items = 0;

  bool take(std::size_t n, std::string_view& out) {
    if (n > in.size() - pos) return false;
    out = in.substr(pos, n);
    pos += n;
    return true;
  }

  // The argument of an initial byte (RFC 8949 section 3): the value itself, or 1, 2, 4 or 8
  // bytes after it. 28-31 (reserved, indefinite) are refused.
  bool argument(unsigned info, std::uint64_t& out) {
    if (info < 24) {
      out = info;
      return true;
    }
    if (info > 27) return false;
    std::size_t n = std::size_t{1} << (info - 24);
    std::string_view b;
    if (!take(n, b)) return false;
    out = 0;
    for (unsigned char c : b) out = (out << 8) | c;
    return true;
  }

  bool item(Value& v, int depth) {
    if (depth > kMaxDepth || ++items > kMaxItems) return false;
    std::string_view head;
    if (!take(1, head)) return false;
    const unsigned major = static_cast<unsigned char>(head[0]) >> 5, info = static_cast<unsigned char>(head[0]) & 31;
    std::uint64_t arg = 0;
    if (!argument(info, arg)) return false;
    constexpr auto kMaxInt = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
    switch (major) {
      case 0:
      case 1:
        if (arg > kMaxInt) return false;
        v.type = Value::Type::integer;
        v.integer = major == 0 ? static_cast<std::int64_t>(arg) : -1 - static_cast<std::int64_t>(arg);
        return true;
      case 2:
      case 3: {
        std::string_view b;
        if (arg > in.size() || !take(static_cast<std::size_t>(arg), b)) return false;
        v.type = major == 2 ? Value::Type::bytes : Value::Type::text;
        v.string.assign(b);
        return true;
      }
      case 4:
      case 5: {
        // Every item takes at least one byte: a count beyond the bytes left is malformed.
        const std::uint64_t n = major == 4 ? arg : arg * 2;
        if (arg > kMaxItems || n > in.size() - pos) return false;
        v.type = major == 4 ? Value::Type::array : Value::Type::map;
        v.items.resize(static_cast<std::size_t>(n));
        for (auto& child : v.items)
          if (!item(child, depth + 1)) return false;
        return true;
      }
      case 7:
        if (info == 20 || info == 21) {
          v.type = Value::Type::boolean;
          v.integer = info == 21;
          return true;
        }
        if (info == 22) {
          v.type = Value::Type::null;
          return true;
        }
        return false;  // floats, undefined, other simple values
      default:
        return false;  // tags (6)
    }
  }
};

}  // namespace

const Value* Value::find(std::int64_t key) const {
  if (type != Type::map) return nullptr;
  for (std::size_t i = 0; i + 1 < items.size(); i += 2)
    if (items[i].type == Type::integer && items[i].integer == key) return &items[i + 1];
  return nullptr;
}

const Value* Value::find(std::string_view key) const {
  if (type != Type::map) return nullptr;
  for (std::size_t i = 0; i + 1 < items.size(); i += 2)
    if (items[i].type == Type::text && items[i].string == key) return &items[i + 1];
  return nullptr;
}

std::optional<Value> decode(std::string_view in, std::size_t& used) {
  Reader r{in};
  Value v;
  if (!r.item(v, 0)) return std::nullopt;
  used = r.pos;
  return v;
}

std::optional<Value> decode_all(std::string_view in) {
  std::size_t used = 0;
  auto v = decode(in, used);
  if (!v || used != in.size()) return std::nullopt;
  return v;
}

}  // namespace api::auth::cbor
