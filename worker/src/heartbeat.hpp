// The worker's liveness on a cluster: the run loop touches a file (BONUS_WORKER_ALIVE_FILE) at
// most every 5 s, and the pod's liveness probe fails when the file is older than two minutes. A
// projector stuck inside one step stops touching it and the pod is restarted; a worker waiting
// for Postgres or Kafka keeps touching it (its retry loop turns), so an outage restarts nothing.
#pragma once
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <string>

namespace worker {

class Heartbeat {
 public:
  explicit Heartbeat(std::string path) : path_(std::move(path)) {}
  void beat() {
    if (path_.empty()) return;
    auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::seconds(5)) return;
    last_ = now;
    int fd = ::open(path_.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) return;  // the probe then restarts the pod: the file system is the problem
    ::futimens(fd, nullptr);
    ::close(fd);
  }

 private:
  std::string path_;
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace worker
