// Accept-Encoding negotiation and the gzip and brotli encoders.
#include "http/compression.hpp"

#include <brotli/encode.h>
#include <zlib.h>

#include <cstdlib>
#include <stdexcept>

#include "domain/text.hpp"

namespace api {

namespace {

using domain::iequals_ascii;
using domain::trim;

// The q-value of one list element ("gzip;q=0.5"): 1 without one, 0 for a malformed one.
double q_value(std::string_view params) {
  while (!params.empty()) {
    auto semi = params.find(';');
    auto param = trim(params.substr(0, semi));
    params = semi == std::string_view::npos ? std::string_view() : params.substr(semi + 1);
    if (param.size() > 2 && (param[0] == 'q' || param[0] == 'Q') && param[1] == '=') {
      std::string number(param.substr(2));
      char* end = nullptr;
      double q = std::strtod(number.c_str(), &end);
      if (end != number.c_str() + number.size() || q < 0 || q > 1) return 0;
      return q;
    }
  }
  return 1;
}

}  // namespace

ContentCoding choose_coding(std::string_view header) {
  double gzip = -1, br = -1, star = -1;
  while (!header.empty()) {
    auto comma = header.find(',');
    auto item = trim(header.substr(0, comma));
    header = comma == std::string_view::npos ? std::string_view() : header.substr(comma + 1);
    auto semi = item.find(';');
    auto coding = trim(item.substr(0, semi));
    double q = semi == std::string_view::npos ? 1.0 : q_value(item.substr(semi + 1));
    if (iequals_ascii(coding, "gzip") || iequals_ascii(coding, "x-gzip")) gzip = q;
    else if (iequals_ascii(coding, "br")) br = q;
    else if (coding == "*") star = q;
  }
  if (br < 0) br = star;
  if (gzip < 0) gzip = star;
  if (br > 0 && br >= gzip) return ContentCoding::br;
  if (gzip > 0) return ContentCoding::gzip;
  return ContentCoding::identity;
}

std::string_view coding_name(ContentCoding coding) {
  switch (coding) {
    case ContentCoding::gzip:
      return "gzip";
    case ContentCoding::br:
      return "br";
    case ContentCoding::identity:
      break;
  }
  return "";
}

bool worth_compressing(std::string_view type, std::size_t size) {
  if (size < 1024) return false;  // the headers cost more than the bytes saved
  return type.starts_with("text/") || type.starts_with("application/json") ||
         type.starts_with("application/javascript") || type.starts_with("application/xml") ||
         type.starts_with("image/svg+xml");
}

std::string gzip_encode(std::string_view data, int level) {
  z_stream z{};
  // 15 window bits + 16: a gzip header and trailer instead of zlib's.
  if (deflateInit2(&z, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
    throw std::runtime_error("gzip: deflateInit2 failed");
  std::string out(deflateBound(&z, static_cast<uLong>(data.size())), '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  z.avail_in = static_cast<uInt>(data.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  const int rc = deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  deflateEnd(&z);
  if (rc != Z_STREAM_END) throw std::runtime_error("gzip: deflate did not finish");
  return out;
}

std::string brotli_encode(std::string_view data, int quality) {
  std::size_t size = BrotliEncoderMaxCompressedSize(data.size());
  if (size == 0) size = data.size() + 1024;
  std::string out(size, '\0');
  if (!BrotliEncoderCompress(quality, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_TEXT, data.size(),
                             reinterpret_cast<const uint8_t*>(data.data()), &size, reinterpret_cast<uint8_t*>(out.data())))
    throw std::runtime_error("brotli: compression failed");
  out.resize(size);
  return out;
}

}  // namespace api
