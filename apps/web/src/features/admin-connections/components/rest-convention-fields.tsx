import { Accordion, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  messages,
  type RestPreset,
  type RestTemplateName,
  restPresetLabels,
  restPresets,
} from '@portal/contracts';
import type { FieldErrors } from '../../../lib/field-errors';
import { applyDetectedParts, detectedFields } from '../utils/apply-detected-parts';
import {
  type PagingStyle,
  type RestField,
  type RestFormValues,
  restFormValuesOfPreset,
  type TotalFrom,
} from '../utils/rest-form-values';
import { DetectConventions } from './detect-conventions';

interface RestConventionFieldsProps {
  /** The saved server, whose answers 'Detect' reads. */
  serverId: string;
  /** Its fixed credential headers with a value stored (read back blank). */
  credentialHeadersSet: string[];
  values: RestFormValues;
  errors: FieldErrors<RestField>;
  onChange: (values: RestFormValues, fields: RestField[]) => void;
}

const presetOptions = restPresets.map((value) => ({ value, label: restPresetLabels[value] }));
const pagingOptions: Array<{ value: PagingStyle; label: string }> = [
  { value: 'offset', label: 'Offset and limit' },
  { value: 'page', label: 'Page number and size' },
  { value: 'cursor', label: 'Cursor (next page)' },
  { value: 'none', label: 'None: every row at once' },
];
const totalOptions: Array<{ value: TotalFrom; label: string }> = [
  { value: 'body', label: 'A field of the answer' },
  { value: 'x-total-count', label: 'X-Total-Count header' },
  { value: 'content-range', label: 'Content-Range header' },
  { value: 'none', label: 'Not counted' },
];
const templateLabels: Record<RestTemplateName, string> = {
  sortAsc: 'Sort ascending',
  sortDesc: 'Sort descending',
  equals: 'Exact match',
  numberFrom: 'Number from',
  numberTo: 'Number to',
  contains: 'Text contains',
  freeText: 'Free text',
};
const paramLabels: Record<PagingStyle, [string, string]> = {
  offset: ['Offset parameter', 'Limit parameter'],
  page: ['Page parameter', 'Page size parameter'],
  cursor: ['Cursor parameter', 'Page size parameter (optional)'],
  none: ['', ''],
};

/** DESIGN.md §6a: a preset fills every part; the parts stay editable under "Advanced: conventions". */
export function RestConventionFields({
  serverId,
  credentialHeadersSet,
  values,
  errors,
  onChange,
}: RestConventionFieldsProps) {
  const set = (change: Partial<RestFormValues>, ...fields: RestField[]) =>
    onChange({ ...values, ...change }, fields);
  const text = (
    field: 'rows' | 'record' | 'pagingParam' | 'pagingSize' | 'cursorPath' | 'totalPath',
    label: string,
    description?: string,
  ) => (
    <TextInput
      label={label}
      description={description}
      value={values[field]}
      error={errors[`rest.${field}`]}
      autoComplete="off"
      onChange={(event) => set({ [field]: event.currentTarget.value }, `rest.${field}`)}
    />
  );
  const [paramLabel, sizeLabel] = paramLabels[values.pagingStyle];

  return (
    <Stack gap="sm">
      <NativeSelect
        label="Preset"
        description="The framework the API is built with; its conventions fill the parts below."
        data={presetOptions}
        value={values.preset}
        error={errors['rest.preset']}
        onChange={(event) => {
          const preset = event.currentTarget.value as RestPreset;
          onChange(restFormValuesOfPreset(preset), ['rest.preset']);
        }}
      />
      <Accordion
        variant="contained"
        chevronPosition="left"
        defaultValue={values.preset === 'custom' ? 'parts' : null}
      >
        <Accordion.Item value="parts">
          <Accordion.Control>Advanced: conventions</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <DetectConventions
                serverId={serverId}
                onDetected={(detected) => onChange(applyDetectedParts(values, detected), detectedFields)}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {text(
                  'rows',
                  'Rows path',
                  'Where the rows sit in a list answer (dotted; empty: the whole answer).',
                )}
                {text('record', 'Record path', 'Where the record sits in a record answer.')}
                <NativeSelect
                  label="Paging"
                  data={pagingOptions}
                  value={values.pagingStyle}
                  onChange={(event) =>
                    set(
                      { pagingStyle: event.currentTarget.value as PagingStyle },
                      'rest.pagingParam',
                      'rest.pagingSize',
                    )
                  }
                />
                {values.pagingStyle === 'page' && (
                  <NativeSelect
                    label="First page"
                    data={['0', '1']}
                    value={values.firstPage}
                    onChange={(event) => set({ firstPage: event.currentTarget.value as '0' | '1' })}
                  />
                )}
                {values.pagingStyle === 'cursor' && (
                  <NativeSelect
                    label="Next cursor from"
                    data={[
                      { value: 'link', label: 'Link header (rel="next")' },
                      { value: 'body', label: 'A field of the answer' },
                    ]}
                    value={values.cursorFrom}
                    onChange={(event) =>
                      set({ cursorFrom: event.currentTarget.value as 'link' | 'body' }, 'rest.cursorPath')
                    }
                  />
                )}
                {values.pagingStyle === 'cursor' &&
                  values.cursorFrom === 'body' &&
                  text('cursorPath', 'Cursor path')}
                {values.pagingStyle !== 'none' && text('pagingParam', paramLabel)}
                {values.pagingStyle !== 'none' && text('pagingSize', sizeLabel)}
                <NativeSelect
                  label="Total from"
                  data={totalOptions}
                  value={values.totalFrom}
                  onChange={(event) =>
                    set({ totalFrom: event.currentTarget.value as TotalFrom }, 'rest.totalPath')
                  }
                />
                {values.totalFrom === 'body' && text('totalPath', 'Total path')}
              </SimpleGrid>
              <Text size="sm" fw={500}>
                Query templates
              </Text>
              <Text size="xs" c="dimmed">
                name=value pairs joined by &amp; over {'{field}'} and {'{value}'}; empty: not supported, and
                not offered to designers.
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {(Object.keys(templateLabels) as RestTemplateName[]).map((name) => (
                  <TextInput
                    key={name}
                    label={templateLabels[name]}
                    placeholder="Not supported"
                    value={values.query[name]}
                    error={errors[`rest.query.${name}`]}
                    autoComplete="off"
                    onChange={(event) =>
                      set(
                        { query: { ...values.query, [name]: event.currentTarget.value } },
                        `rest.query.${name}`,
                      )
                    }
                  />
                ))}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Textarea
                  label="Fixed headers"
                  description={[
                    'One a line, as Name: value.',
                    messages.credentialHeadersHint,
                    credentialHeadersSet.length > 0
                      ? `${messages.credentialHeadersStored} ${credentialHeadersSet.join(', ')}.`
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  autosize
                  minRows={2}
                  value={values.headers}
                  error={errors['rest.headers']}
                  onChange={(event) => set({ headers: event.currentTarget.value }, 'rest.headers')}
                />
                <NativeSelect
                  label="A query key given twice"
                  data={[
                    { value: 'refuse', label: 'Refused (the API keeps one)' },
                    { value: 'and', label: 'Both apply (the API ANDs them)' },
                  ]}
                  value={values.repeatedKeys}
                  onChange={(event) => set({ repeatedKeys: event.currentTarget.value as 'and' | 'refuse' })}
                />
              </SimpleGrid>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
