import { Controller, type Control } from 'react-hook-form';
import type { RegisterInput, registerSchema } from '@app/shared/auth/schemas';
import type { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldMessages } from '@/components/ui/form-field';
import { authFr } from '@/features/auth/fr';
import { paths } from '@/lib/paths';
import { usePublicTerms } from '@/lib/terms/public-terms';

const ID = 'register-accept-terms';
const LINK = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * « J'accepte les conditions générales et la politique de confidentialité » (issue 24), each text a
 * link opening in a new tab; only the privacy notice while the business has published no terms
 * (issue 37: a link to « Aucune condition publiée » asks to accept nothing).
 */
export function AcceptTermsField({ control }: { control: Control<z.input<typeof registerSchema>, unknown, RegisterInput> }) {
  const terms = usePublicTerms();
  const noTerms = terms.isSuccess && !terms.data.terms_and_conditions.trim();
  return (
    <Controller
      control={control}
      name="acceptTerms"
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <div className="grid gap-1.5">
            <div className="flex items-start gap-2.5">
              <Checkbox
                id={ID}
                ref={field.ref}
                name={field.name}
                className="mt-0.5"
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-required="true"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${ID}-error` : undefined}
              />
              <label htmlFor={ID} className="text-sm leading-snug text-zinc-700">
                {noTerms ? (
                  authFr.acceptNoticeStart
                ) : (
                  <>
                    {authFr.acceptTermsStart}
                    <a href={paths.publicTerms} target="_blank" rel="noopener" className={LINK}>
                      {authFr.acceptTermsTerms}
                    </a>
                    {authFr.acceptTermsAnd}
                  </>
                )}
                <a href={paths.privacy} target="_blank" rel="noopener" className={LINK}>
                  {authFr.acceptTermsNotice}
                </a>
              </label>
            </div>
            <FieldMessages id={ID} error={error} />
          </div>
        );
      }}
    />
  );
}
