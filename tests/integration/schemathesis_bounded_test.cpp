// The OpenAPI description (docs/openapi.yaml) checked against the running api by a bounded
// property-based run (schemathesis): a private stack with the demo content, every check and
// every phase (examples, coverage, fuzzing and the stateful chains of calls), a fixed number of
// generated cases per operation. The run signs in by itself (tests/integration/schemathesis.toml)
// and again whenever a session it used has ended. It must find no failure: no 5xx, every answer
// one the description lists with its content type, headers and schema, every request the
// description calls valid accepted and every invalid one refused, a 405 with `Allow` for every
// method a path does not have, no admin route answering without a token, nothing found after
// its delete.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include <iostream>

#include "stack.hpp"

using namespace testing_support;

namespace {

TEST(SchemathesisBounded, EveryCheckAndPhaseFindsNoFailure) {
  // The run fuzzes the token endpoint from the address it signs in from, with its own account's
  // email among the values: the limits of failed sign-ins would lock its own sign-in out (they
  // have their own tests). Commands wait longer for their projection than by default, so a create
  // is readable at once (as the stateful checks expect) on a busy machine. The AI service is a
  // closed port: jobs fail at once instead of waiting for a service the run does not test.
  Stack stack({{"BONUS_LOGIN_MAX_FAILURES_ADDRESS", "1000000"},
               {"BONUS_LOGIN_MAX_FAILURES_EMAIL", "1000000"},
               {"BONUS_AI_BASE_URL", "http://127.0.0.1:9/v1"},
               {"BONUS_LOGIN_SLOWDOWN_AFTER", "1000000"},
               {"BONUS_COMMAND_WAIT_MS", "20000"},
               {"BONUS_ANON_COMMAND_WAIT_MS", "20000"}});
  stack.start_worker();
  stack.start_api();
  ASSERT_EQ(stack.run_worker_command({"seed"}), 0) << stack.logs();
  // The run's own sign-ins come from a device that signed in before (its device token), as a real
  // client's do: the run's guesses at the token endpoint with the admin's email use up the
  // account's budget for unknown devices (at most 100 an hour, not configurable past that), which
  // would otherwise refuse the run its own tokens part-way through (429).
  boost::json::object sign_in{{"grant_type", "password"}, {"email", stack.admin_email()}, {"password", stack.admin_password()}};
  const auto first = http("POST", stack.url("/api/auth/token"), boost::json::serialize(sign_in));
  ASSERT_EQ(first.status, 200) << first.body;
  const std::string device(boost::json::parse(first.body).at("device_token").as_string());

  const std::string log = env_or("BONUS_TEST_LOG_DIR", "/tmp") + "/" + stack.prefix() + "schemathesis.log";
  ChildProcess run(
      {BONUS_SCHEMATHESIS, "--config-file", BONUS_SCHEMATHESIS_CONFIG, "run", BONUS_OPENAPI, "--url", stack.url(""),
       "--checks", "all", "--phases", "examples,coverage,fuzzing,stateful",
       // Bounded: the examples, the coverage of each parameter's edges, a fixed number of
       // generated cases per operation and of stateful chains, from a fixed seed.
       "--max-examples", env_or("BONUS_SCHEMATHESIS_EXAMPLES", "20"), "--seed", env_or("BONUS_SCHEMATHESIS_SEED", "1"),
       // Signing out is left to its own test (admin_auth_test): here it would end the run's
       // session at random points of the other operations' cases.
       "--exclude-path", "/api/auth/logout",
       // Switching the required second factor on would send the run's own admin (who has no
       // TOTP) to enrolment for the rest of the run; its own test is admin_security_test.
       "--exclude-operation-id", "adminSetSecuritySettings", "--request-timeout", "30", "--no-color"},
      {{"BONUS_SCHEMATHESIS_EMAIL", stack.admin_email()},
       {"BONUS_SCHEMATHESIS_PASSWORD", stack.admin_password()},
       {"BONUS_SCHEMATHESIS_DEVICE_TOKEN", device}},
      log);
  const int status = run.wait();
  const std::string out = read_file(log);
  // The summary (operations, phases, failures) is kept in the test's output either way.
  const auto summary = out.rfind("SUMMARY");
  std::cout << (summary == std::string::npos ? out : out.substr(summary)) << '\n';
  EXPECT_EQ(status, 0) << out << stack.logs();
}

}  // namespace
