// Comments are plain text: stored exactly as written (the user name trimmed) and returned as JSON
// strings, never interpreted as HTML here. Posting validates, checks that the promotion is
// visible, applies the per-address rate limit, stores the comment's key (comment_keys.hpp),
// produces comment.posted on the engagement topic (keyed by the promotion) with the name and text
// sealed under that key, and answers with the projected comment.
#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "handlers/comments.hpp"

#include "comment_keys.hpp"

#include <boost/json.hpp>

#include "domain/comment.hpp"
#include "domain/text.hpp"
#include "events/catalogue.hpp"
#include "handlers/command_reply.hpp"
#include "idempotency.hpp"
#include "handlers/promotions.hpp"
#include "http/json_body.hpp"
#include "visitor.hpp"

namespace api::comments {

namespace json = boost::json;

namespace {

constexpr const char* kListComments =
    "SELECT coalesce(json_agg(x ORDER BY x.created_at DESC, x.id DESC), '[]'::json)::text FROM ("
    "SELECT id, promotion_id, user_name, comment, rating, created_at FROM comments WHERE promotion_id = $1 "
    "ORDER BY created_at DESC, id DESC LIMIT 200) x";
constexpr const char* kCommentById =
    "SELECT row_to_json(x)::text FROM (SELECT id, promotion_id, user_name, comment, rating, created_at "
    "FROM comments WHERE id = $1) x";

std::string not_found_message(const std::string& id) { return "Promosyon bulunamadı (" + id + ")"; }

domain::CommentInput read_input(const std::string& body) {
  auto o = parse_json_object(body);
  domain::CommentInput in;
  in.user_name = string_field(o, "user_name");
  in.comment = string_field(o, "comment");
  in.rating = optional_number_field(o, "rating");
  auto errors = domain::validate_comment(in);
  if (!errors.empty()) throw validation_failed(errors);
  return in;
}

}  // namespace

Response list(Services& s, Request& req) {
  const std::string& id = req.params.at("id");
  if (!promotions::is_visible(s, id)) throw ApiError(http::status::not_found, "not_found", not_found_message(id));
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  return json_response(http::status::ok, tx.exec_params(kListComments, id)[0][0].as<std::string>());
}

Response post(Services& s, Request& req) {
  const std::string& id = req.params.at("id");
  const auto in = read_input(req.body());
  if (!promotions::is_visible(s, id)) throw ApiError(http::status::not_found, "not_found", not_found_message(id));

  const std::string address = client_address(req, s.site.trust_forwarded_for);
  if (long long wait = s.comment_limit.acquire(comment_limit_key(address)); wait > 0) {
    Response r = error_response(http::status::too_many_requests, "rate_limited",
                                "Çok fazla yorum gönderdiniz. Lütfen biraz sonra tekrar deneyin.");
    r.headers.emplace_back("Retry-After", std::to_string(wait));
    return r;
  }

  std::string promotion_id = id;
  for (auto& c : promotion_id) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const std::string actor = visitor_actor(address, s.daily_salt);
  const std::string comment_id = entity_id(req, actor);  // from the Idempotency-Key, when sent
  // The name and text go into the log (kept forever) only sealed with the comment's own key,
  // stored here before the event exists: deleting the comment deletes the key.
  events::payload::CommentPosted posted{
      .id = comment_id,
      .promotion_id = promotion_id,
      .user_name = {},
      .comment = {},
      .rating = domain::comment_rating(in),
      .created_at = events::now_utc(),
      .sealed = comment_keys::seal(s.db, comment_id, {std::string(domain::trim(in.user_name)), in.comment})};
  auto e = events::make_event(actor, promotion_id, posted);
  auto outcome = s.commands.publish(req, e);
  return command_reply(s, outcome, http::status::created, [&]() -> std::optional<std::string> {
    auto db = s.db.acquire();
    pqxx::nontransaction tx(*db);
    auto r = tx.exec_params(kCommentById, comment_id);
    if (r.empty()) return std::nullopt;
    return r[0][0].as<std::string>();
  });
}

}  // namespace api::comments
