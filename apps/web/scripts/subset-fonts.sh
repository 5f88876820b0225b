#!/usr/bin/env bash
# Regenerates apps/web/src/assets/fonts/*.woff2 from @fontsource-variable/inter (the
# first paint waits for the fonts, so they carry only what the site needs). Needs fontTools with
# brotli: on Debian `apt-get install python3-fonttools python3-brotli`.
#
# - inter-latin: fontsource's latin subset (Basic Latin, Latin-1, punctuation, € …, and the
#   Turkish dotless ı) with the weight axis limited to the weights the app uses, 400–900.
# - inter-turkish: the other letters Turkish needs — Ğ ğ İ Ş ş — and the lira sign ₺, instead of
#   fontsource's whole latin-ext subset (≈ 85 KB).
# The unicode-range of each file is in src/index.css. Inter is under the SIL Open Font License
# (OFL.txt beside the fonts), which allows these subsets.
set -euo pipefail
cd "$(dirname "$0")/.."
SRC=../../node_modules/@fontsource-variable/inter/files
OUT=src/assets/fonts
PY=${PYTHON:-/usr/bin/python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# $1 source file, $2 output name, $3 unicodes
subset() {
  "$PY" -m fontTools.varLib.instancer "$SRC/$1" wght=400:900 -o "$tmp/$2.ttf" >/dev/null
  "$PY" -m fontTools.subset "$tmp/$2.ttf" --unicodes="$3" --layout-features='*' --flavor=woff2 \
    --output-file="$OUT/$2.woff2"
}
subset inter-latin-wght-normal.woff2 inter-latin-wght-normal \
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
subset inter-latin-ext-wght-normal.woff2 inter-turkish-wght-normal 'U+011E-011F,U+0130,U+015E-015F,U+20BA'
cp ../../node_modules/@fontsource-variable/inter/LICENSE "$OUT/OFL.txt"
ls -l "$OUT"
