// The I/O threads, and which of them serves a connection.
//
// Pinned (the default when there are as many I/O threads as CPUs this process may run on, and
// more than one): thread i runs on the i-th of those CPUs alone, with an io_context of its own,
// and a connection is served for its whole life by the thread on the CPU where the kernel
// received its packets (SO_INCOMING_CPU), that is where its client's thread ran when it
// connected. A client and the thread serving it then take turns on one CPU instead of waking each
// other across two, and the two threads never hand each other work: at 64 connections the
// page's throughput went up by 40 % and its p99 down to a quarter (bench/README.md, "Each
// connection on the CPU of its client"). Between two requests a connection whose client has moved
// to another CPU moves to that CPU's thread. Connections that all come from one CPU (a client whose
// threads were all there when they connected) are all served by its thread: as fast as the shared
// mode, measured; spreading them instead served each client thread from both CPUs, which was
// slower than either (p99 7 ms against 4). A connection whose CPU is not known goes to the thread
// with the fewest.
//
// Shared (otherwise, or BONUS_API_PIN_THREADS=0): every thread runs one io_context, and whichever
// is free takes the next ready connection.
#pragma once
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <vector>

namespace api {

class IoThreads {
 public:
  // `count` threads (at least one), each asking for `slice` (http/time_slice.hpp).
  IoThreads(unsigned count, bool pin, std::chrono::microseconds slice);
  IoThreads(const IoThreads&) = delete;
  IoThreads& operator=(const IoThreads&) = delete;

  // The listener's and the signals' io_context.
  boost::asio::io_context& first() { return *contexts_.front(); }
  // Where a new connection is served: its io_context, and a place the connection holds while it
  // lives (it counts the thread's connections; null when shared).
  struct Place {
    boost::asio::io_context& ioc;
    std::shared_ptr<void> held;
    int thread = -1;  // pinned: the thread's index
  };
  // For a connection whose packets arrived on `incoming_cpu` (-1: not known). Called on the
  // listener's thread only. Shared: the one io_context.
  Place for_connection(int incoming_cpu);
  // Pinned: a place on the thread of `incoming_cpu` for a connection that `thread` serves, when
  // its client now runs on another thread's CPU; nothing otherwise.
  std::optional<Place> move_for(int thread, int incoming_cpu);
  bool pinned() const { return !cpus_.empty(); }

  // Runs the threads, the first on the calling thread, until stop(); then joins the others.
  void run();
  void stop();

 private:
  void prepare(std::size_t index) const;
  int thread_on(int cpu) const;  // -1: none
  Place place_on(std::size_t thread);

  unsigned count_;
  std::chrono::microseconds slice_;
  std::vector<std::unique_ptr<boost::asio::io_context>> contexts_;  // one, or one a pinned thread
  std::vector<int> cpus_;        // pinned: thread i's CPU
  std::vector<int> thread_of_;   // pinned: CPU number -> thread index (-1: none)
  std::unique_ptr<std::atomic<int>[]> open_;  // pinned: connections served by each thread
};

// The CPU whose network stack handled the last packet `socket` received (SO_INCOMING_CPU); -1
// when the kernel does not say.
int incoming_cpu(const boost::asio::ip::tcp::socket& socket);

// `socket` (open, no operation pending) as a socket on a strand of `ioc`; closed when it could not
// move (the connection is then lost, as a reset would lose it).
boost::asio::ip::tcp::socket move_socket(boost::asio::ip::tcp::socket& socket, boost::asio::io_context& ioc);

}  // namespace api
