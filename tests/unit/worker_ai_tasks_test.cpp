// The worker's pure parts: reading AI replies (JSON in its usual wrappings, and the spec's
// fallbacks when it is not JSON), the word count, the Turkish error messages of failed calls,
// and the projection table (every event type has exactly one apply function).
#include <gtest/gtest.h>

#include <cstdlib>

#include "events/catalogue.hpp"
#include "jobs/ai_client.hpp"
#include "jobs/ai_tasks.hpp"
#include "jobs/config.hpp"
#include "projection.hpp"

using namespace worker;

TEST(AiTasks, WordCountCountsWhitespaceSeparatedWordsOfTheText) {
  EXPECT_EQ(ai::word_count("<p>Bir iki</p><p>üç&nbsp;dört</p>"), 4);
  EXPECT_EQ(ai::word_count(""), 0);
  EXPECT_EQ(ai::word_count("<h2>Başlık</h2>\n<ul><li>madde bir</li></ul>"), 3);
}

TEST(AiTasks, BlogReplyInAFenceIsReadAndCleaned) {
  auto post = ai::read_blog(
      "İşte yazı:\n```json\n{\"title\":\"Deneme Bonusu\",\"excerpt\":\"Özet\",\"content\":\"<p>Bir iki "
      "üç</p><img src=x onerror=alert(1)>\",\"suggested_keywords\":[\"bonus\",\" casino \",\"\"]}\n```",
      "konu");
  EXPECT_EQ(post.title, "Deneme Bonusu");
  EXPECT_EQ(post.excerpt, "Özet");
  EXPECT_EQ(post.content.find("onerror"), std::string::npos);
  EXPECT_EQ(post.keywords, (std::vector<std::string>{"bonus", "casino"}));
  EXPECT_EQ(post.word_count, 3);
  EXPECT_FALSE(post.fallback);
}

TEST(AiTasks, ProseGivesTheBlogFallbackWithTheRawTextAsContent) {
  auto post = ai::read_blog("Düz metin <b>kalın</b> & devamı", "Freespin");
  EXPECT_TRUE(post.fallback);
  EXPECT_EQ(post.title, "Freespin Hakkında Bilmeniz Gerekenler");
  EXPECT_EQ(post.excerpt, "Bu içerik otomatik olarak oluşturulmuştur.");
  EXPECT_EQ(post.keywords, (std::vector<std::string>{"casino", "bahis", "oyun"}));
  EXPECT_NE(post.content.find("kalın"), std::string::npos);
}

TEST(AiTasks, SeoFallbackAndKeywordArrays) {
  auto seo = ai::read_seo(R"({"title":"T","description":"D","keywords":["a","b"]})");
  EXPECT_EQ(seo.keywords, "a, b");
  auto fallback = ai::read_seo("üzgünüm");
  EXPECT_EQ(fallback.title, "SEO Başlığı");
  EXPECT_EQ(fallback.description, "Bu SEO açıklaması otomatik olarak oluşturulmuştur.");
}

TEST(AiTasks, IdeasAreCutToTheCountAndFilledFromTheTopic) {
  auto ideas = ai::read_ideas(R"([{"title":"Bir","brief":"b"},{"title":"İki","brief":"b"},{"title":"Üç","brief":"b"}])",
                              "Bonus", 2);
  ASSERT_EQ(ideas.size(), 2u);
  EXPECT_EQ(ideas[1].title, "İki");
  auto built = ai::read_ideas("fikir yok", "Kayıp Bonusu", 3);
  ASSERT_EQ(built.size(), 3u);
  EXPECT_EQ(built[0].title, "Kayıp Bonusu Rehberi");
  EXPECT_NE(built[1].title, built[2].title);
}

TEST(AiTasks, PromptsCarryTheSpecsLimitsAndInputCuts) {
  std::string long_text;
  for (int i = 0; i < 800; ++i) long_text += "ş";  // 2 bytes each: cut by characters
  auto seo = ai::seo_prompt(long_text);
  EXPECT_EQ(seo.max_tokens, 300);
  const std::string& user = seo.messages.back().content;
  const std::string input = user.substr(user.find("İçerik:\n") + std::string("İçerik:\n").size());
  EXPECT_EQ(input.size(), 2 * ai::kSeoInputChars) << "the first 500 characters, not bytes";
  EXPECT_EQ(ai::blog_prompt("x").max_tokens, 10000);
  EXPECT_DOUBLE_EQ(ai::ideas_prompt("x", 3).temperature, 0.8);
  EXPECT_EQ(ai::ideas_prompt("x", 3).max_tokens, 2000);
  EXPECT_EQ(ai::page_seo_prompt("Ana Sayfa", "x").max_tokens, 1000);
}

TEST(AiClient, FailedCallsMapToTheSpecsMessages) {
  EXPECT_EQ(ai::error_message({.status = 0, .transport_error = "Couldn't connect to server"}),
            "AI API'sine ulaşılamadı. Lütfen internet bağlantınızı kontrol edin.");
  EXPECT_EQ(ai::error_message({.status = 0, .timed_out = true}), "AI servisi zamanında yanıt vermedi. Lütfen tekrar deneyin.");
  EXPECT_EQ(ai::error_message({.status = 429}), "API istek limiti aşıldı. Lütfen daha sonra tekrar deneyin.");
  EXPECT_EQ(ai::error_message({.status = 401}), "API anahtarı geçersiz veya süresi dolmuş.");
  EXPECT_EQ(ai::error_message({.status = 404, .body = R"({"error":{"message":"The model `x` does not exist"}})"}),
            "Belirtilen model kullanılamıyor.");
  EXPECT_EQ(ai::error_message({.status = 502, .body = "Bad gateway"}), "API hatası: 502 Bad gateway");
}

// The spec's AI client waits 600000 ms for one call (long posts take long): so does ours unless
// BONUS_AI_TIMEOUT_MS says otherwise.
TEST(AiClient, OneCallWaitsSixHundredSecondsByDefault) {
  ::unsetenv("BONUS_AI_TIMEOUT_MS");
  auto c = worker::runner_config_from_env("postgresql://x", "127.0.0.1:1", "t.", "w1", std::chrono::seconds(10),
                                          "http://127.0.0.1:8080");
  EXPECT_EQ(c.ai.timeout, std::chrono::milliseconds(600000));
  EXPECT_EQ(ai::ClientConfig{}.timeout, std::chrono::milliseconds(600000));
}

TEST(Projections, EveryEventTypeHasExactlyOneApplyFunction) {
  ApplyTable table = all_projections();  // throws when a type is registered twice
  for (const auto& t : events::catalogue()) EXPECT_TRUE(table.count(t.name)) << t.name << " has no apply function";
  EXPECT_EQ(table.size(), events::catalogue().size()) << "an apply function for a type not in the catalogue";
  ApplyTable twice;
  add_hero_projection(twice);
  EXPECT_THROW(add_hero_projection(twice), std::logic_error);
}
