import { BadRequestError } from '../../common/app-errors.js';
import { readKeysCsv } from '../key-vault/key-csv.js';
import { MAX_KEYS_PER_UPLOAD } from './admin-store.contract.js';

/** The keys an admin sent, and whether the CSV's header line was left out. */
export interface UploadedKeys {
  keys: string[];
  headerSkipped: boolean;
}

/**
 * The keys of an upload: a list, or a CSV file's first column (blank lines and a header line
 * dropped). One of the two, not both; an empty file, or more than 100,000 keys, is refused. Null
 * when none was given and none is required.
 */
export function keysOf(upload: { keys?: string[] | undefined; keysCsv?: string | undefined }, required: boolean): UploadedKeys | null {
  if (upload.keys !== undefined && upload.keysCsv !== undefined) throw new BadRequestError('Give keys as a list or as a CSV file, not both');
  if (upload.keys === undefined && upload.keysCsv === undefined) {
    if (required) throw new BadRequestError('Keys are required: a list or a CSV file');
    return null;
  }
  const uploaded = upload.keys ? { keys: upload.keys, headerSkipped: false } : readKeysCsv(upload.keysCsv!);
  if (uploaded.keys.length === 0) throw new BadRequestError(upload.keys ? 'No keys were given' : 'The key file holds no keys');
  if (uploaded.keys.length > MAX_KEYS_PER_UPLOAD) throw new BadRequestError(`At most ${MAX_KEYS_PER_UPLOAD.toLocaleString('en-US')} keys per upload`);
  return uploaded;
}
