#include "applied_ids.hpp"

#include <algorithm>

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

namespace {
constexpr AppliedIds::Id kEmpty{0, 0};
}  // namespace

bool AppliedIds::contains(const Id& id) const {
  if (id == kEmpty) return has_nil_;
  if (slots_.empty()) return false;
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t at = Hash{}(id) & mask;; at = (at + 1) & mask) {
    if (slots_[at] == id) return true;
    if (slots_[at] == kEmpty) return false;
  }
}

bool AppliedIds::insert(const Id& id) {
  if (id == kEmpty) {
    if (has_nil_) return false;
    has_nil_ = true;
    ++size_;
    return true;
  }
  if ((size_ + 1) * 2 > slots_.size()) grow();
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t at = Hash{}(id) & mask;; at = (at + 1) & mask) {
    if (slots_[at] == id) return false;
    if (slots_[at] == kEmpty) {
      slots_[at] = id;
      ++size_;
      return true;
    }
  }
}

void AppliedIds::grow() {
  std::vector<Id> old(std::max<std::size_t>(1024, slots_.size() * 2), kEmpty);
  old.swap(slots_);
  const std::size_t mask = slots_.size() - 1;
  for (const auto& id : old) {
    if (id == kEmpty) continue;
    std::size_t at = Hash{}(id) & mask;
    while (slots_[at] != kEmpty) at = (at + 1) & mask;
    slots_[at] = id;
  }
}

}  // namespace worker
