// The public lookup of a promotion by its link (/api/promotions/by-slug/{casino}/{promotion}),
// end to end, where the api decides stage 1 of the cascade in SQL: many promotions sharing a
// title slug across casinos, hidden and expired ones newer than the visible ones, equal creation
// times. Every answer must be the one domain::match_promotion gives over all visible promotions
// newest first (the rule of docs/content-model.md), and the same detail as the lookup by id.
// The second suite checks that the lookup, a prepared statement, follows a replay's schema swap.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <vector>

#include "content.hpp"
#include "domain/promotion_match.hpp"
#include "domain/url_encoding.hpp"
#include "stack.hpp"

using namespace testing_support;
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {

std::string id_of(const HttpReply& r) {
  return std::string(json::parse(r.body).at("promotion").at("id").as_string());
}

class LinkLookup : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    stack = new Stack(std::map<std::string, std::string>{{"BONUS_CACHE_MAX_BYTES", "0"}});
    stack->start_worker();
    stack->start_api();
    EventWriter w(*stack);

    const std::string ay = write_casino(w, "Ay Casino", "ay-casino");
    const std::string gunes = write_casino(w, "Güneş Casino", "gunes-casino");
    const std::string yildiz = write_casino(w, "Yıldız Casino", "yildiz-casino");
    const std::string kapali = write_casino(w, "Kapalı Casino", "kapali-casino");
    const std::string diger = write_casino(w, "Diğer Casino", "diger-casino");
    write_casino(w, "Boş Casino", "bos-casino");

    // "Ortak Bonus" in every casino; the newest ones of Ay and of all are hidden.
    write_promotion(w, {.title = "Ortak Bonus", .casino_id = kapali, .active = false, .created_minutes_ago = 0});
    newest_visible = write_promotion(w, {.title = "Ortak Bonus", .casino_id = yildiz, .created_minutes_ago = 1});
    write_promotion(w, {.title = "Ortak Bonus", .casino_id = ay, .active = false, .created_minutes_ago = 2});
    write_promotion(w, {.title = "Ortak Bonus", .casino_id = ay, .expires_in_minutes = -60, .created_minutes_ago = 3});
    gunes_one = write_promotion(w, {.title = "Ortak Bonus", .casino_id = gunes, .created_minutes_ago = 5});
    ay_newest = write_promotion(w, {.title = "Ortak Bonus", .casino_id = ay, .created_minutes_ago = 10});
    write_promotion(w, {.title = "Ortak Bonus", .casino_id = ay, .created_minutes_ago = 20});
    for (int i = 0; i < 30; ++i)
      write_promotion(w, {.title = "Ortak Bonus", .casino_id = i % 2 ? std::optional<std::string>(diger) : std::nullopt,
                          .created_minutes_ago = 30 + i});
    // Two of Ay's with the same creation time: the greater id is the newer (id DESC).
    const std::string same_time = minutes_ago(40);
    const std::string t1 = write_promotion(w, {.title = "Eşit Zaman", .casino_id = ay, .created_at = same_time});
    const std::string t2 = write_promotion(w, {.title = "Eşit Zaman", .casino_id = ay, .created_at = same_time});
    tie_winner = std::max(t1, t2);
    // Only hidden ones carry this title.
    write_promotion(w, {.title = "Sadece Gizli", .casino_id = ay, .active = false, .created_minutes_ago = 1});
    write_promotion(w, {.title = "Sadece Gizli", .casino_id = ay, .expires_in_minutes = -1, .created_minutes_ago = 2});
    // A title the later stages find.
    write_promotion(w, {.title = "Haftalık Kayıp İadesi", .casino_id = gunes, .created_minutes_ago = 50});
    stack->wait_all_projected();
  }
  static void TearDownTestSuite() {
    delete stack;
    stack = nullptr;
  }

  // What the cascade of the domain answers for a link over every visible promotion, newest first.
  static std::optional<std::string> domain_answer(const std::string& casino, const std::string& promotion) {
    std::vector<domain::PromotionKey> keys;
    for (const auto& row : sql_rows(stack->pg_url(),
                                    "SELECT p.id::text, p.slug, coalesce(c.slug, '') FROM proj.visible_promotions p "
                                    "LEFT JOIN proj.casinos c ON c.id = p.casino_id ORDER BY p.created_at DESC, p.id DESC"))
      keys.push_back({row[0], row[1], row[2]});
    auto match = domain::match_promotion(keys, casino, promotion);
    if (!match) return std::nullopt;
    return keys[match->index].id;
  }

  static inline Stack* stack = nullptr;
  static inline std::string newest_visible, gunes_one, ay_newest, tie_winner;
};

TEST_F(LinkLookup, TheCasinosNewestVisibleWinsAmongManySharingATitle) {
  auto lookup = [](const std::string& link) {
    auto r = stack->get("/api/promotions/by-slug/" + link);
    EXPECT_EQ(r.status, 200) << link << ": " << r.body;
    return r.status == 200 ? id_of(r) : std::string();
  };
  EXPECT_EQ(lookup("ay-casino/ortak-bonus"), ay_newest) << "its newer ones are inactive and expired";
  EXPECT_EQ(lookup("Ay-Casino/Ortak-Bonus"), ay_newest) << "both slugs are normalised";
  EXPECT_EQ(lookup("gunes-casino/ortak-bonus"), gunes_one) << "the link's casino before a newer one of another";
  EXPECT_EQ(lookup("bos-casino/ortak-bonus"), newest_visible) << "the casino has none: the newest of all";
  EXPECT_EQ(lookup("olmayan-casino/ortak-bonus"), newest_visible) << "no such casino: the newest of all";
  EXPECT_EQ(lookup("kapali-casino/ortak-bonus"), newest_visible) << "the casino's only one is hidden";
  EXPECT_EQ(lookup("ay-casino/esit-zaman"), tie_winner) << "equal times: the greater id";
  EXPECT_EQ(stack->get("/api/promotions/by-slug/ay-casino/sadece-gizli").status, 404)
      << "a hidden or expired promotion is never returned";
}

TEST_F(LinkLookup, EveryLinkResolvesAsTheDomainCascadeOverAllVisiblePromotions) {
  const std::vector<std::pair<std::string, std::string>> links{
      {"ay-casino", "ortak-bonus"},         {"AY-CASİNO", "ORTAK-BONUS"},       {"gunes-casino", "ortak-bonus"},
      {"yildiz-casino", "ortak-bonus"},     {"diger-casino", "ortak-bonus"},    {"bos-casino", "ortak-bonus"},
      {"olmayan-casino", "ortak-bonus"},    {"kapali-casino", "ortak-bonus"},   {"-", "ortak-bonus"},
      {"ay-casino", "esit-zaman"},          {"gunes-casino", "esit-zaman"},     {"ay-casino", "sadece-gizli"},
      {"ay-casino", "ortak-bonus-firsati"}, {"gunes-casino", "kayip-iadesi"},   {"ay-casino", "haftalik-kayip"},
      {"ay-casino", "hic-olmayan-kampanya"}, {"ay-casino", "---"},
  };
  for (const auto& [casino, promotion] : links) {
    const std::string link = casino + "/" + promotion;
    auto r = stack->get("/api/promotions/by-slug/" + domain::encode_path_segment(casino) + "/" +
                        domain::encode_path_segment(promotion));
    const auto expected = domain_answer(casino, promotion);
    if (!expected) {
      EXPECT_EQ(r.status, 404) << link << ": " << r.body;
      continue;
    }
    ASSERT_EQ(r.status, 200) << link << ": " << r.body;
    EXPECT_EQ(id_of(r), *expected) << link;
    EXPECT_EQ(r.body, stack->get("/api/promotions/" + *expected).body) << link << ": the same detail as by id";
  }
}

// The lookup is a prepared statement on a pooled connection (one here, so the same one before
// and after). A replay renames schemas; the statement must read the new tables, not the old.
TEST(LinkLookupAcrossReplay, PreparedLookupReadsTheSwappedInSchema) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_CACHE_MAX_BYTES", "0"}, {"BONUS_PG_POOL", "1"}});
  EventWriter w(stack);
  const std::string casino = write_casino(w, "Takas Casino", "takas-casino");
  const std::string id = write_promotion(w, {.title = "Takas Bonusu", .casino_id = casino});
  stack.start_worker();
  stack.start_api();
  stack.wait_all_projected();

  auto title = [&](const std::string& path) {
    auto r = stack.get(path);
    EXPECT_EQ(r.status, 200) << path << ": " << r.body << stack.logs();
    return r.status == 200 ? std::string(json::parse(r.body).at("promotion").at("title").as_string()) : std::string();
  };
  // More than five runs: Postgres then keeps one plan for every parameter.
  for (int i = 0; i < 8; ++i) {
    ASSERT_EQ(title("/api/promotions/by-slug/takas-casino/takas-bonusu"), "Takas Bonusu");
    ASSERT_EQ(title("/api/promotions/" + id), "Takas Bonusu");
  }
  // A change only the old schema has: the replay rebuilds from the log without it.
  ASSERT_EQ(sql_count(stack.pg_url(),
                      "WITH u AS (UPDATE proj.promotions SET title = 'Eski Şema' RETURNING 1) SELECT count(*) FROM u"),
            1);
  ASSERT_EQ(title("/api/promotions/by-slug/takas-casino/takas-bonusu"), "Eski Şema");
  ASSERT_EQ(stack.run_worker_command({"replay"}), 0) << stack.logs();
  EXPECT_EQ(title("/api/promotions/by-slug/takas-casino/takas-bonusu"), "Takas Bonusu");
  EXPECT_EQ(title("/api/promotions/" + id), "Takas Bonusu");
}

}  // namespace
