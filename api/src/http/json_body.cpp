// JSON body helpers.
#include "http/json_body.hpp"

#include "domain/promotion_rules.hpp"
#include "domain/text.hpp"
#include "http/errors.hpp"
#include "http/router.hpp"

namespace api {
namespace json = boost::json;

json::object parse_json_object(const std::string& body) {
  json::error_code ec;
  auto v = json::parse(body, ec);
  if (ec || !v.is_object()) throw ApiError(http::status::bad_request, "invalid_json", "Geçersiz JSON gövdesi");
  return std::move(v.get_object());
}

namespace {
[[noreturn]] void wrong_type(std::string_view name, std::string_view message) {
  throw ApiError(http::status::unprocessable_entity, "validation", std::string(message), std::string(name));
}

// Postgres text and jsonb cannot hold U+0000: a string carrying one would be accepted here and
// then refused by every projection of its event. It is refused at the door instead, whatever
// the field (the parser has already refused invalid UTF-8 and lone surrogates).
std::string_view text_of(const json::value& v, std::string_view name) {
  const std::string_view s = v.get_string();
  if (s.find('\0') != std::string_view::npos) invalid(name, "Bu alan geçersiz karakter içeriyor");
  return s;
}
}  // namespace

std::string string_field(const json::object& o, std::string_view name) {
  auto* v = o.if_contains(name);
  if (!v || v->is_null()) return {};
  if (!v->is_string()) wrong_type(name, "Bu alan metin olmalıdır");
  return std::string(text_of(*v, name));
}

std::optional<std::string> optional_string_field(const json::object& o, std::string_view name) {
  auto* v = o.if_contains(name);
  if (!v || v->is_null()) return std::nullopt;
  if (!v->is_string()) wrong_type(name, "Bu alan metin olmalıdır");
  if (v->get_string().empty()) return std::nullopt;  // empty optional values are stored as null
  return std::string(text_of(*v, name));
}

std::optional<double> optional_number_field(const json::object& o, std::string_view name) {
  auto* v = o.if_contains(name);
  if (!v || v->is_null()) return std::nullopt;
  if (v->is_double()) return v->get_double();
  if (v->is_int64()) return static_cast<double>(v->get_int64());
  if (v->is_uint64()) return static_cast<double>(v->get_uint64());
  wrong_type(name, "Bu alan sayı olmalıdır");
}

bool bool_field(const json::object& o, std::string_view name, bool fallback) {
  auto* v = o.if_contains(name);
  if (!v || v->is_null()) return fallback;
  if (!v->is_bool()) wrong_type(name, "Bu alan doğru/yanlış olmalıdır");
  return v->get_bool();
}

std::vector<std::string> lines_field(const json::object& o, std::string_view name) {
  auto* v = o.if_contains(name);
  if (!v || v->is_null()) return {};
  if (v->is_string()) return domain::terms_from_text(text_of(*v, name));
  if (!v->is_array()) invalid(name, "Bu alan metin listesi olmalıdır");
  std::vector<std::string> out;
  for (const auto& item : v->get_array()) {
    if (!item.is_string()) invalid(name, "Bu alan metin listesi olmalıdır");
    auto t = domain::trim(text_of(item, name));
    if (!t.empty()) out.emplace_back(t);
  }
  return out;
}

std::optional<long long> optional_integer_field(const json::object& o, std::string_view name) {
  auto* v = o.if_contains(name);
  if (!v || v->is_null()) return std::nullopt;
  if (v->is_int64()) return v->get_int64();
  if (v->is_uint64()) return static_cast<long long>(std::min<std::uint64_t>(v->get_uint64(), INT64_MAX));
  if (v->is_double()) return static_cast<long long>(v->get_double());
  if (v->is_string()) {
    auto t = domain::trim(v->get_string());
    bool digits = !t.empty() && t.size() <= 12;
    for (std::size_t i = 0; i < t.size(); ++i)
      digits = digits && ((t[i] >= '0' && t[i] <= '9') || (i == 0 && t[i] == '-' && t.size() > 1));
    if (digits) return std::stoll(std::string(t));
  }
  invalid(name, "Bu alan sayı olmalıdır");
}

}  // namespace api

namespace api {

std::map<std::string, std::string, std::less<>> parse_form(std::string_view body) {
  std::map<std::string, std::string, std::less<>> out;
  auto decode = [](std::string_view s) {
    std::string plus(s);
    for (auto& c : plus)
      if (c == '+') c = ' ';
    return percent_decode(plus);
  };
  std::size_t i = 0;
  while (i <= body.size()) {
    auto amp = body.find('&', i);
    auto pair = body.substr(i, amp == std::string_view::npos ? std::string_view::npos : amp - i);
    if (!pair.empty()) {
      auto eq = pair.find('=');
      auto name = decode(pair.substr(0, eq));
      auto value = eq == std::string_view::npos ? std::string() : decode(pair.substr(eq + 1));
      out.try_emplace(std::move(name), std::move(value));
    }
    if (amp == std::string_view::npos) break;
    i = amp + 1;
  }
  return out;
}

}  // namespace api
