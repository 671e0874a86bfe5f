// Passwords this project ever shipped in its documentation or scripts. An admin account that
// still uses one is open to anyone who read them: the api says so at start-up.
#pragma once
#include <pqxx/pqxx>
#include <string>
#include <string_view>
#include <vector>

namespace api::auth {

// True when `password` is one the project shipped (a new password may not be one).
bool is_shipped_password(std::string_view password);

// The emails of admin accounts whose password is one the project shipped.
std::vector<std::string> accounts_with_shipped_passwords(pqxx::connection& db, std::string_view pepper = {});

}  // namespace api::auth
