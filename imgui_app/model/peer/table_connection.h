// Where the devices of a table across devices find each other: the signalling relays and
// the ICE servers, as a player or a self-hoster types them in setup ("Several devices"). Empty
// means the defaults (Tinsel's public relays and STUN servers, web/peer/transport.mjs). The
// page checks each address and falls back to the defaults with the reason; the invitation
// link carries them to the guests.
#pragma once

#include <string>

namespace tinsel::app {

struct TableConnection {
  std::string relays;  // wss:// addresses, separated by commas
  std::string ice;     // stun:/turn: addresses separated by commas, or "none"

  // The settings as the page's query names them ("relays=...&ice=..."; "" for defaults).
  std::string AsQuery() const;
  // Back from AsQuery's text (what the app keeps in its storage); unknown parts ignored.
  static TableConnection FromQuery(const std::string& query);
};

}  // namespace tinsel::app
