// ETags, conditional GETs and the bounded in-memory answer cache.
#include "http/response_cache.hpp"

#include <utility>

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "http/query.hpp"
#include "http/security_headers.hpp"
#include "http/wire.hpp"

namespace api {

std::string etag_of(std::string_view body) {
  std::uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : body) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  char buf[24];
  std::snprintf(buf, sizeof buf, "\"%016llx\"", static_cast<unsigned long long>(h));
  return buf;
}

bool etag_matches(const Request& req, std::string_view etag) {
  std::string_view header = req.raw[http::field::if_none_match];
  while (!header.empty()) {
    const std::size_t comma = header.find(',');
    std::string_view tag = header.substr(0, comma);
    header = comma == std::string_view::npos ? std::string_view() : header.substr(comma + 1);
    while (!tag.empty() && (tag.front() == ' ' || tag.front() == '\t')) tag.remove_prefix(1);
    while (!tag.empty() && (tag.back() == ' ' || tag.back() == '\t')) tag.remove_suffix(1);
    if (tag == "*") return true;
    if (tag.starts_with("W/")) tag.remove_prefix(2);  // weak comparison, as for GET
    if (tag == etag) return true;
  }
  return false;
}

namespace {
bool has_header(const Response& r, std::string_view name) {
  for (const auto& [n, v] : r.headers)
    if (n.size() == name.size() && std::equal(n.begin(), n.end(), name.begin(), [](char a, char b) {
          return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
        }))
      return true;
  return false;
}
}  // namespace

namespace {
// ETag and Cache-Control on a 200 answer; returns the ETag.
std::string add_validators(Response& res, std::string_view cache_control) {
  std::string etag;
  for (const auto& [n, v] : res.headers)
    if (n == "ETag") etag = v;
  if (etag.empty()) {
    etag = etag_of(res.body);
    res.headers.emplace_back("ETag", etag);
  }
  if (!has_header(res, "Cache-Control"))
    res.headers.emplace_back("Cache-Control", std::string(cache_control));
  return etag;
}
}  // namespace

void make_conditional(const Request& req, Response& res, std::string_view cache_control) {
  if (res.status != http::status::ok) return;
  const std::string etag = add_validators(res, cache_control);
  if (etag_matches(req, etag)) {
    res.status = http::status::not_modified;
    res.body.clear();
  }
}

ResponseCache::ResponseCache(Options options, std::function<storage::AreaVersions()> versions)
    : options_(options), versions_(std::move(versions)) {}

namespace {

// Encodes a 200 answer once, for every request that will want it, with the heads the server
// writes before each coding (`path`: the request's, for its security headers). With `only`, the
// answer will not be kept: just that coding, no heads.
std::shared_ptr<const ResponseCache::Kept> encode_once(Response r, std::string_view path,
                                                       std::optional<ContentCoding> only);

}  // namespace

namespace {
// The read areas of the answer being computed on this thread. An answer built from others (a
// page embedding /api/casinos through an internal GET) has read their areas too.
thread_local storage::AreaMask* t_reading = nullptr;
// Whether the answer being computed on this thread may be kept: not when it embeds one that
// may not (a page built on a partial-slug lookup).
thread_local bool* t_keepable = nullptr;
}  // namespace

std::string cache_key(std::string_view path, std::string_view query, const std::vector<std::string>& params) {
  std::string key(path);
  char sep = '?';
  for (const auto& name : params) {
    auto value = query_param(query, name);
    if (!value) continue;
    key.append(1, sep).append(name).append(1, '=');
    static constexpr char kHex[] = "0123456789ABCDEF";
    for (unsigned char c : *value) {
      if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~' || c == '/') {
        key.push_back(static_cast<char>(c));
      } else {
        key.push_back('%');
        key.push_back(kHex[c >> 4]);
        key.push_back(kHex[c & 15]);
      }
    }
    sep = '&';
  }
  return key;
}

std::shared_ptr<const ResponseCache::Kept> ResponseCache::find_or_compute(const std::string& key,
                                                                          const std::function<Response()>& compute,
                                                                          storage::AreaMask reads, ContentCoding wanted) {
  const storage::AreaVersions now = versions_();
  std::shared_ptr<Flight> flight;
  if (options_.max_bytes > 0) {
    std::shared_ptr<Flight> leader;
    {
      std::lock_guard lock(mutex_);
      auto it = entries_.find(key);
      auto f = flights_.find(key);
      if (it != entries_.end()) {
        const Entry& e = it->second;
        const bool current = e.version == now.of(e.reads);
        // Fresh; or only past its time-to-live while another request computes its successor
        // (what it read is unchanged, so read-your-writes holds): nobody waits for that.
        if (current && (std::chrono::steady_clock::now() - e.stored <= options_.ttl || f != flights_.end())) {
          ++stats_.hits;
          if (t_reading) *t_reading |= e.reads;
          return e.kept;
        }
        if (!current) {  // something it read has changed: gone at once
          bytes_ -= e.bytes;
          order_.erase(e.order);
          entries_.erase(it);
        }  // else it stays, served to others, until this request has computed the new one
      }
      ++stats_.misses;
      if (f != flights_.end()) {
        leader = f->second;
      } else {
        flight = std::make_shared<Flight>();
        flights_.emplace(key, flight);
      }
    }
    if (leader) {
      std::unique_lock wait(leader->mutex);
      leader->done_cv.wait(wait, [&] { return leader->done; });
      // Its answer is this request's too only when it started from what this request would read:
      // a command that saw its change applied must not get an answer computed before it.
      if (leader->kept && leader->version == now.of(leader->reads)) {
        if (t_reading) *t_reading |= leader->reads;
        return leader->kept;
      }
    }
  }
  return compute_and_share(key, compute, reads, wanted, now, std::move(flight));
}

std::shared_ptr<const ResponseCache::Kept> ResponseCache::compute_and_share(const std::string& key,
                                                                            const std::function<Response()>& compute,
                                                                            storage::AreaMask reads,
                                                                            ContentCoding wanted,
                                                                            const storage::AreaVersions& now,
                                                                            std::shared_ptr<Flight> flight) {
  // Whatever happens, the requests waiting for this computation are released.
  auto finish = [&](std::shared_ptr<const Kept> kept, storage::AreaMask read) {
    if (!flight) return;
    {
      std::lock_guard lock(mutex_);
      flights_.erase(key);
    }
    {
      std::lock_guard lock(flight->mutex);
      flight->kept = std::move(kept);
      flight->reads = read;
      flight->version = now.of(read);
      flight->done = true;
    }
    flight->done_cv.notify_all();
  };
  storage::AreaMask read = reads;
  storage::AreaMask* const outer = std::exchange(t_reading, &read);
  bool keepable = true;
  bool* const outer_keepable = std::exchange(t_keepable, &keepable);
  std::shared_ptr<const Kept> kept;
  try {
    kept = encode_once(compute(), std::string_view(key).substr(0, key.find('?')),
                       options_.max_bytes > 0 ? std::nullopt : std::optional(wanted));
  } catch (...) {
    t_reading = outer;
    t_keepable = outer_keepable;
    finish(nullptr, read);
    throw;
  }
  t_reading = outer;
  t_keepable = outer_keepable;
  if (outer) *outer |= read;
  if (outer_keepable) *outer_keepable = *outer_keepable && keepable && kept->identity.keep_embedding;
  keepable = keepable && kept->identity.keep;
  if (kept->identity.status == http::status::ok && keepable && options_.max_bytes > 0)
    store(key, kept, read, now.of(read));
  finish(kept, read);
  return kept;
}

Response ResponseCache::lookup(const std::string& key, const std::function<Response()>& compute,
                               storage::AreaMask reads) {
  return find_or_compute(key, compute, reads, ContentCoding::identity)->identity;  // the body is copied outside the lock
}

void ResponseCache::store(const std::string& key, std::shared_ptr<const Kept> kept, storage::AreaMask reads,
                          std::uint64_t computed_at) {
  const std::size_t bytes = kept->identity.body.size() + kept->gzip.size() + kept->br.size() + key.size() + 256;
  if (bytes > options_.max_bytes / 2) return;  // one answer may not take over the cache
  // Computed from areas that have changed since: not worth keeping.
  if (versions_().of(reads) != computed_at) return;
  std::lock_guard lock(mutex_);
  if (auto old = entries_.find(key); old != entries_.end()) {
    // Another request kept one meanwhile that is still good: it stays. Else this one replaces it
    // (the entry past its time-to-live that was served while this one was computed).
    if (old->second.version == computed_at && std::chrono::steady_clock::now() - old->second.stored <= options_.ttl)
      return;
    bytes_ -= old->second.bytes;
    order_.erase(old->second.order);
    entries_.erase(old);
  }
  while (!order_.empty() && bytes_ + bytes > options_.max_bytes) {
    auto oldest = entries_.find(order_.front());
    bytes_ -= oldest->second.bytes;
    entries_.erase(oldest);
    order_.pop_front();
  }
  order_.push_back(key);
  entries_.emplace(key, Entry{std::move(kept), std::chrono::steady_clock::now(), bytes, std::prev(order_.end()), reads,
                              computed_at});
  bytes_ += bytes;
}

namespace {

// The kept answer's status and headers in `coding` (the body left out): Content-Encoding, and an
// ETag of its own (a strong ETag names one representation).
Response head_in_coding(const ResponseCache::Kept& kept, ContentCoding coding) {
  Response r;
  r.status = kept.identity.status;
  r.content_type = kept.identity.content_type;
  if (coding == ContentCoding::identity) {
    r.headers = kept.identity.headers;
    // Whether or not the other codings were made (they are not when nothing is kept).
    if (kept.identity.status == http::status::ok && worth_compressing(kept.identity.content_type, kept.identity.body.size()))
      r.headers.emplace_back("Vary", "Accept-Encoding");
    return r;
  }
  const std::string_view name = coding_name(coding);
  for (const auto& [n, v] : kept.identity.headers)
    r.headers.emplace_back(n, n == "ETag" && v.size() > 2 ? v.substr(0, v.size() - 1) + "-" + std::string(name) + "\"" : v);
  r.headers.emplace_back("Content-Encoding", std::string(name));
  r.headers.emplace_back("Vary", "Accept-Encoding");
  return r;
}

std::shared_ptr<const ResponseCache::Kept> encode_once(Response r, std::string_view path,
                                                       std::optional<ContentCoding> only) {
  auto kept = std::make_shared<ResponseCache::Kept>();
  const bool ok = r.status == http::status::ok;
  if (ok) {
    // The ETag is computed once, when the answer is kept, not on every hit.
    bool tagged = false;
    for (const auto& [n, v] : r.headers) tagged = tagged || n == "ETag";
    if (!tagged) r.headers.emplace_back("ETag", etag_of(r.body));
    if (worth_compressing(r.content_type, r.body.size())) {
      if (!only || *only == ContentCoding::gzip) kept->gzip = gzip_encode(r.body);
      if (!only || *only == ContentCoding::br) kept->br = brotli_encode(r.body);
    }
  }
  kept->identity = std::move(r);
  if (ok && !only) {
    kept->file.keep({kept->identity.body, kept->gzip, kept->br});
    // What dispatch would add to a plain GET's answer: validators and the security headers.
    for (auto coding : {ContentCoding::identity, ContentCoding::gzip, ContentCoding::br}) {
      if (kept->coding_for(coding) != coding) continue;
      Response head = head_in_coding(*kept, coding);
      add_validators(head, kPublicCacheControl);
      add_security_headers(head, path);
      kept->heads[static_cast<std::size_t>(coding)] = wire_head(head, kept->body(coding).size());
    }
  }
  return kept;
}

// The kept answer in the coding the request prefers.
Response in_coding(const ResponseCache::Kept& kept, ContentCoding wanted) {
  const ContentCoding coding = kept.coding_for(wanted);
  Response r = head_in_coding(kept, coding);
  r.body = kept.body(coding);
  return r;
}

}  // namespace

Response ResponseCache::serve(Request& req, const Handler& handler, storage::AreaMask reads,
                             const std::vector<std::string>& params) {
  const std::string key = cache_key(req.path, req.query, params);
  const ContentCoding wanted = choose_coding(req.raw[http::field::accept_encoding]);
  auto kept = find_or_compute(key, [&] { return handler(req); }, reads, wanted);
  Response r = in_coding(*kept, wanted);
  make_conditional(req, r);
  return r;
}

ContentCoding ResponseCache::Kept::coding_for(ContentCoding wanted) const {
  return wanted == ContentCoding::identity || body(wanted).empty() ? ContentCoding::identity : wanted;
}

const std::string& ResponseCache::Kept::body(ContentCoding coding) const {
  return coding == ContentCoding::br ? br : coding == ContentCoding::gzip ? gzip : identity.body;
}

std::optional<ResponseCache::Ready> ResponseCache::ready(const std::string& key, std::string_view accept_encoding) {
  if (options_.max_bytes == 0) return std::nullopt;
  const storage::AreaVersions now = versions_();
  std::shared_ptr<const Kept> kept;
  {
    std::lock_guard lock(mutex_);
    auto it = entries_.find(key);
    if (it == entries_.end()) return std::nullopt;
    const Entry& e = it->second;
    if (e.version != now.of(e.reads)) return std::nullopt;  // the handler's way drops and recomputes it
    if (std::chrono::steady_clock::now() - e.stored > options_.ttl && !flights_.count(it->first))
      return std::nullopt;  // past its time and nobody renewing it: the handler's way renews it
    ++stats_.hits;
    kept = e.kept;
  }
  const ContentCoding coding = kept->coding_for(choose_coding(accept_encoding));
  const std::string& head = kept->heads[static_cast<std::size_t>(coding)];
  if (head.empty()) return std::nullopt;
  // The file holds identity, gzip and br one after the other, each from a page boundary.
  const std::size_t offset = kept->file.offset(static_cast<std::size_t>(coding));
  // A body smaller than a kept file's minimum (a page's gzip or brotli form, ~5 KB, in the file
  // beside its 31 KB identity form) goes from memory with its head in one sendmsg: by sendfile it
  // took a second system call and the page references for a few KB (bench/README.md, "Against
  // nginx").
  const std::string& body = kept->body(coding);
  return Ready{kept, head, body, body.size() >= KeptFile::kMinBytes ? kept->file.fd() : -1, offset};
}

ResponseCache::Stats ResponseCache::stats() {
  std::lock_guard lock(mutex_);
  Stats s = stats_;
  s.entries = entries_.size();
  s.bytes = bytes_;
  return s;
}

}  // namespace api
