import { Button, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { ImageLibrary, ImageSearchItem } from '../../../common/media';
import { useImageSearch } from './useImageSearch';

export interface ImageSearchPanelProps {
  library: ImageLibrary;
  /** The item chosen in this panel, if any (drawn selected). */
  selectedId: string | undefined;
  onSelect(item: ImageSearchItem): void;
}

/**
 * One library's search: the search field (500 ms debounce, Enter at once), a grid of previews
 * — thumbnails, also for videos: no third-party player is embedded — load more, and the
 * noResultsFound text for an empty result (IM-03..IM-05).
 */
export function ImageSearchPanel({ library, selectedId, onSelect }: ImageSearchPanelProps) {
  const { t } = useTranslation('core');
  const search = useImageSearch(library);
  return (
    <div className="ac-image-search" data-testid={`image-search-${library}`}>
      <InputGroup
        type="search"
        leftIcon={<SearchIcon />}
        placeholder={t('addImage.search')}
        aria-label={t('addImage.search')}
        value={search.term}
        onChange={(event) => search.setTerm(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            search.searchNow();
          }
        }}
        rightElement={search.loading ? <Spinner size={16} aria-label={t('blueprint.loading')} /> : undefined}
        data-testid={`image-search-${library}-input`}
      />
      {search.empty ? (
        <div data-testid={`image-search-${library}-empty`}>
          <NonIdealState description={t('snackbar.noResultsFound')} />
        </div>
      ) : (
        <ul className="ac-image-grid">
          {search.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={item.id === selectedId ? 'ac-image-tile ac-image-tile-selected' : 'ac-image-tile'}
                aria-pressed={item.id === selectedId}
                title={item.tags}
                onClick={() => onSelect(item)}
                data-testid="image-search-item"
              >
                <img src={item.previewURL} alt={item.tags} loading="lazy" referrerPolicy="no-referrer" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {search.more && <Button text={t('addImage.loadMore')} onClick={search.loadMore} loading={search.loading} data-testid={`image-search-${library}-more`} />}
    </div>
  );
}
