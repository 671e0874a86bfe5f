// Bulk actions: the rules per row, the row events and the chunk progress.
#include "jobs/bulk_actions.hpp"

#include <spdlog/spdlog.h>

#include <thread>

#include "domain/category_rules.hpp"
#include "domain/promotion_rules.hpp"
#include "events/envelope.hpp"
#include "jobs/schema_sql.hpp"

namespace worker {

namespace payload = events::payload;

namespace {

constexpr const char* kPromotion = R"SQL(
  SELECT p.is_active, coalesce(p.expiry_date < now(), false), p.title, c.slug
    FROM {schema}.promotions p LEFT JOIN {schema}.casinos c ON c.id = p.casino_id WHERE p.id = $1
)SQL";
constexpr const char* kComment = "SELECT promotion_id FROM {schema}.comments WHERE id = $1";
constexpr const char* kBlogPost = "SELECT is_published, slug FROM {schema}.blog_posts WHERE id = $1";
// A category and whether a promotion uses it (then it is not deleted, as the single delete says).
constexpr const char* kCategory = R"SQL(
  SELECT EXISTS (SELECT 1 FROM {schema}.promotions p WHERE p.category_id = c.id) FROM {schema}.categories c WHERE c.id = $1
)SQL";
// A deleted comment's key goes first (crypto-shredding, as the single delete does).
constexpr const char* kEraseCommentKey = "DELETE FROM public.comment_keys WHERE comment_id = $1";

// The namespace of the ids derived for a bulk action's events.
constexpr std::string_view kIdSpace = "3d0c9a71-52e4-5b8f-a1c6-7e2f94b05d13";
std::string id_for(const std::string& what) { return events::name_uuid(kIdSpace, what); }

constexpr std::string_view kPromotionNotFound = "Promosyon bulunamadı";
constexpr std::string_view kBlogPostNotFound = "Blog yazısı bulunamadı";
constexpr std::string_view kUnknownAction = "Bu işlem bu kayıtlar için yapılamaz";

}  // namespace

BulkActions::BulkActions(pqxx::connection& db, std::string schema, BulkConfig config, Emitter& emitter)
    : db_(db), schema_(std::move(schema)), config_(config), emitter_(emitter) {}

bool BulkActions::run(const payload::BulkActionRequested& request, const std::atomic<bool>& stop) {
  const std::size_t chunk = std::max<std::size_t>(1, config_.chunk);
  for (std::size_t first = 0, n = 0; first < request.ids.size(); first += chunk, ++n) {
    if (stop) return false;
    payload::BulkActionProgressed progress{.id = request.id, .chunk = static_cast<std::int64_t>(n)};
    for (std::size_t i = first; i < std::min(request.ids.size(), first + chunk); ++i) {
      const auto& row = request.ids[i];
      auto reason = apply(request, row);
      if (reason.empty()) progress.done.push_back(row);
      else progress.refused.push_back({row, reason});
    }
    progress.at = events::now_utc();
    emitter_.emit(request.id, progress, id_for(request.id + ":chunk:" + std::to_string(n)));
    if (config_.pause.count() > 0) std::this_thread::sleep_for(config_.pause);
  }
  emitter_.emit(request.id, payload::BulkActionFinished{.id = request.id, .at = events::now_utc()},
                id_for(request.id + ":finished"));
  spdlog::info("bulk action {} ({} {}) finished: {} rows", request.id, request.resource, request.action,
               request.ids.size());
  return true;
}

std::string BulkActions::apply(const payload::BulkActionRequested& request, const std::string& row) {
  if (request.resource == "promotions") return promotion(request, row);
  if (request.resource == "comments") return comment(request, row);
  if (request.resource == "blog_posts") return blog_post(request, row);
  if (request.resource == "categories") return category(request, row);
  return std::string(kUnknownAction);
}

std::string BulkActions::promotion(const payload::BulkActionRequested& request, const std::string& row) {
  pqxx::nontransaction tx(db_);
  auto r = tx.exec_params(in_schema(kPromotion, schema_), row);
  const std::string event_id = id_for(request.id + ":" + row);
  const auto at = events::now_utc();
  if (r.empty()) return request.action == "delete" ? "" : std::string(kPromotionNotFound);  // already gone: done
  const bool active = r[0][0].as<bool>(), expired = r[0][1].as<bool>();
  if (request.action == "delete") {
    emitter_.emit(row, payload::PromotionDeleted{.id = row}, event_id);
    return "";
  }
  // Expired promotions show 'Süresi Dolmuş' and have no toggle.
  if (expired) return std::string(domain::kExpiredNotToggleable);
  if (request.action == "activate") {
    if (active) return "";
    emitter_.emit(row, payload::PromotionActivated{.id = row, .at = at}, event_id);
    std::optional<std::string> casino_slug;
    if (!r[0][3].is_null()) casino_slug = r[0][3].as<std::string>();
    const auto path = domain::promotion_public_path(casino_slug, r[0][2].as<std::string>());
    emitter_.emit(path, payload::IndexingRequested{.url = path, .entity = "promotion", .id = row, .at = at},
                  id_for(request.id + ":index:" + row));
    return "";
  }
  if (request.action == "deactivate") {
    if (active) emitter_.emit(row, payload::PromotionDeactivated{.id = row, .at = at}, event_id);
    return "";
  }
  return std::string(kUnknownAction);
}

std::string BulkActions::comment(const payload::BulkActionRequested& request, const std::string& row) {
  if (request.action != "delete") return std::string(kUnknownAction);
  pqxx::nontransaction tx(db_);
  auto r = tx.exec_params(in_schema(kComment, schema_), row);
  if (r.empty()) return "";  // already gone: done
  const auto promotion_id = r[0][0].as<std::string>();
  tx.exec_params(kEraseCommentKey, row);
  emitter_.emit(promotion_id, payload::CommentDeleted{.id = row, .promotion_id = promotion_id},
                id_for(request.id + ":" + row));
  return "";
}

std::string BulkActions::blog_post(const payload::BulkActionRequested& request, const std::string& row) {
  pqxx::nontransaction tx(db_);
  auto r = tx.exec_params(in_schema(kBlogPost, schema_), row);
  if (r.empty()) return std::string(kBlogPostNotFound);
  const bool published = r[0][0].as<bool>();
  const std::string event_id = id_for(request.id + ":" + row);
  const auto at = events::now_utc();
  if (request.action == "publish") {
    if (published) return "";
    emitter_.emit(row, payload::BlogPostPublished{.id = row, .published_at = at}, event_id);
    const std::string path = "/blog/" + r[0][1].as<std::string>();
    emitter_.emit(path, payload::IndexingRequested{.url = path, .entity = "blog_post", .id = row, .at = at},
                  id_for(request.id + ":index:" + row));
    return "";
  }
  if (request.action == "unpublish") {
    if (published) emitter_.emit(row, payload::BlogPostUnpublished{.id = row, .at = at}, event_id);
    return "";
  }
  return std::string(kUnknownAction);
}

std::string BulkActions::category(const payload::BulkActionRequested& request, const std::string& row) {
  if (request.action != "delete") return std::string(kUnknownAction);
  pqxx::nontransaction tx(db_);
  auto r = tx.exec_params(in_schema(kCategory, schema_), row);
  if (r.empty()) return "";  // already gone: done
  if (r[0][0].as<bool>()) return std::string(domain::kCategoryInUse);
  emitter_.emit(row, payload::CategoryDeleted{.id = row}, id_for(request.id + ":" + row));
  return "";
}

}  // namespace worker
