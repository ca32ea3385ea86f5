import { scimSchemas } from '@portal/contracts';

/** RFC 7644 §3.12's scimType values the portal answers. */
export type ScimType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidValue'
  | 'invalidPath'
  | 'noTarget'
  | 'mutability'
  | 'uniqueness'
  | 'tooMany';

/** A refusal in SCIM's own shape: thrown by the SCIM routes, written by their error handler. */
export class ScimError extends Error {
  readonly status: number;
  readonly scimType: ScimType | undefined;
  constructor(status: number, detail: string, scimType?: ScimType) {
    super(detail);
    this.status = status;
    this.scimType = scimType;
  }
}

/** The body of a SCIM error (RFC 7644 §3.12): status as text, as the RFC's examples write it. */
export const scimErrorBody = (status: number, detail: string, scimType?: ScimType) => ({
  schemas: [scimSchemas.error],
  status: String(status),
  ...(scimType ? { scimType } : {}),
  detail,
});

export const scimNotFound = (detail: string) => new ScimError(404, detail);
export const scimInvalid = (detail: string, scimType: ScimType = 'invalidValue') =>
  new ScimError(400, detail, scimType);
