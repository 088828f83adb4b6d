import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLIENT_MESSAGE_MAX,
  OPENING_HOURS_MAX,
  type Settings,
  TERMS_MAX,
  updateSettingsSchema,
} from '@app/shared/settings/schemas';
import { CircleCheck, Megaphone, Save, ScrollText, Undo2, Wallet } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast/toast';
import { SectionCard } from '@/components/section-card';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { TermsDocument } from '@/components/terms-document';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { settingsFr } from '@/features/settings/fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { useSaveSettings } from '@/features/settings/api/save-settings';
import { RetentionSection } from './retention-section';
import { SettingsTextField } from './settings-text-field';
import { TermsFormatHelp } from './terms-format-help';

const t = settingsFr;

/** The two short texts of the client section, side by side. */
const CLIENT_TEXTS = [
  {
    name: 'client_message',
    id: 'settings-client-message',
    label: t.clientMessage,
    hint: t.clientMessageHint,
    placeholder: t.clientMessagePlaceholder,
    maxChars: CLIENT_MESSAGE_MAX,
  },
  {
    name: 'opening_hours',
    id: 'settings-opening-hours',
    label: t.openingHours,
    hint: t.openingHoursHint,
    placeholder: t.openingHoursPlaceholder,
    maxChars: OPENING_HOURS_MAX,
  },
] as const;

/** The 'Paramètres' form: client message, opening hours, terms (with a preview), data retention and the default billing mode (issue 40), one save. */
export function SettingsForm({ settings }: { settings: Settings }) {
  const mutation = useSaveSettings();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(updateSettingsSchema), defaultValues: settings });
  const [message, hours, terms] = useWatch({
    control,
    name: ['client_message', 'opening_hours', 'terms_and_conditions'],
  });
  const typed = { client_message: message, opening_hours: hours };

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: (saved) => {
        reset(saved);
        toast.success(t.saved);
      },
      onError: (cause) => toast.error(getErrorDetail(cause) ?? t.saveError),
    });
  });

  // Ctrl+S / Cmd+S saves, as in an editor.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      if (!mutation.isPending) void onSubmit();
    }
  };

  return (
    <form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate className="grid gap-6">
      <SectionCard icon={Megaphone} title={t.clientSection} hint={t.clientSectionHint}>
        <div className="grid gap-6 p-5 lg:grid-cols-2">
          {CLIENT_TEXTS.map(({ name, ...field }) => (
            <SettingsTextField
              key={name}
              {...field}
              rows={5}
              value={typed[name] ?? ''}
              error={errors[name]?.message}
              {...register(name)}
            />
          ))}
        </div>
      </SectionCard>

      <SectionCard icon={ScrollText} title={t.termsSection} hint={t.termsSectionHint}>
        <div className="grid items-start gap-6 p-5 xl:grid-cols-[minmax(0,1fr)_16rem]">
          <Tabs defaultValue="edit" className="min-w-0">
            <TabsList aria-label={t.termsSection}>
              <TabsTrigger value="edit">{t.edit}</TabsTrigger>
              <TabsTrigger value="preview">{t.preview}</TabsTrigger>
            </TabsList>
            {/* Kept mounted, so the textarea keeps its scroll position and undo history. */}
            <TabsContent value="edit" forceMount className="data-[state=inactive]:hidden">
              <SettingsTextField
                id="settings-terms"
                label={t.terms}
                placeholder={t.termsPlaceholder}
                rows={20}
                spellCheck
                value={terms ?? ''}
                maxChars={TERMS_MAX}
                error={errors.terms_and_conditions?.message}
                className="min-h-80 font-mono text-[13px] leading-6"
                {...register('terms_and_conditions')}
              />
            </TabsContent>
            <TabsContent value="preview">
              <div className="max-h-[36rem] min-h-80 overflow-y-auto rounded-lg border border-zinc-200 bg-white p-5 sm:p-6">
                {(terms ?? '').trim() ? (
                  <TermsDocument text={terms ?? ''} idPrefix="terms-preview" />
                ) : (
                  <p className="text-sm text-zinc-500">{t.previewEmpty}</p>
                )}
              </div>
            </TabsContent>
          </Tabs>
          <TermsFormatHelp id="settings-terms-help" />
        </div>
      </SectionCard>

      <RetentionSection register={register} control={control} errors={errors.retention} />

      <SectionCard icon={Wallet} title={t.billingSection} hint={t.billingSectionHint}>
        <div className="grid gap-2 p-5 sm:max-w-sm">
          <FormField id="settings-billing-mode" label={t.defaultBillingMode}>
            <NativeSelect id="settings-billing-mode" {...register('default_billing_mode')}>
              <option value="postpaid">{t.billingModes.postpaid}</option>
              <option value="prepaid">{t.billingModes.prepaid}</option>
            </NativeSelect>
          </FormField>
        </div>
      </SectionCard>

      <UnsavedChangesGuard
        dirty={isDirty && !mutation.isPending}
        texts={{ title: t.leaveTitle, text: t.leaveText, confirm: t.leaveConfirm }}
      />

      {/* The save bar stays in view at the bottom of the screen while scrolling the long text. */}
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-zinc-200 bg-white/90 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-white/75 sm:mx-0 sm:rounded-xl sm:border sm:px-5 sm:shadow-sm">
        <p role="status" className="flex min-w-0 items-center gap-2 text-sm">
          {isDirty ? (
            <>
              <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-amber-500" />
              <span className="font-medium text-zinc-800">{t.unsaved}</span>
            </>
          ) : (
            <>
              <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-green-600" />
              <span className="text-zinc-600">{t.upToDate}</span>
            </>
          )}
        </p>
        <div className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            size="icon"
            className="sm:w-auto sm:px-4"
            disabled={!isDirty || mutation.isPending}
            title={t.discard}
            onClick={() => reset()}
          >
            <Undo2 aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t.discard}</span>
          </Button>
          <BusyButton type="submit" busy={mutation.isPending} icon={<Save aria-hidden="true" />}>
            {mutation.isPending ? t.saving : t.save}
          </BusyButton>
        </div>
      </div>
    </form>
  );
}
