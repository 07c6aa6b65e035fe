#!/usr/bin/env bash
# Regenerates the installable app's icons in packages/web/public/icons/ from the brand mark
# (packages/web/public/logo.svg: the yellow "B" on the app's dark background). The PNGs are
# committed; this script is only needed to remake them. Needs ImageMagick 6 or 7.
#
#   scripts/pwaIcons.sh
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
out=$here/../packages/web/public/icons
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if command -v magick >/dev/null 2>&1; then IM=(magick); else IM=(convert); fi
im() { "${IM[@]}" "$@"; }

# The logo's own glyph path (64x64 units).
B='M18 46V18h15c6 0 10 3 10 8 0 3-2 5-4 6 3 1 6 4 6 8 0 5-4 8-11 8H18zm8-16h6c2 0 4-1 4-3s-2-3-4-3h-6v6zm0 10h7c3 0 4-1 4-3s-1-3-4-3h-7v6z'

# "any": the logo as it is, rounded corners on a transparent ground.
cat >"$work/any.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#15171c" stroke="none"/><path d="$B" fill="#f0b90b" stroke="none"/></svg>
SVG
# "maskable" and Apple's touch icon: full bleed (the platform cuts its own shape), the glyph
# shrunk into the central safe zone (a circle of 40% radius).
cat >"$work/full.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 64 64"><rect width="64" height="64" fill="#15171c" stroke="none"/><g transform="translate(32 32) scale(0.82) translate(-32 -32)"><path d="$B" fill="#f0b90b" stroke="none"/></g></svg>
SVG

png() { im -background none -density 384 "$work/$1.svg" -resize "$2x$2" -strip "PNG32:$out/$3"; }
png any 192 icon-192.png
png any 512 icon-512.png
png full 512 icon-maskable-512.png
png full 180 apple-touch-icon.png
ls -l "$out"
