// Headers every answer carries so a browser cannot be turned against the site: no content-type
// sniffing, no full URLs leaked to other sites, and for pages a Content-Security-Policy that runs
// only the site's own scripts and lets no other site frame the back office.
#pragma once
#include <string_view>

#include "http/types.hpp"

namespace api {

// The policy of the web app's pages. Scripts only from the site itself (the initial data and
// JSON-LD are not scripts the browser runs); inline style attributes are allowed (the page list
// for readers without JavaScript, the editor's alignment); pictures may come from any https origin
// (casino logos are external links). `frame_ancestors` is 'none' for /admin, 'self' elsewhere.
std::string content_security_policy(std::string_view frame_ancestors);

// Adds the headers to `res` for the request path `path` (unless the handler set them). Whether
// the path is the back office's is decided on its normalized form (is_admin_path).
void add_security_headers(Response& res, std::string_view path);

// True when `path`, percent-decoded, with empty and "." segments dropped and ".." applied (what
// a browser or the web app's router makes of it), is /admin or under it: /%61dmin, //admin and
// /x/../admin are the back office too.
bool is_admin_path(std::string_view path);

// Every answer carries Strict-Transport-Security from now on: set at start when the public
// origin is https (a browser that reached the site over TLS never uses plain http for it again).
void set_strict_transport_security(bool on);

}  // namespace api
