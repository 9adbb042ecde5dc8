/** One forward-only schema change. Ids are ordered as strings, so keep the `area/NNN-name` form. */
export interface Migration {
  id: string;
  sql: string;
}
