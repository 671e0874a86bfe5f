// Views, counted in memory and sent as one event per key per interval (at least a second) with
// the count since the last one: `blog_post.viewed` per post, and (with a `make_event` of their
// own) `promotion.viewed` / `casino.viewed` per detail page and UTC day. An event that could not be
// sent is kept as it is (same id, same count) and sent again before anything new: a delivery that
// timed out may still have been stored, and the projector drops the second copy of an event id,
// so a retried flush is never counted twice. stop() sends what is left (clean shutdown).
#pragma once
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "events/envelope.hpp"
#include "counter_sender.hpp"
#include "events/producer.hpp"

namespace api {

class ViewCounter {
 public:
  // The event of `count` views of `key` (by default a blog_post.viewed of the post `key`).
  using MakeEvent = std::function<events::Envelope(const std::string& key, std::int64_t count)>;
  ViewCounter(events::EventProducer& producer, std::string topic, std::chrono::milliseconds interval,
              std::size_t max_pending_posts = 100000, MakeEvent make_event = {});
  ~ViewCounter();
  ViewCounter(const ViewCounter&) = delete;
  ViewCounter& operator=(const ViewCounter&) = delete;

  // Counts one view of the post. False when `max_pending_posts` other posts are already waiting
  // for the next flush (the view is not counted).
  bool add(const std::string& post_id);

  // Stops the flusher and sends the remaining counts, retrying for up to `patience`. Idempotent.
  void stop(std::chrono::milliseconds patience = std::chrono::milliseconds(10000));

  std::uint64_t events_sent() const { return sender_.events_sent(); }
  std::uint64_t views_pending();

 private:
  void run();
  // Sends the events kept from a failed flush, then every pending count as new events; what fails
  // is kept for the next flush (counter_sender.hpp). True when all were sent.
  bool flush();

  CounterSender sender_;
  std::chrono::milliseconds interval_;
  std::size_t max_pending_posts_;
  MakeEvent make_event_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::unordered_map<std::string, std::int64_t> pending_;
  bool stopping_ = false;
  bool stopped_ = false;
  std::thread thread_;
};

}  // namespace api
