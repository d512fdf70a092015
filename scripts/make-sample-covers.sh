#!/usr/bin/env bash
# Makes the sample site's photo covers with libvips (no downloads): a paper-like texture
# under a two-colour gradient, with the title and author set in DejaVu Serif, saved as a
# large JPEG the way a phone would hand it over. Run from the repository root.
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# cover <file> <title> <author> <top r g b> <bottom r g b>
cover() {
  local file=$1 title=$2 author=$3
  local w=1500 h=2250
  vips gaussnoise "$work/noise.v" $w $h --sigma 18 --mean 0
  vips gaussblur "$work/noise.v" "$work/grain.v" 1.2
  vips identity "$work/ramp.v" --ushort --size $h
  vips xyz "$work/xyz.v" $w $h
  vips extract_band "$work/xyz.v" "$work/y.v" 1
  # Gradient from the top colour to the bottom colour, plus grain, per band.
  for band in 0 1 2; do
    local top=${4:$((band * 4)):3} bottom=${5:$((band * 4)):3}
    local slope
    slope=$(python3 -c "print((int(\"$bottom\") - int(\"$top\")) / $h)")
    vips linear "$work/y.v" "$work/g$band.v" " $slope" "$((10#$top))"
    vips add "$work/g$band.v" "$work/grain.v" "$work/c$band.v"
  done
  vips bandjoin "$work/c0.v $work/c1.v $work/c2.v" "$work/rgb.v"
  vips cast "$work/rgb.v" "$work/base.v" uchar
  vips copy "$work/base.v" "$work/srgb.v" --interpretation srgb
  vips text "$work/title.v" "<b>$title</b>" --fontfile /usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf \
    --font "DejaVu Serif Bold" --width 1200 --dpi 600 --align centre
  vips text "$work/author.v" "$author" --fontfile /usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf \
    --font "DejaVu Serif" --width 1200 --dpi 300 --align centre
  vips embed "$work/title.v" "$work/t.v" 150 500 $w $h
  vips embed "$work/author.v" "$work/a.v" 150 1850 $w $h
  vips boolean "$work/t.v" "$work/a.v" "$work/mask.v" or
  vips ifthenelse "$work/mask.v" "$work/white.v" "$work/srgb.v" "$work/cover.v" --blend 2>/dev/null || {
    vips black "$work/black.v" $w $h --bands 3
    vips linear "$work/black.v" "$work/white.v" "1 1 1" "250 246 236" --uchar
    vips copy "$work/white.v" "$work/whites.v" --interpretation srgb
    vips ifthenelse "$work/mask.v" "$work/whites.v" "$work/srgb.v" "$work/cover.v" --blend
  }
  vips copy "$work/cover.v" "$file[Q=93,strip]"
}

cover content/books/nada.jpg "Nada" "Carmen Laforet" "060 072 088" "186 120 070"
cover content/books/solitud.jpg "Solitud" "Víctor Català" "052 090 062" "214 196 150"
