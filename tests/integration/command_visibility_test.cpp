// Read-your-writes while many commands flow at once: every 201 or 200 means the change can be read
// at once, by id and in the public list the response cache keeps, from another connection; and the
// api's command stage timings (bonus_command_stage_seconds on /metrics) count every command that
// waited. The command path's settings (the producer's, the projector's batch boundary, the offset
// watcher's one statement) are what bench/commands.sh measures; this is what they must keep.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <mutex>
#include <regex>
#include <thread>

#include "content.hpp"
#include "stack.hpp"

using namespace testing_support;
namespace json = boost::json;

namespace {

double stage_count(const std::string& metrics, const std::string& stage) {
  std::smatch m;
  const std::regex line("bonus_command_stage_seconds_count\\{stage=\"" + stage + "\"\\} ([0-9.e+]+)");
  return std::regex_search(metrics, m, line) ? std::stod(m[1].str()) : -1;
}

TEST(CommandVisibility, EveryAnswerIsReadableAtOnceWhileManyCommandsFlow) {
  // The api's own handler and connection pools (the test recipe's are smaller), so that every
  // client's command finds a waiting place (BONUS_COMMAND_WAITERS: 3/4 of the handlers).
  Stack stack({{"BONUS_HANDLER_THREADS", "32"}, {"BONUS_PG_POOL", "16"}});
  stack.start_worker();
  stack.start_api();
  const std::string token = stack.admin_token();
  ASSERT_EQ(stack.get("/api/casinos").status, 200);  // the list is kept from here on

  constexpr int kClients = 8, kEach = 20;
  std::mutex m;
  std::vector<std::string> failures;
  auto fail = [&](const std::string& what) {
    std::lock_guard lock(m);
    failures.push_back(what);
  };
  std::vector<std::thread> clients;
  for (int c = 0; c < kClients; ++c) {
    clients.emplace_back([&, c] {
      const std::vector<std::string> auth{"Authorization: Bearer " + token};
      for (int i = 0; i < kEach; ++i) {
        const std::string name = "Görünür Casino " + std::to_string(c) + "-" + std::to_string(i);
        auto created = http("POST", stack.url("/api/admin/casinos"), casino_body(name), auth);
        if (created.status != 201) return fail("POST " + name + ": " + std::to_string(created.status) + " " + created.body);
        const std::string id(json::parse(created.body).at("id").as_string());
        auto by_id = http("GET", stack.url("/api/casinos/" + id));
        if (by_id.status != 200) fail("GET right after the 201 of " + name + ": " + std::to_string(by_id.status));
        auto list = http("GET", stack.url("/api/casinos"));
        if (list.body.find(id) == std::string::npos) fail("the kept list after the 201 of " + name + " lacks it");
        auto renamed = http("PUT", stack.url("/api/admin/casinos/" + id), casino_body(name + " Yeni"), auth);
        if (renamed.status != 200) return fail("PUT " + name + ": " + std::to_string(renamed.status) + " " + renamed.body);
        by_id = http("GET", stack.url("/api/casinos/" + id));
        if (by_id.body.find(name + " Yeni") == std::string::npos) fail("GET right after the 200 of " + name + ": old name");
      }
    });
  }
  for (auto& t : clients) t.join();
  EXPECT_TRUE(failures.empty()) << failures.size() << " failures, the first: " << failures.front() << stack.logs();

  const auto metrics = stack.get("/metrics").body;
  const double waited = stage_count(metrics, "wait");
  EXPECT_GE(waited, 2.0 * kClients * kEach) << metrics;
  EXPECT_GE(stage_count(metrics, "produce"), waited) << metrics;
  // Every wait ended applied (no 202), so each has its three stages.
  for (const char* stage : {"project", "notify", "wake"}) EXPECT_EQ(stage_count(metrics, stage), waited) << stage;
}

}  // namespace
