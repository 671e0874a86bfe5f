// The outbound link targets kept in memory, dropped when the catalogue or the site changes.
#include "outbound_targets.hpp"

namespace api {

namespace {
// What a link's lookup reads: casinos and promotions (catalogue), splash ads (site).
constexpr storage::AreaMask kReads =
    storage::area_bit(storage::ReadArea::catalogue) | storage::area_bit(storage::ReadArea::site);
}  // namespace

OutboundTargets::OutboundTargets(std::function<storage::AreaVersions()> versions, std::size_t max_entries)
    : versions_(std::move(versions)), max_entries_(max_entries) {}

std::uint64_t OutboundTargets::version() { return versions_().of(kReads); }

std::shared_ptr<const OutboundTargets::Target> OutboundTargets::find(const std::string& key) {
  const std::uint64_t now = version();
  std::lock_guard lock(mutex_);
  if (now != version_) return nullptr;  // something it may have read has changed since
  auto it = entries_.find(key);
  if (it == entries_.end() || Clock::now() >= it->second.valid_until) return nullptr;
  return it->second.target;
}

void OutboundTargets::keep(const std::string& key, Target target, std::uint64_t computed_at,
                           Clock::time_point valid_until) {
  std::lock_guard lock(mutex_);
  // Versions only grow (AreaVersions::of): an older one was read before a change that newer
  // entries already reflect, so its answer may be the one before the change.
  if (computed_at < version_) return;
  if (computed_at > version_) {
    entries_.clear();
    version_ = computed_at;
  }
  if (entries_.size() >= max_entries_) entries_.clear();
  entries_.insert_or_assign(key, Entry{std::make_shared<const Target>(std::move(target)), valid_until});
}

std::size_t OutboundTargets::size() {
  std::lock_guard lock(mutex_);
  return entries_.size();
}

}  // namespace api
