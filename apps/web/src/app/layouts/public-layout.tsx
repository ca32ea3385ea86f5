import { Box, Center, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from '../../components/logo';

/** The frame of the screens reachable without signing in: a centred card under the logo. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" mih="100dvh" bg="gray.0" px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack w="100%" maw={460} mx="auto" gap="lg">
        <Center>
          <Logo />
        </Center>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          {children}
        </Paper>
      </Stack>
    </Box>
  );
}
