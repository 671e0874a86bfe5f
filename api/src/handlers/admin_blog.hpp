// Blog posts in the back office: list, form read, create, update, publish, revert to draft,
// delete, and the batch save of generated posts.
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::admin_blog {

Response list(Services& s, Request& req);       // GET /api/admin/blog-posts
Response bulk(Services& s, Request& req);    // POST /api/admin/bulk/blog-posts (handlers/bulk.hpp)
Response get(Services& s, Request& req);        // GET /api/admin/blog-posts/{id}
Response create(Services& s, Request& req);     // POST /api/admin/blog-posts
Response update(Services& s, Request& req);     // PUT /api/admin/blog-posts/{id}
Response publish(Services& s, Request& req);    // POST /api/admin/blog-posts/{id}/publish
Response unpublish(Services& s, Request& req);  // POST /api/admin/blog-posts/{id}/unpublish
Response remove(Services& s, Request& req);     // DELETE /api/admin/blog-posts/{id}
Response batch(Services& s, Request& req);      // POST /api/admin/blog-posts/batch

}  // namespace api::admin_blog
