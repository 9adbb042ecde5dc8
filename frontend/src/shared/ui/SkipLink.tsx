import Box from '@mui/material/Box';
import { visuallyHidden } from './visually-hidden';

/**
 * "Skip to main content": the first stop of the Tab key, hidden until focused. It moves focus to
 * the element with `targetId` (focusable by script, tabIndex -1) without touching the URL, so the
 * router sees no hash change.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus();
        target.scrollIntoView({ block: 'start' });
      }}
      sx={{
        ...visuallyHidden,
        '&:focus': {
          clip: 'auto',
          width: 'auto',
          height: 'auto',
          margin: 0,
          overflow: 'visible',
          position: 'fixed',
          top: 8,
          left: 8,
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          fontWeight: 700,
          textDecoration: 'underline',
          boxShadow: 6,
          outline: 2,
          outlineStyle: 'solid',
          outlineColor: 'primary.main',
        },
      }}
    >
      Skip to main content
    </Box>
  );
}
