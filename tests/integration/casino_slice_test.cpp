// The casino slice end to end: HTTP commands become events on Kafka, the worker projects them,
// reads answer from the projection. Real Postgres, real Kafka, the real binaries.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <map>

#include "events/consumer.hpp"
#include "events/envelope.hpp"
#include "shared_stack_suite.hpp"
#include "stack.hpp"

using testing_support::Stack;
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {

class CasinoSlice : public testing_support::SharedStackSuite<CasinoSlice> {
 protected:
  static std::string casino_body(const std::string& name, const std::string& url = "https://example.com") {
    return json::serialize(json::object{{"name", name},
                                        {"url", url},
                                        {"logo_url", "https://example.com/logo.png"},
                                        {"description", "<p>Güvenilir, lisanslı bir casino sitesi.</p>"}});
  }
  static json::object create(const std::string& name) {
    auto r = stack->admin("POST", "/api/admin/casinos", casino_body(name));
    EXPECT_EQ(r.status, 201) << r.body;
    return json::parse(r.body).as_object();
  }
  static json::object error_of(const std::string& body) { return json::parse(body).at("error").as_object(); }
};

TEST_F(CasinoSlice, CreateReadUpdateDeleteThroughHttp) {
  auto created = create("Çılgın Şans Casino");
  std::string id(created.at("id").as_string());
  EXPECT_EQ(created.at("slug").as_string(), "cilgin-sans-casino");
  EXPECT_EQ(created.at("name").as_string(), "Çılgın Şans Casino");

  auto byId = stack->get("/api/casinos/" + id);
  ASSERT_EQ(byId.status, 200) << byId.body;
  EXPECT_EQ(json::parse(byId.body).at("url").as_string(), "https://example.com");

  auto upd = stack->admin("PUT", "/api/admin/casinos/" + id, casino_body("Çılgın Şans Casino Yeni", "https://yeni.example.com"));
  ASSERT_EQ(upd.status, 200) << upd.body;
  auto updated = json::parse(upd.body).as_object();
  EXPECT_EQ(updated.at("name").as_string(), "Çılgın Şans Casino Yeni");
  EXPECT_EQ(updated.at("url").as_string(), "https://yeni.example.com");
  EXPECT_EQ(updated.at("slug").as_string(), "cilgin-sans-casino") << "links keep working after a rename";
  EXPECT_EQ(updated.at("created_at"), created.at("created_at"));

  auto del = stack->admin("DELETE", "/api/admin/casinos/" + id);
  EXPECT_EQ(del.status, 204) << del.body;
  auto gone = stack->get("/api/casinos/" + id);
  EXPECT_EQ(gone.status, 404);
  EXPECT_EQ(error_of(gone.body).at("message").as_string(), "Casino bulunamadı");
  EXPECT_EQ(stack->admin("DELETE", "/api/admin/casinos/" + id).status, 404);
  EXPECT_EQ(stack->admin("PUT", "/api/admin/casinos/" + id, casino_body("Başka İsim")).status, 404);
}

// An update that does not send featured, rating or details (an older form, a curl call that
// only changes the URL) keeps them: the 'Öne Çıkan' badge survives an edit. null clears.
TEST_F(CasinoSlice, UpdateKeepsFeaturedRatingAndDetailsItDoesNotSend) {
  auto body = json::object{{"name", "Öne Çıkan Casino"},
                           {"url", "https://example.com"},
                           {"logo_url", "https://example.com/logo.png"},
                           {"description", "<p>Güvenilir, lisanslı bir casino sitesi.</p>"},
                           {"details", "<p>Lisans: Curaçao</p>"},
                           {"rating", 4.5},
                           {"featured", true}};
  auto r = stack->admin("POST", "/api/admin/casinos", json::serialize(body));
  ASSERT_EQ(r.status, 201) << r.body;
  std::string id(json::parse(r.body).at("id").as_string());

  auto upd = stack->admin("PUT", "/api/admin/casinos/" + id, casino_body("Öne Çıkan Casino", "https://yeni.example.com"));
  ASSERT_EQ(upd.status, 200) << upd.body;
  auto kept = json::parse(upd.body).as_object();
  EXPECT_EQ(kept.at("url").as_string(), "https://yeni.example.com");
  EXPECT_EQ(kept.at("featured"), true) << "the badge was dropped by an edit that did not send it";
  EXPECT_EQ(kept.at("rating").to_number<double>(), 4.5);
  EXPECT_EQ(kept.at("details").as_string(), "<p>Lisans: Curaçao</p>");
  auto pub = json::parse(stack->get("/api/casinos/" + id).body).as_object();
  EXPECT_EQ(pub.at("featured"), true) << "the public card lost its badge";

  body["featured"] = false;
  body["rating"] = nullptr;
  body["details"] = nullptr;
  auto cleared = stack->admin("PUT", "/api/admin/casinos/" + id, json::serialize(body));
  ASSERT_EQ(cleared.status, 200) << cleared.body;
  auto now = json::parse(cleared.body).as_object();
  EXPECT_EQ(now.at("featured"), false);
  EXPECT_TRUE(now.at("rating").is_null());
  EXPECT_TRUE(now.at("details").is_null());
  EXPECT_EQ(stack->admin("DELETE", "/api/admin/casinos/" + id).status, 204);
}

TEST_F(CasinoSlice, AdminRoutesRefuseMissingOrWrongToken) {
  auto none = testing_support::http("POST", stack->url("/api/admin/casinos"), casino_body("Tokensiz Casino"));
  EXPECT_EQ(none.status, 401);
  EXPECT_EQ(error_of(none.body).at("message").as_string(), "Bu sayfaya erişmek için giriş yapmalısınız");
  auto wrong = testing_support::http("POST", stack->url("/api/admin/casinos"), casino_body("Tokensiz Casino"),
                                     {"Authorization: Bearer " + stack->admin_token() + "x"});
  EXPECT_EQ(wrong.status, 401);
  auto list = json::parse(stack->get("/api/casinos").body).as_array();
  for (const auto& c : list) EXPECT_NE(c.at("name").as_string(), "Tokensiz Casino");
}

TEST_F(CasinoSlice, ValidationAnswers422WithSpecMessagesAndWritesNothing) {
  stack->admin_token();  // signed in first: the sign-in's own audit event is not the command's
  events::EventConsumer probe(stack->brokers(), "probe");
  auto before = probe.high_watermark(stack->topic("content"), 0, 5s);
  auto r = stack->admin("POST", "/api/admin/casinos",
                        R"({"name":"A","url":"example","logo_url":"ftp://x","description":"kısa"})");
  ASSERT_EQ(r.status, 422) << r.body;
  auto err = error_of(r.body);
  EXPECT_EQ(err.at("code").as_string(), "validation");
  EXPECT_EQ(err.at("message").as_string(), "Casino adı en az 2 karakter olmalıdır");
  EXPECT_EQ(err.at("field").as_string(), "name");
  std::map<std::string, std::string> all;
  for (const auto& d : err.at("details").as_array())
    all[std::string(d.at("field").as_string())] = std::string(d.at("message").as_string());
  EXPECT_EQ(all["url"], "Geçerli bir URL giriniz");
  EXPECT_EQ(all["logo_url"], "Geçerli bir logo URL giriniz");
  EXPECT_EQ(all["description"], "Açıklama en az 10 karakter olmalıdır");
  EXPECT_EQ(probe.high_watermark(stack->topic("content"), 0, 5s), before) << "a rejected command produced an event";

  auto bad_json = stack->admin("POST", "/api/admin/casinos", "{not json");
  EXPECT_EQ(bad_json.status, 400);
  EXPECT_EQ(error_of(bad_json.body).at("message").as_string(), "Geçersiz JSON gövdesi");
  auto wrong_type = stack->admin("POST", "/api/admin/casinos", R"({"name":42})");
  EXPECT_EQ(wrong_type.status, 422);
  EXPECT_EQ(error_of(wrong_type.body).at("field").as_string(), "name");
}

TEST_F(CasinoSlice, LookupOrderSlugThenPartialSlugThenName) {
  auto a = create("Mavi Yıldız Casino");
  auto b = create("Mavi Yıldız Casino");  // same name: a distinct slug
  EXPECT_EQ(a.at("slug").as_string(), "mavi-yildiz-casino");
  EXPECT_EQ(b.at("slug").as_string(), "mavi-yildiz-casino-2");

  auto exact = json::parse(stack->get("/api/casinos/mavi-yildiz-casino-2").body);
  EXPECT_EQ(exact.at("id"), b.at("id"));
  auto partial = stack->get("/api/casinos/yildiz-casino-2");
  ASSERT_EQ(partial.status, 200);
  EXPECT_EQ(json::parse(partial.body).at("id"), b.at("id"));
  auto c = create("Özel Kumarhane");
  auto by_name = stack->get("/api/casinos/%C3%96ZEL%20KUMARHANE");  // "ÖZEL KUMARHANE"
  ASSERT_EQ(by_name.status, 200) << by_name.body;
  EXPECT_EQ(json::parse(by_name.body).at("id"), c.at("id"));
  EXPECT_EQ(stack->get("/api/casinos/hic-olmayan-bir-site-xyz").status, 404);
  EXPECT_EQ(stack->get("/api/casinos/00000000-0000-0000-0000-000000000000").status, 404);
}

// The slug check is a prepared statement: after five runs Postgres may keep one generic plan for
// every slug, so the same name is created more often than that, beside a name whose slug starts
// with the same text and '-' (read by the check, never a candidate) and one that does not.
TEST_F(CasinoSlice, RepeatedNamesGetNumberedSlugsUnderAGenericPlan) {
  EXPECT_EQ(create("Tekrar Casino Plus").at("slug").as_string(), "tekrar-casino-plus");
  EXPECT_EQ(create("Tekrar Casinox").at("slug").as_string(), "tekrar-casinox");
  for (int n = 1; n <= 8; ++n) {
    const std::string want = n == 1 ? "tekrar-casino" : "tekrar-casino-" + std::to_string(n);
    EXPECT_EQ(create("Tekrar Casino").at("slug").as_string(), want);
  }
}

TEST_F(CasinoSlice, ListIsOrderedByTurkishName) {
  create("Zeytin Casino");
  create("Çınar Casino");
  create("Şahane Casino");
  create("Cennet Casino");
  auto list = json::parse(stack->get("/api/casinos").body).as_array();
  std::vector<std::string> names;
  for (const auto& c : list) names.emplace_back(c.at("name").as_string());
  auto pos = [&](const std::string& n) { return std::find(names.begin(), names.end(), n) - names.begin(); };
  EXPECT_LT(pos("Cennet Casino"), pos("Çınar Casino"));
  EXPECT_LT(pos("Çınar Casino"), pos("Şahane Casino"));
  EXPECT_LT(pos("Şahane Casino"), pos("Zeytin Casino"));
}

TEST_F(CasinoSlice, ProjectionEqualsTheFoldOfTheEvents) {
  create("Katlanan Casino");
  auto x = create("Silinen Casino");
  ASSERT_EQ(stack->admin("DELETE", "/api/admin/casinos/" + std::string(x.at("id").as_string())).status, 204);
  stack->wait_projected();

  // Fold the topic independently of the worker: last state per id, deletes remove.
  events::EventConsumer reader(stack->brokers(), "fold-check");
  auto high = reader.high_watermark(stack->topic("content"), 0, 5s);
  reader.assign({{stack->topic("content"), 0, 0}});
  std::map<std::string, json::object> expected;
  int64_t seen = 0;
  auto deadline = std::chrono::steady_clock::now() + 20s;
  while (seen < high && std::chrono::steady_clock::now() < deadline) {
    for (const auto& m : reader.poll_batch(500, 500ms)) {
      ++seen;
      auto e = events::decode(m.value);
      if (!e.type.starts_with("casino.")) continue;  // the topic also holds the sign-ins' audit events
      if (e.type == "casino.deleted") expected.erase(e.key);
      else expected[e.key] = e.data;
    }
  }
  ASSERT_EQ(seen, high);
  auto rows = testing_support::sql_rows(stack->pg_url(),
      "SELECT id, name, slug, url, logo_url, description FROM proj.casinos ORDER BY id");
  ASSERT_EQ(rows.size(), expected.size());
  for (const auto& r : rows) {
    ASSERT_TRUE(expected.count(r[0])) << r[0];
    const auto& d = expected[r[0]];
    EXPECT_EQ(r[1], d.at("name").as_string());
    EXPECT_EQ(r[2], d.at("slug").as_string());
    EXPECT_EQ(r[3], d.at("url").as_string());
    EXPECT_EQ(r[4], d.at("logo_url").as_string());
    EXPECT_EQ(r[5], d.at("description").as_string());
  }
  EXPECT_EQ(testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM proj.applied_events"), high);
  EXPECT_EQ(testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM proj.dead_letters"), 0);
}

TEST_F(CasinoSlice, ServerLimitsAndErrors) {
  std::string big(1024 * 1024 + 10, 'a');
  auto r = stack->admin("POST", "/api/admin/casinos", big);
  EXPECT_EQ(r.status, 413) << r.body;
  auto huge_header = testing_support::http("GET", stack->url("/api/casinos"), "", {"X-Filler: " + std::string(9000, 'b')});
  EXPECT_EQ(huge_header.status, 431);
  auto missing = stack->get("/api/nope");
  EXPECT_EQ(missing.status, 404);
  EXPECT_EQ(error_of(missing.body).at("code").as_string(), "not_found");
  // A 405 names the methods the path has (RFC 9110: Allow is required on a 405).
  auto patch = stack->admin("PATCH", "/api/admin/casinos/x");
  EXPECT_EQ(patch.status, 405);
  EXPECT_EQ(patch.headers["allow"], "GET, HEAD, PUT, DELETE");
  auto put = testing_support::http("PUT", stack->url("/api/casinos"), "{}");
  EXPECT_EQ(put.status, 405);
  EXPECT_EQ(put.headers["allow"], "GET, HEAD");
  EXPECT_EQ(testing_support::http("DELETE", stack->url("/api/admin/casinos")).headers["allow"], "GET, HEAD, POST");
}

TEST_F(CasinoSlice, HealthReadinessAndMetrics) {
  EXPECT_EQ(stack->get("/healthz").status, 200);
  auto ready = stack->get("/readyz");
  EXPECT_EQ(ready.status, 200) << ready.body;
  stack->get("/api/casinos");
  auto m = stack->get("/metrics");
  ASSERT_EQ(m.status, 200);
  EXPECT_NE(m.body.find("bonus_http_requests_total{route=\"casinos.list\",method=\"GET\",status=\"200\"}"), std::string::npos);
  EXPECT_NE(m.body.find("bonus_http_request_duration_seconds_bucket{route=\"casinos.list\",le=\"+Inf\"}"), std::string::npos);
  EXPECT_NE(m.body.find("bonus_projector_lag_events{topic=\"" + stack->topic("content") + "\",partition=\"0\"} 0"),
            std::string::npos) << m.body;
}

}  // namespace

// A command the projector refuses (its event dead-lettered) answers 409 with the message for it,
// not the casino as it was before: the dead-letter check travels with the read back in one
// statement (command_reply_with), and the refused event leaves its batch through the batch's
// savepoint, one event at a time (projector.cpp). A trigger that rejects one name stands in for
// a rule of the data; it is removed again before the answers are looked at. Last in the file: the
// dead letters it leaves would fail the fold's check above on a shared stack.
TEST_F(CasinoSlice, RefusedCommandsAnswer409NotTheCasinoAsItWas) {
  auto created = create("Reddedilen Casino");
  std::string id(created.at("id").as_string());
  testing_support::sql_rows(stack->pg_url(), R"SQL(
    CREATE FUNCTION proj.refuse_casino() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'Reddedilecek Ad' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$;
    CREATE TRIGGER refuse_casino BEFORE INSERT OR UPDATE ON proj.casinos
      FOR EACH ROW EXECUTE FUNCTION proj.refuse_casino())SQL");
  auto update = stack->admin("PUT", "/api/admin/casinos/" + id, casino_body("Reddedilecek Ad"));
  auto create_refused = stack->admin("POST", "/api/admin/casinos", casino_body("Reddedilecek Ad"));
  auto after = stack->admin("POST", "/api/admin/casinos", casino_body("Sonraki Casino"));
  testing_support::sql_rows(stack->pg_url(),
                            "DROP TRIGGER refuse_casino ON proj.casinos; DROP FUNCTION proj.refuse_casino()");
  const std::string message =
      "Bu değişiklik başka bir değişiklikle çakıştı ve uygulanamadı. Lütfen sayfayı yenileyip tekrar deneyin.";
  ASSERT_EQ(update.status, 409) << update.body;
  EXPECT_EQ(error_of(update.body).at("message").as_string(), message);
  ASSERT_EQ(create_refused.status, 409) << create_refused.body;
  EXPECT_EQ(error_of(create_refused.body).at("message").as_string(), message);
  EXPECT_EQ(after.status, 201) << "the projector goes on after a refused event: " << after.body;
  auto kept = stack->get("/api/casinos/" + id);
  ASSERT_EQ(kept.status, 200) << kept.body;
  EXPECT_EQ(json::parse(kept.body).at("name").as_string(), "Reddedilen Casino");
  EXPECT_GE(testing_support::sql_count(stack->pg_url(), "SELECT count(*) FROM proj.dead_letters"), 2);
}
