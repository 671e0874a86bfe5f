// Visitor traffic on the demo content, for benchmarks (`bonus-worker seed --traffic N`): the
// engagement events the api writes for real readers, in the ratio of 20 view events to one
// comment (20 posts read in a second, one comment in that second).
#pragma once
#include <cstddef>
#include <vector>

#include "events/envelope.hpp"
#include "seed/demo_content.hpp"

namespace worker {

// `count` events on the posts and promotions of `content`. Event and comment ids are name-based
// like the demo's, so the same traffic seeded twice is applied once.
std::vector<events::Envelope> demo_traffic(const std::vector<DemoEntity>& content, std::size_t count);

}  // namespace worker
