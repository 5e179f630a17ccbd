import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Switch, type SwitchProps } from './Switch';

/** A form's yes/no field (`name`, a boolean of react-hook-form's `control`) as a Switch. */
export function SwitchField<T extends FieldValues, Contexto, Lidos>({
  control,
  name,
  ...props
}: Omit<SwitchProps, 'checked' | 'onChange'> & { control: Control<T, Contexto, Lidos>; name: FieldPathByValue<T, boolean> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <Switch {...props} checked={field.value} onChange={field.onChange} />}
    />
  );
}
