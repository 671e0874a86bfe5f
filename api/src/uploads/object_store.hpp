// Where uploaded images live. Handlers see only this interface; the local-disk store is the
// default, and an S3-compatible store can implement the same three calls later.
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace api::uploads {

class ObjectStore {
 public:
  virtual ~ObjectStore() = default;
  // Stores `bytes` as bucket/name. With overwrite false an existing object is kept and false
  // is returned. Names must pass domain::is_safe_object_name (std::invalid_argument otherwise).
  virtual bool put(std::string_view bucket, std::string_view name, std::string_view bytes,
                   bool overwrite) = 0;
  // The object's bytes, or nullopt when there is none (or the name is not a safe one).
  virtual std::optional<std::string> get(std::string_view bucket, std::string_view name) const = 0;
};

// Files under <root>/<bucket>/<name>. Writes go to a temporary file in the same directory and
// are renamed into place, so a reader never sees half a file. Every path is checked to stay
// under the root, symbolic links included.
class LocalDiskStore : public ObjectStore {
 public:
  explicit LocalDiskStore(std::filesystem::path root);
  bool put(std::string_view bucket, std::string_view name, std::string_view bytes, bool overwrite) override;
  std::optional<std::string> get(std::string_view bucket, std::string_view name) const override;
  const std::filesystem::path& root() const { return root_; }

 private:
  std::optional<std::filesystem::path> path_of(std::string_view bucket, std::string_view name) const;
  std::filesystem::path root_;
};

}  // namespace api::uploads
