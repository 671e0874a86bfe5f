// Comments: newest first with their promotion and casino, searchable (user, text, promotion
// title) and filterable by rating; edits and deletes go to the engagement topic keyed by the
// promotion, where the visitor's comment.posted went.
#include "handlers/admin_comments.hpp"

#include <cmath>

#include "domain/text.hpp"
#include "events/payload.hpp"
#include "handlers/admin_support.hpp"
#include "http/json_body.hpp"

namespace api::admin_comments {

namespace json = boost::json;

namespace {

constexpr std::string_view kNotFound = "Yorum bulunamadı";
constexpr std::size_t kUserNameMax = 60;
constexpr std::size_t kCommentMax = 2000;

#define COMMENT_COLUMNS                                                                             \
  "m.id, m.promotion_id, p.title AS promotion_title, c.name AS casino_name, m.user_name, m.comment, " \
  "m.rating, m.created_at"
#define COMMENT_FROM \
  " FROM comments m LEFT JOIN promotions p ON p.id = m.promotion_id LEFT JOIN casinos c ON c.id = p.casino_id"

// $1: search text ('' for none) as an ILIKE pattern, $2: rating (0 for all).
constexpr const char* kList =
    "SELECT coalesce(json_agg(x ORDER BY x.created_at DESC, x.id), '[]'::json)::text FROM (SELECT " COMMENT_COLUMNS
    COMMENT_FROM
    " WHERE ($1 = '' OR m.user_name ILIKE $1 OR m.comment ILIKE $1 OR p.title ILIKE $1)"
    " AND ($2 = 0 OR m.rating = $2) ORDER BY m.created_at DESC, m.id LIMIT 1000) x";
constexpr const char* kById = "SELECT row_to_json(x)::text FROM (SELECT " COMMENT_COLUMNS COMMENT_FROM " WHERE m.id = $1) x";
#undef COMMENT_COLUMNS
#undef COMMENT_FROM
constexpr const char* kPromotionOf = "SELECT promotion_id FROM comments WHERE id = $1";

// ILIKE pattern of a literal substring.
std::string contains_pattern(std::string_view text) {
  std::string out = "%";
  for (char c : text) {
    if (c == '%' || c == '_' || c == '\\') out += '\\';
    out += c;
  }
  return out + "%";
}

bool has_control(std::string_view s, bool allow_breaks) {
  for (char ch : s) {
    auto c = static_cast<unsigned char>(ch);
    if ((c < 0x20 && !(allow_breaks && (c == '\n' || c == '\r' || c == '\t'))) || c == 0x7F) return true;
  }
  return false;
}

}  // namespace

Response list(Services& s, Request& req) {
  auto q = parse_form(req.query);
  std::string search = q.count("search") ? std::string(domain::trim(q["search"])).substr(0, 200) : "";
  long long rating = 0;
  if (q.count("rating") && !q["rating"].empty() && q["rating"] != "all") {
    auto r = q["rating"];
    if (r.size() != 1 || r[0] < '1' || r[0] > '5') admin::invalid("rating", "Puan 1 ile 5 arasında olmalıdır");
    rating = r[0] - '0';
  }
  auto body = admin::query_text(s, kList, search.empty() ? std::string() : contains_pattern(search), rating);
  return json_response(http::status::ok, *body);
}

Response update(Services& s, Request& req) {
  auto id = admin::path_id(req, kNotFound);
  auto o = parse_json_object(req.body());
  std::string user_name(domain::trim(string_field(o, "user_name")));
  std::string comment = string_field(o, "comment");
  auto rating = optional_number_field(o, "rating");
  // The public form's rules (comments are plain text, always escaped when shown).
  domain::FieldErrors errors;
  if (user_name.empty()) errors.push_back({"user_name", "Lütfen kullanıcı adınızı girin"});
  else if (domain::char_count(user_name) > kUserNameMax) errors.push_back({"user_name", "Kullanıcı adı en fazla 60 karakter olabilir"});
  else if (has_control(user_name, false)) errors.push_back({"user_name", "Kullanıcı adı geçersiz karakterler içeriyor"});
  if (domain::trim(comment).empty()) errors.push_back({"comment", "Lütfen yorumunuzu yazın"});
  else if (domain::char_count(comment) > kCommentMax) errors.push_back({"comment", "Yorum en fazla 2000 karakter olabilir"});
  else if (has_control(comment, true)) errors.push_back({"comment", "Yorum geçersiz karakterler içeriyor"});
  if (!rating || *rating != std::floor(*rating) || *rating < 1 || *rating > 5)
    errors.push_back({"rating", "Puan 1 ile 5 arasında olmalıdır"});
  if (!errors.empty()) throw validation_failed(errors);

  auto promotion_id = admin::query_text(s, kPromotionOf, id);
  if (!promotion_id) admin::not_found(kNotFound);
  json::object data{{"id", id},           {"promotion_id", *promotion_id}, {"user_name", user_name},
                    {"comment", comment}, {"rating", static_cast<int>(*rating)}, {"at", events::now_utc()}};
  auto outcome = s.commands.publish(admin::make_event(events::type::comment_edited, req, *promotion_id, std::move(data)));
  return admin::reply(s, outcome, http::status::ok, kById, id);
}

Response remove(Services& s, Request& req) {
  auto id = admin::path_id(req, kNotFound);
  auto promotion_id = admin::query_text(s, kPromotionOf, id);
  if (!promotion_id) admin::not_found(kNotFound);
  auto outcome = s.commands.publish(admin::make_event(events::type::comment_deleted, req, *promotion_id,
                                                      json::object{{"id", id}, {"promotion_id", *promotion_id}}));
  return command_reply(s, outcome, http::status::no_content, [] { return std::optional<std::string>(""); });
}

}  // namespace api::admin_comments
