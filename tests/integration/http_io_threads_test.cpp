// The api's I/O threads as the kernel sees them (api/src/http/io_threads.hpp): each asks for the
// time slice BONUS_API_IO_SLICE_US names, and no other thread does; with as many I/O threads as
// CPUs, each is pinned to its own CPU and serves the connections whose client runs there, so a
// client pinned to a CPU is answered by that CPU's thread alone, and a connection whose client
// moves to another CPU moves to that CPU's thread.
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <pthread.h>
#include <sched.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <sstream>
#include <thread>

#include "stack.hpp"

using namespace testing_support;

namespace {

// The time slice of a thread, in nanoseconds (sched_getattr(2)).
std::uint64_t slice_of(int tid) {
  struct {
    std::uint32_t size, policy;
    std::uint64_t flags;
    std::int32_t nice;
    std::uint32_t priority;
    std::uint64_t runtime, deadline, period;
  } attr{};
  return ::syscall(SYS_sched_getattr, tid, &attr, sizeof attr, 0) == 0 ? attr.runtime : 0;
}

std::vector<int> threads_of(int pid) {
  std::vector<int> tids;
  for (const auto& task : std::filesystem::directory_iterator("/proc/" + std::to_string(pid) + "/task"))
    tids.push_back(std::stoi(task.path().filename().string()));
  return tids;
}

// The CPUs a thread may run on.
std::vector<int> cpus_of(int tid) {
  cpu_set_t set;
  CPU_ZERO(&set);
  std::vector<int> cpus;
  if (::sched_getaffinity(tid, sizeof set, &set) != 0) return cpus;
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
    if (CPU_ISSET(cpu, &set)) cpus.push_back(cpu);
  return cpus;
}

// How often a thread has been given a CPU (the third figure of schedstat): at least once a
// request it serves, as its client waits for each answer.
long runs_of(int pid, int tid) {
  std::istringstream in(read_file("/proc/" + std::to_string(pid) + "/task/" + std::to_string(tid) + "/schedstat"));
  long run_ns = 0, wait_ns = 0, runs = -1;
  in >> run_ns >> wait_ns >> runs;
  return runs;
}

// A client on one kept-alive connection, running on one CPU at a time (its own thread).
class PinnedClient {
 public:
  explicit PinnedClient(unsigned short port) : port_(port) {}
  ~PinnedClient() {
    if (fd_ >= 0) ::close(fd_);
  }
  // Moves the calling thread to `cpu`, opening the connection there the first time; then `count`
  // requests of /healthz one after the other. True when all were answered 200.
  bool requests_from(int cpu, int count) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    if (::pthread_setaffinity_np(::pthread_self(), sizeof set, &set) != 0) return false;
    if (fd_ < 0 && !connect()) return false;
    const std::string request = "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n";
    char buf[4096];
    for (int i = 0; i < count; ++i) {
      if (::send(fd_, request.data(), request.size(), MSG_NOSIGNAL) != static_cast<ssize_t>(request.size())) return false;
      // /healthz answers a short body whose end is its closing brace.
      std::string got;
      while (got.find('}') == std::string::npos) {
        const ssize_t n = ::recv(fd_, buf, sizeof buf, 0);
        if (n <= 0) return false;
        got.append(buf, static_cast<std::size_t>(n));
      }
      if (got.rfind("HTTP/1.1 200", 0) != 0) return false;
    }
    return true;
  }

 private:
  bool connect() {
    fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in to{};
    to.sin_family = AF_INET;
    to.sin_port = htons(port_);
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    timeval tv{10, 0};
    ::setsockopt(fd_, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    return ::connect(fd_, reinterpret_cast<sockaddr*>(&to), sizeof to) == 0;
  }

  unsigned short port_;
  int fd_ = -1;
};

// The api with as many I/O threads as this test may use CPUs; its I/O threads (told by their
// slice of 0.3 ms) by the CPU each is pinned to.
struct PinnedApi {
  PinnedApi()
      : cpus(cpus_of(0)),
        stack({{"BONUS_API_THREADS", std::to_string(cpus.size())}, {"BONUS_API_IO_SLICE_US", "300"}}) {
    stack.start_api();
  }
  std::map<int, int> thread_on_cpu() const {
    std::map<int, int> threads;
    for (int tid : threads_of(stack.api_pid()))
      if (slice_of(tid) == 300000 && cpus_of(tid).size() == 1) threads.emplace(cpus_of(tid).front(), tid);
    return threads;
  }
  std::map<int, long> runs() const {
    std::map<int, long> by_cpu;
    for (auto [cpu, tid] : thread_on_cpu()) by_cpu[cpu] = runs_of(stack.api_pid(), tid);
    return by_cpu;
  }
  const std::vector<int> cpus;
  Stack stack;
};

// After `work`, which thread ran at least 150 more times (served it) and which at most 30.
void expect_served_by(const PinnedApi& api, int cpu, const std::function<bool()>& work) {
  const auto before = api.runs();
  ASSERT_TRUE(work()) << "the requests served from CPU " << cpu;
  const auto after = api.runs();
  for (auto [on, runs] : after) {
    const long delta = runs - before.at(on);
    if (on == cpu)
      EXPECT_GE(delta, 150) << "the thread on CPU " << on << " did not serve the client on CPU " << cpu;
    else
      EXPECT_LE(delta, 30) << "the thread on CPU " << on << " served the client on CPU " << cpu;
  }
}

TEST(IoThreads, TheIoThreadsAndOnlyThemRunWithTheSliceTheyAskFor) {
  // Three I/O threads on this machine's CPUs (not as many as them: shared, not pinned).
  Stack stack({{"BONUS_API_THREADS", "3"}, {"BONUS_API_IO_SLICE_US", "300"}});
  stack.start_api();
  ASSERT_EQ(stack.get("/healthz").status, 200);
  // The I/O threads have 0.3 ms; every other thread (handlers, the broker's clients) the kernel's
  // default, which is something else.
  std::map<std::uint64_t, int> threads_by_slice;
  for (int tid : threads_of(stack.api_pid())) ++threads_by_slice[slice_of(tid)];
  ASSERT_EQ(threads_by_slice.size(), 2u) << "two slices: the I/O threads' and the default";
  EXPECT_EQ(threads_by_slice[300000], 3) << "every I/O thread, and no other, has a slice of 0.3 ms";
}

TEST(IoThreads, AConnectionIsServedByTheThreadPinnedToItsClientsCpu) {
  PinnedApi api;
  ASSERT_GE(api.cpus.size(), 2u) << "the test needs two CPUs";
  ASSERT_EQ(api.stack.get("/healthz").status, 200);
  // Each I/O thread runs on one CPU of its own.
  int pinned = 0;
  for (int tid : threads_of(api.stack.api_pid()))
    if (slice_of(tid) == 300000) {
      EXPECT_EQ(cpus_of(tid).size(), 1u) << "I/O thread " << tid << " is not pinned";
      ++pinned;
    }
  ASSERT_EQ(api.thread_on_cpu().size(), api.cpus.size()) << "one I/O thread on each CPU";
  ASSERT_EQ(pinned, static_cast<int>(api.cpus.size()));

  for (int cpu : api.cpus) {
    std::thread([&] {
      PinnedClient client(api.stack.port());
      expect_served_by(api, cpu, [&] { return client.requests_from(cpu, 300); });
    }).join();
  }
}

TEST(IoThreads, AConnectionFollowsItsClientToAnotherCpu) {
  PinnedApi api;
  ASSERT_GE(api.cpus.size(), 2u) << "the test needs two CPUs";
  ASSERT_EQ(api.thread_on_cpu().size(), api.cpus.size()) << "one I/O thread on each CPU";
  const int first = api.cpus[0], second = api.cpus[1];
  std::thread([&] {
    PinnedClient client(api.stack.port());
    expect_served_by(api, first, [&] { return client.requests_from(first, 300); });
    // The same connection, its client now on the other CPU: after one request there, it moves.
    ASSERT_TRUE(client.requests_from(second, 2));
    expect_served_by(api, second, [&] { return client.requests_from(second, 300); });
    // And back.
    ASSERT_TRUE(client.requests_from(first, 2));
    expect_served_by(api, first, [&] { return client.requests_from(first, 300); });
  }).join();
}

}  // namespace
