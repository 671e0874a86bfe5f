// Sign-in input rules (admin spec section 5, Login).
#include <gtest/gtest.h>

#include "domain/account.hpp"

namespace {

using domain::FieldError;
using domain::FieldErrors;

const FieldError kEmail{"email", "Geçerli bir email adresi giriniz"};
const FieldError kPassword{"password", "Şifre en az 6 karakter olmalıdır"};

TEST(DomainAccount, AcceptsOrdinaryAddresses) {
  for (const char* e :
       {"admin@bonusrehberi.local", "a.b-c+d@mail.example.com.tr", "x@y.io", "O'Neil@Example.COM"})
    EXPECT_TRUE(domain::is_valid_email(e)) << e;
}

TEST(DomainAccount, RefusesMalformedAddresses) {
  for (const char* e : {"", "plain", "@example.com", "a@", "a@b", "a@b.c", "a@@b.com", "a b@c.com",
                        ".a@b.com", "a.@b.com", "a..b@c.com", "a@-b.com", "a@b-.com", "a@b..com", "a@b.c0m",
                        "ş@örnek.com", "a@b.com\n", "<script>@x.com"})
    EXPECT_FALSE(domain::is_valid_email(e)) << e;
  EXPECT_FALSE(domain::is_valid_email(std::string(65, 'a') + "@example.com")) << "local part over 64";
  EXPECT_FALSE(domain::is_valid_email("a@" + std::string(250, 'b') + ".com")) << "over 254 in all";
}

TEST(DomainAccount, NormalisesByTrimmingAndLowercasing) {
  EXPECT_EQ(domain::normalise_email("  Admin@BonusRehberi.Local \n"), "admin@bonusrehberi.local");
}

TEST(DomainAccount, LoginMessagesInFieldOrder) {
  EXPECT_EQ(domain::validate_login("admin@example.com", "123456"), FieldErrors{});
  EXPECT_EQ(domain::validate_login("yanlis", "123456"), (FieldErrors{kEmail}));
  EXPECT_EQ(domain::validate_login("admin@example.com", "12345"), (FieldErrors{kPassword}));
  EXPECT_EQ(domain::validate_login("", ""), (FieldErrors{kEmail, kPassword}));
  // Characters, not bytes: five Turkish letters are ten bytes but still too short.
  EXPECT_EQ(domain::validate_login("a@example.com", "şşşşş"), (FieldErrors{kPassword}));
  EXPECT_EQ(domain::validate_login("a@example.com", "şşşşşş"), FieldErrors{});
  EXPECT_EQ(domain::validate_login(" a@example.com ", "123456"), FieldErrors{})
      << "surrounding spaces are trimmed";
  EXPECT_EQ(domain::validate_login("a@example.com", std::string(1025, 'x')),
            (FieldErrors{{"password", "Şifre en fazla 1024 karakter olabilir"}}));
}

}  // namespace

TEST(DomainAccount, ANewPasswordHasTwelveCharactersAndIsNotAKnownOne) {
  EXPECT_EQ(domain::new_password_problem("kisa-sifre1", false), "Şifre en az 12 karakter olmalıdır");
  EXPECT_EQ(domain::new_password_problem("şşşşşşşşşşş", false), "Şifre en az 12 karakter olmalıdır")
      << "characters, not bytes: 11 of them";
  EXPECT_EQ(domain::new_password_problem("şşşşşşşşşşşş", false), std::nullopt);
  EXPECT_EQ(domain::new_password_problem("123qweasdzxc", true),
            "Bu şifre sızdırılmış şifre listelerinde geçiyor; lütfen başka bir şifre seçin");
  EXPECT_EQ(domain::new_password_problem(std::string(128, 'a'), false), std::nullopt) << "64 and more are taken";
  EXPECT_EQ(domain::new_password_problem(std::string(129, 'a'), false), "Şifre en fazla 128 karakter olabilir")
      << "ASVS 2.1.2: more than 128 characters are denied";
}
