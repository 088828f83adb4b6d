import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { Badge } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { describedBy, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTotpDisable, useTotpEnable, useTotpSetup } from '@/features/security/api/two-factor';
import { twoFactorFr as t } from '@/features/security/two-factor-fr';
import { getErrorDetail } from '@/lib/api/api-error';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** The QR code of the key, drawn as SVG by uqr (loaded only here, when a key is shown). */
async function qrImage(uri: string): Promise<string> {
  const { renderSVG } = await import('uqr');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(uri))}`;
}

function CodeForm({ id, submit, busy, busyLabel, onCode }: { id: string; submit: string; busy: boolean; busyLabel: string; onCode: (code: string) => Promise<unknown> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onCode(code.replace(/\s/g, '')).catch((cause: unknown) => setError(getErrorDetail(cause) ?? t.code));
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField id={id} label={t.code} error={error}>
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          className="sm:w-40"
        />
      </FormField>
      <BusyButton type="submit" busy={busy}>
        {busy ? busyLabel : submit}
      </BusyButton>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = () => void navigator.clipboard?.writeText(codes.join('\n')).then(() => toast.success(t.copied));
  return (
    <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50/60 p-4">
      <h3 className="text-sm font-semibold text-zinc-900">{t.recoveryTitle}</h3>
      <p className="mt-1 text-sm text-zinc-700">{t.recoveryHint}</p>
      <ul aria-label={t.recoveryTitle} className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-zinc-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={copy}>
          {t.copy}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t.done}
        </Button>
      </div>
    </div>
  );
}

/** The signed-in account's second factor (an administrator's, an approved client's): set up (key, QR code, first code, recovery codes) or turned off. */
export function TwoFactorCard({ onEnabled }: { onEnabled?: () => void }) {
  // The session's own cache entry (filled behind the authentication guard).
  const me = useQuery({ queryKey: queryKeys.me, queryFn: () => call('GET /api/auth/me') });
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const disable = useTotpDisable();
  const [qr, setQr] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const on = me.data?.totp_enabled === true;

  const start = () =>
    setup.mutate(undefined, {
      onSuccess: async ({ otpauth_uri }) => setQr(await qrImage(otpauth_uri)),
      onError: (cause) => toast.error(getErrorDetail(cause) ?? t.start),
    });
  const turnOn = async (code: string) => {
    const answer = await enable.mutateAsync(code);
    toast.success(answer.detail);
    setQr(null);
    setCodes(answer.recovery_codes);
  };
  const turnOff = async (code: string) => {
    const answer = await disable.mutateAsync(code);
    toast.success(answer.detail);
    setDisabling(false);
  };

  return (
    <Card className="p-5" role="region" aria-labelledby="two-factor-title">
      <div className="flex flex-wrap items-center gap-2">
        <KeyRound aria-hidden="true" className="size-5 text-zinc-500" />
        <h2 id="two-factor-title" className="text-base font-semibold text-zinc-900">
          {t.title}
        </h2>
        <Badge variant={on ? 'success' : 'secondary'}>{on ? t.on : t.off}</Badge>
      </div>
      <p className="mt-1 text-sm text-zinc-600">{t.description}</p>

      {codes ? (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null);
            onEnabled?.();
          }}
        />
      ) : on ? (
        <div className="mt-4 grid gap-3">
          <p className="flex items-center gap-2 text-sm text-zinc-700">
            <ShieldCheck aria-hidden="true" className="size-4 text-emerald-600" />
            {t.codesLeft(me.data?.recovery_codes_left ?? 0)}
          </p>
          {disabling ? (
            <div className="grid gap-2">
              <p className="text-sm text-zinc-700">{t.disableHint}</p>
              <CodeForm id="two-factor-disable-code" submit={t.disable} busy={disable.isPending} busyLabel={t.disabling} onCode={turnOff} />
            </div>
          ) : (
            <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setDisabling(true)}>
              <ShieldOff aria-hidden="true" />
              {t.disable}
            </Button>
          )}
        </div>
      ) : qr && setup.data ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)]">
          <img src={qr} alt={t.qrAlt} className="size-44 rounded-lg border border-zinc-200 bg-white p-2" />
          <div className="grid content-start gap-3">
            <p className="text-sm text-zinc-700">{t.scan}</p>
            <p className="text-xs text-zinc-600">
              {t.manualKey}&#8239;: <code className="break-all font-mono text-zinc-900" data-testid="totp-secret">{setup.data.secret}</code>
            </p>
            <CodeForm id="two-factor-enable-code" submit={t.enable} busy={enable.isPending} busyLabel={t.enabling} onCode={turnOn} />
          </div>
        </div>
      ) : (
        <BusyButton className="mt-4" busy={setup.isPending} onClick={start} icon={<ShieldCheck aria-hidden="true" />}>
          {setup.isPending ? t.starting : t.start}
        </BusyButton>
      )}
    </Card>
  );
}
