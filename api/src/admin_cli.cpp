// The admin CLI. The password comes from standard input (never from the command line, where
// other users and shell history would see it); on a terminal it is read without echo.
#include "admin_cli.hpp"

#include <termios.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "auth/breached_passwords.hpp"
#include "auth/identity.hpp"
#include "config.hpp"
#include "domain/account.hpp"
#include "domain/text.hpp"

namespace api {

namespace {

int usage() {
  std::cerr << "usage: bonus-api admin set-password <email> [--role admin|none] [--if-missing] [--chosen]\n"
               "       bonus-api admin remove <email>\n"
               "       bonus-api admin disable-totp <email>\n"
               "       bonus-api admin list\n";
  return 2;
}

std::string read_password_line() {
  bool tty = ::isatty(STDIN_FILENO) != 0;
  termios saved{};
  if (tty) {
    std::cerr << "Şifre: " << std::flush;
    ::tcgetattr(STDIN_FILENO, &saved);
    termios quiet = saved;
    quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
    ::tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
  }
  std::string line;
  std::getline(std::cin, line);
  if (tty) {
    ::tcsetattr(STDIN_FILENO, TCSANOW, &saved);
    std::cerr << "\n";
  }
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return line;
}

// Identity needs a signing secret to exist; the CLI never signs a token, so any will do.
long env_number(const char* name, long fallback) {
  const char* v = std::getenv(name);
  return v && *v ? std::strtol(v, nullptr, 10) : fallback;
}

// BONUS_INITIAL_PASSWORD_TTL_H: hours an initial password signs in (72 unless set).
auth::Identity open_identity(storage::ConnectionPool& pool) {
  auth::AuthSettings settings;
  settings.secrets = {auth::random_token(32)};
  // The pepper keys the hash of a password set here as the api's own sign-in does.
  if (const char* pepper = std::getenv("BONUS_PASSWORD_PEPPER")) settings.password_pepper = pepper;
  const long hours = env_number("BONUS_INITIAL_PASSWORD_TTL_H", 72);
  if (hours < 1 || hours > 24 * 30) throw std::invalid_argument("BONUS_INITIAL_PASSWORD_TTL_H must be 1 to 720");
  settings.initial_password_ttl = std::chrono::hours(hours);
  return auth::Identity(pool, settings);
}

}  // namespace

int run_admin_cli(int argc, char** argv) {
  std::vector<std::string> args(argv + 2, argv + argc);
  if (args.empty()) return usage();
  const std::string command = args[0];
  if ((command == "set-password" || command == "remove" || command == "disable-totp") && args.size() < 2)
    return usage();
  std::string email = args.size() > 1 ? domain::normalise_email(args[1]) : "";
  std::string role = "admin";
  bool if_missing = false;
  // Without --chosen the password is an initial one (ASVS 2.3.1): it must be changed at the first
  // sign-in and stops signing in after BONUS_INITIAL_PASSWORD_TTL_H hours.
  bool chosen = false;
  if (command == "set-password") {
    for (std::size_t i = 2; i < args.size(); ++i) {
      if (args[i] == "--role" && i + 1 < args.size() && (args[i + 1] == "admin" || args[i + 1] == "none")) {
        role = args[++i];
      } else if (args[i] == "--if-missing") {
        if_missing = true;
      } else if (args[i] == "--chosen") {
        chosen = true;
      } else {
        return usage();
      }
    }
  } else if (!((command == "remove" || command == "disable-totp") && args.size() == 2) &&
             !(command == "list" && args.size() == 1)) {
    return usage();
  }
  if (command != "list" && !domain::is_valid_email(email)) {
    std::cerr << "bonus-api: " << domain::kEmailInvalid << "\n";
    return 2;
  }
  std::string password;
  if (command == "set-password") {
    password = read_password_line();
    if (auto problem = domain::new_password_problem(password, auth::is_known_password(password))) {
      std::cerr << "bonus-api: " << *problem << "\n";
      return 2;
    }
  }

  try {
    storage::ConnectionPool pool(load_pg_url(), 1);
    {
      auto c = pool.connect();
      storage::apply_migrations(*c);
    }
    auto identity = open_identity(pool);
    if (command == "set-password") {
      auto outcome = identity.set_password(email, password, role, if_missing, !chosen);
      if (outcome == "created")
        std::cout << "created account " << email << " (role " << role << ")\n";
      else if (outcome == "updated")
        std::cout << "password set for " << email << " (role " << role << "); its sessions were ended\n";
      else
        std::cout << "account " << email << " exists; left unchanged\n";
      if (outcome != "unchanged" && !chosen)
        std::cout << "an initial password: it must be changed at the first sign-in and stops working after "
                  << identity.settings().initial_password_ttl.count() / 3600 << " hours\n";
      return 0;
    }
    if (command == "remove") {
      if (!identity.remove_admin(email)) {
        std::cerr << "bonus-api: no account " << email << "\n";
        return 1;
      }
      std::cout << "admin rights removed from " << email << "; its sessions were ended\n";
      return 0;
    }
    if (command == "disable-totp") {
      if (!identity.totp_reset(email)) {
        std::cerr << "bonus-api: no account " << email << "\n";
        return 1;
      }
      std::cout << "two-step sign-in turned off for " << email << "; its recovery codes were deleted\n";
      return 0;
    }
    for (const auto& [user, created] : identity.list_accounts())
      std::cout << user.email << "\t" << user.role << "\t" << created << "\t" << user.id << "\n";
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "bonus-api: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace api
