// Image uploads (admin spec sections 3 and 7, Storage): the three buckets with their size
// limits, image types recognised from the file's bytes, and the spec's file naming.
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace domain {

enum class ImageType { png, jpeg, gif, webp };

// The type the bytes are, from their magic numbers; never from a name or a declared type.
// PNG: 89 50 4E 47 0D 0A 1A 0A; JPEG: FF D8 FF; GIF: "GIF87a" / "GIF89a";
// WEBP: "RIFF" <4 bytes> "WEBP". Anything else (SVG included: it can carry script) is nullopt.
std::optional<ImageType> sniff_image(std::string_view bytes);
std::string_view image_extension(ImageType t);  // png, jpg, gif, webp
std::string_view image_mime(ImageType t);       // image/png, image/jpeg, image/gif, image/webp
// The type a stored name's extension stands for (served Content-Type), or nullopt.
std::optional<ImageType> image_type_of_name(std::string_view name);

enum class UploadNaming {
  promotion,      // promotion_{timestamp}_{random}.{ext}, never overwrites
  manual_upload,  // manual-upload-{timestamp}-{sanitised name}, overwrites
  splash_ad,      // splash-ad-{timestamp}-{sanitised name}, overwrites
};

struct Bucket {
  std::string_view name;
  std::size_t max_bytes;
  std::string_view too_large_message;
  UploadNaming naming;
};

inline constexpr std::size_t kMiB = 1024 * 1024;
inline constexpr Bucket kBuckets[] = {
    {"promotions", 2 * kMiB, "Dosya boyutu 2MB'dan küçük olmalıdır", UploadNaming::promotion},
    {"blog-images", 5 * kMiB, "Dosya boyutu 5MB'dan küçük olmalıdır", UploadNaming::manual_upload},
    {"splash-ads", 5 * kMiB, "Dosya boyutu 5MB'dan küçük olmalıdır", UploadNaming::splash_ad},
};
inline constexpr std::string_view kUploadWrongType =
    "Sadece PNG, JPEG, GIF veya WEBP görselleri yüklenebilir";
inline constexpr std::string_view kUploadEmpty = "Lütfen bir görsel dosyası seçin";

const Bucket* find_bucket(std::string_view name);

// The uploaded file's name made safe: the part after the last '/' or '\', its extension
// dropped, transliterated and hyphenated like a URL slug, at most 60 characters ("gorsel" when
// nothing is left), then the extension of the detected type. "../../Yaz Kampanyası.PNG" with
// a PNG becomes "yaz-kampanyasi.png".
std::string sanitise_file_name(std::string_view original, ImageType type);

// The stored name of an upload. `timestamp_ms` is milliseconds since the epoch; `random` is
// used by the promotion naming only (caller supplies [a-z0-9] characters).
std::string upload_object_name(const Bucket& bucket, std::int64_t timestamp_ms, std::string_view random,
                               std::string_view original_name, ImageType type);

// A name that can be looked up in a bucket: 1..200 characters of [a-z0-9._-], starting with a
// letter or digit, without "..". Everything this module generates passes; "../x", "a/b",
// "%2e%2e", ".hidden", "" do not.
bool is_safe_object_name(std::string_view name);

}  // namespace domain
