import { Button, Group, Select } from '@mantine/core';
import { cacheSecondsChoices, messages } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { refreshEndpointData } from '../../../lib/refresh-endpoint-data';
import { showToast } from '../../../lib/toasts';
import { describeRefusal } from '../utils/describe-api-error';

const choices = cacheSecondsChoices.map((choice) => ({ value: String(choice.seconds), label: choice.label }));

interface EndpointCacheFieldsProps {
  serverId: string;
  endpointId: string;
  cacheSeconds: number;
  onChange: (cacheSeconds: number) => void;
}

/** 'Cache answers for' (saved with the endpoint) and 'Refresh data' (at once, on every instance). */
export function EndpointCacheFields({
  serverId,
  endpointId,
  cacheSeconds,
  onChange,
}: EndpointCacheFieldsProps) {
  const refresh = useMutation({
    mutationFn: refreshEndpointData,
    onSuccess: () => showToast(messages.dataRefreshed, 'success'),
    onError: (error) => showToast(describeRefusal(messages.errorRefreshingData, error), 'error'),
  });
  const known = choices.some((choice) => choice.value === String(cacheSeconds));
  const data = known ? choices : [...choices, { value: String(cacheSeconds), label: `${cacheSeconds} s` }];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={messages.cacheAnswersFor}
        description={messages.cacheAnswersForHint}
        data={data}
        value={String(cacheSeconds)}
        onChange={(value) => value !== null && onChange(Number(value))}
        allowDeselect={false}
        w={{ base: '100%', xs: 300 }}
      />
      <Button
        variant="default"
        leftSection={<RefreshCw size={16} aria-hidden="true" />}
        loading={refresh.isPending}
        onClick={() => refresh.mutate({ serverId, endpointId })}
      >
        {messages.refreshData}
      </Button>
    </Group>
  );
}
