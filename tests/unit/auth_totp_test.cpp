// The second factor's pure parts: RFC 6238 TOTP (Appendix B, the SHA-1 rows), RFC 4648 base32
// (section 10), the drift window, and the otpauth:// URI.
#include <gtest/gtest.h>

#include <set>

#include "auth/totp.hpp"
#include "auth/two_factor.hpp"

namespace {

using namespace api::auth::totp;

// RFC 6238 Appendix B: the SHA-1 seed is the ASCII string "12345678901234567890".
const std::string kRfcSecret = "12345678901234567890";

TEST(AuthTotp, Rfc6238AppendixBSha1Vectors) {
  const std::vector<std::pair<std::int64_t, std::string>> rows{
      {59, "94287082"},         {1111111109, "07081804"}, {1111111111, "14050471"},
      {1234567890, "89005924"}, {2000000000, "69279037"}, {20000000000, "65353130"},
  };
  for (const auto& [time, code] : rows) {
    EXPECT_EQ(code_at(kRfcSecret, time, 8), code) << "T = " << time;
    // Six digits are the last six of the same truncated value.
    EXPECT_EQ(code_at(kRfcSecret, time), code.substr(2)) << "T = " << time;
  }
  EXPECT_EQ(step_of(59), 1);
  EXPECT_EQ(step_of(1111111109), 0x23523EC);
  EXPECT_EQ(step_of(20000000000), 0x27BC86AA);
}

TEST(AuthTotp, Rfc4226AppendixDHotpVectors) {
  const char* expected[] = {"755224", "287082", "359152", "969429", "338314",
                            "254676", "287922", "162583", "399871", "520489"};
  for (std::uint64_t counter = 0; counter < 10; ++counter) EXPECT_EQ(hotp(kRfcSecret, counter), expected[counter]);
}

TEST(AuthTotp, Rfc4648Base32Vectors) {
  const std::vector<std::pair<std::string, std::string>> rows{
      {"", ""},
      {"f", "MY======"},
      {"fo", "MZXQ===="},
      {"foo", "MZXW6==="},
      {"foob", "MZXW6YQ="},
      {"fooba", "MZXW6YTB"},
      {"foobar", "MZXW6YTBOI======"},
  };
  for (const auto& [plain, encoded] : rows) {
    EXPECT_EQ(base32_encode(plain), encoded) << plain;
    EXPECT_EQ(base32_decode(encoded), plain) << encoded;
  }
  EXPECT_EQ(base32_encode("foobar", false), "MZXW6YTBOI");
  EXPECT_EQ(base32_decode("mzxw 6ytb-oi"), "foobar") << "lower case, spaces and dashes as typed from a phone";
  EXPECT_FALSE(base32_decode("MZXW1").has_value()) << "1 is not in the alphabet";
  EXPECT_FALSE(base32_decode("MZ=XW").has_value());
  const std::string secret = new_secret();
  EXPECT_EQ(secret.size(), kSecretBytes);
  EXPECT_EQ(base32_decode(base32_encode(secret)), secret);
}

TEST(AuthTotp, OneStepOfDriftEitherSideAndNothingElse) {
  const std::int64_t t = 1111111111;  // step 0x23523EC, 1 s into it
  const auto now = step_of(t);
  EXPECT_EQ(matching_step(kRfcSecret, code_at(kRfcSecret, t), t), now);
  EXPECT_EQ(matching_step(kRfcSecret, code_at(kRfcSecret, t - 30), t), now - 1);
  EXPECT_EQ(matching_step(kRfcSecret, code_at(kRfcSecret, t + 30), t), now + 1);
  EXPECT_FALSE(matching_step(kRfcSecret, code_at(kRfcSecret, t - 60), t).has_value());
  EXPECT_FALSE(matching_step(kRfcSecret, code_at(kRfcSecret, t + 60), t).has_value());
  EXPECT_FALSE(matching_step("another secret, twenty", code_at(kRfcSecret, t), t).has_value());
  EXPECT_EQ(matching_step(kRfcSecret, code_at(kRfcSecret, t - 60), t, 2), now - 2);
  for (const char* malformed : {"", "12345", "1234567", "12345a", " 050471", "050471 ", "+50471"})
    EXPECT_FALSE(matching_step(kRfcSecret, malformed, t).has_value()) << '"' << malformed << '"';
}

// Equality alone would pass with ==; what makes it constant-time is that every byte pair is
// compared wherever the first difference is (an early exit or a plain == examines fewer).
TEST(AuthTotp, ConstantTimeEqualityComparesWholeStrings) {
  EXPECT_TRUE(equal_constant_time("287082", "287082"));
  EXPECT_FALSE(equal_constant_time("287082", "287083"));
  EXPECT_FALSE(equal_constant_time("287082", "28708"));
  EXPECT_TRUE(equal_constant_time("", ""));
  for (const char* other : {"987082", "281082", "287089", "287082"}) {
    std::size_t examined = 99;
    equal_constant_time("287082", other, &examined);
    EXPECT_EQ(examined, 6u) << other;
  }
}

TEST(AuthTotp, OtpauthUriForAuthenticatorApps) {
  EXPECT_EQ(otpauth_uri("Bonus Rehberi", "yönetici@example.com", "foobar"),
            "otpauth://totp/Bonus%20Rehberi:y%C3%B6netici@example.com?secret=MZXW6YTBOI&issuer=Bonus%20Rehberi"
            "&algorithm=SHA1&digits=6&period=30");
}

TEST(AuthTotp, RecoveryCodesAreRandomAndTypedLoosely) {
  std::set<std::string> seen;
  for (int i = 0; i < 50; ++i) {
    const auto code = new_recovery_code();
    ASSERT_EQ(code.size(), 29u) << code;  // 24 base32 characters, 120 bits (ASVS 2.6.2: at least 112)
    EXPECT_EQ(code[4], '-');
    EXPECT_EQ(code[24], '-');
    EXPECT_TRUE(base32_decode(code).has_value()) << code;
    seen.insert(code);
  }
  EXPECT_EQ(seen.size(), 50u);
  EXPECT_EQ(normalise_recovery_code(" abcd-efgh ijkl-mnop "), "ABCDEFGHIJKLMNOP");
}

// Stored secrets: sealed with AES-256-GCM under BONUS_TOTP_KEY, bound to their account.
TEST(AuthTotp, SealedSecretsOpenOnlyWithTheirKeyAndAccount) {
  const api::auth::SecretSeal seal("totp-sealing-key-0123456789abcdef-0123"), other("another-key-0123456789abcdef-0123456");
  const std::string secret = new_secret(), account = "6f1c2a8e-5b7d-4e0f-8c3a-9d2b1e4f7a60";
  const auto stored = seal.seal(secret, account);
  EXPECT_TRUE(stored.starts_with("aes256gcm:")) << stored;
  EXPECT_EQ(stored.find(base32_encode(secret, false)), std::string::npos);
  EXPECT_NE(seal.seal(secret, account), stored) << "a fresh nonce every time";
  EXPECT_EQ(seal.open(stored, account), secret);
  EXPECT_THROW(other.open(stored, account), std::runtime_error);
  EXPECT_THROW(seal.open(stored, "7f1c2a8e-5b7d-4e0f-8c3a-9d2b1e4f7a60"), std::runtime_error) << "another account";
  std::string tampered = stored;
  tampered[12] = tampered[12] == 'A' ? 'B' : 'A';
  EXPECT_THROW(seal.open(tampered, account), std::runtime_error);

  const api::auth::SecretSeal none("");
  const auto plain = none.seal(secret, account);
  EXPECT_EQ(plain, "plain:" + base32_encode(secret, false));
  EXPECT_EQ(none.open(plain, account), secret);
  EXPECT_EQ(seal.open(plain, account), secret) << "a key set later still reads secrets stored before it";
  EXPECT_THROW(none.open(stored, account), std::runtime_error);
}

}  // namespace
