import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';
import type { ServerFigure } from '../hooks/use-account-stats';
import { ACCOUNT_FIGURE_TEXTS as TEXTS } from '../messages';

/** A figure from the server as a tile shows it: the value, a placeholder while it loads, a dash if it could not be read. */
export function ServerFigureValue({ figure, format = String }: { figure: ServerFigure; format?: (value: number) => string }) {
  if (figure.state === 'shown') return <>{format(figure.value)}</>;
  if (figure.state === 'failed') {
    return (
      <>
        <span aria-hidden="true">—</span>
        <Box component="span" sx={visuallyHidden}>
          {TEXTS.failed}
        </Box>
      </>
    );
  }
  return (
    <>
      <Skeleton variant="text" width="3ch" sx={{ display: 'inline-block' }} />
      <Box component="span" sx={visuallyHidden}>
        {TEXTS.loading}
      </Box>
    </>
  );
}
