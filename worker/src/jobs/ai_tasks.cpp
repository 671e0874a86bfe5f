// Prompts and reply readers of the AI writing tasks.
#include "jobs/ai_tasks.hpp"

#include <boost/json.hpp>
#include <optional>

#include "domain/html_sanitizer.hpp"
#include "domain/plain_text.hpp"
#include "domain/text.hpp"

namespace worker::ai {

namespace json = boost::json;
using events::payload::AiIdea;
using events::payload::AiPost;
using events::payload::AiSeo;

namespace {

constexpr std::string_view kSystem =
    "Sen Türkçe yazan, casino ve bahis bonusları konusunda uzman bir içerik editörüsün. Doğru, "
    "sorumlu oyunu öne çıkaran ve okunabilir metinler yazarsın. İstenen biçimin dışında hiçbir şey yazma.";

Prompt make(std::string user, int max_tokens, double temperature) {
  return {{{"system", std::string(kSystem)}, {"user", std::move(user)}}, max_tokens, temperature};
}

// The JSON inside a reply: the whole reply, or the part inside a ``` fence, or from the first
// '{' (or '[') to the last matching closer. nullopt when none parses.
std::optional<json::value> find_json(std::string_view reply, char open, char close) {
  auto try_parse = [](std::string_view s) -> std::optional<json::value> {
    boost::system::error_code ec;
    auto v = json::parse(s, ec);
    if (ec) return std::nullopt;
    return v;
  };
  if (auto v = try_parse(domain::trim(reply))) return v;
  auto first = reply.find(open);
  auto last = reply.rfind(close);
  if (first != std::string_view::npos && last != std::string_view::npos && last > first)
    if (auto v = try_parse(reply.substr(first, last - first + 1))) return v;
  return std::nullopt;
}

std::string text_of(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (!v) return "";
  if (v->is_string()) return std::string(domain::trim(v->get_string()));
  return "";
}

// Keywords given as an array of strings or one comma-separated string; trimmed, blanks dropped.
std::vector<std::string> keywords_of(const json::object& o, std::string_view key) {
  std::vector<std::string> out;
  const auto* v = o.if_contains(key);
  auto add = [&](std::string_view k) {
    auto t = domain::trim(k);
    if (!t.empty()) out.emplace_back(t);
  };
  if (!v) return out;
  if (v->is_array()) {
    for (const auto& item : v->get_array())
      if (item.is_string()) add(item.get_string());
  } else if (v->is_string()) {
    std::string_view s = v->get_string();
    for (std::size_t start = 0; start <= s.size();) {
      auto comma = s.find(',', start);
      if (comma == std::string_view::npos) comma = s.size();
      add(s.substr(start, comma - start));
      start = comma + 1;
    }
  }
  return out;
}

std::string join(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : ", ") + i;
  return out;
}

// Text without markup becomes paragraphs (blank lines separate them); HTML is kept. Both are
// cleaned by the admin allow-list.
std::string as_html(std::string_view text) {
  std::string_view t = domain::trim(text);
  if (t.find('<') != std::string_view::npos) return domain::sanitize_html(t);
  std::string html;
  std::size_t start = 0;
  while (start < t.size()) {
    auto end = t.find("\n\n", start);
    if (end == std::string_view::npos) end = t.size();
    auto para = domain::trim(t.substr(start, end - start));
    if (!para.empty()) html += "<p>" + domain::escape_markup(para, domain::ApostropheEntity::numeric) + "</p>";
    start = end + 2;
  }
  return domain::sanitize_html(html);
}

std::string cut(std::string_view text, std::size_t chars) { return domain::truncate_chars(text, chars); }

}  // namespace

Prompt blog_prompt(std::string_view topic, std::string_view brief) {
  std::string user = "Konu: " + std::string(topic) + "\n";
  if (!brief.empty()) user += "Yazının kapsamı: " + std::string(brief) + "\n";
  user +=
      "Bu konuda Türkçe bir blog yazısı yaz. İçerik en az 300 kelime olsun ve HTML olarak <p>, <h2>, <h3>, "
      "<ul>, <li> etiketleriyle yazılsın. Yanıtı yalnızca şu JSON biçiminde ver: "
      "{\"title\": \"...\", \"excerpt\": \"1-2 cümlelik özet\", \"content\": \"<p>...</p>\", "
      "\"suggested_keywords\": [\"...\", \"...\"]}";
  return make(std::move(user), 10000, 0.7);
}

Prompt seo_prompt(std::string_view content) {
  return make("Aşağıdaki içerik için SEO meta verileri üret. Başlık en fazla 60, açıklama en fazla 160 karakter "
              "olsun; anahtar kelimeler virgülle ayrılsın. Yanıtı yalnızca şu JSON biçiminde ver: "
              "{\"title\": \"...\", \"description\": \"...\", \"keywords\": \"a, b, c\"}\n\nİçerik:\n" +
                  cut(domain::html_to_text(content), kSeoInputChars),
              300, 0.7);
}

Prompt expand_prompt(std::string_view content) {
  return make("Aşağıdaki HTML blog içeriğini en az 200 kelime ekleyerek genişlet. Mevcut metni koru, yeni "
              "paragraflar ve alt başlıklar ekle. Yanıt olarak yalnızca genişletilmiş içeriğin tamamını HTML "
              "(<p>, <h2>, <h3>, <ul>, <li>) olarak ver.\n\nİçerik:\n" +
                  std::string(content),
              10000, 0.7);
}

Prompt ideas_prompt(std::string_view topic, int count) {
  return make("Konu: " + std::string(topic) + "\nBu konuda " + std::to_string(count) +
                  " farklı Türkçe blog yazısı fikri üret. Yanıtı yalnızca şu JSON dizisi biçiminde ver: "
                  "[{\"title\": \"...\", \"brief\": \"yazının kapsamını anlatan 1-2 cümle\"}]",
              2000, 0.8);
}

Prompt page_seo_prompt(std::string_view page_name, std::string_view content) {
  return make("Sayfa: " + std::string(page_name) +
                  "\nBu sayfa için 3 farklı SEO önerisi üret. Başlıklar 60 karakterden, açıklamalar 160 karakterden "
                  "kısa olsun; anahtar kelimeler virgülle ayrılsın. Yanıtı yalnızca şu JSON biçiminde ver: "
                  "{\"suggestions\": [{\"title\": \"...\", \"description\": \"...\", \"keywords\": \"a, b\"}]}"
                  "\n\nSayfa içeriği:\n" +
                  cut(domain::html_to_text(content), kPageSeoInputChars),
              1000, 0.7);
}

std::int64_t word_count(std::string_view html) {
  std::string text = domain::html_to_text(html);
  std::int64_t words = 0;
  bool in_word = false;
  for (unsigned char c : text) {
    bool space = c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
    if (!space && !in_word) ++words;
    in_word = !space;
  }
  return words;
}

AiPost read_blog(std::string_view reply, std::string_view topic) {
  AiPost post;
  auto v = find_json(reply, '{', '}');
  if (v && v->is_object()) {
    const auto& o = v->get_object();
    post.title = text_of(o, "title");
    post.excerpt = text_of(o, "excerpt");
    post.content = as_html(text_of(o, "content"));
    post.keywords = keywords_of(o, "suggested_keywords");
    if (post.keywords.empty()) post.keywords = keywords_of(o, "keywords");
  }
  if (!v || post.title.empty() || post.content.empty()) {
    // The spec's fallback: a generic title, a note as the excerpt, the raw text as the content.
    post = {};
    auto t = domain::trim(topic);
    post.title = t.empty() ? "Yeni Blog Yazısı" : std::string(t) + " Hakkında Bilmeniz Gerekenler";
    post.excerpt = "Bu içerik otomatik olarak oluşturulmuştur.";
    post.content = as_html(reply);
    post.keywords = {"casino", "bahis", "oyun"};
    post.fallback = true;
  }
  if (post.excerpt.empty()) post.excerpt = cut(domain::html_to_text(post.content), 150);
  post.word_count = word_count(post.content);
  return post;
}

AiSeo read_seo(std::string_view reply) {
  auto v = find_json(reply, '{', '}');
  if (v && v->is_object()) {
    const auto& o = v->get_object();
    AiSeo seo{text_of(o, "title"), text_of(o, "description"), join(keywords_of(o, "keywords"))};
    if (!seo.title.empty() && !seo.description.empty()) return seo;
  }
  return {"SEO Başlığı", "Bu SEO açıklaması otomatik olarak oluşturulmuştur.", "casino, bahis, oyun"};
}

std::string read_expanded(std::string_view reply) {
  std::string_view t = domain::trim(reply);
  // A fenced reply: the part inside the fence.
  if (t.rfind("```", 0) == 0) {
    auto nl = t.find('\n');
    auto end = t.rfind("```");
    if (nl != std::string_view::npos && end > nl) t = domain::trim(t.substr(nl + 1, end - nl - 1));
  }
  return as_html(t);
}

std::vector<AiIdea> read_ideas(std::string_view reply, std::string_view topic, int count) {
  std::vector<AiIdea> ideas;
  auto v = find_json(reply, '[', ']');
  const json::array* items = nullptr;
  if (v && v->is_array()) items = &v->get_array();
  if (v && v->is_object())
    if (auto* inner = v->get_object().if_contains("ideas"); inner && inner->is_array()) items = &inner->get_array();
  if (!items) {
    if (auto o = find_json(reply, '{', '}'); o && o->is_object())
      if (auto* inner = o->get_object().if_contains("ideas"); inner && inner->is_array()) {
        v = o;
        items = &v->get_object().at("ideas").get_array();
      }
  }
  if (items)
    for (const auto& item : *items) {
      if (!item.is_object()) continue;
      AiIdea idea{text_of(item.get_object(), "title"), text_of(item.get_object(), "brief")};
      if (!idea.title.empty()) ideas.push_back(std::move(idea));
      if (static_cast<int>(ideas.size()) == count) break;
    }
  // The spec's fallback: titles built from the topic.
  static constexpr std::string_view kAngles[] = {
      "Rehberi",          "Hakkında Bilinmesi Gerekenler", "İçin İpuçları",      "Nasıl Seçilir?",
      "Sık Yapılan Hatalar", "Avantajları ve Dezavantajları", "Güncel Fırsatlar", "Başlangıç Kılavuzu",
      "Uzman Önerileri",  "Sık Sorulan Sorular"};
  std::string t(domain::trim(topic));
  for (std::size_t i = ideas.size(); static_cast<int>(ideas.size()) < count; ++i)
    ideas.push_back({t + " " + std::string(kAngles[i % std::size(kAngles)]),
                     t + " konusunda okuyucuyu bilgilendiren bir yazı."});
  return ideas;
}

std::vector<AiSeo> read_page_seo(std::string_view reply, std::string_view page_name) {
  std::vector<AiSeo> out;
  auto v = find_json(reply, '{', '}');
  const json::array* items = nullptr;
  if (v && v->is_object())
    if (auto* s = v->get_object().if_contains("suggestions"); s && s->is_array()) items = &s->get_array();
  if (!items)
    if (auto a = find_json(reply, '[', ']'); a && a->is_array()) {
      v = a;
      items = &v->get_array();
    }
  if (items)
    for (const auto& item : *items) {
      if (!item.is_object()) continue;
      const auto& o = item.get_object();
      AiSeo s{text_of(o, "title"), text_of(o, "description"), join(keywords_of(o, "keywords"))};
      if (!s.title.empty() && !s.description.empty()) out.push_back(std::move(s));
      if (out.size() == 3) break;
    }
  if (out.empty()) {
    std::string name(domain::trim(page_name));
    out.push_back({name, "Bu SEO açıklaması otomatik olarak oluşturulmuştur.", "casino, bahis, oyun"});
  }
  return out;
}

}  // namespace worker::ai
