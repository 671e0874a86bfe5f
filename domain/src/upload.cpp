// Upload rules: magic numbers, bucket table, file naming.
#include "domain/upload.hpp"

#include "domain/slug.hpp"

namespace domain {

std::optional<ImageType> sniff_image(std::string_view b) {
  if (b.size() >= 8 && b.substr(0, 8) == std::string_view("\x89PNG\r\n\x1a\n", 8)) return ImageType::png;
  if (b.size() >= 3 && b.substr(0, 3) == "\xFF\xD8\xFF") return ImageType::jpeg;
  if (b.size() >= 6 && (b.substr(0, 6) == "GIF87a" || b.substr(0, 6) == "GIF89a")) return ImageType::gif;
  if (b.size() >= 12 && b.substr(0, 4) == "RIFF" && b.substr(8, 4) == "WEBP") return ImageType::webp;
  return std::nullopt;
}

std::string_view image_extension(ImageType t) {
  switch (t) {
    case ImageType::png:
      return "png";
    case ImageType::jpeg:
      return "jpg";
    case ImageType::gif:
      return "gif";
    case ImageType::webp:
      return "webp";
  }
  return "bin";
}

std::string_view image_mime(ImageType t) {
  switch (t) {
    case ImageType::png:
      return "image/png";
    case ImageType::jpeg:
      return "image/jpeg";
    case ImageType::gif:
      return "image/gif";
    case ImageType::webp:
      return "image/webp";
  }
  return "application/octet-stream";
}

std::optional<ImageType> image_type_of_name(std::string_view name) {
  auto dot = name.rfind('.');
  if (dot == std::string_view::npos) return std::nullopt;
  auto ext = name.substr(dot + 1);
  if (ext == "png") return ImageType::png;
  if (ext == "jpg" || ext == "jpeg") return ImageType::jpeg;
  if (ext == "gif") return ImageType::gif;
  if (ext == "webp") return ImageType::webp;
  return std::nullopt;
}

const Bucket* find_bucket(std::string_view name) {
  for (const auto& b : kBuckets)
    if (b.name == name) return &b;
  return nullptr;
}

std::string sanitise_file_name(std::string_view original, ImageType type) {
  auto slash = original.find_last_of("/\\");
  std::string_view base = slash == std::string_view::npos ? original : original.substr(slash + 1);
  if (auto dot = base.rfind('.'); dot != std::string_view::npos && dot > 0) base = base.substr(0, dot);
  std::string stem = make_url_slug(base);
  if (stem.size() > 60) stem = stem.substr(0, 60);
  while (!stem.empty() && stem.back() == '-') stem.pop_back();
  if (stem.empty()) stem = "gorsel";
  return stem + "." + std::string(image_extension(type));
}

std::string upload_object_name(const Bucket& bucket, std::int64_t timestamp_ms, std::string_view random,
                               std::string_view original_name, ImageType type) {
  std::string ts = std::to_string(timestamp_ms);
  switch (bucket.naming) {
    case UploadNaming::promotion:
      return "promotion_" + ts + "_" + std::string(random) + "." + std::string(image_extension(type));
    case UploadNaming::manual_upload:
      return "manual-upload-" + ts + "-" + sanitise_file_name(original_name, type);
    case UploadNaming::splash_ad:
      return "splash-ad-" + ts + "-" + sanitise_file_name(original_name, type);
  }
  return {};
}

bool is_safe_object_name(std::string_view name) {
  if (name.empty() || name.size() > 200 || name.find("..") != std::string_view::npos) return false;
  auto ok_first = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
  if (!ok_first(name.front())) return false;
  for (char c : name)
    if (!ok_first(c) && c != '.' && c != '_' && c != '-') return false;
  return true;
}

}  // namespace domain
