// /guvenilir-siteler comes in pages as /bonuslar does, and the home page's strip embeds only the
// 12 casinos it shows: with 72 casinos, each page embeds one page of the list (60), has its own
// canonical and rel prev/next, and a list with page links a reader without JavaScript follows; a
// page past the end is an empty page pointing back to the last one.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <filesystem>
#include <fstream>
#include <unistd.h>

#include "content.hpp"
#include "stack.hpp"

using namespace testing_support;
namespace json = boost::json;
namespace fs = std::filesystem;

namespace {

const std::string kOrigin = "https://bonus.example";

std::string between(const std::string& html, const std::string& open, const std::string& close) {
  auto a = html.find(open);
  if (a == std::string::npos) return {};
  a += open.size();
  auto b = html.find(close, a);
  return b == std::string::npos ? std::string() : html.substr(a, b - a);
}
std::size_t count(const std::string& html, const std::string& what) {
  std::size_t n = 0;
  for (auto at = html.find(what); at != std::string::npos; at = html.find(what, at + 1)) ++n;
  return n;
}
json::object initial_data(const std::string& html) {
  const std::string text = between(html, "<script id=\"initial-data\" type=\"application/json\">", "</script>");
  return text.empty() ? json::object{} : json::parse(text).as_object();
}
std::string canonical(const std::string& html) { return between(html, "<link rel=\"canonical\" href=\"", "\""); }
std::string link(const std::string& html, const std::string& rel) {
  return between(html, "<link rel=\"" + rel + "\" href=\"", "\"");
}
std::string fallback(const std::string& html) { return between(html, "<noscript><section", "</section></noscript>"); }

class CasinoPages : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    root = fs::temp_directory_path() / ("bonus-casino-pages-" + std::to_string(::getpid()));
    fs::create_directories(root);
    std::ofstream(root / "index.html") << "<!doctype html><html lang=\"tr\"><head><title>App</title><!--seo--></head>"
                                          "<body><div id=\"root\"></div><!--initial-data--></body></html>";
    stack = new Stack(std::map<std::string, std::string>{{"BONUS_WEB_ROOT", root.string()},
                                                         {"BONUS_PUBLIC_ORIGIN", kOrigin + "/"}});
    stack->start_worker();
    stack->start_api();
    EventWriter w(*stack);
    // 72 casinos: "Casino 100" .. "Casino 171", so the name order is the number order.
    for (int i = 0; i < 72; ++i)
      write_casino(w, "Casino " + std::to_string(100 + i), "casino-" + std::to_string(100 + i));
    stack->wait_all_projected();
  }
  static void TearDownTestSuite() {
    delete stack;
    fs::remove_all(root);
  }
  static std::string html(const std::string& path) {
    auto r = stack->get(path);
    EXPECT_EQ(r.status, 200) << path;
    return r.body;
  }
  // Every entry of the initial data is exactly what the API answers for its key.
  static void expect_data_matches_api(const json::object& data) {
    for (const auto& [key, value] : data) EXPECT_EQ(json::parse(stack->get(std::string(key)).body), value) << key;
  }

  static fs::path root;
  static Stack* stack;
};
fs::path CasinoPages::root;
Stack* CasinoPages::stack = nullptr;

TEST_F(CasinoPages, TheHomeStripEmbedsTheTwelveCasinosItShows) {
  const auto data = initial_data(html("/"));
  ASSERT_TRUE(data.contains("/api/casinos?limit=12")) << json::serialize(data);
  EXPECT_FALSE(data.contains("/api/casinos")) << "not the whole list";
  const auto& strip = data.at("/api/casinos?limit=12").as_array();
  ASSERT_EQ(strip.size(), 12U);
  EXPECT_EQ(strip.front().at("name").as_string(), "Casino 100");
  EXPECT_EQ(strip.back().at("name").as_string(), "Casino 111");
  expect_data_matches_api(data);
  EXPECT_EQ(json::parse(stack->get("/api/casinos").body).as_array().size(), 72U) << "the plain list is still whole";
}

TEST_F(CasinoPages, EachPageEmbedsOnePageWithItsOwnCanonicalAndNeighbours) {
  const std::string first = html("/guvenilir-siteler");
  EXPECT_EQ(canonical(first), kOrigin + "/guvenilir-siteler");
  EXPECT_EQ(link(first, "next"), kOrigin + "/guvenilir-siteler?sayfa=2");
  EXPECT_EQ(count(first, "rel=\"prev\""), 0U);
  auto data = initial_data(first);
  ASSERT_TRUE(data.contains("/api/casinos?page=1")) << json::serialize(data);
  EXPECT_FALSE(data.contains("/api/casinos"));
  const auto& answer = data.at("/api/casinos?page=1").as_object();
  EXPECT_EQ(answer.at("items").as_array().size(), 60U) << "one page, not every casino";
  EXPECT_EQ(answer.at("total").as_int64(), 72);
  EXPECT_EQ(answer.at("per_page").as_int64(), 60);
  expect_data_matches_api(data);
  // Without JavaScript: the page's casinos as links, and the way to the next page.
  const std::string list = fallback(first);
  EXPECT_EQ(count(list, "<li>"), 60U);
  EXPECT_NE(list.find("<a href=\"/casino/casino-100\""), std::string::npos) << list;
  EXPECT_NE(list.find("72 casino sitesi · Sayfa 1 / 2"), std::string::npos) << list;
  EXPECT_NE(list.find("<a rel=\"next\" href=\"/guvenilir-siteler?sayfa=2\""), std::string::npos) << list;

  const std::string second = html("/guvenilir-siteler?sayfa=2");
  EXPECT_EQ(canonical(second), kOrigin + "/guvenilir-siteler?sayfa=2");
  EXPECT_EQ(link(second, "prev"), kOrigin + "/guvenilir-siteler");
  EXPECT_EQ(count(second, "rel=\"next\""), 0U);
  EXPECT_NE(between(second, "<title>", "</title>").find(" - Sayfa 2"), std::string::npos);
  const auto data2 = initial_data(second);
  ASSERT_TRUE(data2.contains("/api/casinos?page=2"));
  const auto& items2 = data2.at("/api/casinos?page=2").at("items").as_array();
  ASSERT_EQ(items2.size(), 12U);
  EXPECT_EQ(items2.front().at("name").as_string(), "Casino 160");
  EXPECT_EQ(count(fallback(second), "<li>"), 12U);
  EXPECT_NE(fallback(second).find("<a rel=\"prev\" href=\"/guvenilir-siteler\""), std::string::npos);
}

TEST_F(CasinoPages, APagePastTheEndIsEmptyAndPointsBackAsBonusesDoes) {
  // As /bonuslar: a 200 with no items, its own canonical, and "previous" is the last page.
  const std::string past = html("/guvenilir-siteler?sayfa=9");
  EXPECT_EQ(canonical(past), kOrigin + "/guvenilir-siteler?sayfa=9");
  EXPECT_EQ(link(past, "prev"), kOrigin + "/guvenilir-siteler?sayfa=2");
  EXPECT_EQ(count(past, "rel=\"next\""), 0U);
  EXPECT_EQ(initial_data(past).at("/api/casinos?page=9").at("items").as_array().size(), 0U);
  EXPECT_EQ(count(fallback(past), "<li>"), 0U);
  const std::string bonuses_past = html("/bonuslar?sayfa=9");
  EXPECT_EQ(canonical(bonuses_past), kOrigin + "/bonuslar?sayfa=9") << "the same rule on /bonuslar";
  for (const char* odd : {"/guvenilir-siteler?sayfa=abc", "/guvenilir-siteler?sayfa=0", "/guvenilir-siteler?sayfa=-3"})
    EXPECT_EQ(canonical(html(odd)), kOrigin + "/guvenilir-siteler") << odd;
  EXPECT_EQ(stack->get("/api/casinos?page=0").status, 422);
}

}  // namespace
