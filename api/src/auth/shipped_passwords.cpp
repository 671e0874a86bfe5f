// The start-up check for shipped passwords.
#include "auth/shipped_passwords.hpp"

#include "auth/password.hpp"

namespace api::auth {

namespace {

// Every password the project ever printed for the demo admin.
constexpr const char* kShipped[] = {"bonus-demo-2026"};

// Admin accounts only, and a bounded number of them: each check is a full password hash.
constexpr const char* kAdmins = R"SQL(
  SELECT u.email, u.password_hash FROM public.users u JOIN public.admin_users a ON a.id = u.id
   ORDER BY u.email LIMIT 50
)SQL";

}  // namespace

bool is_shipped_password(std::string_view password) {
  for (const char* shipped : kShipped)
    if (password == shipped) return true;
  return false;
}

std::vector<std::string> accounts_with_shipped_passwords(pqxx::connection& db, std::string_view pepper) {
  std::vector<std::string> out;
  pqxx::nontransaction tx(db);
  for (const auto& row : tx.exec(kAdmins)) {
    const auto hash = row[1].as<std::string>();
    for (const char* shipped : kShipped)
      if (verify_password_peppered(hash, shipped, pepper)) {
        out.push_back(row[0].as<std::string>());
        break;
      }
  }
  return out;
}

}  // namespace api::auth
