// Reading infra/private-stack.conf.
#include "stack_recipe.hpp"

#include <sstream>
#include <stdexcept>
#include <string_view>

extern const std::string_view kPrivateStackRecipe;

namespace testing_support {

namespace {
std::string trim(const std::string& s) {
  const auto first = s.find_first_not_of(" \t\r");
  if (first == std::string::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t\r") - first + 1);
}

std::string fill(const std::string& value, const std::map<std::string, std::string>& values) {
  std::string out;
  for (std::size_t i = 0; i < value.size();) {
    const auto open = value.find('{', i);
    if (open == std::string::npos) {
      out += value.substr(i);
      break;
    }
    const auto close = value.find('}', open);
    if (close == std::string::npos) throw std::runtime_error("private-stack.conf: unclosed { in " + value);
    const std::string name = value.substr(open + 1, close - open - 1);
    auto it = values.find(name);
    if (it == values.end()) throw std::runtime_error("private-stack.conf: no value for {" + name + "}");
    out += value.substr(i, open - i) + it->second;
    i = close + 1;
  }
  return out;
}
}  // namespace

StackRecipe parse_stack_recipe(const std::string& text) {
  StackRecipe r;
  std::istringstream in(text);
  std::string line, section;
  while (std::getline(in, line)) {
    line = trim(line);
    if (line.empty() || line[0] == '#') continue;
    if (line.front() == '[' && line.back() == ']') {
      section = line.substr(1, line.size() - 2);
      continue;
    }
    if (section == "order") {
      r.order.push_back(line);
      continue;
    }
    const auto eq = line.find('=');
    if (section.rfind("env", 0) != 0 || eq == std::string::npos)
      throw std::runtime_error("private-stack.conf: unexpected line '" + line + "' in [" + section + "]");
    r.sections[section].emplace_back(line.substr(0, eq), line.substr(eq + 1));
  }
  return r;
}

std::map<std::string, std::string> StackRecipe::env(const std::string& reader,
                                                    const std::map<std::string, std::string>& values) const {
  std::map<std::string, std::string> out;
  for (const std::string& name : {std::string("env"), "env " + reader}) {
    auto it = sections.find(name);
    if (it == sections.end()) continue;
    for (const auto& [key, value] : it->second) out[key] = fill(value, values);
  }
  return out;
}

const StackRecipe& stack_recipe() {
  static const StackRecipe recipe = parse_stack_recipe(std::string(kPrivateStackRecipe));
  return recipe;
}

}  // namespace testing_support
