import { Box, Center, Paper, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';

/** The frame of the screens reachable without signing in: a centred card under the logo. */
export function PublicLayout() {
  return (
    <Box component="main" mih="100dvh" bg="gray.0" px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack w="100%" maw={460} mx="auto" gap="lg">
        <Center>
          <Logo />
        </Center>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Paper>
      </Stack>
    </Box>
  );
}
