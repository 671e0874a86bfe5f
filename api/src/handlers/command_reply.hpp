// How every command answers: the projected entity once applied, 409 when the projector refused
// the event (dead letter), 202 with the event id when the projector is slower than the wait.
// And the endings the admin resources share: one entity by its path id, a removal (lists: list_page.hpp).
#pragma once
#include <functional>
#include <optional>
#include <string>

#include "domain/field_error.hpp"
#include "events/typed.hpp"
#include "http/types.hpp"
#include "services.hpp"
#include "storage/sql_text.hpp"

namespace api {

Response command_reply(Services& s, const CommandOutcome& outcome, http::status success,
                       const std::function<std::optional<std::string>()>& read_entity);

// The dead-letter check as a scalar subquery: the reason the projector refused event $1, or NULL.
inline constexpr storage::SqlText kDeadLetterOf("(SELECT reason FROM dead_letters WHERE event_id = $1 LIMIT 1)");

// command_reply with the dead-letter check and the entity's read back in one round trip: `sql`,
// prepared as `name`, returns one row of two columns, kDeadLetterOf ($1, the event id) and the
// entity's JSON text ($2, its id; NULL when it is not there).
Response command_reply_with(Services& s, const CommandOutcome& outcome, http::status success, const char* name,
                            const char* sql, const std::string& id);

// command_reply, reading the entity back with `sql` ($1 = id) once the projection has it.
Response reply(Services& s, const CommandOutcome& outcome, http::status success, const char* sql,
               const std::string& id);

// A removal's answer: 204 once the projection applied it (command_reply's other answers else).
Response removed_reply(Services& s, const CommandOutcome& outcome);

// A save's payload, marked as the restore of a version when the request runs as one.
template <class P>
P restoring(const Request& req, P payload) {
  payload.restored_from = req.restored_from;
  return payload;
}

// The ending of a removal the handler has checked: `Deleted{.id = id}` published, then removed_reply.
template <class Deleted>
Response publish_removal(Services& s, Request& req, const std::string& id) {
  return removed_reply(s, s.commands.publish(req, events::make_event(req.actor, id, Deleted{.id = id})));
}

// GET of one entity: the JSON text `sql` returns for the path's {id} ($1), 404 with
// `not_found_message` when the id is malformed or names no row.
Response get_reply(Services& s, Request& req, const char* sql, std::string_view not_found_message);

// Publishes indexing.requested for a public path on the jobs topic. The change it follows is
// already stored, so a broker failure here is logged, not answered as an error.
void request_indexing(Services& s, Request& req, const std::string& path, std::string_view entity,
                      const std::string& id);

// 422 with the first error as message/field and all of them under "details".
ApiError validation_failed(const domain::FieldErrors& errors);

}  // namespace api
