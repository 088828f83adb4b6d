import { SearchInput, type SearchInputProps } from '@/components/ui/search-input';
import { fr } from '@/i18n/fr';
import { ACCOUNT_SEARCH_MAX } from '@/lib/account/account-pages';

export type ClientSearchInputProps = Omit<SearchInputProps, 'onChange' | 'maxLength' | 'aria-label'> & {
  onSearch: (typed: string) => void;
};

/** 'Rechercher un client': the search box over a list of client accounts, cut at the server's limit. */
export function ClientSearchInput({ onSearch, ...props }: ClientSearchInputProps) {
  return (
    <SearchInput
      maxLength={ACCOUNT_SEARCH_MAX}
      onChange={(event) => onSearch(event.target.value)}
      aria-label={fr.accountPages.searchClient}
      {...props}
    />
  );
}
