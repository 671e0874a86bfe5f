// An answer's head as the session writes it (http/answer_writer.cpp builds it by hand): byte for
// byte what Beast's own serializer writes for the same response.
#include <gtest/gtest.h>

#include <sstream>

#include "http/answer_writer.hpp"

namespace http = boost::beast::http;

namespace {
std::string beast_head(const http::response<http::string_body>& res) {
  std::ostringstream out;
  out << res.base();
  return std::move(out).str();
}
}  // namespace

TEST(AnswerHead, IsWhatBeastWritesForEveryKindOfAnswer) {
  std::vector<http::response<http::string_body>> answers;
  http::response<http::string_body> redirect{http::status::found, 11};
  redirect.set(http::field::server, "bonus-api");
  redirect.set(http::field::content_type, "text/plain; charset=utf-8");
  redirect.set(http::field::location, "https://casino.example/?a=1&b=2");
  redirect.insert("X-Robots-Tag", "noindex");
  redirect.keep_alive(true);
  redirect.prepare_payload();
  answers.push_back(redirect);
  http::response<http::string_body> busy{http::status::service_unavailable, 11};
  busy.set(http::field::retry_after, "2");
  busy.body() = R"({"error":"busy"})";
  busy.keep_alive(false);
  busy.prepare_payload();
  answers.push_back(busy);
  http::response<http::string_body> old{http::status::accepted, 10};
  old.body() = R"({"accepted":true})";
  old.keep_alive(true);
  old.prepare_payload();
  answers.push_back(old);
  answers.emplace_back(http::status::continue_, 11);
  http::response<http::string_body> custom{http::status::ok, 11};
  custom.reason("Tamam");
  custom.prepare_payload();
  answers.push_back(custom);
  for (auto& res : answers) {
    const std::string expected = beast_head(res);
    const std::string body = res.body();
    const auto answer = api::Answer::of(std::move(res));
    EXPECT_EQ(std::string(answer.head[0]), expected);
    EXPECT_EQ(std::string(answer.body), body);
  }
}
