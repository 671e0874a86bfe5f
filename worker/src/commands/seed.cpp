// `seed [--promotions N] [--casinos N] [--comments N] [--traffic N] [--no-wait]`: the demo content as events.
#include <iostream>
#include <stdexcept>

#include "commands/commands.hpp"
#include "seed/seed.hpp"

namespace worker::commands {

namespace {

struct SeedArgs {
  int promotions = 40;
  int casinos = 0;
  int comments = 0;
  long long traffic = 0;
  bool wait = true;
};

SeedArgs parse_seed(const std::vector<std::string>& args) {
  SeedArgs a;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "--promotions" && i + 1 < args.size()) {
      a.promotions = static_cast<int>(parse_count(arg.c_str(), args[++i], 40, 100000));
    } else if (arg == "--casinos" && i + 1 < args.size()) {
      a.casinos = static_cast<int>(parse_count(arg.c_str(), args[++i], 0, 100000));
    } else if (arg == "--comments" && i + 1 < args.size()) {
      a.comments = static_cast<int>(parse_count(arg.c_str(), args[++i], 0, 1'000'000));
    } else if (arg == "--traffic" && i + 1 < args.size()) {
      a.traffic = static_cast<long long>(parse_count(arg.c_str(), args[++i], 0, 10'000'000));
    } else if (arg == "--no-wait") {
      a.wait = false;
    } else {
      throw std::invalid_argument("unknown seed option '" + arg + "'");
    }
  }
  return a;
}

}  // namespace

int seed(const Config& c, const std::vector<std::string>& args) {
  const SeedArgs a = parse_seed(args);
  SeedOptions options{c.pg_url, c.brokers, c.topics, {}, 0, std::chrono::seconds(a.wait ? 60 : 0)};
  options.demo.public_origin = c.public_origin;
  options.demo.product_name = c.product_name;
  options.demo.promotions = a.promotions;
  options.demo.casinos = a.casinos;
  options.demo.comments = a.comments;
  options.traffic = static_cast<std::size_t>(a.traffic);
  auto r = worker::seed(options);
  std::cout << "seed: " << r.added << " entities added (" << r.events << " events, " << r.traffic
            << " of them visitor traffic), " << r.present << " already present\n";
  if (a.wait && !r.projected) {
    std::cerr << "seed: the projector did not apply the new events within 60 s; is 'bonus-worker run' running?\n";
    return 1;
  }
  return 0;
}

}  // namespace worker::commands
