/** The wishlist page's texts (contract: spec sections 2 and 8). */
export const WISHLIST_TEXTS = {
  title: 'My Wishlist',
  signedOut: 'Please log in to view your wishlist',
  logIn: 'Log In',
  empty: 'Your wishlist is empty',
  loadFailed: 'Failed to load wishlist. Please try again later.',
  noDescription: 'No description available.',
  addToCart: 'Add to Cart',
  outOfStock: 'Out Of Stock',
  remove: 'Remove',
  share: 'Share',
  addedToCart: (name: string) => `${name} added to cart`,
  removed: 'Game removed from wishlist',
  removeFailed: 'Failed to remove game from wishlist',
  linkCopied: 'Link copied to clipboard!',
  linkCopyFailed: 'Could not copy the link.',
} as const;
