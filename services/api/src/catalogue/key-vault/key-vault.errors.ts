/** An upload that holds keys already in the store, or twice in itself: nothing of it is stored. */
export class DuplicateKeysError extends Error {
  constructor(readonly duplicates: string[]) {
    super(`These keys are already in the store or appear twice: ${duplicates.join(', ')}`);
    this.name = 'DuplicateKeysError';
  }
}

export class InvalidKeysError extends Error {}

/** A refunded or replaced key: it no longer works, and its text is revealed to nobody. */
export class VoidKeyError extends Error {
  constructor() {
    super('This key was refunded or replaced: it is void and no longer shown');
    this.name = 'VoidKeyError';
  }
}
