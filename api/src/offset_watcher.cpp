// The projector-offset watcher: LISTEN projector_progress plus a slow poll.
#include "offset_watcher.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <optional>
#include <pqxx/pqxx>

namespace api {

OffsetWatcher::OffsetWatcher(std::string pg_url) : pg_url_(std::move(pg_url)) {
  thread_ = std::thread([this] { run(); });
}

OffsetWatcher::~OffsetWatcher() {
  stop_ = true;
  if (thread_.joinable()) thread_.join();
}

namespace {
constexpr const char* kSchemaExists =
    "SELECT to_regclass('proj.projector_offsets') IS NOT NULL, to_regclass('proj.projection_changes') IS NOT NULL, "
    "to_regclass('proj.projection_meta') IS NOT NULL";
constexpr const char* kOffsetsAndAreas =
    "SELECT 'o', topic, partition, next_offset, extract(epoch FROM updated_at)::float8 FROM proj.projector_offsets "
    "UNION ALL SELECT 'a', area, 0, version, 0 FROM proj.projection_changes";
constexpr const char* kOffsetsOnly =
    "SELECT 'o', topic, partition, next_offset, extract(epoch FROM updated_at)::float8 FROM proj.projector_offsets";
// Once the schema has all three tables: offsets, counters and the schema's build time in one
// statement, one round trip per notification; prepared (planned once, not at every notification:
// a replay's swap renames schemas, after which Postgres plans it again).
constexpr const char* kEverything =
    "SELECT 'o', topic, partition, next_offset, extract(epoch FROM updated_at)::float8 FROM proj.projector_offsets "
    "UNION ALL SELECT 'a', area, 0, version, 0 FROM proj.projection_changes "
    "UNION ALL (SELECT 'm', created_at::text, 0, 0, 0 FROM proj.projection_meta LIMIT 1)";
constexpr const char* kEverythingName = "offsets.everything";

std::chrono::system_clock::time_point from_epoch(double seconds) {
  return std::chrono::system_clock::time_point(
      std::chrono::duration_cast<std::chrono::system_clock::duration>(std::chrono::duration<double>(seconds)));
}

std::optional<std::size_t> area_index(const std::string& name) {
  for (std::size_t i = 0; i < storage::kReadAreaCount; ++i)
    if (storage::area_name(static_cast<storage::ReadArea>(i)) == name) return i;
  return std::nullopt;
}

class ProgressListener : public pqxx::notification_receiver {
 public:
  explicit ProgressListener(pqxx::connection& c) : pqxx::notification_receiver(c, "projector_progress") {}
  void operator()(const std::string&, int) override {}
};
}  // namespace

void OffsetWatcher::run() {
  while (!stop_) {
    try {
      pqxx::connection c(pg_url_);
      ProgressListener listener(c);
      // The live schema has its three tables: from then on one statement reads everything. A
      // replay's swap renames a complete schema into place, so they stay; a schema dropped under
      // us fails the statement, and the new connection looks again.
      bool complete = false;
      while (!stop_) {
        std::map<std::pair<std::string, int32_t>, int64_t> fresh;
        std::map<std::pair<std::string, int32_t>, double> stored_at;
        std::array<std::uint64_t, storage::kReadAreaCount> counters{};
        bool has_counters = false;
        std::string built_at;
        {
          pqxx::nontransaction tx(c);
          const char* statement = kEverything;
          c.prepare(kEverythingName, kEverything);  // a no-op once declared
          if (!complete) {
            auto exists = tx.exec(kSchemaExists);
            complete = exists[0][0].as<bool>() && exists[0][1].as<bool>() && exists[0][2].as<bool>();
            statement = complete ? kEverything : !exists[0][0].as<bool>() ? nullptr
                                             : exists[0][1].as<bool>()   ? kOffsetsAndAreas
                                                                         : kOffsetsOnly;
          }
          // Offsets and counters in one statement, so one snapshot: never an offset whose batch's
          // counters are not seen yet.
          const auto rows = statement == kEverything ? tx.exec_prepared(kEverythingName)
                            : statement                ? tx.exec(statement)
                                                       : pqxx::result{};
          for (const auto& row : rows) {
            const auto kind = row[0].as<std::string>();
            if (kind == "o") {
              const std::pair<std::string, int32_t> key{row[1].as<std::string>(), row[2].as<int32_t>()};
              fresh[key] = row[3].as<int64_t>();
              stored_at[key] = row[4].as<double>();
            } else if (kind == "m") {
              built_at = row[1].as<std::string>();
            } else if (auto i = area_index(row[1].as<std::string>())) {
              counters[*i] = row[3].as<std::uint64_t>();
              has_counters = true;
            }
          }
          if (statement && statement != kEverything) {
            auto meta = tx.exec("SELECT created_at::text FROM proj.projection_meta LIMIT 1");
            if (!meta.empty()) built_at = meta[0][0].as<std::string>();
          }
        }
        {
          std::lock_guard lock(mutex_);
          // Before waiters wake, so a command that saw its event applied also sees every cached
          // answer it may have changed as stale.
          if (built_at != schema_built_at_) {
            ++areas_.generation;
          } else if (!has_counters && fresh != next_) {
            ++areas_.generation;  // a schema without counters (before they existed): all changed
          }
          areas_.areas = counters;
          const auto seen = std::chrono::system_clock::now();
          for (const auto& [key, next] : fresh) {
            auto before = next_.find(key);
            if (before == next_.end() || before->second != next) progress_[key] = {from_epoch(stored_at[key]), seen};
          }
          next_ = std::move(fresh);
          schema_built_at_ = std::move(built_at);
          for (auto* w : waiters_) {
            if (w->applied || !reached(w->topic, w->partition, w->offset)) continue;
            w->applied = true;
            w->woken.notify_one();
          }
        }
        c.await_notification(0, 250000);  // woken by NOTIFY; the timeout is the safety net
      }
    } catch (const std::exception& e) {
      if (stop_) break;
      spdlog::warn("offset watcher: {}; reconnecting", e.what());
      std::this_thread::sleep_for(std::chrono::milliseconds(500));
    }
  }
}

bool OffsetWatcher::reached(const std::string& topic, int32_t partition, int64_t offset) const {
  auto it = next_.find({topic, partition});
  return it != next_.end() && it->second > offset;
}

bool OffsetWatcher::wait_applied(const std::string& topic, int32_t partition, int64_t offset,
                                 std::chrono::milliseconds timeout, Progress* progress) {
  std::unique_lock lock(mutex_);
  bool applied = reached(topic, partition, offset);
  if (!applied && timeout.count() > 0) {
    Waiter self{topic, partition, offset, {}, false};
    waiters_.push_back(&self);
    self.woken.wait_for(lock, timeout, [&] { return self.applied; });
    waiters_.erase(std::find(waiters_.begin(), waiters_.end(), &self));
    applied = self.applied;
  }
  if (applied && progress) {
    auto it = progress_.find({topic, partition});
    if (it != progress_.end()) *progress = it->second;
  }
  return applied;
}

storage::AreaVersions OffsetWatcher::areas() {
  std::lock_guard lock(mutex_);
  return areas_;
}

std::map<std::pair<std::string, int32_t>, int64_t> OffsetWatcher::snapshot() {
  std::lock_guard lock(mutex_);
  return next_;
}

}  // namespace api
