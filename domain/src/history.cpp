// Field-by-field differences between two states of an entity (the history's "what changed").
#include "domain/history.hpp"

#include <algorithm>
#include <array>

#include "domain/plain_text.hpp"

namespace domain {

namespace {

// Stored HTML, or text kept as lines (a promotion's terms): shown as readable text.
constexpr std::array<std::string_view, 5> kRichFields{"description", "content", "details", "terms",
                                                      "blog_section_text"};
// Changed by every save, or bookkeeping of the log itself: never a difference worth showing.
constexpr std::array<std::string_view, 3> kIgnored{"updated_at", "restored_from", "id"};

bool ignored(std::string_view field) { return std::find(kIgnored.begin(), kIgnored.end(), field) != kIgnored.end(); }

const FieldValue* find(const EntityState& state, std::string_view field) {
  for (const auto& [name, value] : state)
    if (name == field) return value.json == "null" ? nullptr : &value;
  return nullptr;
}

// A value as shown: a rich field's text made readable once, here.
std::optional<FieldValue> shown(const FieldValue* v, ChangeKind kind) {
  if (!v) return std::nullopt;
  FieldValue out = *v;
  if (kind == ChangeKind::rich && out.text) out.text = html_to_text(*out.text, BlockEnds::newline);
  return out;
}

void compare(std::vector<FieldChange>& out, std::string_view field, const FieldValue* a, const FieldValue* b) {
  if (ignored(field)) return;
  if (!a && !b) return;
  if (a && b && a->json == b->json) return;
  const bool is_text = (a && a->text) || (b && b->text);
  const ChangeKind kind = field_kind(field, is_text);
  auto before = shown(a, kind), after = shown(b, kind);
  // A rich field whose readable text is the same changed only its markup.
  if (kind == ChangeKind::rich && before && after && before->text && after->text && *before->text == *after->text) return;
  out.push_back({std::string(field), kind, std::move(before), std::move(after)});
}

}  // namespace

std::string_view change_kind_name(ChangeKind kind) {
  switch (kind) {
    case ChangeKind::text: return "text";
    case ChangeKind::rich: return "rich";
    case ChangeKind::value: break;
  }
  return "value";
}

ChangeKind field_kind(std::string_view field, bool is_text) {
  if (!is_text) return ChangeKind::value;
  if (std::find(kRichFields.begin(), kRichFields.end(), field) != kRichFields.end()) return ChangeKind::rich;
  return ChangeKind::text;
}

std::vector<FieldChange> diff_states(const EntityState& before, const EntityState& after) {
  std::vector<FieldChange> out;
  for (const auto& [name, value] : after) compare(out, name, find(before, name), find(after, name));
  for (const auto& field : before) {
    const auto& name = field.first;  // a named reference: older clang cannot capture a structured binding
    if (std::none_of(after.begin(), after.end(), [&](const auto& f) { return f.first == name; }))
      compare(out, name, find(before, name), nullptr);
  }
  return out;
}

}  // namespace domain
