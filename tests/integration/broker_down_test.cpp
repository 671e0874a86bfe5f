// Kafka stopped: commands answer 503 within 5 s with a clear message, reads keep answering;
// Kafka back: commands succeed again. Stops the shared local broker, so it runs alone.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <cstdlib>
#include <map>
#include <string>
#include <thread>

#include "stack.hpp"

using namespace testing_support;
using namespace std::chrono_literals;

namespace {

const char* kBody =
    R"({"name":"Kesinti Casino","url":"https://example.com","logo_url":"https://example.com/l.png","description":"Kesinti sırasında denenen site."})";

int broker(const std::string& action) {
  std::string control = env_or("BONUS_KAFKA_CONTROL", "");
  if (control.empty()) return -1;
  return std::system((control + " " + action + " >/dev/null 2>&1").c_str());
}

TEST(BrokerDown, CommandsFailFastReadsContinueAndRecover) {
  ASSERT_FALSE(env_or("BONUS_KAFKA_CONTROL", "").empty())
      << "BONUS_KAFKA_CONTROL must name the script that stops and starts the broker (infra/bonus)";
  // A short readiness grace: the pod stays ready (kafka "degraded") for 15 s, then drops.
  Stack stack(std::map<std::string, std::string>{{"BONUS_READY_KAFKA_GRACE_MS", "15000"}});
  stack.start_worker();
  stack.start_api();
  ASSERT_EQ(stack.admin("POST", "/api/admin/casinos", kBody).status, 201) << stack.logs();

  ASSERT_EQ(broker("kafka-stop"), 0);
  auto down = stack.admin("POST", "/api/admin/casinos", kBody);
  EXPECT_EQ(down.status, 503) << down.body;
  EXPECT_LT(down.seconds, 5.0);
  auto err = boost::json::parse(down.body).at("error");
  EXPECT_EQ(err.at("code").as_string(), "event_store_unavailable");
  EXPECT_EQ(err.at("message").as_string(),
            "Değişiklik şu anda kaydedilemiyor: olay deposuna ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.");

  auto read = stack.get("/api/casinos");
  EXPECT_EQ(read.status, 200);
  EXPECT_EQ(boost::json::parse(read.body).as_array().size(), 1u) << "the failed command left nothing behind";
  // Readiness follows a health check that runs every second: first "degraded" and still ready
  // (a short outage does not empty the Service), then not ready once the grace has passed.
  long ready = 0;
  std::string kafka_check;
  for (int i = 0; i < 40 && kafka_check != "degraded"; ++i) {
    auto r = stack.get("/readyz");
    ready = r.status;
    kafka_check = std::string(boost::json::parse(r.body).at("checks").at("kafka").as_string());
    if (kafka_check != "degraded") std::this_thread::sleep_for(100ms);
  }
  EXPECT_EQ(kafka_check, "degraded");
  EXPECT_EQ(ready, 200);
  for (int i = 0; i < 100 && (ready = stack.get("/readyz").status) != 503; ++i) std::this_thread::sleep_for(250ms);
  EXPECT_EQ(ready, 503);
  // What is down, without the library's error text (addresses, internals): that goes to the log.
  EXPECT_EQ(boost::json::parse(stack.get("/readyz").body).at("checks").at("kafka").as_string(), "unreachable");

  ASSERT_EQ(broker("kafka-up"), 0);
  long status = 0;
  auto deadline = std::chrono::steady_clock::now() + 90s;
  while (std::chrono::steady_clock::now() < deadline) {
    status = stack.admin("POST", "/api/admin/casinos", kBody).status;
    if (status == 201) break;
    std::this_thread::sleep_for(500ms);
  }
  EXPECT_EQ(status, 201) << stack.logs();
  // Readiness follows the health check that runs every second, so it may trail the first
  // command that gets through by up to a second.
  for (int i = 0; i < 40 && (ready = stack.get("/readyz").status) != 200; ++i) std::this_thread::sleep_for(250ms);
  EXPECT_EQ(ready, 200);
  EXPECT_EQ(boost::json::parse(stack.get("/api/casinos").body).as_array().size(), 2u);
}

}  // namespace
