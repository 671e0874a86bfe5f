// `dead-letters [retry ID... | retry --all]`: the dead letters listed, or applied again.
#include <iostream>
#include <stdexcept>

#include "commands/commands.hpp"
#include "dead_letters.hpp"

namespace worker::commands {

int dead_letters(const Config& c, const std::vector<std::string>& args) {
  if (args.empty()) {
    auto letters = list_dead_letters(c.pg_url);
    if (letters.empty()) std::cout << "no dead letters\n";
    for (const auto& d : letters)
      std::cout << d.id << "  " << d.topic << "[" << d.partition << "]@" << d.offset << "  " << (d.type.empty() ? "?" : d.type)
                << "  " << d.at << "  " << d.reason << "\n";
    return 0;
  }
  if (args[0] != "retry" || args.size() < 2) throw std::invalid_argument("usage: dead-letters [retry ID... | retry --all]");
  std::vector<long long> ids;
  if (args.size() == 2 && args[1] == "--all") {
    for (const auto& d : list_dead_letters(c.pg_url)) ids.push_back(d.id);
  } else {
    for (std::size_t i = 1; i < args.size(); ++i)
      ids.push_back(static_cast<long long>(parse_count("dead letter id", args[i], 1, 9'000'000'000'000'000'000UL)));
  }
  int status = 0;
  for (long long id : ids) {
    try {
      switch (retry_dead_letter({c.pg_url, c.brokers, c.public_origin}, id)) {
        case RetryOutcome::applied: std::cout << id << ": applied\n"; break;
        case RetryOutcome::applied_before: std::cout << id << ": its event was applied before; removed\n"; break;
        case RetryOutcome::not_found: std::cout << id << ": no such dead letter\n"; status = 1; break;
      }
    } catch (const std::exception& e) {
      std::cout << id << ": still fails: " << e.what() << "\n";
      status = 1;
    }
  }
  return status;
}

}  // namespace worker::commands
