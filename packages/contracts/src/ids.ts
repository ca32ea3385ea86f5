import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * Public identifiers are UUIDs (DESIGN.md §3), so anything else is refused with a 400 before it
 * reaches a query. `missing` is the text when no id was given at all.
 */
export const entityId = (missing: string = messages.invalidId) =>
  z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? missing : messages.invalidId,
  });

/** Route parameters of one entity: /…/{id}. */
export const idParams = z.object({ id: entityId() });
