// The back office's paged lists end to end: every list answers one page with the number of rows
// that match (no silent cap), in each of its sorts, with each of its filters, and searched with
// the public search's Turkish folding ('hos' finds 'Hoş'). Real api, worker, Kafka and Postgres.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <set>
#include <thread>

#include "events/envelope.hpp"
#include "events/producer.hpp"
#include "shared_stack_suite.hpp"
#include "stack.hpp"

using testing_support::Stack;
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {

class AdminLists : public testing_support::SharedStackSuite<AdminLists> {
 protected:
  static json::object post(const std::string& path, const json::value& body, long expected = 201) {
    auto r = stack->admin("POST", path, body.is_null() ? "" : json::serialize(body));
    EXPECT_EQ(r.status, expected) << path << ": " << r.body;
    return r.body.empty() ? json::object{} : json::parse(r.body).as_object();
  }
  static json::object page(const std::string& path) {
    auto r = stack->admin("GET", path);
    EXPECT_EQ(r.status, 200) << path << ": " << r.body;
    return json::parse(r.body).as_object();
  }
  // The values of `field` on the page `path` answers, in its order.
  static std::vector<std::string> column(const std::string& path, const std::string& field) {
    std::vector<std::string> out;
    const auto answer = page(path);
    for (const auto& x : answer.at("items").as_array()) {
      const auto& v = x.at(field);
      out.push_back(v.is_string() ? std::string(v.as_string()) : json::serialize(v));
    }
    return out;
  }
  static long long total(const std::string& path) { return page(path).at("total").as_int64(); }
  static long status_of(const std::string& path) { return stack->admin("GET", path).status; }
  static std::string id_of(const json::object& o) { return std::string(o.at("id").as_string()); }

  static json::object casino(const std::string& name) {
    return post("/api/admin/casinos", json::object{{"name", name},
                                                   {"url", "https://casino.example.com"},
                                                   {"logo_url", "https://casino.example.com/l.png"},
                                                   {"description", "<p>Lisanslı bir casino.</p>"}});
  }
  static json::object promotion(const std::string& title, const std::string& casino_id, const std::string& category_id,
                                const std::string& expiry = "") {
    return post("/api/admin/promotions", json::object{{"title", title},
                                                      {"short_description", "İlk yatırıma bonus fırsatı"},
                                                      {"description", "<p>Detaylar burada</p>"},
                                                      {"url", "https://casino.example.com/bonus"},
                                                      {"terms", ""},
                                                      {"casino_id", casino_id},
                                                      {"category_id", category_id},
                                                      {"expiry_date", expiry}});
  }
};

// Promotions: 7 rows over two casinos and two categories, one inactive, one expired.
TEST_F(AdminLists, PromotionsPageSortFilterAndSearch) {
  auto sans = id_of(casino("Şans Kapısı")), arena = id_of(casino("Arena Bet"));
  auto cat_a = id_of(post("/api/admin/categories", json::object{{"name", "Çevrimsiz"}, {"slug", "cevrimsiz"}}));
  auto cat_b = id_of(post("/api/admin/categories", json::object{{"name", "Deneme"}, {"slug", "deneme"}}));
  std::vector<std::string> ids;
  for (const auto& [title, c, k] : std::vector<std::tuple<std::string, std::string, std::string>>{
           {"Hoş Geldin Bonusu", sans, cat_a},
           {"Çarşamba Freespin", sans, cat_a},
           {"Ilık Kayıp Bonusu", sans, cat_b},
           {"Zirve Kampanyası", arena, cat_b},
           {"Bahar İndirimi", arena, cat_a},
           {"Ödüllü Turnuva", arena, cat_b}})
    ids.push_back(id_of(promotion(title, c, k)));
  auto expired = id_of(promotion("Geçmiş Hoşluk", arena, cat_a, "2020-01-31"));
  post("/api/admin/promotions/" + ids[5] + "/deactivate", nullptr, 200);

  const std::string base = "/api/admin/promotions";
  auto first = page(base + "?page_size=3");
  EXPECT_EQ(first.at("total").as_int64(), 7) << "the total is every matching row, not the page";
  EXPECT_EQ(first.at("items").as_array().size(), 3u);
  EXPECT_EQ(first.at("page").as_int64(), 1);
  EXPECT_EQ(first.at("sort").as_string(), "created");
  EXPECT_EQ(first.at("order").as_string(), "desc");
  EXPECT_EQ(first.at("items").at(0).at("id").as_string(), expired) << "newest first by default";
  std::set<std::string> seen;
  for (int p = 1; p <= 3; ++p)
    for (const auto& id : column(base + "?page_size=3&page=" + std::to_string(p), "id")) seen.insert(id);
  EXPECT_EQ(seen.size(), 7u) << "the pages together hold every row once";
  EXPECT_TRUE(page(base + "?page_size=3&page=4").at("items").as_array().empty());
  EXPECT_EQ(total(base + "?page_size=3&page=4"), 7);

  // Each sort, both ways; Turkish alphabetical order (Ç after C, I before İ, Ö after O, Ş after S).
  EXPECT_EQ(column(base + "?sort=title&order=asc", "title"),
            (std::vector<std::string>{"Bahar İndirimi", "Çarşamba Freespin", "Geçmiş Hoşluk", "Hoş Geldin Bonusu",
                                      "Ilık Kayıp Bonusu", "Ödüllü Turnuva", "Zirve Kampanyası"}));
  auto desc = column(base + "?sort=title&order=desc", "title");
  EXPECT_EQ(desc.front(), "Zirve Kampanyası");
  EXPECT_EQ(desc.back(), "Bahar İndirimi");
  auto by_casino = column(base + "?sort=casino&order=asc", "id");
  EXPECT_EQ(std::set<std::string>(by_casino.begin(), by_casino.begin() + 4),
            (std::set<std::string>{ids[3], ids[4], ids[5], expired}))
      << "Arena Bet before Şans Kapısı";
  auto by_category = column(base + "?sort=category&order=desc", "category");
  EXPECT_EQ(by_category.front(), "Deneme");
  EXPECT_EQ(by_category.back(), "Çevrimsiz");
  auto by_status = column(base + "?sort=status&order=asc", "status");
  EXPECT_EQ(by_status, (std::vector<std::string>{"active", "active", "active", "active", "active", "inactive", "expired"}));
  EXPECT_EQ(column(base + "?sort=expiry&order=asc", "id").front(), expired) << "no expiry sorts last ascending";
  EXPECT_EQ(column(base + "?sort=created&order=asc", "id").front(), ids[0]);

  // Filters, alone and together.
  EXPECT_EQ(total(base + "?status=active"), 5);
  EXPECT_EQ(column(base + "?status=inactive", "id"), std::vector<std::string>{ids[5]});
  EXPECT_EQ(column(base + "?status=expired", "id"), std::vector<std::string>{expired});
  EXPECT_EQ(total(base + "?status=all"), 7);
  EXPECT_EQ(total(base + "?casino_id=" + sans), 3);
  EXPECT_EQ(total(base + "?category_id=" + cat_b), 3);
  EXPECT_EQ(total(base + "?casino_id=" + arena + "&category_id=" + cat_a + "&status=active"), 1);

  // The public search's folding: 'hos' finds 'Hoş' (and 'Hoşluk'), 'HOŞ' too; 'ılık' finds 'Ilık'.
  EXPECT_EQ(total(base + "?search=hos"), 2);
  EXPECT_EQ(total(base + "?search=HO%C5%9E"), 2);
  EXPECT_EQ(column(base + "?search=%C4%B1l%C4%B1k", "id"), std::vector<std::string>{ids[2]});
  EXPECT_EQ(total(base + "?search=hos&status=active"), 1);
  EXPECT_EQ(total(base + "?search=100%25"), 0) << "% is literal";

  // What is refused: an unknown sort or direction, a page size over the cap, a bad filter.
  EXPECT_EQ(status_of(base + "?sort=description"), 422);
  EXPECT_EQ(status_of(base + "?sort=title;DROP"), 422);
  EXPECT_EQ(status_of(base + "?order=up"), 422);
  EXPECT_EQ(status_of(base + "?page_size=101"), 422);
  EXPECT_EQ(status_of(base + "?page=0"), 422);
  EXPECT_EQ(status_of(base + "?status=deleted"), 422);
  EXPECT_EQ(status_of(base + "?casino_id=abc"), 422);
  EXPECT_EQ(page(base + "?page_size=100").at("page_size").as_int64(), 100);
}

TEST_F(AdminLists, CasinosPageSortFilterAndSearch) {
  // The suite's other tests add casinos too: this one looks at its own, the ones named "... Liman".
  auto zeta = casino("Zeta Liman");
  auto cark = post("/api/admin/casinos", json::object{{"name", "Çark Liman"},
                                                      {"url", "https://cark.example.com"},
                                                      {"logo_url", "https://cark.example.com/l.png"},
                                                      {"description", "<p>Lisanslı bir casino.</p>"},
                                                      {"rating", 4.5},
                                                      {"featured", true}});
  auto cevher = casino("Cevher Liman");
  auto p = promotion("Çark Bonusu", id_of(cark), "");
  const std::string base = "/api/admin/casinos?search=liman";
  EXPECT_EQ(total(base), 3);
  EXPECT_GE(total("/api/admin/casinos"), 3);
  EXPECT_EQ(column(base + "&sort=name&order=asc", "name"),
            (std::vector<std::string>{"Cevher Liman", "Çark Liman", "Zeta Liman"}));
  EXPECT_EQ(column(base + "&sort=rating&order=desc", "name").back(), "Çark Liman") << "no rating first descending";
  EXPECT_EQ(column(base + "&sort=rating&order=asc", "name").front(), "Çark Liman");
  EXPECT_EQ(column(base + "&sort=promotions&order=desc&page_size=1", "name"), std::vector<std::string>{"Çark Liman"});
  EXPECT_EQ(column(base + "&sort=created&order=asc&page_size=1", "id"), std::vector<std::string>{id_of(zeta)});
  EXPECT_EQ(column(base + "&featured=true", "id"), std::vector<std::string>{id_of(cark)});
  EXPECT_EQ(total(base + "&featured=false"), 2);
  EXPECT_EQ(column("/api/admin/casinos?search=cark", "id"), std::vector<std::string>{id_of(cark)}) << "'cark' finds 'Çark'";
  EXPECT_EQ(column("/api/admin/casinos?search=%C3%A7ark", "id"), std::vector<std::string>{id_of(cark)});
  const auto found = page("/api/admin/casinos?search=cark");
  EXPECT_EQ(found.at("items").at(0).at("promo_count").as_int64(), 1);
  auto one = stack->admin("GET", "/api/admin/casinos/" + id_of(cevher));
  EXPECT_EQ(one.status, 200);
  EXPECT_EQ(json::parse(one.body).at("name").as_string(), "Cevher Liman") << "the edit form reads one casino";
  EXPECT_EQ(stack->admin("GET", "/api/admin/casinos/6f1c2a8e-5b7d-4e0f-8c3a-9d2b1e4f7a60").status, 404);
  EXPECT_EQ(stack->admin("DELETE", "/api/admin/promotions/" + id_of(p)).status, 204);
}

// Comments: more than the old silent cap would matter for is not needed to show the total is
// every row; the oldest is found by sorting, a rating and a promotion narrow it.
TEST_F(AdminLists, CommentsPageSortFilterAndSearch) {
  auto p = id_of(promotion("Yorumlu Kampanya", "", ""));
  auto q = id_of(promotion("Sessiz Kampanya", "", ""));
  events::EventProducer producer({stack->brokers(), 10000ms});
  std::vector<std::string> ids;
  int n = 0;
  for (auto [promo, name, text, rating] : {std::tuple{p, "Ayşe", "Hoş bir bonus, çok memnun kaldım", 5},
                                           std::tuple{p, "Mehmet", "Çevrim şartı ağır", 2},
                                           std::tuple{q, "Işıl", "Fena değil", 3},
                                           std::tuple{p, "Can", "Güzel", 5}}) {
    std::string id = events::new_uuid();
    ids.push_back(id);
    auto e = events::make_event("comment.posted", 1, "visitor:test", promo,
                                json::object{{"id", id},
                                             {"promotion_id", promo},
                                             {"user_name", name},
                                             {"comment", text},
                                             {"rating", rating},
                                             {"created_at", "2026-01-0" + std::to_string(++n) + "T10:00:00.000Z"}});
    producer.produce(stack->topic("engagement"), promo, events::encode(e));
  }
  const std::string base = "/api/admin/comments";
  for (int i = 0; i < 100 && total(base) < 4; ++i) std::this_thread::sleep_for(100ms);
  EXPECT_EQ(total(base + "?page_size=1"), 4);
  EXPECT_EQ(column(base + "?page_size=2", "id"), (std::vector<std::string>{ids[3], ids[2]})) << "newest first";
  EXPECT_EQ(column(base + "?page_size=2&page=2", "id"), (std::vector<std::string>{ids[1], ids[0]}));
  EXPECT_EQ(column(base + "?sort=created&order=asc&page_size=1", "id"), std::vector<std::string>{ids[0]})
      << "the oldest comment";
  EXPECT_EQ(column(base + "?sort=rating&order=asc", "id").front(), ids[1]);
  EXPECT_EQ(column(base + "?sort=rating&order=desc", "rating").front(), "5");
  EXPECT_EQ(total(base + "?rating=5"), 2);
  EXPECT_EQ(total(base + "?promotion_id=" + q), 1);
  EXPECT_EQ(total(base + "?rating=5&promotion_id=" + p), 2);
  EXPECT_EQ(column(base + "?search=hos", "id"), std::vector<std::string>{ids[0]}) << "'hos' finds 'Hoş'";
  EXPECT_EQ(column(base + "?search=isil", "id"), std::vector<std::string>{ids[2]}) << "the user's name";
  EXPECT_EQ(total(base + "?search=yorumlu"), 3) << "the promotion's title";
  EXPECT_EQ(status_of(base + "?rating=6"), 422);

  // Unsearched, the totals come from the projection's kept numbers (comment_totals), not a
  // count: an edit that changes a rating moves one, a deletion takes one away, and each agrees
  // with the rows.
  auto edited = stack->admin("PUT", base + "/" + ids[1],
                             json::serialize(json::object{{"user_name", "Mehmet"}, {"comment", "Çevrim şartı ağır ama olur"}, {"rating", 4}}));
  EXPECT_EQ(edited.status, 200) << edited.body;
  auto removed = stack->admin("DELETE", base + "/" + ids[3]);
  EXPECT_LT(removed.status, 300) << removed.body;
  for (int i = 0; i < 100 && total(base) != 3; ++i) std::this_thread::sleep_for(100ms);
  EXPECT_EQ(total(base), 3);
  EXPECT_EQ(total(base + "?rating=2"), 0) << "the edited rating left 2";
  EXPECT_EQ(total(base + "?rating=4"), 1) << "and arrived at 4";
  EXPECT_EQ(total(base + "?rating=5"), 1) << "the deleted 5 is gone";
  for (int r = 1; r <= 5; ++r)
    EXPECT_EQ(total(base + "?rating=" + std::to_string(r)),
              testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM proj.comments WHERE rating = " + std::to_string(r)))
        << "rating " << r;
}

// Unfiltered, the promotions' total is the projection's kept number (promotion_totals), and an
// ASCII search alone is counted in the narrow copy of the search column (promotion_search): both
// follow a creation, an edit and a deletion, and agree with the rows.
TEST_F(AdminLists, PromotionsTotalKeptByTheProjection) {
  const std::string base = "/api/admin/promotions";
  const auto rows = [] { return testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM proj.promotions"); };
  const auto before = total(base);
  EXPECT_EQ(before, rows());
  auto id = id_of(promotion("Sayılan Kampanya", "", ""));
  EXPECT_EQ(total(base), before + 1);
  EXPECT_EQ(total(base + "?search=sayilan"), 1);
  post("/api/admin/promotions/" + id + "/deactivate", nullptr, 200);
  EXPECT_EQ(total(base + "?search=sayilan"), 1) << "a change that leaves the text keeps its search row";
  auto renamed = stack->admin("PUT", base + "/" + id,
                              json::serialize(json::object{{"title", "Yeniden Adlanan Kampanya"},
                                                           {"short_description", "İlk yatırıma bonus fırsatı"},
                                                           {"description", "<p>Detaylar burada</p>"},
                                                           {"url", "https://casino.example.com/bonus"},
                                                           {"terms", ""}}));
  EXPECT_EQ(renamed.status, 200) << renamed.body;
  EXPECT_EQ(total(base + "?search=sayilan"), 0) << "the old title no longer matches";
  EXPECT_EQ(total(base + "?search=adlanan"), 1);
  auto removed = stack->admin("DELETE", base + "/" + id);
  EXPECT_LT(removed.status, 300) << removed.body;
  for (int i = 0; i < 100 && total(base) != before; ++i) std::this_thread::sleep_for(100ms);
  EXPECT_EQ(total(base), before);
  EXPECT_EQ(total(base), rows());
  EXPECT_EQ(total(base + "?search=adlanan"), 0);
}

TEST_F(AdminLists, BlogCategoriesAndSplashAds) {
  for (auto title : {"Şanslı Günler Rehberi", "Bonus Çevrimi Nedir", "Ana Sayfa Haberleri"})
    post("/api/admin/blog-posts", json::object{{"title", title},
                                               {"excerpt", "Bu hafta öne çıkan bonusların özeti."},
                                               {"content", "<p>" + std::string(80, 'i') + "</p>"},
                                               {"category", "Rehber"}});
  auto posts = page("/api/admin/blog-posts?sort=title&order=asc").at("items").as_array();
  ASSERT_EQ(posts.size(), 3u);
  EXPECT_EQ(posts[0].at("title").as_string(), "Ana Sayfa Haberleri");
  EXPECT_EQ(posts[2].at("title").as_string(), "Şanslı Günler Rehberi");
  post("/api/admin/blog-posts/" + std::string(posts[1].at("id").as_string()) + "/publish", nullptr, 200);
  const std::string blog = "/api/admin/blog-posts";
  EXPECT_EQ(column(blog + "?published=true", "title"), std::vector<std::string>{"Bonus Çevrimi Nedir"});
  EXPECT_EQ(total(blog + "?published=false"), 2);
  EXPECT_EQ(column(blog + "?sort=status&order=desc&page_size=1", "title"), std::vector<std::string>{"Bonus Çevrimi Nedir"});
  EXPECT_EQ(column(blog + "?sort=published&order=asc&page_size=1", "title"), std::vector<std::string>{"Bonus Çevrimi Nedir"});
  EXPECT_EQ(total(blog + "?sort=views"), 3);
  EXPECT_EQ(column(blog + "?sort=created&order=asc&page_size=1", "title"), std::vector<std::string>{"Şanslı Günler Rehberi"});
  EXPECT_EQ(column(blog + "?search=sansli", "title"), std::vector<std::string>{"Şanslı Günler Rehberi"});

  // The suite's other tests add categories too: this one looks at its own, "... Grubu".
  for (auto [name, slug] : {std::pair{"Üyelik Grubu", "uyelik"}, std::pair{"Kayıp Grubu", "kayip"},
                            std::pair{"İade Grubu", "iade"}})
    post("/api/admin/categories", json::object{{"name", name}, {"slug", slug}});
  const std::string cats = "/api/admin/categories?search=grubu";
  EXPECT_EQ(column(cats, "name"), (std::vector<std::string>{"İade Grubu", "Kayıp Grubu", "Üyelik Grubu"}))
      << "by name in Turkish order by default";
  EXPECT_EQ(column(cats + "&sort=name&order=desc&page_size=1", "name"), std::vector<std::string>{"Üyelik Grubu"});
  EXPECT_EQ(total(cats + "&sort=promotions"), 3);
  EXPECT_EQ(column(cats + "&sort=created&order=asc&page_size=1", "name"), std::vector<std::string>{"Üyelik Grubu"});
  EXPECT_EQ(column("/api/admin/categories?search=%C3%BCyelik", "name"), std::vector<std::string>{"Üyelik Grubu"});
  EXPECT_EQ(total(cats + "&active=true"), 3);
  EXPECT_EQ(total(cats + "&active=false"), 0);

  auto ad = post("/api/admin/splash-ads", json::object{{"title", "Yaz kampanyası"},
                                                      {"href", "https://example.com/yaz"},
                                                      {"image_url", "/uploads/splash-ads/yaz.png"}});
  post("/api/admin/splash-ads", json::object{{"title", "Kış Fırsatı"},
                                             {"href", "https://example.com/kis"},
                                             {"image_url", "/uploads/splash-ads/kis.png"}});
  auto r = stack->admin("PUT", "/api/admin/splash-ads/" + id_of(ad) + "/active", R"({"is_active":false})");
  EXPECT_EQ(r.status, 200) << r.body;
  const std::string ads = "/api/admin/splash-ads";
  EXPECT_EQ(column(ads + "?sort=title&order=asc", "title"), (std::vector<std::string>{"Kış Fırsatı", "Yaz kampanyası"}));
  EXPECT_EQ(column(ads + "?sort=status&order=asc&page_size=1", "title"), std::vector<std::string>{"Yaz kampanyası"});
  EXPECT_EQ(column(ads + "?sort=created&order=desc&page_size=1", "title"), std::vector<std::string>{"Kış Fırsatı"});
  EXPECT_EQ(column(ads + "?active=false", "title"), std::vector<std::string>{"Yaz kampanyası"});
  EXPECT_EQ(column(ads + "?search=kis", "title"), std::vector<std::string>{"Kış Fırsatı"});
}

}  // namespace
