import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../../shared/format/date';
import type { Ticket } from '../../../../shared/tickets/ticket-types';
import { EmailText } from '../../../../shared/ui/EmailText';
import { SummaryRow } from '../../../../shared/ui/SummaryRow';

/** Customer Details, shown on demand: name, e-mail, when the ticket was opened and last updated. */
export function CustomerDetails({ ticket }: { ticket: Ticket }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Box>
      <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={regionId} endIcon={open ? <ExpandLess /> : <ExpandMore />}>
        Customer Details
      </Button>
      <Collapse in={open} id={regionId}>
        <Box component="dl" data-testid="customer-details" sx={{ m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
          <SummaryRow label="Name" value={ticket.userId.name ?? 'Deleted account'} testId="customer-name" />
          <SummaryRow label="E-mail" value={ticket.userId.email ? <EmailText email={ticket.userId.email} /> : '—'} testId="customer-email" />
          <SummaryRow label="Created" value={formatDateTime(ticket.createdAt)} testId="ticket-created" />
          <SummaryRow label="Last update" value={formatDateTime(ticket.updatedAt)} testId="ticket-updated" />
        </Box>
      </Collapse>
    </Box>
  );
}
