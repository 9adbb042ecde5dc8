import { Injectable } from '@nestjs/common';
import { UUID_PATTERN } from '../../common/contract/common-schemas.js';
import type { RecordedEvent } from '@keyledger/event-store';
import { UsersRepository } from '../../identity/users/users.repository.js';

export interface NamedActor {
  id: string;
  role: string;
  email: string | null;
}

/** The actors of some events with their accounts' e-mails, in one look-up. */
@Injectable()
export class EventActors {
  constructor(private readonly users: UsersRepository) {}

  async of(events: readonly RecordedEvent[]): Promise<(event: RecordedEvent) => NamedActor> {
    const ids = [...new Set(events.map((event) => event.metadata.actor?.id).filter((id): id is string => typeof id === 'string' && UUID_PATTERN.test(id)))];
    const accounts = ids.length > 0 ? await this.users.findByIds(ids) : new Map();
    return (event) => {
      const actor = event.metadata.actor ?? { id: 'unknown', role: 'system' };
      return { id: actor.id, role: actor.role, email: accounts.get(actor.id)?.email ?? null };
    };
  }
}
