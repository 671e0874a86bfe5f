// Back-office input rules.
#include "domain/admin_content.hpp"

#include <cmath>
#include <cstdio>

#include "domain/slug.hpp"
#include "domain/text.hpp"

namespace domain {

namespace {

using Errors = FieldErrors;

void fail(Errors& e, std::string_view field, std::string_view message) {
  e.push_back({std::string(field), std::string(message)});
}

std::size_t chars(std::string_view s) { return char_count(trim(s)); }

// min/max on the trimmed character count; max 0 means none.
void length(Errors& e, std::string_view field, std::string_view value, std::size_t min, std::size_t max,
            std::string_view too_short, std::string_view too_long) {
  auto n = chars(value);
  if (n < min)
    fail(e, field, too_short);
  else if (max > 0 && n > max)
    fail(e, field, too_long);
}

void at_most(Errors& e, std::string_view field, const std::optional<std::string>& value, std::size_t max,
             std::string_view message) {
  if (value && chars(*value) > max) fail(e, field, message);
}

std::string cut(std::string s, std::size_t max) {
  if (s.size() > max) s.resize(max);
  while (!s.empty() && s.back() == '-') s.pop_back();
  return s;
}

std::string digits(long long value, int width) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%0*lld", width, value);
  return buf;
}

long long millis(std::chrono::system_clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count();
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Reads exactly `n` digits at `pos`.
std::optional<int> number_at(std::string_view s, std::size_t pos, std::size_t n) {
  if (pos + n > s.size()) return std::nullopt;
  int v = 0;
  for (std::size_t i = pos; i < pos + n; ++i) {
    if (!is_digit(s[i])) return std::nullopt;
    v = v * 10 + (s[i] - '0');
  }
  return v;
}

}  // namespace

bool is_valid_image_ref(std::string_view s, bool allow_data_url) {
  if (s.empty() || s.size() > 2048 + (allow_data_url ? 8 * 1024 * 1024 : 0)) return false;
  if (s.starts_with("data:")) {
    if (!allow_data_url) return false;
    for (std::string_view prefix : {"data:image/png;base64,", "data:image/jpeg;base64,",
                                    "data:image/gif;base64,", "data:image/webp;base64,"}) {
      if (!s.starts_with(prefix)) continue;
      auto payload = s.substr(prefix.size());
      if (payload.empty()) return false;
      for (char c : payload)
        if (!(is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '+' || c == '/' ||
              c == '='))
          return false;
      return true;
    }
    return false;
  }
  if (s.size() > 2048) return false;
  if (s.starts_with("/") && !s.starts_with("//")) {
    for (char c : s)
      if (static_cast<unsigned char>(c) <= 0x20 || c == '"' || c == '\'' || c == '<' || c == '>' || c == '\\')
        return false;
    return true;
  }
  return is_valid_url(s);
}

// ---- blog posts ----

FieldErrors validate_blog_post(const BlogPostInput& in, bool category_required) {
  Errors e;
  length(e, "title", in.title, 2, 200, "Blog başlığı en az 2 karakter olmalıdır",
         "Blog başlığı en fazla 200 karakter olabilir");
  length(e, "excerpt", in.excerpt, 10, 1000, "Özet en az 10 karakter olmalıdır",
         "Özet en fazla 1000 karakter olabilir");
  length(e, "content", in.content, 50, 200000, "İçerik en az 50 karakter olmalıdır",
         "İçerik en fazla 200000 karakter olabilir");
  length(e, "category", in.category, category_required ? 1 : 0, 100, "Kategori giriniz",
         "Kategori en fazla 100 karakter olabilir");
  if (in.image_url && !is_valid_image_ref(*in.image_url, true)) fail(e, "image_url", kInvalidImageUrl);
  if (in.slug && !trim(*in.slug).empty() && make_url_slug(*in.slug).empty())
    fail(e, "slug", "Slug en az bir harf veya rakam içermelidir");
  at_most(e, "seo_title", in.seo_title, 200, "SEO başlığı en fazla 200 karakter olabilir");
  at_most(e, "seo_description", in.seo_description, 500, "SEO açıklaması en fazla 500 karakter olabilir");
  at_most(e, "seo_keywords", in.seo_keywords, 500, "SEO anahtar kelimeleri en fazla 500 karakter olabilir");
  return e;
}

std::string blog_slug(std::string_view title, std::optional<std::string_view> given,
                      std::chrono::system_clock::time_point now) {
  if (given && !trim(*given).empty()) return cut(make_url_slug(*given), 80);
  return make_slug(title, now);
}

std::string suffixed_blog_slug(std::string_view title, std::chrono::system_clock::time_point now) {
  std::string base = make_url_slug(title).empty() ? std::string("blog") : cut(make_slug(title, now), 73);
  while (!base.empty() && base.back() == '-') base.pop_back();
  return base + "-" + digits(millis(now) % 1000000, 6);
}

std::string batch_blog_slug(std::string_view title, std::chrono::system_clock::time_point now,
                            std::size_t index) {
  std::string base = cut(make_url_slug(title), 75);
  if (base.empty()) base = "blog";
  return base + "-" + digits((millis(now) + static_cast<long long>(index)) % 10000, 4);
}

FieldErrors validate_batch(std::size_t count, long long publish_count) {
  Errors e;
  if (count < 1)
    fail(e, "posts", "En az 1 içerik oluşturmalısınız");
  else if (count > kBatchMax)
    fail(e, "posts", "En fazla 10 içerik kaydedilebilir");
  if (publish_count < 0 || publish_count > static_cast<long long>(count))
    fail(e, "publish_count", "Yayınlanacak içerik sayısı 0 ile içerik sayısı arasında olmalıdır");
  return e;
}

// ---- promotions ----

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
  std::string out = "<p>";
  for (char c : trim(short_description)) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
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

// ---- categories ----

std::string category_slug(std::string_view given) { return cut(make_url_slug(trim(given)), 80); }

FieldErrors validate_category(const CategoryInput& in) {
  Errors e;
  length(e, "name", in.name, 1, 100, "Kategori adı boş olamaz",
         "Kategori adı en fazla 100 karakter olabilir");
  if (category_slug(in.slug).empty())
    fail(e, "slug", "Kategori slug değeri boş olamaz");
  else if (chars(in.slug) > 80)
    fail(e, "slug", "Kategori slug değeri en fazla 80 karakter olabilir");
  at_most(e, "description", in.description, 1000, "Açıklama en fazla 1000 karakter olabilir");
  return e;
}

// ---- splash ads ----

FieldErrors validate_splash_ad(const SplashAdInput& in) {
  Errors e;
  length(e, "title", in.title, 2, 200, "Başlık en az 2 karakter olmalıdır",
         "Başlık en fazla 200 karakter olabilir");
  if (in.href.size() > 2048 || !is_valid_url(in.href)) fail(e, "href", kInvalidUrl);
  if (char_count(in.image_url) < 10 || !is_valid_image_ref(in.image_url, false))
    fail(e, "image_url", "Geçerli bir resim yükleyin veya URL girin");
  return e;
}

// ---- hero and settings ----

FieldErrors validate_hero(const HeroInput& in) {
  Errors e;
  auto required = [&](std::string_view field, const std::string& v, std::string_view message) {
    length(e, field, v, 1, 500, message, "En fazla 500 karakter olabilir");
  };
  required("upper_title", in.upper_title, "Üst başlık gereklidir");
  required("main_title", in.main_title, "Ana başlık gereklidir");
  required("highlighted_text", in.highlighted_text, "Vurgulanacak metin gereklidir");
  required("description", in.description, "Açıklama gereklidir");
  required("button_text", in.button_text, "Buton metni gereklidir");
  auto url = trim(in.button_url);
  if (url.empty()) {
    fail(e, "button_url", "Buton URL gereklidir");
  } else {
    bool ok =
        url.size() <= 2048 &&
        (is_valid_url(url) || ((url.starts_with("/") && !url.starts_with("//")) || url.starts_with("#")));
    for (char c : url) ok = ok && static_cast<unsigned char>(c) > 0x20 && c != '"' && c != '<' && c != '>';
    if (!ok) fail(e, "button_url", "Geçerli bir buton URL giriniz");
  }
  return e;
}

FieldErrors validate_settings(const std::optional<std::string>& blog_section_text) {
  Errors e;
  at_most(e, "blog_section_text", blog_section_text, 20000, "İçerik en fazla 20000 karakter olabilir");
  return e;
}

// ---- page SEO ----

FieldErrors validate_seo_setting(const SeoSettingInput& in) {
  Errors e;
  length(e, "page_name", in.page_name, 1, 100, "Sayfa adı gereklidir",
         "Sayfa adı en fazla 100 karakter olabilir");
  auto path = trim(in.page_path);
  bool path_ok = path.starts_with("/") && path.size() <= 200;
  for (char c : path) path_ok = path_ok && static_cast<unsigned char>(c) > 0x20;
  if (!path_ok) fail(e, "page_path", "Sayfa yolu / ile başlamalıdır");
  if (chars(in.title) > 200) fail(e, "title", "SEO başlığı en fazla 200 karakter olabilir");
  if (chars(in.description) > 500) fail(e, "description", "SEO açıklaması en fazla 500 karakter olabilir");
  if (chars(in.keywords) > 500) fail(e, "keywords", "Anahtar kelimeler en fazla 500 karakter olabilir");
  return e;
}

// ---- scheduled publishing ----

int daily_publish_count_from(std::string_view text) {
  auto t = trim(text);
  if (t.empty() || t.size() > 6) return 1;
  int sign = 1;
  std::size_t i = 0;
  if (t[0] == '-') {
    sign = -1;
    i = 1;
  }
  if (i == t.size()) return 1;
  int v = 0;
  for (; i < t.size(); ++i) {
    if (!is_digit(t[i])) return 1;
    v = v * 10 + (t[i] - '0');
  }
  return sign * v;
}

FieldErrors validate_daily_publish_count(long long count) {
  Errors e;
  if (count < kDailyPublishMin)
    fail(e, "daily_publish_count", "Günlük yayın sayısı en az 1 olmalıdır");
  else if (count > kDailyPublishMax)
    fail(e, "daily_publish_count", "Günlük yayın sayısı en fazla 10 olabilir");
  return e;
}

// ---- dashboard ----

std::optional<double> month_over_month(long long now_total, long long before_total) {
  if (before_total <= 0) return std::nullopt;
  double pct = static_cast<double>(now_total - before_total) * 100.0 / static_cast<double>(before_total);
  return std::round(pct * 10.0) / 10.0;
}

}  // namespace domain
