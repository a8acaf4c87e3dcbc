// The detail page's image carousel and gallery (product spec section 4): the carousel stops at both
// ends, the full-screen gallery wraps around, and the number of images side by side follows the width.
import { BREAKPOINTS } from '../constants.ts';

/** Images side by side: 1 under 768 px, 2 up to 1023 px, 3 from 1024 px. */
export function visibleImageCount(widthPx: number): number {
  if (widthPx < BREAKPOINTS.carouselTwoUpMinWidth) return 1;
  if (widthPx < BREAKPOINTS.carouselThreeUpMinWidth) return 2;
  return 3;
}

/** The carousel's first shown image, kept between the first and the last full page. */
export function clampCarouselIndex(index: number, imageCount: number, visible: number): number {
  return Math.min(Math.max(index, 0), Math.max(imageCount - visible, 0));
}

/** The gallery's image after stepping `by`, wrapping around at both ends. */
export function wrapGalleryIndex(index: number, by: number, imageCount: number): number {
  if (imageCount === 0) return 0;
  return (((index + by) % imageCount) + imageCount) % imageCount;
}
