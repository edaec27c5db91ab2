'use client';
// STUB — owned by the portfolio work (issue 5): next/image with pulse placeholder and the
// category default image + « Image par défaut » badge on error.
import Image, { type ImageProps } from 'next/image';

export type SmartImageProps = Omit<ImageProps, 'onError' | 'onLoad'> & { categoryName?: string | null };

export function SmartImage({ categoryName, alt, ...props }: SmartImageProps) {
  void categoryName;
  return <Image alt={alt} {...props} />;
}
