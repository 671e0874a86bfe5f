// The back office's security setting "every admin must use TOTP" (public.security_settings,
// infra/migrations/017_admin_security.sql). BONUS_REQUIRE_TOTP=1 holds it on whatever the row
// says; otherwise the row decides, read on every request, so switching it on takes every admin
// without TOTP to the enrolment at their next request.
#include <spdlog/spdlog.h>

#include "auth/identity.hpp"

namespace api::auth {

namespace {

constexpr const char* kStoredSetting = "SELECT coalesce((SELECT require_totp FROM public.security_settings), false)";
constexpr const char* kStoreSetting = R"SQL(
  INSERT INTO public.security_settings (id, require_totp, changed_at, changed_by) VALUES (true, $1, now(), $2)
  ON CONFLICT (id) DO UPDATE SET require_totp = EXCLUDED.require_totp, changed_at = now(), changed_by = EXCLUDED.changed_by
)SQL";

}  // namespace

bool Identity::totp_required(pqxx::transaction_base& tx) const {
  return settings_.require_totp || tx.exec(kStoredSetting)[0][0].as<bool>();
}

bool Identity::totp_required() {
  auto db = db_.acquire();
  pqxx::nontransaction tx(*db);
  return totp_required(tx);
}

SecuritySettingsView Identity::security_settings() { return {totp_required(), settings_.require_totp}; }

FactorOutcome Identity::set_totp_required(const std::string& user_id, bool on, const Reauth& r) {
  if (!on && settings_.require_totp) return {FactorResult::forced, {}, {}};
  // Nobody could enrol: the secret would have nowhere sealed to go.
  if (on && !seal_.encrypts()) return {FactorResult::no_key, {}, {}};
  // Switching the second factor off is what a stolen token would want: the password and a code.
  if (!on) {
    if (auto refused = reauthenticate(user_id, r)) return *refused;
  }
  auto db = db_.acquire();
  pqxx::work tx(*db);
  tx.exec_params(kStoreSetting, on, user_id);
  tx.commit();
  spdlog::info("account {} switched the required second factor {}", user_id, on ? "on" : "off");
  return {FactorResult::ok, {}, {}};
}

}  // namespace api::auth
