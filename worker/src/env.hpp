// Reading the worker's configuration from the environment, with errors that name the variable.
#pragma once
#include <cstddef>
#include <string>

namespace worker {

// The variable's value, or `fallback` when it is unset or empty.
std::string env_or(const char* name, const char* fallback);
// A whole number within [lo, hi], or std::invalid_argument naming the variable.
std::size_t parse_count(const char* name, const std::string& text, unsigned long lo, unsigned long hi);
// env_or + parse_count.
std::size_t env_count(const char* name, const char* fallback, unsigned long lo, unsigned long hi);

}  // namespace worker
