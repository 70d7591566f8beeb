import { useState } from 'react';
import { FlowerArt } from './flower-art';

/**
 * A product's first photo (or the one asked for); without one, or when it does not load, the drawing
 * of its category (flower-art), so the grid stays even. Decorative beside the written name.
 */
export function ProductImage({ images, category, alt = '' }: { images: string[]; category: string; alt?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = images[0];
  if (!src || failed === src) return <FlowerArt category={category} />;
  return <img className="sf-photo" src={src} alt={alt} loading="lazy" onError={() => setFailed(src)} />;
}
