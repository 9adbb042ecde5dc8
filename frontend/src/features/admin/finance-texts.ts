/** The finance report page's words. */
export const FINANCE_TEXTS = {
  title: 'Finance',
  subtitle: 'The books for a period, replayed from the event log as of any moment',
  customPeriod: 'Custom period',
  asOfHelp: 'A time (2026-11-20T12:00:00Z) or a log position; empty for now',
  run: 'Run report',
  download: 'Download CSV',
  downloadFailed: 'The CSV could not be downloaded',
  loadFailed: 'The report could not be loaded',
  asOfNote: (position: number, eventsRead: number) => `As of log position ${position} (events read ${eventsRead})`,
  noChartByGame: 'By game there is no time line to chart: the table below has each game’s figures.',
  chartTitle: 'Net revenue and refunds',
  figuresTitle: 'Figures',
  figuresTable: 'Figures table',
  scrollHint: (figures: number) => `Scroll the table sideways for all ${figures} figures`,
  noRows: 'Nothing was sold or refunded in this period.',
} as const;

export const GROUPING_LABELS = { day: 'Day', month: 'Month', game: 'Game' } as const;
