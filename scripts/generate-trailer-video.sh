#!/usr/bin/env bash
# Renders the trailer every game's video records point at: services/api/assets/trailer.webm.
#
# The picture and the sound come from ffmpeg's own generators (a moving gradient, or the testsrc2
# pattern when this ffmpeg has no `gradients` source; a quiet sine chord), so the file carries no
# third-party footage, music or artwork. The word "KeyLedger" is drawn with DejaVu Sans Bold
# (free licence) when that font is installed, and left out otherwise.
#
# The result is committed: `make dev`, the tests and CI never need ffmpeg. Rerun this script only
# to change the trailer: `scripts/generate-trailer-video.sh [output.webm]`.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="${1:-$ROOT/services/api/assets/trailer.webm}"
SECONDS_LONG=9
SIZE=640x360
FPS=30
MAX_BYTES=$((600 * 1024))
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

if ! command -v ffmpeg >/dev/null 2>&1; then
  echo "Installing ffmpeg"
  SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
  $SUDO apt-get update -qq && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg
fi

# Read the list once: `ffmpeg | grep -q` would end ffmpeg with SIGPIPE, which pipefail counts as a failure.
FILTERS="$(ffmpeg -hide_banner -filters 2>/dev/null | awk '{print $2}')"
has_filter() { grep -qx "$1" <<<"$FILTERS"; }

if has_filter gradients; then
  VIDEO_SOURCE="gradients=s=$SIZE:r=$FPS:d=$SECONDS_LONG:c0=0x101838:c1=0x2a5bd7:c2=0x7b2ff7:c3=0x0d1020:nb_colors=4:speed=0.015:seed=7"
else
  VIDEO_SOURCE="testsrc2=s=$SIZE:r=$FPS:d=$SECONDS_LONG"
fi

VIDEO_FILTER="format=yuv420p"
if [ -f "$FONT" ] && has_filter drawtext; then
  # Title, a fading subtitle and a running clock, so playing and seeking are plain to see.
  VIDEO_FILTER="drawtext=fontfile=$FONT:text='KeyLedger':fontsize=64:fontcolor=white:x=(w-text_w)/2:y=(h-text_h)/2-24:shadowcolor=black@0.6:shadowx=3:shadowy=3"
  VIDEO_FILTER+=",drawtext=fontfile=$FONT:text='Official trailer':fontsize=24:fontcolor=white@0.85:x=(w-text_w)/2:y=(h/2)+36:alpha='min(1,t/1.5)'"
  VIDEO_FILTER+=",drawtext=fontfile=$FONT:text='%{pts\\:hms}':fontsize=18:fontcolor=white@0.7:x=w-text_w-16:y=h-text_h-14"
  VIDEO_FILTER+=",fade=t=in:st=0:d=0.8,fade=t=out:st=$((SECONDS_LONG - 1)):d=1,format=yuv420p"
else
  echo "No DejaVu Sans Bold or no drawtext filter: the trailer has no title"
fi

# A quiet A-minor chord (peaks near -21 dBFS), fading in and out, so Mute has something to silence.
AUDIO_FILTER="[1:a][2:a][3:a]amix=inputs=3:normalize=0,volume=0.3,afade=t=in:st=0:d=1,afade=t=out:st=$((SECONDS_LONG - 1)):d=1,aformat=channel_layouts=stereo"

mkdir -p "$(dirname "$OUT")"
TMP="$(mktemp --suffix=.webm)"
trap 'rm -f "$TMP"' EXIT

# VP9 (profile 0, yuv420p) with constrained quality and Opus: Chromium, Firefox and Safari 14.1+ play
# it. A key frame every 2 s keeps seeking cheap. bitexact keeps encoder version strings out, so a
# rerun on the same ffmpeg gives the same bytes.
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "$VIDEO_SOURCE" \
  -f lavfi -i "sine=frequency=220:sample_rate=48000:duration=$SECONDS_LONG" \
  -f lavfi -i "sine=frequency=261.63:sample_rate=48000:duration=$SECONDS_LONG" \
  -f lavfi -i "sine=frequency=329.63:sample_rate=48000:duration=$SECONDS_LONG" \
  -filter_complex "[0:v]$VIDEO_FILTER[v];$AUDIO_FILTER[a]" \
  -map '[v]' -map '[a]' -t "$SECONDS_LONG" \
  -c:v libvpx-vp9 -b:v 400k -crf 36 -g $((FPS * 2)) -deadline good -cpu-used 2 -row-mt 1 -threads 1 \
  -c:a libopus -b:a 48k \
  -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
  -f webm "$TMP"

BYTES=$(stat -c %s "$TMP")
if [ "$BYTES" -gt "$MAX_BYTES" ]; then
  echo "The trailer came out at $BYTES bytes, more than $MAX_BYTES: lower -b:v" >&2
  exit 1
fi
chmod 644 "$TMP"  # mktemp makes it owner-only
mv "$TMP" "$OUT"
trap - EXIT
echo "Wrote $OUT ($BYTES bytes)"
ffprobe -hide_banner -loglevel error -show_entries format=duration:stream=codec_name,width,height,sample_rate -of compact "$OUT"
