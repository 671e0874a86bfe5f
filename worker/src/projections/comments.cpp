// Promotion comment read model (engagement topic, keyed by promotion id, so one promotion's
// comment events keep their order). Comments are plain text and stored exactly as written.
#include "events/payloads.hpp"
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

int checked_rating(std::int64_t r) {
  if (r < 1 || r > 5) throw events::DecodeError("payload field 'rating' must be from 1 to 5");
  return static_cast<int>(r);
}

void apply_comment_posted(pqxx::transaction_base& tx, const events::payload::CommentPosted& c) {
  tx.exec_params(kInsertComment, c.id, c.promotion_id, c.user_name, c.comment, checked_rating(c.rating), c.created_at);
}
void apply_comment_edited(pqxx::transaction_base& tx, const events::payload::CommentEdited& c) {
  tx.exec_params(kEditComment, c.id, c.user_name, c.comment, checked_rating(c.rating), c.at);
}
void apply_comment_deleted(pqxx::transaction_base& tx, const events::payload::CommentDeleted& c) {
  tx.exec_params(kDeleteComment, c.id);
}

}  // namespace

void add_comment_projection(ApplyTable& table) {
  on(table, apply_comment_posted);
  on(table, apply_comment_edited);
  on(table, apply_comment_deleted);
}

}  // namespace worker
