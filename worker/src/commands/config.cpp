// The worker's settings: what the environment cannot say (the host name as a default name).
#include <unistd.h>

#include <stdexcept>

#include "commands/commands.hpp"

namespace worker::commands {

std::string host_name() {
  char name[256] = {};
  if (::gethostname(name, sizeof name - 1) != 0 || name[0] == '\0') return "bonus-worker";
  return name;
}

std::string parse_origin(const std::string& text) {
  std::string origin = domain::normalize_public_origin(text);
  if (origin.empty())
    throw std::invalid_argument("BONUS_PUBLIC_ORIGIN must be an http(s) origin such as https://bonus.example, got '" +
                                text + "'");
  return origin;
}

}  // namespace worker::commands
