import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useEffect, useState, type FormEvent } from 'react';
import { FINANCE_TEXTS as TEXTS, GROUPING_LABELS } from '../../finance-texts';
import type { ReportGrouping, ReportQuery } from '../../finance-types';
import { monthLabel, monthRange, recentMonths, wholeMonthOf } from '../../report-period';

const CUSTOM = 'custom';
/** A field that grows from its own width, and wraps onto the next line before it shrinks. */
const field = (basis: number) => ({ flex: `1 1 ${basis}px`, minWidth: Math.min(basis, 200) });
const MONTHS_OFFERED = 24;

/**
 * What the report is for: a month (a shortcut that sets From and To), From and To, the grouping and
 * an optional As of; Run report asks for it (again, when nothing changed: a refresh).
 */
export function FinanceReportForm({ query, busy, onRun }: { query: ReportQuery; busy: boolean; onRun(query: ReportQuery): void }) {
  const [draft, setDraft] = useState<ReportQuery>(query);
  useEffect(() => setDraft(query), [query]);
  const [months] = useState(() => recentMonths(new Date(), MONTHS_OFFERED));
  const month = wholeMonthOf(draft) ?? CUSTOM;
  const monthChoices = month === CUSTOM || months.includes(month) ? months : [month, ...months];

  const change = (fields: Partial<ReportQuery>) => setDraft((was) => ({ ...was, ...fields }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRun(draft);
  };

  return (
    <Box
      component="form"
      aria-label="Report period"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}
    >
      <TextField select size="small" label="Month" value={month} sx={field(200)} onChange={(event) => event.target.value !== CUSTOM && change(monthRange(event.target.value))}>
        <MenuItem value={CUSTOM} disabled>
          {TEXTS.customPeriod}
        </MenuItem>
        {monthChoices.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {monthLabel(choice)}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" type="date" label="From" value={draft.from} onChange={(event) => change({ from: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={field(160)} />
      <TextField size="small" type="date" label="To" value={draft.to} onChange={(event) => change({ to: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={field(160)} />
      <TextField select size="small" label="Group by" value={draft.groupBy} sx={field(130)} onChange={(event) => change({ groupBy: event.target.value as ReportGrouping })}>
        {(Object.keys(GROUPING_LABELS) as ReportGrouping[]).map((grouping) => (
          <MenuItem key={grouping} value={grouping}>
            {GROUPING_LABELS[grouping]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="As of (optional)"
        value={draft.asOf ?? ''}
        onChange={(event) => change({ asOf: event.target.value })}
        helperText={TEXTS.asOfHelp}
        autoComplete="off"
        sx={field(260)}
        slotProps={{ htmlInput: { maxLength: 40, spellCheck: false } }}
      />
      <Button type="submit" variant="contained" startIcon={<PlayArrow />} disabled={busy} sx={{ height: 40, whiteSpace: 'nowrap' }}>
        {TEXTS.run}
      </Button>
    </Box>
  );
}
