// Casinos on the public site (the back office's list and commands: admin_casinos.hpp).
#pragma once
#include <optional>
#include <string>

#include "http/types.hpp"
#include "services.hpp"

namespace api::casinos {

// /guvenilir-siteler's page: 60 fill whole rows of 2, 3, 4, 5 and 6 columns.
inline constexpr long long kPageSize = 60;
inline constexpr long long kPageSizeMax = 100;
inline constexpr long long kPageMax = 100000;
inline constexpr long long kListLimitMax = 1000;

// GET /api/casinos: every casino by name, or the first `limit`; with `page` (and `per_page`), one
// page of that order as {items, total, page, per_page}.
Response list(Services& s, Request& req);
Response get(Services& s, Request& req);     // GET /api/casinos/{idOrSlug}

// The id of the casino a public page parameter means (id, slug, partial slug or name; see
// domain::find_casino), if any.
// `exact`, when given, tells whether `param` was the casino's id or exact slug.
std::optional<std::string> resolve_id(Services& s, const std::string& param, bool* exact = nullptr);

// One casino as every answer shows it (JSON text), by id; nullopt when there is none.
std::optional<std::string> answer_by_id(Services& s, const std::string& id);

}  // namespace api::casinos
