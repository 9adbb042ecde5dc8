import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useFormatPrice } from '../../../shared/currency/currency-store';
import { PRICE_CAP } from '../explore-constants';

/** The price cap, 0 to 200 dollars, shown in the chosen currency; applied when the thumb is let go. */
export function PriceCapSlider({ value, onChange }: { value: number; onChange(maxPrice: number): void }) {
  const format = useFormatPrice();
  const [dragged, setDragged] = useState(value);
  useEffect(() => setDragged(value), [value]);

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        {/* A label, not a heading (subtitle2 would render an h6 and break the heading order). */}
        <Typography id="price-cap-label" variant="subtitle2" component="span">
          Max price
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="price-cap-value">
          {format(dragged)}
        </Typography>
      </Box>
      <Slider
        value={dragged}
        min={PRICE_CAP.min}
        max={PRICE_CAP.max}
        step={1}
        onChange={(_, next) => setDragged(next as number)}
        onChangeCommitted={(_, next) => onChange(next as number)}
        getAriaValueText={format}
        slotProps={{ input: { 'aria-labelledby': 'price-cap-label' } }}
        sx={{ mt: 1 }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography variant="caption" color="text.secondary">
          {format(PRICE_CAP.min)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {format(PRICE_CAP.max)}
        </Typography>
      </Box>
    </Box>
  );
}
