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
        {/* Above the page's own layer 0, where registration's confetti falls (register-form.tsx). */}
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} pos="relative" style={{ zIndex: 1 }}>
          {children}
        </Paper>
      </Stack>
    </Box>
  );
}
