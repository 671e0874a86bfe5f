// The admin command API end to end: every command of the back office becomes its event with the
// agreed payload, answers with the projected entity, and refuses bad input with the spec's
// messages. Also the admin reads and the dashboard. Real api, worker, Kafka and Postgres.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <map>
#include <regex>
#include <thread>

#include "events/catalogue.hpp"
#include "events/consumer.hpp"
#include "events/envelope.hpp"
#include "events/producer.hpp"
#include "shared_stack_suite.hpp"
#include "stack.hpp"

using testing_support::HttpReply;
using testing_support::Stack;
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {

class AdminCommands : public testing_support::SharedStackSuite<AdminCommands> {
 protected:
  static json::value call(const std::string& method, const std::string& path, const json::value& body,
                          long expected) {
    auto r = stack->admin(method, path, body.is_null() ? "" : json::serialize(body));
    EXPECT_EQ(r.status, expected) << method << " " << path << ": " << r.body;
    if (r.body.empty()) return nullptr;
    return json::parse(r.body);
  }
  static json::object post(const std::string& path, const json::value& body, long expected = 201) {
    auto v = call("POST", path, body, expected);
    return v.is_object() ? v.as_object() : json::object{};
  }
  static json::object put(const std::string& path, const json::value& body, long expected = 200) {
    auto v = call("PUT", path, body, expected);
    return v.is_object() ? v.as_object() : json::object{};
  }
  static json::value get(const std::string& path) { return call("GET", path, nullptr, 200); }
  // Every (field, message) of a 422.
  static std::map<std::string, std::string> errors(const std::string& method, const std::string& path,
                                                   const json::value& body) {
    auto r = stack->admin(method, path, json::serialize(body));
    EXPECT_EQ(r.status, 422) << method << " " << path << ": " << r.body;
    std::map<std::string, std::string> out;
    auto err = json::parse(r.body).at("error").as_object();
    if (auto* d = err.if_contains("details"))
      for (const auto& e : d->as_array())
        out[std::string(e.at("field").as_string())] = std::string(e.at("message").as_string());
    else
      out[std::string(err.at("field").as_string())] = std::string(err.at("message").as_string());
    return out;
  }
  static std::string error_message(const HttpReply& r) {
    return std::string(json::parse(r.body).at("error").at("message").as_string());
  }
  static std::string id_of(const json::object& o) { return std::string(o.at("id").as_string()); }

  // Every event of `type` on a topic of the suite, oldest first.
  static std::vector<events::Envelope> events_of(const std::string& kind, const std::string& type) {
    events::EventConsumer reader(stack->brokers(), "admin-commands-check");
    auto topic = stack->topic(kind);
    int32_t partitions = reader.partition_count(topic, 5s);
    std::vector<events::PartitionOffset> start;
    int64_t total = 0;
    for (int32_t p = 0; p < partitions; ++p) {
      start.push_back({topic, p, 0});
      total += reader.high_watermark(topic, p, 5s);
    }
    reader.assign(start);
    std::vector<events::Envelope> out;
    int64_t seen = 0;
    auto deadline = std::chrono::steady_clock::now() + 20s;
    while (seen < total && std::chrono::steady_clock::now() < deadline) {
      for (const auto& m : reader.poll_batch(1000, 300ms)) {
        ++seen;
        auto e = events::decode(m.value);
        if (e.type == type) out.push_back(std::move(e));
      }
    }
    EXPECT_EQ(seen, total) << "could not read the whole topic " << topic;
    return out;
  }
  static std::optional<events::Envelope> last_event_for(const std::string& kind, const std::string& type,
                                                        const std::string& key) {
    std::optional<events::Envelope> found;
    for (auto& e : events_of(kind, type))
      if (e.key == key) found = e;
    return found;
  }

  static json::object promotion_body(const std::string& title) {
    return json::object{{"title", title},
                        {"short_description", "İlk yatırıma yüzde yüz bonus fırsatı"},
                        {"description", "<h2>Detaylar</h2><p>Geçerli <script>alert(1)</script>oyunlar</p>"},
                        {"url", "https://casino.example.com/bonus"},
                        {"terms", "Min. yatırım 100 TL\n\n  35x çevrim  \n \nSadece yeni üyeler"},
                        {"promotion_code", ""},
                        {"image_url", ""},
                        {"expiry_date", ""}};
  }
  static json::object blog_body(const std::string& title) {
    return json::object{{"title", title},
                        {"excerpt", "Bu hafta öne çıkan bonusların özeti."},
                        {"content", "<p>" + std::string(80, 'i') + " <img src=x onerror=alert(1)></p>"},
                        {"category", "Rehber"}};
  }
};

// ---- categories ----

TEST_F(AdminCommands, CategoryRules) {
  auto c =
      post("/api/admin/categories",
           json::object{{"name", "Hoş Geldin Bonusları"}, {"slug", " Hoş Geldin "}, {"description", ""}});
  EXPECT_EQ(c.at("slug").as_string(), "hos-geldin");
  EXPECT_TRUE(c.at("description").is_null()) << "an empty description is stored as null";
  EXPECT_EQ(c.at("is_active"), true);
  auto ev = last_event_for("content", "category.created", id_of(c));
  ASSERT_TRUE(ev);
  EXPECT_EQ(ev->data.at("name").as_string(), "Hoş Geldin Bonusları");
  EXPECT_EQ(ev->actor.rfind("admin:", 0), 0u);

  auto dup = stack->admin("POST", "/api/admin/categories", R"({"name":"Başka","slug":"hos-geldin"})");
  EXPECT_EQ(dup.status, 409);
  EXPECT_EQ(error_message(dup), "Bu slug değeri zaten kullanılıyor. Lütfen benzersiz bir değer girin.");
  auto blank = errors("POST", "/api/admin/categories", json::object{{"name", "  "}, {"slug", " "}});
  EXPECT_EQ(blank["name"], "Kategori adı boş olamaz");
  EXPECT_EQ(blank["slug"], "Kategori slug değeri boş olamaz");

  auto other = post("/api/admin/categories", json::object{{"name", "Çevrimsiz"}, {"slug", "cevrimsiz"}});
  auto renamed =
      put("/api/admin/categories/" + id_of(other),
          json::object{{"name", "Çevrimsiz Bonuslar"}, {"slug", "cevrimsiz"}, {"is_active", false}});
  EXPECT_EQ(renamed.at("name").as_string(), "Çevrimsiz Bonuslar");
  EXPECT_EQ(renamed.at("is_active"), false);
  EXPECT_EQ(renamed.at("created_at"), other.at("created_at"));
  EXPECT_EQ(
      stack->admin("PUT", "/api/admin/categories/" + id_of(other), R"({"name":"x","slug":"hos-geldin"})")
          .status,
      409)
      << "another category's slug";

  // In use by a promotion: no delete.
  auto body = promotion_body("Kategorili bonus");
  body["category_id"] = id_of(c);
  auto p = post("/api/admin/promotions", body);
  EXPECT_EQ(p.at("category").as_string(), "Hoş Geldin Bonusları") << "the category's name is copied";
  auto in_use = stack->admin("DELETE", "/api/admin/categories/" + id_of(c));
  EXPECT_EQ(in_use.status, 409);
  EXPECT_EQ(error_message(in_use), "Bu kategori kullanımda olduğu için silinemez");
  EXPECT_EQ(stack->admin("DELETE", "/api/admin/promotions/" + id_of(p)).status, 204);
  EXPECT_EQ(stack->admin("DELETE", "/api/admin/categories/" + id_of(c)).status, 204);
  EXPECT_EQ(stack->admin("DELETE", "/api/admin/categories/" + id_of(c)).status, 404);

  auto list = get("/api/admin/categories").at("items").as_array();
  std::vector<std::string> names;
  for (const auto& x : list) names.emplace_back(x.at("name").as_string());
  EXPECT_NE(std::find(names.begin(), names.end(), "Çevrimsiz Bonuslar"), names.end())
      << "inactive ones are listed too";
}

// ---- promotions ----

TEST_F(AdminCommands, PromotionDescriptionStorageRoundTrip) {
  auto casino = post("/api/admin/casinos", json::object{{"name", "Şans Kapısı"},
                                                        {"url", "https://sans.example.com"},
                                                        {"logo_url", "https://sans.example.com/l.png"},
                                                        {"description", "<p>Lisanslı bir casino.</p>"}});
  auto body = promotion_body("Hoş Geldin Bonusu %100");
  body["casino_id"] = id_of(casino);
  auto p = post("/api/admin/promotions", body);
  std::string id = id_of(p);

  auto ev = last_event_for("content", "promotion.created", id);
  ASSERT_TRUE(ev);
  const auto& d = ev->data;
  EXPECT_EQ(d.at("description").as_string(),
            "<p>İlk yatırıma yüzde yüz bonus fırsatı</p><h2>Detaylar</h2><p>Geçerli oyunlar</p>")
      << "short paragraph, then the sanitised full HTML";
  EXPECT_EQ(d.at("terms"), json::parse(R"(["Min. yatırım 100 TL","35x çevrim","Sadece yeni üyeler"])"));
  EXPECT_TRUE(d.at("promotion_code").is_null());
  EXPECT_TRUE(d.at("image_url").is_null());
  EXPECT_TRUE(d.at("expiry_date").is_null());
  EXPECT_TRUE(d.at("category_id").is_null());
  EXPECT_EQ(d.at("is_active"), true);
  EXPECT_EQ(d.at("indexed"), false);
  for (const char* field : {"id", "title", "casino_id", "category", "url", "created_at", "updated_at"})
    EXPECT_TRUE(d.contains(field)) << field;

  // The form reads the two halves back.
  auto form = get("/api/admin/promotions/" + id).as_object();
  EXPECT_EQ(form.at("short_description").as_string(), "İlk yatırıma yüzde yüz bonus fırsatı");
  EXPECT_EQ(form.at("description").as_string(), "<h2>Detaylar</h2><p>Geçerli oyunlar</p>");
  EXPECT_EQ(form.at("terms").as_array().size(), 3u);
  EXPECT_EQ(form.at("casino").at("name").as_string(), "Şans Kapısı");
  EXPECT_EQ(form.at("status").as_string(), "active");

  // Update keeps created_at and the indexed flag; terms given as a list work too.
  body["terms"] = json::array{"  tek şart ", ""};
  body["promotion_code"] = "HOSGELDIN";
  auto updated = put("/api/admin/promotions/" + id, body);
  EXPECT_EQ(updated.at("promotion_code").as_string(), "HOSGELDIN");
  EXPECT_EQ(updated.at("created_at"), p.at("created_at"));
  auto uev = last_event_for("content", "promotion.updated", id);
  ASSERT_TRUE(uev);
  EXPECT_EQ(uev->data.at("terms"), json::parse(R"(["tek şart"])"));
}

TEST_F(AdminCommands, PromotionValidationMessages) {
  auto e = errors(
      "POST", "/api/admin/promotions",
      json::object{{"title", "A"}, {"short_description", "kısa"}, {"url", "casino"}, {"description", ""}});
  EXPECT_EQ(e["title"], "Promosyon başlığı en az 2 karakter olmalıdır");
  EXPECT_EQ(e["short_description"], "Kısa açıklama en az 10 karakter olmalıdır");
  EXPECT_EQ(e["url"], "Geçerli bir URL giriniz");
  auto body = promotion_body("Geçerli başlık");
  body["casino_id"] = "6f1c2a8e-5b7d-4e0f-8c3a-9d2b1e4f7a60";
  auto missing = errors("POST", "/api/admin/promotions", body);
  EXPECT_EQ(missing["casino_id"], "Casino bulunamadı");
  body.erase("casino_id");
  body["expiry_date"] = "31.12.2026";
  EXPECT_EQ(errors("POST", "/api/admin/promotions", body)["expiry_date"], "Geçerli bir bitiş tarihi giriniz");
}

TEST_F(AdminCommands, ActivationRequestsIndexingAndExpiredOnesCannotToggle) {
  auto casino = post("/api/admin/casinos", json::object{{"name", "Yıldız Bet"},
                                                        {"url", "https://yildiz.example.com"},
                                                        {"logo_url", "https://yildiz.example.com/l.png"},
                                                        {"description", "<p>Lisanslı bir casino.</p>"}});
  auto body = promotion_body("Çevrimsiz Yatırım Bonusu");
  body["casino_id"] = id_of(casino);
  body["is_active"] = false;
  auto p = post("/api/admin/promotions", body);
  std::string id = id_of(p);
  EXPECT_EQ(p.at("status").as_string(), "inactive");
  EXPECT_EQ(p.at("status_label").as_string(), "Pasif");

  auto on = post("/api/admin/promotions/" + id + "/activate", nullptr, 200);
  EXPECT_EQ(on.at("is_active"), true);
  EXPECT_EQ(on.at("indexed"), false);
  auto idx = last_event_for("jobs", "indexing.requested", "/bonuslar/yildiz-bet/cevrimsiz-yatirim-bonusu");
  ASSERT_TRUE(idx) << "an indexing request for the public link";
  EXPECT_EQ(idx->data.at("entity").as_string(), "promotion");
  EXPECT_EQ(idx->data.at("id").as_string(), id);
  EXPECT_TRUE(last_event_for("content", "promotion.activated", id));

  auto off = post("/api/admin/promotions/" + id + "/deactivate", nullptr, 200);
  EXPECT_EQ(off.at("is_active"), false);

  auto old = promotion_body("Süresi geçmiş kampanya");
  old["expiry_date"] = "2020-01-31";
  auto expired = post("/api/admin/promotions", old);
  EXPECT_EQ(expired.at("status").as_string(), "expired");
  EXPECT_EQ(expired.at("status_label").as_string(), "Süresi Dolmuş");
  auto toggle = stack->admin("POST", "/api/admin/promotions/" + id_of(expired) + "/deactivate");
  EXPECT_EQ(toggle.status, 409);
  EXPECT_EQ(error_message(toggle), "Süresi dolmuş bir promosyonun durumu değiştirilemez");
  EXPECT_EQ(stack->admin("POST", "/api/admin/promotions/" + id_of(expired) + "/activate").status, 409);

  bool listed = false;
  auto promotions = get("/api/admin/promotions");
  for (const auto& x : promotions.at("items").as_array())
    if (x.at("id") == expired.at("id")) listed = x.at("status").as_string() == "expired";
  EXPECT_TRUE(listed);
}

// ---- blog posts ----

TEST_F(AdminCommands, BlogPostLifecycle) {
  auto p = post("/api/admin/blog-posts", blog_body("Haftanın En İyi Bonusları"));
  std::string id = id_of(p);
  EXPECT_EQ(p.at("slug").as_string(), "haftanin-en-iyi-bonuslari") << "a clean slug from the title";
  auto twin = post("/api/admin/blog-posts", blog_body("Haftanın En İyi Bonusları"));
  EXPECT_TRUE(
      std::regex_match(std::string(twin.at("slug").as_string()), std::regex("haftanin-en-iyi-bonuslari-\\d{6}")))
      << "a title whose clean slug is taken gets the time suffix: " << twin.at("slug");
  EXPECT_EQ(stack->admin("DELETE", "/api/admin/blog-posts/" + id_of(twin)).status, 204);
  EXPECT_EQ(p.at("is_published"), false) << "a manual save creates a draft";
  EXPECT_TRUE(p.at("published_at").is_null());
  EXPECT_EQ(p.at("status_label").as_string(), "Taslak");
  EXPECT_EQ(std::string(p.at("content").as_string()).find("onerror"), std::string::npos);

  auto pub = post("/api/admin/blog-posts/" + id + "/publish", nullptr, 200);
  EXPECT_EQ(pub.at("is_published"), true);
  EXPECT_FALSE(pub.at("published_at").is_null());
  auto idx = last_event_for("jobs", "indexing.requested", "/blog/" + std::string(p.at("slug").as_string()));
  ASSERT_TRUE(idx);
  EXPECT_EQ(idx->data.at("entity").as_string(), "blog_post");
  EXPECT_EQ(stack->admin("POST", "/api/admin/blog-posts/" + id + "/publish").status, 409);

  std::this_thread::sleep_for(5ms);
  auto body = blog_body("Haftanın En İyi Bonusları (güncel)");
  auto upd = put("/api/admin/blog-posts/" + id, body);
  EXPECT_EQ(upd.at("is_published"), true) << "editing keeps the publish state";
  EXPECT_EQ(upd.at("published_at"), pub.at("published_at"));
  EXPECT_EQ(upd.at("slug"), p.at("slug")) << "no new slug given: the old one stays";
  EXPECT_NE(upd.at("updated_at"), pub.at("updated_at"));
  EXPECT_EQ(upd.at("created_at"), p.at("created_at"));

  auto draft = post("/api/admin/blog-posts/" + id + "/unpublish", nullptr, 200);
  EXPECT_EQ(draft.at("is_published"), false);
  EXPECT_TRUE(last_event_for("content", "blog_post.unpublished", id));

  body["slug"] = "Özel Adres";
  auto slugged = put("/api/admin/blog-posts/" + id, body);
  EXPECT_EQ(slugged.at("slug").as_string(), "ozel-adres");
  auto other = blog_body("Başka yazı");
  other["slug"] = "ozel-adres";
  auto taken = stack->admin("POST", "/api/admin/blog-posts", json::serialize(other));
  EXPECT_EQ(taken.status, 409);
  EXPECT_EQ(error_message(taken), "Bu slug değeri zaten kullanılıyor. Lütfen benzersiz bir değer girin.");

  EXPECT_EQ(stack->admin("DELETE", "/api/admin/blog-posts/" + id).status, 204);
  EXPECT_EQ(stack->admin("GET", "/api/admin/blog-posts/" + id).status, 404);
}

TEST_F(AdminCommands, BlogValidationMessages) {
  auto e = errors("POST", "/api/admin/blog-posts",
                  json::object{{"title", "A"}, {"excerpt", "kısa"}, {"content", "az"}, {"category", ""}});
  EXPECT_EQ(e["title"], "Blog başlığı en az 2 karakter olmalıdır");
  EXPECT_EQ(e["excerpt"], "Özet en az 10 karakter olmalıdır");
  EXPECT_EQ(e["content"], "İçerik en az 50 karakter olmalıdır");
  EXPECT_EQ(e["category"], "Kategori giriniz");
  // Content that is only a script is empty once cleaned.
  auto script = blog_body("Zararlı içerik");
  script["content"] = "<script>" + std::string(100, 'x') + "</script>";
  EXPECT_EQ(errors("POST", "/api/admin/blog-posts", script)["content"], "İçerik en az 50 karakter olmalıdır");
}

TEST_F(AdminCommands, BatchSavePublishesExactlyTheFirstN) {
  json::array posts;
  for (int i = 0; i < 4; ++i) {
    auto b = blog_body("Toplu Yazı " + std::to_string(i));
    b.erase("category");  // generated posts have none
    posts.push_back(b);
  }
  auto r = post("/api/admin/blog-posts/batch", json::object{{"posts", posts}, {"publish_count", 2}});
  auto saved = r.at("posts").as_array();
  ASSERT_EQ(saved.size(), 4u);
  for (std::size_t i = 0; i < saved.size(); ++i) {
    const auto& s = saved[i].as_object();
    EXPECT_EQ(s.at("title").as_string(), "Toplu Yazı " + std::to_string(i)) << "answered in the given order";
    EXPECT_EQ(s.at("is_published"), i < 2) << i;
    EXPECT_EQ(s.at("published_at").is_null(), i >= 2) << i;
    EXPECT_EQ(s.at("author").as_string(), "Yapay Zeka Yazarı") << "batch posts are signed in Turkish";
    EXPECT_EQ(s.at("indexed"), false);
    EXPECT_TRUE(std::regex_match(std::string(s.at("slug").as_string()), std::regex("toplu-yazi-\\d-\\d{4}")))
        << s.at("slug");
  }
  std::set<std::string> slugs;
  for (const auto& s : saved) slugs.insert(std::string(s.at("slug").as_string()));
  EXPECT_EQ(slugs.size(), 4u);

  auto none = post("/api/admin/blog-posts/batch",
                   json::object{{"posts", json::array{posts[0]}}, {"publish_count", 0}});
  EXPECT_EQ(none.at("posts").at(0).at("is_published"), false);
  EXPECT_EQ(errors("POST", "/api/admin/blog-posts/batch", json::object{{"posts", json::array{}}})["posts"],
            "En az 1 içerik oluşturmalısınız");
  auto bad = posts;
  bad[1].as_object()["title"] = "x";
  EXPECT_EQ(errors("POST", "/api/admin/blog-posts/batch", json::object{{"posts", bad}})["posts[1].title"],
            "Blog başlığı en az 2 karakter olmalıdır");
}

// ---- comments ----

TEST_F(AdminCommands, CommentsEditDeleteSearchAndFilter) {
  auto p = post("/api/admin/promotions", promotion_body("Yorumlu Bonus"));
  std::string promotion = id_of(p);
  // Visitors' comments arrive as comment.posted on the engagement topic.
  events::EventProducer producer({stack->brokers(), 10000ms});
  std::vector<std::string> ids;
  for (auto [name, text, rating] : {std::tuple{"Ayşe", "Harika bir bonus, çok memnun kaldım", 5},
                                    std::tuple{"Mehmet", "Çevrim şartı ağır", 2}}) {
    std::string id = events::new_uuid();
    ids.push_back(id);
    auto e = events::make_event("comment.posted", 1, "visitor:test", promotion,
                                json::object{{"id", id},
                                             {"promotion_id", promotion},
                                             {"user_name", name},
                                             {"comment", text},
                                             {"rating", rating},
                                             {"created_at", events::now_utc()}});
    producer.produce(stack->topic("engagement"), promotion, events::encode(e));
  }
  json::array all;
  for (int i = 0; i < 100 && all.size() < 2; ++i, std::this_thread::sleep_for(100ms))
    all = get("/api/admin/comments").at("items").as_array();
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0].at("promotion_title").as_string(), "Yorumlu Bonus");
  EXPECT_EQ(get("/api/admin/comments?rating=2").at("items").as_array().size(), 1u);
  EXPECT_EQ(get("/api/admin/comments?search=memnun").at("items").as_array().size(), 1u);
  EXPECT_EQ(get("/api/admin/comments?search=yorumlu").at("items").as_array().size(), 2u)
      << "the promotion title is searched too";
  EXPECT_EQ(get("/api/admin/comments?search=100%25").at("items").as_array().size(), 0u) << "% is literal";

  auto edited = put("/api/admin/comments/" + ids[1],
                    json::object{{"user_name", "Mehmet K."}, {"comment", "Düzeltildi"}, {"rating", 3}});
  EXPECT_EQ(edited.at("user_name").as_string(), "Mehmet K.");
  EXPECT_EQ(edited.at("rating").as_int64(), 3);
  auto ev = last_event_for("engagement", "comment.edited", promotion);
  ASSERT_TRUE(ev);
  EXPECT_EQ(ev->data.at("promotion_id").as_string(), promotion);
  auto e = errors("PUT", "/api/admin/comments/" + ids[1],
                  json::object{{"user_name", " "}, {"comment", ""}, {"rating", 6}});
  EXPECT_EQ(e["user_name"], "Lütfen kullanıcı adınızı girin");
  EXPECT_EQ(e["comment"], "Lütfen yorumunuzu yazın");
  EXPECT_EQ(e["rating"], "Puan 1 ile 5 arasında olmalıdır");
  EXPECT_EQ(stack->admin("DELETE", "/api/admin/comments/" + ids[0]).status, 204);
  EXPECT_EQ(get("/api/admin/comments").at("items").as_array().size(), 1u);
}

// ---- splash ads, hero, settings, SEO ----

TEST_F(AdminCommands, SplashAds) {
  auto e = errors("POST", "/api/admin/splash-ads",
                  json::object{{"title", "A"}, {"href", "x"}, {"image_url", "a.png"}});
  EXPECT_EQ(e["title"], "Başlık en az 2 karakter olmalıdır");
  EXPECT_EQ(e["href"], "Geçerli bir URL giriniz");
  EXPECT_EQ(e["image_url"], "Geçerli bir resim yükleyin veya URL girin");
  auto ad =
      post("/api/admin/splash-ads", json::object{{"title", "Yaz kampanyası"},
                                                 {"href", "https://example.com/yaz"},
                                                 {"image_url", "/uploads/splash-ads/splash-ad-1-yaz.png"}});
  EXPECT_EQ(ad.at("is_active"), true);
  auto off = put("/api/admin/splash-ads/" + id_of(ad) + "/active", json::object{{"is_active", false}});
  EXPECT_EQ(off.at("is_active"), false);
  EXPECT_EQ(off.at("title").as_string(), "Yaz kampanyası");
  auto upd = put("/api/admin/splash-ads/" + id_of(ad),
                 json::object{{"title", "Kış kampanyası"},
                              {"href", "https://example.com/kis"},
                              {"image_url", "https://cdn.example.com/kis.png"}});
  EXPECT_EQ(upd.at("is_active"), false) << "an edit without is_active keeps it";
  EXPECT_EQ(get("/api/admin/splash-ads").at("items").as_array().size(), 1u);
  EXPECT_EQ(stack->admin("DELETE", "/api/admin/splash-ads/" + id_of(ad)).status, 204);
  EXPECT_TRUE(get("/api/admin/splash-ads").at("items").as_array().empty());
}

TEST_F(AdminCommands, HeroAndSettings) {
  EXPECT_TRUE(get("/api/admin/hero").is_null()) << "not set yet: the form shows its defaults";
  auto e = errors("PUT", "/api/admin/hero", json::object{});
  EXPECT_EQ(e.size(), 6u);
  EXPECT_EQ(e["upper_title"], "Üst başlık gereklidir");
  EXPECT_EQ(e["main_title"], "Ana başlık gereklidir");
  EXPECT_EQ(e["highlighted_text"], "Vurgulanacak metin gereklidir");
  EXPECT_EQ(e["description"], "Açıklama gereklidir");
  EXPECT_EQ(e["button_text"], "Buton metni gereklidir");
  EXPECT_EQ(e["button_url"], "Buton URL gereklidir");
  auto hero = put("/api/admin/hero", json::object{{"upper_title", "2026'nın"},
                                                  {"main_title", "En İyi"},
                                                  {"highlighted_text", "Bonusları"},
                                                  {"description", "Güncel fırsatlar"},
                                                  {"button_text", "Keşfet"},
                                                  {"button_url", "#promotions"}});
  EXPECT_EQ(hero.at("main_title").as_string(), "En İyi");
  EXPECT_EQ(get("/api/admin/hero").at("button_url").as_string(), "#promotions");

  auto settings =
      put("/api/admin/settings",
          json::object{{"blog_section_text", "<p>Blog <b>yazıları</b><script>alert(1)</script></p>"}});
  EXPECT_EQ(settings.at("blog_section_text").as_string(), "<p>Blog <b>yazıları</b></p>");
  auto cleared = put("/api/admin/settings", json::object{{"blog_section_text", ""}});
  EXPECT_TRUE(cleared.at("blog_section_text").is_null());
}

TEST_F(AdminCommands, SeoSettings) {
  auto e =
      errors("POST", "/api/admin/seo-settings", json::object{{"page_name", ""}, {"page_path", "bonuslar"}});
  EXPECT_EQ(e["page_name"], "Sayfa adı gereklidir");
  EXPECT_EQ(e["page_path"], "Sayfa yolu / ile başlamalıdır");
  auto home = post("/api/admin/seo-settings", json::object{{"page_name", "Ana Sayfa"},
                                                           {"page_path", "/"},
                                                           {"title", "Bonus Rehberi"},
                                                           {"description", "En iyi bonuslar"},
                                                           {"keywords", "bonus, casino"}});
  post("/api/admin/seo-settings", json::object{{"page_name", "Bonuslar"},
                                               {"page_path", "/bonuslar"},
                                               {"title", "B"},
                                               {"description", "D"},
                                               {"keywords", "k"}});
  auto dup = stack->admin("POST", "/api/admin/seo-settings", R"({"page_name":"X","page_path":"/bonuslar"})");
  EXPECT_EQ(dup.status, 409);
  auto upd = put("/api/admin/seo-settings/" + id_of(home), json::object{{"title", "Yeni başlık"}});
  EXPECT_EQ(upd.at("title").as_string(), "Yeni başlık");
  EXPECT_EQ(upd.at("page_path").as_string(), "/") << "fields not sent are kept";
  auto list = get("/api/admin/seo-settings").as_array();
  ASSERT_EQ(list.size(), 2u);
  EXPECT_EQ(list[0].at("page_name").as_string(), "Ana Sayfa") << "ordered by page name";
  EXPECT_EQ(list[1].at("page_name").as_string(), "Bonuslar");
  EXPECT_EQ(stack->admin("DELETE", "/api/admin/seo-settings/" + id_of(home)).status, 204);
}

// ---- scheduled publishing ----

TEST_F(AdminCommands, ScheduledPublishing) {
  auto page = get("/api/admin/scheduled-publishing").as_object();
  EXPECT_EQ(page.at("settings").at("stored"), false);
  EXPECT_EQ(page.at("settings").at("daily_publish_count").as_int64(), 1);
  EXPECT_EQ(page.at("settings").at("is_active"), true);
  EXPECT_FALSE(page.at("settings").at("next_publish_at").is_null()) << "24 hours ahead by default";

  EXPECT_EQ(errors("PUT", "/api/admin/scheduled-publishing",
                   json::object{{"daily_publish_count", 0}})["daily_publish_count"],
            "Günlük yayın sayısı en az 1 olmalıdır");
  EXPECT_EQ(errors("PUT", "/api/admin/scheduled-publishing",
                   json::object{{"daily_publish_count", 11}})["daily_publish_count"],
            "Günlük yayın sayısı en fazla 10 olabilir");
  auto text = put("/api/admin/scheduled-publishing", json::object{{"daily_publish_count", "iki"}});
  EXPECT_EQ(text.at("settings").at("daily_publish_count").as_int64(), 1) << "non-numeric input becomes 1";
  auto saved = put("/api/admin/scheduled-publishing", json::object{{"daily_publish_count", 2}});
  EXPECT_EQ(saved.at("settings").at("daily_publish_count").as_int64(), 2);
  EXPECT_EQ(saved.at("settings").at("stored"), true);

  // Drafts: the two oldest are published by a run.
  std::vector<std::string> drafts;
  for (int i = 0; i < 3; ++i)
    drafts.push_back(id_of(post("/api/admin/blog-posts", blog_body("Zamanlanmış " + std::to_string(i)))));
  auto pending = get("/api/admin/scheduled-publishing").at("pending_drafts").as_int64();
  auto run = post("/api/admin/scheduled-publishing/run", nullptr, 200);
  EXPECT_EQ(run.at("publishedCount").as_int64(), 2);
  EXPECT_EQ(run.at("pending_drafts").as_int64(), pending - 2);
  auto logs = run.at("logs").as_array();
  ASSERT_GE(logs.size(), 2u);
  EXPECT_EQ(logs[0].at("status").as_string(), "success");
  EXPECT_FALSE(run.at("settings").at("last_published_at").is_null());

  // A schedule stopped with 'Durdur' stays stopped when the admin publishes now.
  auto stopped = put("/api/admin/scheduled-publishing", json::object{{"daily_publish_count", 1}, {"is_active", false}});
  EXPECT_EQ(stopped.at("settings").at("is_active"), false);
  post("/api/admin/blog-posts", blog_body("Durdurulmuş Takvim"));
  auto manual = post("/api/admin/scheduled-publishing/run", nullptr, 200);
  EXPECT_EQ(manual.at("publishedCount").as_int64(), 1);
  EXPECT_EQ(manual.at("settings").at("is_active"), false) << "publishing now restarted a stopped schedule";
  EXPECT_EQ(get("/api/admin/scheduled-publishing").at("settings").at("is_active"), false);

  // Publish everything left, then a run finds no drafts.
  auto posts = get("/api/admin/blog-posts");
  for (const auto& p : posts.at("items").as_array())
    if (p.at("is_published") == false)
      post("/api/admin/blog-posts/" + std::string(p.at("id").as_string()) + "/publish", nullptr, 200);
  auto nothing = stack->admin("POST", "/api/admin/scheduled-publishing/run");
  EXPECT_EQ(nothing.status, 409);
  EXPECT_EQ(error_message(nothing), "Yayınlanacak taslak blog bulunamadı");
}

}  // namespace

// ---- the dashboard, on a stack of its own (it counts everything) ----

TEST(AdminDashboard, RealCountsChangesAndViews) {
  Stack stack;
  stack.start_worker();
  stack.start_api();
  // Content from last month and this month, written as events with their creation times.
  events::EventProducer producer({stack.brokers(), 10000ms});
  auto at = [](int days_ago) {
    return events::format_utc(std::chrono::system_clock::now() - std::chrono::hours(24 * days_ago));
  };
  auto casino = [&](const std::string& name, int days_ago) {
    std::string id = events::new_uuid();
    json::object d{{"id", id},
                   {"name", name},
                   {"slug", events::new_uuid()},
                   {"url", "https://e.com"},
                   {"logo_url", "https://e.com/l.png"},
                   {"description", "<p>Bir casino sitesi.</p>"},
                   {"details", nullptr},
                   {"rating", nullptr},
                   {"featured", false},
                   {"created_at", at(days_ago)},
                   {"updated_at", at(days_ago)}};
    producer.produce(stack.topic("content"), id,
                     events::encode(events::make_event("casino.created", 1, "system:test", id, d)));
    return id;
  };
  auto blog = [&](const std::string& title, int days_ago, bool published) {
    std::string id = events::new_uuid();
    json::object d{{"id", id},
                   {"title", title},
                   {"slug", events::new_uuid()},
                   {"excerpt", "Özet metni burada."},
                   {"content", "<p>içerik</p>"},
                   {"image_url", nullptr},
                   {"category", "Rehber"},
                   {"author", "Bonus Rehberi"},
                   {"seo_title", nullptr},
                   {"seo_description", nullptr},
                   {"seo_keywords", nullptr},
                   {"is_published", published},
                   {"published_at", published ? json::value(at(days_ago)) : json::value(nullptr)},
                   {"indexed", false},
                   {"created_at", at(days_ago)},
                   {"updated_at", at(days_ago)}};
    producer.produce(stack.topic("content"), id,
                     events::encode(events::make_event("blog_post.created", 1, "system:test", id, d)));
    return id;
  };
  casino("Eski Casino 1", 70);
  casino("Eski Casino 2", 45);
  std::string newest_casino = casino("Yeni Casino", 0);
  blog("Eski yazı", 60, true);
  std::string fresh = blog("Yeni yazı", 0, true);
  producer.produce(stack.topic("engagement"), fresh,
                   events::encode(events::make_event("blog_post.viewed", 1, "visitor:test", fresh,
                                                     json::object{{"id", fresh}, {"count", 7}})));
  stack.wait_projected();

  json::object d;
  for (int i = 0; i < 100; ++i, std::this_thread::sleep_for(100ms)) {
    auto r = stack.admin("GET", "/api/admin/dashboard");
    ASSERT_EQ(r.status, 200) << r.body;
    d = json::parse(r.body).as_object();
    if (d.at("views").at("total").as_int64() == 7) break;
  }
  EXPECT_EQ(d.at("casinos").at("total").as_int64(), 3);
  EXPECT_EQ(d.at("casinos").at("previous_month_total").as_int64(), 2);
  EXPECT_EQ(d.at("casinos").at("change_percent").as_double(), 50.0);
  EXPECT_EQ(d.at("blog_posts").at("total").as_int64(), 2);
  EXPECT_EQ(d.at("blog_posts").at("change_percent").as_double(), 100.0);
  EXPECT_EQ(d.at("promotions").at("total").as_int64(), 0);
  EXPECT_TRUE(d.at("promotions").at("change_percent").is_null())
      << "nothing last month: N/A, not a made-up figure";
  EXPECT_EQ(d.at("views").at("total").as_int64(), 7) << "real views, not a fixed zero";
  EXPECT_TRUE(d.at("views").at("change_percent").is_null());
  ASSERT_EQ(d.at("latest_casinos").as_array().size(), 3u);
  EXPECT_EQ(d.at("latest_casinos").at(0).at("id").as_string(), newest_casino);
  EXPECT_EQ(d.at("latest_casinos").at(0).at("active_promotions").as_int64(), 0);
  EXPECT_EQ(d.at("latest_blog_posts").at(0).at("id").as_string(), fresh);
  EXPECT_TRUE(d.at("latest_promotions").as_array().empty());
}
