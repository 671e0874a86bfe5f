// Comment validation.
#include "domain/comment.hpp"

#include <cmath>

#include "domain/text.hpp"

namespace domain {
namespace {

// ASCII controls (and DEL); `allow_line_breaks` lets tab, CR and LF through.
bool has_control(std::string_view s, bool allow_line_breaks) {
  for (char c : s) {
    const auto b = static_cast<unsigned char>(c);
    if (allow_line_breaks && (c == '\t' || c == '\r' || c == '\n')) continue;
    if (b < 0x20U || b == 0x7FU) return true;
  }
  return false;
}

}  // namespace

FieldErrors validate_comment(const CommentInput& in) {
  FieldErrors errors;
  const std::string_view name = trim(in.user_name);
  if (name.empty()) {
    errors.push_back({"user_name", "Lütfen kullanıcı adınızı girin"});
  } else if (char_count(name) > kCommentUserNameMax) {
    errors.push_back({"user_name", "Kullanıcı adı en fazla 60 karakter olabilir"});
  } else if (has_control(name, false)) {
    errors.push_back({"user_name", "Kullanıcı adı geçersiz karakterler içeriyor"});
  }

  if (trim(in.comment).empty()) {
    errors.push_back({"comment", "Lütfen yorumunuzu yazın"});
  } else if (char_count(in.comment) > kCommentTextMax) {
    errors.push_back({"comment", "Yorum en fazla 2000 karakter olabilir"});
  } else if (has_control(in.comment, true)) {
    errors.push_back({"comment", "Yorum geçersiz karakterler içeriyor"});
  }

  if (in.rating) {
    const double r = *in.rating;
    if (!std::isfinite(r) || r != std::floor(r) || r < kRatingMin || r > kRatingMax)
      errors.push_back({"rating", "Puan 1 ile 5 arasında olmalıdır"});
  }
  return errors;
}

int comment_rating(const CommentInput& in) {
  return in.rating ? static_cast<int>(*in.rating) : kRatingDefault;
}

}  // namespace domain
