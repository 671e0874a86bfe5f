// The breached-password list compiled into the api: found in any case, the project's own shipped
// password included, an unlisted one not.
#include <gtest/gtest.h>

#include "auth/breached_passwords.hpp"

TEST(AuthBreachedPasswords, KnownPasswordsAreFoundInAnyCase) {
  EXPECT_TRUE(api::auth::is_known_password("123qweasdzxc"));
  EXPECT_TRUE(api::auth::is_known_password("1Q2W3E4R5T6Y"));
  EXPECT_TRUE(api::auth::is_known_password("galatasaray1905")) << "the Turkish additions";
  EXPECT_TRUE(api::auth::is_known_password("bonus-demo-2026")) << "the password this project once published";
  EXPECT_FALSE(api::auth::is_known_password("tuzlu-kahve-fincani-7"));
  EXPECT_FALSE(api::auth::is_known_password("# Passwords of 12 or more characters")) << "comment lines are not entries";
}
