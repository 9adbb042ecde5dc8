import Box from '@mui/material/Box';

/** One dot per slide; the active one has aria-current="true". */
export function SlideshowDots({ count, active, onSelect }: { count: number; active: number; onSelect(index: number): void }) {
  return (
    <Box sx={{ position: 'absolute', bottom: 14, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 1 }}>
      {Array.from({ length: count }, (_, index) => (
        <Box
          key={index}
          component="button"
          type="button"
          aria-label={`Go to slide ${index + 1}`}
          aria-current={index === active ? 'true' : undefined}
          data-testid="recent-slide-dot"
          onClick={() => onSelect(index)}
          sx={{
            width: index === active ? 24 : 10,
            height: 10,
            p: 0,
            border: 0,
            borderRadius: 5,
            cursor: 'pointer',
            bgcolor: index === active ? 'primary.main' : 'rgba(255,255,255,0.55)',
            transition: 'width 300ms, background-color 300ms',
            '&:focus-visible': { outline: '2px solid white', outlineOffset: 2 },
          }}
        />
      ))}
    </Box>
  );
}
