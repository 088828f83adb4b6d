import type { HTMLInputTypeAttribute } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** One text box of a form laid out by TextFieldGrid. */
export interface TextFieldConfig<Name extends string = string> {
  name: Name;
  label: string;
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  autoComplete: string;
  hint?: string;
  /** Not required; the label gets `optionalSuffix` when the grid has one. */
  optional?: boolean;
  /** Spans both columns on wide screens. */
  full?: boolean;
}

interface PasswordTexts {
  password: string;
  passwordHint: string;
  newPassword: string;
  newPasswordHint: string;
}

/** The password box of an account form: required on creation, optional ('new password') on edit. */
export function passwordField(editing: boolean, texts: PasswordTexts): TextFieldConfig<'password'> {
  const common = { name: 'password', type: 'password', autoComplete: 'new-password', full: true } as const;
  return editing
    ? { ...common, label: texts.newPassword, hint: texts.newPasswordHint, optional: true }
    : { ...common, label: texts.password, hint: texts.passwordHint };
}

interface TextFieldGridProps<V extends FieldValues> {
  /** Prefix of the input ids ('client' → 'client-email'). */
  idPrefix: string;
  fields: readonly TextFieldConfig<Path<V>>[];
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
  /** Focus the first box when the form opens. */
  autoFocusFirst?: boolean;
  /** Appended to optional labels as ' (suffix)'. */
  optionalSuffix?: string;
  /** Replaces the grid's default gap. */
  className?: string;
}

/** Labelled text boxes in two columns, with hints and errors wired for screen readers. */
export function TextFieldGrid<V extends FieldValues>({
  idPrefix,
  fields,
  register,
  errors,
  autoFocusFirst = false,
  optionalSuffix,
  className = 'gap-4',
}: TextFieldGridProps<V>) {
  return (
    <div className={cn('grid sm:grid-cols-2', className)}>
      {fields.map((field, index) => {
        const id = `${idPrefix}-${field.name}`;
        const error = (errors[field.name] as { message?: string } | undefined)?.message;
        const label = field.optional && optionalSuffix ? `${field.label} (${optionalSuffix})` : field.label;
        return (
          <FormField key={field.name} id={id} label={label} error={error} hint={field.hint} className={field.full ? 'sm:col-span-2' : undefined}>
            <Input
              id={id}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              required={!field.optional}
              autoFocus={autoFocusFirst && index === 0}
              placeholder={field.placeholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, error, field.hint)}
              {...register(field.name)}
            />
          </FormField>
        );
      })}
    </div>
  );
}
