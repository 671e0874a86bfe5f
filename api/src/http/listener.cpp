// Accepting connections, after Beast's async server example, with the connection caps (all, and
// per peer address) and the pause while descriptors run out (docs/operations.md, "HTTP front limits").
#include "http/listener.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/strand.hpp>
#include <boost/beast/core/error.hpp>
#include <cerrno>

#include "http/session.hpp"

namespace api {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;

namespace {
bool descriptors_exhausted(const boost::beast::error_code& ec) {
  if (ec.category() != boost::system::system_category()) return false;
  const int e = ec.value();
  return e == EMFILE || e == ENFILE || e == ENOBUFS || e == ENOMEM;
}
}  // namespace

Listener::Listener(IoThreads& io, tcp::endpoint endpoint, std::shared_ptr<Front> front)
    : io_(io), acceptor_(asio::make_strand(io.first())), front_(std::move(front)), pause_(acceptor_.get_executor()) {
  if (io_.pinned()) front_->io = &io_;
  acceptor_.open(endpoint.protocol());
  acceptor_.set_option(asio::socket_base::reuse_address(true));
  acceptor_.bind(endpoint);
  acceptor_.listen(asio::socket_base::max_listen_connections);
}

void Listener::close() {
  boost::beast::error_code ignored;
  acceptor_.close(ignored);
}

unsigned short Listener::port() const { return acceptor_.local_endpoint().port(); }

void Listener::accept() {
  acceptor_.async_accept(asio::make_strand(io_.first()), [self = shared_from_this()](boost::beast::error_code ec,
                                                                              tcp::socket socket) {
    if (!self->acceptor_.is_open()) return;
    if (descriptors_exhausted(ec)) {
      // Accepting again at once would fail again at once (a busy loop): wait for sessions to end.
      if (!self->out_of_descriptors_) spdlog::warn("accept: {}; accepting again in 100 ms steps", ec.message());
      self->out_of_descriptors_ = true;
      self->pause_.expires_after(std::chrono::milliseconds(100));
      self->pause_.async_wait([self](boost::beast::error_code wec) {
        if (!wec && self->acceptor_.is_open()) self->accept();
      });
      return;
    }
    if (!ec) {
      if (self->out_of_descriptors_) spdlog::info("accept: descriptors available again");
      self->out_of_descriptors_ = false;
      const std::size_t open = self->front_->open.load();
      if (open >= self->front_->limits.max_connections) {
        // Over the cap: closed at once, so waiting in the listen queue gains a client nothing.
        if (!self->over_cap_)
          spdlog::warn("{} connections open (BONUS_MAX_CONNECTIONS): new ones are closed at once", open);
        self->over_cap_ = true;
        boost::beast::error_code ignored;
        socket.close(ignored);
      } else {
        self->over_cap_ = false;
        boost::beast::error_code pec;
        const auto peer = socket.remote_endpoint(pec);
        std::string address = pec ? std::string("unknown") : peer.address().to_string();
        if (!self->front_->admit(address)) {
          // One address may not hold every connection: its next ones are closed at once.
          boost::beast::error_code ignored;
          socket.close(ignored);
        } else {
          // On the thread of the CPU its client ran on (pinned), moved there from the listener's.
          auto place = self->io_.for_connection(self->io_.pinned() ? incoming_cpu(socket) : -1);
          if (&place.ioc != &self->io_.first()) socket = move_socket(socket, place.ioc);
          start_session(std::move(socket), self->front_, std::move(address), std::move(place.held), place.thread);
        }
      }
    }
    self->accept();
  });
}

}  // namespace api
