export * from './test-database.js';
export { streamCountsProjection } from './fixtures/stream-counts.projection.js';
export { recordClientSessions, roundTrips, type ClientSession } from './round-trips.js';
