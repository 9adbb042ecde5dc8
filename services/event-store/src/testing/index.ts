export * from './test-database.js';
export { streamCountsProjection } from './fixtures/stream-counts.projection.js';
