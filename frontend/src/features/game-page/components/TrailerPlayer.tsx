import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { GAME_TEXTS } from '../game-texts';
import { TrailerControls } from './TrailerControls';

interface TrailerPlayerProps {
  url: string;
  title: string;
}

/** A <video> with the page's own controls; a trailer that fails to load leaves a short note. */
export function TrailerPlayer({ url, title }: TrailerPlayerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current && frame.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const playPause = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused || element.ended) element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  const toggleMute = () => {
    const element = video.current;
    if (!element) return;
    element.muted = !element.muted;
    setMuted(element.muted);
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.current?.requestFullscreen?.().catch(() => undefined);
  };

  const readTime = () => {
    const element = video.current;
    if (element) setTime({ current: element.currentTime, duration: Number.isFinite(element.duration) ? element.duration : 0 });
  };

  if (failed) return <Typography color="text.secondary">{GAME_TEXTS.trailerFailed}</Typography>;

  return (
    <Box ref={frame} sx={{ bgcolor: '#000', borderRadius: fullscreen ? 0 : 2, overflow: 'hidden', display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
      <Box
        component="video"
        ref={video}
        src={url}
        preload="metadata"
        playsInline
        aria-label={title}
        data-testid="trailer-video"
        onClick={playPause}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onVolumeChange={() => setMuted(video.current?.muted ?? false)}
        onTimeUpdate={readTime}
        onLoadedMetadata={readTime}
        onDurationChange={readTime}
        onError={() => setFailed(true)}
        sx={{ display: 'block', width: '100%', aspectRatio: fullscreen ? 'auto' : '16 / 9', flexGrow: 1, minHeight: 0, cursor: 'pointer', bgcolor: '#000' }}
      />
      <TrailerControls
        playing={playing}
        muted={muted}
        fullscreen={fullscreen}
        currentTime={time.current}
        duration={time.duration}
        onPlayPause={playPause}
        onMute={toggleMute}
        onFullscreen={toggleFullscreen}
      />
    </Box>
  );
}
