// The private-stack recipe (infra/private-stack.conf, embedded at build time): the environment of
// a stack's processes and its start order, the same file the benchmarks and the browser tests read.
#pragma once
#include <map>
#include <string>
#include <vector>

namespace testing_support {

struct StackRecipe {
  // [env] then [env <reader>], placeholders filled in from `values`; throws for one it lacks.
  std::map<std::string, std::string> env(const std::string& reader, const std::map<std::string, std::string>& values) const;
  std::vector<std::string> order;  // [order]
  std::map<std::string, std::vector<std::pair<std::string, std::string>>> sections;  // "env", "env test", ...
};

StackRecipe parse_stack_recipe(const std::string& text);
// The embedded infra/private-stack.conf.
const StackRecipe& stack_recipe();

}  // namespace testing_support
