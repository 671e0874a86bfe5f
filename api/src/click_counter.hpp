// Outbound clicks (/git/...), counted in memory and sent like blog views (view_counter.hpp): one
// `outbound_link.clicked` event per (day, target, referrer page, device) per interval with the
// count since the last one and the distinct visitor hashes of those clicks. An event that could
// not be sent is kept as it is (same id, same count) and sent again before anything new, and the
// projector drops a second copy of an event id, so a retried flush never counts twice. stop()
// sends what is left.
#pragma once
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "events/envelope.hpp"
#include "counter_sender.hpp"
#include "events/producer.hpp"

namespace api {

struct Click {
  std::string day;  // YYYY-MM-DD (UTC), the day whose salt hashed `visitor`
  std::optional<std::string> casino_id, promotion_id, splash_ad_id;
  std::string referrer_path;
  std::string device;
  std::string visitor;  // keyed hash; "" when the day's salt could not be had
};

class ClickCounter {
 public:
  ClickCounter(events::EventProducer& producer, std::string topic, std::chrono::milliseconds interval,
               std::size_t max_pending_keys = 100000);
  ~ClickCounter();
  ClickCounter(const ClickCounter&) = delete;
  ClickCounter& operator=(const ClickCounter&) = delete;

  // Counts one click. False when `max_pending_keys` other keys already wait (not counted).
  bool add(const Click& click);

  // Stops the flusher and sends the remaining counts, retrying for up to `patience`. Idempotent.
  void stop(std::chrono::milliseconds patience = std::chrono::milliseconds(10000));

  std::uint64_t events_sent() const { return sender_.events_sent(); }
  std::uint64_t clicks_pending();

 private:
  struct Pending {
    Click fields;  // the key's fields (visitor unused), for the event
    std::int64_t count = 0;
    std::set<std::string> visitors;
  };
  // The key of a click: its day, target, referrer page and device in one string (each field
  // length-prefixed, an absent one apart from an empty one), so a click costs one hash and one
  // comparison instead of a tree walk comparing six strings, and no copies unless the key is new.
  static void key_of(const Click& c, std::string& out);
  void run();
  bool flush();  // as the view counter's (counter_sender.hpp)
  std::vector<events::Envelope> take_events();  // the pending counts as events, pending_ emptied

  CounterSender sender_;
  std::chrono::milliseconds interval_;
  std::size_t max_pending_keys_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::unordered_map<std::string, Pending> pending_;
  bool stopping_ = false;
  bool stopped_ = false;
  std::thread thread_;
};

}  // namespace api
