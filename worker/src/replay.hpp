// `worker replay`: rebuild every projection from offset 0 into a fresh schema, then swap it in.
#pragma once
#include <atomic>
#include <cstddef>
#include <string>
#include <vector>

namespace worker {

struct ReplayOptions {
  std::string pg_url;
  std::string brokers;
  std::vector<std::string> topics;
  std::string reason;  // recorded in public.projection_builds
  std::string public_origin;  // for the sitemap
  std::size_t batch = 10000;  // events per transaction while rebuilding
};

// Returns the number of events applied into the new schema. Reads keep being served from the
// live schema until the swap, which is one short transaction.
long long replay(const ReplayOptions& options, const std::atomic<bool>& stop);

}  // namespace worker
