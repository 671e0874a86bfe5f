// Idempotency-Key on commands: the same key twice makes one entity and the same answer; the same
// key with another body is refused; another admin's key is another command; a visitor's comment
// retried is one comment; a malformed key is 400. A batch save is one event, applied whole or not
// at all. (Broker faults with a key: ambiguous_delivery_test.cpp.)
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <map>

#include "content.hpp"
#include "events/payloads.hpp"
#include "stack.hpp"

using namespace testing_support;
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {

std::string casino_body(const std::string& name, const std::string& description = "Tekrar denenen bir site.") {
  return json::serialize(json::object{{"name", name},
                                      {"url", "https://example.com"},
                                      {"logo_url", "https://example.com/l.png"},
                                      {"description", description}});
}

class Idempotency : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    stack = new Stack(std::map<std::string, std::string>{{"BONUS_TRUST_FORWARDED_FOR", "1"}});
    stack->start_worker();
    stack->start_api();
  }
  static void TearDownTestSuite() { delete stack; }

  static HttpReply keyed(const std::string& token, const std::string& method, const std::string& path,
                         const std::string& body, const std::string& key) {
    return http(method, stack->url(path), body, {"Authorization: Bearer " + token, "Idempotency-Key: " + key});
  }
  static HttpReply keyed(const std::string& method, const std::string& path, const std::string& body,
                         const std::string& key) {
    return keyed(stack->admin_token(), method, path, body, key);
  }
  static long long casinos_named(const std::string& name) {
    return sql_count(stack->pg_url(), "SELECT count(*) FROM proj.casinos WHERE name = '" + name + "'");
  }
  static std::string error_code(const HttpReply& r) {
    return std::string(json::parse(r.body).at("error").at("code").as_string());
  }

  static Stack* stack;
};
Stack* Idempotency::stack = nullptr;

TEST_F(Idempotency, TheSameKeyTwiceMakesOneEntityAndTheSameAnswer) {
  const auto body = casino_body("Tekrar Casino");
  auto first = keyed("POST", "/api/admin/casinos", body, "kayit-1");
  ASSERT_EQ(first.status, 201) << first.body << stack->logs();
  const auto events_before = stack->events_on_topics();
  auto second = keyed("POST", "/api/admin/casinos", body, "kayit-1");
  ASSERT_EQ(second.status, 201) << second.body;
  EXPECT_EQ(json::parse(second.body), json::parse(first.body)) << "the retry answers as the first attempt did";
  EXPECT_EQ(casinos_named("Tekrar Casino"), 1);
  EXPECT_EQ(stack->events_on_topics(), events_before) << "an applied key is not produced again";

  // Without a key nothing changes: two requests, two casinos.
  ASSERT_EQ(stack->admin("POST", "/api/admin/casinos", casino_body("Anahtarsiz Casino")).status, 201);
  ASSERT_EQ(stack->admin("POST", "/api/admin/casinos", casino_body("Anahtarsiz Casino")).status, 201);
  EXPECT_EQ(casinos_named("Anahtarsiz Casino"), 2);
}

TEST_F(Idempotency, TheSameKeyWithAnotherBodyIsRefused) {
  ASSERT_EQ(keyed("POST", "/api/admin/casinos", casino_body("Ilk Govde Casino"), "kayit-2").status, 201);
  auto other = keyed("POST", "/api/admin/casinos", casino_body("Ikinci Govde Casino"), "kayit-2");
  EXPECT_EQ(other.status, 422) << other.body;
  EXPECT_EQ(error_code(other), "idempotency_key_reused");
  EXPECT_EQ(json::parse(other.body).at("error").at("message").as_string(),
            "Bu Idempotency-Key başka bir istek için kullanıldı. Yeni bir istek için yeni bir anahtar gönderin.");
  EXPECT_EQ(casinos_named("Ilk Govde Casino"), 1);
  EXPECT_EQ(casinos_named("Ikinci Govde Casino"), 0);
  // The same key on another route is another command.
  auto category = keyed("POST", "/api/admin/categories", R"({"name":"Anahtar Kategori","slug":"anahtar-kategori"})", "kayit-2");
  EXPECT_EQ(category.status, 201) << category.body;
}

TEST_F(Idempotency, AnotherAdminsKeyIsAnotherCommand) {
  const std::string email = "ikinci-yonetici@test.example.com", password = "Ikinci-Yonetici-Sifre-2026";
  ASSERT_EQ(stack->run_api_command({"admin", "set-password", email, "--chosen"}, password + "\n"), 0) << stack->cli_output();
  auto login = stack->login(email, password);
  ASSERT_EQ(login.status, 200) << login.body;
  const std::string token(json::parse(login.body).at("access_token").as_string());
  const auto body = casino_body("Iki Yonetici Casino");
  auto mine = keyed("POST", "/api/admin/casinos", body, "ortak-anahtar");
  auto theirs = keyed(token, "POST", "/api/admin/casinos", body, "ortak-anahtar");
  ASSERT_EQ(mine.status, 201) << mine.body;
  ASSERT_EQ(theirs.status, 201) << theirs.body;
  EXPECT_NE(json::parse(mine.body).at("id"), json::parse(theirs.body).at("id"));
  EXPECT_EQ(casinos_named("Iki Yonetici Casino"), 2);
}

TEST_F(Idempotency, AVisitorsCommentRetriedWithItsKeyIsOneComment) {
  EventWriter w(*stack);
  const auto casino = write_casino(w, "Yorum Anahtar Casino", "yorum-anahtar-casino");
  const auto promotion = write_promotion(w, {.title = "Anahtarli Bonus", .casino_id = casino});
  stack->wait_all_projected();
  const auto body = R"({"user_name":"Ayşe","comment":"Bir kez sayılmalı","rating":5})";
  auto post = [&] {
    return http("POST", stack->url("/api/promotions/" + promotion + "/comments"), body,
                {"X-Forwarded-For: 10.9.0.1", "Idempotency-Key: yorum-1"});
  };
  auto first = post();
  ASSERT_EQ(first.status, 201) << first.body;
  auto second = post();
  ASSERT_EQ(second.status, 201) << second.body;
  EXPECT_EQ(json::parse(second.body).at("id"), json::parse(first.body).at("id"));
  EXPECT_EQ(sql_count(stack->pg_url(), "SELECT count(*) FROM proj.comments WHERE promotion_id = '" + promotion + "'"), 1);
}

TEST_F(Idempotency, AMalformedKeyIs400) {
  const auto body = casino_body("Bozuk Anahtar Casino");
  for (const std::string& key : {std::string(201, 'a'), std::string("anahtar-ş")}) {
    auto r = keyed("POST", "/api/admin/casinos", body, key);
    EXPECT_EQ(r.status, 400) << key << ": " << r.body;
    EXPECT_EQ(error_code(r), "invalid_idempotency_key");
    EXPECT_EQ(json::parse(r.body).at("error").at("message").as_string(),
              "Idempotency-Key başlığı 1 ile 200 arasında yazdırılabilir ASCII karakterden oluşmalıdır.");
  }
  EXPECT_EQ(keyed("POST", "/api/admin/casinos", body, std::string(200, 'a')).status, 201);
  EXPECT_EQ(casinos_named("Bozuk Anahtar Casino"), 1);
}

json::object batch_post(const std::string& title) {
  return {{"title", title},
          {"excerpt", "Toplu kayıt özeti."},
          {"content", "<p>Toplu kaydedilen yazının içeriği, yeterince uzun bir metin.</p>"},
          {"category", "Rehber"}};
}

TEST_F(Idempotency, ABatchSaveIsOneEventAppliedWholeOrNotAtAll) {
  // Through the api: three posts, one event on the log; a retry with the key adds nothing.
  const auto body = json::serialize(json::object{
      {"posts", json::array{batch_post("Toplu Bir"), batch_post("Toplu Iki"), batch_post("Toplu Uc")}},
      {"publish_count", 1}});
  stack->admin_token();  // signed in first: the sign-in's own audit event is not the batch's
  const auto before = stack->events_on_topics();
  auto saved = keyed("POST", "/api/admin/blog-posts/batch", body, "toplu-1");
  ASSERT_EQ(saved.status, 201) << saved.body << stack->logs();
  EXPECT_EQ(json::parse(saved.body).at("posts").as_array().size(), 3u);
  EXPECT_EQ(stack->events_on_topics() - before, 1) << "the whole batch is one event";
  auto again = keyed("POST", "/api/admin/blog-posts/batch", body, "toplu-1");
  ASSERT_EQ(again.status, 201) << again.body;
  EXPECT_EQ(json::parse(again.body), json::parse(saved.body));
  EXPECT_EQ(sql_count(stack->pg_url(), "SELECT count(*) FROM proj.blog_posts WHERE title LIKE 'Toplu %'"), 3);

  // In the projection: a batch with one post the projection refuses (its slug is another post's)
  // stores none of them.
  EventWriter w(*stack);
  write_post(w, {.title = "Var Olan Yazi", .slug = "var-olan-yazi"});
  auto post = [](const std::string& id, const std::string& title, const std::string& slug) {
    events::payload::BlogPostState p;
    p.id = id;
    p.title = title;
    p.slug = slug;
    p.excerpt = "Özet";
    p.content = "<p>İçerik</p>";
    p.author = "AI writer";
    p.created_at = p.updated_at = events::now_utc();
    return p;
  };
  const auto a = events::new_uuid(), b = events::new_uuid(), c = events::new_uuid();
  w.write(events::new_uuid(), events::payload::BlogPostBatchCreated{
                                  .id = "", .posts = {post(a, "Parti Bir", "parti-bir"),
                                                      post(b, "Parti Iki", "var-olan-yazi"),
                                                      post(c, "Parti Uc", "parti-uc")}});
  stack->wait_projected();
  EXPECT_EQ(sql_count(stack->pg_url(), "SELECT count(*) FROM proj.blog_posts WHERE id IN ('" + a + "','" + b + "','" +
                                           c + "')"),
            0);
  EXPECT_EQ(sql_count(stack->pg_url(), "SELECT count(*) FROM proj.dead_letters WHERE type = 'blog_post.batch_created'"), 1);
}

}  // namespace
