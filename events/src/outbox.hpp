// Internal to events/: the producer's outbox. Per topic, how many messages the Kafka client holds
// unanswered, and the messages held back meanwhile, so that the ones that come while a produce
// request is in flight go to the client together, as one request, once it is answered.
//
// Why (librdkafka 2.0): the idempotent producer sends nothing more to a partition while five
// *messages* of it are unanswered, and while a message waits for that, its broker thread polls
// its socket with a zero timeout, without sleeping, until an answer comes. Held here instead, the
// messages wait without a thread spinning, and go out in one request instead of one each.
#pragma once
#include <cstddef>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <utility>

namespace events::detail {

template <typename Message>
class Outbox {
 public:
  struct Topic {
    std::size_t unanswered = 0;  // handed to the client, not answered yet
    bool handing = false;        // a burst is being handed over (outside the lock)
    std::deque<Message> held;
  };

  // `hand` gives one message to the client. It is called outside the outbox's lock, one burst of
  // a topic at a time, in the order the messages came.
  explicit Outbox(std::function<void(const std::string& topic, Message&)> hand) : hand_(std::move(hand)) {}

  // The state of `topic`, made on first use.
  Topic* topic(const std::string& name) {
    std::lock_guard lock(mutex_);
    return &topics_[name];
  }

  // Takes the messages for `topic`: handed over at once when the topic has nothing unanswered,
  // else held until the client has answered every message handed before them. Returns the
  // topic's state (as topic()), which the caller passes to answered() once per message.
  template <typename It>
  Topic* submit(const std::string& topic, It first, It last) {
    std::unique_lock lock(mutex_);
    auto& t = topics_[topic];
    for (auto it = first; it != last; ++it) t.held.push_back(std::move(*it));
    hand_over(topic, t, lock, false);
    return &t;
  }

  // One message of `t` was answered by the client (delivered or failed), or was never taken.
  void answered(Topic* t) {
    std::lock_guard lock(mutex_);
    --t->unanswered;
  }

  // Hands the messages held for `topic` over if the client has answered every message before
  // them. Called by each thread whose message was answered (the last of a request's finds
  // nothing unanswered), and now and then by the poller, in case that thread stopped waiting.
  void release(const std::string& topic) {
    std::unique_lock lock(mutex_);
    auto it = topics_.find(topic);
    if (it != topics_.end()) hand_over(topic, it->second, lock, false);
  }

  void release_all() {
    std::unique_lock lock(mutex_);
    for (auto& [name, t] : topics_) hand_over(name, t, lock, false);
  }

  // Hands everything held over, answered or not (shutdown).
  void drain() {
    std::unique_lock lock(mutex_);
    for (auto& [name, t] : topics_) hand_over(name, t, lock, true);
  }

  // Takes back the held message `is` picks out, if it is still held (never handed over).
  template <typename Is>
  bool withdraw(const std::string& topic, Is is) {
    std::lock_guard lock(mutex_);
    auto it = topics_.find(topic);
    if (it == topics_.end()) return false;
    auto& held = it->second.held;
    for (auto m = held.begin(); m != held.end(); ++m) {
      if (!is(*m)) continue;
      held.erase(m);
      return true;
    }
    return false;
  }

 private:
  // With `lock` held; returns with it held. Topics are never erased, so `t` stays valid while
  // the lock is let go.
  void hand_over(const std::string& topic, Topic& t, std::unique_lock<std::mutex>& lock, bool always) {
    while (!t.handing && !t.held.empty() && (always || t.unanswered == 0)) {
      std::deque<Message> burst;
      burst.swap(t.held);
      t.unanswered += burst.size();
      t.handing = true;
      lock.unlock();
      for (auto& m : burst) hand_(topic, m);
      lock.lock();
      t.handing = false;
    }
  }

  std::function<void(const std::string&, Message&)> hand_;
  std::mutex mutex_;
  std::map<std::string, Topic, std::less<>> topics_;  // node-based: a Topic* stays valid
};

}  // namespace events::detail
