// The sitemap, rebuilt beside the projector rather than inside its batch. A batch that changed
// what the sitemap lists only counts the change (sitemap_changes, in its transaction) and commits,
// so the command waiting for it is woken first; this thread then rebuilds the sitemap from the
// projections in a transaction of its own: at most once per interval however many batches
// changed it, and within an interval of the last change. The sitemap records the count it was
// built from, so a change whose rebuild had not run when a worker stopped is seen at the next
// start (and by any worker's look while it is idle: every 10 s, or once per interval if that is
// longer) and rebuilt then.
#pragma once
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <pqxx/pqxx>
#include <string>
#include <thread>

namespace worker {

// Rebuilds the sitemap of `schema` when a change was counted since it was built, or it was built
// for another origin, or never. Holds no lock a batch takes: its reads and its save run beside
// the batches (a replay's swap in between makes the save a no-op: rebuild_sitemap's guard), and
// the save tells the api (NOTIFY). Returns whether it rebuilt.
bool refresh_sitemap(pqxx::connection& db, const std::string& schema, const std::string& public_origin);

class SitemapRebuilder {
 public:
  // Looks at once (a change from before a restart, a new origin), then waits for changed().
  SitemapRebuilder(std::string pg_url, std::string schema, std::string public_origin,
                   std::chrono::milliseconds interval);
  ~SitemapRebuilder();  // stops, without the rebuild it may owe (the next start makes it)
  SitemapRebuilder(const SitemapRebuilder&) = delete;
  SitemapRebuilder& operator=(const SitemapRebuilder&) = delete;

  // A batch that changed what the sitemap lists has committed.
  void changed();

 private:
  void run();

  const std::string pg_url_, schema_, public_origin_;
  const std::chrono::milliseconds interval_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool due_ = true;  // look at the next turn (the first: at start)
  bool stop_ = false;
  std::thread thread_;
};

}  // namespace worker
