import { Fieldset, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type Endpoint, messages, parseUrlVariables } from '@portal/contracts';
import type { TestInputs } from '../utils/build-test-body';

type Section = keyof TestInputs;
type Entry = { name: string; value?: string; secret?: boolean };

const sections: { key: Section; legend: string }[] = [
  { key: 'urlVariables', legend: 'URL variables' },
  { key: 'params', legend: 'Params' },
  { key: 'bodyParams', legend: 'Body params' },
  { key: 'headers', legend: 'Headers' },
];

function entriesOf(endpoint: Endpoint, section: Section): Entry[] {
  if (section === 'urlVariables') return parseUrlVariables(endpoint.settings.url).map((name) => ({ name }));
  return endpoint.settings[section];
}

interface TestRequestInputsProps {
  endpoint: Endpoint;
  inputs: TestInputs;
  /** The URL variables left empty, by name: each shows its error under its input. */
  missing: Record<string, string>;
  onChange: (section: Section, name: string, value: string) => void;
}

/** One input per $(var) of the URL and per declared entry; fixed entries are shown, not editable. */
export function TestRequestInputs({ endpoint, inputs, missing, onChange }: TestRequestInputsProps) {
  const filled = sections
    .map((section) => ({ ...section, entries: entriesOf(endpoint, section.key) }))
    .filter((section) => section.entries.length > 0);
  if (filled.length === 0) {
    return <Text c="dimmed">This endpoint declares no URL variables, params, body params or headers.</Text>;
  }
  return (
    <Stack gap="md">
      {filled.map(({ key, legend, entries }) => (
        <Fieldset key={key} legend={legend} variant="filled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {entries.map((entry) =>
              entry.secret ? (
                <PasswordInput
                  key={entry.name}
                  label={entry.name}
                  value="stored"
                  readOnly
                  visibilityToggleButtonProps={{ hidden: true }}
                  description={messages.fixedSecretValue}
                />
              ) : entry.value ? (
                <TextInput
                  key={entry.name}
                  label={entry.name}
                  value={entry.value}
                  readOnly
                  description="Fixed value"
                />
              ) : (
                <TextInput
                  key={entry.name}
                  label={entry.name}
                  value={inputs[key][entry.name] ?? ''}
                  withAsterisk={key === 'urlVariables'}
                  error={key === 'urlVariables' ? missing[entry.name] : undefined}
                  onChange={(event) => onChange(key, entry.name, event.currentTarget.value)}
                />
              ),
            )}
          </SimpleGrid>
        </Fieldset>
      ))}
    </Stack>
  );
}
