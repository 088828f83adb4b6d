import { Info } from 'lucide-react';
import { settingsFr } from '@/features/settings/fr';

const t = settingsFr;

/** The formatting rules of the terms text (spec §2), next to the editor. */
export function TermsFormatHelp({ id }: { id: string }) {
  return (
    <aside aria-labelledby={`${id}-title`} className="rounded-lg border border-zinc-200 bg-zinc-50 p-4">
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold text-zinc-900">
        <Info aria-hidden="true" className="size-4 text-brand-600" />
        {t.formatTitle}
      </h3>
      <ul className="mt-3 grid gap-2.5 text-xs text-zinc-600">
        {t.formatRules.map((rule) => (
          <li key={rule.text} className="grid gap-1">
            {rule.sample ? (
              <code className="w-fit rounded border border-zinc-200 bg-white px-1.5 py-0.5 font-mono text-[11px] whitespace-pre text-zinc-800">
                {rule.sample}
              </code>
            ) : null}
            <span>{rule.text}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 border-t border-zinc-200 pt-3 text-xs text-zinc-600">{t.formatNote}</p>
    </aside>
  );
}
