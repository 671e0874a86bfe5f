// One list of public routes, checked: every public route of the web app's router
// (webapp/src/app/routes.tsx) has a page the api describes (meta and embedded data) or a route of
// its own, and every page the api describes is a route of the app.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "handlers/spa.hpp"
#include "routes.hpp"

namespace {

// ":casinoSlug" and ":id" alike: the names are the app's own business.
std::string shape(std::string_view pattern) {
  static const std::regex param(":[A-Za-z0-9_]+");
  return std::regex_replace(std::string(pattern), param, ":");
}

// The public routes of the app: every <Route path="..."> and <Route index>, but the back office
// (admin/*, a lazily loaded chunk of its own) and the catch-all that sends unknown paths home.
std::set<std::string> app_public_routes() {
  std::ifstream in(BONUS_APP_ROUTES);
  std::stringstream text;
  text << in.rdbuf();
  const std::string source = text.str();
  std::set<std::string> out;
  static const std::regex route(R"re(<Route\s+(index\b|path="([^"]*)"))re");
  for (auto it = std::sregex_iterator(source.begin(), source.end(), route); it != std::sregex_iterator(); ++it) {
    const std::string path = (*it)[1].str() == "index" ? "" : (*it)[2].str();
    if (path == "*" || path.starts_with("admin")) continue;
    out.insert(shape(path));
  }
  return out;
}

std::set<std::string> api_pages() {
  std::set<std::string> out;
  for (auto pattern : api::spa::public_page_patterns()) out.insert(shape(pattern));
  return out;
}

// A literal public GET route of the api's own table answers the path itself (e.g. "/sitemap").
bool api_route_answers(const std::string& path) {
  for (const auto& spec : api::route_table())
    if (spec.method == api::http::verb::get && spec.access == api::Access::public_route &&
        spec.pattern == "/" + path)
      return true;
  return false;
}

TEST(PublicRoutes, TheAppsRouterIsReadable) {
  const auto app = app_public_routes();
  EXPECT_GE(app.size(), 5U) << "no public routes found in " << BONUS_APP_ROUTES;
  EXPECT_EQ(app.count(""), 1U) << "the home page (<Route index>) was not found";
}

TEST(PublicRoutes, EveryPublicRouteOfTheAppHasAPageOrARouteInTheApi) {
  const auto pages = api_pages();
  for (const auto& path : app_public_routes())
    EXPECT_TRUE(pages.count(path) || api_route_answers(path))
        << "routes.tsx has the public route '" << path << "' but api/src/handlers/spa.cpp (kPublicPages) has no "
        << "page for it: it would be served without its meta and data, with status 404";
}

TEST(PublicRoutes, EveryPageTheApiDescribesIsARouteOfTheApp) {
  const auto app = app_public_routes();
  for (const auto& page : api_pages())
    EXPECT_TRUE(app.count(page)) << "api/src/handlers/spa.cpp describes the page '" << page
                                 << "' but webapp/src/app/routes.tsx has no such route";
}

}  // namespace
