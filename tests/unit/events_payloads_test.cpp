// The typed payloads: each struct has exactly the fields catalogue.json lists for its type, every
// catalogue type has a struct, and the codec round-trips and names the field it cannot read.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "events/payloads.hpp"
#include "events/typed.hpp"

namespace json = boost::json;
namespace payload = events::payload;

namespace {

// type -> field names, with "same fields as X" resolved.
std::map<std::string, std::set<std::string>> catalogue_fields() {
  std::ifstream in(BONUS_EVENT_CATALOGUE);
  std::stringstream ss;
  ss << in.rdbuf();
  auto doc = json::parse(ss.str()).as_object();
  std::map<std::string, json::value> raw;
  for (const auto& item : doc.at("events").as_array())
    raw[std::string(item.at("type").as_string())] = item.at("data");
  std::map<std::string, std::set<std::string>> out;
  for (auto& [type, data] : raw) {
    const json::value* d = &data;
    if (d->is_string()) {  // "the whole new state, same fields as casino.created"
      std::string text(d->as_string());
      auto at = text.rfind(' ');
      d = &raw.at(text.substr(at + 1));
    }
    for (const auto& kv : d->as_object()) out[type].insert(std::string(kv.key()));
  }
  return out;
}

}  // namespace

TEST(EventsPayloads, EveryStructHasExactlyTheCatalogueFields) {
  const auto expected = catalogue_fields();
  std::set<std::string> covered;
  boost::mp11::mp_for_each<boost::mp11::mp_transform<boost::mp11::mp_identity, payload::AllPayloads>>([&](auto id) {
    using P = typename decltype(id)::type;
    const std::string type(P::kType);
    covered.insert(type);
    ASSERT_TRUE(expected.count(type)) << type << " has a struct but is not in catalogue.json";
    auto names = events::field_names<P>();
    std::set<std::string> fields(names.begin(), names.end());
    EXPECT_EQ(fields, expected.at(type)) << type;
    EXPECT_EQ(events::current_version(P::kType), events::find_event_type(P::kType)->version);
  });
  for (const auto& t : events::catalogue())
    EXPECT_TRUE(covered.count(std::string(t.name))) << t.name << " has no payload struct in AllPayloads";
}

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
