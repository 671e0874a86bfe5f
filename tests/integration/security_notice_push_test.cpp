// Security notices pushed outside the back office (ASVS 2.2.3): the worker posts each notice to
// BONUS_SECURITY_WEBHOOK_URL, signed with HMAC-SHA256 under BONUS_SECURITY_WEBHOOK_SECRET. A
// local receiver gets it with its body and a signature the test checks itself; a failed try is
// tried again until the receiver takes it, under one notice id; a receiver that was down, and a
// worker that was stopped meanwhile, lose nothing; a plain-http URL off loopback stops the worker
// at start.
#include <gtest/gtest.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <atomic>
#include <boost/json.hpp>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <set>
#include <thread>

#include "fake_service.hpp"
#include "stack.hpp"

using namespace std::chrono_literals;
using testing_support::FakeReply;
using testing_support::FakeRequest;
using testing_support::FakeService;
using testing_support::HttpReply;
using testing_support::Stack;
namespace json = boost::json;

namespace {

constexpr const char* kSecret = "webhook-secret-for-the-test-0123456789abcdef";
const std::string kFirefox = "User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

std::map<std::string, std::string> push_env(const std::string& url) {
  return {{"BONUS_SECURITY_WEBHOOK_URL", url},
          {"BONUS_SECURITY_WEBHOOK_SECRET", kSecret},
          {"BONUS_SECURITY_WEBHOOK_BACKOFF_MS", "200"},
          {"BONUS_SECURITY_WEBHOOK_MAX_BACKOFF_MS", "1000"},
          {"BONUS_SECURITY_WEBHOOK_TIMEOUT_MS", "2000"}};
}

// A sign-in without a device cookie: a 'new_device' notice for the suite's admin.
void sign_in_from_a_new_device(const Stack& s) {
  json::object body{{"grant_type", "password"}, {"email", s.admin_email()}, {"password", s.admin_password()}};
  auto r = testing_support::http("POST", s.url("/api/auth/token"), json::serialize(body), {kFirefox});
  ASSERT_EQ(r.status, 200) << r.body;
}

// The receiver's own check of the signature header: t=<unix>,v1=<hex HMAC-SHA256(secret, t.body)>.
bool signature_holds(const FakeRequest& r, const std::string& secret) {
  auto it = r.headers.find("x-bonus-signature");
  if (it == r.headers.end()) return false;
  const std::string& header = it->second;
  auto comma = header.find(",v1=");
  if (!header.starts_with("t=") || comma == std::string::npos) return false;
  const std::string t = header.substr(2, comma - 2);
  const std::string given = header.substr(comma + 4);
  const std::string text = t + "." + r.body;
  unsigned char mac[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  HMAC(EVP_sha256(), secret.data(), static_cast<int>(secret.size()), reinterpret_cast<const unsigned char*>(text.data()),
       text.size(), mac, &len);
  std::string hex;
  for (unsigned int i = 0; i < len; ++i) {
    static constexpr char digits[] = "0123456789abcdef";
    (hex += digits[mac[i] >> 4]) += digits[mac[i] & 15];
  }
  const auto now = std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
  return hex == given && std::llabs(now - std::stoll(t)) < 300;
}

template <class F>
bool eventually(F done, std::chrono::milliseconds timeout = 20s) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (std::chrono::steady_clock::now() < deadline) {
    if (done()) return true;
    std::this_thread::sleep_for(50ms);
  }
  return done();
}

std::string state_of_notices(const Stack& s) {
  std::string out;
  for (const auto& row : testing_support::sql_rows(s.pg_url(), "SELECT push_state FROM security_notices ORDER BY id"))
    out += (out.empty() ? "" : ",") + row[0];
  return out;
}

json::object push_on_screen(const Stack& s) {
  auto r = s.admin("GET", "/api/admin/security-notices");
  EXPECT_EQ(r.status, 200) << r.body;
  return json::parse(r.body).at("push").as_object();
}

}  // namespace

TEST(SecurityNoticePush, AReceiverGetsEachNoticeSignedWithItsIdAndNothingSecret) {
  FakeService receiver([](const FakeRequest&) { return FakeReply{200, "{\"ok\":true}"}; });
  Stack stack(push_env(receiver.url("/hooks/security?token=abc")));
  stack.start_api();
  stack.start_worker();
  sign_in_from_a_new_device(stack);
  ASSERT_TRUE(eventually([&] { return receiver.requests().size() == 1; })) << stack.logs();

  const auto req = receiver.requests().front();
  EXPECT_EQ(req.method, "POST");
  EXPECT_EQ(req.target, "/hooks/security?token=abc");
  EXPECT_EQ(req.headers.at("content-type"), "application/json");
  EXPECT_TRUE(signature_holds(req, kSecret)) << req.headers.at("x-bonus-signature");
  EXPECT_FALSE(signature_holds(req, "another-secret-another-secret-0123456789")) << "the signature depends on the key";
  FakeRequest altered = req;
  altered.body.replace(altered.body.find("new_device"), 10, "totp_reset");
  EXPECT_FALSE(signature_holds(altered, kSecret)) << "the signature covers the body";

  const auto id = testing_support::sql_rows(stack.pg_url(), "SELECT id FROM security_notices")[0][0];
  const auto body = json::parse(req.body).as_object();
  EXPECT_EQ(body.at("type").as_string(), "security_notice");
  EXPECT_EQ(std::to_string(body.at("id").as_int64()), id);
  EXPECT_EQ(req.headers.at("x-bonus-notice-id"), id);
  EXPECT_EQ(body.at("kind").as_string(), "new_device");
  EXPECT_EQ(body.at("text").as_string(), "Yeni bir cihazdan giriş yapıldı");
  EXPECT_EQ(body.at("account").as_string(), stack.admin_email());
  EXPECT_EQ(body.at("browser").as_string(), "Firefox");
  EXPECT_EQ(body.at("address").as_string(), "127.0.0.0/24") << "the coarse address, never the whole one";
  EXPECT_TRUE(body.at("site").as_string().starts_with("http://127.0.0.1:")) << "the worker's BONUS_PUBLIC_ORIGIN";
  EXPECT_FALSE(body.at("created_at").as_string().empty());
  EXPECT_EQ(body.size(), 9U) << req.body;
  EXPECT_EQ(req.body.find(stack.admin_password()), std::string::npos);
  EXPECT_EQ(req.body.find("token"), std::string::npos);

  EXPECT_TRUE(eventually([&] { return state_of_notices(stack) == "sent"; })) << state_of_notices(stack);
  auto push = push_on_screen(stack);  // this sign-in (a new device too) is pushed after the answer is read
  EXPECT_TRUE(push.at("configured").as_bool());
  EXPECT_EQ(push.at("target").as_string(), receiver.url("")) << "the origin only: the path may hold a token";
  EXPECT_FALSE(push.at("last_sent_at").is_null());
  EXPECT_TRUE(push.at("last_error_at").is_null());
  EXPECT_EQ(stack.logs().find("token=abc"), std::string::npos) << "the webhook's path is never logged";
}

TEST(SecurityNoticePush, AFailedTryIsTriedAgainUntilTheReceiverTakesItUnderOneNoticeId) {
  std::atomic<int> answered{0};
  FakeService receiver([&](const FakeRequest&) { return FakeReply{answered++ == 0 ? 500 : 200, ""}; });
  Stack stack(push_env(receiver.url("/hook")));
  stack.start_api();
  stack.start_worker();
  sign_in_from_a_new_device(stack);
  ASSERT_TRUE(eventually([&] { return state_of_notices(stack) == "sent"; })) << state_of_notices(stack) << stack.logs();
  std::this_thread::sleep_for(1500ms);  // nothing more comes once it was taken

  const auto got = receiver.requests();
  ASSERT_EQ(got.size(), 2U) << "one 500, then the same notice again";
  std::set<std::string> ids, bodies;
  for (const auto& r : got) {
    ids.insert(r.headers.at("x-bonus-notice-id"));
    bodies.insert(r.body);
    EXPECT_TRUE(signature_holds(r, kSecret));
  }
  EXPECT_EQ(ids.size(), 1U) << "a receiver de-duplicates by one stable id";
  EXPECT_EQ(bodies.size(), 1U) << "the same body each time";
  EXPECT_GE(got[1].received - got[0].received, 150ms) << "a wait between tries";
  auto rows = testing_support::sql_rows(stack.pg_url(), "SELECT push_attempts, push_error IS NULL FROM security_notices");
  EXPECT_EQ(rows[0][0], "2");
  EXPECT_EQ(rows[0][1], "t");
  EXPECT_NE(stack.logs().find("not delivered to " + receiver.url("") + " (try 1): HTTP 500"), std::string::npos);
}

TEST(SecurityNoticePush, AReceiverThatWasDownGetsEveryNoticeWhenItIsBackAcrossAWorkerRestart) {
  unsigned short port = 0;
  std::string url;
  {
    FakeService gone([](const FakeRequest&) { return FakeReply{200, ""}; });
    port = gone.port();
    url = gone.url("/hook");
  }  // closed: connections to it are refused
  Stack stack(push_env(url));
  stack.start_api();
  stack.start_worker();
  sign_in_from_a_new_device(stack);
  ASSERT_TRUE(eventually([&] {
    return testing_support::sql_count(stack.pg_url(), "SELECT count(*) FROM security_notices WHERE push_attempts >= 2") == 1;
  })) << stack.logs();
  EXPECT_EQ(state_of_notices(stack), "pending");
  EXPECT_TRUE(push_on_screen(stack).at("pending").as_int64() >= 1);

  stack.stop_worker(SIGTERM);  // a second notice while no worker runs
  sign_in_from_a_new_device(stack);
  FakeService back([](const FakeRequest&) { return FakeReply{200, ""}; }, port);
  stack.start_worker();
  ASSERT_TRUE(eventually([&] {
    const auto states = state_of_notices(stack);
    return states.find("pending") == std::string::npos;
  })) << state_of_notices(stack) << stack.logs();
  std::this_thread::sleep_for(1500ms);

  std::vector<std::string> ids, written;
  for (const auto& r : back.requests()) ids.push_back(r.headers.at("x-bonus-notice-id"));
  for (const auto& row : testing_support::sql_rows(stack.pg_url(), "SELECT id, push_state FROM security_notices ORDER BY id")) {
    written.push_back(row[0]);
    EXPECT_EQ(row[1], "sent");
  }
  EXPECT_GE(written.size(), 2U);
  EXPECT_EQ(ids, written) << "every notice, each once, the oldest first";
}

TEST(SecurityNoticePush, APlainHttpReceiverOffLoopbackIsRefusedAtStartAndNoWebhookKeepsNoticesInside) {
  Stack stack;  // no webhook
  stack.start_api();
  stack.start_worker();
  sign_in_from_a_new_device(stack);
  EXPECT_TRUE(eventually([&] { return state_of_notices(stack) == "not_sent"; })) << state_of_notices(stack);
  auto push = push_on_screen(stack);
  EXPECT_FALSE(push.at("configured").as_bool());
  EXPECT_TRUE(push.at("target").is_null());

  auto refused = [&](const std::map<std::string, std::string>& env, const std::string& message) {
    EXPECT_EQ(stack.run_worker_command({"run"}, env), 1) << message;
    EXPECT_NE(stack.logs().find(message), std::string::npos) << message << "\n" << stack.logs();
  };
  refused({{"BONUS_SECURITY_WEBHOOK_URL", "http://hooks.example.com/security"}, {"BONUS_SECURITY_WEBHOOK_SECRET", kSecret}},
          "BONUS_SECURITY_WEBHOOK_URL must be https (plain http only to a loopback host), got http://hooks.example.com");
  refused({{"BONUS_SECURITY_WEBHOOK_URL", "http://10.0.0.7:8080/x"}, {"BONUS_SECURITY_WEBHOOK_SECRET", kSecret}},
          "got http://10.0.0.7:8080");
  refused({{"BONUS_SECURITY_WEBHOOK_URL", "ftp://hooks.example.com/x"}, {"BONUS_SECURITY_WEBHOOK_SECRET", kSecret}},
          "BONUS_SECURITY_WEBHOOK_URL must be an https URL");
  refused({{"BONUS_SECURITY_WEBHOOK_URL", "https://hooks.example.com/x"}, {"BONUS_SECURITY_WEBHOOK_SECRET", "short"}},
          "needs BONUS_SECURITY_WEBHOOK_SECRET of at least 32 bytes");
  // https anywhere, and plain http to this machine, are taken (migrate reads the same settings).
  for (const char* ok : {"https://hooks.example.com/x", "http://localhost:9/x", "http://127.0.0.1:9/x", "http://[::1]:9/x"})
    EXPECT_EQ(stack.run_worker_command({"migrate"}, {{"BONUS_SECURITY_WEBHOOK_URL", ok}, {"BONUS_SECURITY_WEBHOOK_SECRET", kSecret}}), 0)
        << ok;
}
