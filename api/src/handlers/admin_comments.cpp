// Comments: newest first with their promotion and casino, searchable (user, text, promotion
// title) and filterable by rating; edits and deletes go to the engagement topic keyed by the
// promotion, where the visitor's comment.posted went. An edit seals the name and text under the
// comment's key, as the post did; a delete destroys the key before the event (crypto-shredding:
// no copy of the log opens the comment's fields again, and a replay leaves it out).
#include "handlers/admin_comments.hpp"

#include "comment_keys.hpp"

#include "domain/comment.hpp"
#include "domain/text.hpp"
#include "events/payload.hpp"
#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "handlers/command_reply.hpp"
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

// $1: search text ('' for none) as an ILIKE pattern, $2: rating (0 for all).
constexpr auto kList = storage::sql(
    "SELECT coalesce(json_agg(x ORDER BY x.created_at DESC, x.id), '[]'::json)::text FROM (SELECT ", kCommentColumns,
    kCommentFrom,
    " WHERE ($1 = '' OR m.user_name ILIKE $1 OR m.comment ILIKE $1 OR p.title ILIKE $1)"
    " AND ($2 = 0 OR m.rating = $2) ORDER BY m.created_at DESC, m.id LIMIT 1000) x");
constexpr auto kById =
    storage::sql("SELECT row_to_json(x)::text FROM (SELECT ", kCommentColumns, kCommentFrom, " WHERE m.id = $1) x");
constexpr const char* kPromotionOf = "SELECT promotion_id FROM comments WHERE id = $1";


}  // namespace

Response list(Services& s, Request& req) {
  auto q = parse_form(req.query);
  std::string search = q.count("search") ? std::string(domain::trim(q["search"])).substr(0, 200) : "";
  long long rating = 0;
  if (q.count("rating") && !q["rating"].empty() && q["rating"] != "all") {
    auto r = q["rating"];
    if (r.size() != 1 || r[0] < '1' || r[0] > '5') invalid("rating", "Puan 1 ile 5 arasında olmalıdır");
    rating = r[0] - '0';
  }
  auto body = storage::query_text(s.db, kList, search.empty() ? std::string() : storage::contains_pattern(search), rating);
  return json_response(http::status::ok, *body);
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
