// See webauthn.hpp. Section numbers are those of Web Authentication Level 2 (W3C).
#include "auth/webauthn.hpp"

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>

#include <boost/json.hpp>
#include <memory>

#include "auth/cbor.hpp"
#include "auth/jwt.hpp"

namespace api::auth::webauthn {

namespace {

constexpr int kES256 = -7, kEdDSA = -8, kRS256 = -257;

struct PkeyFree {
  void operator()(EVP_PKEY* p) const { EVP_PKEY_free(p); }
};
using Pkey = std::unique_ptr<EVP_PKEY, PkeyFree>;

std::string sha256(std::string_view data) {
  std::string out(32, '\0');
  unsigned int len = 0;
  if (EVP_Digest(data.data(), data.size(), reinterpret_cast<unsigned char*>(out.data()), &len, EVP_sha256(),
                 nullptr) != 1)
    throw std::runtime_error("SHA-256 failed");
  return out;
}

Pkey from_params(const char* type, OSSL_PARAM* params) {
  EVP_PKEY_CTX* ctx = EVP_PKEY_CTX_new_from_name(nullptr, type, nullptr);
  EVP_PKEY* key = nullptr;
  if (ctx && EVP_PKEY_fromdata_init(ctx) == 1) EVP_PKEY_fromdata(ctx, &key, EVP_PKEY_PUBLIC_KEY, params);
  EVP_PKEY_CTX_free(ctx);
  return Pkey(key);
}

// P-256 from its coordinates: loading fails for a point not on the curve.
Pkey ec_key(const std::string& x, const std::string& y) {
  std::string point = "\x04" + x + y;
  char group[] = "prime256v1";
  OSSL_PARAM params[] = {OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME, group, 0),
                         OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PUB_KEY, point.data(), point.size()),
                         OSSL_PARAM_construct_end()};
  return from_params("EC", params);
}

Pkey rsa_key(const std::string& n, const std::string& e) {
  BIGNUM* bn = BN_bin2bn(reinterpret_cast<const unsigned char*>(n.data()), static_cast<int>(n.size()), nullptr);
  BIGNUM* be = BN_bin2bn(reinterpret_cast<const unsigned char*>(e.data()), static_cast<int>(e.size()), nullptr);
  OSSL_PARAM_BLD* bld = OSSL_PARAM_BLD_new();
  OSSL_PARAM* params = nullptr;
  if (bn && be && bld && OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_RSA_N, bn) == 1 &&
      OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_RSA_E, be) == 1)
    params = OSSL_PARAM_BLD_to_param(bld);
  Pkey key = params ? from_params("RSA", params) : Pkey();
  OSSL_PARAM_free(params);
  OSSL_PARAM_BLD_free(bld);
  BN_free(bn);
  BN_free(be);
  return key;
}

struct Key {
  int algorithm = 0;
  Pkey pkey;
};

// A COSE_Key (RFC 9053): kty 1, alg 3, and the curve or modulus parameters at -1, -2, -3.
std::optional<Key> load_key(std::string_view cose_key) {
  auto map = cbor::decode_all(cose_key);
  if (!map || !map->is_map()) return std::nullopt;
  const auto *kty = map->find(1), *alg = map->find(3), *p1 = map->find(-1), *p2 = map->find(-2),
             *p3 = map->find(-3);
  if (!kty || !alg || !kty->is_int() || !alg->is_int() || !p1 || !p2) return std::nullopt;
  Key key;
  key.algorithm = static_cast<int>(alg->integer);
  if (key.algorithm == kES256 && kty->integer == 2) {  // EC2, crv P-256
    if (!p1->is_int() || p1->integer != 1 || !p2->is_bytes() || !p3 || !p3->is_bytes() || p2->string.size() != 32 ||
        p3->string.size() != 32)
      return std::nullopt;
    key.pkey = ec_key(p2->string, p3->string);
  } else if (key.algorithm == kEdDSA && kty->integer == 1) {  // OKP, crv Ed25519
    if (!p1->is_int() || p1->integer != 6 || !p2->is_bytes() || p2->string.size() != 32) return std::nullopt;
    key.pkey = Pkey(EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr,
                                                reinterpret_cast<const unsigned char*>(p2->string.data()), 32));
  } else if (key.algorithm == kRS256 && kty->integer == 3) {  // RSA: n at -1, e at -2
    if (!p1->is_bytes() || !p2->is_bytes() || p1->string.size() < 256 || p1->string.size() > 1024 ||
        p2->string.empty() || p2->string.size() > 8)
      return std::nullopt;
    key.pkey = rsa_key(p1->string, p2->string);
  }
  if (!key.pkey) return std::nullopt;
  return key;
}

bool verify_with(const Key& key, std::string_view data, std::string_view signature) {
  EVP_MD_CTX* md = EVP_MD_CTX_new();
  bool ok = md &&
            EVP_DigestVerifyInit(md, nullptr, key.algorithm == kEdDSA ? nullptr : EVP_sha256(), nullptr,
                                 key.pkey.get()) == 1 &&
            EVP_DigestVerify(md, reinterpret_cast<const unsigned char*>(signature.data()), signature.size(),
                             reinterpret_cast<const unsigned char*>(data.data()), data.size()) == 1;
  EVP_MD_CTX_free(md);
  return ok;
}

struct ClientData {
  std::string type, challenge, origin;
  bool cross_origin = false;
};

std::optional<ClientData> parse_client_data(std::string_view raw) {
  boost::system::error_code ec;
  auto v = boost::json::parse(raw, ec);
  if (ec || !v.is_object()) return std::nullopt;
  const auto& o = v.get_object();
  const auto *type = o.if_contains("type"), *challenge = o.if_contains("challenge"), *origin = o.if_contains("origin");
  if (!type || !challenge || !origin || !type->is_string() || !challenge->is_string() || !origin->is_string())
    return std::nullopt;
  ClientData c{std::string(type->get_string()), std::string(challenge->get_string()),
               std::string(origin->get_string())};
  if (const auto* cross = o.if_contains("crossOrigin")) c.cross_origin = cross->is_bool() && cross->get_bool();
  return c;
}

// Steps shared by registration and assertion: type, challenge, origin (7.1 steps 7-9, 7.2 11-13).
Failure check_client_data(const RelyingParty& rp, std::string_view challenge, std::string_view raw,
                          std::string_view type) {
  auto c = parse_client_data(raw);
  if (!c) return Failure::malformed;
  if (c->type != type) return Failure::wrong_type;
  auto given = base64url_decode(c->challenge), expected = base64url_decode(challenge);
  if (!given || !expected || expected->size() < 16 || *given != *expected) return Failure::wrong_challenge;
  if (c->origin != rp.origin || c->cross_origin) return Failure::wrong_origin;
  return Failure::none;
}

std::uint32_t big_endian32(std::string_view b) {
  std::uint32_t v = 0;
  for (unsigned char c : b.substr(0, 4)) v = (v << 8) | c;
  return v;
}

}  // namespace

RelyingParty relying_party(std::string_view origin) {
  const auto scheme_end = origin.find("://");
  if (scheme_end == std::string_view::npos) return {std::string(origin), std::string(origin)};
  const auto scheme = origin.substr(0, scheme_end);
  auto rest = origin.substr(scheme_end + 3);
  rest = rest.substr(0, rest.find('/'));
  std::string_view host = rest, port;
  if (rest.starts_with('[')) {
    const auto close = rest.find(']');
    host = rest.substr(0, close + 1);
    port = close == std::string_view::npos ? std::string_view() : rest.substr(close + 1);
  } else if (const auto colon = rest.find(':'); colon != std::string_view::npos) {
    host = rest.substr(0, colon);
    port = rest.substr(colon);
  }
  if (scheme == "http" && (host.starts_with("127.") || host == "[::1]")) host = "localhost";
  return {std::string(host), std::string(scheme) + "://" + std::string(host) + std::string(port)};
}

std::string_view failure_name(Failure f) {
  switch (f) {
    case Failure::none: return "none";
    case Failure::malformed: return "malformed";
    case Failure::wrong_type: return "wrong_type";
    case Failure::wrong_challenge: return "wrong_challenge";
    case Failure::wrong_origin: return "wrong_origin";
    case Failure::wrong_rp: return "wrong_rp";
    case Failure::no_user_presence: return "no_user_presence";
    case Failure::unsupported_key: return "unsupported_key";
    case Failure::unsupported_attestation: return "unsupported_attestation";
    case Failure::bad_signature: return "bad_signature";
    case Failure::sign_count_regressed: return "sign_count_regressed";
  }
  return "unknown";
}

std::optional<AuthenticatorData> parse_authenticator_data(std::string_view raw) {
  if (raw.size() < 37) return std::nullopt;
  AuthenticatorData d;
  d.rp_id_hash = std::string(raw.substr(0, 32));
  d.flags = static_cast<std::uint8_t>(raw[32]);
  d.sign_count = big_endian32(raw.substr(33, 4));
  std::size_t pos = 37;
  if (d.flags & kAttested) {
    // aaguid (16), credential id length (2), credential id, COSE_Key.
    if (raw.size() < pos + 18) return std::nullopt;
    const std::size_t id_len =
        (static_cast<unsigned char>(raw[pos + 16]) << 8) | static_cast<unsigned char>(raw[pos + 17]);
    pos += 18;
    if (id_len == 0 || id_len > 1023 || raw.size() - pos < id_len) return std::nullopt;
    d.credential_id = std::string(raw.substr(pos, id_len));
    pos += id_len;
    std::size_t used = 0;
    auto key = cbor::decode(raw.substr(pos), used);
    if (!key || !key->is_map()) return std::nullopt;
    d.public_key = std::string(raw.substr(pos, used));
    pos += used;
  }
  if (d.flags & kExtensions) {
    std::size_t used = 0;
    auto ext = cbor::decode(raw.substr(pos), used);
    if (!ext || !ext->is_map()) return std::nullopt;
    pos += used;
  }
  if (pos != raw.size()) return std::nullopt;  // nothing may follow
  return d;
}

std::optional<int> key_algorithm(std::string_view cose_key) {
  auto key = load_key(cose_key);
  if (!key) return std::nullopt;
  return key->algorithm;
}

bool verify_signature(std::string_view cose_key, std::string_view data, std::string_view signature) {
  auto key = load_key(cose_key);
  return key && verify_with(*key, data, signature);
}

std::optional<std::string> challenge_of(std::string_view client_data_json) {
  auto c = parse_client_data(client_data_json);
  if (!c) return std::nullopt;
  return c->challenge;
}

Failure verify_registration(const RelyingParty& rp, std::string_view challenge, std::string_view client_data_json,
                            std::string_view attestation_object, NewCredential& out) {
  if (auto f = check_client_data(rp, challenge, client_data_json, "webauthn.create"); f != Failure::none) return f;
  auto att = cbor::decode_all(attestation_object);
  if (!att || !att->is_map()) return Failure::malformed;
  const auto *fmt = att->find("fmt"), *stmt = att->find("attStmt"), *auth_data = att->find("authData");
  if (!fmt || !stmt || !auth_data || !fmt->is_text() || !stmt->is_map() || !auth_data->is_bytes())
    return Failure::malformed;
  auto d = parse_authenticator_data(auth_data->string);
  if (!d || !(d->flags & kAttested)) return Failure::malformed;
  if (d->rp_id_hash != sha256(rp.id)) return Failure::wrong_rp;
  if (!(d->flags & kUserPresent)) return Failure::no_user_presence;
  auto key = load_key(d->public_key);
  if (!key) return Failure::unsupported_key;
  if (fmt->string == "none") {
    if (!stmt->items.empty()) return Failure::malformed;
  } else if (fmt->string == "packed" && !stmt->find("x5c")) {
    // Self attestation (8.2): signed by the credential's own key, with its algorithm.
    const auto *alg = stmt->find("alg"), *sig = stmt->find("sig");
    if (!alg || !sig || !alg->is_int() || !sig->is_bytes() || alg->integer != key->algorithm)
      return Failure::malformed;
    if (!verify_with(*key, auth_data->string + sha256(client_data_json), sig->string)) return Failure::bad_signature;
  } else {
    return Failure::unsupported_attestation;
  }
  out = NewCredential{d->credential_id, d->public_key, key->algorithm, d->sign_count};
  return Failure::none;
}

Failure verify_assertion(const RelyingParty& rp, std::string_view challenge, std::string_view client_data_json,
                         std::string_view authenticator_data, std::string_view signature, std::string_view cose_key,
                         std::uint32_t stored_count, std::uint32_t& new_count) {
  if (auto f = check_client_data(rp, challenge, client_data_json, "webauthn.get"); f != Failure::none) return f;
  auto d = parse_authenticator_data(authenticator_data);
  if (!d) return Failure::malformed;
  if (d->rp_id_hash != sha256(rp.id)) return Failure::wrong_rp;
  if (!(d->flags & kUserPresent)) return Failure::no_user_presence;
  auto key = load_key(cose_key);
  if (!key) return Failure::unsupported_key;
  // 7.2 step 20: the signature over authenticatorData || SHA-256(clientDataJSON).
  if (!verify_with(*key, std::string(authenticator_data) + sha256(client_data_json), signature))
    return Failure::bad_signature;
  // 7.2 step 21: a counter that does not grow, when either side counts, means a clone.
  if ((d->sign_count != 0 || stored_count != 0) && d->sign_count <= stored_count) return Failure::sign_count_regressed;
  new_count = d->sign_count;
  return Failure::none;
}

}  // namespace api::auth::webauthn
