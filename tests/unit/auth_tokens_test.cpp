// Password hashing (Argon2id) and access tokens (HS256 JWT): the crypto the identity rests on.
#include <gtest/gtest.h>

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <boost/json.hpp>

#include "auth/jwt.hpp"
#include "auth/password.hpp"

namespace {

using namespace api::auth;

const std::string kSecret = "0123456789abcdef0123456789abcdef-current";
const std::string kOldSecret = "0123456789abcdef0123456789abcdef-previous";

AccessClaims claims(std::int64_t iat, std::int64_t exp) {
  return AccessClaims{"6f1c2a8e-5b7d-4e0f-8c3a-9d2b1e4f7a60",
                      "admin@example.com",
                      "admin",
                      "0b9f7a5e-3c1d-4d8e-9a51-6f0c2e7b1d44",
                      "1d2c3b4a-5b7d-4e0f-8c3a-9d2b1e4f7a60",
                      3,
                      iat,
                      exp};
}

TEST(AuthPassword, HashIsArgon2idWithOwaspParametersAndRandomSalt) {
  auto a = hash_password("gizli-şifre");
  auto b = hash_password("gizli-şifre");
  EXPECT_TRUE(a.starts_with("$argon2id$v=19$m=19456,t=2,p=1$")) << a;
  EXPECT_NE(a, b) << "each hash has its own salt";
  EXPECT_TRUE(verify_password(a, "gizli-şifre"));
  EXPECT_TRUE(verify_password(b, "gizli-şifre"));
  EXPECT_FALSE(verify_password(a, "gizli-sifre"));
  EXPECT_FALSE(verify_password(a, ""));
}

TEST(AuthPassword, MalformedHashesNeverVerify) {
  EXPECT_FALSE(verify_password("", "x"));
  EXPECT_FALSE(verify_password("plain-text-password", "plain-text-password"));
  EXPECT_FALSE(verify_password("$argon2id$v=19$m=19456,t=2,p=1$bm90YXNhbHQ$", "x"));
  auto h = hash_password("abcdef", Argon2Params{1024, 1, 1});
  EXPECT_FALSE(verify_password(h.substr(0, h.size() - 2), "abcdef")) << "truncated hash";
  EXPECT_THROW(hash_password(std::string(kPasswordMaxBytes + 1, 'x')), std::invalid_argument);
}

TEST(AuthJwt, Base64urlRoundTripsEveryLength) {
  std::string bytes;
  for (int i = 0; i < 40; ++i) {
    auto enc = base64url_encode(bytes);
    EXPECT_EQ(enc.find_first_of("+/="), std::string::npos);
    auto dec = base64url_decode(enc);
    ASSERT_TRUE(dec.has_value());
    EXPECT_EQ(*dec, bytes);
    bytes += static_cast<char>(i * 37 + 250);
  }
  EXPECT_FALSE(base64url_decode("a").has_value());
  EXPECT_FALSE(base64url_decode("ab+c").has_value());
  EXPECT_FALSE(base64url_decode("ab=").has_value());
}

TEST(AuthJwt, SignedTokenVerifiesWithItsClaims) {
  auto token = sign_access_token(claims(1000, 1900), kSecret);
  auto v = verify_access_token(token, {kSecret}, 1500);
  ASSERT_TRUE(v.claims.has_value());
  EXPECT_EQ(v.claims->sub, "6f1c2a8e-5b7d-4e0f-8c3a-9d2b1e4f7a60");
  EXPECT_EQ(v.claims->email, "admin@example.com");
  EXPECT_EQ(v.claims->role, "admin");
  EXPECT_EQ(v.claims->sid, "1d2c3b4a-5b7d-4e0f-8c3a-9d2b1e4f7a60");
  EXPECT_EQ(v.claims->ver, 3);
  EXPECT_EQ(v.claims->exp, 1900);
  // The header is the standard one, so any JWT library can read the token.
  auto header = base64url_decode(token.substr(0, token.find('.')));
  EXPECT_EQ(boost::json::parse(*header), boost::json::parse(R"({"alg":"HS256","typ":"JWT"})"));
}

TEST(AuthJwt, ExpiredAtExpAndAfter) {
  auto token = sign_access_token(claims(1000, 1900), kSecret);
  EXPECT_TRUE(verify_access_token(token, {kSecret}, 1899).claims.has_value());
  auto at = verify_access_token(token, {kSecret}, 1900);
  EXPECT_FALSE(at.claims.has_value());
  EXPECT_EQ(at.problem, TokenProblem::expired);
}

TEST(AuthJwt, WrongSecretOrTamperedPartsAreRefused) {
  auto token = sign_access_token(claims(1000, 1900), kSecret);
  auto other = verify_access_token(token, {"another-secret-another-secret-another"}, 1500);
  EXPECT_FALSE(other.claims.has_value());
  EXPECT_EQ(other.problem, TokenProblem::bad_signature);

  // Change the role claim in the payload but keep the signature.
  auto dot1 = token.find('.'), dot2 = token.rfind('.');
  auto payload = boost::json::parse(*base64url_decode(token.substr(dot1 + 1, dot2 - dot1 - 1))).as_object();
  payload["exp"] = 999999;
  auto forged =
      token.substr(0, dot1 + 1) + base64url_encode(boost::json::serialize(payload)) + token.substr(dot2);
  EXPECT_EQ(verify_access_token(forged, {kSecret}, 1500).problem, TokenProblem::bad_signature);

  auto flipped = token;
  flipped.back() = flipped.back() == 'A' ? 'B' : 'A';
  EXPECT_FALSE(verify_access_token(flipped, {kSecret}, 1500).claims.has_value());
  EXPECT_FALSE(verify_access_token(token + "x", {kSecret}, 1500).claims.has_value());
  EXPECT_FALSE(verify_access_token(token.substr(0, dot2), {kSecret}, 1500).claims.has_value());
  EXPECT_FALSE(verify_access_token("", {kSecret}, 1500).claims.has_value());
  EXPECT_FALSE(verify_access_token("a.b.c.d", {kSecret}, 1500).claims.has_value());
}

// Signs any claims text with HMAC-SHA256 under any header, the way a holder of the secret could.
std::string sign_raw(const std::string& claims_json, const std::string& secret,
                     const std::string& header = R"({"alg":"HS256","typ":"JWT"})") {
  std::string input = base64url_encode(header) + "." + base64url_encode(claims_json);
  unsigned char mac[EVP_MAX_MD_SIZE];
  unsigned int len = 0;
  HMAC(EVP_sha256(), secret.data(), static_cast<int>(secret.size()),
       reinterpret_cast<const unsigned char*>(input.data()), input.size(), mac, &len);
  return input + "." + base64url_encode(std::string(reinterpret_cast<const char*>(mac), len));
}

TEST(AuthJwt, AlgorithmNoneAndOtherAlgorithmsAreRefused) {
  auto token = sign_access_token(claims(1000, 1900), kSecret);
  auto dot1 = token.find('.'), dot2 = token.rfind('.');
  std::string payload = token.substr(dot1 + 1, dot2 - dot1 - 1);
  auto none = base64url_encode(R"({"alg":"none","typ":"JWT"})") + "." + payload + ".";
  EXPECT_FALSE(verify_access_token(none, {kSecret}, 1500).claims.has_value());
  // The same claims under another header, each with a signature that is valid for exactly that
  // header and payload: only the algorithm check can refuse them.
  auto claims_json = *base64url_decode(payload);
  ASSERT_TRUE(verify_access_token(sign_raw(claims_json, kSecret), {kSecret}, 1500).claims.has_value())
      << "the helper signs like the api";
  for (const char* header : {R"({"alg":"HS512","typ":"JWT"})", R"({"alg":"none","typ":"JWT"})",
                             R"({"alg":"hs256","typ":"JWT"})", R"({"typ":"JWT"})", R"({"alg":["HS256"]})"})
    EXPECT_FALSE(verify_access_token(sign_raw(claims_json, kSecret, header), {kSecret}, 1500).claims.has_value())
        << header;
}

TEST(AuthJwt, PreviousSecretStillVerifiesDuringRotation) {
  auto old_token = sign_access_token(claims(1000, 1900), kOldSecret);
  EXPECT_FALSE(verify_access_token(old_token, {kSecret}, 1500).claims.has_value());
  EXPECT_TRUE(verify_access_token(old_token, {kSecret, kOldSecret}, 1500).claims.has_value());
}


TEST(AuthJwt, EveryClaimIsRequiredWithItsType) {
  const std::string complete =
      R"({"sub":"s","email":"e","role":"admin","jti":"j","sid":"x","ver":1,"iat":1,"exp":99999})";
  EXPECT_TRUE(verify_access_token(sign_raw(complete, kSecret), {kSecret}, 2).claims.has_value());
  EXPECT_FALSE(verify_access_token(
                   sign_raw(R"({"sub":"s","email":"e","role":"admin","jti":"j","ver":1,"iat":1,"exp":99999})",
                            kSecret),
                   {kSecret}, 2)
                   .claims.has_value())
      << "no sid";
  EXPECT_FALSE(
      verify_access_token(
          sign_raw(R"({"sub":"s","email":"e","role":"admin","jti":"j","sid":"x","ver":1,"iat":1})", kSecret),
          {kSecret}, 2)
          .claims.has_value())
      << "no exp";
  EXPECT_FALSE(
      verify_access_token(
          sign_raw(
              R"({"sub":"s","email":"e","role":"admin","jti":"j","sid":"x","ver":1,"iat":1,"exp":"99999"})",
              kSecret),
          {kSecret}, 2)
          .claims.has_value())
      << "exp as text";
  EXPECT_FALSE(verify_access_token(sign_raw("[1,2]", kSecret), {kSecret}, 2).claims.has_value());
}

TEST(AuthJwt, RandomTokensAndHashes) {
  auto a = random_token(32), b = random_token(32);
  EXPECT_EQ(a.size(), 43u);
  EXPECT_NE(a, b);
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

}  // namespace
