import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decideTicket, foldTicket, TicketRuleError, TICKET_STATUSES, type TicketActor, type TicketCommand, type TicketEvent, type TicketStatus } from './ticket.js';

const OWNER: TicketActor = { id: 'owner', role: 'customer' };
const STRANGER: TicketActor = { id: 'stranger', role: 'customer' };
const ADMIN: TicketActor = { id: 'admin', role: 'admin' };

/** A ticket's history that leaves it in `status`, the way the API gets there. */
function historyIn(status: TicketStatus): TicketEvent[] {
  const opened: TicketEvent = { type: 'TicketOpened', data: { ticketId: 't1', userId: 'owner', subject: 'Key', message: 'It fails', orderId: null } };
  if (status === 'open') return [opened];
  return [opened, { type: 'TicketStatusChanged', data: { ticketId: 't1', userId: 'owner', from: 'open', to: status, byRole: 'admin' } }];
}

type Outcome = 'reply' | TicketStatus | 'nothing' | 'not_found' | 'forbidden' | 'conflict';

/** What a command does: the event it makes (a reply, or the status it moves to), nothing, or how it is refused. */
function outcome(command: TicketCommand, status: TicketStatus, actor: TicketActor): Outcome {
  try {
    const events = decideTicket(command, foldTicket(historyIn(status)), actor);
    if (events.length === 0) return 'nothing';
    const event = events[0]!;
    if (event.type === 'TicketReplied') return 'reply';
    if (event.type === 'TicketStatusChanged') {
      assert.equal(event.data.from, status);
      return event.data.to;
    }
    throw new Error(`unexpected ${event.type}`);
  } catch (error) {
    if (error instanceof TicketRuleError) return error.kind;
    throw error;
  }
}

const COMMANDS: Array<[string, TicketCommand]> = [
  ['reply', { type: 'Reply', replyId: 'r1', message: 'Hello' }],
  ['close', { type: 'Close' }],
  ...TICKET_STATUSES.map((status): [string, TicketCommand] => [`set ${status}`, { type: 'SetStatus', status }]),
];

/** Every status × actor × command, as the spec's state machine has it. Columns follow COMMANDS. */
const TABLE: Record<TicketStatus, Record<'owner' | 'stranger' | 'admin', Outcome[]>> = {
  //                 reply        close       set open     set in-progress  set closed
  open: {
    owner: ['reply', 'closed', 'forbidden', 'forbidden', 'forbidden'],
    stranger: ['not_found', 'not_found', 'not_found', 'not_found', 'not_found'],
    admin: ['reply', 'closed', 'nothing', 'in-progress', 'closed'],
  },
  'in-progress': {
    owner: ['reply', 'closed', 'forbidden', 'forbidden', 'forbidden'],
    stranger: ['not_found', 'not_found', 'not_found', 'not_found', 'not_found'],
    admin: ['reply', 'closed', 'open', 'nothing', 'closed'],
  },
  closed: {
    owner: ['conflict', 'conflict', 'forbidden', 'forbidden', 'forbidden'],
    stranger: ['not_found', 'not_found', 'not_found', 'not_found', 'not_found'],
    admin: ['conflict', 'conflict', 'conflict', 'conflict', 'conflict'],
  },
};

describe('the ticket state machine', () => {
  for (const status of TICKET_STATUSES) {
    for (const [who, actor] of [['owner', OWNER], ['stranger', STRANGER], ['admin', ADMIN]] as const) {
      it(`given a ${status} ticket, ${who}: ${COMMANDS.map(([name], i) => `${name} → ${TABLE[status][who][i]}`).join(', ')}`, () => {
        assert.deepEqual(
          COMMANDS.map(([, command]) => outcome(command, status, actor)),
          TABLE[status][who],
        );
      });
    }
  }

  it('opens a ticket for the customer who asks, once; an admin opens none', () => {
    const open: TicketCommand = { type: 'Open', ticketId: 't2', subject: 'Refund?', message: 'Please', orderId: 'o1' };
    const events = decideTicket(open, foldTicket([]), OWNER);
    assert.deepEqual(events, [{ type: 'TicketOpened', data: { ticketId: 't2', userId: 'owner', subject: 'Refund?', message: 'Please', orderId: 'o1' } }]);
    assert.throws(() => decideTicket(open, foldTicket(events), OWNER), { kind: 'conflict' });
    assert.throws(() => decideTicket(open, foldTicket([]), ADMIN), { kind: 'forbidden' });
  });

  it('refuses anything on a ticket that does not exist', () => {
    for (const [, command] of COMMANDS) assert.throws(() => decideTicket(command, foldTicket([]), ADMIN), { kind: 'not_found' });
  });

  it('records who replied and who moved the status', () => {
    const [reply] = decideTicket({ type: 'Reply', replyId: 'r9', message: 'On it' }, foldTicket(historyIn('open')), ADMIN);
    assert.deepEqual(reply, { type: 'TicketReplied', data: { ticketId: 't1', userId: 'owner', replyId: 'r9', senderId: 'admin', senderRole: 'admin', message: 'On it' } });
    const [closed] = decideTicket({ type: 'Close' }, foldTicket(historyIn('in-progress')), OWNER);
    assert.deepEqual(closed, { type: 'TicketStatusChanged', data: { ticketId: 't1', userId: 'owner', from: 'in-progress', to: 'closed', byRole: 'customer' } });
  });
});
