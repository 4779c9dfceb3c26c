import styled from 'styled-components';

export type ArtShape = 'wide' | 'square';

const SIZES: Record<ArtShape, [number, number]> = { wide: [320, 200], square: [300, 300] };

interface GameArtProps {
  src: string;
  shape: ArtShape;
  eager?: boolean;
  priority?: boolean;
  className?: string;
}

/** A plain <img>: the art is SVG on the operator's backend, which the image optimiser would only pass through. */
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
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.surfaceRaised},
    ${({ theme }) => theme.colors.surfaceDeep}
  );
`;
