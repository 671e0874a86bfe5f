// The job runner's loop: consumer group membership, offsets in Postgres, and a table from event
// type to typed handler (like the projector's apply table).
#include "jobs/runner.hpp"

#include <spdlog/spdlog.h>

#include <functional>
#include <map>
#include <pqxx/pqxx>
#include <thread>

#include "events/consumer.hpp"
#include "events/envelope.hpp"
#include "events/payloads.hpp"
#include "events/producer.hpp"
#include "events/typed.hpp"
#include "jobs/ai_jobs.hpp"
#include "jobs/schema_sql.hpp"

namespace worker {

namespace payload = events::payload;
using namespace std::chrono_literals;

namespace {

constexpr const char* kLoadOffset =
    "SELECT next_offset FROM public.job_offsets WHERE consumer = $1 AND topic = $2 AND partition = $3";
constexpr const char* kSaveOffset = R"SQL(
  INSERT INTO public.job_offsets (consumer, topic, partition, next_offset, updated_at) VALUES ($1, $2, $3, $4, now())
  ON CONFLICT (consumer, topic, partition) DO UPDATE SET next_offset = EXCLUDED.next_offset, updated_at = now()
)SQL";
constexpr const char* kProjected = "SELECT next_offset FROM {schema}.projector_offsets WHERE topic = $1 AND partition = $2";

void sleep_unless_stopped(std::chrono::milliseconds total, const std::atomic<bool>& stop) {
  for (auto left = total; left > 0ms && !stop; left -= 100ms) std::this_thread::sleep_for(std::min(left, 100ms));
}

// What a handler did with its event: handled (its offset moves on), gathered (handled with the
// others of its type by the handler's `flush`, when an event of another type comes or the poll
// batch ends), or left for the next runner because this one is stopping (the offset stays).
enum class Outcome { handled, gathered, stopping };

// How the runner handles one event type. Types without a handler are passed over.
struct JobHandler {
  std::function<Outcome(const events::ConsumedMessage& m, const events::Envelope& e)> handle;
  std::function<void()> flush;  // only for a handler that gathers
};
using JobTable = std::map<std::string, JobHandler, std::less<>>;

// Registers the handler of one event type: it receives the payload as its typed struct; a payload
// that does not decode is logged and passed over.
template <events::Payload P>
void on_job(JobTable& table, std::function<Outcome(const events::ConsumedMessage&, P)> handle,
            std::function<void()> flush = {}) {
  auto typed = [handle = std::move(handle)](const events::ConsumedMessage& m, const events::Envelope& e) {
    P payload;
    try {
      payload = events::payload_of<P>(e);
    } catch (const events::DecodeError& err) {
      spdlog::warn("{} {} skipped: {}", P::kEvent.name, e.id, err.what());
      return Outcome::handled;
    }
    return handle(m, std::move(payload));
  };
  if (!table.emplace(std::string(P::kEvent.name), JobHandler{std::move(typed), std::move(flush)}).second)
    throw std::logic_error("two job handlers for " + std::string(P::kEvent.name));
}

class JobLoop {
 public:
  JobLoop(const RunnerConfig& c, const std::atomic<bool>& stop)
      : c_(c),
        stop_(stop),
        db_(c.pg_url),
        producer_({c.brokers, 10000ms}),
        emitter_(producer_, c.topics, "system:jobs"),
        client_(c.ai, &stop),
        ai_jobs_(db_, c.schema, client_, emitter_),
        indexing_(db_, c.schema, c.indexing, emitter_),
        bulk_(db_, c.schema, c.bulk, emitter_),
        consumer_(c.brokers, "bonus-jobs",
                  events::GroupMembership{c.group, c.instance + "-jobs", c.session_timeout, std::chrono::hours(2)}) {}

  void run() {
    consumer_.subscribe(
        {c_.topics.jobs},
        [this](const std::vector<events::PartitionOffset>& assigned) {
          std::vector<events::PartitionOffset> start;
          pqxx::nontransaction tx(db_);
          for (const auto& p : assigned) {
            auto r = tx.exec_params(kLoadOffset, c_.group, p.topic, p.partition);
            start.push_back({p.topic, p.partition, r.empty() ? 0 : r[0][0].as<std::int64_t>()});
          }
          return start;
        },
        [](const std::vector<events::PartitionOffset>&) {});
    spdlog::info("job runner following {} (AI service {}, model {}, indexing {})", c_.topics.jobs, c_.ai.base_url,
                 c_.ai.model, c_.indexing.mode);
    while (!stop_) {
      auto batch = consumer_.poll_batch(50, 200ms);
      handle(batch);
    }
    consumer_.forget_group_callbacks();
  }

 private:
  void save(const events::ConsumedMessage& m) {
    pqxx::nontransaction tx(db_);
    tx.exec_params(kSaveOffset, c_.group, m.topic, m.partition, m.offset + 1);
  }

  // Waits until the projector has applied the partition up to where it is now, so the job's own
  // earlier events (steps, a cancel request) are visible.
  void catch_up(const events::ConsumedMessage& m) {
    const auto high = consumer_.high_watermark(m.topic, m.partition, 5000ms);
    const auto until = std::chrono::steady_clock::now() + c_.catch_up;
    const std::string sql = in_schema(kProjected, c_.schema);
    while (!stop_ && std::chrono::steady_clock::now() < until) {
      pqxx::nontransaction tx(db_);
      auto r = tx.exec_params(sql, m.topic, m.partition);
      if (!r.empty() && r[0][0].as<std::int64_t>() >= high) return;
      std::this_thread::sleep_for(100ms);
    }
    spdlog::warn("projector behind on {}/{}: going on with what it has", m.topic, m.partition);
  }

  JobTable handlers() {
    JobTable t;
    // Indexing requests are submitted together: IndexNow takes a list per host.
    on_job<payload::IndexingRequested>(
        t,
        [this](const events::ConsumedMessage& m, payload::IndexingRequested request) {
          indexing_requests_.push_back(std::move(request));
          indexing_messages_.push_back(&m);
          return Outcome::gathered;
        },
        [this] { submit_indexing(); });
    on_job<payload::AiJobRequested>(t, [this](const events::ConsumedMessage& m, payload::AiJobRequested request) {
      catch_up(m);
      try {
        ai_jobs_.run(request);
      } catch (const ai::Interrupted&) {
        spdlog::info("AI job {} left for the next worker: stopping", request.id);
        return Outcome::stopping;  // not handled: its offset stays, the next runner resumes it
      }
      return Outcome::handled;
    });
    on_job<payload::BulkActionRequested>(t, [this](const events::ConsumedMessage& m, payload::BulkActionRequested request) {
      catch_up(m);
      if (!bulk_.run(request, stop_)) {
        spdlog::info("bulk action {} left for the next worker: stopping", request.id);
        return Outcome::stopping;  // not handled: its offset stays, the next runner resumes it
      }
      return Outcome::handled;
    });
    return t;
  }

  void submit_indexing() {
    if (indexing_.enabled()) {
      auto out = indexing_.submit(indexing_requests_);
      spdlog::info("indexing: {} submitted, {} failed, {} skipped", out.submitted, out.failed, out.skipped);
    }
    for (const auto* m : indexing_messages_) save(*m);
    indexing_requests_.clear();
    indexing_messages_.clear();
  }

  void handle(const std::vector<events::ConsumedMessage>& batch) {
    const JobHandler* gathering = nullptr;  // the handler whose events wait for its flush
    auto flush = [&gathering] {
      if (gathering) gathering->flush();
      gathering = nullptr;
    };
    for (const auto& m : batch) {
      if (stop_) break;
      events::Envelope e;
      try {
        e = events::decode(m.value);
        events::upcast(e);
      } catch (const events::DecodeError& err) {
        spdlog::warn("jobs {}/{}@{}: unreadable event skipped: {}", m.topic, m.partition, m.offset, err.what());
        save(m);
        continue;
      }
      auto found = handlers_.find(e.type);
      const JobHandler* handler = found == handlers_.end() ? nullptr : &found->second;
      if (gathering != handler) flush();
      const Outcome outcome = handler ? handler->handle(m, e) : Outcome::handled;
      if (outcome == Outcome::stopping) return;
      if (outcome == Outcome::gathered) gathering = handler;
      else if (!stop_) save(m);
    }
    flush();
  }

  const RunnerConfig& c_;
  const std::atomic<bool>& stop_;
  pqxx::connection db_;
  events::EventProducer producer_;
  Emitter emitter_;
  ai::Client client_;
  AiJobs ai_jobs_;
  IndexingSubmitter indexing_;
  BulkActions bulk_;
  events::EventConsumer consumer_;
  std::vector<payload::IndexingRequested> indexing_requests_;
  std::vector<const events::ConsumedMessage*> indexing_messages_;
  JobTable handlers_ = handlers();
};

}  // namespace

void run_jobs(const RunnerConfig& config, const std::atomic<bool>& stop) {
  while (!stop) {
    try {
      JobLoop loop(config, stop);
      loop.run();
    } catch (const std::exception& e) {
      if (stop) break;
      spdlog::error("job runner stopped: {}; restarting in 1 s", e.what());
      sleep_unless_stopped(1000ms, stop);
    }
  }
}

void run_publisher(const RunnerConfig& config, const std::atomic<bool>& stop) {
  while (!stop) {
    try {
      pqxx::connection db(config.pg_url);
      events::EventProducer producer({config.brokers, 10000ms});
      Emitter emitter(producer, config.topics, "system:publisher");
      Publisher publisher(db, config.schema, config.instance, config.publisher, emitter);
      while (!stop) {
        publisher.tick();
        sleep_unless_stopped(config.publisher.interval, stop);
      }
    } catch (const std::exception& e) {
      if (stop) break;
      spdlog::error("publisher stopped: {}; restarting in 1 s", e.what());
      sleep_unless_stopped(1000ms, stop);
    }
  }
}

}  // namespace worker
