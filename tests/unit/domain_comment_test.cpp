// Visitor comment validation: the spec's messages, the added limits and the default rating.
#include <gtest/gtest.h>

#include <limits>
#include <string>

#include "domain/comment.hpp"

namespace {

using domain::CommentInput;
using domain::FieldError;
using domain::FieldErrors;
using domain::validate_comment;

const FieldError kNameMissing{"user_name", "Lütfen kullanıcı adınızı girin"};
const FieldError kNameLong{"user_name", "Kullanıcı adı en fazla 60 karakter olabilir"};
const FieldError kNameControl{"user_name", "Kullanıcı adı geçersiz karakterler içeriyor"};
const FieldError kCommentMissing{"comment", "Lütfen yorumunuzu yazın"};
const FieldError kCommentLong{"comment", "Yorum en fazla 2000 karakter olabilir"};
const FieldError kCommentControl{"comment", "Yorum geçersiz karakterler içeriyor"};
const FieldError kRating{"rating", "Puan 1 ile 5 arasında olmalıdır"};

std::string repeat(std::string_view ch, std::size_t n) {
  std::string out;
  for (std::size_t i = 0; i < n; ++i) out += ch;
  return out;
}

CommentInput valid() { return {"Ayşe", "Çekimler hızlı, tavsiye ederim.", 4}; }

TEST(DomainComment, ValidInputHasNoErrors) { EXPECT_EQ(validate_comment(valid()), FieldErrors{}); }

TEST(DomainComment, BlankFieldsGiveTheSpecsMessages) {
  EXPECT_EQ(validate_comment({"", "", std::nullopt}), (FieldErrors{kNameMissing, kCommentMissing}));
  EXPECT_EQ(validate_comment({"  \t", " \n ", std::nullopt}), (FieldErrors{kNameMissing, kCommentMissing}));
  EXPECT_EQ(validate_comment({"\xC2\xA0", "x", std::nullopt}), FieldErrors{kNameMissing})
      << "no-break space is blank";
}

TEST(DomainComment, RatingDefaultsToFive) {
  CommentInput in = valid();
  in.rating.reset();
  EXPECT_EQ(validate_comment(in), FieldErrors{});
  EXPECT_EQ(domain::comment_rating(in), 5);
  in.rating = 2;
  EXPECT_EQ(domain::comment_rating(in), 2);
}

TEST(DomainComment, RatingMustBeAWholeNumberFromOneToFive) {
  for (double ok : {1.0, 2.0, 3.0, 4.0, 5.0}) {
    CommentInput in = valid();
    in.rating = ok;
    EXPECT_EQ(validate_comment(in), FieldErrors{}) << ok;
  }
  for (double bad : {0.0, 6.0, -1.0, 4.5, 1e9, std::numeric_limits<double>::quiet_NaN(),
                     std::numeric_limits<double>::infinity()}) {
    CommentInput in = valid();
    in.rating = bad;
    EXPECT_EQ(validate_comment(in), FieldErrors{kRating}) << bad;
  }
}

TEST(DomainComment, UserNameAtMostSixtyCharactersAfterTrimming) {
  CommentInput in = valid();
  in.user_name = repeat("ş", 60);
  EXPECT_EQ(validate_comment(in), FieldErrors{});
  in.user_name = "  " + repeat("ş", 60) + "  ";
  EXPECT_EQ(validate_comment(in), FieldErrors{});
  in.user_name = repeat("ş", 61);
  EXPECT_EQ(validate_comment(in), FieldErrors{kNameLong});
}

TEST(DomainComment, CommentAtMostTwoThousandCharacters) {
  CommentInput in = valid();
  in.comment = repeat("ğ", 2000);
  EXPECT_EQ(validate_comment(in), FieldErrors{});
  in.comment = repeat("ğ", 2001);
  EXPECT_EQ(validate_comment(in), FieldErrors{kCommentLong});
}

TEST(DomainComment, ControlCharactersAreRefusedButLineBreaksAllowedInTheComment) {
  CommentInput in = valid();
  in.comment = "satır 1\nsatır 2\r\n\tgirintili";
  EXPECT_EQ(validate_comment(in), FieldErrors{});
  in.comment = std::string("boş\0bayt", 8);
  EXPECT_EQ(validate_comment(in), FieldErrors{kCommentControl});
  in = valid();
  in.user_name = "Ali\nVeli";
  EXPECT_EQ(validate_comment(in), FieldErrors{kNameControl});
}

TEST(DomainComment, MarkupIsNotAValidationConcern) {
  CommentInput in = valid();
  in.user_name = "<b>Mehmet</b>";
  in.comment = "<script>alert('x')</script> & <img src=x onerror=alert(1)>";
  EXPECT_EQ(validate_comment(in), FieldErrors{}) << "plain text: stored as written, escaped when shown";
}

TEST(DomainComment, EveryFailingFieldIsReportedInOrder) {
  EXPECT_EQ(validate_comment({repeat("a", 61), "", 0}), (FieldErrors{kNameLong, kCommentMissing, kRating}));
}

}  // namespace
