import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import type { CheckoutDetails, CheckoutErrors, CheckoutField } from '../checkout-form';
import { CHECKOUT_TEXTS } from '../checkout-texts';
import { CheckoutSection } from './CheckoutSection';

interface CustomerDetailsCardsProps {
  details: CheckoutDetails;
  errors: CheckoutErrors;
  disabled: boolean;
  onChange(field: CheckoutField, value: string): void;
}

/** Your Information (name, e-mail) and Shipping Address, each field with its own message. */
export function CustomerDetailsCards({ details, errors, disabled, onChange }: CustomerDetailsCardsProps) {
  const field = (name: CheckoutField, label: string, autoComplete: string, extra: { required?: boolean; type?: string } = {}) => (
    <TextField
      name={name}
      label={label}
      value={details[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={!!errors[name]}
      helperText={errors[name] ?? ' '}
      required={extra.required ?? true}
      type={extra.type ?? 'text'}
      autoComplete={autoComplete}
      disabled={disabled}
      fullWidth
    />
  );
  return (
    <>
      <CheckoutSection title={CHECKOUT_TEXTS.yourInformation} icon={<PersonOutlined color="primary" />}>
        <Box sx={{ display: 'grid', columnGap: 2, rowGap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('firstName', CHECKOUT_TEXTS.firstName, 'given-name')}
          {field('lastName', CHECKOUT_TEXTS.lastName, 'family-name')}
          <Box sx={{ gridColumn: '1 / -1' }}>{field('email', CHECKOUT_TEXTS.email, 'email', { type: 'email' })}</Box>
        </Box>
      </CheckoutSection>
      <CheckoutSection title={CHECKOUT_TEXTS.shippingAddress} icon={<LocalShippingOutlined color="primary" />}>
        <Box sx={{ display: 'grid', columnGap: 2, rowGap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
          <Box sx={{ gridColumn: '1 / -1' }}>{field('address', CHECKOUT_TEXTS.address, 'address-line1')}</Box>
          {field('city', CHECKOUT_TEXTS.city, 'address-level2')}
          {field('state', CHECKOUT_TEXTS.state, 'address-level1', { required: false })}
          {field('zipCode', CHECKOUT_TEXTS.zipCode, 'postal-code')}
        </Box>
      </CheckoutSection>
    </>
  );
}
