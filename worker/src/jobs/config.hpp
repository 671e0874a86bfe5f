// The job runner's settings from the environment (listed in `bonus-worker --help` and the README).
#pragma once
#include <string>

#include "jobs/runner.hpp"

namespace worker {

// Throws std::invalid_argument naming a variable with a bad value.
RunnerConfig runner_config_from_env(const std::string& pg_url, const std::string& brokers, const std::string& topic_prefix,
                                    const std::string& instance, std::chrono::milliseconds session_timeout,
                                    const std::string& public_origin);

// The part of `bonus-worker --help` about the jobs.
extern const char* const kJobsUsage;

}  // namespace worker
