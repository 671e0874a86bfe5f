// The projector's decode ahead: the next batch, polled (a replay) or taken from what Kafka has
// fetched, decoded on a second thread while the current one is applied (projector.hpp).
#include "projector.hpp"

namespace worker {

namespace {
// A batch smaller than this is decoded on the projector's own thread when it is applied.
constexpr std::size_t kDecodeAheadMin = 64;
}  // namespace

std::vector<DecodedMessage> decode_all(const std::vector<events::ConsumedMessage>& batch) {
  std::vector<DecodedMessage> out;
  out.reserve(batch.size());
  for (const auto& m : batch) out.push_back(decode_message(m));
  return out;
}

void Projector::read_ahead() {
  if (poll_ahead_) {
    // The poll too on the decode-ahead thread; what it finds is what is fetched by then.
    ahead_.emplace();
    ahead_->decoded = std::async(std::launch::async, [this, &batch = ahead_->batch, spent = std::move(spent_)]() mutable {
      spent = {};
      batch = consumer_.poll_batch(batch_size_, std::chrono::milliseconds(0));
      return decode_all(batch);
    });
    spent_ = {};
    return;
  }
  // Only what is fetched already: a batch is never held back waiting for the next.
  auto next = consumer_.poll_batch(batch_size_, std::chrono::milliseconds(0));
  if (next.empty()) return;
  ahead_.emplace();
  ahead_->batch = std::move(next);
  ahead_->decoded = std::async(ahead_->batch.size() >= kDecodeAheadMin ? std::launch::async : std::launch::deferred,
                               [&batch = ahead_->batch, spent = std::move(spent_)]() mutable {
                                 spent = {};
                                 return decode_all(batch);
                               });
  spent_ = {};
}

void Projector::drop_ahead(const std::vector<events::PartitionOffset>& seeks) {
  if (!ahead_) return;
  // Read before the seek: that partition's messages come again from where it was sought to.
  auto decoded = ahead_->decoded.get();
  std::vector<events::ConsumedMessage> batch;
  std::vector<DecodedMessage> kept;
  for (std::size_t i = 0; i < ahead_->batch.size(); ++i) {
    auto& m = ahead_->batch[i];
    bool sought = false;
    for (const auto& s : seeks) sought = sought || (s.topic == m.topic && s.partition == m.partition);
    if (sought) continue;
    batch.push_back(std::move(m));
    kept.push_back(std::move(decoded[i]));
  }
  ahead_.reset();
  if (batch.empty()) return;
  ahead_.emplace();
  ahead_->batch = std::move(batch);
  std::promise<std::vector<DecodedMessage>> ready;
  ready.set_value(std::move(kept));
  ahead_->decoded = ready.get_future();
}

}  // namespace worker
