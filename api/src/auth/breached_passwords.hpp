// Passwords attackers try first: the breached-password list shipped in api/data (compiled into
// the binary) and every password this project ever shipped. A new password may be none of them.
#pragma once
#include <string_view>

namespace api::auth {

// True when `password`, compared in lowercase, is on the list or was shipped by the project.
bool is_known_password(std::string_view password);

}  // namespace api::auth
