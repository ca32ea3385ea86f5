import { Button, Divider, Group, Modal, Stack, Tabs } from '@mantine/core';
import { messages, type Server } from '@portal/contracts';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useDialogLayout } from '../../../lib/use-dialog-layout';
import { useEndpoints } from '../api/get-endpoints';
import { useTestEndpoint } from '../api/test-endpoint';
import {
  buildTestBody,
  emptyTestInputs,
  missingUrlVariables,
  type TestInputs,
} from '../utils/build-test-body';
import { EndpointPicker } from './endpoint-picker';
import { TestRequestInputs } from './test-request-inputs';
import { type TestOutcome, TestResponseView } from './test-response-view';

interface TestEndpointDialogProps {
  opened: boolean;
  server: Server;
  onClose: () => void;
}

// Both tabs take the same room, so the dialog keeps its size when the answer comes in.
const panelMinHeight = '20rem';
const actionsStyle = {
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  paddingBlock: 'var(--mantine-spacing-xs)',
  background: 'var(--mantine-color-body)',
} as const;

function failureOf(error: unknown, cancelled: boolean): TestOutcome {
  if (cancelled) return { kind: 'cancelled' };
  if (error instanceof ApiError) return { kind: 'failure', status: error.status, message: error.message };
  return { kind: 'failure', status: 0, message: messages.errorTestingEndpoint };
}

export function TestEndpointDialog({ opened, server, onClose }: TestEndpointDialogProps) {
  const layout = useDialogLayout('xl');
  const endpoints = useEndpoints(opened ? server.uuid : null);
  const test = useTestEndpoint();
  const [endpointId, setEndpointId] = useState<string | null>(null);
  const [inputs, setInputs] = useState<TestInputs>(emptyTestInputs);
  const [tab, setTab] = useState<string | null>('request');
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const endpoint = endpoints.data?.find((candidate) => candidate.uuid === endpointId);
  const running = useRef<AbortController | null>(null);
  const cancel = () => running.current?.abort();

  const pick = (id: string | null) => {
    setEndpointId(id);
    setInputs(emptyTestInputs());
    setOutcome(null);
    setMissing({});
    setTab('request');
  };
  const close = () => {
    // A test still running is stopped, and its end is not shown when the dialog opens again.
    const stillRunning = running.current;
    running.current = null;
    stillRunning?.abort();
    pick(null);
    onClose();
  };

  const run = async () => {
    if (!endpoint) return;
    const empty = missingUrlVariables(endpoint, inputs);
    setMissing(empty);
    if (Object.keys(empty).length > 0) return setTab('request');
    const controller = new AbortController();
    running.current = controller;
    let result: TestOutcome;
    try {
      const reply = await test.mutateAsync({
        serverId: server.uuid,
        endpointId: endpoint.uuid,
        body: buildTestBody(endpoint, inputs),
        signal: controller.signal,
      });
      result = { kind: 'answer', reply };
    } catch (error) {
      result = failureOf(error, controller.signal.aborted);
    }
    if (running.current !== controller) return;
    running.current = null;
    setOutcome(result);
    setTab('response');
  };

  return (
    <Modal opened={opened} onClose={close} title={`${messages.testEndpoints} · ${server.name}`} {...layout}>
      <Stack gap="md">
        <EndpointPicker
          endpoints={endpoints.data ?? []}
          loading={endpoints.isPending}
          value={endpointId}
          onChange={pick}
        />
        <Divider />
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List>
            <Tabs.Tab value="request">Request</Tabs.Tab>
            <Tabs.Tab value="response">Response</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="request" pt="md" mih={panelMinHeight}>
            {endpoint ? (
              <TestRequestInputs
                endpoint={endpoint}
                inputs={inputs}
                missing={missing}
                onChange={(section, name, value) => {
                  setInputs((current) => ({ ...current, [section]: { ...current[section], [name]: value } }));
                  if (section === 'urlVariables') setMissing(({ [name]: _filled, ...rest }) => rest);
                }}
              />
            ) : (
              'Pick the endpoint to test.'
            )}
          </Tabs.Panel>
          <Tabs.Panel value="response" pt="md" mih={panelMinHeight}>
            <TestResponseView outcome={outcome} />
          </Tabs.Panel>
        </Tabs>
        {/* Kept at the dialog's bottom edge: a long answer scrolls beneath the buttons, never pushes them out. */}
        <Group justify="flex-end" style={actionsStyle}>
          {test.isPending && (
            <Button variant="default" onClick={cancel}>
              {messages.cancelEndpointTest}
            </Button>
          )}
          <Button onClick={run} loading={test.isPending} disabled={!endpoint}>
            {messages.testEndpoint}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
