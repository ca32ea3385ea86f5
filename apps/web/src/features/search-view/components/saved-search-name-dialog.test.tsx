// @vitest-environment jsdom
import { messages } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderUi } from '../../../testing/render-ui';
import { SavedSearchNameDialog } from './saved-search-name-dialog';

function renderDialog(onSave: (name: string) => Promise<unknown>, initialName = '') {
  const onClose = vi.fn();
  const rendered = renderUi(
    <SavedSearchNameDialog title="Save search" initialName={initialName} onSave={onSave} onClose={onClose} />,
  );
  return { onClose, ...rendered };
}

const nameField = () => screen.getByRole('textbox', { name: messages.savedSearchNameLabel });
const save = () => screen.getByRole('button', { name: messages.savedSearchSave });

describe('the saved search name dialog', () => {
  it('cannot save a blank name', async () => {
    const onSave = vi.fn(async () => {});
    const { user } = renderDialog(onSave);
    await user.type(nameField(), '   ');
    expect(save().hasAttribute('disabled')).toBe(true);
    await user.type(nameField(), '{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the name trimmed, and starts from the name being renamed', async () => {
    const onSave = vi.fn(async () => {});
    const { user } = renderDialog(onSave, 'Cities');
    expect((nameField() as HTMLInputElement).value).toBe('Cities');
    await user.clear(nameField());
    await user.type(nameField(), '  Big cities ');
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Big cities'));
  });

  it('shows a taken name under the field, by the field the refusal names', async () => {
    const refusal = new ApiError(409, 'conflict', 'x', messages.savedSearchNameTaken, 'name');
    const { user } = renderDialog(async () => {
      throw refusal;
    });
    await user.type(nameField(), 'Cities');
    await user.click(save());
    expect((await screen.findByText(messages.savedSearchNameTaken)).textContent).toBe(
      messages.savedSearchNameTaken,
    );
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
  });

  it('says any other failure under the field too', async () => {
    const { user } = renderDialog(async () => {
      throw new ApiError(503, 'unavailable', 'x', 'The portal is unavailable.');
    });
    await user.type(nameField(), 'Cities');
    await user.click(save());
    expect((await screen.findByText('The portal is unavailable.')).textContent).toBe(
      'The portal is unavailable.',
    );
  });
});
