import { messages } from '@portal/contracts';
import { type FieldErrors, refusedFields } from '../../../lib/field-errors';
import { useRecheckSession } from '../../../lib/recheck-session';
import { serverMessageFor } from '../../../lib/server-message';
import { showToast } from '../../../lib/toasts';
import { useCreateUser } from '../api/create-user';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUser } from '../api/update-user';
import { isNewUser, toUserBody, type UserFormValues } from '../utils/user-draft';

/** The fields of the dialog that show the server's refusals about them. */
const refusableFields = ['email', 'firstName', 'lastName', 'roles'] as const;

/**
 * Saving and deleting from the edit dialog with the toasts of SPEC.md §8. A refusal that concerns a
 * field (an e-mail already registered) goes under that field; another refusal (400, 409) carries the
 * server's reason, which the fixed text would hide.
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

  /** Answers the errors to show under the dialog's fields, if the server refused one of them. */
  async function save(uuid: string, values: UserFormValues): Promise<FieldErrors<keyof UserFormValues>> {
    const { groupUuids, ...body } = toUserBody(values);
    const isNew = isNewUser({ uuid });
    try {
      if (isNew) await creation.mutateAsync({ ...body, groupUuids });
      else await update.mutateAsync({ uuid, body });
      showToast(isNew ? messages.userCreated : messages.userUpdated, 'success');
      onDone();
      return {};
    } catch (error) {
      const refused = refusedFields<keyof UserFormValues>(error, refusableFields);
      if (refused) return refused;
      // 404: a group picked was deleted meanwhile.
      if (isNew) fail(error, serverMessageFor(error, [400, 404, 409], messages.errorCreatingUser));
      else fail(error, serverMessageFor(error, [400], messages.errorUpdatingUser));
      return {};
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
