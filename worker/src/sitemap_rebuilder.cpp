// The sitemap's own thread: coalesced, rate-limited rebuilds after the batches' commits.
#include "sitemap_rebuilder.hpp"

#include <spdlog/spdlog.h>

#include <optional>

#include "projection.hpp"
#include "storage/postgres.hpp"

namespace worker {

namespace {
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

// While no change comes, the thread still looks this often (or once per interval, if that is
// longer): another worker may have counted a change and stopped before its rebuild.
constexpr std::chrono::milliseconds kIdleLook = 10s;
// How often the rebuilds are summed in the log.
constexpr auto kReportEvery = 10s;

// The schema's oid (the rebuild's guard), the count of changes, and what the sitemap was built
// from and for (null without a sitemap).
constexpr const char* kState = R"SQL(
  SELECT n.oid::text, c.version, s.built_from, s.origin
  FROM pg_namespace n CROSS JOIN sitemap_changes c LEFT JOIN sitemap s ON s.id = 1
  WHERE n.nspname = $1
)SQL";
}  // namespace

bool refresh_sitemap(pqxx::connection& db, const std::string& schema, const std::string& public_origin) {
  pqxx::work tx(db);
  tx.exec("SET LOCAL search_path TO " + storage::quote_ident(schema));
  const auto state = tx.exec_params(kState, schema);
  if (state.empty()) throw std::runtime_error("schema " + schema + " has no sitemap_changes");
  const auto& row = state[0];
  const bool current = !row[2].is_null() && row[2].as<long long>() >= row[1].as<long long>() &&
                       row[3].as<std::string>() == public_origin;
  if (current) return false;
  const SchemaGuard guard{schema, row[0].as<std::string>()};
  if (!rebuild_sitemap(tx, public_origin, &guard)) return false;  // swapped meanwhile: the next look
  tx.exec("NOTIFY projector_progress");
  tx.commit();
  return true;
}

SitemapRebuilder::SitemapRebuilder(std::string pg_url, std::string schema, std::string public_origin,
                                   std::chrono::milliseconds interval)
    : pg_url_(std::move(pg_url)),
      schema_(std::move(schema)),
      public_origin_(std::move(public_origin)),
      interval_(interval),
      thread_([this] { run(); }) {}

SitemapRebuilder::~SitemapRebuilder() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

void SitemapRebuilder::changed() {
  {
    std::lock_guard lock(mutex_);
    due_ = true;
  }
  wake_.notify_all();
}

void SitemapRebuilder::run() {
  std::optional<pqxx::connection> db;
  std::optional<Clock::time_point> last_rebuild;  // when the last rebuild began
  auto next_look = Clock::now() + std::max(kIdleLook, interval_);
  int rebuilds = 0;
  double seconds = 0;
  auto report_at = Clock::now() + kReportEvery;
  std::unique_lock lock(mutex_);
  while (!stop_) {
    wake_.wait_until(lock, std::min(next_look, report_at), [this] { return stop_ || due_; });
    if (stop_) break;
    if (Clock::now() >= report_at) {
      if (rebuilds > 0)
        spdlog::info("sitemap rebuilt {} times in the last 10 s, {:.1f} ms each", rebuilds, seconds / rebuilds * 1000);
      rebuilds = 0;
      seconds = 0;
      report_at = Clock::now() + kReportEvery;
    }
    if (!due_ && Clock::now() < next_look) continue;
    // At most one rebuild per interval: the changes that come meanwhile wait for the same one.
    if (last_rebuild && Clock::now() < *last_rebuild + interval_)
      if (wake_.wait_until(lock, *last_rebuild + interval_, [this] { return stop_; })) break;
    due_ = false;  // before the rebuild reads: a batch committed after this asks again
    lock.unlock();
    const auto began = Clock::now();
    try {
      if (!db) db.emplace(pg_url_);
      if (refresh_sitemap(*db, schema_, public_origin_)) {
        last_rebuild = began;
        ++rebuilds;
        seconds += std::chrono::duration<double>(Clock::now() - began).count();
      }
    } catch (const std::exception& e) {
      // Tried again after an interval; the projector is not held up by it.
      spdlog::error("sitemap rebuild failed: {}; tried again in {} ms", e.what(), interval_.count());
      db.reset();  // a new connection for the next try
      last_rebuild = began;
      lock.lock();
      due_ = true;
      lock.unlock();
    }
    next_look = Clock::now() + std::max(kIdleLook, interval_);
    lock.lock();
  }
}

}  // namespace worker
