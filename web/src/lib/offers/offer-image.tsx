import { Image, type ImageProps } from "@chakra-ui/react";

/** Width and height of the picture (the gateway's SVGs are 640 × 400), so nothing moves as it loads. */
export const IMAGE_WIDTH = 320;
export const IMAGE_HEIGHT = 200;

/** An offer's picture, 16:10, loaded when it comes near the screen. */
export function OfferImage({ src, alt, ...props }: { src: string; alt: string } & ImageProps) {
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
      <img src={src} alt={alt} width={IMAGE_WIDTH} height={IMAGE_HEIGHT} loading="lazy" />
    </Image>
  );
}
