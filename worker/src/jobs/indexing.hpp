// Search-engine indexing submission for `indexing.requested`: the spec's ping call
// (GET {host}/index?url=...&token=..., 15 s timeout) or IndexNow (POST of a JSON urlList, one per
// host, with the key file the api serves at /{key}.txt). Off unless configured. A success writes
// the entity's `*.indexed` event; a failure is retried with backoff, then written as
// `indexing.failed`, which the admin sees. Nothing is ever reported indexed without a call.
#pragma once
#include <chrono>
#include <pqxx/pqxx>
#include <string>
#include <vector>

#include "events/payloads.hpp"
#include "jobs/emitter.hpp"

namespace worker {

struct IndexingConfig {
  std::string mode = "off";  // off | ping | indexnow
  std::string ping_url;      // the indexing host of the ping call
  std::string ping_token;
  std::string indexnow_endpoint = "https://api.indexnow.org/indexnow";
  std::string indexnow_key;
  std::string public_origin;  // requested paths are submitted as public_origin + path
  std::chrono::milliseconds timeout{15000};
  int retries = 3;
  std::chrono::milliseconds backoff{2000};
};

struct IndexingOutcome {
  int submitted = 0, failed = 0, skipped = 0;
};

class IndexingSubmitter {
 public:
  IndexingSubmitter(pqxx::connection& db, std::string schema, IndexingConfig config, Emitter& emitter);
  bool enabled() const { return config_.mode == "ping" || config_.mode == "indexnow"; }
  // Submits the requests whose entity exists and is not indexed yet.
  IndexingOutcome submit(const std::vector<events::payload::IndexingRequested>& requests);

 private:
  bool wanted(const events::payload::IndexingRequested& r);
  // The call for a group of URLs of one host; "" on success, else the last error.
  std::string send(const std::vector<std::string>& urls);
  void record(const events::payload::IndexingRequested& r, const std::string& error, int attempts);

  pqxx::connection& db_;
  std::string schema_;
  IndexingConfig config_;
  Emitter& emitter_;
};

}  // namespace worker
