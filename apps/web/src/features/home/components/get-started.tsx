import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { messages } from '@portal/contracts';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { Link } from 'react-router';
import type { GetStartedStep } from '../utils/get-started-steps';

/** Home's 'Get started' list for admins and designers of an account not yet in use. */
export function GetStarted({ steps }: { steps: readonly GetStartedStep[] }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="get-started"
    >
      <Title order={2} fz="h4" id="get-started">
        {messages.getStartedTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {messages.getStartedIntro}
      </Text>
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {steps.map((step, index) => (
          <li key={step.title}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {step.done ? (
                <CircleCheck size={20} aria-hidden="true" color="var(--mantine-color-green-8)" />
              ) : (
                <CircleDashed size={20} aria-hidden="true" color="var(--mantine-color-gray-7)" />
              )}
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>
                    {index + 1}.{' '}
                    {step.href && !step.done ? (
                      <Anchor component={Link} to={step.href} fw={600}>
                        {step.title}
                      </Anchor>
                    ) : (
                      step.title
                    )}
                  </Text>
                  <Badge size="sm" variant="outline" color={step.done ? 'teal.9' : 'dark.5'}>
                    {step.done ? messages.getStartedDone : messages.getStartedNotYet}
                  </Badge>
                </Group>
                <Text size="sm">{step.hint}</Text>
                {!step.href && !step.done && (
                  <Text size="sm" c="dimmed">
                    {messages.getStartedAskAdmin}
                  </Text>
                )}
              </Stack>
            </Group>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
