import { Center, Loader } from '@mantine/core';

export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100dvh' : 200} role="status" aria-label="Loading">
      <Loader color="brand.9" />
    </Center>
  );
}
