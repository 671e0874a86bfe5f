// HTTP caching of public GETs: ETag (a hash of the body) and a short Cache-Control on every 200,
// 304 for a matching If-None-Match, and an in-memory copy of the answers so a repeated GET does
// not run its SQL again. A kept answer is also kept gzip- and brotli-encoded (encoded once, when
// it is kept), and each request gets the coding its Accept-Encoding prefers. A kept answer
// remembers the read areas it was computed from (its route's, and those of every answer it
// embedded) and is dropped as soon as one of them changes (storage/read_areas.hpp: a blog view
// does not drop the casino list), and after a time-to-live, because some answers also depend on
// the clock (an expiry date passing); memory is bounded by a byte budget.
#pragma once
#include <chrono>
#include <array>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <list>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "http/compression.hpp"
#include "http/router.hpp"
#include "http/types.hpp"
#include "http/wire.hpp"
#include "storage/read_areas.hpp"

namespace api {

inline constexpr std::string_view kPublicCacheControl = "public, max-age=30";

// "\"<16 hex digits>\"": FNV-1a 64 of the body, the same on every api instance.
std::string etag_of(std::string_view body);

// True when the request's If-None-Match (a list, possibly weak W/"...", or *) names `etag`.
bool etag_matches(const Request& req, std::string_view etag);

// For a 200 answer: adds ETag and (unless the handler set one) Cache-Control, and turns it into
// an empty 304 when the request already has that ETag. Other statuses are left alone.
void make_conditional(const Request& req, Response& res,
                      std::string_view cache_control = kPublicCacheControl);

// The cache key of a GET of `path` with `query` on a route whose answers depend on the query
// parameters `params` (sorted): the path, then each of those parameters present, by its first
// value (as the handlers read it), decoded and encoded again one way. Any other parameter, and
// the order and spelling the client chose, are left out, so junk parameters share one entry.
std::string cache_key(std::string_view path, std::string_view query, const std::vector<std::string>& params);

class ResponseCache {
 public:
  struct Options {
    std::chrono::milliseconds ttl{10000};
    std::size_t max_bytes = 64 * 1024 * 1024;  // 0: nothing is kept; one answer may take half
  };
  // `versions`: the projection's read-area counters now (OffsetWatcher::areas).
  ResponseCache(Options options, std::function<storage::AreaVersions()> versions);

  // The answer to a public GET (or HEAD) of path + query: kept or computed by `handler`, in the
  // content coding the request accepts (Vary: Accept-Encoding), then made conditional. Only 200
  // answers are kept. `reads`: the areas the handler reads from the database itself.
  // `params`: the query parameters the answer depends on (see cache_key).
  Response serve(Request& req, const Handler& handler, storage::AreaMask reads = storage::kAllAreas,
                 const std::vector<std::string>& params = {});

  // The same without the conditional part: for internal lookups by URL.
  Response lookup(const std::string& key, const std::function<Response()>& compute,
                  storage::AreaMask reads = storage::kAllAreas);

  // An answer with its encoded bodies (empty when not worth encoding). A 200 answer also keeps,
  // for each coding it has, the head the server writes before that body (http/wire.hpp).
  struct Kept {
    Response identity;
    std::string gzip;
    std::string br;
    std::array<std::string, 3> heads;  // by ContentCoding; empty when not kept
    KeptFile file;                     // identity, gzip, br bodies one after the other, when large
    // The coding `wanted` is answered in: identity when it has no body of that coding.
    ContentCoding coding_for(ContentCoding wanted) const;
    const std::string& body(ContentCoding coding) const;
  };

  // A kept answer the server can write as it is, on its I/O thread: `head` (see wire_head, then
  // the blank line) and `body`, owned by `owner`; the body is also at `file_offset` in the file
  // `file` when that is not -1 (sendfile).
  struct Ready {
    std::shared_ptr<const Kept> owner;
    std::string_view head;
    std::string_view body;
    int file = -1;
    std::size_t file_offset = 0;
  };
  // The kept, still valid 200 answer to a plain GET whose cache_key is `key` in the coding of
  // `accept_encoding`, or nothing: never computes, never waits.
  std::optional<Ready> ready(const std::string& key, std::string_view accept_encoding);

  struct Stats {
    std::uint64_t hits = 0, misses = 0;
    std::size_t entries = 0, bytes = 0;
  };
  Stats stats();

 private:
  // `wanted`: the coding this request asks for; with nothing kept (a budget of 0) only that one
  // is encoded.
  std::shared_ptr<const Kept> find_or_compute(const std::string& key, const std::function<Response()>& compute,
                                              storage::AreaMask reads, ContentCoding wanted);

  struct Entry {
    std::shared_ptr<const Kept> kept;  // copied out after the lock is released
    std::chrono::steady_clock::time_point stored;
    std::size_t bytes;
    std::list<std::string>::iterator order;
    storage::AreaMask reads;  // what it was computed from
    std::uint64_t version;    // AreaVersions::of(reads) before it was computed
  };
  void store(const std::string& key, std::shared_ptr<const Kept> kept, storage::AreaMask reads,
             std::uint64_t computed_at);

  Options options_;
  // An answer being computed: requests for the same key wait for it instead of computing it
  // again (a page whose entry just expired under 64 connections is computed once, not 64 times).
  struct Flight {
    std::mutex mutex;
    std::condition_variable done_cv;
    bool done = false;
    std::shared_ptr<const Kept> kept;  // null when the computation threw
    storage::AreaMask reads = 0;
    std::uint64_t version = 0;  // AreaVersions::of(reads) when the computation started
  };
  std::shared_ptr<const Kept> compute_and_share(const std::string& key, const std::function<Response()>& compute,
                                                storage::AreaMask reads, ContentCoding wanted,
                                                const storage::AreaVersions& now,
                                                std::shared_ptr<Flight> flight);
  std::unordered_map<std::string, std::shared_ptr<Flight>> flights_;
  std::function<storage::AreaVersions()> versions_;
  std::mutex mutex_;
  std::unordered_map<std::string, Entry> entries_;
  std::list<std::string> order_;  // oldest first: evicted first when over budget
  std::size_t bytes_ = 0;
  Stats stats_;
};

}  // namespace api
