// The projector: applies batches of events to one projection schema and stores the offsets in
// the same transaction. Used by the live worker (schema "proj") and by replay (a fresh schema).
#pragma once
#include <chrono>
#include <future>
#include <map>
#include <optional>
#include <pqxx/pqxx>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "applied_ids.hpp"
#include "applied_recorder.hpp"
#include "events/consumer.hpp"
#include "projection.hpp"
#include "storage/read_areas.hpp"

namespace worker {

using PartitionKey = std::pair<std::string, int32_t>;  // topic, partition

struct BatchResult {
  std::size_t received = 0;
  std::size_t applied = 0;
  std::size_t dead_lettered = 0;
  std::size_t skipped = 0;  // already applied (before a restart or a swap)
  bool sitemap_stale = false;  // an applied event changed what the sitemap lists (counted, not rebuilt)
  SitemapKeys sitemap_keys;    // the casinos and posts it changed
  storage::AreaMask changed_areas = 0;  // the read areas of the applied events (storage/read_areas.hpp)
  storage::CopyRows applied_rows;  // with the key deferred: their applied_events rows, written once committed
  std::vector<std::string> written;  // the watched tables (Projector::watch_writes) the batch wrote rows of
  // Where the batch's time went, in seconds (see StageTimes).
  double record_s = 0, apply_s = 0;
};

// Where a projector's time went, summed over its batches, in seconds of wall time: waiting for
// Kafka's messages, decoding them (JSON, upcast), opening the transaction (search path, lock,
// stored offsets), recording them in applied_events, applying them (the projections'
// statements), and the rest of the transaction (offsets, changes, commit).
struct StageTimes {
  long long batches = 0, events = 0;
  double poll = 0, decode = 0, begin = 0, record = 0, apply = 0, commit = 0;
  void add(const StageTimes& o);
  std::string describe() const;  // one line for the log
};

// A message decoded and upcast before its batch is applied, or why it could not be (the batch
// then goes event by event, and the event's own decoding names the error for its dead letter).
struct DecodedMessage {
  std::optional<events::Envelope> event;
  std::string error;
  std::optional<AppliedIds::Id> id;  // the event id's 128 bits, when it is a uuid (AppliedIds::parse)
};
DecodedMessage decode_message(const events::ConsumedMessage& m);
std::vector<DecodedMessage> decode_all(const std::vector<events::ConsumedMessage>& batch);

class Projector {
 public:
  Projector(pqxx::connection& db, std::string schema, events::EventConsumer& consumer,
            std::vector<PartitionKey> partitions, std::size_t batch_size);
  // The consumer outlives the projector (it closes later, releasing its group's partitions):
  // its group callbacks must not reach into a destroyed projector.
  ~Projector();
  Projector(const Projector&) = delete;
  Projector& operator=(const Projector&) = delete;

  // Reads the stored offsets of the schema and assigns the consumer to them (every partition
  // given at construction).
  void start();
  // Joins the consumer's group for `topics` instead: the partitions the group hands to this
  // worker start at their stored offsets, and a revoked partition's messages still in a polled
  // batch are dropped (the new owner applies them).
  void follow(const std::vector<std::string>& topics);
  // Polls one batch and applies it in one transaction.
  BatchResult step(std::chrono::milliseconds wait);
  // Next offset to apply per partition, as stored in the schema.
  std::map<PartitionKey, int64_t> stored_offsets();
  // After a batch was rolled back: reads every partition again from its stored offset.
  void rewind();
  // Commits do not wait for their WAL flush (a replay: the schema is not read before its swap,
  // and the swap's own transaction flushes).
  void defer_flushes() { defer_flushes_ = true; }
  // The next batch is polled, not only decoded, on the decode-ahead thread (a replay: copying a
  // million messages out of the consumer was a tenth of the fold on the projector's thread). For
  // a projector that was start()ed only: a group's hand-over callbacks run inside the poll and
  // use the projector's connection, so a follow()ing projector polls on its own thread.
  void poll_ahead() { poll_ahead_ = true; }
  // A replay's fresh schema, before its first batch: applied_events loses its key (event_id), so
  // recording an event is a heap row only, and the projector keeps the ids it has applied in
  // memory instead (AppliedIds; added as a batch is applied: a batch that fails to commit ends
  // the replay). Those rows are written by an AppliedRecorder on a connection to `pg_url` of its
  // own, beside the next batch. The key comes
  // back, built from all rows at once once they are written, with restore_applied_key() (a
  // repeated id would make that fail), or within the first batch that has to be applied one event
  // at a time, which relies on it.
  void defer_applied_key(const std::string& pg_url);
  void restore_applied_key();
  bool applied_key_deferred() const { return remembered_.has_value(); }
  // Each batch tells, in BatchResult::written, which of these tables of its schema it inserted,
  // updated or deleted rows of, as its own transaction counted them (a replay starts the deferred
  // index builds of a table the batches have stopped writing, see replay.cpp). None: nothing is
  // asked.
  void watch_writes(std::vector<std::string> tables) { watched_ = std::move(tables); }
  // Where the time went since the last call (and resets it).
  StageTimes take_times();

 private:
  // Applies the batch's events in log order: all at once, or one by one when that fails. Returns
  // true when it put applied_events' key back for that (see defer_applied_key).
  bool apply_chosen(pqxx::dbtransaction& tx, const std::vector<const events::ConsumedMessage*>& chosen,
                    const std::vector<const DecodedMessage*>& decoded, BatchResult& result);
  void apply_one(pqxx::dbtransaction& tx, const events::ConsumedMessage& m, BatchResult& result);
  // The next batch: what Kafka had already fetched when the current one was taken, decoded on a
  // second thread while the current one is applied (decode ahead). Messages of a partition the
  // current batch seeks are dropped from it, and a rewind drops it all.
  struct Ahead {
    std::vector<events::ConsumedMessage> batch;
    std::future<std::vector<DecodedMessage>> decoded;  // after batch: destroyed (waited for) first
  };
  // The messages of the batch applied last and their decodings, when a batch was read ahead
  // behind it: freed on the decode-ahead thread before it decodes the next one rather than on
  // the projector's own (ten thousand JSON documents a batch of a replay: a twentieth of the
  // thread's time).
  struct Spent {
    std::vector<events::ConsumedMessage> batch;
    std::vector<DecodedMessage> decoded;
  };
  Spent spent_;
  void read_ahead();
  void drop_ahead(const std::vector<events::PartitionOffset>& seeks);

  pqxx::connection& db_;
  std::string schema_;
  events::EventConsumer& consumer_;
  std::set<PartitionKey> partitions_;  // the partitions this projector reads now
  std::size_t batch_size_;
  ApplyTable apply_;
  std::map<PartitionKey, int64_t> sought_;  // where we last sought to after a gap
  StageTimes times_;
  std::optional<Ahead> ahead_;
  bool defer_flushes_ = false;
  bool poll_ahead_ = false;
  bool broken_ = false;  // a batch failed after adding its ids to remembered_: no further batch
  std::optional<AppliedIds> remembered_;  // the key of applied_events is deferred
  std::optional<AppliedRecorder> recorder_;  // with it: writes the batches' applied_events rows
  std::vector<std::string> watched_;  // watch_writes
};

// maintenance_work_mem of a replay's index builds at the end of its fold (applied_events' key,
// the search indexes): a million ids sorted in memory, where the default 64 MB spilled the key's
// sort to disk. Set per transaction, not for the cluster; at most 1 + 2 builds run at once
// (replay.cpp), so a replay asks Postgres for at most 384 MB more for a second or two.
inline constexpr const char* kIndexBuildMemory = "128MB";

// Who a message is, as far as it could be decoded (for a dead letter).
struct MessageIdentity {
  std::string event_id, type;
};

// Writes applied_events rows gathered by apply_batch (BatchResult::applied_rows) in `tx`.
void record_applied(pqxx::transaction_base& tx, const storage::CopyRows& rows);

// Applies a batch's messages in log order in `tx`: decoded and upcast, recorded in applied_events
// with one statement (an event id applied before is skipped), counter events summed, run events
// together (projection.hpp). Throws when any of them cannot be applied (apply.cpp).
// `decoded` holds each chosen message's decoding, in the same order. `remembered`, when given,
// holds every event id applied before (applied_events has no key then): the fresh ones are
// added to it as they are met (one probe an event; the set is not to be used again if the batch
// does not commit) and their rows to result.applied_rows, for the caller to write.
void apply_batch(pqxx::dbtransaction& tx, const ApplyTable& apply,
                 const std::vector<const events::ConsumedMessage*>& chosen,
                 const std::vector<const DecodedMessage*>& decoded, AppliedIds* remembered,
                 BatchResult& result);

// Decodes `m`, upcasts it and applies it in `tx`, recorded in applied_events; adds what it
// changed to `result` (applied or skipped, read areas, sitemap). Returns false when its event id
// was applied before. Throws when it cannot be applied; `who` then says what was decoded.
bool apply_message(pqxx::transaction_base& tx, const ApplyTable& apply, const events::ConsumedMessage& m,
                   BatchResult& result, MessageIdentity& who);
// Postgres text holds valid UTF-8 without NUL. A dead letter must always be writable, or one
// bad message would stop the partition: other bytes are kept as \xNN escapes.
std::string storable_text(std::string_view in);
// Tells the api's response cache which read areas changed (projection_changes).
void mark_changed(pqxx::transaction_base& tx, storage::AreaMask areas);

// The topics' partitions the projector follows: content and engagement.
std::vector<PartitionKey> projected_partitions(events::EventConsumer& consumer, const std::vector<std::string>& topics);

}  // namespace worker
