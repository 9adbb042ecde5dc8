import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import { SectionCard } from '../../../shared/ui/SectionCard';

/**
 * A static placeholder: one saved card and a billing address. The spec keeps its Add, Edit and
 * Remove buttons without any action; cards are entered at checkout.
 */
export function PaymentMethodsSection() {
  return (
    <Stack spacing={3}>
      <SectionCard title="Payment Methods" action={<Button startIcon={<AddRounded />}>Add Payment Method</Button>}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, borderRadius: 2, border: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
          <CreditCardRounded color="primary" fontSize="large" />
          <Box sx={{ flexGrow: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>Visa ending in 4242</Typography>
            <Typography variant="body2" color="text.secondary">
              Expires 12/2028
            </Typography>
          </Box>
          <Button size="small">Edit</Button>
          <Button size="small" color="error">
            Remove
          </Button>
        </Box>
      </SectionCard>
      <SectionCard title="Billing Address" action={<Button>Edit</Button>}>
        <Typography>123 Market Street</Typography>
        <Typography>San Francisco, CA 94103</Typography>
        <Typography>United States</Typography>
      </SectionCard>
    </Stack>
  );
}
