#!/usr/bin/env bash
# Installs what the build and the tests need, skipping what is already there. Never hides a failure.
# Usage: scripts/ensure.sh [--browser]   (--browser: also Chromium and ChromeDriver for the tests)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  echo "ensure: adding the wasm32 target"
  rustup target add wasm32-unknown-unknown
fi
# npm test's format and clippy stages (rustup's minimal profile has neither).
for component in rustfmt clippy; do
  if ! rustup component list --installed | grep -q "^$component"; then
    echo "ensure: adding $component"
    rustup component add "$component"
  fi
done
if ! command -v wasm-pack >/dev/null 2>&1; then
  echo "ensure: installing wasm-pack (cargo install, a few minutes)"
  cargo install wasm-pack --version '^0.15' --locked || cargo install wasm-pack --version '^0.15'
fi
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/esbuild ] || [ ! -d node_modules/axe-core ] || [ ! -x node_modules/.bin/tsc ]; then
  echo "ensure: installing npm packages"
  if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi
fi
if [ "${1:-}" = "--browser" ]; then
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    echo "ensure: installing Chromium and ChromeDriver"
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y chromium chromium-driver
  fi
  # Xiangqi's pieces are characters (帥 將 …): the page loads no font, so the tests' Chromium needs a
  # system CJK font to show them (1.6 MB); without one the page draws letters, which also works.
  if command -v fc-list >/dev/null 2>&1 && ! fc-list :lang=zh | grep -q . && command -v apt-get >/dev/null 2>&1; then
    echo "ensure: installing a CJK font (fonts-wqy-microhei) for xiangqi's piece characters"
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends fonts-wqy-microhei || echo "ensure: no CJK font; xiangqi's pieces will be letters"
  fi
fi
echo "ensure: toolchain ready"
