import classes from './filter-bars.module.css';

interface SwitchControlProps {
  label: string;
  /** The accessible name when the visible label alone is ambiguous (it must contain the visible label). */
  name?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A native checkbox shown as a switch: no component library code for a plain user to download. */
export function SwitchControl({ label, name, checked, onChange }: SwitchControlProps) {
  return (
    <label className={classes.switch}>
      <input
        type="checkbox"
        role="switch"
        aria-label={name}
        aria-checked={checked}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
