// A visitor's comment on a promotion: the public form's rules (public spec section 5) plus the
// length limits the original lacked. Comments are plain text and never interpreted as HTML.
#pragma once
#include <cstddef>
#include <optional>
#include <string>

#include "domain/field_error.hpp"

namespace domain {

inline constexpr std::size_t kCommentUserNameMax = 60;
inline constexpr std::size_t kCommentTextMax = 2000;
inline constexpr int kRatingMin = 1;
inline constexpr int kRatingMax = 5;
inline constexpr int kRatingDefault = 5;

struct CommentInput {
  std::string user_name;         // as received; stored trimmed
  std::string comment;           // as received; stored exactly as written
  std::optional<double> rating;  // absent: kRatingDefault
};

// All failures, in field order user_name, comment, rating. Messages:
//  user_name blank after trimming        -> "Lütfen kullanıcı adınızı girin"
//  user_name over 60 characters (trimmed) -> "Kullanıcı adı en fazla 60 karakter olabilir"
//  user_name with control characters      -> "Kullanıcı adı geçersiz karakterler içeriyor"
//  comment blank after trimming           -> "Lütfen yorumunuzu yazın"
//  comment over 2000 characters           -> "Yorum en fazla 2000 karakter olabilir"
//  comment with control characters other than tab, CR and LF
//                                         -> "Yorum geçersiz karakterler içeriyor"
//  rating not a whole number in 1..5      -> "Puan 1 ile 5 arasında olmalıdır"
FieldErrors validate_comment(const CommentInput& in);

// The rating to store: the given one (valid input assumed), else 5.
int comment_rating(const CommentInput& in);

}  // namespace domain
