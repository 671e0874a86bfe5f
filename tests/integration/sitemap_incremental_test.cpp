// The sitemap kept per entry (issue 25, item 4): a change to a casino or a post makes its own
// entry again, not every entry. After a random mix of creates, renames (some with a new slug),
// unpublished and published posts and deletes of casinos and posts, written in bursts while the
// sitemap thread brings the sitemap up to date every 50 ms, the kept sitemap is byte for byte the
// one a whole rebuild makes (a replay into a fresh schema makes every entry from the projections),
// and lists the casinos and posts in the order the projections give (the document is put together
// in SQL from the entries read along their indexes).
// The mix ends with each kind of change once more, so that each is the last event of a casino or
// post: a random mix alone often covers a change left unrecorded with a later one.
// Real worker, Kafka and Postgres.
#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <random>
#include <thread>

#include "content.hpp"
#include "events/payloads.hpp"
#include "stack.hpp"

using namespace testing_support;
using namespace std::chrono_literals;
namespace payload = events::payload;

namespace {

std::string sitemap_xml(const Stack& stack) { return sql_rows(stack.pg_url(), "SELECT xml FROM proj.sitemap")[0][0]; }

// The slugs of the URLs under `prefix` ("/casino/", "/blog/"), in the document's order.
std::vector<std::string> listed(const std::string& xml, const std::string& prefix) {
  std::vector<std::string> out;
  for (auto at = xml.find("<loc>"); at != std::string::npos; at = xml.find("<loc>", at + 1)) {
    const auto end = xml.find("</loc>", at);
    const auto path = xml.find(prefix, at);
    if (path < end) out.push_back(xml.substr(path + prefix.size(), end - path - prefix.size()));
  }
  return out;
}
std::vector<std::string> column(const std::vector<std::vector<std::string>>& rows) {
  std::vector<std::string> out;
  for (const auto& r : rows) out.push_back(r[0]);
  return out;
}

// Names in Turkish order's hard cases: dotted and dotless i, ç/ş/ğ/ö/ü, case, and names shared by
// two casinos (then the id decides).
const char* const kNames[] = {"Çılgın", "Işık", "İnci", "ince", "Şans", "Ödül", "Ünlü", "Ağaç", "Zafer",
                              "ayna", "Cesur", "Sultan", "Oba", "Uğur", "Gece"};

struct Mix {
  std::mt19937 rng;
  EventWriter& w;
  std::vector<payload::CasinoState> casinos;
  std::vector<payload::BlogPostState> posts;
  int made = 0;

  std::size_t pick(std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng); }
  std::string when() { return minutes_ago(static_cast<long long>(pick(5)) * 60); }  // ties on purpose
  std::string name() { return std::string(kNames[pick(std::size(kNames))]) + (pick(3) ? " " + std::to_string(pick(4)) : ""); }
  std::string slug() { return "harita-" + std::to_string(++made); }

  void create_casino() {
    payload::CasinoState c{.id = events::new_uuid(), .name = name(), .slug = slug(), .url = "https://example.com",
                           .logo_url = "https://cdn.example/logo.png", .description = "<p>Site.</p>",
                           .details = std::nullopt, .rating = 4.0, .featured = false, .created_at = minutes_ago(900),
                           .updated_at = when()};
    w.write(c.id, payload::CasinoCreated{c});
    casinos.push_back(c);
  }
  void rename_casino() {
    auto& c = casinos[pick(casinos.size())];
    c.name = name();
    if (pick(2)) c.slug = slug();
    c.updated_at = when();
    w.write(c.id, payload::CasinoUpdated{c});
  }
  void delete_casino() {
    const std::size_t i = pick(casinos.size());
    w.write(casinos[i].id, payload::CasinoDeleted{casinos[i].id});
    casinos.erase(casinos.begin() + static_cast<std::ptrdiff_t>(i));
  }
  void create_post(bool surely_published = false) {
    const std::string created = when();
    const bool published = surely_published || pick(3) != 0;
    payload::BlogPostState p{.id = events::new_uuid(), .title = name(), .slug = slug(), .excerpt = "Özet.",
                             .content = "<p>Yazı.</p>", .image_url = std::nullopt, .category = std::nullopt,
                             .author = "Editör", .seo_title = std::nullopt, .seo_description = std::nullopt,
                             .seo_keywords = std::nullopt, .is_published = published,
                             .published_at = published && pick(2) ? std::optional(when()) : std::nullopt,
                             .indexed = false, .created_at = created, .updated_at = created};
    w.write(p.id, payload::BlogPostCreated{p});
    posts.push_back(p);
  }
  void change_post() {
    auto& p = posts[pick(posts.size())];
    switch (pick(3)) {
      case 0:  // a new title, sometimes a new slug
        p.title = name();
        if (pick(2)) p.slug = slug();
        p.updated_at = when();
        w.write(p.id, payload::BlogPostUpdated{p});
        break;
      case 1:
        p.is_published = false;
        p.published_at.reset();
        w.write(p.id, payload::BlogPostUnpublished{p.id, when()});
        break;
      default:
        p.is_published = true;
        p.published_at = when();
        w.write(p.id, payload::BlogPostPublished{p.id, *p.published_at});
    }
  }
  void delete_post() {
    const std::size_t i = pick(posts.size());
    w.write(posts[i].id, payload::BlogPostDeleted{posts[i].id});
    posts.erase(posts.begin() + static_cast<std::ptrdiff_t>(i));
  }
  void step() {
    const std::size_t op = pick(10);
    if (op < 3 || casinos.size() < 3) return create_casino();
    if (op < 5) return rename_casino();
    if (op < 6) return delete_casino();
    if (op < 7 || posts.size() < 3) return create_post();
    if (op < 9) return change_post();
    delete_post();
  }
};

TEST(SitemapIncremental, ARandomMixEndsEqualToAWholeRebuild) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_SITEMAP_INTERVAL_MS", "50"}});
  stack.start_worker();
  stack.wait_sitemap_built();
  const auto seed = static_cast<unsigned>(std::random_device{}());
  SCOPED_TRACE("seed " + std::to_string(seed));
  EventWriter writer(stack);
  Mix mix{std::mt19937(seed), writer, {}, {}};
  const long long rebuilds_before =
      sql_count(stack.pg_url(), "SELECT version FROM proj.projection_changes WHERE area = 'sitemap'");
  for (int burst = 0; burst < 12; ++burst) {
    for (int i = 0; i < 25; ++i) mix.step();
    stack.wait_projected();
    std::this_thread::sleep_for(std::chrono::milliseconds(mix.pick(120)));
  }
  // Last, each kind of change once more, so that each is the last event of some casino or post
  // (a published post made first, in a rebuild of its own, so that there is one to unpublish).
  mix.create_post(true);
  stack.wait_projected();
  stack.wait_sitemap_built();
  mix.rename_casino();
  mix.delete_casino();
  std::string republished;
  for (auto& p : mix.posts)
    if (!p.is_published) {
      p.is_published = true;
      p.published_at = minutes_ago(0);
      writer.write(p.id, payload::BlogPostPublished{p.id, *p.published_at});
      republished = p.id;
      break;
    }
  std::string unpublished;
  for (auto& p : mix.posts)
    if (p.is_published && p.id != republished) {
      p.is_published = false;
      p.published_at.reset();
      writer.write(p.id, payload::BlogPostUnpublished{p.id, minutes_ago(0)});
      unpublished = p.slug;
      break;
    }
  ASSERT_FALSE(unpublished.empty());
  mix.create_casino();
  mix.create_post();
  stack.wait_projected();
  stack.wait_sitemap_built();
  const long long rebuilds =
      sql_count(stack.pg_url(), "SELECT version FROM proj.projection_changes WHERE area = 'sitemap'") - rebuilds_before;
  EXPECT_GE(rebuilds, 3) << "the mix should span several incremental rebuilds";
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.sitemap_dirty"), 0) << "every change was taken";

  const std::string kept = sitemap_xml(stack);
  EXPECT_EQ(kept.find("/blog/" + unpublished + "<"), std::string::npos) << "an unpublished post is listed";
  for (const auto& c : mix.casinos) EXPECT_NE(kept.find("/casino/" + c.slug + "<"), std::string::npos) << c.name;
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.sitemap_entries WHERE kind = 1"),
            static_cast<long long>(mix.casinos.size()));
  // The order, from the projections rather than the entries' indexes: the casinos by name in
  // Turkish order, then id; the published posts newest first, then id descending.
  EXPECT_EQ(listed(kept, "/casino/"),
            column(sql_rows(stack.pg_url(), "SELECT slug FROM proj.casinos ORDER BY name COLLATE \"tr-TR-x-icu\", id")));
  EXPECT_EQ(listed(kept, "/blog/"),
            column(sql_rows(stack.pg_url(), "SELECT slug FROM proj.blog_posts WHERE is_published"
                                            " ORDER BY coalesce(published_at, created_at) DESC, id DESC")));

  // The whole rebuild: a fold of the log into a fresh schema makes every entry from its projections.
  stack.stop_worker(SIGTERM);
  ASSERT_EQ(stack.run_worker_command({"replay"}), 0) << stack.logs();
  EXPECT_EQ(sitemap_xml(stack), kept);
}

}  // namespace
