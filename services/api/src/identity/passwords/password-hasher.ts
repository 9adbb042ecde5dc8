import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  /** Made once, so a sign-in for an unknown e-mail costs as much as one for a known e-mail. */
  private readonly decoy = argon2.hash('decoy password for timing', OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (hash === null) {
      await argon2.verify(await this.decoy, password).catch(() => false);
      return false;
    }
    return argon2.verify(hash, password).catch(() => false);
  }
}
