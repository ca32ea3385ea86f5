import { scimSchemas } from '@portal/contracts';

/** RFC 7644 §5: what this SCIM service does. */
export function serviceProviderConfig(publicUrl: string) {
  return {
    schemas: [scimSchemas.serviceProviderConfig],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: 200 },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'A SCIM token made by an admin in Settings ▸ Sign-in, sent as Authorization: Bearer.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${publicUrl}/scim/v2/ServiceProviderConfig` },
  };
}

/** RFC 7643 §6: the two resource types. */
export function resourceTypes(publicUrl: string) {
  const type = (name: 'User' | 'Group', endpoint: string, schema: string) => ({
    schemas: [scimSchemas.resourceType],
    id: name,
    name,
    endpoint,
    schema,
    meta: { resourceType: 'ResourceType', location: `${publicUrl}/scim/v2/ResourceTypes/${name}` },
  });
  return [type('User', '/Users', scimSchemas.user), type('Group', '/Groups', scimSchemas.group)];
}

const attribute = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

/** RFC 7643 §7: the attributes the portal keeps of each resource. */
export function schemas(publicUrl: string) {
  const schema = (id: string, name: string, attributes: unknown[]) => ({
    schemas: [scimSchemas.schema],
    id,
    name,
    attributes,
    meta: { resourceType: 'Schema', location: `${publicUrl}/scim/v2/Schemas/${id}` },
  });
  return [
    schema(scimSchemas.user, 'User', [
      attribute('userName', 'string', { required: true, uniqueness: 'server', mutability: 'immutable' }),
      attribute('name', 'complex', {
        subAttributes: [
          attribute('givenName', 'string'),
          attribute('familyName', 'string'),
          attribute('formatted', 'string', { mutability: 'readOnly' }),
        ],
      }),
      attribute('displayName', 'string'),
      attribute('externalId', 'string', { caseExact: true }),
      attribute('active', 'boolean'),
      attribute('emails', 'complex', { multiValued: true, mutability: 'immutable' }),
      attribute('groups', 'complex', { multiValued: true, mutability: 'readOnly' }),
    ]),
    schema(scimSchemas.group, 'Group', [
      attribute('displayName', 'string', { required: true, mutability: 'immutable' }),
      attribute('members', 'complex', { multiValued: true }),
    ]),
  ];
}
