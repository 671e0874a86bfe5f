// The history of an entity: what changed between two of its stored states, field by field. The
// states are the whole entity after each event (the history projection keeps them); the api
// reads them as JSON and hands them here as named values, so this stays free of any JSON library.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace domain {

// How a field is shown: rich (stored HTML, or lines: shown as readable plain text), text (other
// strings), value (numbers, flags, lists).
enum class ChangeKind { text, rich, value };
std::string_view change_kind_name(ChangeKind kind);  // "text", "rich", "value"

// One field's value in a state: its JSON text, and its text when it is a string (or a list of
// strings, as lines).
struct FieldValue {
  std::string json;
  std::optional<std::string> text;
};
using EntityState = std::vector<std::pair<std::string, FieldValue>>;  // in the payload's field order

// A field that differs. For a rich field `old_text`/`new_text` hold the readable plain text of
// the HTML (tags dropped, block ends as newlines); for the others the JSON is shown as it is.
// A field absent (or null) on one side has no value there.
struct FieldChange {
  std::string field;
  ChangeKind kind = ChangeKind::value;
  std::optional<FieldValue> old_value, new_value;
};

// The kind of a state field by its name and whether its value is text.
ChangeKind field_kind(std::string_view field, bool is_text);

// The fields whose value differs between `before` and `after`, in `after`'s order, then the ones
// only `before` has. Bookkeeping fields that change on every save (updated_at) are left out, and
// a rich field whose readable text did not change (only its markup did) too.
std::vector<FieldChange> diff_states(const EntityState& before, const EntityState& after);

}  // namespace domain
