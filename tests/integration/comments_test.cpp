// Visitor comments end to end: validation with the spec's messages and the added limits, the
// per-address rate limit, visibility of the promotion, order, and plain text kept as written.
// The api trusts X-Forwarded-For here, so every test posts from an address of its own.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <map>

#include "content.hpp"
#include "events/consumer.hpp"
#include "stack.hpp"

using namespace testing_support;
namespace json = boost::json;
using namespace std::chrono_literals;

namespace {

class Comments : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    stack = new Stack(std::map<std::string, std::string>{{"BONUS_TRUST_FORWARDED_FOR", "1"}});
    stack->start_worker();
    stack->start_api();
    EventWriter w(*stack);
    const std::string casino = write_casino(w, "Yorum Casino", "yorum-casino");
    active = write_promotion(w, {.title = "Yorumlu Bonus", .casino_id = casino});
    inactive = write_promotion(w, {.title = "Kapalı Bonus", .casino_id = casino, .active = false});
    expired = write_promotion(w, {.title = "Bitmiş Bonus", .casino_id = casino, .expires_in_minutes = -5});
    stack->wait_all_projected();
  }
  static void TearDownTestSuite() { delete stack; }

  static HttpReply post(const std::string& promotion, const json::object& body, const std::string& address) {
    return http("POST", stack->url("/api/promotions/" + promotion + "/comments"), json::serialize(body),
                {"X-Forwarded-For: " + address});
  }
  static json::object error_of(const HttpReply& r) { return json::parse(r.body).at("error").as_object(); }
  static std::map<std::string, std::string> details_of(const HttpReply& r) {
    std::map<std::string, std::string> out;
    const auto error = error_of(r);
    for (const auto& d : error.at("details").as_array())
      out[std::string(d.at("field").as_string())] = std::string(d.at("message").as_string());
    return out;
  }
  static long long engagement_events() {
    events::EventConsumer probe(stack->brokers(), "probe");
    long long total = 0;
    for (int p = 0; p < 3; ++p) total += probe.high_watermark(stack->topic("engagement"), p, 5s);
    return total;
  }

  static Stack* stack;
  static std::string active, inactive, expired;
};
Stack* Comments::stack = nullptr;
std::string Comments::active, Comments::inactive, Comments::expired;

TEST_F(Comments, APostedCommentIsAnsweredOnceProjectedAndListedNewestFirst) {
  auto first = post(active, {{"user_name", "  Ayşe  "}, {"comment", "İlk yorum"}, {"rating", 4}}, "10.0.0.1");
  ASSERT_EQ(first.status, 201) << first.body;
  auto c1 = json::parse(first.body).as_object();
  EXPECT_EQ(c1.at("user_name").as_string(), "Ayşe") << "the name is trimmed";
  EXPECT_EQ(c1.at("comment").as_string(), "İlk yorum");
  EXPECT_EQ(c1.at("rating").as_int64(), 4);
  EXPECT_EQ(c1.at("promotion_id").as_string(), active);
  auto second = post(active, {{"user_name", "Mehmet"}, {"comment", "İkinci yorum"}}, "10.0.0.1");
  ASSERT_EQ(second.status, 201) << second.body;
  EXPECT_EQ(json::parse(second.body).at("rating").as_int64(), 5) << "rating defaults to 5";

  auto list = json::parse(stack->get("/api/promotions/" + active + "/comments").body).as_array();
  ASSERT_GE(list.size(), 2U);
  EXPECT_EQ(list[0].at("comment").as_string(), "İkinci yorum");
  EXPECT_EQ(list[1].at("comment").as_string(), "İlk yorum");
  auto detail = json::parse(stack->get("/api/promotions/" + active).body).as_object();
  EXPECT_EQ(detail.at("comments").as_array()[0].at("id"), json::parse(second.body).at("id"));

  // The event: comment.posted on the engagement topic, keyed by the promotion, actor a visitor hash.
  auto rows = sql_rows(stack->pg_url(), "SELECT type FROM proj.applied_events WHERE topic = '" +
                                            stack->topic("engagement") + "'");
  EXPECT_EQ(rows.size(), 2U);
  EXPECT_EQ(rows[0][0], "comment.posted");
}

TEST_F(Comments, ValidationAnswers422WithTheSpecsMessagesAndWritesNothing) {
  const long long before = engagement_events();
  auto blank = post(active, {{"user_name", "   "}, {"comment", ""}}, "10.0.1.1");
  ASSERT_EQ(blank.status, 422) << blank.body;
  EXPECT_EQ(error_of(blank).at("message").as_string(), "Lütfen kullanıcı adınızı girin");
  EXPECT_EQ(error_of(blank).at("field").as_string(), "user_name");
  EXPECT_EQ(details_of(blank)["comment"], "Lütfen yorumunuzu yazın");

  auto long_name = post(active, {{"user_name", std::string(61, 'a')}, {"comment", "x"}}, "10.0.1.1");
  EXPECT_EQ(error_of(long_name).at("message").as_string(), "Kullanıcı adı en fazla 60 karakter olabilir");
  std::string long_comment;
  for (int i = 0; i < 2001; ++i) long_comment += "ş";
  auto too_long = post(active, {{"user_name", "Ali"}, {"comment", long_comment}}, "10.0.1.1");
  EXPECT_EQ(error_of(too_long).at("message").as_string(), "Yorum en fazla 2000 karakter olabilir");
  for (json::value rating : {json::value(0), json::value(6), json::value(4.5), json::value(-1)}) {
    auto bad = post(active, {{"user_name", "Ali"}, {"comment", "x"}, {"rating", rating}}, "10.0.1.1");
    EXPECT_EQ(bad.status, 422);
    EXPECT_EQ(error_of(bad).at("message").as_string(), "Puan 1 ile 5 arasında olmalıdır") << json::serialize(rating);
  }
  auto wrong_type = post(active, {{"user_name", "Ali"}, {"comment", "x"}, {"rating", "beş"}}, "10.0.1.1");
  EXPECT_EQ(wrong_type.status, 422);
  EXPECT_EQ(error_of(wrong_type).at("field").as_string(), "rating");
  auto not_json = http("POST", stack->url("/api/promotions/" + active + "/comments"), "{yorum", {});
  EXPECT_EQ(not_json.status, 400);
  EXPECT_EQ(engagement_events(), before) << "a rejected comment produced an event";

  // 60 and 2000 characters are still fine.
  std::string exactly;
  for (int i = 0; i < 2000; ++i) exactly += "ğ";
  EXPECT_EQ(post(active, {{"user_name", std::string(60, 'b')}, {"comment", exactly}}, "10.0.1.2").status, 201);
}

TEST_F(Comments, ScriptIsStoredAndReturnedAsPlainText) {
  const std::string payload = "<script>alert('x')</script> & <img src=x onerror=alert(1)> \"tırnak\"";
  const std::string name = "<b>Kalın</b>";
  auto r = post(active, {{"user_name", name}, {"comment", payload}, {"rating", 1}}, "10.0.2.1");
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(json::parse(r.body).at("comment").as_string(), payload);
  auto id = std::string(json::parse(r.body).at("id").as_string());
  EXPECT_EQ(sql_rows(stack->pg_url(), "SELECT comment, user_name FROM proj.comments WHERE id = '" + id + "'")[0],
            (std::vector<std::string>{payload, name}))
      << "stored exactly as written";
  auto list = json::parse(stack->get("/api/promotions/" + active + "/comments").body).as_array();
  bool found = false;
  for (const auto& c : list) found = found || (c.at("id").as_string() == id && c.at("comment").as_string() == payload);
  EXPECT_TRUE(found);
  // In the page the app gets, the comment is data inside escaped JSON, never markup.
  auto page = stack->get("/promotion/" + active);
  ASSERT_EQ(page.status, 200);
  EXPECT_EQ(page.body.find("<script>alert("), std::string::npos);
  EXPECT_EQ(page.body.find("<img src=x"), std::string::npos);
  EXPECT_NE(page.body.find("\\u003cscript\\u003ealert('x')\\u003c/script\\u003e"), std::string::npos);
}

TEST_F(Comments, HiddenOrUnknownPromotionsTakeNoComments) {
  for (const auto& id : {inactive, expired, std::string("00000000-0000-0000-0000-000000000000"), std::string("yok")}) {
    auto r = post(id, {{"user_name", "Ali"}, {"comment", "Merhaba"}}, "10.0.3.1");
    EXPECT_EQ(r.status, 404) << id;
    EXPECT_EQ(error_of(r).at("message").as_string(), "Promosyon bulunamadı (" + id + ")");
    EXPECT_EQ(stack->get("/api/promotions/" + id + "/comments").status, 404);
  }
}

TEST_F(Comments, FiveCommentsPerAddressPerMinuteThen429) {
  for (int i = 0; i < 5; ++i) {
    auto ok = post(active, {{"user_name", "Hızlı"}, {"comment", "Yorum " + std::to_string(i)}}, "10.0.4.1");
    ASSERT_EQ(ok.status, 201) << i << ": " << ok.body;
  }
  const long long before = engagement_events();
  auto limited = post(active, {{"user_name", "Hızlı"}, {"comment", "Altıncı"}}, "10.0.4.1");
  EXPECT_EQ(limited.status, 429);
  EXPECT_EQ(error_of(limited).at("message").as_string(), "Çok fazla yorum gönderdiniz. Lütfen biraz sonra tekrar deneyin.");
  EXPECT_EQ(error_of(limited).at("code").as_string(), "rate_limited");
  const long long retry = std::stoll(limited.headers["retry-after"]);
  EXPECT_GE(retry, 1);
  EXPECT_LE(retry, 60);
  EXPECT_EQ(engagement_events(), before);
  EXPECT_EQ(post(active, {{"user_name", "Başka"}, {"comment", "Başka adres"}}, "10.0.4.2").status, 201)
      << "another address has its own budget";
  // Invalid submissions do not use up the budget of a visitor who corrects a typo.
  for (int i = 0; i < 6; ++i) EXPECT_EQ(post(active, {{"user_name", ""}, {"comment", "x"}}, "10.0.4.3").status, 422);
  EXPECT_EQ(post(active, {{"user_name", "Düzeltti"}, {"comment", "Tamam"}}, "10.0.4.3").status, 201);
}

}  // namespace
