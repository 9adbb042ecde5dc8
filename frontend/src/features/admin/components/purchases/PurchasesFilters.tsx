import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FilterList from '@mui/icons-material/FilterList';
import { useId, useState } from 'react';
import { useIsMobile } from '../../../../shared/layout/use-is-mobile';
import type { PurchasesFilter } from '../../hooks/use-purchases-location';
import { PurchasesFilterForm } from './PurchasesFilterForm';

/** The filters; below 768 px folded away behind a Filters button (how many are applied shows on it). */
export function PurchasesFilters({ filter, onSearch }: { filter: PurchasesFilter; onSearch(filter: PurchasesFilter): void }) {
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const form = <PurchasesFilterForm filter={filter} onSearch={onSearch} />;
  if (!mobile) return <Box sx={{ mb: 3 }}>{form}</Box>;

  const applied = [filter.email, filter.date].filter(Boolean).length;
  return (
    <Box sx={{ mb: 3 }}>
      <Button
        variant="outlined"
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        aria-controls={panelId}
        startIcon={<FilterList />}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        fullWidth
        sx={{ justifyContent: 'space-between' }}
      >
        {applied > 0 ? `Filters (${applied})` : 'Filters'}
      </Button>
      <Collapse in={open} id={panelId} data-testid="purchases-filters-panel">
        <Box sx={{ pt: 2 }}>{form}</Box>
      </Collapse>
    </Box>
  );
}
