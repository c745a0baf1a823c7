#include "model/peer/table_connection.h"

#include <cctype>
#include <cstdio>

namespace tinsel::app {
namespace {

// Percent-encodes all but the characters a URL's query keeps as they are.
std::string Encode(const std::string& text) {
  std::string out;
  for (unsigned char c : text) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
      out += static_cast<char>(c);
    } else {
      char escaped[4];
      std::snprintf(escaped, sizeof escaped, "%%%02X", c);
      out += escaped;
    }
  }
  return out;
}

std::string Decode(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size() &&
        std::isxdigit(static_cast<unsigned char>(text[i + 1])) &&
        std::isxdigit(static_cast<unsigned char>(text[i + 2]))) {
      out += static_cast<char>(std::stoi(text.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += text[i] == '+' ? ' ' : text[i];
    }
  }
  return out;
}

// Spaces typed around the commas are not part of any address.
std::string WithoutSpaces(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (!std::isspace(static_cast<unsigned char>(c))) out += c;
  }
  return out;
}

}  // namespace

std::string TableConnection::AsQuery() const {
  std::string query;
  if (const std::string r = WithoutSpaces(relays); !r.empty()) query += "relays=" + Encode(r);
  if (const std::string i = WithoutSpaces(ice); !i.empty()) {
    query += (query.empty() ? "" : "&") + std::string("ice=") + Encode(i);
  }
  return query;
}

TableConnection TableConnection::FromQuery(const std::string& query) {
  TableConnection connection;
  size_t start = 0;
  while (start <= query.size()) {
    size_t end = query.find('&', start);
    if (end == std::string::npos) end = query.size();
    const std::string part = query.substr(start, end - start);
    const size_t equals = part.find('=');
    if (equals != std::string::npos) {
      const std::string name = part.substr(0, equals);
      const std::string value = Decode(part.substr(equals + 1));
      if (name == "relays") connection.relays = value;
      if (name == "ice") connection.ice = value;
    }
    start = end + 1;
  }
  return connection;
}

}  // namespace tinsel::app
