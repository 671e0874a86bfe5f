// Pattern matching of the route table, and the JSON response helpers.
#include "http/router.hpp"

#include <boost/json.hpp>

namespace api {

Response json_response(http::status status, std::string body) {
  Response r;
  r.status = status;
  r.body = std::move(body);
  return r;
}

Response error_response(http::status status, std::string_view code, std::string_view message,
                        const std::optional<std::string>& field,
                        const std::vector<std::pair<std::string, std::string>>& details) {
  boost::json::object err{{"code", code}, {"message", message}};
  err["field"] = field ? boost::json::value(*field) : boost::json::value(nullptr);
  if (!details.empty()) {
    boost::json::array list;
    for (const auto& [f, m] : details) list.push_back(boost::json::object{{"field", f}, {"message", m}});
    err["details"] = std::move(list);
  }
  return json_response(status, boost::json::serialize(boost::json::object{{"error", err}}));
}

std::string percent_decode(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && std::isxdigit(static_cast<unsigned char>(s[i + 1])) &&
        std::isxdigit(static_cast<unsigned char>(s[i + 2]))) {
      out += static_cast<char>(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

namespace {
std::vector<std::string_view> split_path(std::string_view p);
}

void Router::add(Route route) {
  for (auto part : split_path(route.pattern)) route.segments.emplace_back(part);
  routes_.push_back(std::move(route));
}
void Router::set_fallback(Route route) { fallback_ = std::move(route); }

namespace {
std::vector<std::string_view> split_path(std::string_view p) {
  std::vector<std::string_view> parts;
  std::size_t i = 0;
  while (i < p.size()) {
    if (p[i] == '/') {
      ++i;
      continue;
    }
    std::size_t j = p.find('/', i);
    if (j == std::string_view::npos) j = p.size();
    parts.push_back(p.substr(i, j - i));
    i = j;
  }
  return parts;
}

// `pat`: the route's pattern, split once when it was added.
bool match_pattern(const std::vector<std::string>& pat, const std::vector<std::string_view>& path,
                   std::map<std::string, std::string, std::less<>>* params) {
  if (pat.size() != path.size()) return false;
  for (std::size_t i = 0; i < pat.size(); ++i) {
    if (pat[i].size() > 2 && pat[i].front() == '{' && pat[i].back() == '}') {
      if (path[i].empty()) return false;
      if (params) (*params)[pat[i].substr(1, pat[i].size() - 2)] = percent_decode(path[i]);
    } else if (pat[i] != path[i]) {
      return false;
    }
  }
  return true;
}
// "GET, HEAD, PUT": each method once, HEAD beside GET (every GET route answers HEAD too).
void add_allowed(std::string& allow, http::verb method) {
  auto add = [&](std::string_view name) {
    std::size_t at = 0;
    while ((at = allow.find(name, at)) != std::string::npos) {
      const bool starts = at == 0 || allow[at - 1] == ' ';
      const bool ends = at + name.size() == allow.size() || allow[at + name.size()] == ',';
      if (starts && ends) return;
      at += name.size();
    }
    if (!allow.empty()) allow += ", ";
    allow += name;
  };
  const auto verb = http::to_string(method);
  add(std::string_view(verb.data(), verb.size()));
  if (method == http::verb::get) add("HEAD");
}
}  // namespace

Router::Match Router::match(http::verb method, Request& request) const {
  auto path = split_path(request.path);
  Match m;
  for (const auto& r : routes_) {
    if (!match_pattern(r.segments, path, nullptr)) continue;
    if (r.method == method || (method == http::verb::head && r.method == http::verb::get)) {
      match_pattern(r.segments, path, &request.params);
      m.route = &r;
      return m;
    }
    m.path_known = true;
    add_allowed(m.allow, r.method);
  }
  if (!m.path_known) m.route = fallback_for(method, request.path);
  return m;
}

const Route* Router::fallback_for(http::verb method, std::string_view path) const {
  if (fallback_ && (method == http::verb::get || method == http::verb::head) && !path.starts_with("/api/") &&
      path != "/api")
    return &*fallback_;
  return nullptr;
}

const Route* Router::find(http::verb method, std::string_view path) const {
  auto parts = split_path(path);
  bool path_known = false;
  for (const auto& r : routes_) {
    if (!match_pattern(r.segments, parts, nullptr)) continue;
    if (r.method == method || (method == http::verb::head && r.method == http::verb::get)) return &r;
    path_known = true;
  }
  return path_known ? nullptr : fallback_for(method, path);
}

std::optional<std::string> Router::internal_get(const std::string& target) const {
  http::request<http::string_body> raw{http::verb::get, target, 11};
  const auto q = target.find('?');
  Request req{raw, target.substr(0, q), q == std::string::npos ? "" : target.substr(q + 1), {}, "internal", {}, {}};
  auto m = match(http::verb::get, req);
  if (!m.route || m.route->access != Access::public_route || (fallback_ && m.route == &*fallback_))
    return std::nullopt;
  try {
    Response r = m.route->handler(req);
    if (r.status == http::status::ok) return std::move(r.body);
  } catch (const ApiError&) {
  }
  return std::nullopt;
}

}  // namespace api
