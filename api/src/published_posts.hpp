// The published blog posts a reader's view may count for (POST /api/blog/{id}/views), kept in
// memory once a view found them in Postgres, so that the next views of the same post neither query
// Postgres nor wait for the handler pool: they are counted and answered on the I/O thread
// (handlers/blog.cpp, view_ready), as a kept outbound link's click is (outbound_targets.hpp).
//
// It follows the projection's blog read area (storage/read_areas.hpp) as OutboundTargets follows
// the catalogue: every kept id was found at one version of that area, and all of them are dropped
// as soon as it moves, before the offset watcher wakes a command waiting for its event. A post an
// admin unpublished or deleted is therefore no longer counted from the next view on. Views
// themselves grow the `views` area, which this does not follow.
#pragma once
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <unordered_set>

#include "storage/read_areas.hpp"

namespace api {

class PublishedPosts {
 public:
  // `versions`: the projection's read-area counters now (OffsetWatcher::areas).
  explicit PublishedPosts(std::function<storage::AreaVersions()> versions, std::size_t max_entries = 100000);

  // The blog area's version now, to be read before the query that finds a post (see keep).
  std::uint64_t version();

  // True when `id` (lower-case) was kept at the blog area's current version. Never queries.
  bool contains(const std::string& id);

  // Keeps `id`, found published by a query that started at `computed_at` (version() before it).
  // An id found before a change that is already known is not kept.
  void keep(const std::string& id, std::uint64_t computed_at);

 private:
  std::function<storage::AreaVersions()> versions_;
  std::size_t max_entries_;
  std::mutex mutex_;
  std::uint64_t version_ = 0;
  std::unordered_set<std::string> ids_;
};

}  // namespace api
