import TextField from '@mui/material/TextField';

/** The API's limit on an admin's reason (services/api refunds/http/refund.contract.ts). */
const REASON_MAX = 200;

/** The reason an admin gives in a refund, replacement or approval dialog, cut at the API's limit. */
export function ReasonField({ label, value, helperText, disabled, required = false, testId, onChange }: { label: string; value: string; helperText: string; disabled: boolean; required?: boolean; testId: string; onChange(value: string): void }) {
  return (
    <TextField
      label={label}
      value={value}
      required={required}
      onChange={(event) => onChange(event.target.value.slice(0, REASON_MAX))}
      helperText={helperText}
      fullWidth
      size="small"
      disabled={disabled}
      sx={{ mt: 2 }}
      slotProps={{ htmlInput: { maxLength: REASON_MAX, 'data-testid': testId } }}
    />
  );
}
