// How applied events are recorded, checked against Postgres itself:
// - a replay keeps the event ids it has applied in memory while its fresh schema's
//   applied_events has no key (worker/src/applied_ids.hpp): two spellings must be one id there
//   exactly when they are one uuid in Postgres, and an id Postgres refuses must not be taken;
// - a batch's rows go with one COPY (storage/copy_rows.hpp): any text comes back as it was.
#include <gtest/gtest.h>

#include <cstdint>
#include <pqxx/pqxx>
#include <set>
#include <string>
#include <vector>

#include "applied_ids.hpp"
#include "stack.hpp"
#include "storage/copy_rows.hpp"

using worker::AppliedIds;

namespace {

TEST(AppliedIds, TwoSpellingsAreOneIdExactlyWhenPostgresReadsOneUuid) {
  const std::vector<std::string> spellings = {
      "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11",
      "A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11",
      "{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}",
      "a0eebc999c0b4ef8bb6d6bb9bd380a11",
      "a0ee-bc99-9c0b-4ef8-bb6d-6bb9-bd38-0a11",
      "{a0eebc99-9c0b4ef8-bb6d6bb9-bd380a11}",
      "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a12",
      "00000000-0000-0000-0000-000000000000",
      "ffffffff-ffff-ffff-ffff-ffffffffffff",
      "b0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11",
      // Refused by Postgres: a hyphen out of place, a brace alone, too short or long, not hex.
      "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1-1",
      "a0e-ebc99-9c0b-4ef8-bb6d-6bb9bd380a11",
      "-a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11",
      "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11-",
      "{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11",
      "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}",
      "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1",
      "a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a111",
      "g0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11",
      " a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11",
      "",
  };
  testing_support::TestDatabase db;
  pqxx::connection conn(db.url());
  pqxx::nontransaction tx(conn);
  tx.exec(R"SQL(CREATE FUNCTION reads_uuid(t text) RETURNS boolean LANGUAGE plpgsql AS $$
    BEGIN PERFORM t::uuid; RETURN true; EXCEPTION WHEN invalid_text_representation THEN RETURN false; END $$)SQL");
  auto postgres_reads = [&tx](const std::string& text) {
    return tx.exec_params("SELECT reads_uuid($1)", text)[0][0].as<bool>();
  };
  for (const auto& a : spellings) {
    ASSERT_EQ(AppliedIds::parse(a).has_value(), postgres_reads(a)) << "'" << a << "'";
    if (!AppliedIds::parse(a)) continue;
    for (const auto& b : spellings) {
      if (!AppliedIds::parse(b)) continue;
      const bool same = tx.exec_params("SELECT $1::uuid = $2::uuid", a, b)[0][0].as<bool>();
      EXPECT_EQ(AppliedIds::parse(a) == AppliedIds::parse(b), same) << "'" << a << "' and '" << b << "'";
    }
  }
}

TEST(AppliedIds, RemembersTheIdsInsertedOnly) {
  AppliedIds ids;
  const auto a = *AppliedIds::parse("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11");
  const auto b = *AppliedIds::parse("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a12");
  ids.insert(a);
  EXPECT_TRUE(ids.contains(*AppliedIds::parse("{A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11}")));
  EXPECT_FALSE(ids.contains(b));
  EXPECT_EQ(ids.size(), 1u);
}

// The set is open addressing over a table it grows: every id inserted is found after many growths,
// no other is, a repeat is refused, and the nil id (its empty slot's value) is an id like another.
TEST(AppliedIds, KeepsEveryIdThroughGrowthAndTheNilIdToo) {
  AppliedIds ids;
  std::set<AppliedIds::Id> kept;
  std::uint64_t state = 42;
  auto next = [&state] { return state = state * 6364136223846793005ULL + 1442695040888963407ULL; };
  for (std::uint64_t i = 0; i < 100000; ++i) {
    // Time-ordered ids (version 7: the time in the first bits, close together) and random ones.
    const AppliedIds::Id id = i % 2 ? AppliedIds::Id{0x0190000000007000ULL + (i << 16), next()} : AppliedIds::Id{next(), next()};
    EXPECT_EQ(ids.insert(id), kept.insert(id).second);
  }
  EXPECT_FALSE(ids.contains({0, 0}));
  EXPECT_TRUE(ids.insert({0, 0}));
  EXPECT_FALSE(ids.insert({0, 0}));
  kept.insert({0, 0});
  for (const auto& id : kept) ASSERT_TRUE(ids.contains(id));
  for (const auto& id : kept) ASSERT_FALSE(ids.insert(id));
  EXPECT_EQ(ids.size(), kept.size());
  for (int i = 0; i < 100000; ++i) {
    const AppliedIds::Id other{next(), next()};
    EXPECT_EQ(ids.contains(other), kept.count(other) > 0);
  }
}

TEST(CopyRows, BringAnyTextAndNumberBackUnchanged) {
  const std::vector<std::string> texts = {"düz metin ğüşıöç", "a\tb", "satır\nsonu", "\r", "\\N", "\\.", "ters\\",
                                          "\\x41", "", "\"tırnak\", 'tek'", "son\\"};
  testing_support::TestDatabase db;
  pqxx::connection conn(db.url());
  {
    pqxx::work tx(conn);
    tx.exec("CREATE TABLE copied (n bigint, t text, \"offset\" bigint)");
    storage::CopyRows rows;
    std::int64_t n = 0;
    for (const auto& text : texts) {
      rows.number(n).text(text).number(-n - 1).end_row();
      ++n;
    }
    rows.number(n).null().number(INT64_MIN).end_row();
    EXPECT_EQ(rows.rows(), texts.size() + 1);
    rows.copy_into(tx, "copied", {"n", "t", "\"offset\""});
    storage::CopyRows().copy_into(tx, "copied", {"n"});  // no rows: no COPY at all
    tx.commit();
  }
  pqxx::work tx(conn);
  auto r = tx.exec("SELECT n, t, \"offset\" FROM copied ORDER BY n");
  ASSERT_EQ(r.size(), texts.size() + 1);
  for (std::size_t i = 0; i < texts.size(); ++i) {
    EXPECT_EQ(r[i][1].as<std::string>(), texts[i]) << i;
    EXPECT_EQ(r[i][2].as<std::int64_t>(), -static_cast<std::int64_t>(i) - 1);
  }
  EXPECT_TRUE(r[texts.size()][1].is_null());
  EXPECT_EQ(r[texts.size()][2].as<std::int64_t>(), INT64_MIN);
}

}  // namespace
