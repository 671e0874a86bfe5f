// How every command answers: the projected entity once applied, 409 when the projector refused
// the event (dead letter), 202 with the event id when the projector is slower than the wait.
#pragma once
#include <functional>
#include <optional>
#include <string>

#include "domain/field_error.hpp"
#include "http/types.hpp"
#include "services.hpp"

namespace api {

Response command_reply(Services& s, const CommandOutcome& outcome, http::status success,
                       const std::function<std::optional<std::string>()>& read_entity);

// command_reply, reading the entity back with `sql` ($1 = id) once the projection has it.
Response reply(Services& s, const CommandOutcome& outcome, http::status success, const char* sql,
               const std::string& id);

// Publishes indexing.requested for a public path on the jobs topic. The change it follows is
// already stored, so a broker failure here is logged, not answered as an error.
void request_indexing(Services& s, Request& req, const std::string& path, std::string_view entity,
                      const std::string& id);

// 422 with the first error as message/field and all of them under "details".
ApiError validation_failed(const domain::FieldErrors& errors);

}  // namespace api
