// The listener: accepts connections and starts a session for each, closes those over
// BONUS_MAX_CONNECTIONS at once, and pauses accepting while the process is out of descriptors.
// Each connection goes to the I/O thread that IoThreads names for it (io_threads.hpp).
#pragma once
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <memory>

#include "http/front.hpp"
#include "http/io_threads.hpp"

namespace api {

class Listener : public std::enable_shared_from_this<Listener> {
 public:
  Listener(IoThreads& io, boost::asio::ip::tcp::endpoint endpoint, std::shared_ptr<Front> front);
  void accept();
  void close();
  unsigned short port() const;

 private:
  IoThreads& io_;
  boost::asio::ip::tcp::acceptor acceptor_;
  std::shared_ptr<Front> front_;
  boost::asio::steady_timer pause_;   // on the acceptor's strand
  bool out_of_descriptors_ = false;   // an accept episode without descriptors is logged once
  bool over_cap_ = false;             // and so is one over the connection cap
};

}  // namespace api
