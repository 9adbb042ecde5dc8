import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { paginationStatus, type NumberedPaginationProps } from '../../../../shared/ui/pagination/NumberedPagination';

const itemLabel = (type: string, page: number | null, selected: boolean): string => {
  if (type === 'page') return selected ? `Page ${page}, current page` : `Page ${page}`;
  return type === 'next' ? 'Next page' : type === 'previous' ? 'Previous page' : `Go to ${type} page`;
};

/**
 * MUI's Pagination with first and last page and a window around the current one (fewer pages on
 * narrow screens), and where we are; only with 2 pages or more. Only pages 1 to totalPages are asked for.
 */
export function PurchasesPagination({ page, totalPages, total, narrow, onPage }: NumberedPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Pagination
        count={totalPages}
        page={Math.min(page, totalPages)}
        onChange={(_event, next) => {
          if (next >= 1 && next <= totalPages && next !== page) onPage(next);
        }}
        siblingCount={narrow ? 0 : 1}
        boundaryCount={1}
        color="primary"
        shape="rounded"
        getItemAriaLabel={itemLabel}
        aria-label="Orders pages"
        data-testid="purchases-pagination"
        sx={{ '& .MuiPagination-ul': { justifyContent: 'center' } }}
      />
      <Typography variant="body2" color="text.secondary" data-testid="pagination-status">
        {paginationStatus(Math.min(page, totalPages), totalPages, total)}
      </Typography>
    </Box>
  );
}
