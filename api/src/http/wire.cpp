// Header fields of an answer, for Beast and as kept bytes.
#include "http/wire.hpp"

#include <sys/mman.h>
#include <unistd.h>

#include <atomic>
#include <sstream>

namespace api {

void fill_head(http::response_header<>& head, const Response& r) {
  head.result(r.status);
  head.set(http::field::server, "bonus-api");
  head.set(http::field::content_type, r.content_type);
  // Set-Cookie is the one header a response may carry more than once (RFC 6265 section 3).
  for (const auto& [name, value] : r.headers) {
    if (name == "Set-Cookie")
      head.insert(name, value);
    else
      head.set(name, value);
  }
}

std::string wire_head(const Response& r, std::size_t body_bytes) {
  http::response<http::empty_body> res;
  res.version(11);
  fill_head(res.base(), r);
  res.content_length(body_bytes);
  std::ostringstream out;
  out << res.base();  // ends with the blank line
  std::string bytes = std::move(out).str();
  bytes.resize(bytes.size() - 2);
  return bytes;
}

namespace {
std::atomic<int> g_files{0};

bool write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n <= 0) return false;
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}
}  // namespace

void KeptFile::keep(std::initializer_list<std::string_view> parts) {
  if (fd_ >= 0) return;
  std::size_t total = 0;
  for (auto part : parts) total += part.size();
  if (total < kMinBytes) return;
  if (g_files.fetch_add(1) >= kMaxFiles) {
    g_files.fetch_sub(1);
    return;
  }
  fd_ = ::memfd_create("bonus-kept", MFD_CLOEXEC);
  bool ok = fd_ >= 0;
  // A part that starts inside a page took twice the api's CPU per answer when sent with
  // sendfile (bench/README.md, "Against nginx"): each part starts on a page of its own.
  static constexpr char kZeros[kPage] = {};
  std::size_t at = 0, i = 0;
  for (auto part : parts) {
    const std::size_t pad = (kPage - at % kPage) % kPage;
    ok = ok && write_all(fd_, std::string_view(kZeros, pad)) && write_all(fd_, part);
    at += pad;
    if (i < 3) offsets_[i++] = at;
    at += part.size();
  }
  if (!ok) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
    g_files.fetch_sub(1);
  }
}

KeptFile::~KeptFile() {
  if (fd_ < 0) return;
  ::close(fd_);
  g_files.fetch_sub(1);
}

}  // namespace api
