// The sending half of the view and click counters (view_counter.hpp, click_counter.hpp). A
// flush's events go to the producer together (EventProducer::produce_all: a few produce requests,
// order kept per partition); when the broker does not confirm one of them, the whole batch is kept
// as it is (same ids, same counts) and sent again before anything new: a delivery that timed out
// may still have been stored, and the projector drops the second copy of an event id, so a retried
// flush is never counted twice.
#pragma once
#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <vector>

#include "events/envelope.hpp"
#include "events/producer.hpp"

namespace api {

class CounterSender {
 public:
  // `what` names the counts in the log ("view counts", "click counts").
  CounterSender(events::EventProducer& producer, std::string topic, std::string what);

  // Sends the events kept from a failed flush; only once they are through, takes the pending
  // counts as new events (`take`) and sends those. True when everything was sent. One flush at
  // a time.
  bool flush(const std::function<std::vector<events::Envelope>()>& take);

  // The counts (payload field "count") of the events kept for the next flush.
  std::uint64_t unsent_count();
  std::uint64_t events_sent() const { return events_sent_.load(); }

 private:
  bool send(std::vector<events::Envelope> batch);

  events::EventProducer& producer_;
  std::string topic_;
  std::string what_;
  std::mutex mutex_;                      // guards unsent_
  std::vector<events::Envelope> unsent_;  // built but not confirmed
  std::mutex flush_mutex_;                // one flush at a time
  std::atomic<std::uint64_t> events_sent_{0};
};

}  // namespace api
