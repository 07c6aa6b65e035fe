#!/usr/bin/env bash
# Regenerates the NFT marketplace demo media in packages/server/src/seed/data/nft/.
# The generated files are committed; this script is only needed to remake or change them.
# Every image is generative (ffmpeg geq formulas and ImageMagick), so nothing here is licensed
# third-party art. Needs ffmpeg (with libx264, libvpx and libmp3lame) and ImageMagick 6 or 7.
#
#   scripts/nftDemoMedia.sh [output-dir]
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/../packages/server/src/seed/data/nft}
mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

if command -v magick >/dev/null 2>&1; then IM=(magick); else IM=(convert); fi
im() { "${IM[@]}" "$@"; }
ff() { ffmpeg -nostdin -hide_banner -loglevel error -y "$@"; }

# palette NAME COLOUR... : a 1x256 colour lookup column through evenly spaced stops.
palette() {
  local name=$1 prev=$2 seg args=() c
  shift 2
  seg=$((256 / $# + 1))
  for c in "$@"; do args+=(-size "1x$seg" "gradient:$prev-$c"); prev=$c; done
  im "${args[@]}" -append -resize '1x256!' "pal-$name.png"
}

# field OUT WxH DESIGN_W EXPR : a grey image from an ffmpeg geq expression, rendered at twice the
# size and scaled down (anti-aliasing). In EXPR, PX and PY are coordinates in a design space DESIGN_W
# wide (so one formula renders at any size), T is time, and ld(0)..ld(6), ld(9) are free registers.
field() {
  local w=${2%x*} h=${2#*x} e=${4//PX/ld(7)}
  e=${e//PY/ld(8)}
  ff -f lavfi -i "color=black:s=$((w * 2))x$((h * 2)),format=gray" \
    -vf "geq=lum='st(7,X*$3/W);st(8,Y*$3/W);$e',scale=$w:$h:flags=area" -frames:v 1 "$1"
}

# clut IN PALETTE OUT : colour a grey image through a palette.
clut() { im "$1" "pal-$2.png" -clut "$3"; }

# save IN NAME MAX_BYTES : write a PNG to the output: true colour if that fits in MAX_BYTES, else with a
# palette, quantising to fewer colours until it fits. Metadata and timestamps are stripped so that
# reruns give the same bytes.
save() {
  local src=$1 dst=$out/$2 max=$3 colors png=(-strip -define png:exclude-chunks=date,time -define png:compression-level=9)
  fits() { [ "$(stat -c%s "$dst")" -le "$max" ]; }
  im "$src" "${png[@]}" "PNG24:$dst"
  if fits; then return 0; fi
  if [ "$(im "$src" -format %k info:)" -le 256 ]; then
    im "$src" "${png[@]}" "PNG8:$dst"
    if fits; then return 0; fi
  fi
  for colors in 256 224 192 160 128 112 96 80 64 48 32; do
    im "$src" -dither None -colors "$colors" "${png[@]}" "PNG8:$dst"
    if fits; then return 0; fi
  done
  echo "$2 is still over $max bytes" >&2
  return 1
}

# Shared palettes (dark to light).
palette dusk '#0d0630' '#3a1078' '#8f2d56' '#f26b38' '#ffd166'
palette ice '#020617' '#0b2a5b' '#1565c0' '#29b6f6' '#b3e5fc' '#ffffff'
palette aurora '#02060f' '#05203a' '#0a5c5c' '#1fbf8f' '#9ef0a0' '#f4ffd6'
palette neon '#0d0221' '#3c096c' '#7b2cbf' '#e0479e' '#ff9e7a' '#ffe8d6'
palette candy '#12002b' '#3a0ca3' '#7209b7' '#f72585' '#ff9e00' '#fff3b0'
palette tropic '#2a9d8f' '#8ab17d' '#e9c46a' '#f4a261' '#e76f51'
palette synth '#0b0120' '#2b0a4f' '#7a1f7a' '#ff3d8b' '#ff9f43' '#ffe66d'
palette lotus '#04151f' '#0b3142' '#1d6a72' '#3fb59b' '#f4a6b6' '#fff4e0'
palette ocean '#03071e' '#023e8a' '#0077b6' '#00b4d8' '#90e0ef' '#f1faee'
palette ember '#0a0000' '#3d0008' '#9d0208' '#e85d04' '#faa307' '#fff1c1'
palette mint '#07131a' '#0f3b3a' '#1f7a6a' '#6fd3a7' '#e4ffd9'
palette royal '#0a0a23' '#1b1464' '#5f27cd' '#c56cf0' '#ffd6ff'

# A star field: sparse hashed points in design space.
STARS='255*gt(mod(abs(sin(floor(PX)*12.9898+floor(PY)*78.233))*43758.5453,1),0.9986)'

# ---------------------------------------------------------------------------------------------
# Artworks, 640x640.

# 1. Op-art sphere: stripes wrapped round a lit ball.
field a1.png 640x640 640 'st(0,(PX-320)/220);st(1,(PY-320)/220);st(2,ld(0)*ld(0)+ld(1)*ld(1));st(9,lt(ld(2),1));st(3,if(ld(9),asin(ld(1)/sqrt(1-ld(0)*ld(0)))*198,PY-320));st(4,gt(sin(ld(3)/7+0.7),0));st(5,if(ld(9),0.2+0.6*sqrt(max(0,1-ld(2)))*(0.8-0.3*ld(1)-0.2*ld(0))+0.3*exp(-(pow(ld(0)+0.35,2)+pow(ld(1)+0.4,2))/0.06),0.33-0.1*PY/640));st(6,if(ld(9),0.02+0.12*(1-ld(2)),0.04));255*min(1,if(ld(4),ld(5),ld(6)))'
clut a1.png dusk art1.png
save art1.png art-1.png 120000

# 2. Julia set, c = -0.8 + 0.156i, smooth escape-time colouring.
julia='st(0,(PX-320)/640*3.0);st(1,(PY-320)/640*3.0);st(2,0)'
for ((i = 0; i < 60; i++)); do
  julia+=';if(lt(ld(0)*ld(0)+ld(1)*ld(1),256),st(3,ld(0)*ld(0)-ld(1)*ld(1)-0.8);st(1,2*ld(0)*ld(1)+0.156);st(0,ld(3));st(2,ld(2)+1))'
done
julia+=';st(4,if(lt(ld(2),60),ld(2)+1-log(log(sqrt(ld(0)*ld(0)+ld(1)*ld(1))))/log(2),60));255*pow(ld(4)/60,0.55)'
field a2.png 640x640 640 "$julia"
clut a2.png ice art2.png
save art2.png art-2.png 120000

# 3. Aurora: two light curtains over a ridge under stars.
field a3.png 640x640 640 'st(0,400+50*sin(PX/120)+26*sin(PX/47+1)-PY);st(1,230+45*sin(PX/95+2)+18*sin(PX/33)-PY);st(2,0.5+0.5*pow(sin(PX/7+4*sin(PX/70)),2));st(3,if(gt(ld(0),0),exp(-ld(0)/120),exp(-pow(ld(0)/8,2)))*ld(2));st(4,0.75*if(gt(ld(1),0),exp(-ld(1)/80),exp(-pow(ld(1)/7,2)))*(0.45+0.55*pow(sin(PX/9+2*sin(PX/40)),2)));st(5,14+30*PY/640+215*min(1,max(ld(3),ld(4))+0.3*min(ld(3),ld(4))));if(gt(PY,575+16*sin(PX/70)+10*sin(PX/23+2)),3,ld(5))'
field s3.png 640x640 640 "$STARS*max(0,1-PY/560)"
clut a3.png aurora art3.png
im art3.png \( s3.png -level 0,40% \) -compose screen -composite art3.png
save art3.png art-3.png 120000

# 4. Silk: domain-warped flow lines.
field a4.png 640x640 640 'st(0,PX/640*6.2832);st(1,PY/640*6.2832);st(2,ld(1)+0.9*sin(ld(0)*1.3+1.2*sin(ld(1)*1.1))+0.5*sin(ld(0)*2.7+1));st(3,0.5+0.5*sin(ld(2)*3+0.5*ld(0)));st(4,0.5+0.5*sin(ld(2)*38));255*(0.1+0.9*ld(3))*(0.75+0.25*ld(4))'
clut a4.png neon art4.png
save art4.png art-4.png 120000

# 5. Vortex: logarithmic spiral arms with a glowing core.
field a5.png 640x640 640 'st(0,PX-320);st(1,PY-320);st(2,hypot(ld(0),ld(1))+1);st(3,atan2(ld(1),ld(0)));st(4,0.5+0.5*sin(7*ld(3)+9*log(ld(2)/40)));st(5,pow(ld(4),1.6)*(1-exp(-ld(2)/60))*exp(-pow(ld(2)/330,2)));255*min(1,0.08+0.85*ld(5)+0.9*exp(-ld(2)/45))'
clut a5.png candy art5.png
save art5.png art-5.png 120000

# 6. Truchet tubes: random quarter-circle tiles under a diagonal colour wash.
TRUCHET='st(0,floor(PX/64));st(1,floor(PY/64));st(2,lt(mod(abs(sin(ld(0)*12.9898+ld(1)*78.233))*43758.5453,1),0.5));st(3,mod(PX,64)/64);st(4,mod(PY,64)/64);st(3,if(ld(2),1-ld(3),ld(3)));st(5,min(abs(hypot(ld(3),ld(4))-0.5),abs(hypot(1-ld(3),1-ld(4))-0.5)));255*pow(max(0,1-pow(ld(5)/0.15,2)),0.4)'
field a6m.png 640x640 640 "$TRUCHET"
field a6c.png 640x640 640 '127.5+127.5*sin((PX+0.7*PY)/170-0.5)'
clut a6c.png tropic a6c.png
im -size 640x640 xc:'#0b1320' a6c.png a6m.png -composite art6.png
save art6.png art-6.png 120000

# 7. Retro sunset: striped sun over a perspective grid.
SYNTH='st(0,PY-400);st(1,hypot(PX-320,PY-290));if(lt(ld(0),0),if(lt(ld(1),150)*not(lt(mod(PY-290,22),(PY-290)/9)),135+120*(1-(PY-140)/260),10+70*pow(PY/400,2.5)+40*exp(-max(0,ld(1)-150)/40)),(st(2,100/(ld(0)+0.5));st(3,abs(ld(2)-round(ld(2)))*pow(ld(0)+0.5,2)/100);st(4,(PX-320)/(ld(0)+0.5)*6);st(5,abs(ld(4)-round(ld(4)))*(ld(0)+0.5)/6);st(6,max(max(0,1-ld(3)/1.3),max(0,1-ld(5)/1.3)));8+170*ld(6)*min(1,ld(0)/50)+90*exp(-ld(0)/18)))'
field a7.png 640x640 640 "$SYNTH"
field s7.png 640x640 640 "$STARS*max(0,1-PY/330)"
clut a7.png synth art7.png
im art7.png \( s7.png -level 0,50% \) -compose screen -composite art7.png
save art7.png art-7.png 120000

# 8. Lotus mandala: nested rings of petals.
mandala() { # mandala "R K PHASE LEVEL"... : petal layers, outermost first
  local e='14+16*ld(0)/450' layer
  for layer in "$@"; do
    set -- $layer
    e="if(lt(ld(0),$1*(0.72+0.28*abs(cos($2*ld(1)/2+$3)))),$4-38*pow(ld(0)/($1*(0.72+0.28*abs(cos($2*ld(1)/2+$3)))),3),$e)"
  done
  echo "st(0,hypot(PX-320,PY-320));st(1,atan2(PY-320,PX-320));$e"
}
field a8.png 640x640 640 "$(mandala '300 8 0 40' '250 8 0.3927 80' '205 12 0 120' '160 12 0.2618 160' '118 16 0 195' '78 8 0.3927 225' '38 8 0 250')"
clut a8.png lotus art8.png
save art8.png art-8.png 120000

# ---------------------------------------------------------------------------------------------
# Animated artwork, 320x320 GIF: a lotus whose petal rings turn in alternate directions. Each ring
# turns by exactly one petal per loop, so the 2.5 s loop is seamless.
# frames DIR WxH DESIGN_W FPS SECONDS EXPR : a grey PNG sequence (T is time in seconds).
frames() {
  local w=${2%x*} h=${2#*x} e=${6//PX/ld(7)}
  e=${e//PY/ld(8)}
  mkdir -p "$1"
  ff -f lavfi -i "color=black:s=$((w * 2))x$((h * 2)):r=$4:d=$5,format=gray" \
    -vf "geq=lum='st(7,X*$3/W);st(8,Y*$3/W);$e',scale=$w:$h:flags=area" "$1/%03d.png"
}
lotus='10' turn=1
for layer in '160 8 0 62' '135 8 0.3927 96' '110 12 0 130' '88 12 0.2618 164' '66 16 0 196' '44 8 0.3927 226' '22 8 0 252'; do
  set -- $layer
  phase="($3+$turn*PI*T/2.5)"
  edge="($1*(0.72+0.28*abs(cos($2*ld(1)/2+$phase))))"
  lotus="if(lt(ld(0),$edge),$4-12*floor(3*pow(ld(0)/$edge,2)),$lotus)"
  turn=$((-turn))
done
frames gif 320x320 320 12 2.5 "st(0,hypot(PX-160,PY-160));st(1,atan2(PY-160,PX-160));$lotus"
for f in gif/*.png; do clut "$f" candy "$f"; done
ff -framerate 12 -i gif/%03d.png \
  -vf 'split[a][b];[a]palettegen=max_colors=32:stats_mode=full[p];[b][p]paletteuse=dither=none:diff_mode=rectangle' \
  -loop 0 "$out/art-anim.gif"

# ---------------------------------------------------------------------------------------------
# Audio, about 6 s: a warm detuned pad through Cmaj9, Am9 and Fmaj9 under a bell arpeggio, 64 kbit/s mono.
pad='' bells=''
chord() { # chord START END FREQ... : pad voices fading in and out over [START, END]
  local s=$1 e=$2 f
  shift 2
  for f in "$@"; do
    pad+="+0.045*clip((t-$s)/0.5,0,1)*clip(($e-t)/0.6,0,1)*(sin(2*PI*$f*t)+sin(2*PI*$f*1.004*t+1))"
  done
}
chord 0 2.4 130.81 196.00 329.63 493.88 587.33
chord 2.0 4.4 110.00 164.81 261.63 392.00 493.88
chord 4.0 6.6 87.31 130.81 261.63 329.63 440.00
i=0
for f in 523.25 659.25 783.99 987.77 783.99 659.25 587.33 783.99 \
  440.00 523.25 659.25 783.99 659.25 523.25 493.88 659.25 \
  349.23 440.00 523.25 659.25 880.00 783.99 659.25 523.25; do
  t0=$(awk -v i=$i 'BEGIN { printf "%.2f", i * 0.25 }')
  bells+="+0.16*gte(t,$t0)*exp(-(t-$t0)*3.2)*(sin(2*PI*$f*(t-$t0))+0.25*exp(-(t-$t0)*6)*sin(4*PI*$f*(t-$t0)))"
  i=$((i + 1))
done
ff -f lavfi -i "aevalsrc=exprs='0$pad$bells':s=44100:d=6" \
  -af 'aecho=0.8:0.6:180|370:0.25|0.15,lowpass=f=5000,afade=t=in:d=0.05,afade=t=out:st=5:d=1,volume=2.6,alimiter=limit=0.9:level=0,atrim=end=6' \
  -ac 1 -ar 44100 -c:a libmp3lame -b:a 64k -map_metadata -1 -fflags +bitexact "$out/sound.mp3"

# Cover: a radial equaliser round a record.
field sc.png 640x640 640 'st(0,hypot(PX-320,PY-320));st(1,(atan2(PY-320,PX-320)+PI)/(2*PI)*72);st(2,floor(ld(1)));st(3,ld(1)-ld(2));st(4,34+110*(0.5+0.5*sin(ld(2)*0.55))*(0.55+0.45*sin(ld(2)*1.7+2)));st(5,ld(0)-172);if(lt(ld(0),150),if(lt(ld(0),52),215-60*ld(0)/52+40*lt(ld(0),8),30+26*pow(sin(ld(0)*0.9),2)+30*(1-ld(0)/150)),if(gt(ld(5),0)*lt(ld(5),ld(4))*gt(ld(3),0.22)*lt(ld(3),0.78),110+145*ld(5)/ld(4),12+50*exp(-max(0,ld(0)-150)/70)))'
clut sc.png ocean sound-cover.png
save sound-cover.png sound-cover.png 120000

# ---------------------------------------------------------------------------------------------
# Video, 480x480, 4 s at 30 fps: a neon tunnel. It moves one twist period per loop, so it loops.
frames vid 480x480 480 30 4 'st(0,hypot(PX-240,PY-240)+0.5);st(1,atan2(PY-240,PX-240));st(2,12000/ld(0)+40*T);st(3,0.5+0.5*cos(2*PI*ld(2)/40));st(4,0.5+0.5*cos(8*ld(1)+2*PI*ld(2)/160));st(5,pow(1-exp(-ld(0)/60),2));255*min(1,ld(5)*(0.1+0.15*ld(3)+0.75*pow(ld(3),14)+0.6*pow(ld(4),20))+0.55*exp(-ld(0)/35))'
for f in vid/*.png; do clut "$f" neon "$f"; done
ff -framerate 30 -i vid/%03d.png -c:v libx264 -threads 1 -profile:v main -preset veryslow -crf 22 -pix_fmt yuv420p \
  -movflags +faststart -an -map_metadata -1 -fflags +bitexact "$out/clip.mp4"
ff -framerate 30 -i vid/%03d.png -c:v libvpx-vp9 -b:v 0 -crf 34 -row-mt 1 -pix_fmt yuv420p \
  -an -map_metadata -1 -fflags +bitexact "$out/clip.webm"
save vid/001.png clip-poster.png 100000

# ---------------------------------------------------------------------------------------------
# Artist avatars, 256x256: symmetric emblems inside a ring.
emblem() { # emblem "R K PHASE LEVEL SHARPNESS"... : star layers, outermost first
  local e='10+45*exp(-ld(0)/120)+150*exp(-pow((ld(0)-116)/2.2,2))' layer edge
  for layer in "$@"; do
    set -- $layer
    edge="($1*(1-$5+$5*pow(abs(cos($2*ld(1)/2+$3)),3)))"
    e="if(lt(ld(0),$edge),$4-40*pow(ld(0)/$edge,2)+25*pow(abs(sin($2*ld(1)/2+$3)),8),$e)"
  done
  echo "st(0,hypot(PX-128,PY-128));st(1,atan2(PY-128,PX-128));max(0,min(255,$e))"
}
field av1.png 256x256 256 "$(emblem '100 5 1.5708 120 0.5' '66 5 0 170 0.6' '34 10 0 215 0.3' '12 2 0 245 0')"
field av2.png 256x256 256 "$(emblem '100 6 0 110 0.25' '76 12 0.2618 150 0.2' '50 6 0.5236 190 0.35' '22 6 0 235 0.2')"
field av3.png 256x256 256 "$(emblem '102 8 0 115 0.7' '80 8 0.3927 150 0.7' '52 16 0 190 0.4' '20 4 0 240 0.5')"
field av4.png 256x256 256 "$(emblem '100 3 0 120 0.45' '84 3 1.0472 145 0.45' '58 9 0 185 0.3' '26 3 0.5236 235 0.45')"
clut av1.png ember av1.png
clut av2.png ocean av2.png
clut av3.png mint av3.png
clut av4.png royal av4.png
for i in 1 2 3 4; do save "av$i.png" "artist-$i.png" 40000; done

# ---------------------------------------------------------------------------------------------
# Collection covers, 960x480.

# 1. Layered dunes under a setting sun.
dunes='st(0,10+60*pow(PY/300,2)+150*exp(-hypot(PX-640,PY-250)/90)+120*lt(hypot(PX-640,PY-250),46))'
levels=(200 165 130 95 60 28) bases=(250 290 330 370 410 450) i=0
for ridge in '0.011 0.6 34 0.029 1.1 14' '0.009 2.1 40 0.023 0.4 16' '0.008 4.0 44 0.031 2.7 12' \
  '0.006 1.0 50 0.019 3.3 18' '0.005 3.1 42 0.027 0.8 10' '0.004 5.0 30 0.017 2.2 12'; do
  set -- $ridge
  dunes+=";if(gt(PY,${bases[$i]}+$3*sin(PX*$1+$2)+$6*sin(PX*$4+$5)),st(0,${levels[$i]}))"
  i=$((i + 1))
done
field col1.png 960x480 960 "$dunes;min(255,ld(0))"
clut col1.png dusk col1.png
save col1.png collection-1.png 120000

# 2. Flowing wave lines.
field col2.png 960x480 960 'st(0,PY+55*sin(PX/170+PY/260)+28*sin(PX/71+1.3)+12*sin(PX/29+PY/90));st(1,pow(0.5+0.5*cos(2*PI*ld(0)/16),10));st(2,0.5+0.5*sin(PX/300-PY/200+0.5));255*min(1,0.06+0.25*ld(2)*PY/480+ld(1)*(0.35+0.6*ld(2)))'
clut col2.png ocean col2.png
save col2.png collection-2.png 120000

# 3. Low-poly mosaic: flat triangles shaded by a wash sampled at each triangle's centre.
field col3.png 960x480 960 'st(0,floor(PX/80));st(1,floor(PY/80));st(2,mod(PX,80)/80);st(3,mod(PY,80)/80);st(4,lt(mod(ld(0)+ld(1),2),1));st(5,if(ld(4),gt(ld(2),ld(3)),gt(ld(2)+ld(3),1)));st(6,mod(abs(sin(ld(0)*12.9898+ld(1)*78.233+ld(5)*37.719))*43758.5453,1));st(2,(ld(0)+0.5+0.15*(2*ld(5)-1))*80);st(3,(ld(1)+0.5+0.15*if(ld(4),1-2*ld(5),2*ld(5)-1))*80);st(9,0.5+0.5*sin((ld(2)-ld(3)*0.8)/260+0.8));255*min(1,max(0,0.08+0.82*ld(9)+0.24*(ld(6)-0.5)))'
clut col3.png candy col3.png
save col3.png collection-3.png 120000

# ---------------------------------------------------------------------------------------------
# Blind box.

# sparkle CX CY SIZE : -draw primitive for a four-pointed star.
sparkle() {
  awk -v x="$1" -v y="$2" -v a="$3" 'BEGIN { b = a / 5
    printf "polygon %.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f ",
      x, y - a, x + b, y - b, x + a, y, x + b, y + b, x, y + a, x - b, y + b, x - a, y, x - b, y - b }'
}

# Box cover, 640x640: an isometric gift box with light spilling from under its lid.
field bc.png 640x640 640 'st(0,hypot(PX-320,PY-300));st(1,atan2(PY-300,PX-320));255*min(1,0.05+0.22*pow(0.5+0.5*cos(14*ld(1)),4)*exp(-ld(0)/320)+0.75*exp(-ld(0)/120))'
clut bc.png royal bc.png
box_base='stroke none fill #7c3aed polygon 164,290 320,380 320,560 164,470 fill #5b21b6 polygon 320,380 476,290 476,470 320,560
  fill #fbbf24 polygon 229.5,327.8 254.5,342.2 254.5,522.2 229.5,507.8 fill #d97706 polygon 385.5,342.2 410.5,327.8 410.5,507.8 385.5,522.2
  fill #2e1065 polygon 164,290 320,200 476,290 320,380'
box_lid='stroke none fill #a78bfa polygon 320,110 490,208 320,306 150,208 fill #8b5cf6 polygon 150,208 320,306 320,340 150,242
  fill #6d28d9 polygon 320,306 490,208 490,242 320,340 fill #fde68a polygon 224.8,164.9 245.2,153.1 415.2,251.1 394.8,262.9
  fill #fde68a polygon 224.8,251.1 245.2,262.9 415.2,164.9 394.8,153.1 fill #fbbf24 polygon 224.8,251.1 245.2,262.9 245.2,296.9 224.8,285.1
  fill #d97706 polygon 394.8,262.9 415.2,251.1 415.2,285.1 394.8,296.9'
box_bow='fill #fcd34d stroke #d97706 stroke-width 3 translate 292,196 rotate -20 ellipse 0,0 40,18 0,360 translate 56,0 rotate 40 ellipse 0,0 40,18 0,360'
im bc.png \
  \( -size 640x640 xc:none -fill 'rgba(0,0,0,0.55)' -draw 'ellipse 320,560 190,34 0,360' -blur 0x14 \) -compose over -composite \
  -draw "$box_base" \
  \( -size 640x640 xc:none -fill 'rgba(255,204,96,0.5)' -draw 'polygon 190,300 450,300 540,0 100,0' -blur 0x22 \) -compose screen -composite \
  \( -size 640x640 xc:none -fill 'rgba(255,240,200,0.9)' -draw 'ellipse 320,292 150,40 0,360' -blur 0x18 \) -compose screen -composite \
  -compose over -draw "$box_lid" -draw "$box_bow" -fill '#fbbf24' -stroke none -draw 'circle 320,200 320,212' \
  -fill 'rgba(255,255,255,0.95)' -draw "$(sparkle 110 150 26)$(sparkle 530 120 20)$(sparkle 548 380 14)$(sparkle 92 410 16)$(sparkle 320 46 12)" \
  box-cover.png
save box-cover.png box-cover.png 120000

# Box designs, 512x512: a gem series. Common gems sit on slate, rare ones glow inside a halo, and the
# super rare one is a prismatic gem on a golden sunburst.
# gem_draw CX CY W CROWN TABLE DEPTH MODE HUE : -draw primitives for a side-view brilliant-cut gem.
# MODE mono shades one hue; MODE prism shifts the hue facet by facet.
gem_draw() {
  awk -v cx="$1" -v cy="$2" -v w="$3" -v ch="$4" -v tb="$5" -v dp="$6" -v mode="$7" -v hue="$8" '
  function col(i, l) {
    if (mode == "prism") return sprintf("hsl(%d,78%%,%d%%)", (hue + i * 24) % 360, l + 16)
    return sprintf("hsl(%d,72%%,%d%%)", hue, l)
  }
  function pt(x, y) { return sprintf("%.1f,%.1f", cx + x, cy + y) }
  BEGIN {
    split("-1 -0.5 0 0.5 1", g, " ")
    split("-1 -0.3333 0.3333 1", t, " ")
    split("62 80 54 88 58 76 48", cl, " ")
    split("34 52 40 60 36 56 42 62", pl, " ")
    # The crown is a zig-zag of triangles between girdle and table: G0 T0 G1 T1 G2 T2 G3 T3 G4.
    for (i = 0; i < 9; i++) {
      if (i % 2 == 0) { zx[i] = g[i / 2 + 1] * w; zy[i] = 0 } else { zx[i] = t[(i - 1) / 2 + 1] * tb; zy[i] = -ch }
    }
    printf "stroke rgba(255,255,255,0.45) stroke-width 1.5 stroke-linejoin round "
    for (i = 0; i < 7; i++)
      printf "fill %s polygon %s %s %s ", col(i, cl[i + 1]), pt(zx[i], zy[i]), pt(zx[i + 1], zy[i + 1]), pt(zx[i + 2], zy[i + 2])
    for (i = 0; i < 8; i++)
      printf "fill %s polygon %s %s %s ", col(i + 2, pl[i + 1]), pt((i / 4 - 1) * w, 0), pt(((i + 1) / 4 - 1) * w, 0), pt(0, dp)
    printf "stroke rgba(255,255,255,0.9) stroke-width 3 line %s %s ", pt(-tb, -ch), pt(tb, -ch)
  }'
}
palette gold '#1a0b00' '#5c2a00' '#b86b00' '#ffb703' '#fff1b8'
# box_gem NAME TIER HUE W CROWN TABLE DEPTH
box_gem() {
  local name=$1 tier=$2 hue=$3 w=$4 crown=$5 table=$6 depth=$7 glow sparks mode=mono cy
  cy=$((256 - (depth - crown) / 2))
  case $tier in
    n)
      im -size 512x512 radial-gradient:'#334155'-'#0b1120' bg.png
      glow="hsla($hue,60%,50%,0.35)" sparks="$(sparkle 372 $((cy - 80)) 20)"
      ;;
    r)
      im -size 512x512 radial-gradient:"hsl($hue,55%,26%)"-'#05070f' -fill none -strokewidth 2 \
        -stroke "hsla($hue,80%,70%,0.35)" -draw 'circle 256,256 256,46' \
        -stroke "hsla($hue,80%,70%,0.18)" -draw 'circle 256,256 256,30' bg.png
      glow="hsla($hue,90%,60%,0.8)"
      sparks="$(sparkle 380 $((cy - 90)) 26)$(sparkle 128 $((cy + 90)) 16)$(sparkle 150 $((cy - 100)) 12)"
      ;;
    sr)
      field bg.png 512x512 512 'st(0,hypot(PX-256,PY-256));st(1,atan2(PY-256,PX-256));255*min(1,0.1+0.25*pow(0.5+0.5*cos(18*ld(1)),3)*exp(-ld(0)/300)+0.85*exp(-ld(0)/150))'
      clut bg.png gold bg.png
      im bg.png -fill none -stroke 'rgba(255,236,170,0.7)' -strokewidth 3 -draw 'circle 256,256 256,36' \
        -stroke 'rgba(255,236,170,0.3)' -strokewidth 2 -draw 'circle 256,256 256,22' bg.png
      glow='rgba(255,255,255,0.85)' mode=prism
      sparks="$(sparkle 392 $((cy - 100)) 34)$(sparkle 116 $((cy + 96)) 22)$(sparkle 138 $((cy - 110)) 16)$(sparkle 404 $((cy + 120)) 14)$(sparkle 256 58 12)"
      ;;
  esac
  im bg.png \
    \( -size 512x512 xc:none -fill "$glow" -draw "ellipse 256,$((cy + 20)) $((w * 9 / 10)),$(((crown + depth) / 2)) 0,360" -blur 0x36 \) \
    -compose screen -composite \
    \( -size 512x512 xc:none -fill 'rgba(0,0,0,0.5)' -draw "ellipse 256,$((cy + depth + 26)) $((w * 2 / 3)),12 0,360" -blur 0x8 \) \
    -compose over -composite \
    -draw "$(gem_draw 256 $cy $w $crown $table $depth $mode $hue)" \
    -stroke none -fill 'rgba(255,255,255,0.92)' -draw "$sparks" "$name.png"
  save "$name.png" "$name.png" 100000
}
box_gem box-n-1 n 150 170 64 86 160
box_gem box-n-2 n 275 140 60 70 186
box_gem box-n-3 n 40 190 54 104 138
box_gem box-r-1 r 215 175 66 88 168
box_gem box-r-2 r 350 165 62 80 176
box_gem box-sr-1 sr 180 180 68 92 172

echo "wrote $(find "$out" -type f | wc -l) files to $out ($(du -sh "$out" | cut -f1))"
