import { Code, Mark, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { buildExampleUrl } from '../utils/build-example-url';

/** The URL the endpoint will call, updated as the admin types, with each $(var) filled with a sample. */
export function ExampleUrl({ serverUrl, endpointUrl }: { serverUrl: string; endpointUrl: string }) {
  const labelId = useId();
  const parts = buildExampleUrl(serverUrl, endpointUrl);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={labelId}>
        Example URL
      </Text>
      <Code
        block
        role="status"
        aria-labelledby={labelId}
        data-testid="example-url"
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {parts.map((part, index) =>
          part.variable ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are rebuilt together on every keystroke
            <Mark key={index} title={`$(${part.variable})`}>
              {part.text}
            </Mark>
          ) : (
            part.text
          ),
        )}
      </Code>
    </Stack>
  );
}
