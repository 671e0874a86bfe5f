// Promotion comment read model (engagement topic, keyed by promotion id, so one promotion's
// comment events keep their order). Comments are plain text and stored exactly as written.
#include "events/catalogue.hpp"
#include "events/payload.hpp"
#include "projection.hpp"

namespace worker {

namespace {

// The same comment posted twice (a retried command) stays one comment.
constexpr const char* kInsertComment = R"SQL(
  INSERT INTO comments (id, promotion_id, user_name, comment, rating, created_at, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $6)
  ON CONFLICT (id) DO NOTHING
)SQL";
constexpr const char* kEditComment =
    "UPDATE comments SET user_name = $2, comment = $3, rating = $4, updated_at = $5 WHERE id = $1";
constexpr const char* kDeleteComment = "DELETE FROM comments WHERE id = $1";

int rating_of(const events::Envelope& e) {
  const std::int64_t r = events::get_int(e.data, "rating");
  if (r < 1 || r > 5) throw events::DecodeError("payload field 'rating' must be from 1 to 5");
  return static_cast<int>(r);
}

void apply_comment_posted(pqxx::transaction_base& tx, const events::Envelope& e) {
  const auto& d = e.data;
  tx.exec_params(kInsertComment, events::get_string(d, "id"), events::get_string(d, "promotion_id"),
                 events::get_string(d, "user_name"), events::get_string(d, "comment"), rating_of(e),
                 events::get_string(d, "created_at"));
}

void apply_comment_edited(pqxx::transaction_base& tx, const events::Envelope& e) {
  const auto& d = e.data;
  tx.exec_params(kEditComment, events::get_string(d, "id"), events::get_string(d, "user_name"),
                 events::get_string(d, "comment"), rating_of(e), events::get_string(d, "at"));
}

void apply_comment_deleted(pqxx::transaction_base& tx, const events::Envelope& e) {
  tx.exec_params(kDeleteComment, events::get_string(e.data, "id"));
}

}  // namespace

void add_comment_projection(ApplyTable& table) {
  table.emplace(events::type::comment_posted, apply_comment_posted);
  table.emplace(events::type::comment_edited, apply_comment_edited);
  table.emplace(events::type::comment_deleted, apply_comment_deleted);
}

}  // namespace worker
