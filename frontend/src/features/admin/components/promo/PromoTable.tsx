import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatUsd } from '../../../../shared/format/money';
import { formatDate } from '../../../../shared/format/date';
import { promoStatus } from '../../promo-status';
import type { PromoCode } from '../../promo-types';
import { PromoActions, type PromoAction } from './PromoActions';
import { PromoStatusChip } from './PromoStatusChip';
import { PromoUsage } from './PromoUsage';
import { TableHeadings } from '../common/TableHeadings';

export const discountText = (promo: PromoCode): string => (promo.discountType === 'percentage' ? `${promo.discountValue}%` : formatUsd(promo.discountValue));

/** Code (with its description), Discount, Usage, Expiry Date, Status, Actions. */
export function PromoTable({ promos, now, onAction }: { promos: PromoCode[]; now: number; onAction(action: PromoAction, promo: PromoCode): void }) {
  return (
    // Focusable, so a keyboard can scroll it on a narrow screen.
    <TableContainer tabIndex={0} role="region" aria-label="Promo codes table" sx={{ border: 1, borderColor: 'divider', borderRadius: 3 }}>
      <Table aria-label="Promo codes" size="small">
        <TableHeadings headings={['Code', 'Discount', 'Usage', 'Expiry Date', 'Status', 'Actions']} />
        <TableBody>
          {promos.map((promo) => (
            <TableRow key={promo._id} data-testid="promo-row">
              <TableCell>
                <Typography sx={{ fontWeight: 700, fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }} data-testid="promo-code">
                  {promo.code}
                </Typography>
                {promo.description && (
                  <Typography variant="body2" color="text.secondary">
                    {promo.description}
                  </Typography>
                )}
              </TableCell>
              <TableCell data-testid="promo-discount">{discountText(promo)}</TableCell>
              <TableCell>
                <PromoUsage promo={promo} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(promo.expiryDate)}</TableCell>
              <TableCell>
                <PromoStatusChip status={promoStatus(promo, now)} />
              </TableCell>
              <TableCell>
                <PromoActions promo={promo} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
