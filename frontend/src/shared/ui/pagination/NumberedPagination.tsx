import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { pageWindow } from './page-window';

/** Where the list is: 'Showing page X of Y (N total results)'. */
export const paginationStatus = (page: number, totalPages: number, total: number): string => `Showing page ${page} of ${totalPages} (${total} total results)`;

/** Numbered page buttons at most, first and last included (spec: 5, 3 on narrow screens). */
export const PAGE_BUTTONS = { wide: 5, narrow: 3 } as const;

export interface NumberedPaginationProps {
  page: number;
  totalPages: number;
  total: number;
  narrow: boolean;
  onPage(page: number): void;
}

/**
 * Previous, numbered pages with gaps (5 at most, 3 on narrow screens), Next, and where we are
 * ('Showing page X of Y (N total results)'). Only with 2 pages or more; a page outside 1 to
 * totalPages is never asked for.
 */
export function NumberedPagination({ page, totalPages, total, narrow, onPage }: NumberedPaginationProps) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onPage(target);
  };
  const slots = pageWindow(page, totalPages, narrow ? PAGE_BUTTONS.narrow : PAGE_BUTTONS.wide);

  return (
    <Box component="nav" aria-label="Pagination" sx={{ mt: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button onClick={() => go(page - 1)} disabled={page <= 1} startIcon={<ChevronLeft />} aria-label="Previous page" size="small">
          {narrow ? '' : 'Previous'}
        </Button>
        {slots.map((slot) =>
          typeof slot === 'number' ? (
            <Button
              key={slot}
              onClick={() => go(slot)}
              variant={slot === page ? 'contained' : 'text'}
              aria-label={`Page ${slot}`}
              aria-current={slot === page ? 'page' : undefined}
              size="small"
              sx={{ minWidth: 36, px: 1 }}
            >
              {slot}
            </Button>
          ) : (
            <Typography key={slot} component="span" aria-hidden sx={{ px: 0.5, color: 'text.secondary' }}>
              …
            </Typography>
          ),
        )}
        <Button onClick={() => go(page + 1)} disabled={page >= totalPages} endIcon={<ChevronRight />} aria-label="Next page" size="small">
          {narrow ? '' : 'Next'}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="pagination-status">
        {paginationStatus(page, totalPages, total)}
      </Typography>
    </Box>
  );
}
