// The one way a session writes an answer, whatever its body's source: a head, then the body
// from memory, or from the kept answer's file with sendfile (the head goes first with MSG_MORE so
// both leave together), as the kept answers of the response cache are written without a copy.
#pragma once
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <array>
#include <functional>
#include <memory>
#include <string_view>
#include <sys/types.h>

#include "http/response_cache.hpp"
#include "http/types.hpp"

namespace api {

// One answer on its way to the socket; `owner` keeps the bytes it points at alive.
struct Answer {
  std::shared_ptr<const void> owner;
  std::array<std::string_view, 3> head{};  // the head in up to three pieces, the blank line last
  std::string_view body;
  int file = -1;                // when not -1, `body` is also at `file_offset` in this file
  std::size_t file_offset = 0;
  bool close_after = false;     // the connection closes once the answer is written

  // An answer computed by a handler (or by the session itself: a refusal, 100 Continue).
  static Answer of(http::response<http::string_body> res);
  // A kept answer of the response cache, written as it is; "Connection: close" when asked.
  static Answer kept(ResponseCache::Ready ready, bool close_after);
};

class AnswerWriter {
 public:
  using Done = std::function<void(boost::beast::error_code)>;
  // `send_timeout`: how long one answer's whole write may take (BONUS_SEND_TIMEOUT_MS).
  AnswerWriter(boost::beast::tcp_stream& stream, std::chrono::milliseconds send_timeout);
  // Writes `answer`, then calls `done`, which keeps the session (and this writer) alive until then.
  void write(Answer answer, Done done);

 private:
  void send_file(Done done);
  void finish(const Done& done, boost::beast::error_code ec);

  boost::beast::tcp_stream& stream_;
  Answer answer_;
  off_t file_offset_ = 0;
  std::size_t file_left_ = 0;
  boost::asio::steady_timer send_deadline_;
  std::chrono::milliseconds send_timeout_;
  std::chrono::steady_clock::time_point deadline_;  // of the answer being written
};

}  // namespace api
