// Answers on the wire: from memory through one asio write, or head then sendfile from a kept file.
#include "http/answer_writer.hpp"

#include <boost/asio/write.hpp>
#include <sys/sendfile.h>
#include <sys/socket.h>
#include <sys/uio.h>

#include <cerrno>
#include <string>

namespace api {

namespace asio = boost::asio;
namespace beast = boost::beast;

namespace {
constexpr std::string_view kClose = "Connection: close\r\n";
constexpr std::string_view kEnd = "\r\n";
}  // namespace

Answer Answer::of(http::response<http::string_body> res) {
  struct Bytes {
    std::string head, body;
  };
  auto bytes = std::make_shared<Bytes>();
  // The head as Beast's serializer writes it (status line, the fields in order, the blank line),
  // appended to one string: through an ostringstream it was about a tenth of a click's own work.
  const auto& base = res.base();
  std::string& head = bytes->head;
  std::size_t size = 32 + base.reason().size();
  for (const auto& field : base) size += field.name_string().size() + field.value().size() + 4;
  head.reserve(size);
  head.append("HTTP/").append(1, static_cast<char>('0' + base.version() / 10)).append(1, '.');
  head.append(1, static_cast<char>('0' + base.version() % 10)).append(1, ' ');
  head.append(std::to_string(base.result_int())).append(1, ' ').append(base.reason()).append("\r\n");
  for (const auto& field : base) head.append(field.name_string()).append(": ").append(field.value()).append("\r\n");
  head.append("\r\n");
  Answer a;
  a.close_after = res.need_eof();
  bytes->body = std::move(res.body());
  a.head[0] = bytes->head;
  a.body = bytes->body;
  a.owner = std::move(bytes);
  return a;
}

Answer Answer::kept(ResponseCache::Ready ready, bool close_after) {
  Answer a;
  a.head = {ready.head, close_after ? kClose : std::string_view(), kEnd};
  a.body = ready.body;
  a.file = ready.file;
  a.file_offset = ready.file_offset;
  a.close_after = close_after;
  a.owner = std::move(ready.owner);
  return a;
}

AnswerWriter::AnswerWriter(beast::tcp_stream& stream, std::chrono::milliseconds send_timeout)
    : stream_(stream), send_deadline_(stream.get_executor()), send_timeout_(send_timeout) {}

void AnswerWriter::write(Answer answer, Done done) {
  answer_ = std::move(answer);
  // One deadline for the whole answer, however it is written: a reader that takes a byte now
  // and then does not hold the connection (and the kept answer) past it.
  deadline_ = std::chrono::steady_clock::now() + send_timeout_;
  std::array<asio::const_buffer, 4> buffers{};
  for (std::size_t i = 0; i < 3; ++i) buffers[i] = asio::buffer(answer_.head[i].data(), answer_.head[i].size());
  buffers[3] = asio::buffer(answer_.body.data(), answer_.body.size());
  if (answer_.file < 0) {
    // From memory: sent at once when the socket takes it all (an answer that fits its buffer,
    // nearly every one), and `done` called here. Asio's own first attempt at the same send
    // posted its completion to the io_context's shared queue, waking the other I/O thread once
    // per answer (bench/README.md, "Reads beside the clicks"); what does not fit is left to
    // async_write below, as before.
    std::array<iovec, 4> parts{};
    std::size_t total = 0;
    for (std::size_t i = 0; i < 4; ++i) {
      parts[i] = {const_cast<void*>(buffers[i].data()), buffers[i].size()};
      total += buffers[i].size();
    }
    msghdr msg{};
    msg.msg_iov = parts.data();
    msg.msg_iovlen = parts.size();
    const ssize_t sent = ::sendmsg(stream_.socket().native_handle(), &msg, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (sent == static_cast<ssize_t>(total)) return finish(done, {});
    if (sent < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
      return finish(done, beast::error_code(errno, boost::system::system_category()));
    std::size_t skip = sent > 0 ? static_cast<std::size_t>(sent) : 0;
    for (auto& b : buffers) {
      const std::size_t n = std::min(skip, b.size());
      b += n;
      skip -= n;
    }
  } else {
    std::array<iovec, 3> parts{};
    std::size_t head_bytes = 0;
    for (std::size_t i = 0; i < 3; ++i) {
      parts[i] = {const_cast<void*>(buffers[i].data()), buffers[i].size()};
      head_bytes += buffers[i].size();
    }
    msghdr msg{};
    msg.msg_iov = parts.data();
    msg.msg_iovlen = parts.size();
    const ssize_t sent = ::sendmsg(stream_.socket().native_handle(), &msg, MSG_MORE | MSG_NOSIGNAL | MSG_DONTWAIT);
    if (sent == static_cast<ssize_t>(head_bytes)) {
      file_offset_ = static_cast<off_t>(answer_.file_offset);
      file_left_ = answer_.body.size();
      return send_file(std::move(done));
    }
    if (sent < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
      return finish(done, beast::error_code(errno, boost::system::system_category()));
    // The head did not go at once (rare): the rest of it and the body from memory.
    std::size_t skip = sent > 0 ? static_cast<std::size_t>(sent) : 0;
    for (auto& b : buffers) {
      const std::size_t n = std::min(skip, b.size());
      b += n;
      skip -= n;
    }
  }
  stream_.expires_at(deadline_);
  asio::async_write(stream_, buffers,
                    [this, done = std::move(done)](beast::error_code ec, std::size_t) { finish(done, ec); });
}

void AnswerWriter::send_file(Done done) {
  const int socket = stream_.socket().native_handle();
  while (file_left_ > 0) {
    const ssize_t n = ::sendfile(socket, answer_.file, &file_offset_, file_left_);
    if (n > 0) {
      file_left_ -= static_cast<std::size_t>(n);
    } else if (n < 0 && errno == EINTR) {
      continue;
    } else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      // The client reads slower than we write: wait until it has room, until the answer's deadline.
      if (std::chrono::steady_clock::now() >= deadline_)
        return finish(done, beast::error_code(ETIMEDOUT, boost::system::system_category()));
      send_deadline_.expires_at(deadline_);
      send_deadline_.async_wait([this, done](beast::error_code ec) {
        if (!ec) stream_.socket().cancel();
      });
      stream_.socket().async_wait(asio::ip::tcp::socket::wait_write, [this, done](beast::error_code ec) {
        send_deadline_.cancel();
        if (ec) return finish(done, ec);
        send_file(done);
      });
      return;
    } else {
      return finish(done, beast::error_code(n < 0 ? errno : EPIPE, boost::system::system_category()));  // gone
    }
  }
  finish(done, {});
}

void AnswerWriter::finish(const Done& done, beast::error_code ec) {
  answer_ = {};  // the kept answer may be dropped from the cache now
  done(ec);
}

}  // namespace api
