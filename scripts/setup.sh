#!/usr/bin/env bash
# Installs everything Attention Studio needs to build and test on Debian 12.
# Idempotent: packages already present are skipped by apt-get itself, and
# nothing is fetched when the list is already satisfied.
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build pkg-config ccache
  qt6-base-dev qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools qt6-svg-dev
  qt6-translations-l10n  # Qt's own texts (OK, Cancel, file dialogs) in German, Spanish, Bengali
  libqcustomplot-dev
  libtorch-dev libgloo-dev  # Gloo's headers: c10d's ProcessGroupGloo (multi-process training)
  libsentencepiece-dev sentencepiece
  libopenblas0-openmp
  zlib1g-dev nlohmann-json3-dev
  libgl-dev
  fonts-beng  # a Bengali font: the Bengali translation renders
  python3-torch  # trains the PyTorch tutorial-design models that tst_pytorch_import opens
  python3-sentencepiece  # trains the SentencePiece models of the Marian fixtures (tst_marian_import)
  locales  # the de_DE locale source: tst_experiment builds it to read numbers in German
)

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo > /dev/null; then
    echo "setup: not root and no sudo: run this script as root (su -c 'bash scripts/setup.sh')" >&2
    exit 1
  fi
  SUDO="sudo"
fi

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ "${#missing[@]}" -eq 0 ]; then
  echo "setup: all ${#PACKAGES[@]} packages present"
  exit 0
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
