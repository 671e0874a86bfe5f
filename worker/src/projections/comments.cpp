// Promotion comment read model (engagement topic, keyed by promotion id, so one promotion's
// comment events keep their order). Comments are plain text and stored exactly as written.
// Newer events carry the name and text sealed under the comment's key (public.comment_keys, kept
// outside the log); a comment whose key was deleted (erased, KVKK/GDPR) is not projected, and an
// edit of it changes nothing. Older events carry them plain and project as they are.
#include "domain/plain_text.hpp"
#include "events/payloads.hpp"
#include "events/sealed.hpp"
#include "projection.hpp"
#include "storage/array_literal.hpp"

namespace worker {

namespace {

// The same comment posted twice (a retried command) stays one comment: the first. A run of
// posted comments goes as one statement, in order.
constexpr const char* kInsertComments = R"SQL(
  INSERT INTO comments (id, promotion_id, user_name, comment, rating, created_at, updated_at, search_text, search_ascii)
  SELECT id, promotion_id, user_name, comment, rating, created_at, created_at, search_text, search_ascii
    FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::smallint[], $6::timestamptz[], $7::text[], $8::text[])
         WITH ORDINALITY AS c(id, promotion_id, user_name, comment, rating, created_at, search_text, search_ascii, n)
   ORDER BY n
  ON CONFLICT (id) DO NOTHING
)SQL";
constexpr const char* kEditComment =
    "UPDATE comments SET user_name = $2, comment = $3, rating = $4, updated_at = $5, search_text = $6, search_ascii = $7 "
    "WHERE id = $1";
constexpr const char* kDeleteComment = "DELETE FROM comments WHERE id = $1";
constexpr const char* kCommentKey = "SELECT encode(key, 'hex') FROM public.comment_keys WHERE comment_id = $1";

// The name and text of a comment event: plain in older events, else opened with the comment's
// key; nothing when the key is gone (the comment was erased) or does not open them.
std::optional<events::sealed::CommentFields> fields_of(pqxx::transaction_base& tx, const std::string& id,
                                                       const std::string& user_name, const std::string& comment,
                                                       const std::optional<std::string>& sealed) {
  if (!sealed) return events::sealed::CommentFields{user_name, comment};
  auto r = tx.exec_params(kCommentKey, id);
  if (r.empty()) return std::nullopt;
  auto key = events::sealed::from_hex(r[0][0].as<std::string>());
  if (!key) return std::nullopt;
  return events::sealed::open_comment(*key, id, *sealed);
}

// The back office's search forms of a comment (domain::fold_for_search and its ASCII form): the
// name and the text on two lines.
std::string search_text(const events::sealed::CommentFields& f) {
  return domain::fold_for_search(f.user_name) + "\n" + domain::fold_for_search(f.comment);
}
std::string search_ascii(const events::sealed::CommentFields& f) {
  return domain::fold_ascii_for_search(f.user_name) + "\n" + domain::fold_ascii_for_search(f.comment);
}

int checked_rating(std::int64_t r) {
  if (r < 1 || r > 5) throw events::DecodeError("payload field 'rating' must be from 1 to 5");
  return static_cast<int>(r);
}

void apply_comments_posted(pqxx::transaction_base& tx, const std::vector<events::payload::CommentPosted>& posted) {
  std::vector<std::string> ids, promotions, users, texts, times, search_texts, search_asciis;
  std::vector<std::int64_t> ratings;
  for (const auto& c : posted) {
    auto fields = fields_of(tx, c.id, c.user_name, c.comment, c.sealed);
    if (!fields) continue;  // erased
    ids.push_back(c.id);
    promotions.push_back(c.promotion_id);
    users.push_back(fields->user_name);
    texts.push_back(fields->comment);
    ratings.push_back(checked_rating(c.rating));
    times.push_back(c.created_at);
    search_texts.push_back(search_text(*fields));
    search_asciis.push_back(search_ascii(*fields));
  }
  tx.exec_params(kInsertComments, storage::array_literal(ids), storage::array_literal(promotions),
                 storage::array_literal(users), storage::array_literal(texts), storage::array_literal(ratings),
                 storage::array_literal(times), storage::array_literal(search_texts),
                 storage::array_literal(search_asciis));
}
void apply_comment_edited(pqxx::transaction_base& tx, const events::payload::CommentEdited& c) {
  auto fields = fields_of(tx, c.id, c.user_name, c.comment, c.sealed);
  if (!fields) return;  // erased
  tx.exec_params(kEditComment, c.id, fields->user_name, fields->comment, checked_rating(c.rating), c.at,
                 search_text(*fields), search_ascii(*fields));
}
void apply_comment_deleted(pqxx::transaction_base& tx, const events::payload::CommentDeleted& c) {
  tx.exec_params(kDeleteComment, c.id);
}

}  // namespace

void add_comment_projection(ApplyTable& table) {
  on_run(table, apply_comments_posted);
  on(table, apply_comment_edited);
  on(table, apply_comment_deleted);
}

}  // namespace worker
