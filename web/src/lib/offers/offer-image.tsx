import { Image, type ImageProps } from "@chakra-ui/react";

/** Width and height of the picture (the gateway's SVGs are 640 × 400), so nothing moves as it loads. */
export const IMAGE_WIDTH = 320;
export const IMAGE_HEIGHT = 200;

/**
 * An offer's picture, 16:10, loaded when it comes near the screen; a `priority` picture (the
 * offer page's, the largest thing on its first screen) is fetched at once and before others.
 */
export function OfferImage({
  src,
  alt,
  priority = false,
  ...props
}: { src: string; alt: string; priority?: boolean } & ImageProps) {
  return (
    <Image
      asChild
      w="full"
      h="auto"
      aspectRatio="16 / 10"
      objectFit="cover"
      bg="bg.muted"
      {...props}
    >
      <img
        src={src}
        alt={alt}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
      />
    </Image>
  );
}
