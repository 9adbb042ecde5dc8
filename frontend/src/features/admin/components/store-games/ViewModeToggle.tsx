import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import GridView from '@mui/icons-material/GridView';
import ViewList from '@mui/icons-material/ViewList';

export type ViewMode = 'grid' | 'list';

/** Grid or list of the store's games. */
export function ViewModeToggle({ mode, onChange }: { mode: ViewMode; onChange(mode: ViewMode): void }) {
  return (
    <ToggleButtonGroup value={mode} exclusive size="small" aria-label="View" onChange={(_event, next: ViewMode | null) => next && onChange(next)}>
      <ToggleButton value="grid" aria-label="Grid view">
        <GridView />
      </ToggleButton>
      <ToggleButton value="list" aria-label="List view">
        <ViewList />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
