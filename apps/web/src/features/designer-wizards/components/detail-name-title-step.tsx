import { Stack, TextInput } from '@mantine/core';
import type { Dispatch } from 'react';
import { FieldPicker } from '../../../components/design/field-picker';
import { fieldOptionsOf } from '../../../lib/field-options';
import type { DetailWizardAction, DetailWizardState } from '../utils/detail-wizard-state';

type Props = { state: DetailWizardState; dispatch: Dispatch<DetailWizardAction>; onEnter: () => void };

/** Step 2: the page name (unique in the account) and the field whose value is the page's title. */
export function DetailNameTitleStep({ state, dispatch, onEnter }: Props) {
  const fields = fieldOptionsOf(state.sample ? [state.sample] : []);
  return (
    <Stack gap="md" maw={560}>
      <TextInput
        label="Page Name"
        description="How the page is listed; unique in your account."
        value={state.name}
        onChange={(event) => dispatch({ type: 'nameChanged', name: event.currentTarget.value })}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onEnter();
        }}
        error={state.errors.name}
        withAsterisk
        data-autofocus
      />
      <FieldPicker
        label="Title"
        description="The field of the record shown as the page's heading"
        fields={fields}
        value={state.titleField}
        onChange={(field) => dispatch({ type: 'titleChosen', field })}
        error={state.errors.title}
        withSample
        required
        style={{}}
      />
    </Stack>
  );
}
