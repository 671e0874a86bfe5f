// The daily publisher's slot claim and its events.
#include "jobs/publisher.hpp"

#include <spdlog/spdlog.h>

#include <fstream>

#include "events/envelope.hpp"
#include "events/payloads.hpp"
#include "jobs/schema_sql.hpp"

namespace worker {

namespace payload = events::payload;

namespace {

// Namespace of the publisher's name-based event ids.
constexpr std::string_view kIdSpace = "6b1f3c52-8e0d-5a4b-9f27-c3d1e0a48b96";
constexpr std::string_view kNoDrafts = "Yayınlanacak taslak blog bulunamadı";


constexpr const char* kDueSlot = R"SQL(
  SELECT to_char(next_publish_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), daily_publish_count,
         to_char(last_published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         to_char((SELECT min(t) FROM generate_series(next_publish_at + interval '24 hours', $1::timestamptz + interval '24 hours',
                                                     interval '24 hours') t WHERE t > $1::timestamptz) AT TIME ZONE 'UTC',
                 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    FROM {schema}.publishing_schedule
   WHERE id = 1 AND is_active AND next_publish_at IS NOT NULL AND next_publish_at <= $1::timestamptz
)SQL";
// The claim: the oldest drafts, chosen in the same statement that takes the slot.
constexpr const char* kClaim = R"SQL(
  INSERT INTO public.publisher_runs (slot, post_ids, claimed_by)
  SELECT $1::timestamptz, coalesce(array_agg(id ORDER BY created_at, id), ARRAY[]::uuid[]), $3
    FROM (SELECT id, created_at FROM {schema}.blog_posts WHERE NOT is_published ORDER BY created_at, id LIMIT $2) d
  ON CONFLICT (slot) DO NOTHING
  RETURNING post_ids::text[]
)SQL";
constexpr const char* kTakeOver = R"SQL(
  UPDATE public.publisher_runs SET claimed_by = $2, claimed_at = now()
   WHERE slot = $1::timestamptz AND done_at IS NULL AND claimed_at < now() - make_interval(secs => $3)
  RETURNING post_ids::text[]
)SQL";
constexpr const char* kDone = "UPDATE public.publisher_runs SET done_at = now() WHERE slot = $1::timestamptz";
constexpr const char* kSlugOf = "SELECT slug FROM {schema}.blog_posts WHERE id = $1";

std::vector<std::string> ids_of(const pqxx::field& f) {
  std::vector<std::string> out;
  auto parser = f.as_array();
  for (auto item = parser.get_next(); item.first != pqxx::array_parser::juncture::done; item = parser.get_next())
    if (item.first == pqxx::array_parser::juncture::string_value) out.push_back(item.second);
  return out;
}

}  // namespace

Publisher::Publisher(pqxx::connection& db, std::string schema, std::string worker_name, PublisherConfig config,
                     Emitter& emitter)
    : db_(db), schema_(std::move(schema)), worker_(std::move(worker_name)), config_(config), emitter_(emitter) {}

std::chrono::system_clock::time_point Publisher::clock_now() const {
  auto now = std::chrono::system_clock::now();
  if (config_.clock_offset_file.empty()) return now;
  std::ifstream in(config_.clock_offset_file);
  long long seconds = 0;
  if (in >> seconds) now += std::chrono::seconds(seconds);
  return now;
}

int Publisher::tick() {
  std::string slot, next;
  std::int64_t count = 0;
  std::optional<std::string> last;
  std::vector<std::string> posts;
  {
    pqxx::work tx(db_);
    auto due = tx.exec_params(in_schema(kDueSlot, schema_), events::format_utc(clock_now()));
    if (due.empty()) return 0;
    slot = due[0][0].as<std::string>();
    count = due[0][1].as<std::int64_t>();
    if (!due[0][2].is_null()) last = due[0][2].as<std::string>();
    next = due[0][3].as<std::string>();
    auto claimed = tx.exec_params(in_schema(kClaim, schema_), slot, count, worker_);
    if (claimed.empty())
      claimed = tx.exec_params(kTakeOver, slot, worker_, static_cast<double>(config_.stale_claim.count()) / 1000.0);
    if (claimed.empty()) return 0;  // another worker has this slot
    posts = ids_of(claimed[0][0]);
    tx.commit();
  }
  spdlog::info("publisher: slot {} claimed, {} drafts to publish", slot, posts.size());

  // Every event's id is derived from the slot, so finishing a crashed claim writes the same events.
  auto id_for = [&](const std::string& what) { return events::name_uuid(kIdSpace, slot + "|" + what); };
  const std::string now = events::format_utc(clock_now());
  for (const auto& post : posts) {
    std::string slug;
    {
      pqxx::nontransaction tx(db_);
      auto r = tx.exec_params(in_schema(kSlugOf, schema_), post);
      if (!r.empty()) slug = r[0][0].as<std::string>();
    }
    emitter_.emit(post, payload::BlogPostPublished{.id = post, .published_at = now}, id_for("published|" + post));
    if (!slug.empty())
      emitter_.emit("/blog/" + slug,
                    payload::IndexingRequested{.url = "/blog/" + slug, .entity = "blog_post", .id = post, .at = now},
                    id_for("indexing|" + post));
    emitter_.emit("publishing_schedule",
                  payload::PublishingScheduleLogged{.id = id_for("log|" + post),
                                                    .blog_id = post,
                                                    .published_at = now,
                                                    .status = "success",
                                                    .detail = std::nullopt},
                  id_for("logged|" + post));
  }
  if (posts.empty())
    emitter_.emit("publishing_schedule",
                  payload::PublishingScheduleLogged{.id = id_for("log|none"),
                                                    .blog_id = std::nullopt,
                                                    .published_at = now,
                                                    .status = "error",
                                                    .detail = std::string(kNoDrafts)},
                  id_for("logged|none"));
  emitter_.emit("publishing_schedule",
                payload::PublishingScheduleSaved{.daily_publish_count = count,
                                                 .is_active = true,
                                                 .next_publish_at = next,
                                                 .last_published_at = posts.empty() ? last : std::optional(now),
                                                 .updated_at = now},
                id_for("schedule"));
  {
    pqxx::nontransaction tx(db_);
    tx.exec_params(kDone, slot);
  }
  spdlog::info("publisher: slot {} done, {} published, next at {}", slot, posts.size(), next);
  return static_cast<int>(posts.size());
}

}  // namespace worker
