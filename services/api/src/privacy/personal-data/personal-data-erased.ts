import type { RecordedEvent } from '@keyledger/event-store';
import type { ErasureRequester } from '../erasure/erase-account.command.js';

export const PERSONAL_DATA_ERASED = 'PersonalDataErased';

/** A customer's personal data was erased: read models clear the text they keep of them (ids, money and keys stay). */
export interface PersonalDataErasedData {
  userId: string;
  requestedBy: ErasureRequester;
  reason: string | null;
  /** The customer's orders when erased: for read models that key what they keep by order. */
  orderIds: string[];
}

export function isPersonalDataErased(event: RecordedEvent): event is RecordedEvent & { data: PersonalDataErasedData } {
  return event.type === PERSONAL_DATA_ERASED;
}
