// A session after Beast's advanced server example: it reads a request, has it answered, and
// writes the answer through its one AnswerWriter, whatever the body's source.
//
// Headers are read first: the route they name decides how large a body may be, whether an
// admin must be authenticated before the body is read (and before 100 Continue), and whether the
// answer is ready without the handler pool: a plain GET the response cache keeps is written from
// the kept bytes, and a route marked on_io_thread (/healthz) is answered here, so a full handler
// queue never fails liveness; a route with a `ready` function (an outbound link whose target is
// in memory) is answered here when that function answers without blocking. Every other request
// runs on the handler pool, never on the I/O thread (handlers may block on the database); a full
// pool answers 503 busy.
#include "http/session.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <array>
#include <optional>

#include "http/answer_writer.hpp"
#include "http/io_threads.hpp"
#include "http/response_cache.hpp"

namespace api {

namespace beast = boost::beast;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;

namespace {

constexpr const char* kTooLarge = "İstek gövdesi çok büyük";

std::string path_of(std::string_view target) { return std::string(target.substr(0, target.find('?'))); }

// RFC 9112 §6.1 and §6.3: a request with a Transfer-Encoding whose final coding is not
// `chunked`, with both Transfer-Encoding and Content-Length, or with Transfer-Encoding in
// HTTP/1.0, has no length a server can trust (a proxy in front may have framed it otherwise:
// request smuggling). Such a request is answered 400 and the connection closed.
bool framing_is_sound(const http::request_header<>& head) {
  std::string last;  // the final coding, over every Transfer-Encoding line
  bool any = false;
  for (const auto& field : head) {
    if (field.name() != http::field::transfer_encoding) continue;
    any = true;
    std::string_view list = field.value();
    std::string line_last;
    while (!list.empty()) {
      const auto comma = list.find(',');
      std::string_view coding = list.substr(0, comma);
      list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
      while (!coding.empty() && (coding.front() == ' ' || coding.front() == '\t')) coding.remove_prefix(1);
      while (!coding.empty() && (coding.back() == ' ' || coding.back() == '\t')) coding.remove_suffix(1);
      if (!coding.empty()) line_last = std::string(coding);
    }
    if (line_last.empty()) return false;  // an empty Transfer-Encoding names no framing either
    last = std::move(line_last);
  }
  if (!any) return true;
  return head.version() >= 11 && head.find(http::field::content_length) == head.end() && beast::iequals(last, "chunked");
}

class Session : public std::enable_shared_from_this<Session> {
 public:
  // `carried`: the connection of a session that moved to this one's thread (already counted).
  Session(tcp::socket&& socket, std::shared_ptr<Front> front, std::string address, std::shared_ptr<void> place,
          int thread, bool carried = false)
      : stream_(std::move(socket)), front_(std::move(front)), remote_(std::move(address)), place_(std::move(place)),
        thread_(thread) {
    if (!carried) front_->open.fetch_add(1);
    // An answer's last segment leaves at once instead of waiting for the client's delayed ACK
    // of the one before (Nagle): a kept answer is head then body, and pipelined answers follow
    // each other.
    beast::error_code ec;
    stream_.socket().set_option(tcp::no_delay(true), ec);
  }
  ~Session() {
    if (handed_over_) return;  // the session on the other thread holds the connection now
    front_->release(remote_);
    front_->open.fetch_sub(1);
  }

  void start() {
    beast::error_code ec;
    stream_.socket().native_non_blocking(true, ec);  // sendfile of kept answers must not block
    asio::dispatch(stream_.get_executor(), beast::bind_front_handler(&Session::read, shared_from_this()));
  }

 private:
  void read() {
    parser_.emplace();
    parser_->body_limit(boost::none);  // set per route once the headers are in
    parser_->header_limit(static_cast<std::uint32_t>(front_->limits.header_bytes));
    stream_.expires_never();  // the stream's own timer: only the writer's rare async_write sets it
    deadline_ = std::chrono::steady_clock::now() + front_->limits.read_timeout;
    reading_ = true;
    if (!deadline_armed_) wait_deadline();
    http::async_read_header(stream_, buffer_, *parser_,
                            beast::bind_front_handler(&Session::on_header, shared_from_this()));
  }

  // The request's deadline (headers and body, absolute) on a timer of the session's own that is
  // not cancelled when a request has been read in time: it fires at the deadline it was set for,
  // and when a later request moved the deadline since, it waits again for that one. The stream's
  // timeout did the same with a timer started and cancelled for every read, and each
  // cancellation posted its aborted handler to the io_context's shared queue, waking the other
  // I/O thread once a request (bench/README.md, "Against nginx").
  void wait_deadline() {
    deadline_armed_ = true;
    deadline_timer_.expires_at(deadline_);
    deadline_timer_.async_wait([weak = weak_from_this()](beast::error_code ec) {
      auto self = weak.lock();
      if (!self) return;
      self->deadline_armed_ = false;
      if (ec || !self->reading_) return;  // between requests: the next one's read arms it again
      if (std::chrono::steady_clock::now() < self->deadline_) return self->wait_deadline();
      // Closed, as the stream's timeout did: a pending read ends (operation_aborted), and one
      // started later (after an admin's check on the handler pool) fails at once.
      beast::error_code ignored;
      self->stream_.socket().close(ignored);
    });
  }

  void on_header(beast::error_code ec, std::size_t) {
    if (ec) return on_read(ec, 0);
    const auto& head = parser_->get();
    if (!framing_is_sound(head))
      return refuse(error_response(http::status::bad_request, "bad_request", "Geçersiz HTTP isteği"), false);
    route_ = front_->router.find(head.method(), path_of(head.target()));
    const std::size_t limit = route_ && route_->body_limit ? route_->body_limit : front_->limits.body_bytes;
    too_large_message_ = route_ && !route_->too_large_message.empty() ? route_->too_large_message : kTooLarge;
    if (parser_->content_length() && *parser_->content_length() > limit)
      return refuse(error_response(http::status::payload_too_large, "payload_too_large", too_large_message_), false);
    parser_->body_limit(limit);  // chunked bodies are checked as they arrive
    if (route_ && route_->cached && try_kept()) return;
    if (route_ && route_->access == Access::admin) return authenticate_headers();
    continue_body();
  }

  // A plain GET (no body, no If-None-Match, HTTP/1.1) of an answer the cache keeps. Anything
  // else takes the handler's way, which gives the same bytes (the heads are built from what
  // dispatch adds).
  bool try_kept() {
    const auto& head = parser_->get();
    if (!front_->kept || head.method() != http::verb::get || head.version() != 11 || !parser_->is_done() ||
        head.find(http::field::if_none_match) != head.end())
      return false;
    const auto started = std::chrono::steady_clock::now();
    const std::string_view target = head.target();
    const auto q = target.find('?');
    const std::string_view query = q == std::string_view::npos ? std::string_view() : target.substr(q + 1);
    const std::string key = cache_key(target.substr(0, q), query, route_->cache_params);
    auto ready = front_->kept->ready(key, head[http::field::accept_encoding]);
    if (!ready) return false;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    front_->metrics.observe(route_->name, "GET", 200, seconds);
    if (front_->limits.access_log) spdlog::info("{} GET {} 200 {:.2f}ms", remote_, head.target(), seconds * 1000);
    write(Answer::kept(std::move(*ready), !head.keep_alive()));
    return true;
  }

  // An admin route: the client must be an admin before a byte of the body is read. The check
  // may ask Postgres (sessions), so it runs on the handler pool. A body that came whole with the
  // headers (a small command, no `Expect: 100-continue`) is already in memory: once the check
  // passes, the same handler task parses it and runs the handler, instead of handing the request
  // back to the I/O thread to parse and then to the pool again (two thread wake-ups a command).
  void authenticate_headers() {
    if (!front_->enter()) return refuse(busy_response());
    const bool whole = body_buffered();
    if (whole) stream_.expires_never();  // nothing more is read for this request
    asio::post(front_->handlers, [self = shared_from_this(), whole] {
      const auto& head = self->parser_->get();
      const std::string path = path_of(head.target());
      std::string actor;
      Response res = self->front_->guarded(head, path, [&] {
        Request req{head, path, {}, {}, self->remote_, {}, {}};
        actor = self->front_->authenticate(req);
        return Response{};
      });
      beast::error_code ec;
      if (!actor.empty() && whole && self->parse_buffered(ec)) {
        auto req = self->parser_->release();
        auto answer = Answer::of(self->front_->dispatch(req, self->remote_, &actor));
        self->front_->leave();
        asio::post(self->stream_.get_executor(),
                   [self, answer = std::move(answer)]() mutable { self->write(std::move(answer)); });
        return;
      }
      self->front_->leave();
      asio::post(self->stream_.get_executor(), [self, res = std::move(res), actor = std::move(actor), ec]() mutable {
        if (actor.empty()) return self->refuse(std::move(res));
        self->actor_ = std::move(actor);
        if (ec) return self->on_read(ec, 0);
        self->stream_.expires_at(self->deadline_);  // the body is still to be read, within it
        self->continue_body();
      });
    });
  }

  // Whether the request's whole body (if any) is in the buffer already, and no interim answer is
  // expected before it is sent.
  bool body_buffered() const {
    const auto& head = parser_->get();
    if (parser_->is_done()) return true;
    if (head.version() >= 11 && head.find(http::field::expect) != head.end()) return false;
    const auto length = parser_->content_length();
    return length && buffer_.size() >= *length;
  }

  // Parses what the buffer holds of the body; true once the request is whole. `ec`: a malformed
  // body (answered as read_body would).
  bool parse_buffered(beast::error_code& ec) {
    while (!parser_->is_done() && buffer_.size() > 0) {
      const std::size_t used = parser_->put(buffer_.data(), ec);
      buffer_.consume(used);
      if (ec == http::error::need_more) ec = {};
      if (ec || used == 0) break;
    }
    return !ec && parser_->is_done();
  }

  void continue_body() {
    const auto& head = parser_->get();
    // RFC 9110 10.1.1: an HTTP/1.0 client does not know 1xx answers; its expectation is ignored.
    if (head.version() < 11 || !beast::iequals(head[http::field::expect], "100-continue")) return read_body();
    interim_ = true;
    auto answer = Answer::of(http::response<http::string_body>(http::status::continue_, head.version()));
    answer.close_after = false;
    write(std::move(answer));
  }

  void read_body() {
    // A request without a body (a GET, a click) is whole once its headers are: handled at once.
    // Beast's read of a parser that is done only posts its completion, which woke the other I/O
    // thread for every such request (bench/README.md, "Reads beside the clicks").
    if (parser_->is_done()) return on_read({}, 0);
    // A small body that came with its headers (a view's, a comment's) is parsed from the buffer
    // here: Beast's read would only post its completion, a hand-off to the other I/O thread.
    beast::error_code ec;
    if (parse_buffered(ec) || ec) return on_read(ec, 0);
    http::async_read(stream_, buffer_, *parser_, beast::bind_front_handler(&Session::on_read, shared_from_this()));
  }

  void on_read(beast::error_code ec, std::size_t) {
    if (ec == http::error::end_of_stream || ec == beast::error::timeout || ec == asio::error::operation_aborted ||
        ec == asio::error::connection_reset || ec == asio::error::eof)
      return close();
    if (ec == http::error::body_limit)
      return refuse(error_response(http::status::payload_too_large, "payload_too_large", too_large_message_), false);
    if (ec == http::error::header_limit)
      return refuse(error_response(http::status::request_header_fields_too_large, "headers_too_large",
                                   "İstek başlıkları çok büyük"), false);
    if (ec) return refuse(error_response(http::status::bad_request, "bad_request", "Geçersiz HTTP isteği"), false);

    auto req = std::make_shared<http::request<http::string_body>>(parser_->release());
    auto actor = std::exchange(actor_, {});
    reading_ = false;
    if (route_ && route_->on_io_thread) return write(Answer::of(front_->dispatch(*req, remote_, nullptr)));
    if (route_ && route_->ready) {
      if (auto ready = front_->dispatch_ready(*req, remote_)) return write(Answer::of(std::move(*ready)));
    }
    if (!front_->enter()) {
      // The pool has all it may hold: refused here, without touching it.
      Response busy = busy_response();
      finish(busy, path_of(req->target()));
      front_->metrics.observe("busy", method_label(req->method()), 503, 0);
      if (front_->limits.access_log)
        spdlog::info("{} {} {} 503 (handler queue full)", remote_, method_label(req->method()), req->target());
      return write(Answer::of(
          to_http(std::move(busy), req->version(), req->keep_alive(), req->method() == http::verb::head)));
    }
    asio::post(front_->handlers, [self = shared_from_this(), req, actor = std::move(actor)] {
      auto res = self->front_->dispatch(*req, self->remote_, actor.empty() ? nullptr : &actor);
      self->front_->leave();
      asio::post(self->stream_.get_executor(),
                 [self, answer = Answer::of(std::move(res))]() mutable { self->write(std::move(answer)); });
    });
  }

  // A request answered before its body was read (or without being read whole): the answer,
  // then the connection is closed, after the lingering close. `observed`: counted in the
  // metrics and the access log as a route's answer (the malformed requests name no route).
  void refuse(Response res, bool observed = true) {
    reading_ = false;  // the lingering close has its own deadline
    const auto& head = parser_->get();
    if (observed) {
      finish(res, path_of(head.target()));
      const auto status = static_cast<unsigned>(res.status);
      front_->metrics.observe(route_ ? route_->name : "unmatched", method_label(head.method()), status, 0);
      if (front_->limits.access_log)
        spdlog::info("{} {} {} {} (refused before the body)", remote_, method_label(head.method()), head.target(), status);
    }
    linger_ = true;
    write(Answer::of(to_http(std::move(res), 11, false, false)));
  }

  // The one write path: every answer, and the interim 100 Continue, goes through the writer.
  void write(Answer answer) {
    const bool close_after = answer.close_after;
    writer_.write(std::move(answer), [self = shared_from_this(), close_after](beast::error_code ec) {
      if (ec || close_after) return self->close();
      if (std::exchange(self->interim_, false)) return self->read_body();  // under the same deadline
      if (self->follow_client()) return;
      self->read();
    });
  }

  // Pinned I/O threads: when the request just answered came from another thread's CPU (its client
  // moved), the connection goes on there, in a new session with what was read ahead; this one
  // ends. Client and server then take turns on one CPU again (io_threads.hpp).
  bool follow_client() {
    if (!front_->io || thread_ < 0) return false;
    auto place = front_->io->move_for(thread_, incoming_cpu(stream_.socket()));
    if (!place) return false;
    deadline_timer_.cancel();  // its handler finds reading_ false and returns
    auto next = std::make_shared<Session>(move_socket(stream_.socket(), place->ioc), front_, remote_,
                                          std::move(place->held), place->thread, true);
    const auto ahead = buffer_.data();  // pipelined requests already read
    next->buffer_.commit(asio::buffer_copy(next->buffer_.prepare(ahead.size()), ahead));
    handed_over_ = true;
    next->start();
    return true;
  }

  void close() {
    reading_ = false;
    beast::error_code ec;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
    if (!linger_) return;
    // One deadline for all of the draining: a client trickling a byte now and then does not
    // hold the connection past it.
    stream_.expires_after(front_->limits.drain_timeout);
    drain();
  }

  // After refusing a request whose body is still arriving, read and discard it for a while
  // before closing: closing with unread data makes the kernel reset the connection, and the
  // client might lose the answer explaining why (the "lingering close" of web servers).
  void drain() {
    if (drained_ >= front_->limits.drain_bytes) return;
    stream_.async_read_some(asio::buffer(scratch_), [self = shared_from_this()](beast::error_code ec, std::size_t n) {
      self->drained_ += n;
      if (!ec) self->drain();
    });
  }

  beast::tcp_stream stream_;
  std::shared_ptr<Front> front_;
  std::string remote_;  // the peer's address (the listener's, counted per address)
  std::shared_ptr<void> place_;  // counts this connection on its I/O thread while it lives
  int thread_ = -1;              // pinned: the I/O thread serving it
  bool handed_over_ = false;     // moved to a session on another thread
  AnswerWriter writer_{stream_, front_->limits.send_timeout};
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  const Route* route_ = nullptr;  // the route the request being read names, if any
  std::chrono::steady_clock::time_point deadline_;  // for the whole request, headers and body
  asio::steady_timer deadline_timer_{stream_.get_executor()};
  bool deadline_armed_ = false;  // deadline_timer_ waits (for deadline_, or an earlier one)
  bool reading_ = false;         // a request is being read: deadline_ holds
  std::string too_large_message_ = kTooLarge;
  std::string actor_;     // the admin the headers of the request being read authenticated
  bool interim_ = false;  // the answer being written is 100 Continue: the body comes next
  bool linger_ = false;
  std::size_t drained_ = 0;
  std::array<char, 16384> scratch_{};
};

}  // namespace

void start_session(tcp::socket&& socket, std::shared_ptr<Front> front, std::string address,
                   std::shared_ptr<void> place, int thread) {
  std::make_shared<Session>(std::move(socket), std::move(front), std::move(address), std::move(place), thread)
      ->start();
}

}  // namespace api
