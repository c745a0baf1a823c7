// dist/peer.js (window.tinsel.peer): everything the page needs for a table across devices and
// nothing the first frame needs, bundled by esbuild (scripts/build-web) and loaded only when a
// table across devices is opened (docs/peer-to-peer.md).
export { newTable, settingsFromQuery, readIceServer, open, defaultRelayUrls, defaultNostrUrls }
  from './transport.mjs';
export { sha256Hex, tableCrypto } from './crypto.mjs';
export { qrModules } from './qr.mjs';
export { invitationLink, readInvitation } from './invitation.mjs';
export { hostTable, joinTable, loadTableCore } from './table.mjs';
export * as tablePage from './page.mjs';
