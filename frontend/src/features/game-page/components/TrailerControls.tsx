import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import VolumeOff from '@mui/icons-material/VolumeOff';
import VolumeUp from '@mui/icons-material/VolumeUp';

export interface TrailerControlsProps {
  playing: boolean;
  muted: boolean;
  fullscreen: boolean;
  currentTime: number;
  duration: number;
  onPlayPause: () => void;
  onMute: () => void;
  onFullscreen: () => void;
}

const clock = (seconds: number): string => {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** Play/pause, progress, mute and fullscreen for the trailer. */
export function TrailerControls(props: TrailerControlsProps) {
  const { playing, muted, fullscreen, currentTime, duration } = props;
  const progress = duration > 0 ? Math.min(100, (currentTime / duration) * 100) : 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5, bgcolor: 'rgba(0,0,0,0.65)', color: '#fff' }}>
      <IconButton color="inherit" onClick={props.onPlayPause} aria-label={playing ? 'Pause' : 'Play'}>
        {playing ? <Pause /> : <PlayArrow />}
      </IconButton>
      <LinearProgress variant="determinate" value={progress} aria-label="Trailer progress" sx={{ flexGrow: 1, height: 4, borderRadius: 2 }} />
      <Typography variant="caption" sx={{ minWidth: 72, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }} data-testid="trailer-time">
        {clock(currentTime)} / {clock(duration)}
      </Typography>
      <IconButton color="inherit" onClick={props.onMute} aria-label={muted ? 'Unmute' : 'Mute'}>
        {muted ? <VolumeOff /> : <VolumeUp />}
      </IconButton>
      <IconButton color="inherit" onClick={props.onFullscreen} aria-label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'}>
        {fullscreen ? <FullscreenExit /> : <Fullscreen />}
      </IconButton>
    </Box>
  );
}
