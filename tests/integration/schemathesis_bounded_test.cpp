// The OpenAPI description (docs/openapi.yaml) checked against the running api by a bounded
// property-based run (schemathesis): a private stack with the demo content, the suite admin's
// token on every request, a fixed number of generated cases per operation. No answer may be a
// 5xx, and every answer must be one the description lists, with its content type and schema.
#include <gtest/gtest.h>

#include <iostream>

#include "stack.hpp"

using namespace testing_support;

namespace {

TEST(SchemathesisBounded, NoServerErrorAndEveryAnswerAsDescribed) {
  Stack stack;
  stack.start_worker();
  stack.start_api();
  ASSERT_EQ(stack.run_worker_command({"seed"}), 0) << stack.logs();
  const std::string token = stack.admin_token();

  const std::string log = env_or("BONUS_TEST_LOG_DIR", "/tmp") + "/" + stack.prefix() + "schemathesis.log";
  ChildProcess run(
      {BONUS_SCHEMATHESIS, "run", BONUS_OPENAPI, "--url", stack.url(""),
       "--checks", "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance",
       // Bounded: examples, the coverage of each parameter's edges and a few generated cases per
       // operation. The stateful phase (chains of calls) is left out: it is unbounded in time.
       "--phases", "examples,coverage,fuzzing", "--max-examples", env_or("BONUS_SCHEMATHESIS_EXAMPLES", "20"),
       "--seed", env_or("BONUS_SCHEMATHESIS_SEED", "1"),
       // Signing out and ending sessions would end the run's own session halfway.
       "--exclude-path-regex", "^/api/(auth/logout|admin/sessions/)",
       "--header", "Authorization: Bearer " + token, "--request-timeout", "30", "--no-color"},
      {}, log);
  const int status = run.wait();
  const std::string out = read_file(log);
  // The summary (operations, phases, failures) is kept in the test's output either way.
  const auto summary = out.rfind("SUMMARY");
  std::cout << (summary == std::string::npos ? out : out.substr(summary)) << '\n';
  EXPECT_EQ(status, 0) << out << stack.logs();
}

}  // namespace
