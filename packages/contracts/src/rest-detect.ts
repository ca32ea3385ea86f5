import { z } from 'zod';
import { restPaging, restPath, restTotal } from './rest-conventions.ts';
import { restDetectMessages } from './rest-detect-messages.ts';

/**
 * 'Detect' (docs/CONNECTING.md): the path of a list endpoint relative to the server URL, as the API
 * answers it, its own query included (json-server 1.x pages only when asked: `customers?_page=1`).
 */
export const restDetectBody = z.object({
  path: z
    .string({ error: restDetectMessages.restDetectPathRequired })
    .trim()
    .min(1, { error: restDetectMessages.restDetectPathRequired })
    .max(2000, { error: restDetectMessages.restDetectPathRequired })
    .refine((path) => !/^[a-z][a-z0-9+.-]*:/i.test(path) && !path.startsWith('//'), {
      error: restDetectMessages.restDetectPathRelative,
    }),
});
export type RestDetectBody = z.infer<typeof restDetectBody>;

/**
 * The parts one sample answer suggests, for the admin to review (nothing is saved). `paging` is null
 * when the answer gave no hint of it; `findings` says, one line each, what was seen where.
 */
export const restDetectReply = z.object({
  rows: restPath,
  total: restTotal,
  paging: restPaging.nullable(),
  findings: z.array(z.string()),
});
export type RestDetectReply = z.infer<typeof restDetectReply>;
