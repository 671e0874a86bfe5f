// The WebAuthn checks against answers nobody here made: the published test vectors of
// py_webauthn (Duo Labs, BSD-3-Clause; tests/test_verify_registration_response.py and
// tests/test_verify_authentication_response.py), recorded from real authenticators for the relying
// party "localhost" at http://localhost:5000. Then the bounded CBOR decoder against random and
// truncated input.
#include <gtest/gtest.h>

#include <random>

#include "auth/cbor.hpp"
#include "auth/jwt.hpp"
#include "auth/webauthn.hpp"

namespace {

using namespace api::auth;
using webauthn::Failure;

std::string b64(std::string_view s) { return *base64url_decode(s); }

const webauthn::RelyingParty kRp{"localhost", "http://localhost:5000"};

// test_verifies_none_attestation_response
const char* kNoneAttestation =
    "o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVjESZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2NFAAAAFwAAAAAAAAAAAAAAAAAAAAAAQPctc"
    "QPE5oNRRJk_nO_371mf7qE7qIodzr0eOf6ACvnMB1oQG165dqutoi1U44shGezu5_gkTjmOPeJO0N8a7P-lAQIDJiABIVggSFbUJF-42Ug3pdM8rDRFu_N5"
    "oiVEysPDB6n66r_7dZAiWCDUVnB39FlGypL-qAoIO9xWHtJygo2jfDmHl-_eKFRLDA";
const char* kNoneClientData =
    "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIiwiY2hhbGxlbmdlIjoiVHdON240V1R5R0tMYzRaWS1xR3NGcUtuSE00bmdscXN5VjBJQ0psTjJUTzlYaVJ5"
    "RnRya2FEd1V2c3FsLWdrTEpYUDZmbkYxTWxyWjUzTW00UjdDdnciLCJvcmlnaW4iOiJodHRwOi8vbG9jYWxob3N0OjUwMDAiLCJjcm9zc09yaWdpbiI6"
    "ZmFsc2V9";
const char* kNoneChallenge = "TwN7n4WTyGKLc4ZY-qGsFqKnHM4nglqsyV0ICJlN2TO9XiRyFtrkaDwUvsql-gkLJXP6fnF1MlrZ53Mm4R7Cvw";

TEST(AuthWebAuthn, RegistrationWithNoneAttestationFromPyWebauthn) {
  webauthn::NewCredential c;
  ASSERT_EQ(webauthn::verify_registration(kRp, kNoneChallenge, b64(kNoneClientData), b64(kNoneAttestation), c),
            Failure::none);
  EXPECT_EQ(base64url_encode(c.credential_id),
            "9y1xA8Tmg1FEmT-c7_fvWZ_uoTuoih3OvR45_oAK-cwHWhAbXrl2q62iLVTjiyEZ7O7n-CROOY494k7Q3xrs_w");
  EXPECT_EQ(base64url_encode(c.public_key),
            "pQECAyYgASFYIEhW1CRfuNlIN6XTPKw0RbvzeaIlRMrDwwep-uq_-3WQIlgg1FZwd_RZRsqS_qgKCDvcVh7ScoKNo3w5h5fv3ihUSww");
  EXPECT_EQ(c.algorithm, -7);
  EXPECT_EQ(c.sign_count, 23u);
}

TEST(AuthWebAuthn, RegistrationRefusesAnotherChallengeOriginOrRelyingParty) {
  webauthn::NewCredential c;
  const std::string other_challenge = base64url_encode(std::string(64, 'x'));
  EXPECT_EQ(webauthn::verify_registration(kRp, other_challenge, b64(kNoneClientData), b64(kNoneAttestation), c),
            Failure::wrong_challenge);
  EXPECT_EQ(webauthn::verify_registration({"localhost", "http://localhost:5001"}, kNoneChallenge, b64(kNoneClientData),
                                          b64(kNoneAttestation), c),
            Failure::wrong_origin);
  EXPECT_EQ(webauthn::verify_registration({"example.com", "http://localhost:5000"}, kNoneChallenge,
                                          b64(kNoneClientData), b64(kNoneAttestation), c),
            Failure::wrong_rp);
}

TEST(AuthWebAuthn, RegistrationRefusesACertifiedAttestationItCannotCheck) {
  // test_raises_when_root_cert_invalid_for_response: "packed" with an x5c certificate chain.
  const char* att =
      "o2NmbXRmcGFja2VkZ2F0dFN0bXSjY2FsZyZjc2lnWEcwRQIhAOfrFlQpbavT6dJeTDJSCDzYSYPjBDHli2-syT2c1IiKAiAx5gQ2z5cHjdQX-jEHTb7"
      "JcjfQoVSW8fXszF5ihSgeOGN4NWOBWQLBMIICvTCCAaWgAwIBAgIEKudiYzANBgkqhkiG9w0BAQsFADAuMSwwKgYDVQQDEyNZdWJpY28gVTJGIFJvb"
      "3QgQ0EgU2VyaWFsIDQ1NzIwMDYzMTAgFw0xNDA4MDEwMDAwMDBaGA8yMDUwMDkwNDAwMDAwMFowbjELMAkGA1UEBhMCU0UxEjAQBgNVBAoMCVl1Ymlj"
      "byBBQjEiMCAGA1UECwwZQXV0aGVudGljYXRvciBBdHRlc3RhdGlvbjEnMCUGA1UEAwweWXViaWNvIFUyRiBFRSBTZXJpYWwgNzE5ODA3MDc1MFkwEwY"
      "HKoZIzj0CAQYIKoZIzj0DAQcDQgAEKgOGXmBD2Z4R_xCqJVRXhL8Jr45rHjsyFykhb1USGozZENOZ3cdovf5Ke8fj2rxi5tJGn_VnW4_6iQzKdIaeP6"
      "NsMGowIgYJKwYBBAGCxAoCBBUxLjMuNi4xLjQuMS40MTQ4Mi4xLjEwEwYLKwYBBAGC5RwCAQEEBAMCBDAwIQYLKwYBBAGC5RwBAQQEEgQQbUS6m_bsL"
      "km5MAyP6SDLczAMBgNVHRMBAf8EAjAAMA0GCSqGSIb3DQEBCwUAA4IBAQByV9A83MPhFWmEkNb4DvlbUwcjc9nmRzJjKxHc3HeK7GvVkm0H4XucVDB4"
      "jeMvTke0WHb_jFUiApvpOHh5VyMx5ydwFoKKcRs5x0_WwSWL0eTZ5WbVcHkDR9pSNcA_D_5AsUKOBcbpF5nkdVRxaQHuuIuwV4k1iK2IqtMNcU8vL6w"
      "21U261xCcWwJ6sMq4zzVO8QCKCQhsoIaWrwz828GDmPzfAjFsJiLJXuYivdHACkeJ5KHMt0mjVLpfJ2BCML7_rgbmvwL7wBW80VHfNdcKmKjkLcpEiP"
      "zwcQQhiN_qHV90t-p4iyr5xRSpurlP5zic2hlRkLKxMH2_kRjhqSn4aGF1dGhEYXRhWMRJlg3liA6MaHQ0Fw9kdmBbj-SuuaKGMseZXPO6gx2XY0UAA"
      "AA0bUS6m_bsLkm5MAyP6SDLcwBAsyGQPDZRUYdb4m3rdWeyPaIMYlbmydGp1TP_33vE_lqJ3PHNyTd0iKsnKr5WjnCcBzcesZrDEfB_RBLFzU3k46UB"
      "AgMmIAEhWCBAX_i3O3DvBnkGq_uLNk_PeAX5WwO_MIxBp0mhX6Lw7yJYIOW-1-Fch829McWvRUYAHTWZTx5IycKSGECL1UzUaK_8";
  const char* client =
      "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIiwiY2hhbGxlbmdlIjoiOExCQ2lPWTNxMWNCWkhGQVd0UzRBWlpDaHpHcGh5NjdsSzdJNzB6S2k0eUM3cGd"
      "yUTJQY2g3bkFqTGsxd3E5Z3Jlc2hJQXNXMkFqaWJoWGpqSTBUbVEiLCJvcmlnaW4iOiJodHRwOi8vbG9jYWxob3N0OjUwMDAiLCJjcm9zc09yaWdpbi"
      "I6ZmFsc2V9";
  webauthn::NewCredential c;
  EXPECT_EQ(webauthn::verify_registration(
                kRp, "8LBCiOY3q1cBZHFAWtS4AZZChzGphy67lK7I70zKi4yC7pgrQ2Pch7nAjLk1wq9greshIAsW2AjibhXjjI0TmQ", b64(client),
                b64(att), c),
            Failure::unsupported_attestation);
}

struct AssertionVector {
  const char* name;
  const char* challenge;
  const char* client_data;
  const char* authenticator_data;
  const char* signature;
  const char* public_key;
  std::uint32_t stored_count;
  std::uint32_t new_count;
};

// test_verify_authentication_response_with_EC2_public_key, _with_RSA_public_key, _with_OKP_public_key.
const AssertionVector kAssertions[] = {
    {"ES256", "xi30GPGAFYRxVDpY1sM10DaLzVQG66nv-_7RUazH0vI2YvG8LYgDEnvN5fZZNVuvEDuMi9te3VLqb42N0fkLGA",
     "eyJjaGFsbGVuZ2UiOiJ4aTMwR1BHQUZZUnhWRHBZMXNNMTBEYUx6VlFHNjZudi1fN1JVYXpIMHZJMll2RzhMWWdERW52TjVmWlpOVnV2RUR1TWk5dGUz"
     "VkxxYjQyTjBma0xHQSIsImNsaWVudEV4dGVuc2lvbnMiOnt9LCJoYXNoQWxnb3JpdGhtIjoiU0hBLTI1NiIsIm9yaWdpbiI6Imh0dHA6Ly9sb2NhbGhv"
     "c3Q6NTAwMCIsInR5cGUiOiJ3ZWJhdXRobi5nZXQifQ",
     "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MBAAAATg",
     "MEUCIGisVZOBapCWbnJJvjelIzwpixxIwkjCCb5aCHafQu68AiEA88v-2pJNNApPFwAKFiNuf82-2hBxYW5kGwVweeoxCwo",
     "pQECAyYgASFYIIeDTe-gN8A-zQclHoRnGFWN8ehM1b7yAsa8I8KIvmplIlgg4nFGT5px8o6gpPZZhO01wdy9crDSA_Ngtkx0vGpvPHI", 77, 78},
    {"RS256", "iPmAi1Pp1XL6oAgq3PWZtZPnZa1zFUDoGbaQ0_KvVG1lF2s3Rt_3o4uSzccy0tmcTIpTTT4BU1T-I4maavndjQ",
     "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0IiwiY2hhbGxlbmdlIjoiaVBtQWkxUHAxWEw2b0FncTNQV1p0WlBuWmExekZVRG9HYmFRMF9LdlZHMWxGMnMzUnRf"
     "M280dVN6Y2N5MHRtY1RJcFRUVDRCVTFULUk0bWFhdm5kalEiLCJvcmlnaW4iOiJodHRwOi8vbG9jYWxob3N0OjUwMDAiLCJjcm9zc09yaWdpbiI6ZmFs"
     "c2V9",
     "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
     "iOHKX3erU5_OYP_r_9HLZ-CexCE4bQRrxM8WmuoKTDdhAnZSeTP0sjECjvjfeS8MJzN1ArmvV0H0C3yy_FdRFfcpUPZzdZ7bBcmPh1XPdxRwY747OrIz"
     "cTLTFQUPdn1U-izCZtP_78VGw9pCpdMsv4CUzZdJbEcRtQuRS03qUjqDaovoJhOqEBmxJn9Wu8tBi_Qx7A33RbYjlfyLm_EDqimzDZhyietyop6XUcpK"
     "arKqVH0M6mMrM5zTjp8xf3W7odFCadXEJg-ERZqFM0-9Uup6kJNLbr6C5J4NDYmSm3HCSA6lp2iEiMPKU8Ii7QZ61kybXLxsX4w4Dm3fOLjmDw",
     "pAEDAzkBACBZAQDfV20epzvQP-HtcdDpX-cGzdOxy73WQEvsU7Dnr9UWJophEfpngouvgnRLXaEUn_d8HGkp_HIx8rrpkx4BVs6X_B6ZjhLlezjIdJbL"
     "bVeb92BaEsmNn1HW2N9Xj2QM8cH-yx28_vCjf82ahQ9gyAr552Bn96G22n8jqFRQKdVpO-f-bvpvaP3IQ9F5LCX7CUaxptgbog1SFO6FI6ob5SlVVB00"
     "lVXsaYg8cIDZxCkkENkGiFPgwEaZ7995SCbiyCpUJbMqToLMgojPkAhWeyktu7TlK6UBWdJMHc3FPAIs0lH_2_2hKS-mGI1uZAFVAfW1X-mzKL0czUm2"
     "P1UlUox7IUMBAAE",
     0, 1},
    {"EdDSA", "eZ4eeA3O4jy5FIzqDaSJ6JDNGu0bBc5zI1DjQ_kLso1WNqkG6k5mCYf1dtQhVUiBWZWlZkzR5MFeeWCpJRUNXw",
     "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0IiwiY2hhbGxlbmdlIjoiZVo0ZWVBM080ank1Rkl6cURhU0o2SkROR3UwYkJjNXpJMURqUV9rTHNvMVdOcWtHNms1"
     "bUNZZjFkdFFoVlVpQldaV2xaa3pSNU1GZWVXQ3BKUlVOWHciLCJvcmlnaW4iOiJodHRwOi8vbG9jYWxob3N0OjUwMDAiLCJjcm9zc09yaWdpbiI6ZmFs"
     "c2V9",
     "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MBAAAABw",
     "RRWV8mYDRvK7YdQgdtZD4pJ2dh1D_IWZ_D6jsZo6FHJBoenbj0CVT5nA20vUzlRhN4R6dOEUHmUwP1F8eRBhBg",
     "pAEBAycgBiFYIMz6_SUFLiDid2Yhlq0YboyJ-CDrIrNpkPUGmJp4D3Dp", 3, 7},
};

Failure check(const AssertionVector& v, std::uint32_t stored, std::uint32_t& count,
              const webauthn::RelyingParty& rp = kRp, std::string signature = "") {
  if (signature.empty()) signature = b64(v.signature);
  return webauthn::verify_assertion(rp, v.challenge, b64(v.client_data), b64(v.authenticator_data), signature,
                                    b64(v.public_key), stored, count);
}

TEST(AuthWebAuthn, AssertionsFromPyWebauthnVerifyForEachAlgorithm) {
  for (const auto& v : kAssertions) {
    std::uint32_t count = 0;
    EXPECT_EQ(check(v, v.stored_count, count), Failure::none) << v.name;
    EXPECT_EQ(count, v.new_count) << v.name;
    EXPECT_TRUE(webauthn::key_algorithm(b64(v.public_key))) << v.name;
  }
}

TEST(AuthWebAuthn, AssertionSignedOverOtherBytesOrByAnotherKeyIsRefused) {
  for (const auto& v : kAssertions) {
    std::uint32_t count = 0;
    auto sig = b64(v.signature);
    sig[sig.size() / 2] ^= 1;
    EXPECT_EQ(check(v, v.stored_count, count, kRp, sig), Failure::bad_signature) << v.name;
  }
  // test_raises_exception_on_incorrect_public_key: the ES256 vector's data under the RSA key.
  AssertionVector swapped = kAssertions[0];
  swapped.public_key = kAssertions[1].public_key;
  std::uint32_t count = 0;
  EXPECT_EQ(check(swapped, 0, count), Failure::bad_signature);
}

TEST(AuthWebAuthn, SignCountThatDoesNotGrowIsRefusedAsAClone) {
  const auto& es256 = kAssertions[0];  // the authenticator says 78
  std::uint32_t count = 0;
  EXPECT_EQ(check(es256, 78, count), Failure::sign_count_regressed);
  EXPECT_EQ(check(es256, 100, count), Failure::sign_count_regressed);
  EXPECT_EQ(check(es256, 77, count), Failure::none);
}

TEST(AuthWebAuthn, AssertionChecksChallengeOriginAndRelyingParty) {
  const auto& v = kAssertions[2];
  std::uint32_t count = 0;
  AssertionVector other = v;
  other.challenge = kNoneChallenge;
  EXPECT_EQ(check(other, 0, count), Failure::wrong_challenge);
  EXPECT_EQ(check(v, 0, count, {"localhost", "https://localhost:5000"}), Failure::wrong_origin);
  EXPECT_EQ(check(v, 0, count, {"evil.example", "http://localhost:5000"}), Failure::wrong_rp);
  // A registration's client data is no assertion.
  EXPECT_EQ(webauthn::verify_assertion(kRp, kNoneChallenge, b64(kNoneClientData), b64(v.authenticator_data),
                                       b64(v.signature), b64(v.public_key), 0, count),
            Failure::wrong_type);
}

TEST(AuthWebAuthn, AuthenticatorDataWithoutUserPresenceIsRefused) {
  const auto& v = kAssertions[2];
  auto data = b64(v.authenticator_data);
  EXPECT_EQ(data[32] & webauthn::kUserPresent, webauthn::kUserPresent);
  data[32] = static_cast<char>(data[32] & ~webauthn::kUserPresent);
  std::uint32_t count = 0;
  EXPECT_EQ(webauthn::verify_assertion(kRp, v.challenge, b64(v.client_data), data, b64(v.signature),
                                       b64(v.public_key), 0, count),
            Failure::no_user_presence);
}

TEST(AuthWebAuthn, RelyingPartyOfTheBackOfficeOrigin) {
  auto rp = webauthn::relying_party("https://admin.example.com");
  EXPECT_EQ(rp.id, "admin.example.com");
  EXPECT_EQ(rp.origin, "https://admin.example.com");
  rp = webauthn::relying_party("https://example.com:8443");
  EXPECT_EQ(rp.id, "example.com");
  EXPECT_EQ(rp.origin, "https://example.com:8443");
  // Browsers take no IP address as RP ID: the loopback demo is served as localhost.
  rp = webauthn::relying_party("http://127.0.0.1:8080");
  EXPECT_EQ(rp.id, "localhost");
  EXPECT_EQ(rp.origin, "http://localhost:8080");
}

TEST(AuthCbor, DecodesTheShapesWebAuthnUses) {
  // {1: 2, 3: -7, "fmt": "none", "b": h'0102', "a": [true, null]}
  const std::string in = "\xa5\x01\x02\x03\x26\x63" "fmt" "\x64" "none" "\x61" "b" "\x42\x01\x02\x61" "a" "\x82\xf5\xf6";
  auto v = cbor::decode_all(in);
  ASSERT_TRUE(v);
  EXPECT_EQ(v->find(1)->integer, 2);
  EXPECT_EQ(v->find(3)->integer, -7);
  EXPECT_EQ(v->find("fmt")->string, "none");
  EXPECT_EQ(v->find("b")->string, std::string("\x01\x02", 2));
  EXPECT_EQ(v->find("a")->items.size(), 2u);
  EXPECT_EQ(v->find(99), nullptr);
}

TEST(AuthCbor, RefusesWhatItDoesNotTakeAndNeverReadsPastTheEnd) {
  EXPECT_FALSE(cbor::decode_all(std::string("\x5f\x41\x00\xff", 4)));  // indefinite length
  EXPECT_FALSE(cbor::decode_all(std::string("\xc1\x00", 2)));          // a tag
  EXPECT_FALSE(cbor::decode_all(std::string("\xf9\x00\x00", 3)));      // a half float
  EXPECT_FALSE(cbor::decode_all(std::string("\x01\x01", 2)));          // bytes left over
  EXPECT_FALSE(cbor::decode_all(std::string("\x5b\xff\xff\xff\xff\xff\xff\xff\xff", 9)));  // huge length
  EXPECT_FALSE(cbor::decode_all(std::string("\x9b\x7f\xff\xff\xff\xff\xff\xff\xff", 9)));  // huge count
  EXPECT_FALSE(cbor::decode_all(std::string(20, '\x81')));  // nested deeper than allowed
  // Every prefix of a real attestation object is refused (truncated), none is read past.
  const auto att = b64(kNoneAttestation);
  ASSERT_TRUE(cbor::decode_all(att));
  for (std::size_t n = 0; n < att.size(); ++n) EXPECT_FALSE(cbor::decode_all(att.substr(0, n))) << n;
}

TEST(AuthCbor, RandomAndMutatedInputNeverCrashes) {
  // Fuzz-style: mutations of a real attestation object and random bytes, through the decoder and
  // the authenticator data parser (run under the sanitiser build for memory errors).
  std::mt19937 rng(24);
  const auto att = b64(kNoneAttestation);
  std::size_t decoded = 0;
  for (int i = 0; i < 20000; ++i) {
    std::string in = att;
    const int flips = 1 + static_cast<int>(rng() % 4);
    for (int f = 0; f < flips; ++f) in[rng() % in.size()] = static_cast<char>(rng());
    if (i % 4 == 0) in.resize(rng() % (in.size() + 1));
    if (i % 8 == 0) {
      in.resize(rng() % 64);
      for (auto& c : in) c = static_cast<char>(rng());
    }
    if (cbor::decode_all(in)) ++decoded;
    webauthn::parse_authenticator_data(in);
    webauthn::NewCredential c;
    webauthn::verify_registration(kRp, kNoneChallenge, b64(kNoneClientData), in, c);
  }
  EXPECT_GT(decoded, 0u);
}

}  // namespace
