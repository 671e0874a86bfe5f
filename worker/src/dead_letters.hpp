// Dead letters, for the operator: list them, and apply one again from the log once its cause
// is fixed (`bonus-worker dead-letters`).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace worker {

struct DeadLetter {
  long long id = 0;
  std::string topic;
  std::int32_t partition = 0;
  std::int64_t offset = 0;
  std::string type, at, reason;
};

struct DeadLetterOptions {
  std::string pg_url, brokers, public_origin;
};

// The live projection's dead letters, oldest first.
std::vector<DeadLetter> list_dead_letters(const std::string& pg_url);

enum class RetryOutcome { applied, applied_before, not_found };

// Reads the message at the dead letter's place in the log (exactly as it was written, not the
// stored copy) and applies it to the live projection, in one transaction that also removes the
// dead letter, under the projection lock. When it still fails the dead letter stays, with the
// new reason, and this throws with it.
RetryOutcome retry_dead_letter(const DeadLetterOptions& options, long long id);

}  // namespace worker
