import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  type Adapter,
  type AuthType,
  adapterLabels,
  adapters,
  authTypeLabels,
  authTypes,
  messages,
  type Server,
} from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { refusedFields, useFieldErrors, withoutFields } from '../../../lib/field-errors';
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
import { restRefusals } from '../utils/rest-form-values';
import { endpointSecretsDroppedBy, secretsDroppedBy } from '../utils/secrets-follow-origin';
import { CredentialFields } from './credential-fields';
import { OriginChangeNotice } from './origin-change-notice';
import { RestConventionFields } from './rest-convention-fields';

const credentialFields = ['editCredentials', ...Object.keys(blankAuth)] as const;
const adapterOptions = adapters.map((value) => ({ value, label: adapterLabels[value] }));
const authTypeOptions = authTypes.map((value) => ({ value, label: authTypeLabels[value] }));

function lastChange(server: Server): string {
  if (server.authLastUpdated === null) return 'No credentials stored.';
  return `Credentials last changed ${new Date(server.authLastUpdated).toLocaleString()}.`;
}

/** The selected server's settings; render with key={server.uuid} so another server starts afresh. */
export function ServerForm({ server }: { server: Server }) {
  const update = useUpdateServer();
  const endpoints = useEndpoints(server.uuid);
  const [values, setValues] = useState<ServerFormValues>(() => formValuesOf(server));
  const fieldErrors = useFieldErrors<ServerField>();
  const { errors } = fieldErrors;
  const set = (change: Partial<ServerFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    for (const field of Object.keys(change)) fieldErrors.clear(field as ServerField);
  };

  const changeAuthType = (authType: AuthType) => {
    // A different type needs its own credentials, so editing them starts at once; what was wrong
    // with the fields of the type before no longer stands.
    set({ authType, editCredentials: authType !== 'none' && authType !== server.settings.authType });
    fieldErrors.setErrors((current) => withoutFields(current, credentialFields));
  };
  // Said before saving: the proxy refuses to send credentials over plain http to hosts not allowed.
  const plainHttpCredentials = values.authType !== 'none' && /^http:\/\//i.test(values.url.trim());

  const secretsDropped = secretsDroppedBy(values, server);
  const endpointSecretsDropped = endpointSecretsDroppedBy(values, server, endpoints.data);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = buildServerUpdate(values, server);
    if (!result.ok) return fieldErrors.setErrors(result.errors);
    fieldErrors.reset();
    try {
      const saved = await update.mutateAsync({ id: server.uuid, body: result.body });
      showToast(messages.serverUpdated, 'success');
      setValues(formValuesOf(saved));
    } catch (error) {
      const refused = refusedFields<ServerField>(error, {
        name: [messages.duplicateServerName],
        url: [messages.invalidServerUrl],
        username: [messages.usernamePasswordRequired],
        password: [messages.reenterSecretsForNewOrigin],
        clientid: [messages.oauthFieldsRequired],
        tokenurl: [messages.invalidTokenUrl],
        ...restRefusals,
      });
      if (refused) fieldErrors.setErrors(refused);
      else showToast(describeServerUpdateError(error), 'error');
    }
  };

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
            styles={{ description: { color: 'var(--mantine-color-orange-9)' } }}
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
            values={values.rest}
            errors={errors}
            onChange={(rest, fields) => {
              setValues((current) => ({ ...current, rest }));
              for (const field of fields) fieldErrors.clear(field);
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
        <OriginChangeNotice credentials={secretsDropped} endpointSecrets={endpointSecretsDropped} />
        <CredentialFields
          authType={values.authType}
          values={values.auth}
          authSet={server.settings.authSet}
          editable={values.editCredentials || secretsDropped}
          errors={errors}
          retypeSecrets={secretsDropped}
          onChange={(field, value) => {
            set({ auth: { ...values.auth, [field]: value } });
            fieldErrors.clear(field);
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
