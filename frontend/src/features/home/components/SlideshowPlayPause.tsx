import IconButton from '@mui/material/IconButton';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';

/** The slideshow's Pause / Play button: its name says what a press does. */
export function SlideshowPlayPause({ stopped, onToggle }: { stopped: boolean; onToggle(): void }) {
  return (
    <IconButton
      aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
      onClick={onToggle}
      size="small"
      sx={{
        position: 'absolute',
        top: { xs: 8, md: 14 },
        right: { xs: 8, md: 14 },
        zIndex: 1,
        color: 'common.white',
        bgcolor: 'rgba(0,0,0,0.55)',
        '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
        '&.Mui-focusVisible': { outline: '2px solid white', outlineOffset: 2 },
      }}
    >
      {stopped ? <PlayArrow /> : <Pause />}
    </IconButton>
  );
}
