/** An upload that holds keys already in the store, or twice in itself: nothing of it is stored. */
export class DuplicateKeysError extends Error {
  constructor(readonly duplicates: string[]) {
    super(`These keys are already in the store or appear twice: ${duplicates.join(', ')}`);
    this.name = 'DuplicateKeysError';
  }
}

export class InvalidKeysError extends Error {}
