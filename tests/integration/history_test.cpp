// History, restore, the bin and the activity log end to end (issue 27): every entity type's edits
// listed with their field changes and actor; a restore of version N gives N's state in the
// projection and in the public answer; delete, bin, restore keeps the id and the address and the
// sitemap lists it again; a taken slug refuses a restore with the spec's message; sign-ins and
// failed sign-ins in the activity log with its filters and CSV; replay rebuilds the same history.
// Real api, worker, Kafka and Postgres.
#include <gtest/gtest.h>

#include <signal.h>

#include <boost/json.hpp>
#include <functional>
#include <thread>

#include "shared_stack_suite.hpp"
#include "stack.hpp"

using testing_support::HttpReply;
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {

constexpr std::string_view kSlugTaken = "Bu slug değeri zaten kullanılıyor. Lütfen benzersiz bir değer girin.";

class History : public testing_support::SharedStackSuite<History> {
 protected:
  static json::object call(const std::string& method, const std::string& path, const json::value& body, long expected) {
    auto r = stack->admin(method, path, body.is_null() ? "" : json::serialize(body));
    EXPECT_EQ(r.status, expected) << method << " " << path << ": " << r.body;
    if (r.body.empty() || r.body[0] != '{') return {};
    return json::parse(r.body).as_object();
  }
  static json::object post(const std::string& path, const json::value& body, long expected = 201) {
    return call("POST", path, body, expected);
  }
  static json::object put(const std::string& path, const json::value& body, long expected = 200) {
    return call("PUT", path, body, expected);
  }
  static json::object get(const std::string& path) { return call("GET", path, nullptr, 200); }
  static std::string id_of(const json::object& o) { return std::string(o.at("id").as_string()); }
  static std::string str(const json::value& v) { return v.is_string() ? std::string(v.as_string()) : json::serialize(v); }

  // The change of `field` in a history item, or null.
  static const json::object* change(const json::value& item, std::string_view field) {
    for (const auto& c : item.at("changes").as_array())
      if (c.at("field").as_string() == field) return &c.as_object();
    return nullptr;
  }
  static json::object history(const std::string& type, const std::string& id) {
    return get("/api/admin/history/" + type + "/" + id);
  }
  static json::object casino_body(const std::string& name, const std::string& description) {
    return {{"name", name}, {"url", "https://example.com/" + std::to_string(name.size())},
            {"logo_url", "https://example.com/l.png"}, {"description", description}};
  }
  static json::object promotion_body(const std::string& title, const std::string& terms) {
    return {{"title", title}, {"short_description", "Kısa açıklama metni"}, {"description", "<p>Ayrıntılar</p>"},
            {"url", "https://example.com/bonus"}, {"terms", terms}};
  }
  static json::object blog_body(const std::string& title, const std::string& content) {
    return {{"title", title}, {"excerpt", "Bu yazının kısa bir özeti."},
            {"content", "<p>" + content + std::string(60, '.') + "</p>"}, {"category", "Rehber"}};
  }
  static std::string sitemap() { return stack->get("/sitemap.xml").body; }
  static bool eventually(const std::function<bool()>& done) {
    for (int i = 0; i < 100; ++i) {
      if (done()) return true;
      std::this_thread::sleep_for(100ms);
    }
    return false;
  }
};

TEST_F(History, EveryEntityTypeListsItsEditsWithTheirChangesAndActor) {
  struct Case {
    std::string type, create_path, update_path;  // update_path: "{id}" replaced
    json::object first, second;
    std::string field;  // a field the second save changes
  };
  auto category = post("/api/admin/categories", json::object{{"name", "Geçmiş Kategorisi"}, {"slug", "gecmis-kategorisi"}});
  const std::vector<Case> cases{
      {"casinos", "/api/admin/casinos", "/api/admin/casinos/{id}", casino_body("Geçmiş Casino", "<p>Birinci metin</p>"),
       casino_body("Geçmiş Casino", "<p>İkinci metin</p>"), "description"},
      {"promotions", "/api/admin/promotions", "/api/admin/promotions/{id}", promotion_body("Geçmiş Bonusu", "Eski koşul"),
       promotion_body("Geçmiş Bonusu", "Yeni koşul"), "terms"},
      {"categories", "", "/api/admin/categories/{id}", {},
       json::object{{"name", "Geçmiş Kategorisi 2"}, {"slug", "gecmis-kategorisi"}}, "name"},
      {"blog-posts", "/api/admin/blog-posts", "/api/admin/blog-posts/{id}", blog_body("Geçmiş Yazısı", "Birinci"),
       blog_body("Geçmiş Yazısı", "İkinci"), "content"},
      {"splash-ads", "/api/admin/splash-ads", "/api/admin/splash-ads/{id}",
       json::object{{"title", "Reklam"}, {"href", "https://example.com/a"}, {"image_url", "https://example.com/a.png"}},
       json::object{{"title", "Reklam 2"}, {"href", "https://example.com/a"}, {"image_url", "https://example.com/a.png"}},
       "title"},
      {"seo-settings", "/api/admin/seo-settings", "/api/admin/seo-settings/{id}",
       json::object{{"page_name", "Geçmiş"}, {"page_path", "/gecmis"}, {"title", "Eski başlık"}, {"description", ""},
                    {"keywords", ""}},
       json::object{{"title", "Yeni başlık"}}, "title"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.type);
    const std::string id = c.create_path.empty() ? id_of(category) : id_of(post(c.create_path, c.first));
    std::string update = c.update_path;
    update.replace(update.find("{id}"), 4, id);
    put(update, c.second);
    auto h = history(c.type, id);
    ASSERT_EQ(h.at("total").as_int64(), 2);
    EXPECT_EQ(h.at("entity").at("deleted").as_bool(), false);
    const auto& items = h.at("items").as_array();
    ASSERT_EQ(items.size(), 2u);
    EXPECT_EQ(items[0].at("version").as_int64(), 2);
    EXPECT_EQ(items[1].at("version").as_int64(), 1);
    EXPECT_EQ(items[1].at("action").as_string(), c.type == "seo-settings" ? "saved" : "created");
    EXPECT_EQ(items[0].at("actor").at("kind").as_string(), "admin");
    EXPECT_EQ(items[0].at("actor").at("email").as_string(), stack->admin_email());
    EXPECT_EQ(items[0].at("actor").at("label").as_string(), stack->admin_email());
    const auto* changed = change(items[0], c.field);
    ASSERT_TRUE(changed) << json::serialize(items[0]);
    EXPECT_NE(changed->at("old"), changed->at("new"));
    EXPECT_FALSE(change(items[0], "updated_at")) << "bookkeeping is not a change";
  }
  // The singletons: hero, settings, publishing schedule.
  auto hero = [](const std::string& title) {
    return json::object{{"upper_title", "Üst"}, {"main_title", title}, {"highlighted_text", "Vurgu"},
                        {"description", "Açıklama"}, {"button_text", "Git"}, {"button_url", "/bonuslar"}};
  };
  put("/api/admin/hero", hero("Birinci başlık"));
  put("/api/admin/hero", hero("İkinci başlık"));
  put("/api/admin/settings", json::object{{"blog_section_text", "<p>Bir</p><p>İki</p>"}});
  put("/api/admin/settings", json::object{{"blog_section_text", "<p>Bir</p><p>Üç</p>"}});
  put("/api/admin/scheduled-publishing", json::object{{"daily_publish_count", 2}, {"is_active", true}});
  put("/api/admin/scheduled-publishing", json::object{{"daily_publish_count", 3}, {"is_active", true}});
  auto h = history("hero", "current");
  ASSERT_EQ(h.at("total").as_int64(), 2);
  EXPECT_EQ(change(h.at("items").at(0), "main_title")->at("new").as_string(), "İkinci başlık");
  h = history("settings", "current");
  const auto* rich = change(h.at("items").at(0), "blog_section_text");
  ASSERT_TRUE(rich);
  EXPECT_EQ(rich->at("kind").as_string(), "rich");
  EXPECT_EQ(rich->at("old").as_string(), "Bir\nİki") << "rich text as readable lines, never HTML";
  EXPECT_EQ(rich->at("new").as_string(), "Bir\nÜç");
  h = history("publishing-schedule", "current");
  EXPECT_EQ(change(h.at("items").at(0), "daily_publish_count")->at("new").as_int64(), 3);
  // Unknown entities and types.
  EXPECT_EQ(stack->admin("GET", "/api/admin/history/casinos/6f1c2a8e-5b7d-4e0f-8c3a-9d2b1e4f7a60").status, 404);
  EXPECT_EQ(stack->admin("GET", "/api/admin/history/comments/6f1c2a8e-5b7d-4e0f-8c3a-9d2b1e4f7a60").status, 404);
}

TEST_F(History, ARestoreOfVersionNGivesItsStateInTheProjectionAndThePublicAnswer) {
  auto p = post("/api/admin/promotions", promotion_body("Geri Yükleme Bonusu", "Birinci koşul"));
  const std::string id = id_of(p);
  put("/api/admin/promotions/" + id, promotion_body("Geri Yükleme Bonusu", "İkinci koşul"));
  put("/api/admin/promotions/" + id, promotion_body("Geri Yükleme Bonusu", "Üçüncü koşul"));
  post("/api/admin/promotions/" + id + "/deactivate", nullptr, 200);
  // What a restore of version 1 would change, before it is done.
  auto preview = get("/api/admin/history/promotions/" + id + "/versions/1");
  EXPECT_EQ(preview.at("state").at("terms").at(0).as_string(), "Birinci koşul");
  bool terms_back = false;
  for (const auto& c : preview.at("changes_to_restore").as_array())
    if (c.at("field") == "terms") terms_back = c.at("old").as_string() == "Üçüncü koşul" && c.at("new").as_string() == "Birinci koşul";
  EXPECT_TRUE(terms_back) << json::serialize(preview);
  auto restored = post("/api/admin/history/promotions/" + id + "/restore", json::object{{"version", 1}}, 200);
  EXPECT_EQ(restored.at("terms").at(0).as_string(), "Birinci koşul") << "answered like the promotion's save";
  auto h = history("promotions", id);
  ASSERT_EQ(h.at("total").as_int64(), 5);
  const auto& newest = h.at("items").at(0);
  EXPECT_EQ(newest.at("action").as_string(), "restored");
  EXPECT_EQ(newest.at("via").as_string(), "restore");
  EXPECT_EQ(newest.at("restored_from").as_int64(), 1);
  EXPECT_EQ(newest.at("actor").at("email").as_string(), stack->admin_email());
  EXPECT_EQ(h.at("items").at(1).at("action").as_string(), "deactivated");
  // Version 5's state is version 1's (but for the time of the save).
  auto v1 = get("/api/admin/history/promotions/" + id + "/versions/1").at("state").as_object();
  auto v5 = get("/api/admin/history/promotions/" + id + "/versions/5").at("state").as_object();
  for (const char* f : {"title", "description", "terms", "url", "is_active", "casino_id", "category_id"})
    EXPECT_EQ(json::serialize(v5.at(f)), json::serialize(v1.at(f))) << f;
  EXPECT_TRUE(get("/api/admin/history/promotions/" + id + "/versions/5").at("changes_to_restore").as_array().empty());
  // The public answer.
  auto pub = stack->get("/api/promotions/" + id);
  ASSERT_EQ(pub.status, 200) << pub.body;
  EXPECT_NE(pub.body.find("Birinci koşul"), std::string::npos) << pub.body;
  EXPECT_EQ(pub.body.find("Üçüncü koşul"), std::string::npos);
  // Unknown versions, malformed bodies.
  EXPECT_EQ(stack->admin("POST", "/api/admin/history/promotions/" + id + "/restore", R"({"version":99})").status, 404);
  // Past what a version number can be (a Postgres integer): no such version either, never a 500.
  EXPECT_EQ(stack->admin("POST", "/api/admin/history/promotions/" + id + "/restore", R"({"version":999999999999999})").status,
            404);
  EXPECT_EQ(stack->admin("GET", "/api/admin/history/promotions/" + id + "/versions/99").status, 404);
  EXPECT_EQ(stack->admin("POST", "/api/admin/history/promotions/" + id + "/restore", R"({"version":"x"})").status, 422);
}

TEST_F(History, ARestoreWhoseSlugIsTakenAnswersTheSpecMessage) {
  auto a = post("/api/admin/categories", json::object{{"name", "Slug A"}, {"slug", "slug-yarisi"}});
  put("/api/admin/categories/" + id_of(a), json::object{{"name", "Slug A"}, {"slug", "slug-yarisi-yeni"}});
  post("/api/admin/categories", json::object{{"name", "Slug B"}, {"slug", "slug-yarisi"}});
  auto r = stack->admin("POST", "/api/admin/history/categories/" + id_of(a) + "/restore", R"({"version":1})");
  ASSERT_EQ(r.status, 409) << r.body;
  auto error = json::parse(r.body).at("error");
  EXPECT_EQ(error.at("code").as_string(), "slug_taken");
  EXPECT_EQ(error.at("message").as_string(), kSlugTaken);
  EXPECT_EQ(history("categories", id_of(a)).at("total").as_int64(), 2) << "nothing written";
}

TEST_F(History, DeleteBinRestoreKeepsTheIdAndTheAddressAndTheSitemapListsItAgain) {
  auto c = post("/api/admin/casinos", casino_body("Çöp Kutusu Casino", "<p>Geri gelecek bir casino.</p>"));
  const std::string id = id_of(c), slug = str(c.at("slug"));
  ASSERT_TRUE(eventually([&] { return sitemap().find("/casino/" + slug) != std::string::npos; }));
  ASSERT_EQ(stack->admin("DELETE", "/api/admin/casinos/" + id).status, 204);
  EXPECT_EQ(stack->get("/api/casinos/" + id).status, 404);
  EXPECT_TRUE(eventually([&] { return sitemap().find("/casino/" + slug) == std::string::npos; }));
  // In the bin, found by a folded search, with who deleted it.
  auto bin = get("/api/admin/bin?q=cop%20kutusu&type=casinos");
  ASSERT_EQ(bin.at("total").as_int64(), 1) << json::serialize(bin);
  const auto& item = bin.at("items").at(0);
  EXPECT_EQ(item.at("id").as_string(), id);
  EXPECT_EQ(item.at("path").as_string(), "/casino/" + slug);
  EXPECT_EQ(item.at("deleted_by").at("email").as_string(), stack->admin_email());
  EXPECT_TRUE(history("casinos", id).at("entity").at("deleted").as_bool());
  // The history's restore refuses a deleted entity: the bin brings it back.
  auto refused = stack->admin("POST", "/api/admin/history/casinos/" + id + "/restore", R"({"version":1})");
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(json::parse(refused.body).at("error").at("code").as_string(), "deleted");
  auto back = post("/api/admin/bin/casinos/" + id + "/restore", nullptr, 201);
  EXPECT_EQ(id_of(back), id);
  EXPECT_EQ(str(back.at("slug")), slug);
  EXPECT_EQ(stack->get("/api/casinos/" + slug).status, 200);
  EXPECT_TRUE(eventually([&] { return sitemap().find("/casino/" + slug) != std::string::npos; }))
      << "the sitemap lists it again";
  EXPECT_EQ(get("/api/admin/bin?type=casinos").at("total").as_int64(), 0);
  auto h = history("casinos", id);
  EXPECT_EQ(h.at("items").at(0).at("via").as_string(), "restore");
  EXPECT_EQ(h.at("items").at(0).at("restored_from").as_int64(), 1);
  EXPECT_EQ(stack->admin("POST", "/api/admin/bin/casinos/" + id + "/restore").status, 404) << "not in the bin";
}

TEST_F(History, ABinRestoreWhoseAddressIsTakenNamesTheHolder) {
  auto first = post("/api/admin/blog-posts", blog_body("Adres Yarışı", "Birinci") );
  auto slug = str(first.at("slug"));
  ASSERT_EQ(stack->admin("DELETE", "/api/admin/blog-posts/" + id_of(first)).status, 204);
  auto body = blog_body("Yeni Sahibi", "İkinci");
  body["slug"] = slug;
  auto holder = post("/api/admin/blog-posts", body);
  auto r = stack->admin("POST", "/api/admin/bin/blog-posts/" + id_of(first) + "/restore");
  ASSERT_EQ(r.status, 409) << r.body;
  auto error = json::parse(r.body).at("error");
  EXPECT_EQ(error.at("code").as_string(), "slug_taken");
  EXPECT_EQ(error.at("message").as_string(), "Bu adres artık \"Yeni Sahibi\" blog yazısında kullanılıyor.");
  EXPECT_EQ(error.at("holder").at("id").as_string(), id_of(holder));
  EXPECT_EQ(get("/api/admin/bin?type=blog-posts").at("total").as_int64(), 1) << "still in the bin";
}

TEST_F(History, SignInsAndFailedSignInsAreInTheActivityLogWithFiltersAndCsv) {
  EXPECT_EQ(stack->login(stack->admin_email(), "yanlis-sifre-123456").status, 401);
  EXPECT_EQ(stack->login("kimse-yok@example.com", "yanlis-sifre-123456").status, 401);
  ASSERT_EQ(stack->login(stack->admin_email(), stack->admin_password()).status, 200);
  const std::string me = str(get("/api/admin/me").at("id"));
  auto admins = stack->admin("GET", "/api/admin/activity/admins");
  ASSERT_EQ(admins.status, 200);
  EXPECT_NE(admins.body.find(stack->admin_email()), std::string::npos);
  json::object log;
  ASSERT_TRUE(eventually([&] {
    log = get("/api/admin/activity?entity_type=account&action=sign_in_failed");
    return log.at("total").as_int64() >= 1;
  }));
  EXPECT_EQ(log.at("total").as_int64(), 1) << "only for an existing account";
  const auto& failed = log.at("items").at(0);
  EXPECT_EQ(failed.at("actor").at("email").as_string(), stack->admin_email());
  EXPECT_EQ(failed.at("entity_id").as_string(), me);
  EXPECT_EQ(failed.at("address").as_string(), "127.0.0.0/24");
  EXPECT_TRUE(failed.at("history_path").is_null());
  auto mine = get("/api/admin/activity?admin=" + me + "&entity_type=account&action=signed_in");
  EXPECT_GE(mine.at("total").as_int64(), 1);
  // Each test runs in a process of its own under CTest: this one makes the content it filters for.
  post("/api/admin/casinos", casino_body("Etkinlik Casino", "<p>Etkinlik günlüğünde görünecek bir casino.</p>"));
  auto content = get("/api/admin/activity?admin=" + me + "&entity_type=casinos&page_size=5");
  ASSERT_GE(content.at("total").as_int64(), 1);
  EXPECT_TRUE(content.at("items").at(0).at("history_path").as_string().starts_with("/api/admin/history/casinos/"));
  EXPECT_EQ(get("/api/admin/activity?from=2000-01-01&to=2000-01-02").at("total").as_int64(), 0);
  EXPECT_EQ(stack->admin("GET", "/api/admin/activity?from=dün").status, 422);
  auto csv = stack->admin("GET", "/api/admin/activity.csv?entity_type=account");
  ASSERT_EQ(csv.status, 200);
  EXPECT_EQ(csv.headers["content-type"], "text/csv; charset=utf-8");
  EXPECT_EQ(csv.body.substr(0, csv.body.find('\n')), "zaman,yönetici,işlem,tür,kayıt");
  EXPECT_NE(csv.body.find("başarısız oturum açma"), std::string::npos);
  EXPECT_EQ(csv.body.find("yanlis-sifre"), std::string::npos) << "what was typed is never stored";
  EXPECT_EQ(csv.body.find("kimse-yok"), std::string::npos);
}

// Last: it stops the worker.
TEST_F(History, ReplayRebuildsTheSameHistory) {
  // Its own history to rebuild (under CTest no other test ran in this process): a casino edited
  // twice and deleted, a promotion deactivated, and a sign-in.
  auto c = post("/api/admin/casinos", casino_body("Yeniden Kurulan Casino", "<p>Birinci metin burada.</p>"));
  put("/api/admin/casinos/" + id_of(c), casino_body("Yeniden Kurulan Casino", "<p>İkinci metin burada.</p>"));
  put("/api/admin/casinos/" + id_of(c), casino_body("Yeniden Kurulan Casino", "<p>Üçüncü metin burada.</p>"));
  ASSERT_EQ(stack->admin("DELETE", "/api/admin/casinos/" + id_of(c)).status, 204);
  auto p = post("/api/admin/promotions", promotion_body("Yeniden Kurulan Bonus", "Tek koşul"));
  post("/api/admin/promotions/" + id_of(p) + "/deactivate", nullptr, 200);
  ASSERT_EQ(stack->login(stack->admin_email(), stack->admin_password()).status, 200);
  stack->wait_all_projected();
  auto fingerprint = [] {
    std::string out;
    for (const auto& row : testing_support::sql_rows(
             stack->pg_url(),
             "SELECT entity_type, entity_id, version, event_id, action, coalesce(via, ''), "
             "coalesce(restored_from::text, ''), state::text FROM proj.entity_versions "
             "ORDER BY entity_type, entity_id, version"))
      for (const auto& f : row) out += f + "|";
    for (const auto& row : testing_support::sql_rows(
             stack->pg_url(),
             "SELECT id, action, entity_type, coalesce(entity_label, ''), coalesce(address, '') FROM proj.activity "
             "ORDER BY id"))
      for (const auto& f : row) out += f + "|";
    return out;
  };
  const std::string before = fingerprint();
  ASSERT_GT(before.size(), 1000u);
  stack->stop_worker(SIGTERM);
  ASSERT_EQ(stack->run_worker_command({"replay"}), 0) << stack->logs();
  EXPECT_EQ(fingerprint(), before);
}

}  // namespace
