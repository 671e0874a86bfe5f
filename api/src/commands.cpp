// Produce-and-wait for commands, and the watcher of projector offsets.
#include "commands.hpp"

#include <spdlog/spdlog.h>

#include <pqxx/pqxx>

#include "http/types.hpp"

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

KafkaHealth::KafkaHealth(events::EventProducer& producer, OffsetWatcher& watcher, std::string content_topic)
    : producer_(producer), watcher_(watcher), content_topic_(std::move(content_topic)) {
  thread_ = std::thread([this] { run(); });
}

KafkaHealth::~KafkaHealth() {
  stop_ = true;
  if (thread_.joinable()) thread_.join();
}

void KafkaHealth::run() {
  using namespace std::chrono_literals;
  while (!stop_) {
    auto partitions = watcher_.snapshot();
    partitions.try_emplace({content_topic_, 0}, 0);
    std::map<std::pair<std::string, int32_t>, int64_t> high;
    std::string error;
    try {
      for (const auto& [key, next] : partitions) high[key] = producer_.high_watermark(key.first, key.second, 1500ms);
    } catch (const std::exception& e) {
      error = e.what();
    }
    {
      std::lock_guard lock(mutex_);
      if (error.empty()) {
        last_ok_ = std::chrono::steady_clock::now();
        state_ = State{true, "", std::move(high)};
      } else {
        state_.reachable = false;
        state_.error = error;
      }
    }
    for (int i = 0; i < 10 && !stop_; ++i) std::this_thread::sleep_for(100ms);
  }
}

KafkaHealth::State KafkaHealth::state() {
  std::lock_guard lock(mutex_);
  State s = state_;
  // A check stuck inside librdkafka leaves the last success ageing: past 2.5 s it counts as down.
  if (s.reachable && std::chrono::steady_clock::now() - last_ok_ > std::chrono::milliseconds(2500)) {
    s.reachable = false;
    s.error = "no answer from the broker for over 2.5 s";
  }
  return s;
}

CommandBus::CommandBus(events::EventProducer& producer, OffsetWatcher& watcher, events::Topics topics,
                       std::chrono::milliseconds wait)
    : producer_(producer), watcher_(watcher), topics_(std::move(topics)), wait_(wait) {}

CommandOutcome CommandBus::publish(const events::Envelope& e, bool wait_for_projection) {
  const auto* type = events::find_event_type(e.type);
  if (!type) throw std::logic_error("event type not in the catalogue: " + e.type);
  CommandOutcome out;
  out.event_id = e.id;
  try {
    out.delivery = producer_.produce(topics_.of(type->topic), e.key, events::encode(e));
  } catch (const events::ProduceError& err) {
    spdlog::error("event {} ({}) not stored: {}", e.id, e.type, err.what());
    throw ApiError(http::status::service_unavailable, "event_store_unavailable",
                   "Değişiklik şu anda kaydedilemiyor: olay deposuna ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.");
  }
  if (wait_for_projection)
    out.applied = watcher_.wait_applied(out.delivery.topic, out.delivery.partition, out.delivery.offset, wait_);
  return out;
}

}  // namespace api
