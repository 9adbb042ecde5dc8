/** A backup or restore that will not start as asked (a database not empty, a store still running): exit code 2, the message says why. */
export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
}
