import { Stack, TextInput } from '@mantine/core';
import type { Dispatch } from 'react';
import type { SearchWizardAction, SearchWizardState } from '../utils/search-wizard-state';

type Props = { state: SearchWizardState; dispatch: Dispatch<SearchWizardAction>; onEnter: () => void };

/** Step 2: the page name (unique in the account, shown on Home) and the title above the table. */
export function NameTitleStep({ state, dispatch, onEnter }: Props) {
  const enterMovesOn = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onEnter();
    }
  };
  return (
    <Stack gap="md" maw={560}>
      <TextInput
        label="Page Name"
        description="How the page is listed on Home; unique in your account."
        value={state.name}
        onChange={(event) => dispatch({ type: 'nameChanged', name: event.currentTarget.value })}
        onKeyDown={enterMovesOn}
        error={state.errors.name}
        withAsterisk
        data-autofocus
      />
      <TextInput
        label="Page Title"
        description="The heading above the table."
        value={state.title}
        onChange={(event) => dispatch({ type: 'titleChanged', title: event.currentTarget.value })}
        onKeyDown={enterMovesOn}
        error={state.errors.title}
        withAsterisk
      />
    </Stack>
  );
}
