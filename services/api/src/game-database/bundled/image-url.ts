/** The image service's URL shape: `{IMAGE_BASE_URL}/t_1080p/{image_id}.jpg`. */
export function imageUrl(imageBaseUrl: string, imageId: string): string {
  return `${imageBaseUrl}/t_1080p/${imageId}.jpg`;
}
