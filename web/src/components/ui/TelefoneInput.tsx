import { maskTelefone } from '@vitrine/shared';
import type { ComponentProps } from 'react';
import { Input } from './Input';

/**
 * A Brazilian phone field, masked while typed: "(11) 98765-4321". The server keeps the number as
 * 55 + DDD + number whatever the mask shows; the mask only helps the owner see a DDD is there.
 */
export function TelefoneInput({ onChange, ...props }: ComponentProps<'input'>) {
  return (
    <Input
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="(11) 98765-4321"
      {...props}
      onChange={(event) => {
        // Before the form reads it: react-hook-form's registered fields are uncontrolled.
        event.target.value = maskTelefone(event.target.value);
        onChange?.(event);
      }}
    />
  );
}
