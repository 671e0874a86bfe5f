// Accounts, changed only from the command line (api/src/admin_cli.cpp): create one or set its
// password, take the admin right away, list them. A password set or a right taken ends the
// account's sessions. Every statement names public.* explicitly (see sign_in.cpp).
#include "auth/identity.hpp"

#include "events/envelope.hpp"

namespace api::auth {

namespace {

constexpr const char* kLockUserByEmail = "SELECT id FROM public.users WHERE email = $1 FOR UPDATE";
// $4: seconds an initial password signs in, or NULL for one its holder chose.
constexpr const char* kInsertUser = R"SQL(
  INSERT INTO public.users (id, email, password_hash, initial_password_expires_at)
  VALUES ($1, $2, $3, now() + make_interval(secs => $4))
)SQL";
constexpr const char* kResetPassword = R"SQL(
  UPDATE public.users SET password_hash = $2, token_version = token_version + 1, updated_at = now(),
         initial_password_expires_at = now() + make_interval(secs => $3)
   WHERE id = $1
)SQL";
constexpr const char* kGrantAdmin = R"SQL(
  INSERT INTO public.admin_users (id, role) VALUES ($1, $2)
  ON CONFLICT (id) DO UPDATE SET role = EXCLUDED.role, updated_at = now()
)SQL";
constexpr const char* kRevokeAdmin = "DELETE FROM public.admin_users WHERE id = $1";
constexpr const char* kBumpTokenVersion =
    "UPDATE public.users SET token_version = token_version + 1, updated_at = now() WHERE id = $1";
constexpr const char* kRevokeUserSessions = R"SQL(
  WITH s AS (UPDATE public.auth_sessions SET revoked_at = now(), revoked_reason = $2
              WHERE user_id = $1 AND revoked_at IS NULL RETURNING id)
  UPDATE public.refresh_tokens SET revoked_at = now()
   WHERE user_id = $1 AND revoked_at IS NULL
)SQL";
constexpr const char* kListAccounts = R"SQL(
  SELECT u.id, u.email, coalesce(a.role, 'none'),
         to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
    FROM public.users u LEFT JOIN public.admin_users a ON a.id = u.id
   ORDER BY u.email
)SQL";

}  // namespace

std::string Identity::set_password(const std::string& email, const std::string& password, const std::string& role,
                                   bool only_if_missing, bool initial) {
  const std::optional<double> ttl =
      initial ? std::optional<double>(static_cast<double>(settings_.initial_password_ttl.count())) : std::nullopt;
  auto db = db_.acquire();
  pqxx::work tx(*db);
  auto existing = tx.exec_params(kLockUserByEmail, email);
  std::string outcome;
  std::string id;
  if (existing.empty()) {
    id = events::new_uuid();
    tx.exec_params(kInsertUser, id, email, hash(password), ttl);
    outcome = "created";
  } else if (only_if_missing) {
    return "unchanged";
  } else {
    id = existing[0][0].as<std::string>();
    tx.exec_params(kResetPassword, id, hash(password), ttl);
    tx.exec_params(kRevokeUserSessions, id, std::string("password_set"));
    outcome = "updated";
  }
  if (role == "none")
    tx.exec_params(kRevokeAdmin, id);
  else
    tx.exec_params(kGrantAdmin, id, role);
  tx.commit();
  return outcome;
}

bool Identity::remove_admin(const std::string& email) {
  auto db = db_.acquire();
  pqxx::work tx(*db);
  auto existing = tx.exec_params(kLockUserByEmail, email);
  if (existing.empty()) return false;
  auto id = existing[0][0].as<std::string>();
  tx.exec_params(kRevokeAdmin, id);
  tx.exec_params(kBumpTokenVersion, id);
  tx.exec_params(kRevokeUserSessions, id, std::string("admin_removed"));
  tx.commit();
  return true;
}

std::vector<std::pair<UserView, std::string>> Identity::list_accounts() {
  auto db = db_.acquire();
  pqxx::nontransaction tx(*db);
  std::vector<std::pair<UserView, std::string>> out;
  for (const auto& row : tx.exec(kListAccounts))
    out.push_back({UserView{row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::string>()},
                   row[3].as<std::string>()});
  return out;
}

}  // namespace api::auth
