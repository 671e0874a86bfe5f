// Content coding of answers: which coding a client accepts (Accept-Encoding, with q-values), and
// gzip (zlib) and brotli encoders. Cached answers are encoded once when they are kept, not per
// request (response_cache.cpp); the built web app's assets are encoded at build time.
#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace api {

enum class ContentCoding { identity, gzip, br };

// The coding to answer with: brotli over gzip over identity among those the header accepts
// (q > 0); identity when there is no header.
ContentCoding choose_coding(std::string_view accept_encoding);

// "gzip", "br" (the Content-Encoding value), "" for identity.
std::string_view coding_name(ContentCoding coding);

// Whether an answer of this Content-Type and size is worth encoding (text-like and >= 1 KiB).
bool worth_compressing(std::string_view content_type, std::size_t size);

std::string gzip_encode(std::string_view data, int level = 6);
std::string brotli_encode(std::string_view data, int quality = 6);

}  // namespace api
