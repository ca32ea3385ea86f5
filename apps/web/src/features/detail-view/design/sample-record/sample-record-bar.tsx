import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { messages } from '@portal/contracts';
import { FlaskConical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useDetailPage } from '../../hooks/detail-page-context';
import { useSampleRecord } from './use-sample-record';

/**
 * Said above a page a designer opened without a record: it shows a sample record (the first of its
 * endpoint's list, or the id typed here), never 'Record not found'. A chunk of its own.
 */
export default function SampleRecordBar() {
  const page = useDetailPage();
  const { variables, finding, found } = useSampleRecord();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [asked, setAsked] = useState(false);
  const { sample } = page;
  const show = (event: FormEvent) => {
    event.preventDefault();
    const vars = Object.fromEntries(variables.map((name) => [name, (typed[name] ?? '').trim()]));
    setAsked(true);
    if (Object.values(vars).some((value) => value === '')) return;
    page.setSample({ vars, from: 'typed' });
  };
  let text: string = messages.detailSampleNone;
  if (sample?.from === 'first') text = `${messages.detailSampleShownFirst} ${sample.list ?? ''}.`;
  else if (sample?.from === 'typed') text = messages.detailSampleShownTyped;
  else if (finding || found) text = messages.detailSampleFinding;
  return (
    <Alert
      variant="light"
      color="blue"
      title={messages.detailSampleRecord}
      icon={<FlaskConical size={18} aria-hidden="true" />}
      role="status"
      py="xs"
    >
      <Group gap="md" align="flex-end" justify="space-between" wrap="wrap">
        <Text fz="sm" style={{ flex: '1 1 20rem' }}>
          {text} {sample && messages.detailSampleNotSaved}
        </Text>
        <Group
          component="form"
          gap="xs"
          align="flex-end"
          onSubmit={show}
          aria-label={messages.detailSampleRecord}
        >
          {variables.map((name) => (
            <TextInput
              key={name}
              size="xs"
              w="8rem"
              label={`${messages.detailSampleOf} ${name}`}
              placeholder={String(sample?.vars[name] ?? '')}
              value={typed[name] ?? ''}
              error={asked && !(typed[name] ?? '').trim() ? messages.detailSampleTypeId : undefined}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setTyped((current) => ({ ...current, [name]: value }));
              }}
            />
          ))}
          <Button type="submit" size="xs" variant="light">
            {messages.detailSampleShow}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
