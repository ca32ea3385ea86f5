import { Button, Stack, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * SPEC.md: the main record could not be loaded; the button goes back where the user came from. A
 * designer is told how to repair the page (its menu keeps Design Mode).
 */
export function RecordNotFound({ mayRepair = false }: { mayRepair?: boolean }) {
  const navigate = useNavigate();
  const goBack = () => {
    // React Router numbers its history entries; at the first one there is nowhere in the app to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(paths.home.getHref(), { replace: true });
  };
  return (
    <Stack align="center" justify="center" gap="md" py="xl" role="status">
      <Text fw={700} fz="xl">
        {messages.detailRecordNotFound}
      </Text>
      {mayRepair && (
        <Text fz="sm" ta="center" maw="32rem">
          {messages.detailRepairHint}
        </Text>
      )}
      <Button variant="light" onClick={goBack}>
        {messages.detailGoBack}
      </Button>
    </Stack>
  );
}
