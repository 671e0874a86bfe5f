// Promotions: the form's input rules, terms, the stored description, expiry dates, status and the public path.
#include "domain/promotion_rules.hpp"

#include "domain/slug.hpp"
#include "domain/text.hpp"
#include "form_rules.hpp"

namespace domain {

using namespace rules;
using Errors = FieldErrors;

FieldErrors validate_promotion(const PromotionInput& in) {
  Errors e;
  length(e, "title", in.title, 2, 200, "Promosyon başlığı en az 2 karakter olmalıdır",
         "Promosyon başlığı en fazla 200 karakter olabilir");
  length(e, "short_description", in.short_description, 10, 500, "Kısa açıklama en az 10 karakter olmalıdır",
         "Kısa açıklama en fazla 500 karakter olabilir");
  if (chars(in.description) > 50000) fail(e, "description", "Açıklama en fazla 50000 karakter olabilir");
  if (in.url.size() > 2048 || !is_valid_url(in.url)) fail(e, "url", kInvalidUrl);
  if (in.casino_id && !looks_like_uuid(*in.casino_id)) fail(e, "casino_id", "Geçerli bir casino seçiniz");
  if (in.category_id && !looks_like_uuid(*in.category_id))
    fail(e, "category_id", "Geçerli bir kategori seçiniz");
  if (in.image_url && !is_valid_image_ref(*in.image_url, false)) fail(e, "image_url", kInvalidImageUrl);
  at_most(e, "promotion_code", in.promotion_code, 100, "Promosyon kodu en fazla 100 karakter olabilir");
  if (in.expiry_date && !normalise_expiry_date(*in.expiry_date))
    fail(e, "expiry_date", "Geçerli bir bitiş tarihi giriniz");
  bool terms_ok = in.terms.size() <= 50;
  for (const auto& t : in.terms) terms_ok = terms_ok && char_count(t) <= 500;
  if (!terms_ok) fail(e, "terms", "Şartlar en fazla 50 satır, satır başına 500 karakter olabilir");
  return e;
}

std::vector<std::string> terms_from_text(std::string_view text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    auto end = text.find('\n', start);
    auto line =
        trim(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    if (!line.empty()) out.emplace_back(line);
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return out;
}

std::string compose_promotion_description(std::string_view short_description, std::string_view full_html) {
  std::string out = "<p>" + escape_markup(trim(short_description), ApostropheEntity::numeric);
  out += "</p>";
  out += trim(full_html);
  return out;
}

std::optional<std::string> normalise_expiry_date(std::string_view text) {
  using namespace std::chrono;
  auto s = trim(text);
  auto y = number_at(s, 0, 4), mo = number_at(s, 5, 2), d = number_at(s, 8, 2);
  if (!y || !mo || !d || s[4] != '-' || s[7] != '-') return std::nullopt;
  year_month_day ymd{year{*y}, month{static_cast<unsigned>(*mo)}, day{static_cast<unsigned>(*d)}};
  if (!ymd.ok() || *y < 2000 || *y > 2999) return std::nullopt;
  sys_time<milliseconds> t = sys_days(ymd);
  if (s.size() == 10) {
    t += hours(24) - milliseconds(1);  // through the last day
  } else {
    if (s[10] != 'T' && s[10] != ' ') return std::nullopt;
    auto h = number_at(s, 11, 2), mi = number_at(s, 14, 2);
    if (!h || !mi || s.size() < 16 || s[13] != ':' || *h > 23 || *mi > 59) return std::nullopt;
    t += hours(*h) + minutes(*mi);
    std::size_t pos = 16;
    if (pos < s.size() && s[pos] == ':') {
      auto sec = number_at(s, pos + 1, 2);
      if (!sec || *sec > 59) return std::nullopt;
      t += seconds(*sec);
      pos += 3;
      if (pos < s.size() && s[pos] == '.') {
        ++pos;
        int ms = 0, n = 0;
        while (pos < s.size() && is_digit(s[pos])) {
          if (n < 3) ms = ms * 10 + (s[pos] - '0');
          ++n;
          ++pos;
        }
        if (n == 0) return std::nullopt;
        for (; n < 3; ++n) ms *= 10;
        t += milliseconds(ms);
      }
    }
    if (pos < s.size()) {
      if (s[pos] == 'Z' && pos + 1 == s.size()) {
      } else if ((s[pos] == '+' || s[pos] == '-') && s.size() == pos + 6 && s[pos + 3] == ':') {
        auto oh = number_at(s, pos + 1, 2), om = number_at(s, pos + 4, 2);
        if (!oh || !om || *oh > 14 || *om > 59) return std::nullopt;
        auto offset = hours(*oh) + minutes(*om);
        t = s[pos] == '+' ? t - offset : t + offset;
      } else {
        return std::nullopt;
      }
    }
  }
  auto day_part = floor<days>(t);
  year_month_day out{day_part};
  hh_mm_ss<milliseconds> tod{t - day_part};
  char buf[40];
  std::snprintf(buf, sizeof buf, "%04d-%02u-%02uT%02d:%02d:%02d.%03dZ", static_cast<int>(out.year()),
                static_cast<unsigned>(out.month()), static_cast<unsigned>(out.day()),
                static_cast<int>(tod.hours().count()), static_cast<int>(tod.minutes().count()),
                static_cast<int>(tod.seconds().count()), static_cast<int>(tod.subseconds().count()));
  return std::string(buf);
}

PromotionStatus promotion_status(bool is_active, std::optional<std::chrono::system_clock::time_point> expiry,
                                 std::chrono::system_clock::time_point now) {
  if (expiry && *expiry < now) return PromotionStatus::expired;
  return is_active ? PromotionStatus::active : PromotionStatus::inactive;
}

std::string_view promotion_status_name(PromotionStatus s) {
  switch (s) {
    case PromotionStatus::active:
      return "active";
    case PromotionStatus::inactive:
      return "inactive";
    case PromotionStatus::expired:
      return "expired";
  }
  return "inactive";
}

std::string_view promotion_status_label(PromotionStatus s) {
  switch (s) {
    case PromotionStatus::active:
      return "Aktif";
    case PromotionStatus::inactive:
      return "Pasif";
    case PromotionStatus::expired:
      return "Süresi Dolmuş";
  }
  return "Pasif";
}

std::string promotion_public_path(std::optional<std::string_view> casino_slug, std::string_view title) {
  std::string casino = casino_slug && !casino_slug->empty() ? std::string(*casino_slug) : "diger";
  return "/bonuslar/" + casino + "/" + make_url_slug(title);
}

}  // namespace domain
