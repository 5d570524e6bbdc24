// The favourites page's tab, from its address: `?tab=stores`, else the products.
export type FavouritesTab = 'items' | 'stores';

export function favouritesTab(params: URLSearchParams): FavouritesTab {
  return params.get('tab') === 'stores' ? 'stores' : 'items';
}
