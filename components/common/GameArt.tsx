import styled from 'styled-components';

export type ArtShape = 'wide' | 'square';

/** The backend's artwork sizes: vendors 320 × 200, games 300 × 300. */
const SIZES: Record<ArtShape, [number, number]> = { wide: [320, 200], square: [300, 300] };

interface GameArtProps {
  src: string;
  shape: ArtShape;
  /** Above the fold: load at once; everything else loads as it scrolls into view. */
  eager?: boolean;
  /** The likely largest paint of the page: fetched before other images. */
  priority?: boolean;
  className?: string;
}

/**
 * The generated SVG artwork, sized so the grid never shifts while it loads. A plain <img>: the files are SVG
 * on the operator's backend, which the image optimiser would only pass through.
 */
export function GameArt({ src, shape, eager = false, priority = false, className }: GameArtProps) {
  const [width, height] = SIZES[shape];
  return (
    <Img
      className={className}
      src={src}
      alt=""
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      draggable={false}
      $ratio={`${width} / ${height}`}
    />
  );
}

const Img = styled.img<{ $ratio: string }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: cover;
  background: linear-gradient(135deg, #1b2440, #101729);
`;
