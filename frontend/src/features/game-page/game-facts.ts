import type { InvolvedCompany, StoreGameDetail } from '../store/store-types';
import { GAME_TEXTS } from './game-texts';

/** Companies in one role as a comma list, each named once; 'Unknown' when there are none. */
export function companyList(companies: readonly InvolvedCompany[] | undefined, role: InvolvedCompany['role']): string {
  const names = [...new Set((companies ?? []).filter((c) => c.role === role).map((c) => c.companyName.trim()).filter(Boolean))];
  return names.length > 0 ? names.join(', ') : GAME_TEXTS.unknown;
}

const releaseFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The first release as 'Mar 14, 2019': the game's release date, else the first per-platform one, else 'N/A'. */
export function releaseDateText(game: Pick<StoreGameDetail, 'releaseDate' | 'release_dates'>): string {
  if (game.releaseDate && /^\d{4}-\d{2}-\d{2}$/.test(game.releaseDate)) {
    const time = Date.parse(`${game.releaseDate}T00:00:00Z`);
    if (Number.isFinite(time)) return releaseFormat.format(time);
  }
  const human = game.release_dates?.find((date) => date.human?.trim())?.human.trim();
  return human ?? GAME_TEXTS.notAvailable;
}
