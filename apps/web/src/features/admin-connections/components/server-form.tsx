import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type Adapter,
  type AuthSuggestion,
  type AuthType,
  adapterLabels,
  adapters,
  authTypeLabels,
  authTypes,
  messages,
  type Server,
  type ServerUpdateBody,
} from '@portal/contracts';
import { useMemo, useState } from 'react';
import { type Path, type Resolver, set as setPath, useForm } from 'react-hook-form';
import { type FieldErrors, flatFieldErrors, showRefusalInForm } from '../../../lib/field-errors';
import { showToast } from '../../../lib/toasts';
import { useEndpoints } from '../api/get-endpoints';
import { useUpdateServer } from '../api/update-server';
import {
  blankAuth,
  buildServerUpdate,
  formValuesOf,
  type ServerField,
  type ServerFormValues,
} from '../utils/build-server-update';
import { describeServerUpdateError } from '../utils/describe-api-error';
import { fixesCredentialHeader, restFieldsByPath } from '../utils/rest-form-values';
import {
  credentialHeadersDroppedBy,
  endpointSecretsDroppedBy,
  secretsDroppedBy,
} from '../utils/secrets-follow-origin';
import { CredentialFields } from './credential-fields';
import { OriginChangeNotice } from './origin-change-notice';
import { RestConventionFields } from './rest-convention-fields';

const authFields = Object.keys(blankAuth) as (keyof typeof blankAuth)[];
const credentialPaths = ['editCredentials', ...authFields.map((field) => `auth.${field}` as const)] as const;

/** The form's path of a field that can be wrong: the credentials sit under auth. */
const pathOf = (field: ServerField): string =>
  (authFields as string[]).includes(field) ? `auth.${field}` : field;

/** The PUT body of SPEC.md §5 Server update, or what is wrong, under each field. */
function serverResolver(server: Server): Resolver<ServerFormValues, unknown, ServerUpdateBody> {
  return (values) => {
    const result = buildServerUpdate(values, server);
    if (result.ok) return { values: result.body, errors: {} };
    const errors = {};
    for (const [field, message] of Object.entries(result.errors) as [ServerField, string | undefined][]) {
      if (message) setPath(errors, pathOf(field), { type: 'validation', message });
    }
    return { values: {}, errors };
  };
}

const adapterOptions = adapters.map((value) => ({ value, label: adapterLabels[value] }));
const authTypeOptions = authTypes.map((value) => ({ value, label: authTypeLabels[value] }));

function originOf(address: string): string | undefined {
  try {
    return new URL(address.trim()).origin;
  } catch {
    return undefined;
  }
}

function lastChange(server: Server): string {
  if (server.authLastUpdated === null) return 'No credentials stored.';
  return `Credentials last changed ${new Date(server.authLastUpdated).toLocaleString()}.`;
}

/**
 * The sign-in an imported document describes, when the server does not have it yet: its type, token
 * URL and client authentication filled in, the credentials open for the username and password.
 */
function withSuggestedAuth(values: ServerFormValues, server: Server, suggestion?: AuthSuggestion) {
  if (!suggestion) return undefined;
  const saved = server.settings;
  const tokenurl = suggestion.tokenurl ?? '';
  if (saved.authType === suggestion.authType && (!tokenurl || saved.auth.tokenurl === tokenurl))
    return undefined;
  return {
    ...values,
    authType: suggestion.authType,
    editCredentials: true,
    auth: {
      ...values.auth,
      ...(tokenurl ? { tokenurl } : {}),
      ...(suggestion.clientauth ? { clientauth: suggestion.clientauth } : {}),
    },
  };
}

interface ServerFormProps {
  server: Server;
  /** The sign-in of the server's OpenAPI document, from its last import. */
  suggestedAuth?: AuthSuggestion;
}

/** The selected server's settings; render with key={server.uuid} so another server starts afresh. */
export function ServerForm({ server, suggestedAuth }: ServerFormProps) {
  const update = useUpdateServer();
  const endpoints = useEndpoints(server.uuid);
  const resolver = useMemo(() => serverResolver(server), [server]);
  const [prefilled] = useState(() => withSuggestedAuth(formValuesOf(server), server, suggestedAuth));
  const form = useForm<ServerFormValues, unknown, ServerUpdateBody>({
    resolver,
    defaultValues: prefilled ?? formValuesOf(server),
  });
  const values = form.watch();
  // The parts of the form show their errors by field, as the check names them.
  const flat = flatFieldErrors(form.formState.errors);
  const errors: FieldErrors<ServerField> = { ...flat };
  for (const field of authFields) errors[field] = flat[`auth.${field}`];
  const clear = (paths: readonly string[]) => form.clearErrors(paths as Path<ServerFormValues>[]);
  const set = (change: Partial<ServerFormValues>) => {
    for (const [field, value] of Object.entries(change)) {
      form.setValue(field as keyof ServerFormValues, value as never);
    }
    clear(Object.keys(change));
  };

  const changeAuthType = (authType: AuthType) => {
    // A different type needs its own credentials, so editing them starts at once; what was wrong
    // with the fields of the type before no longer stands.
    set({ authType, editCredentials: authType !== 'none' && authType !== server.settings.authType });
    clear(credentialPaths);
  };
  // Said before saving: the proxy refuses to send credentials over plain http to hosts not allowed.
  // The server says whether its saved address is one the operator allowed; another host is not known.
  const plainHttpCredentials =
    (values.authType !== 'none' || (values.adapter === 'rest' && fixesCredentialHeader(values.rest))) &&
    /^http:\/\//i.test(values.url.trim()) &&
    !(server.plainHttpAllowed && originOf(values.url) === originOf(server.settings.url));

  const secretsDropped = secretsDroppedBy(values, server);
  const endpointSecretsDropped = endpointSecretsDroppedBy(values, server, endpoints.data);
  const credentialHeadersDropped = credentialHeadersDroppedBy(values, server);

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await update.mutateAsync({ id: server.uuid, body });
      showToast(messages.serverUpdated, 'success');
      form.reset(formValuesOf(saved));
    } catch (error) {
      const refused = showRefusalInForm(error, form.setError, {
        name: 'name',
        'settings.url': 'url',
        'settings.auth.username': 'auth.username',
        'settings.auth.password': 'auth.password',
        'settings.auth.clientid': 'auth.clientid',
        'settings.auth.secret': 'auth.secret',
        'settings.auth.tokenurl': 'auth.tokenurl',
        ...(restFieldsByPath as Record<string, Path<ServerFormValues>>),
      });
      if (!refused) showToast(describeServerUpdateError(error), 'error');
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Server settings">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            value={values.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={errors.name}
          />
          <TextInput
            label="URL"
            type="url"
            value={values.url}
            onChange={(e) => set({ url: e.currentTarget.value })}
            description={plainHttpCredentials ? messages.credentialsOverPlainHttp : undefined}
            // Orange 9 reads at 4.3:1 on white; this burnt orange at 6:1 (WCAG AA asks 4.5:1).
            styles={{ description: { color: '#9c3d0b' } }}
            error={errors.url}
          />
          <NativeSelect
            label="Adapter"
            data={adapterOptions}
            value={values.adapter}
            onChange={(e) => set({ adapter: e.currentTarget.value as Adapter })}
          />
          <NativeSelect
            label="Authentication type"
            data={authTypeOptions}
            value={values.authType}
            onChange={(e) => changeAuthType(e.currentTarget.value as AuthType)}
          />
        </SimpleGrid>
        {values.adapter === 'rest' && (
          <RestConventionFields
            serverId={server.uuid}
            credentialHeadersSet={server.settings.credentialHeadersSet}
            values={values.rest}
            errors={errors}
            onChange={(rest, fields) => {
              form.setValue('rest', rest);
              clear(fields);
            }}
          />
        )}
        <Group justify="space-between" gap="xs">
          <Checkbox
            label={messages.editCredentials}
            checked={values.editCredentials}
            disabled={values.authType === 'none'}
            onChange={(e) => set({ editCredentials: e.currentTarget.checked })}
            error={errors.editCredentials}
          />
          <Text size="sm" c="dimmed">
            {lastChange(server)}
          </Text>
        </Group>
        <OriginChangeNotice
          credentials={secretsDropped}
          endpointSecrets={endpointSecretsDropped}
          credentialHeaders={credentialHeadersDropped}
        />
        {prefilled &&
          suggestedAuth &&
          values.editCredentials &&
          values.authType === suggestedAuth.authType && (
            <Alert color="blue" role="note" title={messages.importAuthFound}>
              {authTypeLabels[suggestedAuth.authType]} ({suggestedAuth.scheme}).{' '}
              {messages.importAuthPrefilled}
            </Alert>
          )}
        <CredentialFields
          authType={values.authType}
          values={values.auth}
          authSet={server.settings.authSet}
          editable={values.editCredentials || secretsDropped}
          errors={errors}
          retypeSecrets={secretsDropped}
          onChange={(field, value) => {
            form.setValue(`auth.${field}`, value);
            clear([`auth.${field}`]);
          }}
        />
        <Group>
          <Button type="submit" loading={update.isPending}>
            {messages.saveChanges}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
