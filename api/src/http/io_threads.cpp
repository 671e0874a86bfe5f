// The I/O threads, pinned or sharing one io_context (see io_threads.hpp).
#include "http/io_threads.hpp"

#include <pthread.h>
#include <sched.h>
#include <sys/socket.h>
#include <unistd.h>
#include <spdlog/spdlog.h>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/strand.hpp>
#include <thread>

#include "http/time_slice.hpp"

namespace api {

namespace {
// The CPUs this process may run on (its affinity mask: a container's cpuset, taskset).
std::vector<int> allowed_cpus() {
  cpu_set_t set;
  CPU_ZERO(&set);
  std::vector<int> cpus;
  if (::sched_getaffinity(0, sizeof set, &set) != 0) return cpus;
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
    if (CPU_ISSET(cpu, &set)) cpus.push_back(cpu);
  return cpus;
}
}  // namespace

IoThreads::IoThreads(unsigned count, bool pin, std::chrono::microseconds slice)
    : count_(count == 0 ? 1 : count), slice_(slice) {
  auto cpus = allowed_cpus();
  if (pin && count_ > 1 && cpus.size() == count_) {
    cpus_ = std::move(cpus);
    thread_of_.assign(static_cast<std::size_t>(cpus_.back()) + 1, -1);
    for (std::size_t i = 0; i < cpus_.size(); ++i) thread_of_[static_cast<std::size_t>(cpus_[i])] = static_cast<int>(i);
    // Concurrency hint 1: one thread runs each io_context, so its scheduler never wakes another.
    for (unsigned i = 0; i < count_; ++i) contexts_.push_back(std::make_unique<boost::asio::io_context>(1));
    open_ = std::make_unique<std::atomic<int>[]>(count_);
  } else {
    contexts_.push_back(std::make_unique<boost::asio::io_context>(static_cast<int>(count_)));
  }
}

int IoThreads::thread_on(int cpu) const {
  if (cpu < 0 || static_cast<std::size_t>(cpu) >= thread_of_.size()) return -1;
  return thread_of_[static_cast<std::size_t>(cpu)];
}

IoThreads::Place IoThreads::place_on(std::size_t thread) {
  open_[thread].fetch_add(1);
  std::shared_ptr<void> held(nullptr, [counter = &open_[thread]](void*) { counter->fetch_sub(1); });
  return {*contexts_[thread], std::move(held), static_cast<int>(thread)};
}

IoThreads::Place IoThreads::for_connection(int incoming_cpu) {
  if (!pinned()) return {first(), nullptr};
  if (const int local = thread_on(incoming_cpu); local >= 0) return place_on(static_cast<std::size_t>(local));
  std::size_t fewest = 0;  // the CPU not known: the thread with the fewest connections
  for (std::size_t i = 1; i < count_; ++i)
    if (open_[i].load() < open_[fewest].load()) fewest = i;
  return place_on(fewest);
}

std::optional<IoThreads::Place> IoThreads::move_for(int thread, int incoming_cpu) {
  if (!pinned()) return std::nullopt;
  const int local = thread_on(incoming_cpu);
  if (local < 0 || local == thread) return std::nullopt;
  return place_on(static_cast<std::size_t>(local));
}

void IoThreads::prepare(std::size_t index) const {
  if (!request_time_slice(slice_))
    spdlog::warn("the kernel refused an I/O thread's time slice of {} µs", slice_.count());
  if (!pinned()) return;
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpus_[index], &set);
  if (::pthread_setaffinity_np(::pthread_self(), sizeof set, &set) != 0)
    spdlog::warn("I/O thread {} could not be pinned to CPU {}", index, cpus_[index]);
}

void IoThreads::run() {
  std::vector<std::thread> others;
  for (std::size_t i = 1; i < count_; ++i) {
    auto* ioc = pinned() ? contexts_[i].get() : contexts_.front().get();
    others.emplace_back([this, ioc, i] {
      prepare(i);
      // A pinned thread waits for its first connection, and after its last until stop().
      auto guard = boost::asio::make_work_guard(*ioc);
      ioc->run();
    });
  }
  prepare(0);
  first().run();
  for (auto& t : others) t.join();
}

int incoming_cpu(const boost::asio::ip::tcp::socket& socket) {
  int cpu = -1;
  socklen_t length = sizeof cpu;
  if (::getsockopt(const_cast<boost::asio::ip::tcp::socket&>(socket).native_handle(), SOL_SOCKET, SO_INCOMING_CPU,
                   &cpu, &length) != 0)
    return -1;
  return cpu;
}

boost::asio::ip::tcp::socket move_socket(boost::asio::ip::tcp::socket& socket, boost::asio::io_context& ioc) {
  boost::asio::ip::tcp::socket moved(boost::asio::make_strand(ioc));
  boost::system::error_code ec;
  const auto protocol = socket.local_endpoint(ec).protocol();
  if (ec) return moved;
  const auto fd = socket.release(ec);
  if (ec) return moved;
  moved.assign(protocol, fd, ec);
  if (ec) ::close(fd);
  return moved;
}

void IoThreads::stop() {
  for (auto& ioc : contexts_) ioc->stop();
}

}  // namespace api
