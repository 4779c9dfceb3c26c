import type { CatalogueGame, ExtensionFeature } from '@/lib/contract';
import type { RootState } from '@/store';

/** A game as search-games answers it, by a generated provider. */
export const catalogueGame = (code: string, names: CatalogueGame['names'], extra: Partial<CatalogueGame> = {}): CatalogueGame => ({
  company: 'nova-gaming',
  code,
  kind: 'slot',
  names,
  provider: { ko: '노바 게이밍', en: 'Nova Gaming' },
  tags: [],
  releasedAt: '2025-01-01',
  launches: 10,
  used: 'y',
  imgUrl: `https://backend.test/art/game/nova-gaming.${code}.svg`,
  ...extra,
});

/** A page state whose backend offers these extensions (get-site-config). */
export const withFeatures = (state: Partial<RootState>, features: ExtensionFeature[]): Partial<RootState> => ({ ...state, page: { failed: [], features } });
