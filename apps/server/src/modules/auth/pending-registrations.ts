import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/record-audit.ts';
import {
  deleteRegistrationsExpiredBefore,
  deleteRegistrationsOf,
} from './pending-registration-repository.ts';

const day = 24 * 3_600_000;

/**
 * How long a registration is remembered after its link expired. While it is, a later registration
 * of the same address counts as one of several (activate-account.ts): an owner whose own link
 * lapsed and who then follows the newest mail in their inbox, a stranger's, still chooses the
 * password. It is longer than a link lives, so every registration made while another of its
 * address is remembered ends before that one is forgotten.
 */
export const expiredRegistrationMemoryMs = 7 * day;

export function forgetOldRegistrations(app: FastifyInstance): Promise<void> {
  return deleteRegistrationsExpiredBefore(app.db, Date.now() - expiredRegistrationMemoryMs);
}

/**
 * An admin invites an address that registrations wait for: they are dropped, links and all, and the
 * invitation decides who the address belongs to.
 */
export async function releaseRegistrationOf(app: FastifyInstance, email: string, invitedBy: string) {
  if ((await deleteRegistrationsOf(app.db, email)) > 0) {
    await recordAudit(app.db, null, 'registration_released', null, { email, invitedBy });
  }
}
