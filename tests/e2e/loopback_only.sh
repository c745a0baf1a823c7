#!/usr/bin/env bash
# Runs a command in a network namespace of its own that has nothing but loopback (`unshare -n`,
# then `lo` brought up): the only network the peer-to-peer browser tests may reach
# (tests/e2e/peer_*.test.js, which refuse to run anywhere else). As root, or as a user where
# user namespaces are allowed (`unshare -rn`).
#   tests/e2e/loopback_only.sh node --test peer_transport.test.js
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 COMMAND [ARG...]" >&2; exit 2; }
command -v unshare >/dev/null 2>&1 || { echo "$0: unshare (util-linux) is missing" >&2; exit 1; }
command -v ip >/dev/null 2>&1 || { echo "$0: ip (iproute2) is missing" >&2; exit 1; }
flags=(-n)
[ "$(id -u)" -eq 0 ] || flags=(-rn)
exec unshare "${flags[@]}" bash -c 'ip link set lo up && exec "$@"' loopback_only "$@"
