// Comments: newest first with their promotion and casino, searchable (user, text, promotion
// title) and filterable by rating; edits and deletes go to the engagement topic keyed by the
// promotion, where the visitor's comment.posted went. An edit seals the name and text under the
// comment's key, as the post did; a delete destroys the key before the event (crypto-shredding:
// no copy of the log opens the comment's fields again, and a replay leaves it out).
#include "handlers/admin_comments.hpp"

#include <array>

#include "comment_keys.hpp"

#include "domain/comment.hpp"
#include "domain/text.hpp"
#include "events/payload.hpp"
#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "handlers/command_reply.hpp"
#include "handlers/bulk.hpp"
#include "handlers/list_page.hpp"
#include "http/errors.hpp"
#include "storage/query.hpp"
#include "storage/sql_text.hpp"
#include "http/json_body.hpp"

namespace api::admin_comments {

namespace json = boost::json;

namespace {

constexpr std::string_view kNotFound = "Yorum bulunamadı";

constexpr storage::SqlText kCommentColumns(
    "m.id, m.promotion_id, p.title AS promotion_title, c.name AS casino_name, m.user_name, m.comment, "
    "m.rating, m.created_at");
constexpr storage::SqlText kCommentFrom(
    " FROM comments m LEFT JOIN promotions p ON p.id = m.promotion_id LEFT JOIN casinos c ON c.id = p.casino_id");

// Filters: $1/$2 the search (list_page::Query) on the user's name and text, or the promotion's
// title; $3 rating (1-5), $4 promotion id; each NULL for none.
constexpr storage::SqlText kListWhere(
    " WHERE ($1::text IS NULL OR (m.search_ascii LIKE $1 AND ($2::text IS NULL OR strpos(m.search_text, $2) > 0))"
    " OR m.promotion_id IN (SELECT q.id FROM promotions q WHERE q.search_ascii LIKE $1"
    " AND ($2::text IS NULL OR strpos(q.search_title, $2) > 0)))"
    " AND ($3::smallint IS NULL OR m.rating = $3::smallint) AND ($4::uuid IS NULL OR m.promotion_id = $4)");
constexpr auto kListRows = storage::sql("SELECT ", kCommentColumns, kCommentFrom, kListWhere);
constexpr auto kListCount = storage::sql("SELECT count(*) FROM comments m", kListWhere);
// Unsearched and of any promotion, the total (or a rating's) is kept by the projection
// (comment_totals) instead of counted; the same parameters, so either count fits the page.
constexpr const char* kKeptCount =
    "SELECT CASE $3::smallint WHEN 1 THEN rated_1 WHEN 2 THEN rated_2 WHEN 3 THEN rated_3 WHEN 4 THEN rated_4"
    " WHEN 5 THEN rated_5 ELSE rated_1 + rated_2 + rated_3 + rated_4 + rated_5 END"
    " FROM comment_totals WHERE $1::text IS NULL AND $2::text IS NULL AND $4::uuid IS NULL";
constexpr int kListFirstFree = 5;
constexpr std::array<list_page::Sort, 2> kSorts{{{"created", "m.created_at"}, {"rating", "m.rating"}}};
constexpr std::array<std::string_view, 5> kRatings{"1", "2", "3", "4", "5"};
// Bulk deletion of every comment the filter matches, oldest first ($5: how many at most).
constexpr auto kMatchingIds =
    storage::sql("SELECT m.id FROM comments m", kListWhere, " ORDER BY m.created_at, m.id LIMIT $5");
constexpr std::array<std::string_view, 1> kBulkActions{"delete"};

std::optional<std::string> rating_filter(const Request& req) {
  try {
    return list_page::choice(req, "rating", kRatings);
  } catch (const ApiError&) {
    invalid("rating", "Puan 1 ile 5 arasında olmalıdır");
  }
}
constexpr auto kById =
    storage::sql("SELECT row_to_json(x)::text FROM (SELECT ", kCommentColumns, kCommentFrom, " WHERE m.id = $1) x");
constexpr const char* kPromotionOf = "SELECT promotion_id FROM comments WHERE id = $1";


}  // namespace

Response list(Services& s, Request& req) {
  const auto q = list_page::read(req, kSorts, "created", true, "m.id");
  const auto promotion = list_page::uuid(req, "promotion_id");
  const char* count = !q.pattern && !promotion ? kKeptCount : kListCount.c_str();
  return list_page::page_reply(s, kListRows.c_str(), count, q, kListFirstFree, q.pattern, q.exact, rating_filter(req),
                               promotion);
}

Response bulk(Services& s, Request& req) {
  auto ask = bulk::read(req, kBulkActions);
  // The filter is checked even when ids are given.
  const auto q = list_page::read(req, kSorts, "created", true, "m.id");
  const auto rating = rating_filter(req);
  const auto promotion = list_page::uuid(req, "promotion_id");
  if (!ask.ids) ask.ids = bulk::matching(s, kMatchingIds, q.pattern, q.exact, rating, promotion);
  return bulk::start(s, req, "comments", ask.action, std::move(*ask.ids));
}

Response update(Services& s, Request& req) {
  auto id = path_id(req, kNotFound);
  auto o = parse_json_object(req.body());
  // The public form's rules (domain::validate_comment); comments stay plain text.
  domain::CommentInput in{string_field(o, "user_name"), string_field(o, "comment"), optional_number_field(o, "rating")};
  auto errors = domain::validate_comment(in);
  if (!errors.empty()) throw validation_failed(errors);
  std::string user_name(domain::trim(in.user_name));

  auto promotion_id = storage::query_text(s.db, kPromotionOf, id);
  if (!promotion_id) not_found(kNotFound);
  events::payload::CommentEdited edited{.id = id,
                                        .promotion_id = *promotion_id,
                                        .user_name = {},
                                        .comment = {},
                                        .rating = domain::comment_rating(in),
                                        .at = events::now_utc(),
                                        .sealed = comment_keys::seal(s.db, id, {user_name, in.comment})};
  auto outcome = s.commands.publish(req, events::make_event(req.actor, *promotion_id, edited));
  return reply(s, outcome, http::status::ok, kById, id);
}

Response remove(Services& s, Request& req) {
  auto id = path_id(req, kNotFound);
  auto promotion_id = storage::query_text(s.db, kPromotionOf, id);
  if (!promotion_id) not_found(kNotFound);
  comment_keys::erase(s.db, id);
  auto outcome = s.commands.publish(req, 
      events::make_event(req.actor, *promotion_id, events::payload::CommentDeleted{.id = id, .promotion_id = *promotion_id}));
  return removed_reply(s, outcome);
}

}  // namespace api::admin_comments
