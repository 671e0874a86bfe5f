// Produce-and-wait for commands.
#include "commands.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

#include <boost/json.hpp>

#include "http/front.hpp"
#include "idempotency.hpp"
#include "storage/query.hpp"

namespace api {

namespace {
constexpr const char* kAppliedRequestHash = "SELECT coalesce(request_hash, '') FROM applied_events WHERE event_id = $1::uuid";
}

CommandBus::CommandBus(events::EventProducer& producer, OffsetWatcher& watcher, storage::ConnectionPool& db,
                       events::Topics topics, CommandWaits waits)
    : producer_(producer), watcher_(watcher), db_(db), topics_(std::move(topics)), waits_(waits) {}

double CommandBus::seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

void CommandBus::observe_wait(std::chrono::system_clock::time_point delivered, const OffsetWatcher::Progress* progress) {
  using clock = std::chrono::system_clock;
  const auto now = clock::now();
  auto seconds = [](clock::time_point a, clock::time_point b) { return std::chrono::duration<double>(b - a).count(); };
  timings_.observe(CommandTimings::wait, seconds(delivered, now));
  if (!progress) return;
  // Each moment no earlier than the one before (an event applied before its wait began, or two
  // clocks that differ a little), so the three stages add up to the wait.
  const auto stored = std::max(progress->stored, delivered);
  const auto seen = std::min(std::max(progress->seen, stored), now);
  timings_.observe(CommandTimings::project, seconds(delivered, stored));
  timings_.observe(CommandTimings::notify, seconds(stored, seen));
  timings_.observe(CommandTimings::wake, seconds(seen, now));
}

void key_reused() {
  throw ApiError(http::status::unprocessable_entity, "idempotency_key_reused",
                 "Bu Idempotency-Key başka bir istek için kullanıldı. Yeni bir istek için yeni bir anahtar gönderin.");
}

std::optional<std::string> applied_request_hash(storage::ConnectionPool& db, const std::string& event_id) {
  auto conn = db.acquire();
  pqxx::nontransaction tx(*conn);
  auto r = storage::exec_prepared(tx, "commands.applied_request_hash", kAppliedRequestHash, event_id);
  if (r.empty()) return std::nullopt;
  return r[0][0].as<std::string>();
}

CommandOutcome CommandBus::publish(Request& req, events::Envelope e, bool wait_for_projection) {
  const auto* type = events::find_event_type(e.type);
  if (!type) throw std::logic_error("event type not in the catalogue: " + e.type);
  CommandOutcome out;
  if (req.command_key) {
    e.id = next_event_id(req, e.actor);
    e.request_hash = req.command_key->request_hash;
    out.request_hash = e.request_hash;
    // Applied before: the first attempt got through. Nothing is produced again.
    if (auto stored = applied_request_hash(db_, e.id)) {
      if (*stored != e.request_hash) key_reused();
      out.event_id = e.id;
      out.applied = true;
      return out;
    }
  }
  out.event_id = e.id;
  if (delivering_.fetch_add(1) >= waits_.deliveries) {
    delivering_.fetch_sub(1);
    spdlog::warn("{} commands wait for the broker already: {} answered busy", waits_.deliveries, e.type);
    throw FinalResponse{busy_response()};
  }
  {
  struct Leave {
    std::atomic<std::size_t>& n;
    ~Leave() { n.fetch_sub(1); }
  } leave{delivering_};  // the place is given back once the broker answered (or did not)
  try {
    const auto encoded = events::encode(e);
    const auto started = std::chrono::steady_clock::now();
    out.delivery = producer_.produce(topics_.of(type->topic), e.key, encoded);
    timings_.observe(CommandTimings::produce, seconds_since(started));
  } catch (const events::ProduceError& err) {
    if (req.command_key && err.possibly_stored) {
      // The event may be in the log. A retry with the same key publishes the same event id, which
      // the projector applies once; so the client is told to retry with the key, not "failed".
      spdlog::warn("event {} ({}) may or may not be stored: {}", e.id, e.type, err.what());
      throw FinalResponse{json_response(
          http::status::accepted,
          boost::json::serialize(boost::json::object{
              {"idempotency_key", req.command_key->key},
              {"status", "pending"},
              {"message",
               "Değişiklik gönderildi ancak kaydedildiği henüz doğrulanamadı. Aynı Idempotency-Key ile tekrar "
               "göndermek güvenlidir: ikinci bir kayıt oluşmaz."}}))};
    }
    spdlog::error("event {} ({}) not stored: {}", e.id, e.type, err.what());
    throw ApiError(http::status::service_unavailable, "event_store_unavailable",
                   "Değişiklik şu anda kaydedilemiyor: olay deposuna ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.");
  }
  }
  if (wait_for_projection) {
    if (waiting_.fetch_add(1) < waits_.waiters) {
      const auto wait = e.actor.starts_with("admin:") ? waits_.admin : waits_.anonymous;
      const auto delivered = std::chrono::system_clock::now();
      OffsetWatcher::Progress progress{delivered, delivered};
      out.applied =
          watcher_.wait_applied(out.delivery.topic, out.delivery.partition, out.delivery.offset, wait, &progress);
      observe_wait(delivered, out.applied ? &progress : nullptr);
    } else {
      // Every waiting place is taken: answered now (202 unless already applied), the thread freed.
      out.applied = watcher_.wait_applied(out.delivery.topic, out.delivery.partition, out.delivery.offset,
                                          std::chrono::milliseconds(0));
    }
    waiting_.fetch_sub(1);
  }
  return out;
}

}  // namespace api
