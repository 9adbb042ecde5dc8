import { GENRES, THEMES } from '../../../features/store/components/game-taxonomy';
import { genreExplorePath, themeExplorePath } from '../../../features/store/components/explore-paths';
import { StoreHoverMenu } from './StoreHoverMenu';

/** The header's Genres and Themes menus, after Explore. */
export function StoreNavMenus() {
  return (
    <>
      <StoreHoverMenu label="Genres" entries={GENRES} hrefFor={genreExplorePath} activePrefix="/explore/genres" />
      <StoreHoverMenu label="Themes" entries={THEMES} hrefFor={themeExplorePath} activePrefix="/explore/themes" />
    </>
  );
}
