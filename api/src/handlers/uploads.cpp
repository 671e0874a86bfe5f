// Uploads: the request body is the file itself (any Content-Type; the type is read from the
// bytes), its original name in the X-File-Name header (percent-encoded) or ?filename=.
#include "handlers/uploads.hpp"

#include <boost/json.hpp>
#include <chrono>

#include "auth/jwt.hpp"
#include "domain/upload.hpp"
#include "http/json_body.hpp"
#include "http/router.hpp"

namespace api::uploads_routes {

namespace {

const domain::Bucket& bucket_of(const Request& req) {
  // The route pattern names the bucket: /api/admin/uploads/<bucket>.
  auto slash = req.path.rfind('/');
  const auto* b = domain::find_bucket(std::string_view(req.path).substr(slash + 1));
  if (!b) throw ApiError(http::status::not_found, "not_found", "Sayfa bulunamadı");
  return *b;
}

std::string original_name(const Request& req) {
  auto header = req.raw["X-File-Name"];
  if (!header.empty()) return percent_decode(header.substr(0, 512));
  auto q = parse_form(req.query);
  auto it = q.find("filename");
  return it == q.end() ? std::string() : it->second.substr(0, 512);
}

// Eight characters of [a-z0-9] for the promotion naming.
std::string random_suffix() {
  static constexpr char kChars[] = "abcdefghijklmnopqrstuvwxyz0123456789";
  auto raw = auth::random_token(12);
  std::string out;
  for (std::size_t i = 0; i < 8; ++i) out += kChars[static_cast<unsigned char>(raw[i]) % 36];
  return out;
}

}  // namespace

Response upload(Services& s, Request& req) {
  const auto& bucket = bucket_of(req);
  const std::string& bytes = req.body();
  if (bytes.empty())
    throw ApiError(http::status::unprocessable_entity, "validation", std::string(domain::kUploadEmpty),
                   std::string("file"));
  if (bytes.size() > bucket.max_bytes)
    throw ApiError(http::status::payload_too_large, "payload_too_large",
                   std::string(bucket.too_large_message), std::string("file"));
  auto type = domain::sniff_image(bytes);
  if (!type)
    throw ApiError(http::status::unsupported_media_type, "unsupported_media_type",
                   std::string(domain::kUploadWrongType), std::string("file"));
  auto now_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                    std::chrono::system_clock::now().time_since_epoch())
                    .count();
  std::string name;
  bool overwrite = bucket.naming != domain::UploadNaming::promotion;  // the spec: promotions never overwrite
  for (int attempt = 0;; ++attempt) {
    name = domain::upload_object_name(bucket, now_ms, random_suffix(), original_name(req), *type);
    if (s.objects.put(bucket.name, name, bytes, overwrite)) break;
    if (attempt == 5) throw std::runtime_error("no free upload name after 6 attempts");
  }
  std::string url = "/uploads/" + std::string(bucket.name) + "/" + name;
  boost::json::object body{{"bucket", bucket.name},
                           {"name", name},
                           {"url", url},
                           {"size", bytes.size()},
                           {"content_type", domain::image_mime(*type)}};
  auto r = json_response(http::status::created, boost::json::serialize(body));
  r.headers.emplace_back("Location", url);
  return r;
}

Response serve(Services& s, Request& req) {
  const auto& bucket = req.params.at("bucket");
  const auto& name = req.params.at("name");
  auto type = domain::image_type_of_name(name);
  std::optional<std::string> bytes;
  if (type) bytes = s.objects.get(bucket, name);
  if (!bytes) throw ApiError(http::status::not_found, "not_found", "Dosya bulunamadı");
  Response r;
  r.status = http::status::ok;
  r.content_type = std::string(domain::image_mime(*type));
  r.body = std::move(*bytes);
  r.headers.emplace_back("Cache-Control", "public, max-age=3600");
  r.headers.emplace_back("X-Content-Type-Options", "nosniff");
  r.headers.emplace_back("Content-Security-Policy", "default-src 'none'; sandbox");
  return r;
}

}  // namespace api::uploads_routes
