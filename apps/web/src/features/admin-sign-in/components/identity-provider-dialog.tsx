import { Button, Modal } from '@mantine/core';
import { type IdentityProvider, messages } from '@portal/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/design/confirm-dialog';
import { useRecheckSession } from '../../../lib/recheck-session';
import { serverMessageFor } from '../../../lib/server-message';
import { showToast } from '../../../lib/toasts';
import { useDialogLayout } from '../../../lib/use-dialog-layout';
import { useDeleteIdentityProvider } from '../api/delete-identity-provider';
import { useSaveIdentityProvider } from '../api/save-identity-provider';
import { IdentityProviderForm } from './identity-provider-form';

/** Adds a provider (none given) or edits one, with its deletion behind a question. */
export function IdentityProviderDialog({
  provider,
  opened,
  onClose,
}: {
  provider: IdentityProvider | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const layout = useDialogLayout('xl');
  const saving = useSaveIdentityProvider();
  const deleting = useDeleteIdentityProvider();
  const recheckSession = useRecheckSession();
  const [confirming, setConfirming] = useState(false);

  const failed = (failure: unknown, fallback: string) => {
    showToast(serverMessageFor(failure, [400, 404, 409], fallback), 'error');
    recheckSession(failure);
  };

  const remove = async () => {
    setConfirming(false);
    try {
      await deleting.mutateAsync(provider!.uuid);
      showToast(messages.identityProviderDeleted, 'success');
      onClose();
    } catch (failure) {
      failed(failure, messages.errorDeletingIdentityProvider);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={provider ? messages.editIdentityProvider : messages.addIdentityProvider}
      {...layout}
    >
      <IdentityProviderForm
        key={provider?.uuid ?? 'new'}
        provider={provider}
        saving={saving.isPending}
        onCancel={onClose}
        onSubmit={async (values) => {
          const clientSecret = values.clientSecret ?? '';
          if (provider) await saving.mutateAsync({ uuid: provider.uuid, body: { ...values, clientSecret } });
          else await saving.mutateAsync({ uuid: undefined, body: { ...values, clientSecret } });
          showToast(messages.identityProviderSaved, 'success');
          onClose();
        }}
        onRefused={(failure) => failed(failure, messages.errorSavingIdentityProvider)}
        extraAction={
          provider && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => setConfirming(true)}
              loading={deleting.isPending}
            >
              {messages.deleteIdentityProvider}
            </Button>
          )
        }
      />
      <ConfirmDialog
        opened={confirming}
        title={`${messages.deleteIdentityProvider}: ${provider?.name ?? ''}`}
        text={messages.deleteIdentityProviderConfirm}
        confirmLabel={messages.deleteIdentityProvider}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Modal>
  );
}
