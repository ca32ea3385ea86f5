import { PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { type AuthType, clientAuthLabels, clientAuthModes, messages, type Server } from '@portal/contracts';
import type { FieldErrors } from '../../../lib/field-errors';
import type { ServerAuthValues } from '../utils/build-server-update';
import { CallbackUrlField } from './callback-url-field';

interface CredentialFieldsProps {
  authType: AuthType;
  values: ServerAuthValues;
  /** Which secrets the server already stores. */
  authSet: Server['settings']['authSet'];
  editable: boolean;
  errors: FieldErrors<keyof ServerAuthValues>;
  /** The address moved to another host: stored secrets are not kept and must be typed again. */
  retypeSecrets?: boolean;
  onChange: (field: keyof ServerAuthValues, value: string) => void;
}

/**
 * SPEC.md §2: basic asks for username and password; the password grant adds client id, secret, scope
 * and token URL. The per-person types (DESIGN.md §6d) ask for their authorization server, or an audience.
 */
export function CredentialFields({
  authType,
  values,
  authSet,
  editable,
  errors,
  retypeSecrets = false,
  onChange,
}: CredentialFieldsProps) {
  if (authType === 'none') return null;
  const text = (field: keyof ServerAuthValues, label: string, placeholder?: string) => (
    <TextInput
      label={label}
      value={values[field]}
      placeholder={placeholder}
      disabled={!editable}
      error={errors[field]}
      autoComplete="off"
      onChange={(event) => onChange(field, event.currentTarget.value)}
    />
  );
  const secret = (field: 'password' | 'secret' | 'clientSecret', label: string) => (
    <PasswordInput
      label={label}
      value={values[field]}
      placeholder={authSet[field] && !retypeSecrets ? messages.secretStored : undefined}
      description={retypeSecrets ? messages.reenterForNewHost : authSet[field] ? undefined : 'Not stored yet'}
      disabled={!editable}
      error={errors[field]}
      // Mantine marks a PasswordInput's error with data-invalid only; assistive technology reads aria-invalid.
      aria-invalid={errors[field] ? true : undefined}
      autoComplete="new-password"
      onChange={(event) => onChange(field, event.currentTarget.value)}
    />
  );
  // DESIGN.md §6d: each person signs in at the data server's authorization server, or brings their sign-in.
  if (authType === 'sign-in-token')
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Audience"
          description="Optional: the person's sign-in token is first exchanged for this audience (RFC 8693)"
          value={values.audience}
          disabled={!editable}
          error={errors.audience}
          autoComplete="off"
          onChange={(event) => onChange('audience', event.currentTarget.value)}
        />
      </SimpleGrid>
    );
  if (authType === 'oauth2-user')
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {text('authorizeUrl', 'Authorization URL', 'https://login.example.com/oauth2/authorize')}
        {text('tokenUrl', 'Token URL', 'https://login.example.com/oauth2/token')}
        {text('clientId', 'Client ID')}
        {secret('clientSecret', 'Client secret')}
        {text('scopes', 'Scopes', 'Optional, e.g. offline_access')}
        {text('revokeUrl', 'Revocation URL', 'Optional')}
        {text('audience', 'Audience', 'Optional')}
        <CallbackUrlField />
      </SimpleGrid>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {text('username', 'Username')}
      {secret('password', 'Password')}
      {authType === 'auth2ropasswordcredentias' && (
        <>
          {text('tokenurl', 'Token URL', 'https://login.example.com/oauth/token')}
          {text('scope', 'Scope', 'Optional')}
          <Select
            label="Client authentication"
            description="How the token URL knows the portal; most APIs of one company need none"
            data={clientAuthModes.map((mode) => ({ value: mode, label: clientAuthLabels[mode] }))}
            value={values.clientauth || 'basic'}
            disabled={!editable}
            onChange={(mode) => onChange('clientauth', mode ?? 'basic')}
          />
          {values.clientauth !== 'none' && (
            <>
              {text('clientid', 'Client ID')}
              {secret('secret', values.clientauth === 'body' ? 'Client secret (optional)' : 'Client secret')}
            </>
          )}
        </>
      )}
    </SimpleGrid>
  );
}
