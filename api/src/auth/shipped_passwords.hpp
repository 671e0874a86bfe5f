// Passwords this project ever shipped in its documentation or scripts. An admin account that
// still uses one is open to anyone who read them: the api says so at start-up.
#pragma once
#include <pqxx/pqxx>
#include <string>
#include <vector>

namespace api::auth {

// The emails of admin accounts whose password is one the project shipped.
std::vector<std::string> accounts_with_shipped_passwords(pqxx::connection& db);

}  // namespace api::auth
