import type { Envelope, TicketQuery } from '../../contract/types/core';
import { http } from './client';
import { TICKET_PATHS } from '../../contract/paths/ticket';

/** POST /ticket/create — a help request; the spec says a failure is ignored silently. */
export async function createTicket(query: TicketQuery): Promise<boolean> {
  try {
    const envelope = await http<Envelope<unknown>>(TICKET_PATHS.create, {
      method: 'POST',
      // URLSearchParams would turn "+" into a space; ofetch encodes the query so plus signs survive.
      query: { environment: 'management', ...query },
    });
    return envelope.successful;
  } catch {
    return false;
  }
}
