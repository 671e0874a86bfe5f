// The projector-offset watcher: LISTEN projector_progress plus a slow poll.
#include "offset_watcher.hpp"

#include <spdlog/spdlog.h>

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
      while (!stop_) {
        std::map<std::pair<std::string, int32_t>, int64_t> fresh;
        std::string built_at;
        {
          pqxx::nontransaction tx(c);
          auto exists = tx.exec("SELECT to_regclass('proj.projector_offsets') IS NOT NULL");
          if (exists[0][0].as<bool>()) {
            for (const auto& row : tx.exec("SELECT topic, partition, next_offset FROM proj.projector_offsets"))
              fresh[{row[0].as<std::string>(), row[1].as<int32_t>()}] = row[2].as<int64_t>();
            auto meta = tx.exec("SELECT created_at::text FROM proj.projection_meta LIMIT 1");
            if (!meta.empty()) built_at = meta[0][0].as<std::string>();
          }
        }
        {
          std::lock_guard lock(mutex_);
          // Bumped before waiters wake, so a command that saw its event applied also sees every
          // cached answer from before it as stale.
          if (fresh != next_ || built_at != schema_built_at_) ++version_;
          next_ = std::move(fresh);
          schema_built_at_ = std::move(built_at);
        }
        changed_.notify_all();
        c.await_notification(0, 250000);  // woken by NOTIFY; the timeout is the safety net
      }
    } catch (const std::exception& e) {
      if (stop_) break;
      spdlog::warn("offset watcher: {}; reconnecting", e.what());
      std::this_thread::sleep_for(std::chrono::milliseconds(500));
    }
  }
}

bool OffsetWatcher::wait_applied(const std::string& topic, int32_t partition, int64_t offset,
                                 std::chrono::milliseconds timeout) {
  std::unique_lock lock(mutex_);
  return changed_.wait_for(lock, timeout, [&] {
    auto it = next_.find({topic, partition});
    return it != next_.end() && it->second > offset;
  });
}

std::map<std::pair<std::string, int32_t>, int64_t> OffsetWatcher::snapshot() {
  std::lock_guard lock(mutex_);
  return next_;
}

}  // namespace api
