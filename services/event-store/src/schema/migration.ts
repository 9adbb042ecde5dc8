/** One forward-only schema change, named `area/NNN-name`; lists are applied in their order. */
export interface Migration {
  id: string;
  sql: string;
}
