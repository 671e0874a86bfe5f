// The published posts kept for views, dropped when the blog area moves.
#include "published_posts.hpp"

namespace api {

namespace {
constexpr storage::AreaMask kReads = storage::area_bit(storage::ReadArea::blog);
}  // namespace

PublishedPosts::PublishedPosts(std::function<storage::AreaVersions()> versions, std::size_t max_entries)
    : versions_(std::move(versions)), max_entries_(max_entries) {}

std::uint64_t PublishedPosts::version() { return versions_().of(kReads); }

bool PublishedPosts::contains(const std::string& id) {
  const std::uint64_t now = version();
  std::lock_guard lock(mutex_);
  return now == version_ && ids_.contains(id);
}

void PublishedPosts::keep(const std::string& id, std::uint64_t computed_at) {
  std::lock_guard lock(mutex_);
  if (computed_at < version_) return;  // versions only grow: this query may predate a change
  if (computed_at > version_) {
    ids_.clear();
    version_ = computed_at;
  }
  if (ids_.size() >= max_entries_) ids_.clear();
  ids_.insert(id);
}

}  // namespace api
