// A vector with its capacity inside the object (generic; Santa Timea's state uses it): copying
// a state copies it with the rest of the state, with no heap allocation (states are cloned on
// every search iteration).
#pragma once

#include <array>
#include <cassert>
#include <cstddef>

namespace tinsel {

template <typename T, size_t N>
class FixedVector {
 public:
  using value_type = T;
  using const_iterator = const T*;

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  void clear() { size_ = 0; }
  void push_back(const T& value) {
    assert(size_ < N);
    items_[size_++] = value;
  }
  void pop_back() { --size_; }
  const T& back() const { return items_[size_ - 1]; }
  const T& operator[](size_t i) const { return items_[i]; }
  const T* begin() const { return items_.data(); }
  const T* end() const { return items_.data() + size_; }

 private:
  std::array<T, N> items_{};
  size_t size_ = 0;
};

}  // namespace tinsel
