import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { formatUsd } from '../../../../shared/format/money';
import { formatDate } from '../../../../shared/format/date';
import { promoStatus } from '../../promo-status';
import type { PromoCode } from '../../promo-types';
import { PromoStatusChip } from './PromoStatusChip';
import { PromoUsage } from './PromoUsage';
import { TableHeadings } from '../common/TableHeadings';

const discountText = (promo: PromoCode): string => (promo.discountType === 'percentage' ? `${promo.discountValue}%` : formatUsd(promo.discountValue));

/** Code (with its description), Discount, Usage, Expiry Date, Status, Actions. */
export function PromoTable({ promos, now, onDelete }: { promos: PromoCode[]; now: number; onDelete(promo: PromoCode): void }) {
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
                <Tooltip title="Delete">
                  <IconButton aria-label={`Delete ${promo.code}`} onClick={() => onDelete(promo)} color="error">
                    <DeleteOutlined />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
