// The event ids a replay has applied, kept by its projector while the fresh schema's
// applied_events has no key yet (Projector::defer_applied_key): a set of 128-bit values, looked
// up in memory instead of probing a B-tree of a million random ids for every event.
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace worker {

// An open-addressing set (linear probing, a power-of-two table at most half full): a lookup is one
// cache line, where std::unordered_set's prime modulo and one allocated node per id made the
// set a fifth of a replay's worker time.
class AppliedIds {
 public:
  using Id = std::pair<std::uint64_t, std::uint64_t>;
  struct Hash {
    std::size_t operator()(const Id& id) const {
      std::uint64_t h = (id.first * 0x9E3779B97F4A7C15ULL) ^ (id.second * 0xC2B2AE3D27D4EB4FULL);
      return static_cast<std::size_t>(h ^ (h >> 29));
    }
  };
  // The 128 bits of `text` read as Postgres reads a uuid (hex digits in either case, an optional
  // hyphen after each group of four, optionally in braces), so two texts are the same id here
  // exactly when they are in the uuid key; nullopt when Postgres would refuse it.
  static std::optional<Id> parse(std::string_view text);

  bool contains(const Id& id) const;
  // Returns whether `id` was new.
  bool insert(const Id& id);
  std::size_t size() const { return size_; }

 private:
  void grow();
  std::vector<Id> slots_;  // {0, 0} marks an empty slot; the nil id itself is has_nil_
  std::size_t size_ = 0;
  bool has_nil_ = false;
};

}  // namespace worker
