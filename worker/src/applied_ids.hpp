// The event ids a replay has applied, kept by its projector while the fresh schema's
// applied_events has no key yet (Projector::defer_applied_key): a set of 128-bit values, looked
// up in memory instead of probing a B-tree of a million random ids for every event.
#pragma once
#include <cstdint>
#include <optional>
#include <string_view>
#include <unordered_set>
#include <utility>

namespace worker {

class AppliedIds {
 public:
  using Id = std::pair<std::uint64_t, std::uint64_t>;
  struct Hash {
    std::size_t operator()(const Id& id) const { return static_cast<std::size_t>(id.first ^ (id.second * 0x9E3779B97F4A7C15ULL)); }
  };
  // The 128 bits of `text` read as Postgres reads a uuid (hex digits in either case, an optional
  // hyphen after each group of four, optionally in braces), so two texts are the same id here
  // exactly when they are in the uuid key; nullopt when Postgres would refuse it.
  static std::optional<Id> parse(std::string_view text);

  bool contains(const Id& id) const { return ids_.count(id) > 0; }
  void insert(const Id& id) { ids_.insert(id); }
  std::size_t size() const { return ids_.size(); }

 private:
  std::unordered_set<Id, Hash> ids_;
};

}  // namespace worker
