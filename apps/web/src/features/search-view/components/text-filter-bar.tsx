import { Button, CloseButton, TextInput } from '@mantine/core';
import { freeTextField, messages } from '@portal/contracts';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useKeepFocus } from '../hooks/use-keep-focus';
import type { TextEntry, TextFilterOption } from '../types';
import classes from './filter-bars.module.css';

interface TextFilterBarProps {
  options: readonly TextFilterOption[];
  entries: readonly TextEntry[];
  loading: boolean;
  /** Whether the page's server searches all fields (DESIGN.md §6a); without it plain text needs a field. */
  freeText?: boolean;
  onChange: (entries: TextEntry[]) => void;
}

/**
 * How an active entry reads on its chip: 'Customer: Acme' contains, 'Any field: Acme' searches every
 * text filter field, 'Customer = Acme' matches exactly (DESIGN.md §7c).
 */
export function describeEntry(entry: TextEntry): string {
  if (entry.exact) return `${entry.label} ${messages.searchExactSign} ${entry.value}`;
  const label = entry.field === freeTextField ? messages.searchAnyField : entry.label;
  return `${label}${messages.searchContainsSign} ${entry.value}`;
}

function Chip({ text, removeLabel, onRemove }: { text: string; removeLabel: string; onRemove: () => void }) {
  return (
    <span className={classes.chip}>
      <span className={classes.chipText}>{text}</span>
      <CloseButton size="sm" aria-label={removeLabel} onClick={onRemove} />
    </span>
  );
}

/**
 * SPEC.md §5: an autocomplete over the view's text filters (ARIA combobox) — pick a filter and give a
 * value, or press Enter on plain text for a free-text ('*') entry with the trimmed value. Disabled
 * without text filters or while loading.
 */
export function TextFilterBar({ options, entries, loading, freeText = true, onChange }: TextFilterBarProps) {
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [pending, setPending] = useState<TextFilterOption | null>(null);
  const disabled = options.length === 0 || loading;
  const focus = useKeepFocus(disabled);
  const value = text.trim();
  const expanded = open && !pending && options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const add = (entry: TextEntry) => {
    const known = entries.some((other) => other.field === entry.field && other.value === entry.value);
    if (!known) onChange([...entries, entry]);
    setText('');
    setPending(null);
    close();
  };
  const choose = (option: TextFilterOption) => {
    if (value) return add({ label: option.label, field: option.field, value });
    setPending(option);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0 && !pending) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Escape') close();
    else if (event.key === 'Backspace' && text === '' && pending) setPending(null);
    // As in a mail client's address field: Backspace in the empty box takes back the last filter.
    else if (event.key === 'Backspace' && text === '' && entries.length > 0) onChange(entries.slice(0, -1));
    else if (event.key === 'Enter') {
      event.preventDefault();
      if (expanded && active >= 0) choose(options[active]);
      // Without free text the fields are offered instead: the value goes to the one picked.
      else if (value && !pending && !freeText) {
        setOpen(true);
        setActive(0);
      } else if (value)
        add(
          pending
            ? { label: pending.label, field: pending.field, value }
            : { label: freeTextField, field: freeTextField, value },
        );
    }
  };

  const placeholder =
    options.length === 0
      ? 'No text filters on this page'
      : pending
        ? `Value for ${pending.label}, then Enter`
        : freeText
          ? 'Search all fields, or pick a field'
          : messages.searchPickAField;

  return (
    <div className={classes.bar}>
      {pending && (
        <Chip
          text={`${pending.label}:`}
          removeLabel={`Stop filtering by ${pending.label}`}
          onRemove={() => setPending(null)}
        />
      )}
      <div className={classes.combobox}>
        <TextInput
          ref={focus.input}
          role="combobox"
          aria-label="Search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder={placeholder}
          leftSection={<Search size={16} aria-hidden="true" />}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          // The list opens on a click, typing or the arrow keys, not on focus: the focus comes back by
          // itself after each reload, and the list would then cover the new rows.
          onFocus={focus.onFocus}
          onBlur={() => {
            close();
            focus.onBlur();
          }}
          onKeyDown={onKeyDown}
        />
        <div
          id={listId}
          role="listbox"
          aria-label="Text filters"
          className={classes.listbox}
          hidden={!expanded}
        >
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the focus stays in the combobox input, which handles the keys and points here with aria-activedescendant
            <div
              key={option.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={classes.option}
              // Keep the focus in the input while an option is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {value ? `${option.label}: ${value}` : option.label}
            </div>
          ))}
        </div>
      </div>
      {entries.map((entry, index) => (
        <Chip
          key={`${entry.field}${entry.exact ? '=' : ':'}${entry.value}`}
          text={describeEntry(entry)}
          removeLabel={`Remove filter ${describeEntry(entry)}`}
          onRemove={() => onChange(entries.filter((_, at) => at !== index))}
        />
      ))}
      {entries.length > 1 && (
        <Button variant="subtle" size="compact-sm" onClick={() => onChange([])}>
          Clear all
        </Button>
      )}
    </div>
  );
}
