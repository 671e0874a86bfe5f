// The local-disk object store.
#include "uploads/object_store.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "auth/jwt.hpp"
#include "domain/upload.hpp"

namespace api::uploads {

namespace fs = std::filesystem;

LocalDiskStore::LocalDiskStore(fs::path root) {
  fs::create_directories(root);
  root_ = fs::canonical(root);
}

std::optional<fs::path> LocalDiskStore::path_of(std::string_view bucket, std::string_view name) const {
  if (!domain::find_bucket(bucket) || !domain::is_safe_object_name(name)) return std::nullopt;
  fs::path p = root_ / std::string(bucket) / std::string(name);
  // Belt and braces: the name rules already exclude separators and "..", but a symbolic link
  // planted inside the root must not lead out of it either.
  std::error_code ec;
  auto resolved = fs::weakly_canonical(p, ec);
  if (ec) return std::nullopt;
  auto rel = resolved.lexically_relative(root_);
  if (rel.empty() || rel.native().starts_with("..")) return std::nullopt;
  return p;
}

bool LocalDiskStore::put(std::string_view bucket, std::string_view name, std::string_view bytes,
                         bool overwrite) {
  auto p = path_of(bucket, name);
  if (!p) throw std::invalid_argument("unsafe object name");
  fs::create_directories(p->parent_path());
  fs::path tmp = p->parent_path() / (".tmp-" + auth::random_token(9));
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.flush();
    if (!out) {
      std::error_code ec;
      fs::remove(tmp, ec);
      throw std::runtime_error("could not write " + tmp.string());
    }
  }
  if (!overwrite) {
    // link() fails when the target exists: no window in which two uploads replace each other.
    int rc = ::link(tmp.c_str(), p->c_str());
    int err = errno;
    std::error_code ec;
    fs::remove(tmp, ec);
    if (rc == 0) return true;
    if (err == EEXIST) return false;
    throw std::runtime_error("could not store " + p->string());
  }
  fs::rename(tmp, *p);
  return true;
}

std::optional<std::string> LocalDiskStore::get(std::string_view bucket, std::string_view name) const {
  auto p = path_of(bucket, name);
  if (!p) return std::nullopt;
  std::error_code ec;
  if (!fs::is_regular_file(*p, ec)) return std::nullopt;
  std::ifstream in(*p, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace api::uploads
