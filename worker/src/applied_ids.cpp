#include "applied_ids.hpp"

namespace worker {

namespace {
int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}
}  // namespace

// The rules of Postgres' uuid input (string_to_uuid in src/backend/utils/adt/uuid.c): 16 bytes of
// two hex digits each, a hyphen allowed after every second byte but the last.
std::optional<AppliedIds::Id> AppliedIds::parse(std::string_view text) {
  std::size_t at = 0;
  const bool braces = !text.empty() && text[0] == '{';
  if (braces) ++at;
  Id id{0, 0};
  for (int i = 0; i < 16; ++i) {
    if (at + 2 > text.size()) return std::nullopt;
    const int hi = hex_value(text[at]), lo = hex_value(text[at + 1]);
    if (hi < 0 || lo < 0) return std::nullopt;
    auto& half = i < 8 ? id.first : id.second;
    half = (half << 8) | static_cast<std::uint64_t>(hi * 16 + lo);
    at += 2;
    if (at < text.size() && text[at] == '-' && i % 2 == 1 && i < 15) ++at;
  }
  if (braces) {
    if (at >= text.size() || text[at] != '}') return std::nullopt;
    ++at;
  }
  if (at != text.size()) return std::nullopt;
  return id;
}

}  // namespace worker
