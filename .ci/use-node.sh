# Sourced by .ci/run: when the machine's node is older than $CI_NODE_MAJOR, fetch that Node.js
# from the npm registry (the platform package node-linux-<arch>, which holds only bin/node),
# cache it outside the clone and put it first on PATH. npm stays the machine's npm (its
# `#!/usr/bin/env node` then runs on the new node); nothing is fetched from any other host.
CI_NODE_MAJOR="${CI_NODE_MAJOR:-24}"
CI_NODE_CACHE="${CI_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/cornice-node}"

use_registry_node() {
  local have_major arch pkg version dir tmp npm_cli
  have_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  if [ "$have_major" -ge "$CI_NODE_MAJOR" ]; then
    return 0
  fi
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "ci: no Node.js $CI_NODE_MAJOR package for $(uname -m); running on $(node --version)" >&2; return 0 ;;
  esac
  pkg="node-linux-$arch"
  # The highest published $CI_NODE_MAJOR.x (npm view prints a string for one match, an array for more).
  version="$(npm view "$pkg@^$CI_NODE_MAJOR" version --json | tr -d '[]", ' | grep . | sort -V | tail -n 1)"
  if [ -z "$version" ]; then
    echo "ci: the npm registry has no $pkg@^$CI_NODE_MAJOR" >&2
    return 1
  fi
  dir="$CI_NODE_CACHE/$version"
  if [ ! -x "$dir/bin/node" ]; then
    tmp="$(mktemp -d)"
    (cd "$tmp" && npm pack --silent "$pkg@$version" >/dev/null && tar xzf ./*.tgz)
    mkdir -p "$CI_NODE_CACHE"
    rm -rf "$dir.partial"
    mv "$tmp/package" "$dir.partial"
    rm -rf "$tmp"
    "$dir.partial/bin/node" --version >/dev/null
    mv "$dir.partial" "$dir"
  fi
  # The package has no npm: run the machine's npm-cli.js on the new node, through a wrapper
  # that sits next to it (so `npm`, `npx` and npm's own child scripts all find node $version).
  npm_cli="$(cd "$(dirname "$(readlink -f "$(command -v npm)")")" && pwd)/npm-cli.js"
  mkdir -p "$dir/npm-bin"
  printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$dir/bin/node" "$npm_cli" >"$dir/npm-bin/npm"
  printf '#!/bin/sh\nexec "%s" "%s" "$@"\n' "$dir/bin/node" "${npm_cli%npm-cli.js}npx-cli.js" >"$dir/npm-bin/npx"
  chmod +x "$dir/npm-bin/npm" "$dir/npm-bin/npx"
  export PATH="$dir/bin:$dir/npm-bin:$PATH"
  hash -r
  echo "ci: the machine has Node.js v$have_major; using Node.js $(node --version) from the npm registry ($pkg@$version, cached in $dir)"
}
