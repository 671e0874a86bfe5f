// The public read side end to end: content written as events, projected by the real worker, read
// through the real api. Every order, filter and limit of the public API, the visibility rules
// (inactive, expired, draft, deleted), the link matching cascade, defaults and HTTP caching.
#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <boost/json.hpp>
#include <functional>
#include <thread>

#include "events/payloads.hpp"
#include "content.hpp"
#include "domain/site.hpp"
#include "events/envelope.hpp"
#include "stack.hpp"

using namespace testing_support;
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {

class PublicRead : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    stack = new Stack();
    stack->start_worker();
    stack->start_api();
    writer = new EventWriter(*stack);
    auto& w = *writer;

    ay = write_casino(w, "Ay Casino", "ay-casino");
    gunes = write_casino(w, "Güneş Casino", "gunes-casino");
    bos = write_casino(w, "Boş Casino", "bos-casino");
    hos = write_category(w, "Hoş Geldin", "hos-geldin");
    kayip = write_category(w, "Kayıp İadesi", "kayip-iadesi");
    write_category(w, "Eski Kategori", "eski-kategori", false);
    const std::string eski = write_category(w, "Eskimiş", "eskimis", false);

    p_hos_ay = write_promotion(w, {.title = "Hoş Geldin Bonusu", .casino_id = ay, .category_id = hos,
                                   .category = "Hoş Geldin",
                                   .description = "<p>İlk yatırıma %100 bonus</p><h3>Detay</h3><p>Ayrıntılı metin.</p>",
                                   .created_minutes_ago = 10});
    p_hos_gunes = write_promotion(w, {.title = "Hoş Geldin Bonusu", .casino_id = gunes, .category_id = hos,
                                      .category = "Hoş Geldin", .created_minutes_ago = 20});
    p_kayip = write_promotion(w, {.title = "Haftalık Kayıp İadesi", .casino_id = ay, .category_id = kayip,
                                  .category = "Kayıp İadesi",
                                  .description = "<p>Kayıplarınızın %20'si iade edilir</p><ul><li>Her pazartesi</li></ul>",
                                  .expires_in_minutes = 7 * 24 * 60, .created_minutes_ago = 30});
    p_expired = write_promotion(w, {.title = "Süresi Geçmiş Fırsat", .casino_id = ay, .category_id = kayip,
                                    .expires_in_minutes = -60, .created_minutes_ago = 40});
    p_inactive = write_promotion(w, {.title = "Pasif Kampanya", .casino_id = gunes, .category_id = hos,
                                     .active = false, .created_minutes_ago = 50});
    p_freespin = write_promotion(w, {.title = "FREESPİN Şöleni", .category_id = kayip, .category = "Kayıp İadesi",
                                     .description = "Etiketsiz kısa metin", .created_minutes_ago = 60});
    p_old_cat = write_promotion(w, {.title = "Eski Kategori Bonusu", .casino_id = ay, .category_id = eski,
                                    .created_minutes_ago = 70});
    p_deactivated = write_promotion(w, {.title = "Kapatılan Bonus", .casino_id = ay, .created_minutes_ago = 80});
    w.write(p_deactivated, events::payload::PromotionDeactivated{.id = p_deactivated, .at = minutes_ago(1)});
    PromotionSpec deleted{.title = "Silinen Bonus", .casino_id = ay, .created_minutes_ago = 90};
    p_deleted = write_promotion(w, deleted);
    w.write(p_deleted, events::payload::PromotionDeleted{.id = p_deleted});
    update_promotion(w, p_deleted, deleted);  // an update after the delete must not bring it back
    for (int i = 0; i < 11; ++i)
      ay_extra.push_back(write_promotion(w, {.title = "Ay Casino Fırsatı " + std::to_string(i), .casino_id = ay,
                                             .category_id = hos, .created_minutes_ago = 100 + i}));

    b1 = write_post(w, {.title = "Rehber Bir", .slug = "rehber-bir", .category = "Rehber", .created_minutes_ago = 60});
    b2 = write_post(w, {.title = "Rehber İki", .slug = "rehber-iki", .category = "Rehber", .created_minutes_ago = 120});
    b3 = write_post(w, {.title = "Rehber Üç", .slug = "rehber-uc", .category = "Rehber", .created_minutes_ago = 180});
    b4 = write_post(w, {.title = "Rehber Dört", .slug = "rehber-dort", .category = "Rehber", .created_minutes_ago = 240});
    b5 = write_post(w, {.title = "Strateji Bir", .slug = "strateji-bir", .category = "Strateji", .created_minutes_ago = 300});
    b6 = write_post(w, {.title = "Taslak Rehber", .slug = "taslak-rehber", .category = "Rehber", .published = false,
                        .created_minutes_ago = 10});
    b7 = write_post(w, {.title = "Geri Çekilen", .slug = "geri-cekilen", .category = "Rehber", .created_minutes_ago = 30});
    w.write(b7, events::payload::BlogPostUnpublished{.id = b7, .at = minutes_ago(1)});
    b8 = write_post(w, {.title = "Silinen Yazı", .slug = "silinen-yazi", .category = "Rehber", .created_minutes_ago = 400});
    w.write(b8, events::payload::BlogPostDeleted{.id = b8});

    auto ad = [&](const std::string& title, bool active, long long minutes) {
      const std::string id = events::new_uuid();
      w.write(id, events::payload::SplashAdCreated{{.id = id,
                                                    .title = title,
                                                    .href = "https://example.com/" + id,
                                                    .image_url = "https://cdn.example/ad.png",
                                                    .is_active = active,
                                                    .created_at = minutes_ago(minutes),
                                                    .updated_at = minutes_ago(minutes)}});
      return id;
    };
    s1 = ad("Birinci Reklam", true, 10);
    s2 = ad("İkinci Reklam", true, 20);
    ad("Pasif Reklam", false, 5);

    seo_root = events::new_uuid();
    w.write(seo_root, events::payload::SeoSettingSaved{.id = seo_root,
                                                       .page_name = "Ana Sayfa",
                                                       .page_path = "/",
                                                       .title = "Ana Sayfa Başlığı",
                                                       .description = "Ana sayfa açıklaması",
                                                       .keywords = "ana, sayfa",
                                                       .updated_at = minutes_ago(1)});
    const std::string seo_bonus = events::new_uuid();
    w.write(seo_bonus, events::payload::SeoSettingSaved{.id = seo_bonus,
                                                        .page_name = "Bonuslar",
                                                        .page_path = "/bonuslar",
                                                        .title = "Bonuslar Başlığı",
                                                        .description = "Bonuslar açıklaması",
                                                        .keywords = "bonus",
                                                        .updated_at = minutes_ago(1)});
    stack->wait_all_projected();
  }
  static void TearDownTestSuite() {
    delete writer;
    delete stack;
  }

  static json::value get_json(const std::string& path, long status = 200) {
    auto r = stack->get(path);
    EXPECT_EQ(r.status, status) << path << ": " << r.body;
    json::error_code ec;
    auto v = json::parse(r.body, ec);
    EXPECT_FALSE(ec) << r.body;
    return v;
  }
  static std::vector<std::string> ids(const json::value& list, const char* key = "id") {
    std::vector<std::string> out;
    for (const auto& x : list.as_array()) out.emplace_back(x.at(key).as_string());
    return out;
  }
  static std::string error_message(const std::string& path, long status) {
    return std::string(get_json(path, status).at("error").at("message").as_string());
  }
  // The api notices a projection change within a moment; reads may show the old state until then.
  static void eventually(const std::function<bool()>& done) {
    auto deadline = std::chrono::steady_clock::now() + 5s;
    while (!done() && std::chrono::steady_clock::now() < deadline) std::this_thread::sleep_for(50ms);
    EXPECT_TRUE(done());
  }

  static Stack* stack;
  static EventWriter* writer;
  static std::string ay, gunes, bos, hos, kayip;
  static std::string p_hos_ay, p_hos_gunes, p_kayip, p_expired, p_inactive, p_freespin, p_old_cat, p_deactivated,
      p_deleted;
  static std::vector<std::string> ay_extra;
  static std::string b1, b2, b3, b4, b5, b6, b7, b8, s1, s2, seo_root;
};
Stack* PublicRead::stack = nullptr;
EventWriter* PublicRead::writer = nullptr;
std::string PublicRead::ay, PublicRead::gunes, PublicRead::bos, PublicRead::hos, PublicRead::kayip;
std::string PublicRead::p_hos_ay, PublicRead::p_hos_gunes, PublicRead::p_kayip, PublicRead::p_expired,
    PublicRead::p_inactive, PublicRead::p_freespin, PublicRead::p_old_cat, PublicRead::p_deactivated,
    PublicRead::p_deleted;
std::vector<std::string> PublicRead::ay_extra;
std::string PublicRead::b1, PublicRead::b2, PublicRead::b3, PublicRead::b4, PublicRead::b5, PublicRead::b6,
    PublicRead::b7, PublicRead::b8, PublicRead::s1, PublicRead::s2, PublicRead::seo_root;

TEST_F(PublicRead, CategoriesAreTheActiveOnesInNameOrderWithVisiblePromotionCounts) {
  auto list = get_json("/api/categories").as_array();
  ASSERT_EQ(list.size(), 2U) << json::serialize(list);
  EXPECT_EQ(list[0].at("name").as_string(), "Hoş Geldin");
  EXPECT_EQ(list[0].at("slug").as_string(), "hos-geldin");
  EXPECT_EQ(list[0].at("promotion_count").as_int64(), 13) << "2 titles + 11 extras; inactive one not counted";
  EXPECT_EQ(list[1].at("name").as_string(), "Kayıp İadesi");
  EXPECT_EQ(list[1].at("promotion_count").as_int64(), 2) << "the expired one is not counted";
  EXPECT_EQ(list[0].as_object().size(), 4U);
}

TEST_F(PublicRead, PromotionsAreTheVisibleOnesNewestFirst) {
  auto list = get_json("/api/promotions");
  std::vector<std::string> expected{p_hos_ay, p_hos_gunes, p_kayip, p_freespin, p_old_cat};
  expected.insert(expected.end(), ay_extra.begin(), ay_extra.end());
  EXPECT_EQ(ids(list), expected);

  const auto& first = list.as_array()[0].as_object();
  EXPECT_EQ(first.at("casino").at("name").as_string(), "Ay Casino");
  EXPECT_EQ(first.at("casino").at("slug").as_string(), "ay-casino");
  EXPECT_EQ(first.at("category_slug").as_string(), "hos-geldin");
  EXPECT_EQ(first.at("slug").as_string(), "hos-geldin-bonusu");
  EXPECT_EQ(first.at("short_description").as_string(), "İlk yatırıma %100 bonus");
  EXPECT_EQ(first.at("description").as_string(), "<h3>Detay</h3><p>Ayrıntılı metin.</p>");
  EXPECT_EQ(first.at("terms").as_array().size(), 2U);
  EXPECT_FALSE(first.at("is_timed").as_bool());
  const auto& timed = list.as_array()[2].as_object();
  EXPECT_TRUE(timed.at("is_timed").as_bool()) << "expiry in the future";
  EXPECT_FALSE(timed.at("expiry_date").is_null());
  const auto& no_casino = list.as_array()[3].as_object();
  EXPECT_TRUE(no_casino.at("casino").is_null());
  EXPECT_EQ(no_casino.at("short_description").as_string(), "Etiketsiz kısa metin") << "no paragraph: the text itself";
  EXPECT_EQ(no_casino.at("description").as_string(), "Etiketsiz kısa metin");
}

TEST_F(PublicRead, SearchIsACaseInsensitiveSubstringOfTitleOrShortDescription) {
  EXPECT_EQ(ids(get_json("/api/promotions?search=freespin")), std::vector<std::string>{p_freespin});
  EXPECT_EQ(ids(get_json("/api/promotions?search=KAYIP")), std::vector<std::string>{p_kayip});
  EXPECT_EQ(ids(get_json("/api/promotions?search=%2520%27si")), std::vector<std::string>{p_kayip})
      << "'%20'si' is in the short description only";
  EXPECT_EQ(ids(get_json("/api/promotions?search=ho%C5%9F+GELD%C4%B0N")), (std::vector<std::string>{p_hos_ay, p_hos_gunes}));
  EXPECT_TRUE(get_json("/api/promotions?search=Ayr%C4%B1nt%C4%B1l%C4%B1").as_array().empty())
      << "the full description is not searched";
  EXPECT_TRUE(get_json("/api/promotions?search=Pasif").as_array().empty()) << "inactive stays hidden";
  EXPECT_TRUE(get_json("/api/promotions?search=S%C3%BCresi").as_array().empty()) << "expired stays hidden";
  EXPECT_EQ(get_json("/api/promotions?search=+++").as_array().size(), 16U) << "a blank search filters nothing";
}

TEST_F(PublicRead, CategoryFilterAndLimit) {
  EXPECT_EQ(ids(get_json("/api/promotions?category=kayip-iadesi")), (std::vector<std::string>{p_kayip, p_freespin}));
  EXPECT_TRUE(get_json("/api/promotions?category=olmayan").as_array().empty());
  EXPECT_EQ(ids(get_json("/api/promotions?category=kayip-iadesi&search=freespin")), std::vector<std::string>{p_freespin});
  EXPECT_EQ(ids(get_json("/api/promotions?limit=3")), (std::vector<std::string>{p_hos_ay, p_hos_gunes, p_kayip}));
  EXPECT_EQ(get_json("/api/promotions?limit=1000").as_array().size(), 16U);
  for (const char* bad : {"0", "1001", "abc", "-1", "2.5", ""})
    EXPECT_EQ(error_message(std::string("/api/promotions?limit=") + bad, 422),
              "limit parametresi 1 ile 1000 arasında bir tam sayı olmalıdır") << bad;
  EXPECT_EQ(error_message("/api/promotions?search=" + std::string(101, 'a'), 422),
            "Arama metni en fazla 100 karakter olabilir");
  EXPECT_EQ(get_json("/api/promotions?search=" + std::string(100, 'a')).as_array().size(), 0U);
}

TEST_F(PublicRead, SearchWithoutTurkishLettersFindsTheTurkishTitlesButNotTheOtherWayRound) {
  EXPECT_EQ(ids(get_json("/api/promotions?search=hos+geldin")), (std::vector<std::string>{p_hos_ay, p_hos_gunes}))
      << "'hos geldin' finds 'Hoş Geldin'";
  EXPECT_EQ(ids(get_json("/api/promotions?search=haftalik+kayip")), std::vector<std::string>{p_kayip});
  EXPECT_EQ(ids(get_json("/api/promotions?search=%C5%9F%C3%B6leni")), std::vector<std::string>{p_freespin})
      << "'şöleni' with its letters";
  EXPECT_TRUE(get_json("/api/promotions?search=ho%C5%9Fgeldin").as_array().empty());
  EXPECT_TRUE(get_json("/api/promotions?search=%C5%9Fo").as_array().empty())
      << "a Turkish letter typed must match as typed: 'şo' is not in 'hoş geldin' or 'şöleni'";
  EXPECT_EQ(ids(get_json("/api/promotions?search=%25100")), std::vector<std::string>{p_hos_ay})
      << "'%' is a character, not a wildcard";
  EXPECT_TRUE(get_json("/api/promotions?search=_").as_array().empty()) << "'_' is a character, not a wildcard";
}

TEST_F(PublicRead, SearchPagesSplitTheListInItsOrderWithTheTotal) {
  const auto all = ids(get_json("/api/promotions"));
  ASSERT_EQ(all.size(), 16U);
  std::vector<std::string> paged;
  for (int page = 1; page <= 4; ++page) {
    auto o = get_json("/api/promotions/search?per_page=5&page=" + std::to_string(page)).as_object();
    EXPECT_EQ(o.at("total").as_int64(), 16);
    EXPECT_EQ(o.at("page").as_int64(), page);
    EXPECT_EQ(o.at("per_page").as_int64(), 5);
    const auto part = ids(o.at("items"));
    EXPECT_EQ(part.size(), page < 4 ? 5U : 1U) << "page " << page;
    paged.insert(paged.end(), part.begin(), part.end());
  }
  EXPECT_EQ(paged, all) << "the pages, one after the other, are the list";
  auto past = get_json("/api/promotions/search?per_page=5&page=9").as_object();
  EXPECT_TRUE(past.at("items").as_array().empty());
  EXPECT_EQ(past.at("total").as_int64(), 16);
  auto first = get_json("/api/promotions/search").as_object();
  EXPECT_EQ(first.at("per_page").as_int64(), 24) << "the default page size";
  EXPECT_EQ(first.at("items").as_array().size(), 16U);

  auto filtered = get_json("/api/promotions/search?category=hos-geldin&search=hos&per_page=1&page=2").as_object();
  EXPECT_EQ(filtered.at("total").as_int64(), 2);
  EXPECT_EQ(filtered.at("all").as_int64(), 16) << "every visible promotion, for 'Tüm Bonuslar (N)'";
  EXPECT_EQ(ids(filtered.at("items")), std::vector<std::string>{p_hos_gunes});
  for (const char* bad : {"page=0", "page=abc", "per_page=0", "per_page=101"})
    EXPECT_EQ(stack->get(std::string("/api/promotions/search?") + bad).status, 422) << bad;
}

TEST_F(PublicRead, DetailByIdHasTenRelatedOfTheSameCasinoAndComments) {
  auto d = get_json("/api/promotions/" + p_hos_ay).as_object();
  EXPECT_EQ(d.at("promotion").at("id").as_string(), p_hos_ay);
  std::vector<std::string> expected{p_kayip, p_old_cat};
  expected.insert(expected.end(), ay_extra.begin(), ay_extra.begin() + 8);
  EXPECT_EQ(ids(d.at("related")), expected) << "newest first, itself, hidden and other casinos excluded";
  EXPECT_FALSE(d.contains("comments")) << "the comments are their own answer, beside the detail";
  EXPECT_TRUE(get_json("/api/promotions/" + p_hos_ay + "/comments").as_array().empty());
  EXPECT_TRUE(get_json("/api/promotions/" + p_freespin).at("related").as_array().empty()) << "no casino, no related";

  for (const auto& hidden : {p_inactive, p_expired, p_deactivated, p_deleted})
    EXPECT_EQ(error_message("/api/promotions/" + hidden, 404), "Promosyon bulunamadı (" + hidden + ")");
  EXPECT_EQ(error_message("/api/promotions/yok-boyle-bir-id", 404), "Promosyon bulunamadı (yok-boyle-bir-id)");
}

TEST_F(PublicRead, LinkLookupRunsTheMatchingCascade) {
  auto promotion_of = [&](const std::string& path) {
    return std::string(get_json("/api/promotions/by-slug/" + path).at("promotion").at("id").as_string());
  };
  EXPECT_EQ(promotion_of("ay-casino/hos-geldin-bonusu"), p_hos_ay) << "a title shared by two casinos";
  EXPECT_EQ(promotion_of("gunes-casino/hos-geldin-bonusu"), p_hos_gunes);
  EXPECT_EQ(promotion_of("gunes-casino/Ho%C5%9F-Geldin-Bonusu"), p_hos_gunes) << "Turkish characters, capitals";
  EXPECT_EQ(promotion_of("ay-casino/haftalik-kayip-iadesi-kampanyasi"), p_kayip) << "near miss, 3 of 4 words";
  EXPECT_EQ(promotion_of("ay-casino/haftalik-kayip-kampanyasi-ekim"), p_kayip) << "the casino's best title, 2 of 4";
  EXPECT_EQ(promotion_of("eski-casino/freespin-soleni-2026"), p_freespin) << "similarity over all";
  auto d = get_json("/api/promotions/by-slug/ay-casino/hos-geldin-bonusu").as_object();
  EXPECT_EQ(d.at("related").as_array().size(), 10U);
  EXPECT_EQ(error_message("/api/promotions/by-slug/ay-casino/hic-olmayan-kampanya", 404),
            "Promosyon bulunamadı (ay-casino/hic-olmayan-kampanya)");
  EXPECT_EQ(error_message("/api/promotions/by-slug/gunes-casino/pasif-kampanya", 404),
            "Promosyon bulunamadı (gunes-casino/pasif-kampanya)") << "a hidden promotion is never matched";
}

TEST_F(PublicRead, CasinosCountTheirVisiblePromotions) {
  std::map<std::string, long long> counts;
  const auto casinos = get_json("/api/casinos");
  for (const auto& c : casinos.as_array())
    counts[std::string(c.at("slug").as_string())] = c.at("promo_count").as_int64();
  EXPECT_EQ(counts["ay-casino"], 14);
  EXPECT_EQ(counts["gunes-casino"], 1);
  EXPECT_EQ(counts["bos-casino"], 0);
  EXPECT_EQ(get_json("/api/casinos/ay-casino").at("promo_count").as_int64(), 14);

  std::vector<std::string> expected{p_hos_ay, p_kayip, p_old_cat};
  expected.insert(expected.end(), ay_extra.begin(), ay_extra.end());
  EXPECT_EQ(ids(get_json("/api/casinos/ay-casino/promotions")), expected);
  EXPECT_EQ(ids(get_json("/api/casinos/" + gunes + "/promotions")), std::vector<std::string>{p_hos_gunes});
  EXPECT_TRUE(get_json("/api/casinos/bos-casino/promotions").as_array().empty());
  EXPECT_EQ(ids(get_json("/api/casinos/ay-casino/promotions?limit=2")),
            (std::vector<std::string>{expected[0], expected[1]})) << "the newest first, bounded";
  EXPECT_EQ(error_message("/api/casinos/ay-casino/promotions?limit=0", 422),
            "limit parametresi 1 ile 1000 arasında bir tam sayı olmalıdır");
  EXPECT_EQ(error_message("/api/casinos/olmayan-casino-xyz/promotions", 404), "Casino bulunamadı");
}

TEST_F(PublicRead, DeletedRowsAreNotResurrectedByLaterUpdates) {
  EXPECT_EQ(sql_count(stack->pg_url(), "SELECT count(*) FROM proj.promotions WHERE id = '" + p_deleted + "'"), 0);
  EXPECT_EQ(sql_count(stack->pg_url(), "SELECT count(*) FROM proj.promotions WHERE id = '" + p_deactivated +
                                           "' AND NOT is_active"),
            1);
}

TEST_F(PublicRead, BlogListsPublishedPostsNewestFirstWithALimit) {
  EXPECT_EQ(ids(get_json("/api/blog")), (std::vector<std::string>{b1, b2, b3, b4, b5}));
  EXPECT_EQ(ids(get_json("/api/blog?limit=2")), (std::vector<std::string>{b1, b2}));
  EXPECT_EQ(error_message("/api/blog?limit=0", 422), "limit parametresi 1 ile 1000 arasında bir tam sayı olmalıdır");
  auto summary = get_json("/api/blog").as_array()[0].as_object();
  EXPECT_FALSE(summary.contains("content")) << "lists carry summaries";
  EXPECT_FALSE(summary.contains("view_count")) << "the count is its own answer, beside the post";
  EXPECT_EQ(get_json("/api/blog/" + b1 + "/views").at("view_count").as_int64(), 0);

  auto latest = get_json("/api/latest-posts").as_array();
  EXPECT_EQ(ids(latest), (std::vector<std::string>{b1, b2, b3, b4}));
  EXPECT_EQ(latest[0].as_object().size(), 3U);
  EXPECT_EQ(latest[0].at("slug").as_string(), "rehber-bir");
}

TEST_F(PublicRead, OnePostBySlugThenIdPublishedOnlyAndItsSimilarPosts) {
  // Drafts stay private (the original served them to anyone with the slug).
  EXPECT_EQ(error_message("/api/blog/taslak-rehber", 404), "Blog yazısı bulunamadı");
  EXPECT_EQ(error_message("/api/blog/" + b6, 404), "Blog yazısı bulunamadı");
  EXPECT_EQ(error_message("/api/blog/geri-cekilen", 404), "Blog yazısı bulunamadı") << "unpublished again";
  EXPECT_EQ(error_message("/api/blog/" + b6 + "/similar", 404), "Blog yazısı bulunamadı");
  EXPECT_EQ(error_message("/api/blog/" + b6 + "/views", 404), "Blog yazısı bulunamadı") << "nor its view count";
  auto published = get_json("/api/blog/rehber-bir").as_object();
  EXPECT_TRUE(published.at("is_published").as_bool());
  EXPECT_EQ(published.at("content").as_string(), "<p>Yazının içeriği.</p>");
  EXPECT_EQ(get_json("/api/blog/" + b1).at("slug").as_string(), "rehber-bir");
  EXPECT_EQ(error_message("/api/blog/silinen-yazi", 404), "Blog yazısı bulunamadı");
  EXPECT_EQ(error_message("/api/blog/" + b8, 404), "Blog yazısı bulunamadı");

  EXPECT_EQ(ids(get_json("/api/blog/rehber-bir/similar")), (std::vector<std::string>{b2, b3, b4}));
  EXPECT_TRUE(get_json("/api/blog/strateji-bir/similar").as_array().empty());
  EXPECT_EQ(error_message("/api/blog/yok/similar", 404), "Blog yazısı bulunamadı");
}

// Batch posts saved while their byline was the spec's English 'AI writer' read in Turkish.
TEST_F(PublicRead, EnglishBatchBylineReadsInTurkish) {
  const std::string id = write_post(*writer, {.title = "Toplu Eski Yazı", .slug = "toplu-eski-yazi", .category = "Toplu",
                                              .created_minutes_ago = 900, .author = "AI writer"});
  stack->wait_projected();
  EXPECT_EQ(get_json("/api/blog/toplu-eski-yazi").at("author").as_string(), "Yapay Zeka Yazarı");
  bool listed = false;
  const auto list = get_json("/api/blog?limit=1000");
  for (const auto& p : list.as_array())
    if (p.at("id").as_string() == id) {
      listed = true;
      EXPECT_EQ(p.at("author").as_string(), "Yapay Zeka Yazarı");
    }
  EXPECT_TRUE(listed);
  writer->write(id, events::payload::BlogPostDeleted{.id = id});
  stack->wait_projected();
}

TEST_F(PublicRead, SplashAdsAreTheActiveOnesNewestFirst) {
  auto ads = get_json("/api/splash-ads").as_array();
  EXPECT_EQ(ids(ads), (std::vector<std::string>{s1, s2}));
  EXPECT_EQ(ads[0].as_object().size(), 4U);
  EXPECT_EQ(ads[0].at("title").as_string(), "Birinci Reklam");
  EXPECT_EQ(ads[0].at("image_url").as_string(), "https://cdn.example/ad.png");
}

TEST_F(PublicRead, HeroAndSettingsHaveDefaultsUntilSet) {
  const auto defaults = domain::default_hero();
  auto hero = get_json("/api/hero").as_object();
  EXPECT_EQ(hero.at("main_title").as_string(), defaults.main_title);
  EXPECT_EQ(hero.at("button_url").as_string(), "#promosyonlar")
      << "the default link is the id of the home page's promotions section";
  EXPECT_FALSE(hero.at("upper_title").as_string().empty());
  EXPECT_TRUE(get_json("/api/settings").at("blog_section_text").is_null());

  writer->write("hero.updated", "hero",
                {{"upper_title", "Üst"}, {"main_title", "Ana"}, {"highlighted_text", "Vurgu"}, {"description", "Açıklama"},
                 {"button_text", "Buton"}, {"button_url", "/bonuslar"}, {"updated_at", minutes_ago(0)}});
  writer->write("settings.updated", "settings", {{"blog_section_text", "<p>Blog metni</p>"}, {"updated_at", minutes_ago(0)}});
  stack->wait_all_projected();
  eventually([&] { return get_json("/api/hero").at("main_title").as_string() == "Ana"; });
  auto set = get_json("/api/hero").as_object();
  EXPECT_EQ(set.at("button_url").as_string(), "/bonuslar");
  EXPECT_EQ(set.size(), 6U);
  eventually([&] {
    auto text = get_json("/api/settings").at("blog_section_text");
    return text.is_string() && text.as_string() == "<p>Blog metni</p>";
  });
}

TEST_F(PublicRead, SeoIsThePathsRowElseTheRootRowElseTheDefaults) {
  auto bonus = get_json("/api/seo?path=/bonuslar").as_object();
  EXPECT_EQ(bonus.at("page_path").as_string(), "/bonuslar");
  EXPECT_EQ(bonus.at("title").as_string(), "Bonuslar Başlığı");
  EXPECT_EQ(bonus.at("image").as_string(), "/logo.png");
  EXPECT_EQ(bonus.at("type").as_string(), "website");
  EXPECT_EQ(get_json("/api/seo?path=/bonuslar/").at("title").as_string(), "Bonuslar Başlığı");
  EXPECT_EQ(get_json("/api/seo?path=/blog").at("title").as_string(), "Ana Sayfa Başlığı");
  EXPECT_EQ(get_json("/api/seo").at("title").as_string(), "Ana Sayfa Başlığı");
  EXPECT_EQ(error_message("/api/seo?path=bonuslar", 422),
            "path parametresi / ile başlayan ve en fazla 300 karakter olan bir yol olmalıdır");

  writer->write("seo_setting.deleted", seo_root, {{"id", seo_root}});
  stack->wait_all_projected();
  eventually([&] {
    return get_json("/api/seo?path=/blog").at("title").as_string() == "Bonus Rehberi - Casino Bonusları ve Promosyonları";
  });
  EXPECT_EQ(get_json("/api/seo?path=/blog").at("keywords").as_string(),
            "casino bonusları, güvenilir casino siteleri, promosyonlar, bahis siteleri");
}

TEST_F(PublicRead, APathOrQueryThatIsNotUtf8Is400NotAServerError) {
  for (const char* path : {"/api/promotions?search=%FF", "/api/promotions/search?search=%C3%28", "/casino/%FF%FE",
                           "/api/blog/%ED%A0%80", "/bonuslar?q=%FF"}) {
    auto r = stack->get(path);
    EXPECT_EQ(r.status, 400) << path << ": " << r.body;
    EXPECT_NE(r.body.find("Adres geçerli UTF-8 değil"), std::string::npos) << path;
  }
  EXPECT_EQ(stack->get("/api/promotions?search=%C5%9Fans").status, 200) << "valid UTF-8 still works";
}

TEST_F(PublicRead, AnswersCarryTheSecurityHeaders) {
  auto json = stack->get("/api/casinos");
  EXPECT_EQ(json.headers["x-content-type-options"], "nosniff");
  EXPECT_EQ(json.headers["referrer-policy"], "strict-origin-when-cross-origin");
  auto page = stack->get("/bonuslar");
  EXPECT_NE(page.headers["content-security-policy"].find("script-src 'self'"), std::string::npos);
  EXPECT_NE(page.headers["content-security-policy"].find("frame-ancestors 'self'"), std::string::npos);
  auto admin = stack->get("/admin/login");
  EXPECT_NE(admin.headers["content-security-policy"].find("frame-ancestors 'none'"), std::string::npos);
  EXPECT_EQ(admin.headers["x-frame-options"], "DENY");
  EXPECT_EQ(stack->get("/api/promotions/yok").headers["x-content-type-options"], "nosniff") << "errors too";
}

TEST_F(PublicRead, PublicGetsCarryAnEtagAnswer304AndChangeWithTheProjection) {
  auto first = stack->get("/api/casinos");
  ASSERT_EQ(first.status, 200);
  const std::string etag = first.headers["etag"];
  ASSERT_FALSE(etag.empty());
  EXPECT_EQ(first.headers["cache-control"], "public, max-age=30");
  auto again = http("GET", stack->url("/api/casinos"), "", {"If-None-Match: " + etag});
  EXPECT_EQ(again.status, 304);
  EXPECT_TRUE(again.body.empty());
  EXPECT_EQ(again.headers["etag"], etag);
  EXPECT_EQ(http("GET", stack->url("/api/casinos"), "", {"If-None-Match: \"baska\""}).status, 200);

  write_casino(*writer, "Yeni Casino", "yeni-casino");
  stack->wait_all_projected();
  eventually([&] { return stack->get("/api/casinos").body.find("Yeni Casino") != std::string::npos; });
  auto changed = http("GET", stack->url("/api/casinos"), "", {"If-None-Match: " + etag});
  EXPECT_EQ(changed.status, 200) << "the old ETag no longer matches";
  EXPECT_NE(changed.headers["etag"], etag);
  EXPECT_TRUE(stack->admin("POST", "/api/admin/casinos", "{}").headers["etag"].empty()) << "commands are not cached";
}

// What one request's answer is, without the transport: status, headers, body.
std::string describe(const HttpReply& r) {
  std::string out = std::to_string(r.status) + "\n";
  for (const auto& [name, value] : r.headers) out += name + ": " + value + "\n";
  return out + "\n" + r.body;
}

// A kept answer is written by the server itself on its I/O thread (a plain GET); a request with
// If-None-Match always takes the handler's way. Both must give the same answer, byte for byte in
// the body and header for header, in every coding.
TEST_F(PublicRead, KeptAnswersAreTheSameAsTheHandlersAnswers) {
  // A large answer too: those are written from a file with sendfile (every coding at its offset).
  std::string long_text;
  for (int i = 0; i < 400; ++i) long_text += "<p>Uzun yazının " + std::to_string(i) + ". paragrafı: çeşitli şans oyunları.</p>";
  write_post(*writer, {.title = "Çok Uzun Yazı", .slug = "cok-uzun-yazi", .content = long_text});
  stack->wait_all_projected();
  stack->wait_sitemap_built();  // no rebuild between the kept answer and the handler's
  ASSERT_GE(stack->get("/api/blog/cok-uzun-yazi").body.size(), 20000u);
  for (const char* target : {"/api/casinos", "/api/promotions?limit=2", "/api/promotions/search?page=1", "/bonuslar",
                             "/", "/sitemap.xml", "/api/promotions/yok", "/api/blog/cok-uzun-yazi"}) {
    for (const std::string coding : {"", "gzip", "br", "gzip, br", "identity"}) {
      std::vector<std::string> headers;
      if (!coding.empty()) headers.push_back("Accept-Encoding: " + coding);
      auto plain = [&] { return http("GET", stack->url(target), "", headers); };
      plain();  // kept from now on (a 200)
      auto kept = plain();
      auto forced = headers;
      forced.push_back("If-None-Match: \"baska\"");
      auto computed = http("GET", stack->url(target), "", forced);
      EXPECT_EQ(describe(kept), describe(computed)) << target << " in '" << coding << "'";
      if (kept.status == 200) {
        EXPECT_FALSE(kept.headers["x-content-type-options"].empty()) << target;
      }
    }
  }
}

// Raw HTTP/1.1 over one connection: what the server wrote, until it closed or `until` was seen
// `count` times. `slow`: a small receive buffer read in small pieces with pauses, so the server
// finds the connection full and has to wait for room.
std::string exchange(unsigned short port, const std::string& requests, const std::string& until, int count,
                     bool slow = false) {
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  if (slow) {
    int small = 2048;
    ::setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &small, sizeof small);
  }
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(port);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) return "connect failed";
  timeval tv{10, 0};
  ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  (void)::send(fd, requests.data(), requests.size(), 0);
  std::string got;
  char buf[65536];
  auto seen = [&] {
    int n = 0;
    for (auto at = got.find(until); at != std::string::npos; at = got.find(until, at + 1)) ++n;
    return n;
  };
  while (until.empty() || seen() < count) {
    if (slow) std::this_thread::sleep_for(1ms);
    ssize_t n = ::recv(fd, buf, sizeof buf, 0);
    if (n <= 0) break;
    got.append(buf, static_cast<std::size_t>(n));
  }
  ::close(fd);
  return got;
}

TEST_F(PublicRead, KeptAnswersKeepPipelinedRequestsInOrderAndCloseWhenAsked) {
  ASSERT_EQ(stack->get("/api/casinos").status, 200);
  ASSERT_EQ(stack->get("/api/categories").status, 200);
  const auto port = stack->port();
  const std::string casinos = stack->get("/api/casinos").body, categories = stack->get("/api/categories").body;
  // Three requests in one write: two kept answers around one that is not kept.
  std::string got = exchange(port,
                             "GET /api/casinos HTTP/1.1\r\nHost: x\r\n\r\n"
                             "GET /api/promotions/yok HTTP/1.1\r\nHost: x\r\n\r\n"
                             "GET /api/categories HTTP/1.1\r\nHost: x\r\n\r\n",
                             "HTTP/1.1 ", 3);
  auto first = got.find(casinos), second = got.find("404 Not Found"), third = got.find(categories);
  ASSERT_NE(first, std::string::npos) << got.substr(0, 400);
  ASSERT_NE(second, std::string::npos);
  ASSERT_NE(third, std::string::npos);
  EXPECT_LT(first, second);
  EXPECT_LT(second, third);
  // Connection: close is honoured: the answer says so and the server closes (recv ends).
  std::string closed = exchange(port, "GET /api/casinos HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", "", 0);
  EXPECT_NE(closed.find("\r\nConnection: close\r\n"), std::string::npos) << closed.substr(0, 400);
  EXPECT_EQ(closed.substr(closed.size() - casinos.size()), casinos);
  // HTTP/1.0 and HEAD take the handler's way and are answered as before.
  std::string head = exchange(port, "HEAD /api/casinos HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", "", 0);
  EXPECT_EQ(head.find(casinos), std::string::npos) << "no body for HEAD";
  EXPECT_NE(head.find("Content-Length: " + std::to_string(casinos.size())), std::string::npos) << head;
}

// A kept answer larger than the connection's send buffer (several MB: the whole list): a client
// reading at a normal pace gets all of it (the server waits for room), but one reading a little
// at a time is cut at the answer's one send deadline, however often it makes room: it cannot hold
// the connection and the kept answer for ever.
TEST(KeptAnswers, ASlowReaderIsCutAtTheSendDeadline) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_SEND_TIMEOUT_MS", "1500"}});
  stack.start_worker();
  ASSERT_EQ(stack.run_worker_command({"seed", "--promotions", "6000"}), 0) << stack.logs();
  stack.wait_all_projected();
  stack.start_api();
  const std::string large = stack.get("/api/promotions").body;
  ASSERT_GE(large.size(), 5'000'000u) << "larger than a loopback send buffer grows to";
  ASSERT_TRUE(stack.get("/api/promotions").body == large);  // kept now
  // Read through a connection that stays full (a normal reader, a little slower than the server).
  std::string whole = exchange(stack.port(), "GET /api/promotions HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", "", 0);
  ASSERT_GE(whole.size(), large.size()) << "the answer was cut short";
  EXPECT_TRUE(whole.compare(whole.size() - large.size(), large.size(), large) == 0) << "the body differs";
  EXPECT_NE(whole.find("Content-Length: " + std::to_string(large.size()) + "\r\n"), std::string::npos);
  // The same answer computed by the handler (an If-None-Match that matches nothing sends it that
  // way), written from memory: more than the socket takes at once, so the writer's first send
  // goes out in part and the rest follows; the pipelined request after it is answered after it.
  {
    const std::string forced = "GET /api/promotions HTTP/1.1\r\nHost: x\r\nIf-None-Match: \"baska\"\r\n";
    std::string two = exchange(stack.port(), forced + "\r\n" + forced + "Connection: close\r\n\r\n", "", 0);
    const auto first = two.find(large);
    ASSERT_NE(first, std::string::npos) << "the first answer from memory was cut or garbled";
    EXPECT_NE(two.find(large, first + large.size()), std::string::npos) << "the next answer did not follow whole";
  }
  // A reader that makes a little room every 100 ms for 4 s (each time the server could go on,
  // so no wait for room is long), then reads the rest at once: the answer's one deadline
  // (1.5 s) passed while it trickled, so what arrives is cut short.
  {
    int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    int small = 2048;
    ::setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &small, sizeof small);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(stack.port());
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ASSERT_EQ(::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
    timeval tv{10, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    const std::string request = "GET /api/promotions HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    (void)::send(fd, request.data(), request.size(), 0);
    std::size_t got = 0;
    char buf[65536];
    for (int i = 0; i < 40; ++i) {
      std::this_thread::sleep_for(100ms);
      const ssize_t n = ::recv(fd, buf, 2048, 0);
      if (n > 0) got += static_cast<std::size_t>(n);
    }
    for (ssize_t n; (n = ::recv(fd, buf, sizeof buf, 0)) > 0;) got += static_cast<std::size_t>(n);
    ::close(fd);
    EXPECT_LT(got, large.size()) << "a trickling reader held the answer past its send deadline";
  }

  // Clients that go away in the middle of it (a reset while the server waits for room) cost
  // their connection only: the api goes on answering.
  for (int round = 0; round < 4; ++round) {
    std::vector<int> fds;
    for (int i = 0; i < 16; ++i) {
      int fd = ::socket(AF_INET, SOCK_STREAM, 0);
      sockaddr_in addr{};
      addr.sin_family = AF_INET;
      addr.sin_port = htons(stack.port());
      addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
      ASSERT_EQ(::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
      const std::string request = "GET /api/promotions HTTP/1.1\r\nHost: x\r\n\r\n";
      (void)::send(fd, request.data(), request.size(), 0);
      fds.push_back(fd);
    }
    for (int fd : fds) {  // each has begun to receive; closed with its answer unread
      char buf[65536];
      (void)::recv(fd, buf, sizeof buf, 0);
      ::close(fd);
      std::this_thread::sleep_for(1ms);
    }
  }
  std::this_thread::sleep_for(200ms);
  EXPECT_EQ(stack.get("/api/categories").status, 200) << "the api is still there";
}

TEST_F(PublicRead, EveryEventWasApplied) {
  auto dead = sql_rows(stack->pg_url(), "SELECT type, reason FROM proj.dead_letters");
  EXPECT_TRUE(dead.empty()) << dead[0][0] << ": " << dead[0][1];
}

}  // namespace
