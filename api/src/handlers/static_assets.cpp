// The web app's static files (spa.hpp's static_asset): a file of the built app, in the coding
// the request prefers when the build left an encoded copy beside it.
#include <filesystem>
#include <fstream>
#include <sstream>

#include "handlers/spa.hpp"
#include "http/compression.hpp"
#include "http/query.hpp"
#include "http/response_cache.hpp"
#include "web/static_files.hpp"

namespace api::spa {

namespace {
std::optional<std::string> read_small_file(const std::filesystem::path& file) {
  std::error_code ec;
  const auto size = std::filesystem::file_size(file, ec);
  if (ec || size > web::kMaxStaticFileBytes) return std::nullopt;
  std::ifstream in(file, std::ios::binary);
  std::ostringstream buf;
  buf << in.rdbuf();
  return buf.str();
}

// The file in the coding the request prefers, when the build wrote that encoded copy beside it
// (the web app's build writes `.br` and `.gz` of every text asset), else as it is.
Response static_file(const std::filesystem::path& file, Request& req) {
  const auto coding = choose_coding(req.raw[http::field::accept_encoding]);
  std::optional<std::string> body;
  if (coding != ContentCoding::identity) {
    auto encoded = file;
    encoded += coding == ContentCoding::br ? ".br" : ".gz";
    if (std::filesystem::is_regular_file(encoded)) body = read_small_file(encoded);
  }
  const bool encoded = body.has_value();
  if (!encoded) body = read_small_file(file);
  if (!body) throw ApiError(http::status::not_found, "not_found", "Sayfa bulunamadı");
  Response r = json_response(http::status::ok, std::move(*body));
  r.content_type = std::string(web::content_type_for(file));
  r.headers.emplace_back("Cache-Control", std::string(web::cache_control_for(req.path)));
  auto gz = file;
  gz += ".gz";
  if (encoded) r.headers.emplace_back("Content-Encoding", std::string(coding_name(coding)));
  if (encoded || std::filesystem::is_regular_file(gz)) r.headers.emplace_back("Vary", "Accept-Encoding");
  make_conditional(req, r);
  return r;
}

}  // namespace

std::optional<Response> static_asset(Services& s, Request& req) {
  if (!s.web_root.has_directory()) return std::nullopt;
  const std::string decoded = percent_decode(req.path);
  if (decoded == "/index.html") return std::nullopt;
  auto file = web::resolve_static(s.web_root.directory(), decoded);
  if (!file) return std::nullopt;
  return static_file(*file, req);
}

}  // namespace api::spa
