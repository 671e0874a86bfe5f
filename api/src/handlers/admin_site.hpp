// Site content in the back office: the home hero block, the site settings and per-page SEO.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::admin_site {

Response get_hero(Services& s, Request& req);       // GET /api/admin/hero
Response save_hero(Services& s, Request& req);      // PUT /api/admin/hero
Response get_settings(Services& s, Request& req);   // GET /api/admin/settings
Response save_settings(Services& s, Request& req);  // PUT /api/admin/settings
Response list_seo(Services& s, Request& req);       // GET /api/admin/seo-settings
Response create_seo(Services& s, Request& req);     // POST /api/admin/seo-settings
Response update_seo(Services& s, Request& req);     // PUT /api/admin/seo-settings/{id}
Response remove_seo(Services& s, Request& req);     // DELETE /api/admin/seo-settings/{id}

}  // namespace api::admin_site
