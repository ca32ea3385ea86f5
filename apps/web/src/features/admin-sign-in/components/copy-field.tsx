import { Button, CopyButton, TextInput } from '@mantine/core';
import { messages } from '@portal/contracts';

/** A value to give the identity provider: shown whole (read-only, selectable) with a Copy button. */
export function CopyField({
  label,
  value,
  description,
}: {
  label: string;
  value: string;
  description?: string;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSectionWidth={88}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="light" onClick={copy} aria-label={`${messages.copy} ${label}`}>
              {copied ? messages.copied : messages.copy}
            </Button>
          )}
        </CopyButton>
      }
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
    />
  );
}
