// Outbound links (/git/...): every kind redirects to its stored URL and nowhere else; inactive,
// expired and unknown targets; crawlers, previewers, HEAD and prefetch not counted; a burst
// counted exactly through a worker killed mid-batch; unique visitors per day; replay rebuilds the
// same figures; a link's target kept in memory follows an admin's change at once and a
// promotion's expiry; the clicks of one flush interval travel as one event per link, and stopping
// the api sends them.
#include <curl/curl.h>
#include <gtest/gtest.h>
#include <boost/json.hpp>
#include <signal.h>

#include <atomic>
#include <functional>
#include <thread>

#include "content.hpp"
#include "events/payloads.hpp"
#include "stack.hpp"

using namespace testing_support;
using namespace std::chrono_literals;

namespace {

const std::string kBrowser = "User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36";
const std::string kPhone = "User-Agent: Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148";
const std::string kOrigin = "https://bonus.example";

// Clicks are sent once a second here (the default is every 5 s), so that `settled` below waits
// past a flush.
std::map<std::string, std::string> stack_env() {
  return {{"BONUS_PUBLIC_ORIGIN", kOrigin}, {"BONUS_TRUST_FORWARDED_FOR", "1"}, {"BONUS_CLICK_FLUSH_MS", "1000"}};
}

HttpReply click(const Stack& stack, const std::string& path, std::vector<std::string> headers = {kBrowser},
                const std::string& method = "GET") {
  return http(method, stack.url(path), "", headers);
}

long long total(const Stack& stack, const std::string& sql) { return sql_count(stack.pg_url(), sql); }

long long casino_clicks(const Stack& stack, const std::string& id) {
  return total(stack, "SELECT coalesce(sum(clicks), 0) FROM proj.clicks_by_casino WHERE casino_id = '" + id + "'");
}
long long promotion_clicks(const Stack& stack, const std::string& id) {
  return total(stack, "SELECT coalesce(sum(clicks), 0) FROM proj.clicks_by_promotion WHERE promotion_id = '" + id + "'");
}
long long all_clicks(const Stack& stack) {
  return total(stack, "SELECT coalesce(sum(clicks), 0) FROM proj.clicks_by_device");
}

// Waits until `read` reaches `expected` (or 30 s pass), then one more flush interval and more.
long long settled(const std::function<long long()>& read, long long expected) {
  const auto deadline = std::chrono::steady_clock::now() + 30s;
  while (read() < expected && std::chrono::steady_clock::now() < deadline) std::this_thread::sleep_for(100ms);
  std::this_thread::sleep_for(2500ms);  // nothing beyond the expected may arrive
  return read();
}

void expect_redirect(const HttpReply& r, const std::string& location, const std::string& what) {
  EXPECT_EQ(r.status, 302) << what << ": " << r.body;
  EXPECT_EQ(r.headers.count("location") ? r.headers.at("location") : "", location) << what;
  EXPECT_EQ(r.headers.count("x-robots-tag") ? r.headers.at("x-robots-tag") : "", "noindex") << what;
  EXPECT_EQ(r.headers.count("cache-control") ? r.headers.at("cache-control") : "", "no-store") << what;
}

void expect_site_404(const HttpReply& r, const std::string& what) {
  EXPECT_EQ(r.status, 404) << what;
  EXPECT_EQ(r.headers.count("location"), 0u) << what;
  EXPECT_NE(r.body.find("Sayfa bulunamadı"), std::string::npos) << what << ": the site's own 404 page";
  EXPECT_NE(r.body.find("noindex"), std::string::npos) << what;
}

struct Catalogue {
  std::string casino, bare_casino, visible, inactive, expired, loose, ad, hidden_ad;
};

Catalogue write_catalogue(const Stack& stack) {
  EventWriter w(stack);
  Catalogue c;
  c.casino = write_casino(w, "Şans Casino", "sans-casino");
  c.bare_casino = write_casino(w, "Boş Casino", "bos-casino");
  c.visible = write_promotion(w, {.title = "Hoş Geldin Bonusu", .casino_id = c.casino, .url = "https://sans.example/hos-geldin"});
  c.inactive = write_promotion(w, {.title = "Pasif Bonus", .casino_id = c.casino, .active = false,
                                   .url = "https://sans.example/pasif"});
  c.expired = write_promotion(w, {.title = "Bitmiş Bonus", .casino_id = c.casino, .expires_in_minutes = -60,
                                  .url = "https://sans.example/bitmis"});
  c.loose = write_promotion(w, {.title = "Casinosuz Bonus", .url = "https://loose.example/kampanya"});
  c.ad = events::new_uuid();
  w.write(c.ad, events::payload::SplashAdCreated{{.id = c.ad, .title = "Reklam", .href = "https://reklam.example/a",
                                                  .image_url = "https://cdn.example/r.png", .is_active = true,
                                                  .created_at = minutes_ago(5), .updated_at = minutes_ago(5)}});
  c.hidden_ad = events::new_uuid();
  w.write(c.hidden_ad, events::payload::SplashAdCreated{{.id = c.hidden_ad, .title = "Pasif Reklam",
                                                         .href = "https://reklam.example/b",
                                                         .image_url = "https://cdn.example/r.png", .is_active = false,
                                                         .created_at = minutes_ago(5), .updated_at = minutes_ago(5)}});
  stack.wait_all_projected();
  return c;
}

class OutboundLinks : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    stack_ = new Stack(stack_env());
    stack_->start_worker();
    stack_->start_api();
    catalogue_ = new Catalogue(write_catalogue(*stack_));
  }
  static void TearDownTestSuite() {
    delete catalogue_;
    delete stack_;
  }
  static Stack* stack_;
  static Catalogue* catalogue_;
};
Stack* OutboundLinks::stack_ = nullptr;
Catalogue* OutboundLinks::catalogue_ = nullptr;

}  // namespace

TEST_F(OutboundLinks, EveryKindRedirectsToItsStoredUrlAndIsCountedForItsTarget) {
  const auto& s = *stack_;
  const auto& c = *catalogue_;
  expect_redirect(click(s, "/git/sans-casino"), "https://sans-casino.example", "casino");
  expect_redirect(click(s, "/git/sans-casino/hos-geldin-bonusu"), "https://sans.example/hos-geldin", "promotion");
  expect_redirect(click(s, "/git/Sans-Casino/Hos-Geldin-Bonusu"), "https://sans.example/hos-geldin", "any case");
  expect_redirect(click(s, "/git/sans-casino/pasif-bonus"), "https://sans-casino.example", "inactive: its casino");
  expect_redirect(click(s, "/git/sans-casino/bitmis-bonus"), "https://sans-casino.example", "expired: its casino");
  expect_redirect(click(s, "/git?promosyon=" + c.loose), "https://loose.example/kampanya", "without a casino");
  expect_redirect(click(s, "/git?reklam=" + c.ad), "https://reklam.example/a", "splash ad");

  // Five counted for the casino (its own link, the visible promotion's twice, the two sent on),
  // two for the visible promotion, none for the hidden ones.
  EXPECT_EQ(settled([&] { return casino_clicks(s, c.casino); }, 5), 5);
  EXPECT_EQ(promotion_clicks(s, c.visible), 2);
  EXPECT_EQ(promotion_clicks(s, c.inactive), 0);
  EXPECT_EQ(promotion_clicks(s, c.expired), 0);
  EXPECT_EQ(promotion_clicks(s, c.loose), 1);
  EXPECT_EQ(total(s, "SELECT sum(clicks) FROM proj.clicks_by_splash_ad WHERE splash_ad_id = '" + c.ad + "'"), 1);
  EXPECT_EQ(all_clicks(s), 7);
}

TEST_F(OutboundLinks, UnknownTargetsAnswerTheSite404) {
  const auto& s = *stack_;
  const auto& c = *catalogue_;
  expect_site_404(click(s, "/git/yok-casino"), "unknown casino");
  expect_site_404(click(s, "/git/sans-casino/yok-bonus"), "unknown promotion");
  expect_site_404(click(s, "/git/bos-casino/hos-geldin-bonusu"), "another casino's promotion");
  expect_site_404(click(s, "/git?reklam=" + c.hidden_ad), "inactive ad");
  expect_site_404(click(s, "/git?promosyon=" + c.visible), "a promotion with a casino has its /git/{casino}/ link");
  expect_site_404(click(s, "/git?reklam=yok"), "not an id");
  expect_site_404(click(s, "/git"), "nothing named");
}

TEST_F(OutboundLinks, NoOpenRedirectWithHostileRequests) {
  const auto& s = *stack_;
  const auto& c = *catalogue_;
  // Whatever the request adds, the Location is the stored URL.
  expect_redirect(click(s, "/git/sans-casino?url=https://evil.example"), "https://sans-casino.example", "query url");
  expect_redirect(click(s, "/git/sans-casino?next=//evil.example&to=https%3A%2F%2Fevil.example"),
                  "https://sans-casino.example", "query next");
  expect_redirect(click(s, "/git?reklam=" + c.ad + "&href=https://evil.example"), "https://reklam.example/a", "ad");
  for (const char* path : {"/git/%2F%2Fevil.example", "/git/https:%2F%2Fevil.example", "/git/evil.example/%2E%2E",
                           "/git/%0D%0ALocation:%20https:%2F%2Fevil.example", "/git//evil.example",
                           "/git/sans-casino/%2F%2Fevil.example"}) {
    auto r = click(s, path);
    EXPECT_NE(r.status, 302) << path;
    if (r.headers.count("location")) {
      EXPECT_EQ(r.headers.at("location").find("evil"), std::string::npos) << path;
    }
  }
}

TEST_F(OutboundLinks, NoOpenRedirectWithHostileStoredValues) {
  const auto& s = *stack_;
  EventWriter w(s);
  // Stored URLs the admin api would refuse, written straight to the log (an old event, a bug).
  const std::vector<std::pair<std::string, std::string>> hostile{
      {"js-casino", "javascript:alert(1)"},
      {"rel-casino", "//evil.example"},
      {"crlf-casino", "https://ok.example/\r\nLocation: https://evil.example"},
      {"data-casino", "data:text/html,<script>alert(1)</script>"},
      {"path-casino", "/admin"}};
  for (const auto& [slug, url] : hostile) {
    const std::string id = events::new_uuid();
    w.write(id, events::payload::CasinoCreated{{.id = id, .name = slug, .slug = slug, .url = url,
                                                .logo_url = "https://cdn.example/x.png", .description = "<p>x</p>",
                                                .details = std::nullopt, .rating = 1.0, .featured = false,
                                                .created_at = minutes_ago(1), .updated_at = minutes_ago(1)}});
  }
  const std::string casino = write_casino(w, "Güvenli Casino", "guvenli-casino");
  write_promotion(w, {.title = "Kötü Link", .casino_id = casino, .url = "javascript:alert(2)"});
  s.wait_all_projected();
  for (const auto& [slug, url] : hostile) expect_site_404(click(s, "/git/" + slug), slug);
  // A promotion whose own link is bad falls back to its casino's valid one.
  expect_redirect(click(s, "/git/guvenli-casino/kotu-link"), "https://guvenli-casino.example", "bad promotion url");
}

TEST_F(OutboundLinks, CrawlersPreviewersHeadAndPrefetchAreRedirectedButNotCounted) {
  const auto& s = *stack_;
  const auto& c = *catalogue_;
  const long long before = settled([&] { return casino_clicks(s, c.bare_casino); }, 0);
  const std::string path = "/git/bos-casino";
  const std::vector<std::vector<std::string>> not_people{
      {"User-Agent: Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"},
      {"User-Agent: facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)"},
      {"User-Agent: WhatsApp/2.23.20.0"},
      {"User-Agent: Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)"},
      {"User-Agent: curl/8.5.0"},
      {},  // no User-Agent at all
      {kBrowser, "Sec-Purpose: prefetch"},
      {kBrowser, "Sec-Purpose: prefetch;prerender"},
      {kBrowser, "Purpose: prefetch"}};
  for (const auto& headers : not_people) expect_redirect(click(s, path, headers), "https://bos-casino.example", "bot");
  expect_redirect(click(s, path, {kBrowser}, "HEAD"), "https://bos-casino.example", "HEAD");
  // One person's click after them: exactly one counted.
  expect_redirect(click(s, path, {kPhone, "Referer: " + kOrigin + "/casino/bos-casino?x=1#y"}),
                  "https://bos-casino.example", "a person");
  EXPECT_EQ(settled([&] { return casino_clicks(s, c.bare_casino); }, before + 1), before + 1);
  EXPECT_GE(total(s, "SELECT sum(clicks) FROM proj.clicks_by_referrer WHERE path = '/casino/bos-casino'"), 1);
  EXPECT_GE(total(s, "SELECT sum(clicks) FROM proj.clicks_by_device WHERE device = 'phone'"), 1);
}

TEST_F(OutboundLinks, OnlyTheSameOriginPathIsKeptAndNothingIdentifying) {
  const auto& s = *stack_;
  const long long before = all_clicks(s);
  click(s, "/git/sans-casino", {kBrowser, "Referer: https://other.example/secret?token=abc"});
  click(s, "/git/sans-casino", {kBrowser, "Referer: " + kOrigin + "/bonuslar?search=hos", "X-Forwarded-For: 192.0.2.99"});
  settled([&] { return all_clicks(s); }, before + 2);
  EXPECT_EQ(total(s, "SELECT count(*) FROM proj.clicks_by_referrer WHERE path LIKE '%other%' OR path LIKE '%token%' "
                     "OR path LIKE '%search%'"),
            0);
  EXPECT_GE(total(s, "SELECT count(*) FROM proj.clicks_by_referrer WHERE path = '/bonuslar'"), 1);
  EXPECT_GE(total(s, "SELECT count(*) FROM proj.clicks_by_referrer WHERE path = ''"), 1);
  EXPECT_EQ(total(s, "SELECT count(*) FROM proj.click_visitors WHERE visitor LIKE '%192.0.2%'"), 0);
  EXPECT_EQ(total(s, "SELECT count(*) FROM proj.click_visitors WHERE visitor !~ '^[0-9a-f]{16}$'"), 0);
}

TEST(OutboundClicks, UniqueVisitorsPerDay) {
  Stack stack(stack_env());
  stack.start_worker();
  stack.start_api();
  write_catalogue(stack);
  // Three addresses: 5, 3 and 1 clicks, on several links and devices.
  for (int i = 0; i < 5; ++i) click(stack, "/git/sans-casino", {kBrowser, "X-Forwarded-For: 198.51.100.1"});
  for (int i = 0; i < 3; ++i)
    click(stack, "/git/sans-casino/hos-geldin-bonusu", {kPhone, "X-Forwarded-For: 198.51.100.2"});
  click(stack, "/git/bos-casino", {kBrowser, "X-Forwarded-For: 198.51.100.1"});
  click(stack, "/git/bos-casino", {kBrowser, "X-Forwarded-For: 2001:db8::7"});
  EXPECT_EQ(settled([&] { return all_clicks(stack); }, 10), 10);
  EXPECT_EQ(total(stack, "SELECT count(*) FROM proj.click_visitors WHERE day = (now() AT TIME ZONE 'UTC')::date"), 3);
  EXPECT_EQ(total(stack, "SELECT count(*) FROM public.daily_salts"), 1) << "one salt, today's";
  EXPECT_EQ(total(stack, "SELECT count(*) FROM public.daily_salts WHERE day <> (now() AT TIME ZONE 'UTC')::date"), 0);
}

TEST(OutboundClicks, ABurstIsCountedExactlyThroughAWorkerKilledMidBatchAndReplayRebuildsTheFigures) {
  Stack stack(stack_env());
  stack.start_worker();
  stack.start_api();
  const auto c = write_catalogue(stack);

  constexpr int kClients = 16, kEach = 250;
  std::atomic<int> answered{0};
  std::atomic<bool> done{false};
  std::vector<std::thread> clients;
  for (int t = 0; t < kClients; ++t)
    clients.emplace_back([&, t] {
      const std::string path = t % 2 ? "/git/sans-casino/hos-geldin-bonusu" : "/git/sans-casino";
      const std::string device = t % 3 ? kBrowser : kPhone;
      for (int i = 0; i < kEach; ++i)
        if (click(stack, path, {device, "X-Forwarded-For: 203.0.113." + std::to_string(t)}).status == 302) ++answered;
    });
  // Kill the worker while the clicks are being projected, twice, and start it again.
  std::thread killer([&] {
    for (int round = 0; round < 2 && !done; ++round) {
      std::this_thread::sleep_for(1500ms);
      stack.stop_worker(SIGKILL);
      std::this_thread::sleep_for(300ms);
      stack.start_worker();
    }
  });
  for (auto& t : clients) t.join();
  done = true;
  killer.join();
  ASSERT_EQ(answered.load(), kClients * kEach);

  const long long expected = kClients * kEach;
  EXPECT_EQ(settled([&] { return casino_clicks(stack, c.casino); }, expected), expected) << "none lost, none doubled";
  EXPECT_EQ(promotion_clicks(stack, c.visible), expected / 2);
  EXPECT_EQ(all_clicks(stack), expected);
  EXPECT_EQ(total(stack, "SELECT count(*) FROM proj.click_visitors"), kClients);

  const std::string figures =
      "SELECT md5(string_agg(x, '|' ORDER BY x)) FROM ("
      " SELECT 'p' || day || promotion_id || clicks AS x FROM proj.clicks_by_promotion UNION ALL"
      " SELECT 'c' || day || casino_id || clicks FROM proj.clicks_by_casino UNION ALL"
      " SELECT 'a' || day || splash_ad_id || clicks FROM proj.clicks_by_splash_ad UNION ALL"
      " SELECT 'r' || day || path || clicks FROM proj.clicks_by_referrer UNION ALL"
      " SELECT 'd' || day || device || clicks FROM proj.clicks_by_device UNION ALL"
      " SELECT 'v' || day || visitor FROM proj.click_visitors) f";
  auto fingerprint = [&] {
    return sql_rows(stack.pg_url(), figures).at(0).at(0);
  };
  const std::string before = fingerprint();
  stack.stop_worker(SIGTERM);
  ASSERT_EQ(stack.run_worker_command({"replay"}), 0) << stack.logs();
  EXPECT_EQ(fingerprint(), before) << "replay rebuilds the same figures";
  EXPECT_EQ(casino_clicks(stack, c.casino), expected);
}

// BONUS_CLICK_FLUSH_MS: the clicks of one interval on one link, referrer and device travel as one
// event with their count. With an interval longer than the test, nothing arrives until the api
// stops, and then everything does: the pending counts are sent on SIGTERM, exactly.
TEST(OutboundClicks, TheClicksOfOneIntervalTravelAsOneEventPerLinkAndStoppingSendsThem) {
  auto env = stack_env();
  env["BONUS_CLICK_FLUSH_MS"] = "600000";
  Stack stack(env);
  stack.start_worker();
  stack.start_api();
  const auto c = write_catalogue(stack);
  for (int i = 0; i < 40; ++i) ASSERT_EQ(click(stack, "/git/sans-casino").status, 302);
  for (int i = 0; i < 20; ++i) ASSERT_EQ(click(stack, "/git/sans-casino/hos-geldin-bonusu", {kPhone}).status, 302);
  std::this_thread::sleep_for(2500ms);
  EXPECT_EQ(all_clicks(stack), 0) << "held until the interval ends";

  stack.stop_api(SIGTERM);
  EXPECT_EQ(settled([&] { return all_clicks(stack); }, 60), 60) << "sent when the api stops, none lost or doubled";
  EXPECT_EQ(casino_clicks(stack, c.casino), 60);
  EXPECT_EQ(promotion_clicks(stack, c.visible), 20);
  EXPECT_EQ(total(stack, "SELECT count(*) FROM proj.applied_events WHERE type = 'outbound_link.clicked'"), 2)
      << "one event per link and device";
}

// The api keeps a link's target in memory once looked up (api/src/outbound_targets.hpp). Shown
// kept: the projection's rows changed behind its back (no event) do not change where the link
// goes. Then the changes an admin makes through the api change it at once, on the very next click:
// a casino's new URL, a promotion deactivated (its link goes to its casino). Every click is still
// counted once, for what it went to.
TEST(OutboundClicks, AKeptTargetFollowsAnAdminsChangeOnTheNextClick) {
  Stack stack(stack_env());
  stack.start_worker();
  stack.start_api();
  const auto created = [&](const std::string& path, const boost::json::object& body) {
    auto r = stack.admin("POST", path, boost::json::serialize(body));
    EXPECT_EQ(r.status, 201) << path << ": " << r.body;
    return boost::json::parse(r.body).as_object();
  };
  const auto casino = created("/api/admin/casinos", {{"name", "Ay Casino"},
                                                     {"url", "https://ay.example/eski"},
                                                     {"logo_url", "https://ay.example/l.png"},
                                                     {"description", "<p>Lisanslı bir casino.</p>"}});
  const std::string casino_id(casino.at("id").as_string());
  const auto promotion = created("/api/admin/promotions", {{"title", "Hoş Geldin Bonusu"},
                                                           {"short_description", "İlk yatırıma yüzde yüz bonus fırsatı"},
                                                           {"description", "<p>Detaylar</p>"},
                                                           {"url", "https://ay.example/bonus"},
                                                           {"terms", ""},
                                                           {"casino_id", casino_id}});
  const std::string promotion_id(promotion.at("id").as_string());
  const std::string casino_link = "/git/" + std::string(casino.at("slug").as_string());
  const std::string promotion_link = casino_link + "/" + std::string(promotion.at("slug").as_string());

  expect_redirect(click(stack, casino_link), "https://ay.example/eski", "casino, looked up");
  expect_redirect(click(stack, promotion_link), "https://ay.example/bonus", "promotion, looked up");
  sql_count(stack.pg_url(), "UPDATE proj.casinos SET url = 'https://ay.example/elle' WHERE id = '" + casino_id + "'");
  sql_count(stack.pg_url(), "UPDATE proj.promotions SET url = 'https://ay.example/elle' WHERE id = '" + promotion_id + "'");
  expect_redirect(click(stack, casino_link), "https://ay.example/eski", "casino, kept");
  expect_redirect(click(stack, promotion_link), "https://ay.example/bonus", "promotion, kept");

  const boost::json::object changed{{"name", "Ay Casino"},
                                    {"url", "https://ay.example/yeni"},
                                    {"logo_url", "https://ay.example/l.png"},
                                    {"description", "<p>Lisanslı bir casino.</p>"}};
  auto updated = stack.admin("PUT", "/api/admin/casinos/" + casino_id, boost::json::serialize(changed));
  ASSERT_EQ(updated.status, 200) << updated.body;
  expect_redirect(click(stack, casino_link), "https://ay.example/yeni", "the casino's new URL, at once");

  auto deactivated = stack.admin("POST", "/api/admin/promotions/" + promotion_id + "/deactivate");
  ASSERT_EQ(deactivated.status, 200) << deactivated.body;
  expect_redirect(click(stack, promotion_link), "https://ay.example/yeni", "deactivated: its casino, at once");

  EXPECT_EQ(settled([&] { return casino_clicks(stack, casino_id); }, 6), 6) << "every click, once";
  EXPECT_EQ(promotion_clicks(stack, promotion_id), 2) << "the promotion's while it was visible";
}

// A promotion that expires changes where its link goes without any event: its kept target lasts
// until its expiry date, and the next click goes to its casino.
TEST(OutboundClicks, AKeptPromotionTargetEndsAtItsExpiry) {
  Stack stack(stack_env());
  stack.start_worker();
  stack.start_api();
  EventWriter w(stack);
  const std::string casino = write_casino(w, "Gün Casino", "gun-casino");
  const std::string promotion =
      write_promotion(w, {.title = "Kısa Bonus", .casino_id = casino, .url = "https://gun.example/kisa"});
  stack.wait_all_projected();
  // Its expiry, 3 seconds from now, in the projection (events carry it in whole minutes here).
  sql_count(stack.pg_url(),
            "UPDATE proj.promotions SET expiry_date = now() + interval '3 seconds' WHERE id = '" + promotion + "'");
  expect_redirect(click(stack, "/git/gun-casino/kisa-bonus"), "https://gun.example/kisa", "visible");
  expect_redirect(click(stack, "/git/gun-casino/kisa-bonus"), "https://gun.example/kisa", "visible, kept");
  std::this_thread::sleep_for(3500ms);
  expect_redirect(click(stack, "/git/gun-casino/kisa-bonus"), "https://gun-casino.example", "expired: its casino");
  EXPECT_EQ(settled([&] { return casino_clicks(stack, casino); }, 3), 3);
  EXPECT_EQ(promotion_clicks(stack, promotion), 2);
}
