// Outbound link rules: redirect targets, device classes, automated agents, referrer paths.
#include <gtest/gtest.h>

#include "domain/outbound.hpp"

using namespace domain;

TEST(Outbound, RedirectTargetIsAValidStoredHttpUrlOnly) {
  EXPECT_EQ(redirect_target("https://casino.example/kayit?ref=bonus").value_or(""),
            "https://casino.example/kayit?ref=bonus");
  EXPECT_EQ(redirect_target("http://casino.example").value_or(""), "http://casino.example");
  for (const char* hostile :
       {"", "javascript:alert(1)", "data:text/html,<script>", "//evil.example", "/bonuslar", "evil.example",
        "https://ok.example/\r\nSet-Cookie: a=b", "https://ok.example/\nLocation: https://evil.example",
        "https://ok.example/ space", "https:///nohost", "ftp://files.example", "https://ok.example/\x7f"})
    EXPECT_FALSE(redirect_target(hostile).has_value()) << hostile;
  EXPECT_EQ(redirect_target("https://ok.example/bonuş").value_or(""), "https://ok.example/bonu%C5%9F");
  EXPECT_FALSE(redirect_target("https://ok.example/" + std::string(2048, 'a')).has_value()) << "over 2048 bytes";
}

TEST(Outbound, DeviceClassFromTheUserAgent) {
  EXPECT_EQ(device_class("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148"), "phone");
  EXPECT_EQ(device_class("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36"), "phone");
  EXPECT_EQ(device_class("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)"), "tablet");
  EXPECT_EQ(device_class("Mozilla/5.0 (Linux; Android 13; SM-X700) Chrome/120 Safari/537.36"), "tablet");
  EXPECT_EQ(device_class("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537.36"), "desktop");
  EXPECT_EQ(device_class("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15"), "desktop");
  EXPECT_EQ(device_class(""), "desktop");
}

TEST(Outbound, CrawlersPreviewersAndToolsAreAutomated) {
  for (const char* ua :
       {"Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "Mozilla/5.0 (compatible; bingbot/2.0)", "facebookexternalhit/1.1", "Twitterbot/1.0", "WhatsApp/2.23",
        "TelegramBot (like TwitterBot)", "Slackbot-LinkExpanding 1.0", "curl/8.5.0", "Wget/1.21",
        "python-requests/2.31", "Go-http-client/1.1", "Mozilla/5.0 HeadlessChrome/120", "", "   "})
    EXPECT_TRUE(is_automated_agent(ua)) << ua;
  EXPECT_FALSE(is_automated_agent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36"));
  EXPECT_FALSE(is_automated_agent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148"));
}

TEST(Outbound, OnlyTheSameOriginPathOfTheRefererIsKept) {
  const std::string origin = "https://bonus.example";
  EXPECT_EQ(same_origin_path("https://bonus.example/bonuslar?q=hos#top", origin), "/bonuslar");
  EXPECT_EQ(same_origin_path("https://bonus.example/", origin), "/");
  EXPECT_EQ(same_origin_path("https://BONUS.example/casino/x", origin + "/"), "/casino/x");
  EXPECT_EQ(same_origin_path("https://bonus.example", origin), "");
  EXPECT_EQ(same_origin_path("https://bonus.example.evil.com/x", origin), "");
  EXPECT_EQ(same_origin_path("https://bonus.example:8443/x", origin), "");
  EXPECT_EQ(same_origin_path("http://bonus.example/x", origin), "");
  EXPECT_EQ(same_origin_path("https://other.example/bonuslar", origin), "");
  EXPECT_EQ(same_origin_path("", origin), "");
  EXPECT_EQ(same_origin_path("https://bonus.example/" + std::string(400, 'a'), origin), "");
}
