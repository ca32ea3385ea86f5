import { messages } from '@portal/contracts';
import { useRecheckSession } from '../../../lib/recheck-session';
import { serverMessageFor } from '../../../lib/server-message';
import { showToast } from '../../../lib/toasts';
import { useCreateUser } from '../api/create-user';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUser } from '../api/update-user';
import { isNewUser, toUserBody, type UserFormValues } from '../utils/user-draft';

/**
 * Saving and deleting from the edit dialog with the toasts of SPEC.md §8. A refusal (400, or 409 for an
 * e-mail already registered) carries the server's reason, which the fixed text would hide.
 */
export function useSaveUser(onDone: () => void) {
  const creation = useCreateUser();
  const update = useUpdateUser();
  const deletion = useDeleteUser();
  const recheckSession = useRecheckSession();

  function fail(error: unknown, text: string) {
    showToast(text, 'error');
    recheckSession(error);
  }

  async function save(uuid: string, values: UserFormValues) {
    const body = toUserBody(values);
    if (isNewUser({ uuid })) {
      try {
        await creation.mutateAsync(body);
        showToast(messages.userCreated, 'success');
        onDone();
      } catch (error) {
        fail(error, serverMessageFor(error, [400, 409], messages.errorCreatingUser));
      }
      return;
    }
    try {
      await update.mutateAsync({ uuid, body });
      showToast(messages.userUpdated, 'success');
      onDone();
    } catch (error) {
      fail(error, serverMessageFor(error, [400], messages.errorUpdatingUser));
    }
  }

  async function remove(uuid: string) {
    try {
      await deletion.mutateAsync(uuid);
      showToast(messages.userDeleted, 'success');
      onDone();
    } catch (error) {
      fail(error, serverMessageFor(error, [400], messages.errorDeletingUser));
    }
  }

  return {
    save,
    remove,
    isSaving: creation.isPending || update.isPending,
    isDeleting: deletion.isPending,
  };
}
