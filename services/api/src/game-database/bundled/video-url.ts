/** The video host's URL shape: `{VIDEO_BASE_URL}/{video_id}.webm`. */
export function videoUrl(videoBaseUrl: string, videoId: string): string {
  return `${videoBaseUrl}/${encodeURIComponent(videoId)}.webm`;
}
