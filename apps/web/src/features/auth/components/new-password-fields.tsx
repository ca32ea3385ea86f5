import { TextInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

type PasswordPair = { password: string; confirmPassword: string };

type Props<T extends PasswordPair> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
};

/** Password and its confirmation, as registration and password reset both ask for them. */
export function NewPasswordFields<T extends PasswordPair>({ register, errors }: Props<T>) {
  // The generic form's field names are known to include these two.
  const registerPair = register as unknown as UseFormRegister<PasswordPair>;
  const pairErrors = errors as FieldErrors<PasswordPair>;
  return (
    <>
      <TextInput
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        withAsterisk={false}
        error={pairErrors.password?.message}
        {...registerPair('password')}
      />
      <TextInput
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        withAsterisk={false}
        error={pairErrors.confirmPassword?.message}
        {...registerPair('confirmPassword')}
      />
    </>
  );
}
