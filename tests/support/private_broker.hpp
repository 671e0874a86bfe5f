// A Kafka broker of the test's own (single-node KRaft, free ports, a temporary log directory),
// for tests that stall or stop a broker: the shared broker is never touched. Needs Java and the
// Kafka jars (BONUS_KAFKA_LIBS, set by `infra/bonus test`).
#pragma once
#include <memory>
#include <string>

#include "stack.hpp"

namespace testing_support {

class PrivateBroker {
 public:
  // Formats the storage, starts the broker and waits (up to 90 s) until it answers and its group
  // and producer-id coordinators are loaded.
  PrivateBroker();
  ~PrivateBroker();
  PrivateBroker(const PrivateBroker&) = delete;
  PrivateBroker& operator=(const PrivateBroker&) = delete;

  const std::string& brokers() const { return brokers_; }
  // SIGSTOP: the process keeps its sockets open and answers nothing, as a broker that hangs (a
  // long GC pause, a stuck disk). Requests already sent stay in its socket buffers.
  void stall();
  // SIGCONT: it goes on where it stopped, handling what was sent meanwhile.
  void resume();
  // A restart: the process is ended with `sig` (SIGKILL: a crash, SIGTERM: a clean stop) and a
  // new one started on the same log directory and ports; returns once it answers again.
  void restart(int sig);
  std::string log() const;

 private:
  void launch();
  void warm_coordinators();
  std::string dir_, brokers_, libs_;
  std::unique_ptr<ChildProcess> process_;
  bool stalled_ = false;
};

}  // namespace testing_support
