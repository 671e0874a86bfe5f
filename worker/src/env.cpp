// Environment readers.
#include "env.hpp"

#include <cstdlib>
#include <stdexcept>

namespace worker {

std::string env_or(const char* name, const char* fallback) {
  const char* v = std::getenv(name);
  return v && *v ? v : fallback;
}

std::size_t parse_count(const char* name, const std::string& text, unsigned long lo, unsigned long hi) {
  std::size_t used = 0;
  unsigned long n = 0;
  try {
    n = std::stoul(text, &used);
  } catch (const std::exception&) {
  }
  if (used != text.size() || n < lo || n > hi)
    throw std::invalid_argument(std::string(name) + " must be a whole number from " + std::to_string(lo) + " to " +
                                std::to_string(hi) + ", got '" + text + "'");
  return n;
}

std::size_t env_count(const char* name, const char* fallback, unsigned long lo, unsigned long hi) {
  return parse_count(name, env_or(name, fallback), lo, hi);
}

}  // namespace worker
