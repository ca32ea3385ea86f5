import { z } from 'zod';

/** The schema URIs of RFC 7643 and 7644 the portal speaks. */
export const scimSchemas = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  enterpriseUser: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

/** SCIM's media type (RFC 7644 §3.1); plain JSON is read too. */
export const scimMediaType = 'application/scim+json';

const shortText = z.string().max(200);

/**
 * `active` as identity providers send it: a boolean, or (Entra ID in PATCH) the text "True"/"False".
 */
export const scimBoolean = z.union([
  z.boolean(),
  z
    .string()
    .regex(/^(true|false)$/i)
    .transform((text) => text.toLowerCase() === 'true'),
]);

/** The User attributes the portal keeps (RFC 7643 §4.1); others are accepted and not kept. */
export const scimUserBody = z.object({
  schemas: z.array(z.string().max(200)).max(10).optional(),
  userName: z.string().trim().min(1).max(254),
  externalId: z.string().max(255).nullish(),
  name: z
    .object({
      givenName: shortText.nullish(),
      familyName: shortText.nullish(),
      formatted: shortText.nullish(),
    })
    .nullish(),
  displayName: shortText.nullish(),
  emails: z
    .array(
      z.object({
        value: z.string().max(254),
        type: z.string().max(50).nullish(),
        primary: scimBoolean.nullish(),
      }),
    )
    .max(20)
    .nullish(),
  active: scimBoolean.nullish(),
});
export type ScimUserBody = z.infer<typeof scimUserBody>;

/** A member reference (RFC 7643 §4.2): the portal user's id. */
const scimMember = z.object({ value: z.string().max(64), display: z.string().max(300).nullish() });

export const scimGroupBody = z.object({
  schemas: z.array(z.string().max(200)).max(10).optional(),
  displayName: z.string().trim().min(1).max(200),
  externalId: z.string().max(255).nullish(),
  members: z.array(scimMember).max(10_000).nullish(),
});
export type ScimGroupBody = z.infer<typeof scimGroupBody>;

/** RFC 7644 §3.5.2: op is case-insensitive ("Replace" from Entra ID). */
export const scimPatchBody = z.object({
  schemas: z.array(z.string().max(200)).max(10).optional(),
  Operations: z
    .array(
      z.object({
        op: z
          .string()
          .transform((op) => op.toLowerCase())
          .pipe(z.enum(['add', 'remove', 'replace'])),
        path: z.string().max(500).optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(1000),
});
export type ScimPatchBody = z.infer<typeof scimPatchBody>;
export type ScimPatchOperation = ScimPatchBody['Operations'][number];
