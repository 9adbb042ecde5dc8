/** Ratings are 0 to 100 on the server; cards show them out of 5. */
const SCALE = 20;

/** Out of 5 with one decimal ('4.3'), or '-' for a game with no rating. */
export function ratingOutOfFive(rating: number | null | undefined): string {
  if (!rating || !Number.isFinite(rating) || rating <= 0) return '-';
  return (rating / SCALE).toFixed(1);
}

/** Out of 5, rounded to the nearest half star (0 for no rating). */
export function halfStars(rating: number | null | undefined): number {
  if (!rating || !Number.isFinite(rating) || rating <= 0) return 0;
  return Math.min(5, Math.round((rating / SCALE) * 2) / 2);
}

/** How a rating is read aloud: 'Rated 4.3 out of 5', or 'Not rated'. */
export function ratingLabel(rating: number | null | undefined): string {
  const value = ratingOutOfFive(rating);
  return value === '-' ? 'Not rated' : `Rated ${value} out of 5`;
}
