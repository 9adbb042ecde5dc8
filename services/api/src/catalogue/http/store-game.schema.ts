import { z } from 'zod';
import { dollars, isoTime } from '../../common/contract/common-schemas.js';

/** A game as lists show it (StoreGameView). */
export const StoreGameSchema = z
  .object({
    _id: z.string(),
    id: z.int(),
    name: z.string(),
    title: z.string(),
    slug: z.string(),
    summary: z.string(),
    cover_url: z.string().nullable(),
    image_id: z.string().nullable(),
    price: dollars(),
    discount: z.int().min(0).max(100).meta({ description: 'Percent off' }),
    discountPercentage: z.int().min(0).max(100),
    isDiscount: z.boolean(),
    onSale: z.boolean(),
    discountedPrice: dollars(),
    copies: z.int().meta({ description: 'Keys left to sell' }),
    rating: z.number().meta({ description: '0 to 100' }),
    genres: z.array(z.object({ id: z.int(), name: z.string() })),
    themes: z.array(z.int()),
    artworks: z.array(z.int()),
    artworks_extracted: z.array(z.object({ image_id: z.string() })),
    hypes: z.int(),
    isFeatured: z.boolean(),
    isNew: z.boolean().meta({ description: 'Listed within the last 30 days' }),
    createdAt: isoTime(),
    releaseDate: z.string().nullable(),
  })
  .meta({ id: 'StoreGame' });

/** The game page's game: the listing, and the details from the game database (StoreGameDetailView). */
export const StoreGameDetailSchema = StoreGameSchema.extend({
  storyline: z.string(),
  screenshots: z.array(z.object({ id: z.int(), image_id: z.string() })),
  videos: z.array(z.object({ id: z.int(), video_id: z.string(), name: z.string(), url: z.string() })),
  involved_companies: z.array(z.object({ role: z.enum(['Developer', 'Publisher']), companyName: z.string() })),
  platforms: z.array(z.object({ id: z.int(), name: z.string() })),
  release_dates: z.array(z.object({ human: z.string(), platform: z.int() })),
  game_modes: z.array(z.int()),
  multiplayer_modes: z.array(z.unknown()),
  category: z.int(),
  hasSteamAchievements: z.boolean(),
  hasSteamWorkshop: z.boolean(),
  controllerSupport: z.boolean(),
}).meta({ id: 'StoreGameDetail' });
