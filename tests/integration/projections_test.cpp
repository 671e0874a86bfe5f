// The projections as a library, without Kafka: events built from the payload structs are applied
// through the worker's apply table to a private schema, and the rows are checked. What the
// projector adds around them (offsets, dead letters, batches) is tested with the real broker
// elsewhere (ProjectorCrash, ProjectorRobustness).
#include <gtest/gtest.h>

#include <pqxx/pqxx>

#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "projection.hpp"
#include "stack.hpp"
#include "storage/array_literal.hpp"
#include "storage/postgres.hpp"

using namespace testing_support;
namespace payload = events::payload;

namespace {

class Projections : public ::testing::Test {
 protected:
  TestDatabase db;
  pqxx::connection conn{db.url()};
  worker::ApplyTable table = worker::all_projections();

  void SetUp() override {
    storage::apply_migrations(conn);  // the extensions the projection's indexes use
    pqxx::work tx(conn);
    storage::create_projection_schema(tx, "proj_test");
    tx.commit();
  }

  template <events::Payload P>
  void apply(const std::string& key, const P& p) {
    pqxx::work tx(conn);
    tx.exec("SET LOCAL search_path TO proj_test");
    auto e = events::make_event("system:test", key, p);
    table.at(e.type)(tx, e);
    tx.commit();
  }

  std::vector<std::vector<std::string>> rows(const std::string& sql) {
    pqxx::work tx(conn);
    tx.exec("SET LOCAL search_path TO proj_test");
    std::vector<std::vector<std::string>> out;
    for (const auto& r : tx.exec(sql)) {
      std::vector<std::string> row;
      for (const auto& f : r) row.push_back(f.is_null() ? "NULL" : f.as<std::string>());
      out.push_back(std::move(row));
    }
    return out;
  }
};

}  // namespace

TEST_F(Projections, AnAiBatchJobIsFoldedFromItsEvents) {
  const std::string id = events::new_uuid();
  payload::AiJobRequested requested;
  requested.id = id;
  requested.kind = "batch";
  requested.input.topic = "Bonus";
  requested.input.count = 3;
  requested.input.publish_count = 1;
  requested.requested_by = "admin:1";
  requested.at = "2026-11-24T10:00:00.000Z";
  apply(id, requested);
  EXPECT_EQ(rows("SELECT status, total, done FROM ai_jobs"), (std::vector<std::vector<std::string>>{{"queued", "3", "0"}}));
  apply(id, payload::AiJobProgressed{.id = id, .done = 1, .total = 3, .current_title = "İkinci", .at = "2026-11-24T10:00:01.000Z"});
  apply(id, payload::AiJobStepCompleted{.id = id, .step = "post:0", .post = payload::AiPost{.title = "Birinci"}, .calls = 2,
                                        .tokens = 700, .latency_ms = 1200, .at = "2026-11-24T10:00:02.000Z"});
  // The same step again (a resumed run) changes nothing in the steps.
  apply(id, payload::AiJobStepCompleted{.id = id, .step = "post:0", .post = payload::AiPost{.title = "Tekrar"}, .at = "2026-11-24T10:00:03.000Z"});
  apply(id, payload::AiJobItemFailed{.id = id, .step = "post:1", .title = "İkinci", .error = "API hatası: 500 x", .at = "2026-11-24T10:00:04.000Z"});
  EXPECT_EQ(rows("SELECT status, done, current_title FROM ai_jobs"),
            (std::vector<std::vector<std::string>>{{"running", "1", "İkinci"}}));
  EXPECT_EQ(rows("SELECT step, ok::text, title, coalesce(error, '') FROM ai_job_steps ORDER BY step"),
            (std::vector<std::vector<std::string>>{{"post:0", "true", "Birinci", ""}, {"post:1", "false", "İkinci", "API hatası: 500 x"}}));
  apply(id, payload::AiJobCompleted{.id = id, .result = {.posts = {payload::AiPost{.title = "Birinci"}}, .publish_count = 1},
                                    .at = "2026-11-24T10:00:05.000Z"});
  EXPECT_EQ(rows("SELECT status, done, result->'posts'->0->>'title', calls, tokens FROM ai_jobs"),
            (std::vector<std::vector<std::string>>{{"done", "3", "Birinci", "3", "700"}}));
  // A late progress event of a resumed run does not reopen an ended job.
  apply(id, payload::AiJobProgressed{.id = id, .done = 2, .total = 3, .at = "2026-11-24T10:00:06.000Z"});
  EXPECT_EQ(rows("SELECT status FROM ai_jobs"), (std::vector<std::vector<std::string>>{{"done"}}));
}

TEST_F(Projections, IndexingStateFollowsRequestFailureAndSuccess) {
  const std::string post = events::new_uuid();
  apply("/blog/a", payload::IndexingRequested{.url = "/blog/a", .entity = "blog_post", .id = post, .at = "2026-11-24T10:00:00.000Z"});
  EXPECT_EQ(rows("SELECT status FROM indexing_status"), (std::vector<std::vector<std::string>>{{"pending"}}));
  apply("/blog/a", payload::IndexingFailed{.url = "/blog/a", .entity = "blog_post", .id = post, .provider = "ping",
                                           .error = "HTTP 503", .attempts = 4, .at = "2026-11-24T10:00:01.000Z"});
  EXPECT_EQ(rows("SELECT status, error, attempts FROM indexing_status"),
            (std::vector<std::vector<std::string>>{{"failed", "HTTP 503", "4"}}));
  apply(post, payload::BlogPostIndexed{.id = post, .url = "https://x.example/blog/a", .at = "2026-11-24T10:00:02.000Z"});
  EXPECT_EQ(rows("SELECT status, coalesce(error, '') FROM indexing_status"), (std::vector<std::vector<std::string>>{{"indexed", ""}}));
}

TEST_F(Projections, ACasinoUpdateAfterItsDeleteDoesNotBringItBack) {
  const std::string id = events::new_uuid();
  payload::CasinoState c{.id = id, .name = "Şans", .slug = "sans", .url = "https://s.example", .logo_url = "/l.png",
                         .description = "<p>d</p>", .details = std::nullopt, .rating = 4.5, .featured = true,
                         .created_at = "2026-11-24T10:00:00.000Z", .updated_at = "2026-11-24T10:00:00.000Z"};
  apply(id, payload::CasinoCreated{c});
  EXPECT_EQ(rows("SELECT name, rating::text, featured::text, promo_count FROM casino_answers"),
            (std::vector<std::vector<std::string>>{{"Şans", "4.5", "true", "0"}}));
  apply(id, payload::CasinoDeleted{.id = id});
  c.name = "Hortlak";
  apply(id, payload::CasinoUpdated{c});
  EXPECT_TRUE(rows("SELECT id FROM casinos").empty());
}

namespace {
using Rows = std::vector<std::vector<std::string>>;
constexpr const char* kT0 = "2026-11-24T10:00:00.000Z";
constexpr const char* kT1 = "2026-11-24T11:00:00.000Z";
}  // namespace

TEST_F(Projections, APromotionKeepsItsHalvesSearchFormAndVisibility) {
  const std::string id = events::new_uuid();
  payload::PromotionState p{.id = id, .title = "İLK Yatırım Bonusu", .casino_id = std::nullopt, .category_id = std::nullopt,
                            .category = "Hoş Geldin", .description = "<p>Kısa &amp; net</p><ul><li>tam</li></ul>",
                            .url = "https://p.example", .terms = {"Şart 1", "Şart 2"}, .promotion_code = "KOD",
                            .is_active = true, .indexed = false, .expiry_date = std::nullopt, .image_url = std::nullopt,
                            .created_at = kT0, .updated_at = kT0};
  apply(id, payload::PromotionCreated{p});
  EXPECT_EQ(rows("SELECT slug, short_description, full_description, search_title, array_length(terms, 1)::text FROM promotions"),
            (Rows{{"ilk-yatirim-bonusu", "Kısa & net", "<ul><li>tam</li></ul>", "ilk yatirim bonusu", "2"}}));
  EXPECT_EQ(rows("SELECT count(*) FROM visible_promotions"), (Rows{{"1"}}));
  apply(id, payload::PromotionDeactivated{.id = id, .at = kT1});
  EXPECT_EQ(rows("SELECT p.is_active::text, count(v.id) FROM promotions p LEFT JOIN visible_promotions v USING (id) GROUP BY 1"),
            (Rows{{"false", "0"}}));
  apply(id, payload::PromotionActivated{.id = id, .at = kT1});
  p.expiry_date = "2020-01-01T23:59:59.999Z";  // expired: stored, not visible
  apply(id, payload::PromotionUpdated{p});
  EXPECT_EQ(rows("SELECT is_active::text FROM promotions"), (Rows{{"true"}}));
  EXPECT_TRUE(rows("SELECT id FROM visible_promotions").empty());
  apply(id, payload::PromotionDeleted{.id = id});
  EXPECT_TRUE(rows("SELECT id FROM promotions").empty());
}

TEST_F(Projections, ACategoryIsCreatedRenamedAndDeleted) {
  const std::string id = events::new_uuid();
  payload::CategoryState c{.id = id, .name = "Deneme", .slug = "deneme", .description = std::nullopt, .is_active = true,
                           .created_at = kT0, .updated_at = kT0};
  apply(id, payload::CategoryCreated{c});
  c.name = "Deneme Bonusu";
  c.slug = "deneme-bonusu";
  c.updated_at = kT1;
  apply(id, payload::CategoryUpdated{c});
  EXPECT_EQ(rows("SELECT name, slug FROM categories"), (Rows{{"Deneme Bonusu", "deneme-bonusu"}}));
  apply(id, payload::CategoryDeleted{.id = id});
  EXPECT_TRUE(rows("SELECT id FROM categories").empty());
}

TEST_F(Projections, BlogViewsCountedBeforeThePostExistsAreKept) {
  const std::string id = events::new_uuid();
  apply(id, payload::BlogPostViewed{.id = id, .count = 3});  // the engagement topic ran ahead
  payload::BlogPostState b{.id = id, .title = "Yazı", .slug = "yazi", .excerpt = "Özet", .content = "<p>İçerik</p>",
                           .image_url = std::nullopt, .category = "Rehber", .author = "Admin", .seo_title = std::nullopt,
                           .seo_description = std::nullopt, .seo_keywords = std::nullopt, .is_published = false,
                           .published_at = std::nullopt, .indexed = false, .created_at = kT0, .updated_at = kT0};
  apply(id, payload::BlogPostCreated{b});
  apply(id, payload::BlogPostViewed{.id = id, .count = 2});
  EXPECT_EQ(rows("SELECT is_published::text, view_count::text FROM blog_posts"), (Rows{{"false", "5"}}));
  apply(id, payload::BlogPostPublished{.id = id, .published_at = kT1});
  EXPECT_EQ(rows("SELECT is_published::text, to_char(published_at AT TIME ZONE 'UTC', 'HH24:MI') FROM blog_posts"),
            (Rows{{"true", "11:00"}}));
  apply(id, payload::BlogPostUnpublished{.id = id, .at = kT1});
  apply(id, payload::BlogPostDeleted{.id = id});
  EXPECT_TRUE(rows("SELECT id FROM blog_posts").empty());
}

TEST_F(Projections, ACommentIsPostedEditedAndDeleted) {
  const std::string promotion = events::new_uuid();
  const std::string id = events::new_uuid();
  apply(promotion, payload::CommentPosted{.id = id, .promotion_id = promotion, .user_name = "Ayşe", .comment = "<b>iyi</b>",
                                          .rating = 4, .created_at = kT0});
  EXPECT_EQ(rows("SELECT user_name, comment, rating::text FROM comments"), (Rows{{"Ayşe", "<b>iyi</b>", "4"}}))
      << "plain text, stored as written; pages escape it";
  apply(promotion, payload::CommentEdited{.id = id, .promotion_id = promotion, .user_name = "Ayşe", .comment = "çok iyi",
                                          .rating = 5, .at = kT1});
  EXPECT_EQ(rows("SELECT comment, rating::text, updated_at > created_at FROM comments"), (Rows{{"çok iyi", "5", "t"}}));
  apply(promotion, payload::CommentDeleted{.id = id, .promotion_id = promotion});
  EXPECT_TRUE(rows("SELECT id FROM comments").empty());
}

TEST_F(Projections, TheSitesRowsAreReplacedAndSeoRowsKeyedById) {
  apply("hero", payload::HeroUpdated{.upper_title = "Üst", .main_title = "Ana", .highlighted_text = "Vurgu",
                                     .description = "Açıklama", .button_text = "Keşfet", .button_url = "#promosyonlar",
                                     .updated_at = kT0});
  apply("hero", payload::HeroUpdated{.upper_title = "Üst 2", .main_title = "Ana", .highlighted_text = "Vurgu",
                                     .description = "Açıklama", .button_text = "Keşfet", .button_url = "#promosyonlar",
                                     .updated_at = kT1});
  EXPECT_EQ(rows("SELECT upper_title, button_url FROM hero"), (Rows{{"Üst 2", "#promosyonlar"}}));
  apply("settings", payload::SettingsUpdated{.blog_section_text = "<p>Blog</p>", .updated_at = kT0});
  EXPECT_EQ(rows("SELECT blog_section_text FROM settings"), (Rows{{"<p>Blog</p>"}}));
  const std::string seo = events::new_uuid();
  apply(seo, payload::SeoSettingSaved{.id = seo, .page_name = "Bonuslar", .page_path = "/bonuslar", .title = "T",
                                      .description = "D", .keywords = "k", .updated_at = kT0});
  apply(seo, payload::SeoSettingSaved{.id = seo, .page_name = "Bonuslar", .page_path = "/bonuslar", .title = "T2",
                                      .description = "D", .keywords = "k", .updated_at = kT1});
  EXPECT_EQ(rows("SELECT page_path, title FROM seo_settings"), (Rows{{"/bonuslar", "T2"}}));
  apply(seo, payload::SeoSettingDeleted{.id = seo});
  EXPECT_TRUE(rows("SELECT id FROM seo_settings").empty());
}

TEST_F(Projections, SplashAdsAndThePublishingScheduleAndLog) {
  const std::string ad = events::new_uuid();
  payload::SplashAdState s{.id = ad, .title = "Reklam", .href = "https://a.example", .image_url = "/u/a.png",
                           .is_active = true, .created_at = kT0, .updated_at = kT0};
  apply(ad, payload::SplashAdCreated{s});
  s.is_active = false;
  apply(ad, payload::SplashAdUpdated{s});
  EXPECT_EQ(rows("SELECT title, is_active::text FROM splash_ads"), (Rows{{"Reklam", "false"}}));
  apply(ad, payload::SplashAdDeleted{.id = ad});
  EXPECT_TRUE(rows("SELECT id FROM splash_ads").empty());

  apply("publishing", payload::PublishingScheduleSaved{.daily_publish_count = 3, .is_active = true,
                                                       .next_publish_at = kT1, .last_published_at = std::nullopt,
                                                       .updated_at = kT0});
  EXPECT_EQ(rows("SELECT daily_publish_count::text, is_active::text FROM publishing_schedule"), (Rows{{"3", "true"}}));
  const std::string log = events::new_uuid();
  apply("publishing", payload::PublishingScheduleLogged{.id = log, .blog_id = std::nullopt, .published_at = kT1,
                                                        .status = "error", .detail = "Yayınlanacak taslak yok"});
  apply("publishing", payload::PublishingScheduleLogged{.id = log, .blog_id = std::nullopt, .published_at = kT1,
                                                        .status = "error", .detail = "Yayınlanacak taslak yok"});
  EXPECT_EQ(rows("SELECT status, detail FROM publishing_log"), (Rows{{"error", "Yayınlanacak taslak yok"}}))
      << "a log row delivered twice is one row";
}

// A batch travels as array parameters: whatever text an event holds must come back unchanged.
TEST_F(Projections, ArrayLiteralsBringAnyTextAndNumberBackUnchanged) {
  const std::vector<std::string> texts = {"",   "NULL", "null", "a,b",  "{x}", "\"alıntı\"", "ters\\bölü",
                                          " boşluk ", "İstanbul'da", "çok\nsatır", "\\\"", "}{,\""};
  const std::vector<std::int64_t> numbers = {0, -1, 9223372036854775807LL, -9223372036854775807LL - 1, 42};
  pqxx::work tx(conn);
  std::vector<std::string> got;
  for (const auto& r : tx.exec_params("SELECT v IS NULL, coalesce(v, '') FROM unnest($1::text[]) WITH ORDINALITY AS t(v, n) ORDER BY n",
                                      storage::array_literal(texts))) {
    EXPECT_FALSE(r[0].as<bool>()) << "an element became NULL";
    got.push_back(r[1].as<std::string>());
  }
  EXPECT_EQ(got, texts);
  std::vector<std::int64_t> back;
  for (const auto& r : tx.exec_params("SELECT v FROM unnest($1::bigint[]) WITH ORDINALITY AS t(v, n) ORDER BY n",
                                      storage::array_literal(numbers)))
    back.push_back(r[0].as<std::int64_t>());
  EXPECT_EQ(back, numbers);
  EXPECT_EQ(tx.exec_params1("SELECT cardinality($1::text[])", storage::array_literal(std::vector<std::string>{}))[0].as<int>(), 0);
}

// An event written past the api (a tool with broker access, a bug) cannot put script on a page:
// every HTML field is cleaned again when projected, the way the api cleans it.
TEST_F(Projections, HtmlFromAnEventIsCleanedAsTheApiCleansIt) {
  const std::string hostile = R"html(<p>Merhaba</p><script>alert(1)</script><img src="x" onerror="alert(2)">)html"
                              R"html(<a href="javascript:alert(3)">bağlantı</a><iframe src="https://evil.example"></iframe>)html";
  const std::string casino = events::new_uuid(), promotion = events::new_uuid(), post = events::new_uuid();
  apply(casino, payload::CasinoCreated{{.id = casino, .name = "Zararlı", .slug = "zararli", .url = "https://z.example",
                                        .logo_url = "/l.png", .description = hostile, .details = hostile, .rating = 3.0,
                                        .featured = false, .created_at = kT0, .updated_at = kT0}});
  apply(promotion, payload::PromotionCreated{{.id = promotion, .title = "Zararlı Bonus", .casino_id = std::nullopt,
                                              .category_id = std::nullopt, .category = "Hoş Geldin",
                                              .description = hostile, .url = "https://p.example", .terms = {},
                                              .promotion_code = std::nullopt, .is_active = true, .indexed = false,
                                              .expiry_date = std::nullopt, .image_url = std::nullopt,
                                              .created_at = kT0, .updated_at = kT0}});
  apply(post, payload::BlogPostCreated{{.id = post, .title = "Zararlı", .slug = "zararli", .excerpt = "Özet",
                                        .content = hostile, .image_url = std::nullopt, .category = "Rehber",
                                        .author = "Admin", .seo_title = std::nullopt, .seo_description = std::nullopt,
                                        .seo_keywords = std::nullopt, .is_published = true, .published_at = kT0,
                                        .indexed = false, .created_at = kT0, .updated_at = kT0}});
  apply("settings", payload::SettingsUpdated{.blog_section_text = hostile, .updated_at = kT0});

  const auto stored = rows(
      "SELECT description FROM casinos UNION ALL SELECT details FROM casinos UNION ALL SELECT description FROM promotions "
      "UNION ALL SELECT full_description FROM promotions UNION ALL SELECT content FROM blog_posts "
      "UNION ALL SELECT blog_section_text FROM settings");
  ASSERT_EQ(stored.size(), 6u);
  for (const auto& row : stored) {
    for (const char* bad : {"<script", "alert(1)", "onerror", "javascript:", "<iframe"})
      EXPECT_EQ(row[0].find(bad), std::string::npos) << bad << " in " << row[0];
  }
  EXPECT_EQ(stored[0][0].rfind("<p>Merhaba</p>", 0), 0u) << "the clean part is kept: " << stored[0][0];
  EXPECT_NE(stored[4][0].find("bağlantı"), std::string::npos) << stored[4][0];
}

// A run of created promotions is one statement (per stretch without a repeated id), and so is its
// history (versions, heads, activity); it must leave exactly the rows that applying the same events
// one by one leaves, NULLs, quotes, a promotion created twice in the run and a create that restores
// a version included.
TEST_F(Projections, ARunOfCreatedPromotionsLeavesTheRowsOfOneByOne) {
  {
    pqxx::work tx(conn);
    storage::create_projection_schema(tx, "proj_one_by_one");
    tx.commit();
  }
  const std::string a = events::new_uuid(), b = events::new_uuid(), casino = events::new_uuid();
  auto state = [&](const std::string& id, const std::string& title) {
    return payload::PromotionState{.id = id, .title = title, .casino_id = std::nullopt, .category_id = std::nullopt,
                                   .category = std::nullopt, .description = "<p>Kısa</p><p>Uzun \"tırnak\", virgül</p>",
                                   .url = "https://p.example", .terms = {"Şart, 1", "\"NULL\"", "{}"},
                                   .promotion_code = std::nullopt, .is_active = true, .indexed = false,
                                   .expiry_date = std::nullopt, .image_url = std::nullopt, .created_at = kT0,
                                   .updated_at = kT0};
  };
  auto second = state(b, "İkinci \\ Bonus");
  second.casino_id = casino;
  second.category = "Hoş Geldin";
  second.promotion_code = "NULL";
  second.expiry_date = "2030-01-01T00:00:00.000Z";
  second.image_url = "";
  auto again = state(a, "Birinci, yeniden");
  again.updated_at = kT1;
  again.is_active = false;
  again.restored_from = 1;
  std::vector<events::Envelope> run;
  for (const auto& p : {state(a, "Birinci"), second, again})
    run.push_back(events::make_event("system:test", p.id, payload::PromotionCreated{p}));
  const auto& apply = table.at(std::string(payload::PromotionCreated::kEvent.name));
  ASSERT_TRUE(apply.run);
  {
    pqxx::work tx(conn);
    tx.exec("SET LOCAL search_path TO proj_test");
    std::vector<const events::Envelope*> events;
    for (const auto& e : run) events.push_back(&e);
    apply.run(tx, events);
    tx.exec("SET LOCAL search_path TO proj_one_by_one");
    for (const auto& e : run) apply.one(tx, e);
    tx.commit();
  }
  const std::string columns =
      "SELECT id, title, slug, casino_id, category_id, category, description, short_description, full_description, url, "
      "terms::text, promotion_code, is_active, indexed, expiry_date, image_url, created_at, updated_at, search_title, "
      "search_short, search_ascii FROM ";
  auto batched = rows(columns + "proj_test.promotions ORDER BY id");
  EXPECT_EQ(batched, rows(columns + "proj_one_by_one.promotions ORDER BY id"));
  ASSERT_EQ(batched.size(), 2u);
  EXPECT_EQ(rows("SELECT title, is_active::text, (promotion_code IS NULL)::text FROM proj_test.promotions WHERE id = '" + a + "'"),
            (Rows{{"Birinci, yeniden", "false", "true"}}));
  EXPECT_EQ(rows("SELECT promotion_code, image_url, category FROM proj_test.promotions WHERE id = '" + b + "'"),
            (Rows{{"NULL", "", "Hoş Geldin"}}));
  for (const std::string history :
       {"SELECT entity_type, entity_id, version, event_id, at, actor, action, via, restored_from, state::text FROM "
        "%.entity_versions ORDER BY entity_type, entity_id, version",
        "SELECT entity_type, entity_id, version, label, search_text, search_ascii, deleted_at, deleted_by FROM "
        "%.entity_heads ORDER BY entity_type, entity_id",
        "SELECT id, at, actor, action, entity_type, entity_id, entity_label, address, history FROM %.activity ORDER BY id"}) {
    auto in = [&history](const std::string& schema) {
      auto sql = history;
      return sql.replace(sql.find('%'), 1, schema);
    };
    auto batched_history = rows(in("proj_test"));
    EXPECT_EQ(batched_history, rows(in("proj_one_by_one"))) << history;
    EXPECT_FALSE(batched_history.empty()) << history;
  }
  EXPECT_EQ(rows("SELECT version::text, action, coalesce(via, 'NULL'), coalesce(restored_from::text, 'NULL') FROM "
                 "proj_test.entity_versions WHERE entity_id = '" + a + "' ORDER BY version"),
            (Rows{{"1", "created", "NULL", "NULL"}, {"2", "restored", "restore", "1"}}));
}
