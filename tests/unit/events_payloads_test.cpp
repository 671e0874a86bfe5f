// The typed payloads: the codec round-trips and names the field it cannot read (that the
// catalogue and catalogue.json are the structs' declarations is in events_codec_test.cpp).
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "events/payloads.hpp"
#include "events/typed.hpp"

namespace json = boost::json;
namespace payload = events::payload;

TEST(EventsPayloads, RoundTripThroughAnEnvelope) {
  payload::PromotionCreated p{{.id = "p-1",
                               .title = "Hoş Geldin Bonusu",
                               .casino_id = "c-1",
                               .category_id = std::nullopt,
                               .category = "Hoş Geldin",
                               .description = "<p>Kısa</p>",
                               .url = "https://example.com",
                               .terms = {"Bir", "İki"},
                               .promotion_code = std::nullopt,
                               .is_active = false,
                               .indexed = true,
                               .expiry_date = "2026-12-31T23:59:59.999Z",
                               .image_url = std::nullopt,
                               .created_at = "2026-11-24T10:00:00.000Z",
                               .updated_at = "2026-11-24T10:00:00.000Z"}};
  auto e = events::decode(events::encode(events::make_event("admin:1", "p-1", p)));
  EXPECT_EQ(e.type, "promotion.created");
  EXPECT_EQ(e.v, 1);
  EXPECT_TRUE(e.data.at("category_id").is_null());
  auto back = events::payload_of<payload::PromotionCreated>(e);
  EXPECT_EQ(back.title, p.title);
  EXPECT_EQ(back.casino_id, p.casino_id);
  EXPECT_EQ(back.category_id, std::nullopt);
  EXPECT_EQ(back.terms, p.terms);
  EXPECT_FALSE(back.is_active);
  EXPECT_TRUE(back.indexed);
  EXPECT_EQ(back.expiry_date, p.expiry_date);
}

TEST(EventsPayloads, ErrorsNameTheField) {
  auto e = events::make_event("system:test", "x", payload::CommentDeleted{.id = "c", .promotion_id = "p"});
  e.data["promotion_id"] = 12;
  try {
    (void)events::payload_of<payload::CommentDeleted>(e);
    FAIL() << "a number read as a string";
  } catch (const events::DecodeError& err) {
    EXPECT_STREQ(err.what(), "payload field 'promotion_id' must be a string");
  }
  e.data["promotion_id"] = "p";
  e.data.erase("id");
  EXPECT_THROW((void)events::payload_of<payload::CommentDeleted>(e), events::DecodeError);
}

TEST(EventsPayloads, ReadingAsAnotherTypeIsRefused) {
  auto e = events::make_event("system:test", "x", payload::CasinoDeleted{.id = "c"});
  EXPECT_THROW((void)events::payload_of<payload::CategoryDeleted>(e), events::DecodeError);
}

TEST(EventsPayloads, MissingOptionalsAndFlagsTakeTheirDefaultsAndUnknownFieldsAreIgnored) {
  json::object d{{"id", "s"}, {"title", "Reklam"}, {"href", "https://a.example"}, {"image_url", "/x.png"},
                 {"created_at", "t"}, {"updated_at", "t"}, {"added_later", 5}};
  auto ad = events::from_data<payload::SplashAdCreated>(d);
  EXPECT_TRUE(ad.is_active);  // the struct's default
  d["is_active"] = "yes";
  try {
    (void)events::from_data<payload::SplashAdCreated>(d);
    FAIL();
  } catch (const events::DecodeError& err) {
    EXPECT_STREQ(err.what(), "payload field 'is_active' must be a boolean");
  }
}

namespace {
struct Item {
  std::string title;
  std::int64_t words = 0;
};
BOOST_DESCRIBE_STRUCT(Item, (), (title, words))
struct Holder {
  std::vector<Item> items;
  std::optional<Item> best;
};
BOOST_DESCRIBE_STRUCT(Holder, (), (items, best))
}  // namespace

TEST(EventsPayloads, NestedFieldsRoundTripAndErrorsGiveTheirPath) {
  Holder h{.items = {{"Bir", 300}, {"İki", 450}}, .best = Item{"Bir", 300}};
  auto o = events::to_data(h);
  auto back = events::from_data<Holder>(o);
  ASSERT_EQ(back.items.size(), 2u);
  EXPECT_EQ(back.items[1].title, "İki");
  EXPECT_EQ(back.items[1].words, 450);
  ASSERT_TRUE(back.best);
  EXPECT_EQ(back.best->words, 300);
  o["items"].as_array()[1].as_object()["title"] = nullptr;
  try {
    (void)events::from_data<Holder>(o);
    FAIL();
  } catch (const events::DecodeError& err) {
    EXPECT_STREQ(err.what(), "payload field 'items[1].title' must be a string");
  }
}
