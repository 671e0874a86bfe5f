// Where the /git/... links lead (handlers/outbound.hpp), kept in memory so that a click neither
// queries Postgres nor waits for the handler pool. A kept target is the answer of the link's
// lookup: what the click counts for and the stored URL already validated (domain::redirect_target).
//
// It follows the projection as the response cache does (storage/read_areas.hpp): every kept
// target was computed at one version of the catalogue and site areas (casinos, promotions, splash
// ads), and all of them are dropped as soon as that version moves. The version is the one the
// offset watcher publishes before it wakes a command waiting for its event, so an admin who
// changed a casino's URL or deactivated a promotion finds the next click going the new way
// (read-your-writes). A promotion that expires changes what its link answers without any event:
// its target is kept only until its expiry date.
//
// Only targets that exist are kept (a link of an unknown slug is looked up each time), so the
// entries are bounded by the rows of the catalogue; `max_entries` bounds them once more.
#pragma once
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

#include "storage/read_areas.hpp"

namespace api {

class OutboundTargets {
 public:
  struct Target {
    std::optional<std::string> casino_id{}, promotion_id{}, splash_ad_id{};  // what a click counts for
    std::string location{};  // the stored URL as validated: where the redirect goes
  };
  using Clock = std::chrono::steady_clock;

  // `versions`: the projection's read-area counters now (OffsetWatcher::areas).
  explicit OutboundTargets(std::function<storage::AreaVersions()> versions, std::size_t max_entries = 100000);

  // The projection's version now, to be read before a lookup's query (see keep).
  std::uint64_t version();

  // The kept target of `key`, when it was computed at the projection's current version and its
  // time has not run out; nothing otherwise. Never touches the database.
  std::shared_ptr<const Target> find(const std::string& key);

  // Keeps a target found by a query that started at `computed_at` (version() before it), valid
  // until `valid_until`. A target computed before a change that is already known is not kept.
  void keep(const std::string& key, Target target, std::uint64_t computed_at,
            Clock::time_point valid_until = Clock::time_point::max());

  std::size_t size();

 private:
  struct Entry {
    std::shared_ptr<const Target> target;
    Clock::time_point valid_until;
  };
  std::function<storage::AreaVersions()> versions_;
  std::size_t max_entries_;
  std::mutex mutex_;
  std::uint64_t version_ = 0;  // the version every entry was computed at
  std::unordered_map<std::string, Entry> entries_;
};

}  // namespace api
