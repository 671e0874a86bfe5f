// The AI writing tasks of the admin spec (section 7, "AI text service"): the five prompts with
// their parameters, and the reading of each reply into a typed result, with the spec's fallbacks
// when the reply is not the JSON asked for. Pure functions: no network (see ai_client.hpp).
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "events/payloads.hpp"

namespace worker::ai {

struct ChatMessage {
  std::string role;  // system | user
  std::string content;
};

// One chat-completions request: what the service is asked, with the spec's limits.
struct Prompt {
  std::vector<ChatMessage> messages;
  int max_tokens = 1000;
  double temperature = 0.7;
};

// Input cuts of the spec: SEO reads the first 500 characters of the content, page SEO the first
// 1000 (characters, not bytes: Turkish letters are two bytes each).
inline constexpr std::size_t kSeoInputChars = 500;
inline constexpr std::size_t kPageSeoInputChars = 1000;
inline constexpr std::size_t kMaxKeywordsShown = 5;
inline constexpr std::int64_t kShortContentWords = 250;  // fewer: the editor warns
inline constexpr std::int64_t kExpandLinkWords = 300;

// 1. A blog post on a topic: JSON title, excerpt, content (HTML, at least 300 words, Turkish),
//    suggested_keywords. 10000 tokens, temperature 0.7. `brief` guides a batch post.
Prompt blog_prompt(std::string_view topic, std::string_view brief = {});
// 2. SEO fields for a content: JSON title, description, keywords. 300 tokens.
Prompt seo_prompt(std::string_view content);
// 3. The content expanded by at least 200 words, as HTML. 10000 tokens.
Prompt expand_prompt(std::string_view content);
// 4. `count` post ideas on a topic: a JSON array of {title, brief}. 2000 tokens, temperature 0.8.
Prompt ideas_prompt(std::string_view topic, int count);
// 5. Three SEO suggestions for a page: JSON {suggestions: [{title, description, keywords}]}.
//    1000 tokens.
Prompt page_seo_prompt(std::string_view page_name, std::string_view content);

// Replies. HTML in them is cleaned by the admin HTML allow-list before it is returned.
events::payload::AiPost read_blog(std::string_view reply, std::string_view topic);
events::payload::AiSeo read_seo(std::string_view reply);
std::string read_expanded(std::string_view reply);
std::vector<events::payload::AiIdea> read_ideas(std::string_view reply, std::string_view topic, int count);
std::vector<events::payload::AiSeo> read_page_seo(std::string_view reply, std::string_view page_name);

// Whitespace-separated words of the text of an HTML fragment (the editor's live count).
std::int64_t word_count(std::string_view html);

}  // namespace worker::ai
