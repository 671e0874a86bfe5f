// Promotions (public reads): the list with search and category filter, the detail by id and by
// link slugs (the matching cascade), and a casino's promotions.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::promotions {

Response list(Services& s, Request& req);       // GET /api/promotions?search=&category=&limit=
// GET /api/promotions/search?search=&category=&page=&per_page=: one page of the same list, with
// the total, so /bonuslar's weight does not grow with the catalogue.
Response search(Services& s, Request& req);
Response get(Services& s, Request& req);        // GET /api/promotions/{id}
Response by_slug(Services& s, Request& req);    // GET /api/promotions/by-slug/{casinoSlug}/{promotionSlug}
Response of_casino(Services& s, Request& req);  // GET /api/casinos/{idOrSlug}/promotions?limit=

// True when the promotion exists and is publicly visible (active, not expired).
bool is_visible(Services& s, const std::string& id);

inline constexpr std::size_t kSearchMaxChars = 100;
inline constexpr long long kListLimitMax = 1000;
inline constexpr long long kPageSize = 24;     // /bonuslar's page
inline constexpr long long kPageSizeMax = 100;
inline constexpr long long kPageMax = 100000;
inline constexpr int kRelatedMax = 10;

}  // namespace api::promotions
