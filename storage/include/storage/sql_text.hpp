// SQL text assembled at compile time from named parts: a column list or a FROM clause is written
// once as a constant and joined into each statement that needs it, without the preprocessor.
//
//   constexpr storage::SqlText kColumns("p.id, p.title");
//   constexpr auto kList = storage::sql("SELECT ", kColumns, " FROM promotions p");
#pragma once
#include <cstddef>
#include <string>

namespace storage {

template <std::size_t N>
struct SqlText {
  char text[N]{};
  constexpr SqlText() = default;
  constexpr SqlText(const char (&s)[N]) {  // NOLINT: implicit from a literal by design
    for (std::size_t i = 0; i < N; ++i) text[i] = s[i];
  }
  constexpr const char* c_str() const { return text; }
  constexpr operator const char*() const { return text; }  // NOLINT
  operator std::string() const { return std::string(text, N - 1); }  // NOLINT: what pqxx takes
};

namespace detail {
template <class T>
struct sql_length;
template <std::size_t N>
struct sql_length<char[N]> {
  static constexpr std::size_t value = N - 1;
};
template <std::size_t N>
struct sql_length<SqlText<N>> {
  static constexpr std::size_t value = N - 1;
};
template <std::size_t N>
constexpr const char* sql_data(const char (&s)[N]) { return s; }
template <std::size_t N>
constexpr const char* sql_data(const SqlText<N>& s) { return s.text; }
}  // namespace detail

// The parts (string literals and SqlText constants) joined in order.
template <class... Parts>
constexpr SqlText<(detail::sql_length<Parts>::value + ... + 0) + 1> sql(const Parts&... parts) {
  SqlText<(detail::sql_length<Parts>::value + ... + 0) + 1> out;
  std::size_t at = 0;
  auto put = [&](const char* s, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) out.text[at++] = s[i];
  };
  (put(detail::sql_data(parts), detail::sql_length<Parts>::value), ...);
  out.text[at] = '\0';
  return out;
}

}  // namespace storage
