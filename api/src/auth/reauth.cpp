// Re-authentication in the back office (the current password, and a second factor when the account
// has one: a current code, a recovery code or a security key's answer) before what a stolen access token would be used for: changing the second factor,
// new recovery codes, the password, ending sessions. Failures count in the sign-in's throttling
// under the session ('session:<id>'), so a stolen token guesses at most a handful of passwords.
// Also the self-service password change and, at start, the sealing of plain TOTP secrets.
#include <spdlog/spdlog.h>

#include "auth/identity.hpp"

namespace api::auth {

namespace {

// A changed password is the holder's own: an initial password's limits end with it.
constexpr const char* kChangePassword =
    "UPDATE public.users SET password_hash = $2, initial_password_expires_at = NULL, updated_at = now() WHERE id = $1";
constexpr const char* kPlainSecrets =
    "SELECT user_id::text, secret FROM public.totp_factors WHERE secret LIKE 'plain:%' FOR UPDATE";
constexpr const char* kStoreSecret = "UPDATE public.totp_factors SET secret = $2 WHERE user_id = $1";

}  // namespace

std::optional<FactorOutcome> Identity::reauthenticate(const std::string& user_id, const Reauth& r) {
  auto account = account_secrets(user_id);
  if (!account) return FactorOutcome{FactorResult::wrong_password, {}, {}};
  if (r.password.empty() || r.password.size() > kPasswordMaxBytes)
    return FactorOutcome{FactorResult::wrong_password, {}, {}};
  const auto begun = begin_attempt(*db_.acquire(), account->first, r.address, "session:" + r.session_id);
  if (begun.wait) return FactorOutcome{FactorResult::throttled, {}, *begun.wait};
  const bool password_ok = verify_hash(account->second, r.password);
  auto db = db_.acquire();
  pqxx::work tx(*db);
  if (!password_ok) {
    tx.commit();  // the attempt stays a failure
    return FactorOutcome{FactorResult::wrong_password, {}, {}};
  }
  switch (check_second_factor(tx, seal_, user_id, r.factor, unix_now())) {
    case FactorCheck::reused:
      // ASVS 2.8.5: a code presented twice is refused, logged, and its holder told.
      spdlog::warn("re-authentication: account {} presented a TOTP code already used", user_id);
      notify(tx, user_id, "totp_code_reused", r.browser, address_prefix(r.address));
      tx.commit();
      return FactorOutcome{FactorResult::wrong_code, {}, {}};
    case FactorCheck::missing: {
      // An account whose only second factor is its keys is asked for a key, not for a code.
      const bool totp = has_factor(tx, user_id);
      tx.commit();  // the attempt stays a failure
      return FactorOutcome{totp ? FactorResult::wrong_code : FactorResult::key_missing, {}, {}};
    }
    case FactorCheck::wrong:
      tx.commit();  // the attempt stays a failure
      return FactorOutcome{FactorResult::wrong_code, {}, {}};
    case FactorCheck::not_enabled:  // the password is all the account has
    case FactorCheck::ok:
      break;
  }
  attempt_succeeded(tx, begun.id);
  tx.commit();
  return std::nullopt;
}

FactorOutcome Identity::change_password(const std::string& user_id, const Reauth& r, const std::string& new_password) {
  if (auto refused = reauthenticate(user_id, r)) return *refused;
  const auto hashed = hash(new_password);
  auto db = db_.acquire();
  pqxx::work tx(*db);
  tx.exec_params(kChangePassword, user_id, hashed);
  end_other_sessions(tx, user_id, r.session_id, "password_changed");
  notify(tx, user_id, "password_changed", r.browser, address_prefix(r.address));
  tx.commit();
  spdlog::info("account {} changed its password; its other sessions ended", user_id);
  return {FactorResult::ok, {}, {}};
}

std::size_t Identity::seal_plain_secrets() {
  if (!seal_.encrypts()) return 0;
  auto db = db_.acquire();
  pqxx::work tx(*db);
  std::size_t n = 0;
  for (const auto& row : tx.exec(kPlainSecrets)) {
    const auto id = row[0].as<std::string>();
    tx.exec_params(kStoreSecret, id, seal_.seal(seal_.open(row[1].as<std::string>(), id), id));
    ++n;
  }
  tx.commit();
  return n;
}

}  // namespace api::auth
