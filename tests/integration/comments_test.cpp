// Visitor comments end to end: validation with the spec's messages and the added limits, the
// per-address rate limit, visibility of the promotion, order, and plain text kept as written.
// The api trusts X-Forwarded-For here, so every test posts from an address of its own.
// Erasure (KVKK/GDPR): the name and text reach the log only sealed under the comment's key, and
// deleting the comment deletes the key, so a replay leaves it out, and no unkeyed hash of the
// request is kept that would confirm a guess.
#include <gtest/gtest.h>

#include <openssl/evp.h>

#include <boost/json.hpp>
#include <map>

#include "content.hpp"
#include "events/consumer.hpp"
#include "events/envelope.hpp"
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

  // The raw bytes of every message on the engagement topic, as any reader of the log sees them.
  static std::vector<std::string> engagement_bytes() {
    events::EventConsumer reader(stack->brokers(), "erasure-check");
    const auto topic = stack->topic("engagement");
    std::vector<events::PartitionOffset> start;
    int64_t total = 0;
    for (int32_t p = 0; p < 3; ++p) {
      start.push_back({topic, p, 0});
      total += reader.high_watermark(topic, p, 5s);
    }
    reader.assign(start);
    std::vector<std::string> out;
    while (static_cast<int64_t>(out.size()) < total)
      for (auto& m : reader.poll_batch(1000, 300ms)) out.push_back(std::move(m.value));
    return out;
  }
  static bool log_contains(const std::string& text) {
    for (const auto& v : engagement_bytes())
      if (v.find(text) != std::string::npos) return true;
    return false;
  }
  // Every row of every table of the suite's database, as text.
  static std::string every_table_as_text() {
    std::string out;
    for (const auto& t : sql_rows(stack->pg_url(), "SELECT format('%I.%I', table_schema, table_name) FROM "
                                                   "information_schema.tables WHERE table_type = 'BASE TABLE' AND "
                                                   "table_schema NOT IN ('pg_catalog', 'information_schema')"))
      out += sql_rows(stack->pg_url(), "SELECT coalesce(string_agg(t::text, E'\\n'), '') FROM " + t[0] + " t")[0][0];
    return out;
  }
  // What would confirm a guessed `inputs` to someone holding the log or a backup: each input
  // as written, and its unkeyed hashes.
  static std::vector<std::pair<std::string, std::string>> guess_confirmers(const std::vector<std::string>& inputs) {
    // The name space of the request hash as it was before it was keyed (uuid5 of the body).
    constexpr std::string_view kUnkeyedRequestSpace = "b3a1c9e7-2d4f-5a6b-9c8d-7e1f0a2b3c4d";
    auto hex = [](const unsigned char* d, unsigned n, bool upper) {
      const char* digits = upper ? "0123456789ABCDEF" : "0123456789abcdef";
      std::string h;
      for (unsigned i = 0; i < n; ++i) h += {digits[d[i] >> 4], digits[d[i] & 15]};
      return h;
    };
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& in : inputs) {
      out.emplace_back("'" + in + "'", in);
      out.emplace_back("uuid5 of '" + in + "'", events::name_uuid(kUnkeyedRequestSpace, in));
      for (const auto* md : {EVP_sha1(), EVP_sha256()}) {
        unsigned char d[EVP_MAX_MD_SIZE];
        unsigned n = 0;
        EVP_Digest(in.data(), in.size(), d, &n, md, nullptr);
        const std::string label = std::string(EVP_MD_name(md)) + " of '" + in + "'";
        out.emplace_back(label, hex(d, n, false));
        out.emplace_back(label + " (upper-case hex)", hex(d, n, true));
        out.emplace_back(label + " (raw)", std::string(reinterpret_cast<const char*>(d), n));
      }
    }
    return out;
  }
  static std::vector<std::vector<std::string>> comment_rows() {
    return sql_rows(stack->pg_url(),
                    "SELECT id::text, user_name, comment, rating::text FROM proj.comments ORDER BY id");
  }
  static long long key_rows(const std::string& id) {
    return std::stoll(sql_rows(stack->pg_url(),
                               "SELECT count(*) FROM public.comment_keys WHERE comment_id = '" + id + "'")[0][0]);
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
  EXPECT_EQ(list[0].at("id"), json::parse(second.body).at("id"));

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
  // The page the app gets does not carry the comments (the app asks for them beside it, so a
  // comment does not drop the kept page), so neither as markup nor as data.
  auto page = stack->get("/promotion/" + active);
  ASSERT_EQ(page.status, 200);
  EXPECT_EQ(page.body.find("<script>alert("), std::string::npos);
  EXPECT_EQ(page.body.find("<img src=x"), std::string::npos);
  EXPECT_EQ(page.body.find("alert('x')"), std::string::npos);
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

TEST_F(Comments, TheNameAndTextAreSealedInTheLogAndStillShown) {
  const std::string name = "Gizli Zeynep Kvkk", text = "Bu yorum kişisel veridir 7731";
  auto r = post(active, {{"user_name", name}, {"comment", text}, {"rating", 3}}, "10.0.5.1");
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(json::parse(r.body).at("user_name").as_string(), name);
  EXPECT_EQ(json::parse(r.body).at("comment").as_string(), text);
  const std::string id(json::parse(r.body).at("id").as_string());
  EXPECT_EQ(key_rows(id), 1);
  EXPECT_FALSE(log_contains(name)) << "the name is in the log in plain";
  EXPECT_FALSE(log_contains(text)) << "the text is in the log in plain";

  // An admin's edit is sealed the same way.
  const std::string edited = "Düzeltilmiş kişisel metin 9917";
  auto put = stack->admin("PUT", "/api/admin/comments/" + id,
                          json::serialize(json::object{{"user_name", name}, {"comment", edited}, {"rating", 2}}));
  ASSERT_EQ(put.status, 200) << put.body;
  EXPECT_EQ(json::parse(put.body).at("comment").as_string(), edited);
  EXPECT_FALSE(log_contains(edited)) << "the edited text is in the log in plain";
}

TEST_F(Comments, ADeletedCommentIsErasedFromTheLogAndAReplayLeavesItOut) {
  auto keep = post(active, {{"user_name", "Kalan Kişi"}, {"comment", "Bu yorum kalır"}}, "10.0.6.1");
  ASSERT_EQ(keep.status, 201) << keep.body;
  // As the web app sends it: JSON.stringify of the form, with an Idempotency-Key.
  const std::string name = "Silinen Kişi Erasure", text = "Bu yorum silinecek ve geri gelmeyecek";
  const std::string body = R"({"user_name":")" + name + R"(","comment":")" + text + R"(","rating":5})";
  const std::vector<std::string> headers{"X-Forwarded-For: 10.0.6.1", "Idempotency-Key: erasure-key-1"};
  const auto url = stack->url("/api/promotions/" + active + "/comments");
  auto gone = http("POST", url, body, headers);
  ASSERT_EQ(gone.status, 201) << gone.body;
  auto retry = http("POST", url, body, headers);
  ASSERT_EQ(retry.status, 201) << "a retry under the key is answered as the first attempt: " << retry.body;
  const std::string keep_id(json::parse(keep.body).at("id").as_string());
  const std::string gone_id(json::parse(gone.body).at("id").as_string());
  EXPECT_EQ(json::parse(retry.body).at("id").as_string(), gone_id);

  // A replay without an erasure rebuilds every comment as it was.
  const auto before = comment_rows();
  ASSERT_EQ(stack->run_worker_command({"replay"}), 0) << stack->logs();
  EXPECT_EQ(comment_rows(), before);

  ASSERT_EQ(stack->admin("DELETE", "/api/admin/comments/" + gone_id).status, 204);
  EXPECT_EQ(key_rows(gone_id), 0) << "the key outlived the delete";
  EXPECT_EQ(key_rows(keep_id), 1);
  stack->wait_all_projected();
  ASSERT_EQ(stack->run_worker_command({"replay"}), 0) << stack->logs();
  const auto after = comment_rows();
  bool kept = false;
  for (const auto& row : after) {
    EXPECT_NE(row[0], gone_id) << "the erased comment came back in the replay";
    EXPECT_NE(row[1], name);
    kept = kept || row[0] == keep_id;
  }
  EXPECT_TRUE(kept);
  EXPECT_EQ(after.size() + 1, before.size());

  // Nothing that confirms a guess is left: neither the text nor the name, nor an unkeyed hash
  // of them or of the request body (the uuid5 the request hash once was, SHA-1, SHA-256; hex
  // either case, or the raw digest), in the raw log or in any table of the database.
  const auto needles = guess_confirmers({body, name, text});
  std::string log;
  for (const auto& v : engagement_bytes()) log += v + '\n';
  const std::string tables = every_table_as_text();
  ASSERT_NE(tables.find(keep_id), std::string::npos) << "the table dump reads the projections";
  for (const auto& [what, needle] : needles) {
    EXPECT_EQ(log.find(needle), std::string::npos) << what << " is in the log";
    EXPECT_EQ(tables.find(needle), std::string::npos) << what << " is in a table";
  }
}

TEST_F(Comments, OlderCommentEventsWithPlainFieldsStillProject) {
  EventWriter w(*stack);
  const std::string id = "5b1e6a52-0c36-4a55-9d0e-1f7a3c2b9e01";
  // As the api wrote them before the fields were sealed: no "sealed" field at all.
  w.write("comment.posted", active,
          json::object{{"id", id}, {"promotion_id", active}, {"user_name", "Eski Kayıt"}, {"comment", "Eski düz yorum"},
                       {"rating", 4}, {"created_at", "2025-01-02T03:04:05Z"}});
  stack->wait_all_projected();
  auto rows = sql_rows(stack->pg_url(), "SELECT user_name, comment FROM proj.comments WHERE id = '" + id + "'");
  ASSERT_EQ(rows.size(), 1U);
  EXPECT_EQ(rows[0], (std::vector<std::string>{"Eski Kayıt", "Eski düz yorum"}));
}

}  // namespace
