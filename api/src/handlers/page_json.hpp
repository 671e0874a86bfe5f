// Reading the api's own JSON answers while a page is built (handlers/spa.cpp, bonuses_page.cpp).
#pragma once
#include <boost/json.hpp>
#include <string>
#include <string_view>

namespace api::spa {

// A string member, or "" when it is missing or not a string.
std::string text_of(const boost::json::object& o, std::string_view key);
// An integer member, or 0 when it is missing or not an integer.
long long number_of(const boost::json::object& o, std::string_view key);
// A promotion's public path: /bonuslar/{casino slug}/{title slug}, or /promotion/{id} without a casino.
std::string promotion_path(const boost::json::object& promotion);

}  // namespace api::spa
