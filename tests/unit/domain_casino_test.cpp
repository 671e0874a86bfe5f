// Casino input validation (admin spec section 5) and casino lookup order (public spec section 7).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "domain/casino.hpp"

namespace {

using domain::CasinoInput;
using domain::CasinoKey;
using domain::FieldError;
using domain::FieldErrors;
using domain::find_casino;
using domain::validate_casino;

const FieldError kNameShort{"name", "Casino adı en az 2 karakter olmalıdır"};
const FieldError kNameLong{"name", "Casino adı en fazla 120 karakter olabilir"};
const FieldError kUrl{"url", "Geçerli bir URL giriniz"};
const FieldError kLogoUrl{"logo_url", "Geçerli bir logo URL giriniz"};
const FieldError kDescriptionShort{"description", "Açıklama en az 10 karakter olmalıdır"};
const FieldError kDescriptionLong{"description", "Açıklama en fazla 20000 karakter olabilir"};
const FieldError kDetailsLong{"details", "Detaylar en fazla 20000 karakter olabilir"};
const FieldError kRating{"rating", "Puan 0 ile 5 arasında olmalıdır"};

CasinoInput valid_input() {
  CasinoInput in;
  in.name = "Şans Casino";
  in.url = "https://sanscasino.example.com";
  in.logo_url = "https://cdn.example.com/logo.png";
  in.description = "<p>Güvenilir ve hızlı ödeme yapan bir casino.</p>";
  in.details = "<ul><li>Lisans: Curaçao</li></ul>";
  in.rating = 4.5;
  in.featured = true;
  return in;
}

// Repeats a (possibly multi-byte) character n times.
std::string repeat(std::string_view ch, std::size_t n) {
  std::string out;
  for (std::size_t i = 0; i < n; ++i) out += ch;
  return out;
}

// ---- validate_casino ----

TEST(DomainCasinoValidation, ValidInputHasNoErrors) {
  EXPECT_EQ(validate_casino(valid_input()), FieldErrors{});
}

TEST(DomainCasinoValidation, OptionalFieldsMayBeAbsent) {
  CasinoInput in = valid_input();
  in.details.reset();
  in.rating.reset();
  EXPECT_EQ(validate_casino(in), FieldErrors{});
}

TEST(DomainCasinoValidation, MessagesAreByteExactUtf8) {
  // Octal escapes: ı is C4 B1 (\304\261), ç is C3 A7 (\303\247). Guards against a mis-encoded source.
  EXPECT_EQ(kNameShort.message, "Casino ad\304\261 en az 2 karakter olmal\304\261d\304\261r");
  EXPECT_EQ(kUrl.message, "Ge\303\247erli bir URL giriniz");
  EXPECT_EQ(kDescriptionShort.message, "A\303\247\304\261klama en az 10 karakter olmal\304\261d\304\261r");
  EXPECT_EQ(kRating.message, "Puan 0 ile 5 aras\304\261nda olmal\304\261d\304\261r");
}

TEST(DomainCasinoValidation, NameTooShort) {
  CasinoInput in = valid_input();
  in.name = "A";
  EXPECT_EQ(validate_casino(in), FieldErrors{kNameShort});
}

TEST(DomainCasinoValidation, NameIsTrimmedBeforeCounting) {
  CasinoInput in = valid_input();
  in.name = "   A   ";
  EXPECT_EQ(validate_casino(in), FieldErrors{kNameShort});
  in.name = "  ";
  EXPECT_EQ(validate_casino(in), FieldErrors{kNameShort});
  in.name = "";
  EXPECT_EQ(validate_casino(in), FieldErrors{kNameShort});
}

TEST(DomainCasinoValidation, NameBoundaryTwoCharactersIsValid) {
  CasinoInput in = valid_input();
  in.name = "AB";
  EXPECT_EQ(validate_casino(in), FieldErrors{});
}

TEST(DomainCasinoValidation, NameCountsTurkishLettersAsOneCharacterEach) {
  CasinoInput in = valid_input();
  in.name = "Şı";  // four bytes, two characters
  EXPECT_EQ(validate_casino(in), FieldErrors{});
  in.name = "Ş";  // two bytes, one character
  EXPECT_EQ(validate_casino(in), FieldErrors{kNameShort});
}

TEST(DomainCasinoValidation, NameTooLong) {
  CasinoInput in = valid_input();
  in.name = std::string(120, 'a');
  EXPECT_EQ(validate_casino(in), FieldErrors{});
  in.name = std::string(121, 'a');
  EXPECT_EQ(validate_casino(in), FieldErrors{kNameLong});
}

TEST(DomainCasinoValidation, NameMaximumCountsCharactersNotBytes) {
  CasinoInput in = valid_input();
  in.name = repeat("ş", 120);  // 240 bytes
  EXPECT_EQ(validate_casino(in), FieldErrors{});
  in.name = repeat("ş", 121);
  EXPECT_EQ(validate_casino(in), FieldErrors{kNameLong});
}

TEST(DomainCasinoValidation, UrlInvalid) {
  CasinoInput in = valid_input();
  for (const char* bad :
       {"", "sanscasino.com", "ftp://sanscasino.com", "https://", "https://sans casino.com"}) {
    in.url = bad;
    EXPECT_EQ(validate_casino(in), FieldErrors{kUrl}) << bad;
  }
}

TEST(DomainCasinoValidation, UrlLengthLimitIs2048Bytes) {
  CasinoInput in = valid_input();
  const std::string prefix = "https://example.com/";
  in.url = prefix + std::string(2048 - prefix.size(), 'a');
  EXPECT_EQ(validate_casino(in), FieldErrors{});
  in.url += 'a';
  EXPECT_EQ(validate_casino(in), FieldErrors{kUrl});
}

TEST(DomainCasinoValidation, LogoUrlInvalid) {
  CasinoInput in = valid_input();
  in.logo_url = "logo.png";
  EXPECT_EQ(validate_casino(in), FieldErrors{kLogoUrl});
  in.logo_url = "";
  EXPECT_EQ(validate_casino(in), FieldErrors{kLogoUrl});
}

TEST(DomainCasinoValidation, LogoUrlLengthLimitIs2048Bytes) {
  CasinoInput in = valid_input();
  const std::string prefix = "https://cdn.example.com/";
  in.logo_url = prefix + std::string(2048 - prefix.size(), 'a');
  EXPECT_EQ(validate_casino(in), FieldErrors{});
  in.logo_url += 'a';
  EXPECT_EQ(validate_casino(in), FieldErrors{kLogoUrl});
}

TEST(DomainCasinoValidation, DescriptionBoundaryTenValidNineInvalid) {
  CasinoInput in = valid_input();
  in.description = "0123456789";
  EXPECT_EQ(validate_casino(in), FieldErrors{});
  in.description = "012345678";
  EXPECT_EQ(validate_casino(in), FieldErrors{kDescriptionShort});
}

TEST(DomainCasinoValidation, DescriptionIsTrimmedAndCountsCharacters) {
  CasinoInput in = valid_input();
  in.description = "   012345678   ";  // nine after trimming
  EXPECT_EQ(validate_casino(in), FieldErrors{kDescriptionShort});
  in.description = "çğıöşüÇĞİÖ";  // ten characters, twenty bytes
  EXPECT_EQ(validate_casino(in), FieldErrors{});
  in.description = "çğıöşüÇĞİ";  // nine characters, eighteen bytes
  EXPECT_EQ(validate_casino(in), FieldErrors{kDescriptionShort});
}

TEST(DomainCasinoValidation, DescriptionTooLong) {
  CasinoInput in = valid_input();
  in.description = std::string(20000, 'x');
  EXPECT_EQ(validate_casino(in), FieldErrors{});
  in.description = std::string(20001, 'x');
  EXPECT_EQ(validate_casino(in), FieldErrors{kDescriptionLong});
  in.description = repeat("ü", 20000);  // 40000 bytes, still 20000 characters
  EXPECT_EQ(validate_casino(in), FieldErrors{});
}

TEST(DomainCasinoValidation, DetailsTooLong) {
  CasinoInput in = valid_input();
  in.details = std::string(20000, 'x');
  EXPECT_EQ(validate_casino(in), FieldErrors{});
  in.details = std::string(20001, 'x');
  EXPECT_EQ(validate_casino(in), FieldErrors{kDetailsLong});
}

TEST(DomainCasinoValidation, DetailsMayBeEmpty) {
  CasinoInput in = valid_input();
  in.details = "";
  EXPECT_EQ(validate_casino(in), FieldErrors{});
}

TEST(DomainCasinoValidation, RatingBounds) {
  CasinoInput in = valid_input();
  for (double ok : {0.0, 2.5, 5.0}) {
    in.rating = ok;
    EXPECT_EQ(validate_casino(in), FieldErrors{}) << ok;
  }
  for (double bad : {-0.1, 5.01, 10.0, std::numeric_limits<double>::infinity(),
                     std::numeric_limits<double>::quiet_NaN()}) {
    in.rating = bad;
    EXPECT_EQ(validate_casino(in), FieldErrors{kRating}) << bad;
  }
}

TEST(DomainCasinoValidation, AllErrorsReportedInFieldOrder) {
  CasinoInput in;
  in.name = "A";
  in.url = "not a url";
  in.logo_url = "";
  in.description = "kısa";
  in.details = std::string(20001, 'x');
  in.rating = 7.0;
  EXPECT_EQ(validate_casino(in),
            (FieldErrors{kNameShort, kUrl, kLogoUrl, kDescriptionShort, kDetailsLong, kRating}));
}

TEST(DomainCasinoValidation, MaximumErrorsReportedInFieldOrder) {
  CasinoInput in = valid_input();
  in.name = std::string(121, 'n');
  in.description = std::string(20001, 'd');
  in.rating = -1.0;
  EXPECT_EQ(validate_casino(in), (FieldErrors{kNameLong, kDescriptionLong, kRating}));
}

// ---- find_casino ----

constexpr const char* kUuidA = "123e4567-e89b-12d3-a456-426614174000";
constexpr const char* kUuidB = "9b2f1c3e-4d5a-4b6c-8d7e-0f1a2b3c4d5e";

const std::vector<CasinoKey> kCasinos = {
    {kUuidA, "bet-casino-vip", "Bet Casino VIP"},
    {kUuidB, "bet-casino", "Bet Casino"},
    {"a0000000-0000-4000-8000-000000000003", "istanbul-kumarhane", "İstanbul Kumarhane"},
    {"a0000000-0000-4000-8000-000000000004", "sans-diyari", "Şans Diyarı"},
};

TEST(DomainCasinoLookup, EmptyParameterFindsNothing) { EXPECT_EQ(find_casino(kCasinos, ""), std::nullopt); }

TEST(DomainCasinoLookup, EmptyListFindsNothing) { EXPECT_EQ(find_casino({}, "bet-casino"), std::nullopt); }

TEST(DomainCasinoLookup, UuidMatchesIdCaseInsensitively) {
  EXPECT_EQ(find_casino(kCasinos, kUuidB), 1U);
  EXPECT_EQ(find_casino(kCasinos, "9B2F1C3E-4D5A-4B6C-8D7E-0F1A2B3C4D5E"), 1U);
}

TEST(DomainCasinoLookup, UuidMatchesIdOnlyEvenIfASlugEqualsIt) {
  const std::vector<CasinoKey> casinos = {
      {"b0000000-0000-4000-8000-000000000001", kUuidA, "Odd Slug"},
      {kUuidA, "real-slug", "Real"},
  };
  EXPECT_EQ(find_casino(casinos, kUuidA), 1U);

  const std::vector<CasinoKey> no_id = {{"b0000000-0000-4000-8000-000000000001", kUuidA, kUuidA}};
  EXPECT_EQ(find_casino(no_id, kUuidA), std::nullopt);  // no slug or name stage for a UUID
}

TEST(DomainCasinoLookup, ExactSlugBeatsEarlierPartialSlug) {
  // "bet-casino-vip" (index 0) contains "bet-casino", but index 1 is the exact match.
  EXPECT_EQ(find_casino(kCasinos, "bet-casino"), 1U);
}

TEST(DomainCasinoLookup, ExactSlugIgnoresParameterCase) {
  EXPECT_EQ(find_casino(kCasinos, "Bet-Casino"), 1U);
}

TEST(DomainCasinoLookup, PartialSlugSlugContainsParameter) {
  EXPECT_EQ(find_casino(kCasinos, "kumarhane"), 2U);
  EXPECT_EQ(find_casino(kCasinos, "vip"), 0U);
}

TEST(DomainCasinoLookup, PartialSlugParameterContainsSlug) {
  EXPECT_EQ(find_casino(kCasinos, "sans-diyari-2024"), 3U);
}

TEST(DomainCasinoLookup, PartialSlugFirstInListOrderWins) {
  // Both "bet-casino-vip" and "bet-casino" contain "casino": the first listed wins.
  EXPECT_EQ(find_casino(kCasinos, "casino"), 0U);
}

TEST(DomainCasinoLookup, PartialSlugBeatsName) {
  const std::vector<CasinoKey> casinos = {
      {"c0000000-0000-4000-8000-000000000001", "lucky", "Mega"},
      {"c0000000-0000-4000-8000-000000000002", "other-slug", "Mega Lucky"},
  };
  // The name of index 1 equals the parameter, but index 0's slug is part of it.
  EXPECT_EQ(find_casino(casinos, "mega lucky"), 0U);
}

TEST(DomainCasinoLookup, EmptySlugsAreIgnoredForPartialMatch) {
  const std::vector<CasinoKey> casinos = {
      {"d0000000-0000-4000-8000-000000000001", "", "Boş Slug"},
      {"d0000000-0000-4000-8000-000000000002", "royal-bet", "Royal Bet"},
  };
  EXPECT_EQ(find_casino(casinos, "royal"), 1U);
  EXPECT_EQ(find_casino(casinos, "nothing-here"), std::nullopt);
}

TEST(DomainCasinoLookup, NameMatchesWithTurkishCaseFolding) {
  const std::vector<CasinoKey> casinos = {
      {"e0000000-0000-4000-8000-000000000001", "ist-kmr", "İstanbul Kumarhane"},
  };
  EXPECT_EQ(find_casino(casinos, "İSTANBUL KUMARHANE"), 0U);
  EXPECT_EQ(find_casino(casinos, "istanbul kumarhane"), 0U);
  EXPECT_EQ(find_casino(casinos, "İstanbul Kumarhane"), 0U);
}

TEST(DomainCasinoLookup, NameMatchesTheParametersSlugForm) {
  const std::vector<CasinoKey> casinos = {
      {"f0000000-0000-4000-8000-000000000001", "sd", "Şans Diyarı"},
  };
  EXPECT_EQ(find_casino(casinos, "sans-diyari"), 0U);
  EXPECT_EQ(find_casino(casinos, "ŞANS DİYARI"), 0U);
  EXPECT_EQ(find_casino(casinos, "Sans Diyari"), 0U);
}

TEST(DomainCasinoLookup, NoMatchFindsNothing) {
  EXPECT_EQ(find_casino(kCasinos, "olmayan-casino-xyz"), std::nullopt);
  EXPECT_EQ(find_casino(kCasinos, "a0000000-0000-4000-8000-0000000000ff"), std::nullopt);
  EXPECT_EQ(find_casino(kCasinos, "!!!"), std::nullopt);
}

}  // namespace
