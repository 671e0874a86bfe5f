// Images load lazily with their size reserved (no layout shift); a missing or broken image
// shows the given placeholder instead.
import { useState, type ImgHTMLAttributes } from 'react';

interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  src: string | null | undefined;
  placeholder: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
}

export function LazyImage({ src, placeholder, alt, width, height, eager = false, ...rest }: LazyImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = src && src.trim() !== '' ? src : placeholder;
  const shown = failed === wanted ? placeholder : wanted;
  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        if (shown !== placeholder) setFailed(wanted);
      }}
    />
  );
}
