// How an answer goes on the wire: the header fields every answer carries (Server, Content-Type,
// the handler's own, Content-Length), in one place for the two ways the server writes: through
// Beast for an answer a handler computed, and as bytes kept beside a cached body, which the
// server writes on its I/O thread without a copy of the body (http/response_cache.hpp).
#pragma once
#include <initializer_list>
#include <string>
#include <string_view>

#include "http/types.hpp"

namespace api {

// Sets the fields of `r` (status, Server, Content-Type, its headers) on `head`. A header the
// handler names twice keeps its last value, as Beast's set does.
void fill_head(http::response_header<>& head, const Response& r);

// The status line and header fields of `r` for HTTP/1.1 with Content-Length `body_bytes`, each
// line ending in CRLF, without the blank line that ends the head: the writer adds
// "Connection: close" when it will close, then the blank line.
std::string wire_head(const Response& r, std::size_t body_bytes);

// Bytes kept in an anonymous in-memory file, so the server can hand them to a socket with
// sendfile (the kernel attaches the file's pages, as nginx does with a static file) instead of
// copying them from the process on every request. Large kept answers only: a file descriptor
// each, and at most kMaxFiles of them at once (beyond that, or where memfd_create is refused,
// `fd()` is -1 and the answer is written from memory).
class KeptFile {
 public:
  static constexpr std::size_t kMinBytes = 16 * 1024;
  static constexpr int kMaxFiles = 512;
  static constexpr std::size_t kPage = 4096;  // each part starts on a page of its own
  KeptFile() = default;
  // Keeps `parts` (once, up to three), each from a page boundary: nothing when their total is
  // under kMinBytes.
  void keep(std::initializer_list<std::string_view> parts);
  // Where part `i` starts in the file.
  std::size_t offset(std::size_t i) const { return offsets_[i]; }
  KeptFile(const KeptFile&) = delete;
  KeptFile& operator=(const KeptFile&) = delete;
  ~KeptFile();
  int fd() const { return fd_; }

 private:
  int fd_ = -1;
  std::size_t offsets_[3] = {};
};

}  // namespace api
