// The HTTP request path: bytes from the socket through Beast's request parser with the server's
// limits, then what dispatch does before a handler runs (percent decoding and the UTF-8 check,
// routing against the real route table's patterns) and what handlers do with the request (the
// query string readers, the path id, the JSON body and form readers). Nothing may crash or trip
// a sanitizer; the readers may only refuse input with ApiError.
#include <boost/beast/http.hpp>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "domain/utf8.hpp"
#include "fuzz_check.hpp"
#include "http/errors.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"
#include "http/router.hpp"
#include "http/server.hpp"
#include "route_patterns.hpp"

namespace http = boost::beast::http;

namespace {

api::Response no_op(api::Request&) { return {}; }

const api::Router& router() {
  static const api::Router r = [] {
    api::Router built;
    for (const auto& [method, pattern] : kRoutePatterns)
      built.add(api::Route{method, std::string(pattern), std::string(pattern), api::Access::public_route, no_op});
    built.set_fallback(api::Route{http::verb::get, "/{page}", "spa", api::Access::public_route, no_op});
    return built;
  }();
  return r;
}

template <class F>
void refusing_only_with_api_error(F&& f) {
  try {
    f();
  } catch (const api::ApiError&) {
  }
}

void read_json_body(const std::string& body) {
  boost::json::object o;
  try {
    o = api::parse_json_object(body);
  } catch (const api::ApiError&) {
    return;
  }
  for (const auto& field : o) {
    const std::string_view name = field.key();
    refusing_only_with_api_error([&] { (void)api::string_field(o, name); });
    refusing_only_with_api_error([&] { (void)api::optional_string_field(o, name); });
    refusing_only_with_api_error([&] { (void)api::optional_number_field(o, name); });
    refusing_only_with_api_error([&] { (void)api::bool_field(o, name, false); });
    refusing_only_with_api_error([&] { (void)api::lines_field(o, name); });
    refusing_only_with_api_error([&] { (void)api::optional_integer_field(o, name); });
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const api::ServerLimits limits{};
  http::request_parser<http::string_body> parser;
  parser.eager(true);
  parser.header_limit(static_cast<std::uint32_t>(limits.header_bytes));
  parser.body_limit(limits.body_bytes);

  // Fed the way the socket reader feeds it: in pieces, until done, an error or no progress.
  boost::beast::error_code ec;
  std::string_view rest(reinterpret_cast<const char*>(data), size);
  while (!rest.empty() && !parser.is_done()) {
    const std::size_t used = parser.put(boost::asio::buffer(rest.data(), rest.size()), ec);
    if (ec == http::error::need_more) {
      ec = {};
      break;
    }
    if (ec || used == 0) break;
    rest.remove_prefix(used);
  }
  if (!ec && !parser.is_done()) parser.put_eof(ec);
  if (ec || !parser.is_done()) return 0;

  const auto& raw = parser.get();
  const std::string target(raw.target());
  const auto q = target.find('?');
  api::Request req{raw, target.substr(0, q), q == std::string::npos ? "" : target.substr(q + 1), {}, "fuzz", {}, {}};

  const bool utf8 = domain::is_valid_utf8(api::percent_decode(req.path)) &&
                    domain::is_valid_utf8(api::percent_decode(req.query));
  const api::Route* found = router().find(raw.method(), req.path);
  const auto m = router().match(raw.method(), req);
  FUZZ_CHECK(found == m.route);
  if (m.route) {
    FUZZ_CHECK(m.route->method == raw.method() ||
               (raw.method() == http::verb::head && m.route->method == http::verb::get));
    // Every parameter is one the pattern names, and not empty.
    for (const auto& [name, value] : req.params) {
      FUZZ_CHECK(m.route->pattern.find("{" + name + "}") != std::string::npos);
      (void)value;
    }
  }
  if (!utf8) return 0;  // dispatch answers 400 here; no handler sees the request

  for (std::string_view name : {"search", "limit", "page", "category", "id", "q", "casino"}) {
    if (auto v = api::query_param(req.query, name)) (void)domain::is_valid_utf8(*v);
    refusing_only_with_api_error([&] { (void)api::query_int(req, name, 1, 100); });
  }
  if (m.route && req.params.count("id")) refusing_only_with_api_error([&] { (void)api::path_id(req, "yok"); });
  read_json_body(raw.body());
  (void)api::parse_form(raw.body());
  return 0;
}
