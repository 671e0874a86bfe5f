// Content coding: Accept-Encoding negotiation, the gzip and brotli encoders (checked by decoding
// with zlib and the brotli decoder), and the response cache answering in the coding asked for.
#include <brotli/decode.h>
#include <gtest/gtest.h>
#include <zlib.h>

#include <atomic>

#include "http/compression.hpp"
#include "http/response_cache.hpp"

using namespace api;
using namespace std::chrono_literals;

namespace {

std::string gunzip(const std::string& in) {
  z_stream z{};
  EXPECT_EQ(inflateInit2(&z, 15 + 16), Z_OK);
  std::string out(in.size() * 50 + 1024, '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  z.avail_in = static_cast<uInt>(in.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  EXPECT_EQ(inflate(&z, Z_FINISH), Z_STREAM_END);
  out.resize(z.total_out);
  inflateEnd(&z);
  return out;
}

std::string unbrotli(const std::string& in) {
  std::string out(in.size() * 50 + 1024, '\0');
  std::size_t size = out.size();
  EXPECT_EQ(BrotliDecoderDecompress(in.size(), reinterpret_cast<const uint8_t*>(in.data()), &size,
                                    reinterpret_cast<uint8_t*>(out.data())),
            BROTLI_DECODER_RESULT_SUCCESS);
  out.resize(size);
  return out;
}

std::string sample_json() {
  std::string body = "[";
  for (int i = 0; i < 200; ++i) body += R"({"title":"Hoş Geldin Bonusu )" + std::to_string(i) + R"(","casino":"Altın Yıldız"},)";
  body.back() = ']';
  return body;
}

struct FakeRequest {
  http::request<http::string_body> raw{http::verb::get, "/api/promotions", 11};
  Request req{raw, "/api/promotions", "", {}, "test", {}, {}};
};

std::string header(const Response& r, std::string_view name) {
  for (const auto& [n, v] : r.headers)
    if (n == name) return v;
  return "";
}

}  // namespace

TEST(ApiCompression, NegotiatesTheBestAcceptedCoding) {
  EXPECT_EQ(choose_coding(""), ContentCoding::identity);
  EXPECT_EQ(choose_coding("gzip"), ContentCoding::gzip);
  EXPECT_EQ(choose_coding("gzip, deflate, br"), ContentCoding::br);
  EXPECT_EQ(choose_coding("br;q=0, gzip"), ContentCoding::gzip);
  EXPECT_EQ(choose_coding("br;q=0.5, gzip;q=0.9"), ContentCoding::gzip);
  EXPECT_EQ(choose_coding("BR"), ContentCoding::br);
  EXPECT_EQ(choose_coding("*"), ContentCoding::br);
  EXPECT_EQ(choose_coding("*;q=0, identity"), ContentCoding::identity);
  EXPECT_EQ(choose_coding("gzip;q=0"), ContentCoding::identity);
  EXPECT_EQ(choose_coding("deflate"), ContentCoding::identity);
  EXPECT_EQ(choose_coding("gzip;q=abc"), ContentCoding::identity) << "a malformed q-value accepts nothing";
}

TEST(ApiCompression, GzipAndBrotliRoundTripAndShrinkText) {
  const std::string body = sample_json();
  const std::string gz = gzip_encode(body), br = brotli_encode(body);
  EXPECT_EQ(gunzip(gz), body);
  EXPECT_EQ(unbrotli(br), body);
  EXPECT_LT(gz.size(), body.size() / 5);
  EXPECT_LT(br.size(), gz.size());
  EXPECT_TRUE(worth_compressing("application/json; charset=utf-8", 2000));
  EXPECT_FALSE(worth_compressing("application/json; charset=utf-8", 500)) << "small answers stay as they are";
  EXPECT_FALSE(worth_compressing("image/png", 200000));
}

TEST(ApiCompression, TheCacheEncodesOnceAndAnswersInTheAskedCoding) {
  ResponseCache cache({10s, 1 << 24}, [] { return storage::AreaVersions{1, {}}; });
  std::atomic<int> computed{0};
  const std::string body = sample_json();
  Handler h = [&](Request&) {
    ++computed;
    return json_response(http::status::ok, body);
  };
  FakeRequest plain;
  auto identity = cache.serve(plain.req, h);
  EXPECT_EQ(identity.body, body);
  EXPECT_EQ(header(identity, "Content-Encoding"), "");
  EXPECT_EQ(header(identity, "Vary"), "Accept-Encoding");

  FakeRequest br;
  br.raw.set(http::field::accept_encoding, "gzip, br");
  auto brotli = cache.serve(br.req, h);
  EXPECT_EQ(header(brotli, "Content-Encoding"), "br");
  EXPECT_EQ(unbrotli(brotli.body), body);
  EXPECT_NE(header(brotli, "ETag"), header(identity, "ETag")) << "each representation has its own ETag";

  FakeRequest gz;
  gz.raw.set(http::field::accept_encoding, "gzip");
  auto gzipped = cache.serve(gz.req, h);
  EXPECT_EQ(header(gzipped, "Content-Encoding"), "gzip");
  EXPECT_EQ(gunzip(gzipped.body), body);
  EXPECT_EQ(computed.load(), 1) << "computed and encoded once for all three";

  FakeRequest again;
  again.raw.set(http::field::accept_encoding, "br");
  again.raw.set(http::field::if_none_match, header(brotli, "ETag"));
  EXPECT_EQ(cache.serve(again.req, h).status, http::status::not_modified);
}
