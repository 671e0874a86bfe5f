// Members of the api's JSON answers, as pages read them.
#include "handlers/page_json.hpp"

#include "domain/url_encoding.hpp"

namespace api::spa {

std::string text_of(const boost::json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->get_string()) : std::string();
}

long long number_of(const boost::json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_int64() ? v->get_int64() : 0;
}

std::string promotion_path(const boost::json::object& p) {
  const auto* casino = p.if_contains("casino");
  const std::string slug = text_of(p, "slug");
  if (casino && casino->is_object() && !text_of(casino->as_object(), "slug").empty() && !slug.empty())
    return "/bonuslar/" + domain::encode_path_segment(text_of(casino->as_object(), "slug")) + "/" +
           domain::encode_path_segment(slug);
  return "/promotion/" + domain::encode_path_segment(text_of(p, "id"));
}

}  // namespace api::spa
