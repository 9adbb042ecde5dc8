import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import SwipeLeftOutlined from '@mui/icons-material/SwipeLeftOutlined';
import { useId, useRef } from 'react';
import { useOverflowsSideways } from '../../../../shared/layout/use-overflows-sideways';
import { FINANCE_COLUMNS, figureText, type FinanceColumn } from '../../finance-columns';
import { FINANCE_TEXTS as TEXTS, GROUPING_LABELS } from '../../finance-texts';
import type { FinanceReport, ReportGrouping, ReportRow } from '../../finance-types';

/**
 * On screen Net revenue comes first, beside the row's label: the figure looked for, in view on a
 * laptop without scrolling sideways. The CSV keeps the API's order.
 */
const COLUMNS: readonly FinanceColumn[] = [...FINANCE_COLUMNS.filter((column) => column.field === 'netRevenue'), ...FINANCE_COLUMNS.filter((column) => column.field !== 'netRevenue')];
/** Fixed column widths: a cell's figure arriving moves no other cell. */
const FIRST_WIDTH = 180;
const FIGURE_WIDTH = 120;
const TABLE_WIDTH = FIRST_WIDTH + FIGURE_WIDTH * COLUMNS.length;
/** Headings may take two lines (the figures' columns are narrow); figures' headings right-aligned over them. */
const HEADING = { fontWeight: 700, verticalAlign: 'bottom', lineHeight: 1.3 } as const;
/** The footer's cells as the body's: full-size text in the primary colour. */
const footerCells = { '& .MuiTableCell-footer': { color: 'text.primary', fontSize: '0.875rem' } } as const;

function FigureRow({ row, testId, grouping, total = false }: { row: ReportRow; testId: string; grouping: ReportGrouping; total?: boolean }) {
  const weight = total ? 800 : undefined;
  return (
    <TableRow data-testid={testId}>
      <TableCell component="th" scope="row" data-testid="finance-label" sx={{ fontWeight: weight ?? 600, overflowWrap: 'anywhere' }}>
        {total ? 'Totals' : grouping === 'game' ? row.label : row.key}
      </TableCell>
      {COLUMNS.map((column) => (
        <TableCell key={column.field} align="right" data-testid={`finance-${column.field}`} sx={{ fontWeight: weight, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {figureText(row, column)}
        </TableCell>
      ))}
    </TableRow>
  );
}

function SkeletonRow({ total = false }: { total?: boolean }) {
  return (
    <TableRow>
      <TableCell>{total ? 'Totals' : <Skeleton width="70%" />}</TableCell>
      {COLUMNS.map((column) => (
        <TableCell key={column.field} align="right">
          <Skeleton />
        </TableCell>
      ))}
    </TableRow>
  );
}

/**
 * Each day, month or game of the report with its figures, and the totals row; while loading,
 * skeleton rows of the number the answer will have (by day or month), so nothing moves.
 */
export function FinanceTable({ report, grouping, loadingRows, failed }: { report: FinanceReport | undefined; grouping: ReportGrouping; loadingRows: number; failed: boolean }) {
  const titleId = useId();
  const hintId = useId();
  const container = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(container);
  const rows = report?.rows ?? (failed ? [] : undefined);
  const message = failed ? TEXTS.loadFailed : TEXTS.noRows;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5, borderRadius: 3 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {TEXTS.figuresTitle}
      </Typography>
      {/* Said whenever figures are out of view; its line is kept either way, so nothing moves. */}
      <Box
        id={hintId}
        data-testid="finance-scroll-hint"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, minHeight: 24, color: 'text.secondary', visibility: overflows ? 'visible' : 'hidden' }}
      >
        <SwipeLeftOutlined fontSize="small" aria-hidden />
        <Typography variant="body2">{TEXTS.scrollHint(COLUMNS.length)}</Typography>
      </Box>
      {/* Focusable, so a keyboard can scroll the figures sideways; named apart from the section around it. */}
      <TableContainer
        ref={container}
        tabIndex={0}
        role="region"
        aria-label={TEXTS.figuresTable}
        aria-describedby={overflows ? hintId : undefined}
        aria-busy={!rows}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
      >
        <Table size="small" data-testid="finance-table" sx={{ tableLayout: 'fixed', minWidth: TABLE_WIDTH }}>
          <colgroup>
            <col style={{ width: FIRST_WIDTH }} />
            {COLUMNS.map((column) => (
              <col key={column.field} style={{ width: FIGURE_WIDTH }} />
            ))}
          </colgroup>
          <TableHead>
            <TableRow>
              <TableCell sx={HEADING}>{GROUPING_LABELS[grouping]}</TableCell>
              {COLUMNS.map((column) => (
                <TableCell key={column.field} align="right" sx={HEADING}>
                  {column.heading}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length + 1} data-testid="finance-no-rows" sx={{ color: 'text.secondary' }}>
                  {message}
                </TableCell>
              </TableRow>
            )}
            {rows ? rows.map((row) => <FigureRow key={row.key} row={row} testId="finance-row" grouping={grouping} />) : Array.from({ length: loadingRows }, (_, n) => <SkeletonRow key={n} />)}
          </TableBody>
          <TableFooter sx={footerCells}>{report ? <FigureRow row={report.totals} testId="finance-totals" grouping={grouping} total /> : !failed && <SkeletonRow total />}</TableFooter>
        </Table>
      </TableContainer>
    </Paper>
  );
}
