import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';

interface FoldToggleHeaderProps {
  /** The heading's id: the section it heads is labelled by it. */
  titleId: string;
  title: string;
  heading: 'h2' | 'h3' | 'h4';
  variant?: TypographyProps['variant'];
  open: boolean;
  onToggle(): void;
  /** The id of the part it shows and hides. */
  controls: string;
  /** The button's words when closed and when open. */
  labels?: { show: string; hide: string };
}

/** A foldable section's heading and its Show/Hide button (aria-expanded, aria-controls). */
export function FoldToggleHeader({ titleId, title, heading, variant = 'h6', open, onToggle, controls, labels = { show: 'Show', hide: 'Hide' } }: FoldToggleHeaderProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
      <Typography id={titleId} variant={variant} component={heading} sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Button size="small" onClick={onToggle} aria-expanded={open} aria-controls={controls} endIcon={open ? <ExpandLess /> : <ExpandMore />}>
        {open ? labels.hide : labels.show}
      </Button>
    </Box>
  );
}
