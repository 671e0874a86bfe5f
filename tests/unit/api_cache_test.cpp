// The response cache (ETag, 304, keeping answers until what they read changes, TTL, byte
// budget).
#include <gtest/gtest.h>

#include <atomic>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

#include <unistd.h>

#include "http/response_cache.hpp"

namespace {

using namespace std::chrono_literals;
using api::ResponseCache;
namespace http = api::http;

struct FakeRequest {
  http::request<http::string_body> raw{http::verb::get, "/api/x", 11};
  api::Request req{raw, "/api/x", "", {}, "test", {}, {}};
};

// Projection versions where only the generation counts (every area at 0).
storage::AreaVersions at(std::uint64_t generation) { return {generation, {}}; }

api::Response ok(std::string body) { return api::json_response(http::status::ok, std::move(body)); }

std::string header(const api::Response& r, const std::string& name) {
  for (const auto& [n, v] : r.headers)
    if (n == name) return v;
  return {};
}

TEST(ApiEtag, BodyHashIsStableAndQuoted) {
  EXPECT_EQ(api::etag_of("abc"), api::etag_of("abc"));
  EXPECT_NE(api::etag_of("abc"), api::etag_of("abd"));
  EXPECT_EQ(api::etag_of("abc").size(), 18U);
  EXPECT_EQ(api::etag_of("abc").front(), '"');
}

TEST(ApiEtag, ConditionalGetAnswers304) {
  FakeRequest f;
  auto r = ok("{\"a\":1}");
  api::make_conditional(f.req, r);
  EXPECT_EQ(r.status, http::status::ok);
  const std::string etag = header(r, "ETag");
  EXPECT_EQ(etag, api::etag_of("{\"a\":1}"));
  EXPECT_EQ(header(r, "Cache-Control"), "public, max-age=30");

  for (std::string given : {etag, "W/" + etag, "\"other\", " + etag, std::string("*")}) {
    FakeRequest g;
    g.raw.set(http::field::if_none_match, given);
    auto again = ok("{\"a\":1}");
    api::make_conditional(g.req, again);
    EXPECT_EQ(again.status, http::status::not_modified) << given;
    EXPECT_TRUE(again.body.empty());
    EXPECT_EQ(header(again, "ETag"), etag);
  }
  FakeRequest h;
  h.raw.set(http::field::if_none_match, "\"stale\"");
  auto changed = ok("{\"a\":1}");
  api::make_conditional(h.req, changed);
  EXPECT_EQ(changed.status, http::status::ok);
}

TEST(ApiEtag, ErrorsAreNotMadeConditional) {
  FakeRequest f;
  auto r = api::error_response(http::status::not_found, "not_found", "yok");
  api::make_conditional(f.req, r);
  EXPECT_TRUE(header(r, "ETag").empty());
  EXPECT_TRUE(header(r, "Cache-Control").empty());
}

TEST(ApiEtag, AHandlersOwnCacheControlWins) {
  FakeRequest f;
  auto r = ok("x");
  r.headers.emplace_back("Cache-Control", "public, max-age=31536000, immutable");
  api::make_conditional(f.req, r);
  EXPECT_EQ(header(r, "Cache-Control"), "public, max-age=31536000, immutable");
}

TEST(ApiResponseCache, KeepsAnswersUntilTheVersionChanges) {
  std::atomic<std::uint64_t> version{1};
  ResponseCache cache({10s, 1 << 20}, [&] { return at(version.load()); });
  int runs = 0;
  auto compute = [&] { return ok("body " + std::to_string(++runs)); };
  EXPECT_EQ(cache.lookup("/a", compute).body, "body 1");
  EXPECT_EQ(cache.lookup("/a", compute).body, "body 1");
  EXPECT_EQ(cache.lookup("/b", compute).body, "body 2");
  version = 2;
  EXPECT_EQ(cache.lookup("/a", compute).body, "body 3");
  EXPECT_EQ(cache.lookup("/a", compute).body, "body 3");
  EXPECT_EQ(cache.lookup("/b", compute).body, "body 4") << "every answer of the old version is stale";
  auto s = cache.stats();
  EXPECT_EQ(s.hits, 2U);
  EXPECT_EQ(s.misses, 4U);
  EXPECT_EQ(s.entries, 2U);
}

// sendfile from a kept file took twice the api's CPU per answer when the body began inside a page
// (the gzip list after its 1 MB identity form; bench/README.md, "Against nginx").
TEST(ApiResponseCache, EachCodingOfAKeptFileStartsOnAPageOfItsOwn) {
  ResponseCache cache({10s, 16 << 20}, [] { return at(1); });
  std::mt19937 random(7);
  std::string body = "{\"x\":\"";
  while (body.size() < 100001) body += "0123456789abcdef"[random() % 16];  // gzip and br over 16 KB
  body += "\"}";
  cache.lookup("/liste", [&] { return ok(body); });
  for (const char* coding : {"identity", "gzip", "br"}) {
    auto ready = cache.ready("/liste", coding);
    ASSERT_TRUE(ready.has_value()) << coding;
    ASSERT_GE(ready->file, 0) << coding << ": over the file's minimum, sent with sendfile";
    EXPECT_EQ(ready->file_offset % api::KeptFile::kPage, 0U) << coding << " starts inside a page";
    std::string in_file(ready->body.size(), '\0');
    ASSERT_EQ(::pread(ready->file, in_file.data(), in_file.size(), static_cast<off_t>(ready->file_offset)),
              static_cast<ssize_t>(in_file.size()));
    EXPECT_EQ(in_file, ready->body) << coding << ": the file holds the body at its offset";
  }
}

TEST(ApiResponseCache, OnlyOkAnswersAreKept) {
  ResponseCache cache({10s, 1 << 20}, [] { return at(1); });
  int runs = 0;
  auto missing = [&] {
    ++runs;
    return api::error_response(http::status::not_found, "not_found", "yok");
  };
  cache.lookup("/x", missing);
  cache.lookup("/x", missing);
  EXPECT_EQ(runs, 2);
}

TEST(ApiResponseCache, AnswersExpireAfterTheirTimeToLive) {
  ResponseCache cache({50ms, 1 << 20}, [] { return at(1); });
  int runs = 0;
  auto compute = [&] { return ok(std::to_string(++runs)); };
  cache.lookup("/t", compute);
  EXPECT_EQ(cache.lookup("/t", compute).body, "1");
  std::this_thread::sleep_for(80ms);
  EXPECT_EQ(cache.lookup("/t", compute).body, "2");
}

TEST(ApiResponseCache, AnAnswerComputedWhileTheVersionMovedIsNotKept) {
  std::atomic<std::uint64_t> version{1};
  ResponseCache cache({10s, 1 << 20}, [&] { return at(version.load()); });
  int runs = 0;
  cache.lookup("/r", [&] {
    ++runs;
    version = 2;  // the projection changed while the SQL ran
    cache.lookup("/other", [] { return ok("o"); });
    return ok("old");
  });
  EXPECT_EQ(cache
                .lookup("/r",
                        [&] {
                          ++runs;
                          return ok("new");
                        })
                .body,
            "new");
  EXPECT_EQ(runs, 2);
}

TEST(ApiResponseCache, StaysWithinItsByteBudgetOldestOut) {
  ResponseCache cache({10s, 4 * 1024}, [] { return at(1); });
  const std::string kb(700, 'x');
  for (int i = 0; i < 20; ++i) cache.lookup("/k" + std::to_string(i), [&] { return ok(kb); });
  auto s = cache.stats();
  EXPECT_LE(s.bytes, 4U * 1024);
  EXPECT_GE(s.entries, 3U);
  int runs = 0;
  cache.lookup("/k19", [&] {
    ++runs;
    return ok(kb);
  });
  EXPECT_EQ(runs, 0) << "the newest stays";
  cache.lookup("/k0", [&] {
    ++runs;
    return ok(kb);
  });
  EXPECT_EQ(runs, 1) << "the oldest went first";
}

TEST(ApiResponseCache, ABudgetOfZeroKeepsNothing) {
  ResponseCache cache({10s, 0}, [] { return at(1); });
  int runs = 0;
  cache.lookup("/z", [&] {
    ++runs;
    return ok("z");
  });
  cache.lookup("/z", [&] {
    ++runs;
    return ok("z");
  });
  EXPECT_EQ(runs, 2);
}

TEST(ApiResponseCache, ServeAddsEtagAndAnswers304) {
  ResponseCache cache({10s, 1 << 20}, [] { return at(1); });
  FakeRequest f;
  api::Handler h = [](api::Request&) { return ok("[1,2,3]"); };
  auto first = cache.serve(f.req, h);
  EXPECT_EQ(first.status, http::status::ok);
  FakeRequest g;
  g.raw.set(http::field::if_none_match, header(first, "ETag"));
  EXPECT_EQ(cache.serve(g.req, h).status, http::status::not_modified);
}

namespace areas {
using storage::area_bit;
using storage::ReadArea;
constexpr auto kCatalogue = area_bit(ReadArea::catalogue);
constexpr auto kBlog = area_bit(ReadArea::blog);
constexpr auto kViews = area_bit(ReadArea::views);
constexpr auto kSite = area_bit(ReadArea::site);
void bump(storage::AreaVersions& v, ReadArea a) { ++v.areas[static_cast<std::size_t>(a)]; }
}  // namespace areas

TEST(ApiResponseCache, AChangeInOneAreaDropsOnlyTheAnswersThatReadIt) {
  using namespace areas;
  storage::AreaVersions now = at(1);
  ResponseCache cache({10s, 1 << 20}, [&] { return now; });
  int casinos = 0, posts = 0;
  auto casino_list = [&] { return ok("casinos " + std::to_string(++casinos)); };
  auto post = [&] { return ok("post " + std::to_string(++posts)); };
  cache.lookup("/api/casinos", casino_list, kCatalogue);
  cache.lookup("/api/blog/a", post, kBlog | kViews);
  bump(now, ReadArea::views);  // a reader's view was projected
  EXPECT_EQ(cache.lookup("/api/casinos", casino_list, kCatalogue).body, "casinos 1") << "a view leaves the casinos";
  EXPECT_EQ(cache.lookup("/api/blog/a", post, kBlog | kViews).body, "post 2") << "the post's count changed";
  bump(now, ReadArea::catalogue);
  EXPECT_EQ(cache.lookup("/api/casinos", casino_list, kCatalogue).body, "casinos 2");
  EXPECT_EQ(cache.lookup("/api/blog/a", post, kBlog | kViews).body, "post 2");
  now.generation = 2;  // a replay swapped in a new schema: everything is new
  EXPECT_EQ(cache.lookup("/api/blog/a", post, kBlog | kViews).body, "post 3");
}

TEST(ApiResponseCache, AnAnswerBuiltFromOthersReadsTheirAreasToo) {
  using namespace areas;
  storage::AreaVersions now = at(1);
  ResponseCache cache({10s, 1 << 20}, [&] { return now; });
  int pages = 0;
  auto embedded = [&] { return ok("[casinos]"); };
  // A page reads its own area (site) and embeds the casino list through the cache.
  auto page = [&] {
    ++pages;
    return ok("<html>" + cache.lookup("/api/casinos", embedded, kCatalogue).body);
  };
  cache.lookup("/guvenilir-siteler", page, kSite);
  cache.lookup("/", page, kSite);  // embeds the casino list from the cache (a hit)
  EXPECT_EQ(pages, 2);
  bump(now, ReadArea::views);
  cache.lookup("/guvenilir-siteler", page, kSite);
  cache.lookup("/", page, kSite);
  EXPECT_EQ(pages, 2) << "neither page read a view count";
  bump(now, ReadArea::catalogue);
  cache.lookup("/guvenilir-siteler", page, kSite);
  cache.lookup("/", page, kSite);
  EXPECT_EQ(pages, 4) << "both embedded the casino list, computed or kept";
}

TEST(ApiResponseCache, AnAnswerPastItsTimeIsServedWhileOneRequestComputesItsSuccessor) {
  std::mutex m;
  storage::AreaVersions now = at(1);
  ResponseCache cache({50ms, 1 << 20}, [&] {
    std::lock_guard lock(m);
    return now;
  });
  cache.lookup("/liste", [] { return ok("eski"); });
  std::this_thread::sleep_for(80ms);  // past its time-to-live
  std::atomic<bool> started{false}, release{false};
  std::thread renewer([&] {
    cache.lookup("/liste", [&] {
      started = true;
      while (!release) std::this_thread::sleep_for(1ms);
      return ok("yeni");
    });
  });
  while (!started) std::this_thread::yield();
  int computed = 0;
  EXPECT_EQ(cache.lookup("/liste", [&] { ++computed; return ok("ikinci"); }).body, "eski")
      << "served the old answer instead of waiting or computing again";
  EXPECT_EQ(computed, 0);
  ASSERT_TRUE(cache.ready("/liste", "").has_value()) << "the server's own way serves it too";
  release = true;
  renewer.join();
  EXPECT_EQ(cache.lookup("/liste", [&] { ++computed; return ok("ucuncu"); }).body, "yeni") << "then the new one";
  EXPECT_EQ(computed, 0);
  std::this_thread::sleep_for(80ms);  // past its time again, nobody renewing it: not served as it is
  EXPECT_FALSE(cache.ready("/liste", "").has_value());
  {
    std::lock_guard lock(m);
    now = at(2);  // something it read changed: never served again, whatever its age
  }
  EXPECT_EQ(cache.lookup("/liste", [&] { ++computed; return ok("degisti"); }).body, "degisti");
}

TEST(ApiResponseCache, RequestsForAnAnswerBeingComputedWaitForItInsteadOfComputingItAgain) {
  ResponseCache cache({10s, 1 << 20}, [] { return at(1); });
  std::atomic<int> runs{0};
  auto slow = [&] {
    ++runs;
    std::this_thread::sleep_for(150ms);
    return ok("computed once");
  };
  std::vector<std::thread> readers;
  std::vector<std::string> bodies(8);
  for (int i = 0; i < 8; ++i) readers.emplace_back([&, i] { bodies[i] = cache.lookup("/expired", slow).body; });
  for (auto& t : readers) t.join();
  EXPECT_EQ(runs.load(), 1) << "eight requests, one computation";
  for (const auto& b : bodies) EXPECT_EQ(b, "computed once");
}

TEST(ApiResponseCache, ARequestThatCameAfterAChangeDoesNotTakeAnAnswerComputedBeforeIt) {
  using namespace areas;
  std::mutex m;
  storage::AreaVersions now = at(1);
  ResponseCache cache({10s, 1 << 20}, [&] {
    std::lock_guard lock(m);
    return now;
  });
  std::atomic<bool> started{false};
  std::thread leader([&] {
    cache.lookup("/api/casinos", [&] {
      started = true;
      std::this_thread::sleep_for(200ms);
      return ok("before the change");
    }, kCatalogue);
  });
  while (!started) std::this_thread::yield();
  {
    std::lock_guard lock(m);
    bump(now, ReadArea::catalogue);  // a casino command was applied meanwhile
  }
  const auto body = cache.lookup("/api/casinos", [] { return ok("after the change"); }, kCatalogue).body;
  leader.join();
  EXPECT_EQ(body, "after the change") << "read-your-writes: the waiting request computed its own answer";
}

}  // namespace

// The key holds the route's known parameters only, in their order, by their first value, in one
// encoding: what a client adds or how it spells the query does not make another entry.
TEST(ApiCacheKey, KnownParametersOnlyInOneCanonicalForm) {
  const std::vector<std::string> known = {"category", "limit", "search"};
  EXPECT_EQ(api::cache_key("/api/promotions", "", known), "/api/promotions");
  EXPECT_EQ(api::cache_key("/api/promotions", "x=1&utm_source=y", known), "/api/promotions");
  EXPECT_EQ(api::cache_key("/api/promotions", "search=ho%C5%9F&limit=5", known),
            api::cache_key("/api/promotions", "limit=5&x=1&search=ho\xC5\x9F", known));
  EXPECT_EQ(api::cache_key("/api/promotions", "limit=5&limit=6", known), "/api/promotions?limit=5");
  EXPECT_EQ(api::cache_key("/api/promotions", "search=a+b", known), api::cache_key("/api/promotions", "search=a%20b", known));
  EXPECT_NE(api::cache_key("/api/promotions", "limit=5", known), api::cache_key("/api/promotions", "limit=6", known));
  EXPECT_NE(api::cache_key("/api/promotions", "search=a%26limit%3D1", known),
            api::cache_key("/api/promotions", "search=a&limit=1", known))
      << "a value cannot pose as another parameter";
  EXPECT_EQ(api::cache_key("/api/seo", "path=/x", {}), "/api/seo") << "a route that reads no parameter";
}
