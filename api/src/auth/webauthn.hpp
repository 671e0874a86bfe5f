// WebAuthn (Web Authentication Level 2) checks of the relying party, without storage: a
// registration (section 7.1) with "none" or self ("packed" without a certificate) attestation,
// and an assertion (section 7.2) signed by a stored credential. Keys: ES256 (-7), EdDSA with
// Ed25519 (-8), RS256 (-257). Signatures are checked with OpenSSL over
// authenticatorData || SHA-256(clientDataJSON). User presence is required; user verification is
// not (the password is the first factor).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace api::auth::webauthn {

// Who the browser must have talked to: the RP ID (a host name, never an IP address: browsers
// refuse those) and the exact origin the page ran on.
struct RelyingParty {
  std::string id;
  std::string origin;
};

// The relying party for the back office's origin ("https://admin.example.com" gives
// "admin.example.com"). A loopback http origin (the local demo) is served as localhost: browsers
// take no IP address as RP ID, so http://127.0.0.1:8080 becomes http://localhost:8080.
RelyingParty relying_party(std::string_view origin);

enum class Failure {
  none,
  malformed,          // not base64url, not JSON, not CBOR, or a structure that is not WebAuthn's
  wrong_type,         // clientDataJSON.type is not webauthn.create / webauthn.get
  wrong_challenge,    // clientDataJSON.challenge is not the one handed out
  wrong_origin,       // clientDataJSON.origin differs, or crossOrigin is true
  wrong_rp,           // rpIdHash is not SHA-256 of the RP ID
  no_user_presence,   // the UP flag is clear
  unsupported_key,    // not ES256, EdDSA (Ed25519) or RS256, or a key that does not load
  unsupported_attestation,  // a format other than "none" and self ("packed" without x5c)
  bad_signature,
  sign_count_regressed,  // the counter did not grow: a cloned authenticator
};
std::string_view failure_name(Failure f);

// The parts of authenticator data (section 6.1).
struct AuthenticatorData {
  std::string rp_id_hash;  // 32 bytes
  std::uint8_t flags = 0;
  std::uint32_t sign_count = 0;
  std::string credential_id;  // with attested credential data (AT) only
  std::string public_key;     // COSE_Key bytes, with AT only
};
constexpr std::uint8_t kUserPresent = 0x01, kUserVerified = 0x04, kAttested = 0x40, kExtensions = 0x80;
std::optional<AuthenticatorData> parse_authenticator_data(std::string_view raw);

// The COSE algorithm of a COSE_Key we can verify with (-7, -8, -257), or nothing.
std::optional<int> key_algorithm(std::string_view cose_key);
// `signature` of `data` by `cose_key` (ES256: DER ECDSA over SHA-256; EdDSA: raw Ed25519;
// RS256: PKCS#1 v1.5 over SHA-256).
bool verify_signature(std::string_view cose_key, std::string_view data, std::string_view signature);

struct NewCredential {
  std::string credential_id;  // raw bytes
  std::string public_key;     // COSE_Key bytes
  int algorithm = 0;
  std::uint32_t sign_count = 0;
};

// A registration answer (raw bytes, base64url-decoded by the caller) for `challenge` (base64url,
// as handed out).
Failure verify_registration(const RelyingParty& rp, std::string_view challenge, std::string_view client_data_json,
                            std::string_view attestation_object, NewCredential& out);

// An assertion by the credential whose key is `cose_key` and whose newest counter is
// `stored_count`; `new_count` is the counter to store on success.
Failure verify_assertion(const RelyingParty& rp, std::string_view challenge, std::string_view client_data_json,
                         std::string_view authenticator_data, std::string_view signature, std::string_view cose_key,
                         std::uint32_t stored_count, std::uint32_t& new_count);

// An answer to a sign-in or re-authentication challenge as the browser gives it (base64url
// fields), with the relying party it must have been made for and what it answers ("sign_in",
// "reauth"): a challenge handed out for one purpose does not serve another.
struct Assertion {
  std::string credential_id, client_data_json, authenticator_data, signature;
  RelyingParty rp;
  std::string purpose;
};

// The challenge clientDataJSON carries (base64url), or nothing when it is not WebAuthn client data.
std::optional<std::string> challenge_of(std::string_view client_data_json);

}  // namespace api::auth::webauthn
