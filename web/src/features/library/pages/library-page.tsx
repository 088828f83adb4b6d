import { librarySearchKinds, type LibraryFile, type LibrarySearchKind } from '@app/shared/library/schemas';
import { Library, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListFooter } from '@/components/list-footer';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useLibrarySearch, type LibrarySearch } from '@/features/library/api/library';
import { LibraryFileCard } from '@/features/library/components/library-file-card';
import { libraryFr as t } from '@/features/library/fr';
import { getErrorDetail } from '@/lib/api/api-error';

const FIELDS = ['q', 'family', 'make', 'model', 'engine'] as const;
type Field = (typeof FIELDS)[number];

/** The fields each criterion asks for. */
const fieldsOf = (by: LibrarySearchKind): Field[] =>
  by === 'vehicle' ? ['make', 'model', 'engine'] : by === 'ecu_software' ? ['family', 'q'] : ['q'];

const labelOf: Record<Field, string> = { q: t.term, family: t.family, make: t.make, model: t.model, engine: t.engine };

const isKind = (value: string | null): value is LibrarySearchKind => librarySearchKinds.includes(value as LibrarySearchKind);

/** The search the address holds (so a search can be shared and survives Back), or null. */
function searchOf(params: URLSearchParams): LibrarySearch | null {
  const by = params.get('by');
  if (!isKind(by)) return null;
  const search: LibrarySearch = { by };
  for (const field of fieldsOf(by)) {
    const value = params.get(field)?.trim();
    if (value) search[field] = value;
  }
  return Object.keys(search).length > 1 ? search : null;
}

function Results({ search }: { search: LibrarySearch }) {
  const pages = useLibrarySearch(search);
  const { query, items } = pages;
  if (query.isPending) {
    return (
      <SkeletonGroup className="grid gap-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-32" />
        ))}
      </SkeletonGroup>
    );
  }
  if (!query.data) return <LoadErrorState title={getErrorDetail(query.error) ?? t.loadError} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <EmptyState icon={Library} title={t.empty} />;
  return (
    <section aria-label={t.results} className="grid gap-3">
      <ul className="grid gap-3">
        {items.map((file: LibraryFile) => (
          <li key={file.order_id}>
            <LibraryFileCard file={file} />
          </li>
        ))}
      </ul>
      <ListFooter {...pages} searchingMore={false} searching={false} texts={t} shown={items.length} />
    </section>
  );
}

/** /admin/library — « Bibliothèque »: search the originals and delivered versions by one criterion, paged (issue 41). */
export function LibraryPage() {
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const [by, setBy] = useState<LibrarySearchKind>(search?.by ?? 'software');
  const [values, setValues] = useState<Partial<Record<Field, string>>>(() => Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? ''])));
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams({ by });
    for (const field of fieldsOf(by)) if (values[field]?.trim()) next.set(field, values[field].trim());
    setParams(next);
  };

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <form onSubmit={submit} className="mb-6 grid gap-3 rounded-lg border border-zinc-200 bg-white p-4 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-end" role="search">
        <FormField id={`${id}-by`} label={t.searchBy}>
          <NativeSelect id={`${id}-by`} value={by} onChange={(event) => setBy(event.target.value as LibrarySearchKind)}>
            {librarySearchKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t.kinds[kind]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="flex flex-wrap items-end gap-3">
          {fieldsOf(by).map((field) => (
            <FormField key={field} id={`${id}-${field}`} label={labelOf[field]} className="min-w-0 flex-1">
              <Input
                id={`${id}-${field}`}
                value={values[field] ?? ''}
                maxLength={100}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              />
            </FormField>
          ))}
          <Button type="submit">
            <Search aria-hidden="true" />
            {t.search}
          </Button>
        </div>
      </form>
      {search ? <Results search={search} /> : <EmptyState icon={Library} title={t.prompt} />}
    </>
  );
}
