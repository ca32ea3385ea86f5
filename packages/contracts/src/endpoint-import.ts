import { z } from 'zod';
import { endpointImportMessages } from './endpoint-import-messages.ts';
import { authSuggestion, conventionsReport } from './openapi-conventions.ts';

export { importBudget, maxImportOperations, maxServerEndpoints } from './import-budget.ts';

/** The most characters of document text read: the API's JSON body limit is 1 MiB. */
export const maxImportTextLength = 1024 * 1024;

/**
 * `POST /api/servers/{id}/endpoints/import` (DESIGN.md §6b): an OpenAPI 3.0/3.1 or Swagger 2.0
 * document, as an object or as JSON or YAML text. Only references inside the document are followed.
 */
export const endpointImportBody = z
  .object(
    {
      document: z
        .record(z.string(), z.unknown(), { error: endpointImportMessages.importNeedsDocument })
        .optional()
        .describe('The OpenAPI 3.0/3.1 or Swagger 2.0 document as an object.'),
      text: z
        .string({ error: endpointImportMessages.importNeedsDocument })
        .max(maxImportTextLength, endpointImportMessages.importNeedsDocument)
        .optional()
        .describe('The same document as JSON or YAML text.'),
      url: z
        .string({ error: endpointImportMessages.importNeedsDocument })
        .trim()
        .min(1, endpointImportMessages.importNeedsDocument)
        .max(2000, endpointImportMessages.importNeedsDocument)
        .optional()
        .describe(
          "The address the API publishes its document at (absolute, or relative to the server's URL, e.g. openapi.json), " +
            "fetched through the outbound guard; the server's credentials go along only to the server's own origin.",
        ),
    },
    { error: endpointImportMessages.importNeedsDocument },
  )
  .refine(
    (body) => [body.document, body.text, body.url].filter((given) => given !== undefined).length === 1,
    { error: endpointImportMessages.importNeedsDocument },
  );
export type EndpointImportBody = z.infer<typeof endpointImportBody>;

/**
 * The admin screen's import form: the document's address, or the document as pasted (or read from
 * a chosen file). The address wins when both are given.
 */
export const endpointImportForm = z
  .object({ url: z.string().trim().max(2000, endpointImportMessages.importNeedsDocument), text: z.string() })
  .refine((form) => form.url !== '' || form.text.trim() !== '', {
    path: ['text'],
    error: endpointImportMessages.importTextRequired,
  });

const importedEndpoint = z.object({ uuid: z.string(), name: z.string() });
export type ImportedEndpoint = z.infer<typeof importedEndpoint>;

const skippedOperation = z.object({
  /** The method and path as the document writes them, e.g. "POST /users". */
  operation: z.string(),
  reason: z.string(),
});
export type SkippedOperation = z.infer<typeof skippedOperation>;

export const endpointImportResult = z.object({
  created: z.array(importedEndpoint),
  updated: z.array(importedEndpoint),
  unchanged: z.array(importedEndpoint),
  skipped: z.array(skippedOperation),
  /** For a server with the openapi preset: the conventions the document told, and what stayed unknown (DESIGN.md §7d). */
  conventions: conventionsReport.optional(),
  /** The sign-in the document describes, for the admin screen to prefill; nothing is saved. */
  auth: authSuggestion.optional(),
});
export type EndpointImportResult = z.infer<typeof endpointImportResult>;
